// One Chromium for the whole e2e run, started by the global setup beside the API and the console: each
// test file connects to it (support/browser.ts, launchChromium) instead of starting and stopping its own
// browser. Every file still works in its own contexts (a new context shares no storage, cache or cookies
// with another), and closing a connected browser closes that file's contexts only.
import { chromium } from 'playwright-core';

/** Where the test files find the run's browser (set by the global setup, read by support/browser.ts). */
export const CHROMIUM_ENDPOINT_VARIABLE = 'E2E_CHROMIUM_WS_ENDPOINT';

/** Debian's Chromium with the flags of @console/testing's launchChromium (libs/testing/src/chromium.ts). */
export function startChromiumServer() {
  return chromium.launchServer({
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
