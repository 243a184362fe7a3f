/**
 * Which release threw: each release's chunks live under its own folder or origin (its manifest's
 * folder), so the script URLs of an error's top stack frames name it. Frames of the shell or of a
 * shared library loaded from the shell's origin match no release and are skipped, so an error thrown
 * in React on behalf of a remote's handler is still the remote's.
 */

/** How deep into a stack to look: past that, the frames are the caller's callers. */
export const TOP_FRAMES = 10;

/** The folder a release's chunks are served from, as an absolute URL ending in '/'. */
export function releaseRootOf(manifestUrl: string, base = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL('.', new URL(manifestUrl, base)).href;
}

/** The script URLs of a stack's frames, top first (Chromium's "at f (url:1:2)" and Firefox/Safari's "f@url:1:2"). */
export function scriptUrlsOf(stack: string, limit = TOP_FRAMES): string[] {
  const urls: string[] = [];
  for (const line of stack.split('\n')) {
    const found = /(?:https?|file):\/\/[^\s()]+/.exec(line);
    if (!found) continue;
    urls.push(found[0].replace(/(?::\d+){1,2}$/, ''));
    if (urls.length >= limit) break;
  }
  return urls;
}

/**
 * The root (of `roots`) whose release the top frames ran in: the first frame under any root, and of
 * the roots holding it the longest (a release under /releases/menu/2/ on the shell's own origin).
 */
export function attributeStack(stack: string, roots: readonly string[]): string | undefined {
  for (const url of scriptUrlsOf(stack)) {
    let best: string | undefined;
    for (const root of roots) if (url.startsWith(root) && (!best || root.length > best.length)) best = root;
    if (best) return best;
  }
  return undefined;
}
