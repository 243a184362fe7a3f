// What a page fetched, as it crossed the wire: the DevTools protocol's encodedDataLength of each request
// (compressed body and response headers), with the cache disabled, as the issues measure the login path.
import path from 'node:path';
import { explore } from 'source-map-explorer';

/**
 * Starts recording `page`'s requests; `finished()` answers those finished so far, in the order they
 * finished: { url, type ('Script', 'Stylesheet', 'Fetch'…), wireBytes, headerBytes, encoding, sentAt },
 * sentAt the wall-clock ms it was sent (comparable with the page's performance.timeOrigin + now);
 * `unfinished()` those sent and neither finished nor failed yet: { url, sentAt }.
 */
export async function recordWireBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent = new Map();
  const seen = new Map();
  const ended = new Set();
  const finished = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime }) => {
    // A redirect is sent again under the same id: the first send is when the page asked for it.
    if (!sent.has(requestId)) sent.set(requestId, { url: request.url, sentAt: wallTime * 1000 });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    // The headers' size as sent: each "name: value\r\n", and the status line.
    const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
    seen.set(requestId, { url: response.url, type, headerBytes, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    ended.add(requestId);
    const request = seen.get(requestId);
    if (request) finished.push({ ...request, wireBytes: encodedDataLength, sentAt: sent.get(requestId)?.sentAt });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => ended.add(requestId));
  return {
    finished: () => [...finished],
    unfinished: () => [...sent].filter(([requestId]) => !ended.has(requestId)).map(([, request]) => request),
  };
}

const packageOf = (source) => {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency) return dependency[1];
  const ours = /(?:^|\/)((?:apps|libs)\/[^/]+)\//.exec(source);
  if (ours) return ours[1];
  // The bundler's own runtime and glue (webpack://<app>/webpack/runtime/…).
  return /webpack\/runtime|rspack-mf-runtime/.test(source) ? 'bundler runtime' : 'other';
};

/**
 * The scripts' wire bytes by package: each file's bytes shared out by what its source map says each
 * package's code takes of it (uncompressed), so a package's figure is its part of the compressed file.
 * @param scripts  [{ url, wireBytes }]
 * @param fileOf   url → the built file on disk (its .map beside it), or undefined when not ours
 */
export async function wireBytesByPackage(scripts, fileOf) {
  const totals = new Map();
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const { url, wireBytes } of scripts) {
    const file = fileOf(url);
    if (!file) {
      add('unmapped', wireBytes);
      continue;
    }
    const { bundles } = await explore({ code: file, map: `${file}.map` }, { output: { format: 'json' }, noBorderChecks: true });
    const sizes = Object.entries(bundles[0]?.files ?? {}).filter(([source]) => !source.startsWith('['));
    const mapped = sizes.reduce((sum, [, { size }]) => sum + size, 0);
    if (!mapped) {
      add(path.basename(file), wireBytes);
      continue;
    }
    for (const [source, { size }] of sizes) add(packageOf(source), (wireBytes * size) / mapped);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes: Math.round(bytes) })).sort((a, b) => b.bytes - a.bytes);
}
