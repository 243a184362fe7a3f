import { persistedText, PERSISTENCE_KEY } from '@console/session';
import { median, sampleScreen, SAMPLES } from './sampling.mjs';

/**
 * Cold visits to /login (empty cache, user type already chosen as the welcome screen keeps it):
 * everything fetched until the login form's email field can be typed in.
 */
export async function measureLoginScreen(shellUrl) {
  const initScript = ([key, text]) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, text);
  };
  const initArg = [PERSISTENCE_KEY, persistedText({ loginType: 'Administrator' })];
  const samples = await sampleScreen({ initScript, initArg }, async (page) => {
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    const started = Date.now();
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel('Email Address').fill('ready@example.com');
    const usableMs = Date.now() - started;
    let jsBytes = 0;
    let jsRawBytes = 0;
    let jsRequests = 0;
    const encodings = new Set();
    for (const request of responses) {
      if (request.resourceType() !== 'script') continue;
      const response = await request.response();
      const sizes = await request.sizes();
      jsBytes += sizes.responseBodySize;
      jsRawBytes += (await response.body()).length;
      jsRequests += 1;
      encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
    }
    return { usableMs, jsBytes, jsRawBytes, jsRequests, requests: responses.length, encodings: [...encodings].join('+') };
  });
  const last = samples[samples.length - 1];
  return {
    samples: SAMPLES,
    loginUsableMs: median(samples.map((s) => s.usableMs)),
    loginJsBytes: last.jsBytes,
    loginJsRawBytes: last.jsRawBytes,
    loginJsRequests: last.jsRequests,
    loginRequests: last.requests,
    loginJsEncodings: last.encodings,
  };
}
