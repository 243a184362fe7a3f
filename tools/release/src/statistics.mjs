// The few statistics the release comparison needs, in plain JavaScript: the release tool has no
// dependency of its own, and each function is small enough to check against a table.

// Held in the module's scope: in a vm context (jest), each lookup of the global Math is slow.
const { exp, log, min, PI, sin, sqrt } = Math;

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits, enough for factorials of millions. */
export function logGamma(x) {
  if (x < 0.5) return log(PI / sin(PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (let i = 0; i < LANCZOS.length; i++) sum += LANCZOS[i] / (z + i + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * log(2 * PI) + (z + 0.5) * log(t) - t + log(sum);
}

const logChoose = (n, k) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * One-sided Fisher exact test: the probability, when both groups have the same rate, that the first
 * group (n1 trials) gets `x1` or more of the `x1 + x2` events among `n1 + n2` trials. Exact for any
 * count, so a handful of errors on a small canary is never mistaken for a signal (a z-test would be).
 */
export function fisherUpperTail(x1, n1, x2, n2) {
  const total = n1 + n2;
  const events = x1 + x2;
  const last = min(events, n1);
  if (n1 === 0 || events === 0 || x1 <= 0) return 1;
  let logTerm = logChoose(events, x1) + logChoose(total - events, n1 - x1) - logChoose(total, n1);
  let sum = 0;
  for (let k = x1; k <= last; k++) {
    const term = exp(logTerm);
    sum += term;
    if (term < sum * 1e-15) break; // the tail decreases past the mode, which x1 is beyond when it matters
    // P(k+1) / P(k) of the hypergeometric distribution
    logTerm += log(((events - k) * (n1 - k)) / ((k + 1) * (total - events - n1 + k + 1)));
  }
  return min(1, sum);
}

/** Φ⁻¹(p), the standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new Error(`normalQuantile needs 0 < p < 1 (got ${p})`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = sqrt(-2 * log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** The standard normal density. */
export const normalDensity = (z) => exp(-0.5 * z * z) / sqrt(2 * PI);
