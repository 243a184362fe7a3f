import path from 'node:path';
import { persistedText, PERSISTENCE_KEY } from '@console/session';
import { median, sampleScreen, SAMPLES } from './sampling.mjs';
import { recordWireBytes, wireBytesByPackage } from './wire-bytes.mjs';

/**
 * Cold visits to /login (empty cache, user type already chosen as the welcome screen keeps it):
 * everything fetched until the login form's email field can be typed in, as it crossed the wire
 * (compressed bodies and response headers), each request and the scripts by package.
 * @param shellUrl  the shell's origin
 * @param distDirOf origin → the built app's folder it serves (its files' source maps give the packages)
 */
export async function measureLoginScreen(shellUrl, distDirOf) {
  const initScript = ([key, text]) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, text);
  };
  const initArg = [PERSISTENCE_KEY, persistedText({ loginType: 'Administrator' })];
  const samples = await sampleScreen({ initScript, initArg }, async (page) => {
    const wire = await recordWireBytes(page);
    const started = Date.now();
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel('Email Address').fill('ready@example.com');
    const usableMs = Date.now() - started;
    return { usableMs, requests: wire.finished() };
  });
  const { requests } = samples[samples.length - 1];
  const scripts = requests.filter((request) => request.type === 'Script');
  const fileOf = (url) => {
    const { origin, pathname } = new URL(url);
    const dir = distDirOf(origin);
    return dir ? path.join(dir, pathname) : undefined;
  };
  const sum = (list, key) => list.reduce((total, request) => total + request[key], 0);
  return {
    samples: SAMPLES,
    loginUsableMs: median(samples.map((sample) => sample.usableMs)),
    loginJsBytes: sum(scripts, 'wireBytes'),
    loginJsHeaderBytes: sum(scripts, 'headerBytes'),
    loginJsRequests: scripts.length,
    loginBytes: sum(requests, 'wireBytes'),
    loginRequests: requests.length,
    loginJsEncodings: [...new Set(scripts.map((script) => script.encoding))].join('+'),
    loginRequestList: requests.map(({ url, type, wireBytes, encoding }) => ({ url, type, wireBytes, encoding })),
    loginJsByPackage: await wireBytesByPackage(scripts, fileOf),
  };
}
