// Synthetic release signals for the specs: what GET /release-signals/summary would total for a release
// whose views fail and whose vitals are spread as given, drawn from a seeded generator so that every
// run of a spec sees the same numbers.

// Math's functions held in the module's scope: jest runs specs in a vm context, where every lookup of a
// global such as Math goes through the context's interceptor (20 times slower in these loops).
const { ceil, cos, exp, floor, imul, log, PI, sin, sqrt } = Math;

/** mulberry32: a small seeded generator, uniform on [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Binomial(n, p) by skipping geometric gaps between successes: O(n p) draws, exact. */
export function binomial(random: () => number, n: number, p: number): number {
  if (p <= 0 || n <= 0) return 0;
  if (p >= 1) return n;
  const logQ = log(1 - p);
  let count = 0;
  let position = 0;
  for (;;) {
    position += floor(log(1 - random()) / logQ) + 1;
    if (position > n) return count;
    count++;
  }
}

/** `count` standard normal draws (Box-Muller, both values of each pair used). */
export function standardNormalDraws(random: () => number, count: number): Float64Array {
  const values = new Float64Array(count);
  for (let i = 0; i < values.length; i += 2) {
    const radius = sqrt(-2 * log(1 - random()));
    const angle = 2 * PI * random();
    values[i] = radius * cos(angle);
    if (i + 1 < values.length) values[i + 1] = radius * sin(angle);
  }
  return values;
}

/** The k-th smallest value (0-based) of `values`, reordering them (Hoare's selection: linear, not a sort). */
export function select(values: Float64Array, k: number): number {
  let [low, high] = [0, values.length - 1];
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j], values[i]];
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k];
  }
  return values[k];
}

/** The p75 of `samples` log-normal draws with this median and sigma (null without samples). */
export function logNormalP75(random: () => number, samples: number, median: number, sigma: number): number | null {
  if (samples === 0) return null;
  const values = standardNormalDraws(random, samples);
  return median * exp(sigma * select(values, ceil(0.75 * samples) - 1));
}

export interface ReleaseBehaviour {
  errorRate: number;
  failedLoadRate: number;
  inp: { median: number; sigma: number };
  lcp: { median: number; sigma: number };
  /** The share of views that measured INP / LCP (web-vitals reports INP only after an interaction). */
  vitalsShare: number;
  /** Views per person (the API's distinct people). */
  viewsPerPerson: number;
}

export const HEALTHY: ReleaseBehaviour = {
  errorRate: 0.02,
  failedLoadRate: 0.005,
  inp: { median: 120, sigma: 0.8 },
  lcp: { median: 1500, sigma: 0.6 },
  vitalsShare: 0.5,
  viewsPerPerson: 3,
};

/** A summary release's `totals` for `views` views of a release that behaves as given. */
export function syntheticTotals(random: () => number, views: number, behaviour: ReleaseBehaviour) {
  const errorViews = binomial(random, views, behaviour.errorRate);
  const inpSamples = binomial(random, views, behaviour.vitalsShare);
  const lcpSamples = binomial(random, views, behaviour.vitalsShare);
  return {
    views,
    errorViews,
    failedLoads: binomial(random, views, behaviour.failedLoadRate),
    crashes: 0,
    people: ceil(views / behaviour.viewsPerPerson),
    inpP75: logNormalP75(random, inpSamples, behaviour.inp.median, behaviour.inp.sigma),
    inpSamples,
    lcpP75: logNormalP75(random, lcpSamples, behaviour.lcp.median, behaviour.lcp.sigma),
    lcpSamples,
    clsP75: inpSamples ? 0.05 : null,
    clsSamples: inpSamples,
  };
}
