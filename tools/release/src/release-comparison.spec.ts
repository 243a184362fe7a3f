import { COMPARISON_DEFAULTS, compareReleases } from './release-comparison.mjs';
import { fisherUpperTail, logGamma, normalQuantile } from './statistics.mjs';
import { HEALTHY, seededRandom, syntheticTotals, type ReleaseBehaviour } from './synthetic-signals';

const totals = (overrides: Record<string, unknown> = {}) => ({
  views: 1000,
  errorViews: 20,
  failedLoads: 5,
  crashes: 0,
  people: 300,
  inpP75: 200,
  inpSamples: 500,
  lcpP75: 2000,
  lcpSamples: 500,
  clsP75: 0.05,
  clsSamples: 500,
  ...overrides,
});

describe('the statistics behind the comparison', () => {
  it('agrees with the tables', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(logGamma(1_000_001)).toBeCloseTo(12815518.3846582, 4); // ln(10^6!)
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.0025)).toBeCloseTo(-2.807034, 5);
    // Fisher's exact test, one-sided (R: fisher.test(matrix(c(3, 1, 1, 3), 2), alternative = 'greater')$p.value)
    expect(fisherUpperTail(3, 4, 1, 4)).toBeCloseTo(0.2428571, 6);
    expect(fisherUpperTail(10, 20, 2, 20)).toBeCloseTo(0.0068, 3);
    expect(fisherUpperTail(0, 20, 5, 20)).toBe(1);
  });
});

