// The p75s of the summary are read from histograms (signal-histogram.ts): how far a p75 read from the
// buckets may be from the exact one, over values spread the way web vitals are, and at the edges.
import { BUCKET_RELATIVE_ERROR, bucketOf, p75Rank, valueOfBucket, type SignalMetric } from './signal-histogram';

/** A seeded generator (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal values, as page timings are spread: median `median`, clipped to the contract's range. */
function timings(next: () => number, count: number, median: number, max: number): number[] {
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.min(max, median * Math.exp(normal));
  });
}

/** The exact nearest-rank p75, and the one read from the values' histogram. */
function p75s(metric: SignalMetric, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const exact = sorted[p75Rank(values.length) - 1];
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  let running = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    running += counts.get(bucket) ?? 0;
    if (running >= p75Rank(values.length)) return { exact, read: valueOfBucket(metric, bucket) };
  }
  throw new Error('no p75');
}

describe('p75 from the histogram', () => {
  it(`is within ${(BUCKET_RELATIVE_ERROR * 100).toFixed(2)} % of the exact p75 over 300 spreads of INP, LCP and CLS`, () => {
    const next = random(25);
    let worst = 0;
    for (let run = 0; run < 100; run++) {
      const count = 1 + Math.floor(next() * 400);
      for (const [metric, median, max] of [
        ['inp', 20 + next() * 400, 600000],
        ['lcp', 300 + next() * 4000, 600000],
        ['cls', 0.005 + next() * 0.3, 100],
      ] as const) {
        const { exact, read } = p75s(metric, timings(next, count, median, max));
        const unit = metric === 'cls' ? 0.001 : 1;
        if (exact < unit) expect(read).toBe(0);
        else worst = Math.max(worst, Math.abs(read - exact) / exact);
      }
    }
    expect(worst).toBeLessThanOrEqual(BUCKET_RELATIVE_ERROR);
    expect(worst).toBeGreaterThan(0.01); // the bound is met, not missed by luck of round values
  });

  it('reads values under one unit as 0, and keeps the contract’s largest values in range', () => {
    expect(valueOfBucket('inp', bucketOf('inp', 0))).toBe(0);
    expect(valueOfBucket('inp', bucketOf('inp', 0.99))).toBe(0);
    expect(valueOfBucket('cls', bucketOf('cls', 0.0009))).toBe(0);
    expect(bucketOf('inp', 1)).toBe(1);
    // The migration's CHECK allows buckets up to 400.
    expect(bucketOf('lcp', 600000)).toBeLessThan(400);
    expect(bucketOf('cls', 100)).toBeLessThan(400);
    for (const [metric, value] of [
      ['lcp', 600000],
      ['cls', 100],
      ['inp', 1],
      ['cls', 0.001],
    ] as const) {
      expect(Math.abs(valueOfBucket(metric, bucketOf(metric, value)) - value) / value).toBeLessThanOrEqual(BUCKET_RELATIVE_ERROR);
    }
  });

  it('takes the nearest rank: the 3rd of 4, the 1st of 1, the 75th of 100', () => {
    expect([p75Rank(4), p75Rank(1), p75Rank(100), p75Rank(101)]).toEqual([3, 1, 75, 76]);
  });
});
