/*
 * The histograms the p75s are read from: logarithmic buckets, each 5 % wider than the one before, so
 * a minute's histogram is a few rows however many views it has, minutes add up by bucket, and a p75
 * read from the buckets is within 2.5 % of the exact one. Values are counted in units of 1 ms (LCP,
 * INP) or 0.001 (CLS); bucket 0 holds the values under one unit, bucket b > 0 those from GROWTH^(b-1)
 * up to GROWTH^b units.
 */

export type SignalMetric = 'lcp' | 'inp' | 'cls';
export const SIGNAL_METRICS: readonly SignalMetric[] = ['lcp', 'inp', 'cls'];

/** The ratio of a bucket's upper bound to its lower bound. */
export const BUCKET_GROWTH = 1.05;
/**
 * The largest relative error of a value read back from its bucket (its geometric middle, to 6 digits),
 * above one unit: sqrt(1.05) - 1, about 2.47 %, plus the rounding, under 2.5 %. Below one unit the value
 * reads as 0 (an error under one unit). The contract states this bound.
 */
export const BUCKET_RELATIVE_ERROR = 0.025;

const UNIT: Record<SignalMetric, number> = { lcp: 1, inp: 1, cls: 0.001 };
const LOG_GROWTH = Math.log(BUCKET_GROWTH);

/** The bucket of a value (the contract caps LCP and INP at 600,000 ms, CLS at 100: buckets up to 274). */
export function bucketOf(metric: SignalMetric, value: number): number {
  const units = value / UNIT[metric];
  return units < 1 ? 0 : 1 + Math.floor(Math.log(units) / LOG_GROWTH);
}

/** The value a bucket stands for: the geometric middle of its bounds, to 6 significant digits (0 for bucket 0). */
export function valueOfBucket(metric: SignalMetric, bucket: number): number {
  if (bucket === 0) return 0;
  return Number((BUCKET_GROWTH ** (bucket - 0.5) * UNIT[metric]).toPrecision(6));
}

/** The rank of the 75th percentile among `samples` values, nearest-rank: the smallest value with 75 % at or below it. */
export function p75Rank(samples: number): number {
  return Math.ceil(samples * 0.75);
}
