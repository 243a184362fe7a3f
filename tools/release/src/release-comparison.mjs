// "Is the canary worse than stable?", judged on the same minutes for both from the totals of GET
// /release-signals/summary. A pure function: the rollout's tick and the specs call it alike.
//
// - Error views (views with an uncaught error, an unhandled rejection or a crash) and failed loads are
//   rates per view. Each is a one-sided Fisher exact test of "the canary's rate is higher": exact at
//   any count, so a few errors on a small canary are not a signal.
// - INP and LCP: the canary is slower when its p75 is above `maxP75Ratio` x stable's AND, at the same
//   confidence, above stable's at all (the p75's sampling error, from the samples behind each p75):
//   a ratio alone would flag equal releases measured on few samples.
// - The four tests share the false-alarm rate 1 - confidence (Bonferroni: each at a quarter of it), so
//   equal releases are called worse in at most that share of comparisons (the specs measure it).
// - No verdict on too little data: each release needs `minViews` views and `minPeople` distinct people
//   (the API counts people so that one client counts as a few at most: it cannot forge a verdict). A
//   vital with fewer than `minVitalSamples` samples on either side is not judged (said in the reason).
// - When the totals also count the distinct people behind the error views and failed loads
//   (`errorPeople`, `failedLoadPeople`), a rate is judged by people alone: worse when the share of people
//   who had one is worse, among at least `minErrorPeople` people. One client counts as 5 people at most
//   (3 visitor keys of its network, the network, its own account) with at most 30 views a minute each, so
//   its flood of failing or clean views moves no rate (the views' rate is still shown).
// - The API's INP and LCP p75s are over people (each person's worst value), and their samples are people.
// - A verdict one client could have made: every check judged by people is made again as if up to
//   `clientPeople` of each release's people were one client's, placed where they help the canary most and
//   where they hurt it most. "worse" only when it is worse either way, "no worse" only when it is no worse
//   either way; in between the answer is "too little data" (the rollout waits for more people). So one
//   client can delay a verdict, never make one the real people would not.
import { fisherUpperTail, normalDensity, normalQuantile } from './statistics.mjs';

export const COMPARISON_DEFAULTS = Object.freeze({
  /** One-sided confidence of "worse"; 1 - confidence is the false-alarm rate of one comparison. */
  confidence: 0.99,
  /** Views each release needs before any verdict (a rollout's --min-views replaces it). */
  minViews: 200,
  /** Distinct people each release needs before any verdict (as `check`'s --min-people). */
  minPeople: 20,
  /** With people counted behind errors and failed loads: the fewest canary people with one for "worse". */
  minErrorPeople: 5,
  /** The canary's p75 INP and LCP may be up to this multiple of stable's. */
  maxP75Ratio: 1.2,
  /** Samples each release needs before its INP or LCP is judged. */
  minVitalSamples: 50,
  /**
   * The spread assumed for a vital's sampling error: its p75 is treated as log-normal with this sigma
   * (field INP and LCP have sigma of about 0.5-1; a larger value asks more evidence before "slower").
   */
  vitalLogSpread: 1,
  /**
   * The most people one client counts as (issue 36: 3 visitor keys of its network, the network, its own
   * signed-in account); 0 judges the figures as they are.
   */
  clientPeople: 5,
});

/** The number of tests sharing the false-alarm rate. */
const TESTS = 4;
const P75 = 0.75;
// SE of ln(p75) from n log-normal samples = spread * P75_SE_FACTOR / sqrt(n) (the sample quantile's variance).
const P75_SE_FACTOR = Math.sqrt(P75 * (1 - P75)) / normalDensity(normalQuantile(P75));

const RATES = [
  { signal: 'errorViews', label: 'error views', count: (totals) => totals.errorViews, people: (totals) => totals.errorPeople },
  { signal: 'failedLoads', label: 'failed loads', count: (totals) => totals.failedLoads, people: (totals) => totals.failedLoadPeople },
];
const VITALS = [
  { signal: 'inp', label: 'INP', p75: (totals) => totals.inpP75, samples: (totals) => totals.inpSamples },
  { signal: 'lcp', label: 'LCP', p75: (totals) => totals.lcpP75, samples: (totals) => totals.lcpSamples },
];

