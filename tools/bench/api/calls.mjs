// Timing the API's calls for the bench's API figures: medians, rounds, one timed call, and signing in.
import { fixtureClient } from '@console/testing';

export const SAMPLES = 5;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/** Signs a demo account (a key of DEMO_ACCOUNTS, the super admin by default) in through the API: its token. */
export async function signIn(apiUrl, account = 'superAdmin') {
  return (await fixtureClient(apiUrl).signInAs(account)).token;
}

/** One call, timed: whole round trip, body read; fails with the API's answer. */
export async function timedCall(url, init, what) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Timed rounds of a screen's calls, after untimed ones (locations, menu and deals alike). */
export const OWNER_LOCATION_SAMPLES = 40;
const OWNER_LOCATION_WARMUP = 3;
/**
 * Times each of `calls` ({ path, query }) in OWNER_LOCATION_SAMPLES rounds of all of them (interleaved, so
 * warming up and garbage collection fall on each alike) after OWNER_LOCATION_WARMUP untimed rounds: whole
 * round trip, body read. Answers the calls with their timings (`samples`) and last answer (body, bytes).
 */
export async function timeInRounds(apiUrl, headers, calls) {
  const timed = calls.map((call) => ({ ...call, samples: [], last: null }));
  for (let round = 0; round < OWNER_LOCATION_WARMUP + OWNER_LOCATION_SAMPLES; round++) {
    for (const call of timed) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}${call.path}?${call.query}`, { headers });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${call.path}?${call.query}: ${response.status} ${text.slice(0, 500)}`);
      if (round >= OWNER_LOCATION_WARMUP) call.samples.push(elapsed);
      call.last = { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
    }
  }
  return timed;
}
