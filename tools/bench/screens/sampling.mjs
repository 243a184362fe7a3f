// The one sampling loop of the bench's browser figures: cold samples of a screen in headless Chromium.
import { DEMO_ACCOUNTS, fixtureClient, launchChromium, storeSession } from '@console/testing';

export const SAMPLES = 5;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A demo account (a key of DEMO_ACCOUNTS) signed in through the API, with the login type the console keeps beside it. */
export async function signInForPage(apiUrl, account) {
  return { ...(await fixtureClient(apiUrl).signInAs(account)), loginType: DEMO_ACCOUNTS[account].userType };
}

/**
 * Measures a screen `samples` times, cold: each sample in a new browser context (empty cache and storage),
 * with `initScript` (given `initArg`) added before any page script and, when `session` is given, that
 * session stored on `shellUrl`'s origin; `measure(page, i)` answers the sample. One browser serves every
 * sample: `browser`, or one launched and closed here.
 * @returns the samples, in order
 */
export async function sampleScreen({ shellUrl, session, viewport, initScript, initArg, browser, samples = SAMPLES }, measure) {
  const usedBrowser = browser ?? (await launchChromium());
  const results = [];
  try {
    for (let i = 0; i < samples; i++) {
      const context = await usedBrowser.newContext(viewport ? { viewport } : undefined);
      try {
        if (initScript) await context.addInitScript(initScript, initArg);
        const page = await context.newPage();
        if (session) await storeSession(page, `${shellUrl}/deployment.json`, session, session.loginType);
        results.push(await measure(page, i));
      } finally {
        await context.close();
      }
    }
  } finally {
    if (!browser) await usedBrowser.close();
  }
  return results;
}

/** The viewport of the screens measured with rows and cards (the login screen and the remote entry keep Playwright's). */
export const DESKTOP = { width: 1280, height: 800 };