const percent = (rate) => `${(rate * 100).toFixed(2)}%`;

/**
 * A release's `count` people with one of `people`, without up to `k` of them: as many as there are of
 * those who had one (`withIt`) or of those who had none.
 */
function without(count, people, k, withIt) {
  const taken = Math.min(k, withIt ? count : people - count);
  return { count: withIt ? count - taken : count, people: people - taken };
}

/**
 * A log-normal p75 of `n` samples with `k` of them taken out, the highest (`top`) or the lowest: the p75
 * of the rest sits at another quantile of the samples, moved by the assumed spread.
 */
function p75Without(p75, n, k, top, spread) {
  if (k <= 0 || n - k <= 0) return p75;
  const level = top ? (P75 * (n - k)) / n : (k + P75 * (n - k)) / n;
  return p75 * Math.exp(spread * (normalQuantile(level) - normalQuantile(P75)));
}
const EMPTY = Object.freeze({ views: 0, errorViews: 0, failedLoads: 0, crashes: 0, people: 0, inpSamples: 0, lcpSamples: 0 });

/** The figures a verdict is made of, for one release (what lastVerdict.signals keeps). */
export function releaseFigures(totals = EMPTY) {
  const views = totals.views ?? 0;
  const rate = (count) => (views > 0 ? (count ?? 0) / views : 0);
  return {
    views,
    people: totals.people ?? 0,
    errorViews: totals.errorViews ?? 0,
    failedLoads: totals.failedLoads ?? 0,
    ...(totals.errorPeople !== undefined ? { errorPeople: totals.errorPeople } : {}),
    ...(totals.failedLoadPeople !== undefined ? { failedLoadPeople: totals.failedLoadPeople } : {}),
    crashes: totals.crashes ?? 0,
    errorViewRate: rate(totals.errorViews),
    failedLoadRate: rate(totals.failedLoads),
    inpP75: totals.inpP75 ?? null,
    inpSamples: totals.inpSamples ?? 0,
    lcpP75: totals.lcpP75 ?? null,
    lcpSamples: totals.lcpSamples ?? 0,
    clsP75: totals.clsP75 ?? null,
    clsSamples: totals.clsSamples ?? 0,
  };
}

/**
 * @param {object|undefined} canary  the canary release's `totals` of the summary (undefined: no reports)
 * @param {object|undefined} stable  the stable release's `totals` over the same window
 * @param {Partial<typeof COMPARISON_DEFAULTS>} [options]
 * @returns {{ decision: 'worse'|'no worse'|'too little data', reason: string, checks: object[], canary: object, stable: object }}
 */
