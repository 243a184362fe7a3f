// The one sampling loop of the bench's browser figures: cold samples of a screen in headless Chromium.
import { chromium } from 'playwright-core';

export const SAMPLES = 5;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs a demo account in through the API: what the console stores after a successful sign-in. */
export async function signInForPage(apiUrl, emailAddress, userType) {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: 'Console#2026', userType }),
  });
  if (!response.ok) throw new Error(`login ${emailAddress}: ${response.status} ${await response.text()}`);
  const { token, user } = await response.json();
  return { token, user, loginType: userType };
}

/** Stores a signed-in session on the shell's origin, as the console does, before the page opens a screen. */
export async function storeSession(page, shellUrl, { token, user, loginType }) {
  await page.goto(`${shellUrl}/deployment.json`);
  await page.evaluate(
    ([t, u, type]) =>
      localStorage.setItem('root', JSON.stringify({ auth: { token: t, data: u, loginType: type, restaurantDealId: null } })),
    [token, user, loginType],
  );
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Measures a screen `samples` times, cold: each sample in a new browser context (empty cache and storage),
 * with `initScript` added before any page script and, when `session` is given, that session stored on
 * `shellUrl`'s origin; `measure(page, i)` answers the sample. One browser serves every sample: `browser`,
 * or one launched and closed here.
 * @returns the samples, in order
 */
export async function sampleScreen({ shellUrl, session, viewport, initScript, browser, samples = SAMPLES }, measure) {
  const usedBrowser = browser ?? (await launch());
  const results = [];
  try {
    for (let i = 0; i < samples; i++) {
      const context = await usedBrowser.newContext(viewport ? { viewport } : undefined);
      try {
        if (initScript) await context.addInitScript(initScript);
        const page = await context.newPage();
        if (session) await storeSession(page, shellUrl, session);
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
