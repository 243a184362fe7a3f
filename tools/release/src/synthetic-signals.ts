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

/** What one client can add to a release's figures as the API counts them (issue 36). */
export interface Adversary {
  /** People the client counts as: 3 visitor keys of its network, the network, and its own signed-in user. */
  people: number;
  /** Views each of them has recorded: the API keeps at most 30 a minute per person. */
  viewsPerPerson: number;
  /** What each of its views carries. */
  kind: 'clean' | 'slow' | 'failing';
}

/** One client flooding with everything the API lets it count: 5 people, 30 views a minute each for `minutes`. */
export const flood = (kind: Adversary['kind'], minutes = 10): Adversary => ({ people: 5, viewsPerPerson: 30 * minutes, kind });

/**
 * A summary release's `totals` as the API computes them from people (issue 36): `people` people with a
 * few views each (behaving as given), a rate's people those with at least one such view, each vital's p75
 * over the people who measured it by their worst value, its samples those people; plus what an
 * adversary adds within the API's limits.
 */
export function syntheticPeopleTotals(random: () => number, people: number, behaviour: ReleaseBehaviour, adversary?: Adversary) {
  let views = 0;
  let errorViews = 0;
  let failedLoads = 0;
  let errorPeople = 0;
  let failedLoadPeople = 0;
  const inp: number[] = [];
  const lcp: number[] = [];
  for (let person = 0; person < people; person++) {
    const own = 1 + binomial(random, 2 * (behaviour.viewsPerPerson - 1), 0.5);
    const errors = binomial(random, own, behaviour.errorRate);
    const failed = binomial(random, own, behaviour.failedLoadRate);
    views += own;
    errorViews += errors;
    failedLoads += failed;
    if (errors > 0) errorPeople++;
    if (failed > 0) failedLoadPeople++;
    for (const [values, vital] of [
      [inp, behaviour.inp],
      [lcp, behaviour.lcp],
    ] as const) {
      const measured = binomial(random, own, behaviour.vitalsShare);
      if (measured === 0) continue;
      const draws = standardNormalDraws(random, measured);
      values.push(vital.median * exp(vital.sigma * Math.max(...draws)));
    }
  }
  if (adversary) {
    const added = adversary.people * adversary.viewsPerPerson;
    views += added;
    if (adversary.kind === 'failing') {
      errorViews += added;
      errorPeople += adversary.people;
    }
    // Clean views measure fast vitals; slow ones 4 s.
    const value = adversary.kind === 'slow' ? 4000 : 10;
    for (let person = 0; person < adversary.people; person++) {
      inp.push(value);
      lcp.push(value === 10 ? 300 : 20_000);
    }
  }
  const p75 = (values: number[]) => (values.length ? select(Float64Array.from(values), ceil(0.75 * values.length) - 1) : null);
  return {
    views,
    errorViews,
    failedLoads,
    crashes: 0,
    people: people + (adversary?.people ?? 0),
    errorPeople,
    failedLoadPeople,
    inpP75: p75(inp),
    inpSamples: inp.length,
    lcpP75: p75(lcp),
    lcpSamples: lcp.length,
    clsP75: inp.length ? 0.05 : null,
    clsSamples: inp.length,
  };
}