describe('compareReleases (the verdict, a pure function)', () => {
  it('documents its defaults', () => {
    expect(COMPARISON_DEFAULTS).toEqual({
      confidence: 0.99,
      minViews: 200,
      minPeople: 20,
      minErrorPeople: 5,
      maxP75Ratio: 1.2,
      minVitalSamples: 50,
      vitalLogSpread: 1,
      clientPeople: 5,
    });
  });

  it('calls a clear rise of error views or failed loads worse, and says by how much', () => {
    const errors = compareReleases(totals({ views: 400, errorViews: 24, people: 120 }), totals({ views: 8000, errorViews: 160 }));
    expect(errors.decision).toBe('worse');
    expect(errors.reason).toMatch(/^worse than stable: error views 6\.00% vs 2\.00% \(p=/);
    const loads = compareReleases(totals({ failedLoads: 30 }), totals({ views: 5000, failedLoads: 25 }));
    expect(loads).toMatchObject({ decision: 'worse' });
    expect(loads.reason).toContain('failed loads 3.00% vs 0.50%');
  });

  it('calls a canary slower than the ratio at p75 INP or LCP worse, with enough samples', () => {
    const slow = compareReleases(totals({ inpP75: 320 }), totals({ views: 5000, inpP75: 200, inpSamples: 2500 }));
    expect(slow.decision).toBe('worse');
    expect(slow.reason).toContain('INP p75 320 vs 200 ms (x1.60, at most x1.2)');
    expect(compareReleases(totals({ lcpP75: 3000 }), totals({ lcpP75: 2000 })).decision).toBe('worse');
    // Within the ratio: not worse, however many samples.
    expect(compareReleases(totals({ inpP75: 235, inpSamples: 50_000 }), totals({ inpSamples: 50_000 })).decision).toBe('no worse');
  });

  it('calls clear health no worse, with every figure compared in the reason', () => {
    const healthy = compareReleases(
      totals({ errorViews: 19, inpP75: 190 }),
      totals({ views: 9000, errorViews: 180, failedLoads: 45, people: 3000 }),
    );
    expect(healthy.decision).toBe('no worse');
    expect(healthy.reason).toMatch(/^no worse than stable: error views 1\.90% vs 2\.00% .*failed loads .*INP p75 190 vs 200 ms .*LCP p75/);
    expect(healthy.canary).toMatchObject({ views: 1000, errorViewRate: 0.019, people: 300 });
    expect(healthy.stable).toMatchObject({ views: 9000, errorViewRate: 0.02, people: 3000 });
  });

  it('gives no verdict on too little data: views or people short on either side, or no reports at all', () => {
    const flood = totals({ views: 1000, errorViews: 1000, people: 3 }); // one client's 1000 failing views: 3 people
    expect(compareReleases(flood, totals())).toMatchObject({ decision: 'too little data', reason: 'canary has 3 of 20 people' });
    expect(compareReleases(totals({ views: 199, errorViews: 199 }), totals()).reason).toBe('canary has 199 of 200 views');
    expect(compareReleases(totals(), totals({ views: 50, people: 10 })).reason).toBe(
      'stable has 50 of 200 views; stable has 10 of 20 people',
    );
    expect(compareReleases(undefined, totals()).decision).toBe('too little data');
    expect(compareReleases(totals({ views: 150, errorViews: 150 }), totals(), { minViews: 100 }).decision).toBe('worse');
  });

  it('with the people behind the errors counted, a rate is worse only when more people had one: a flood from one client is not', () => {
    // 25 real people and one client's 600 failing views under 3 visitor keys it may count.
    const flood = totals({ views: 650, errorViews: 601, errorPeople: 4, failedLoadPeople: 0, people: 28 });
    const stable = totals({ views: 1000, errorViews: 20, errorPeople: 2, failedLoadPeople: 1, people: 300 });
    expect(compareReleases({ ...flood, errorPeople: undefined, failedLoadPeople: undefined }, stable).decision).toBe('worse');
    const judged = compareReleases(flood, stable);
    expect(judged.decision).toBe('no worse');
    expect(judged.reason).toContain('error views 92.46% vs 2.00% (p=');
    expect(judged.reason).toContain('people 4 of 28 vs 2 of 300 (p=');
    // Five people with errors are what one client can be: the verdict waits for more people.
    expect(compareReleases({ ...flood, errorPeople: 5, people: 29 }, stable)).toMatchObject({
      decision: 'too little data',
      reason: expect.stringContaining('within one client\'s reach (5 people) of "worse"'),
    });
    // Errors of more people than one client can be, after taking any 5 as the client's, are worse.
    expect(compareReleases({ ...flood, errorPeople: 12, people: 36 }, stable).decision).toBe('worse');
    // Errors that many people had are worse on both counts.
    const real = compareReleases(totals({ views: 650, errorViews: 120, errorPeople: 60, people: 200 }), stable);
    expect(real.decision).toBe('worse');
    expect(real.canary).toMatchObject({ errorPeople: 60 });
  });

  it('does not judge a vital measured on too few samples, and says so', () => {
    const few = compareReleases(totals({ inpP75: 900, inpSamples: 49 }), totals());
    expect(few.decision).toBe('no worse');
    expect(few.reason).toContain('INP not judged (49 and 500 of 55 samples)');
    expect(compareReleases(totals({ lcpP75: null, lcpSamples: 0 }), totals()).reason).toContain('LCP not judged');
  });

  it('needs more than the ratio to call a vital worse: the p75 of 60 samples 1.3x stable is noise', () => {
    expect(compareReleases(totals({ inpP75: 260, inpSamples: 60 }), totals({ inpSamples: 60 })).decision).toBe('no worse');
    expect(compareReleases(totals({ inpP75: 260, inpSamples: 3000 }), totals({ inpSamples: 3000 })).decision).toBe('worse');
  });
});

/*
 * Equal releases over many simulated comparisons: a canary and a stable release that behave the same
 * (error rates, failed loads, log-normal INP and LCP), at the shares and sample sizes of a rollout. The
 * share called worse is the comparison's false-alarm rate; it must stay within 1 - confidence. Run
 * at collection time so the measured rate is in the test's name (the lead's notes quote it).
 */
function falseAlarmRate(runs: number, confidence: number, seed: number) {
  const random = seededRandom(seed);
  const behaviours: ReleaseBehaviour[] = [
    HEALTHY,
    { ...HEALTHY, errorRate: 0.1, failedLoadRate: 0.02 },
    { ...HEALTHY, errorRate: 0.004, inp: { median: 80, sigma: 1 }, lcp: { median: 2500, sigma: 1 } },
  ];
  let worse = 0;
  for (let run = 0; run < runs; run++) {
    const behaviour = behaviours[run % behaviours.length];
    const share = [5, 25, 50][Math.floor(run / behaviours.length) % 3];
    const canaryViews = 200 + Math.floor(random() * 1800);
    // Stable's views over the same minutes (at most 3000: the p75s are drawn sample by sample).
    const stableViews = Math.min(3000, Math.round((canaryViews * (100 - share)) / share));
    const verdict = compareReleases(syntheticTotals(random, canaryViews, behaviour), syntheticTotals(random, stableViews, behaviour), {
      confidence,
    });
    if (verdict.decision === 'worse') worse++;
  }
  return worse / runs;
}

describe('false alarms: equal releases over many simulated comparisons', () => {
  const runs = 3000;
  const atDefault = falseAlarmRate(runs, COMPARISON_DEFAULTS.confidence, 25);
  const atEighty = falseAlarmRate(runs, 0.8, 26);

  it(`at the default confidence 0.99, equal releases were called worse in ${(atDefault * 100).toFixed(2)}% of ${runs} comparisons (at most 1%)`, () => {
    expect(atDefault).toBeLessThanOrEqual(1 - COMPARISON_DEFAULTS.confidence);
  });

  it(`the rate follows the configured confidence: at 0.8, ${(atEighty * 100).toFixed(2)}% of ${runs} (at most 20%)`, () => {
    expect(atEighty).toBeLessThanOrEqual(0.2);
    expect(atEighty).toBeGreaterThan(atDefault); // the simulation does see noise: a looser confidence flags more
  });

  it('still catches real regressions in most simulated runs of the same sizes (power)', () => {
    const random = seededRandom(27);
    let caught = 0;
    const runsOfRegression = 100;
    for (let run = 0; run < runsOfRegression; run++) {
      const canary = syntheticTotals(random, 1000, { ...HEALTHY, errorRate: HEALTHY.errorRate * 2.5 });
      if (compareReleases(canary, syntheticTotals(random, 3000, HEALTHY)).decision === 'worse') caught++;
    }
    expect(caught / runsOfRegression).toBeGreaterThan(0.9);
  });
});