export function compareReleases(canary, stable, options = {}) {
  const settings = { ...COMPARISON_DEFAULTS, ...options };
  const c = releaseFigures(canary);
  const s = releaseFigures(stable);
  const result = (decision, reason, checks = []) => ({ decision, reason, checks, canary: c, stable: s });

  const missing = [];
  for (const [name, figures] of [
    ['canary', c],
    ['stable', s],
  ]) {
    if (figures.views < settings.minViews) missing.push(`${name} has ${figures.views} of ${settings.minViews} views`);
    if (figures.people < settings.minPeople) missing.push(`${name} has ${figures.people} of ${settings.minPeople} people`);
  }
  if (missing.length) return result('too little data', missing.join('; '));

  const alpha = (1 - settings.confidence) / TESTS;
  const zCritical = normalQuantile(1 - alpha);
  const checks = [];
  for (const rate of RATES) {
    const [xc, xs] = [Math.min(rate.count(c) ?? 0, c.views), Math.min(rate.count(s) ?? 0, s.views)];
    const pValue = fisherUpperTail(xc, c.views, xs, s.views);
    let text = `${rate.label} ${percent(xc / c.views)} vs ${percent(xs / s.views)} (p=${pValue.toPrecision(2)})`;
    const check = { signal: rate.signal, canary: xc / c.views, stable: xs / s.views, pValue, worse: pValue <= alpha };
    const [pc, ps] = [rate.people(c), rate.people(s)];
    if (Number.isInteger(pc) && Number.isInteger(ps)) {
      const [hc, hs] = [Math.min(pc, c.people), Math.min(ps, s.people)];
      check.peoplePValue = fisherUpperTail(hc, c.people, hs, s.people);
      // Judged by people alone: views can be flooded (clean ones would hide a worse canary), people cannot.
      const worseBy = (canaryPeople, stablePeople) =>
        canaryPeople.count >= settings.minErrorPeople &&
        fisherUpperTail(canaryPeople.count, canaryPeople.people, stablePeople.count, stablePeople.people) <= alpha;
      const k = settings.clientPeople;
      // The client's people as the canary's who had one and stable's who had none, and the other way round.
      check.worse = worseBy(without(hc, c.people, k, true), without(hs, s.people, k, false));
      check.withinOneClient = !check.worse && worseBy(without(hc, c.people, k, false), without(hs, s.people, k, true));
      text += `, people ${hc} of ${c.people} vs ${hs} of ${s.people} (p=${check.peoplePValue.toPrecision(2)})`;
    }
    checks.push({ ...check, text });
  }
  for (const vital of VITALS) {
    const [pc, ps, nc, ns] = [vital.p75(c), vital.p75(s), vital.samples(c), vital.samples(s)];
    // Samples are people: one client's cannot bring a vital to judgment either.
    const needed = settings.minVitalSamples + settings.clientPeople;
    if (pc === null || ps === null || nc < needed || ns < needed || !(ps > 0)) {
      checks.push({
        signal: vital.signal,
        judged: false,
        worse: false,
        text: `${vital.label} not judged (${nc} and ${ns} of ${needed} samples)`,
      });
      continue;
    }
    const ratio = pc / ps;
    const slower = (canaryP75, stableP75, canarySamples, stableSamples) => {
      const standardError = settings.vitalLogSpread * P75_SE_FACTOR * Math.sqrt(1 / canarySamples + 1 / stableSamples);
      const z = canaryP75 > 0 ? Math.log(canaryP75 / stableP75) / standardError : -Infinity;
      return { z, worse: canaryP75 / stableP75 > settings.maxP75Ratio && z > zCritical };
    };
    const { z } = slower(pc, ps, nc, ns);
    // Samples are people: the client's (up to clientPeople a release) as the canary's slowest and stable's
    // fastest, and the other way round.
    const [k, spread] = [settings.clientPeople, settings.vitalLogSpread];
    const worse = slower(p75Without(pc, nc, k, true, spread), p75Without(ps, ns, k, false, spread), nc - k, ns - k).worse;
    const withinOneClient =
      !worse && slower(p75Without(pc, nc, k, false, spread), p75Without(ps, ns, k, true, spread), nc - k, ns - k).worse;
    const text = `${vital.label} p75 ${Math.round(pc)} vs ${Math.round(ps)} ms (x${ratio.toFixed(2)}, at most x${settings.maxP75Ratio})`;
    checks.push({ signal: vital.signal, judged: true, canary: pc, stable: ps, ratio, z, worse, withinOneClient, text });
  }
  const worse = checks.filter((check) => check.worse);
  if (worse.length) return result('worse', `worse than stable: ${worse.map((check) => check.text).join('; ')}`, checks);
  const atTheEdge = checks.filter((check) => check.withinOneClient);
  if (atTheEdge.length) {
    const reach = `within one client's reach (${settings.clientPeople} people) of "worse"`;
    return result('too little data', `${reach}: ${atTheEdge.map((check) => check.text).join('; ')}`, checks);
  }
  return result('no worse', `no worse than stable: ${checks.map((check) => check.text).join('; ')}`, checks);
}
