import type { Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this machine's browsers run with (CHROMIUM_PATH overrides
 * the path). playwright-core is loaded here, on first use, not by every component spec of this library.
 */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
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
