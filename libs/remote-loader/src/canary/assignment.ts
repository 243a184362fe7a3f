/*
 * Which release of a remote a person sees (issue: per-remote canaries). A person's bucket for a remote
 * is a stable hash of (their key, the remote's name) in 0..9999; they see the canary while their bucket
 * is under the share. The same person gets the same bucket on every load, and raising the share only
 * adds people: nobody in the canary is moved back by a larger share.
 */

export const BUCKETS = 10_000;

/** FNV-1a, 32 bits: small, fast and well spread for short keys; not for secrets. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The person's bucket for one remote, 0..9999. Each remote hashes apart, so canaries do not pick the same people. */
export function bucketOf(personKey: string, remote: string): number {
  return fnv1a(`${remote}\u0000${personKey}`) % BUCKETS;
}

/** Whether the person sees the remote's canary at `share` percent (0–100). */
export function inCanary(personKey: string, remote: string, share: number): boolean {
  const threshold = Math.round(Math.min(100, Math.max(0, share)) * (BUCKETS / 100));
  return bucketOf(personKey, remote) < threshold;
}

/** A forced choice for testing: `?release=menu:canary,deals:stable`, or the same text kept under RELEASE_OVERRIDE_KEY. */
export type ReleaseChoice = 'stable' | 'canary';
export const RELEASE_OVERRIDE_KEY = 'console.release-override';

export function parseReleaseOverride(text: string | null | undefined): Record<string, ReleaseChoice> {
  const choices: Record<string, ReleaseChoice> = {};
  for (const part of (text ?? '').split(',')) {
    const [remote, choice] = part.split(':').map((piece) => piece?.trim());
    if (remote && (choice === 'stable' || choice === 'canary')) choices[remote] = choice;
  }
  return choices;
}
