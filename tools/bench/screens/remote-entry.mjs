import { median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * First entries into a remote the page has not loaded: from the Reports screen (the shell's own, no remote
 * loaded), a click on the sidebar link until the remote's heading is on screen with its first data:
 * nothing under <main> loading any more (no loader, no busy table). Twice: a plain click (no hover: the
 * remote and its screen's first reads start on the click), and a click HOVER_LEAD_MS after the pointer
 * came onto the link, as a mouse user's does (the hover starts them), timed from the click.
 */
const HOVER_LEAD_MS = 100;
const ENTRIES = [
  { remote: 'admin', account: 'superAdmin', link: 'Admin', heading: 'Admins' },
  { remote: 'notifications', account: 'superAdmin', link: 'Notifications', heading: "Notifications You've Sent" },
  { remote: 'restaurant', account: 'owner', link: 'Restaurant Profile', heading: 'Restaurant Locations' },
  { remote: 'menu', account: 'owner', link: 'Menu', heading: 'Manage Your Menu' },
  { remote: 'deals', account: 'owner', link: 'Deals', heading: 'Manage Your Deals' },
];

async function firstEntry(shellUrl, session, { link, heading }, { hover = false } = {}) {
  const samples = await sampleScreen({ shellUrl, session }, async (page) => {
    await page.goto(`${shellUrl}/dashboard/report`);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    if (hover) {
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: link, exact: true }).hover();
      await page.waitForTimeout(HOVER_LEAD_MS);
    }
    return page.evaluate(
      ([linkText, headingText]) =>
        new Promise((resolve) => {
          const anchor = [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim() === linkText);
          const started = performance.now();
          const main = () => document.querySelector('main');
          const done = () =>
            [...document.querySelectorAll('h1')].some((h) => h.textContent === headingText) &&
            !main()?.querySelector('.ui-loader, [aria-busy="true"]');
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
          // A screen that never gets there fails the bench rather than hanging it.
          setTimeout(() => resolve(Number.NaN), 30_000);
          anchor.click();
        }),
      [link, heading],
    );
  });
  if (samples.some(Number.isNaN)) throw new Error(`${heading} did not show its data within 30 s of the click on ${link}`);
  return { medianMs: median(samples), minMs: Math.min(...samples), maxMs: Math.max(...samples) };
}

/**
 * Each remote's first entry, click → heading with its data: { [remote]: { medianMs, minMs, maxMs } }, by
 * a plain click and by a click after a hover.
 */
export async function measureFirstRemoteEntry(shellUrl, apiUrl) {
  const sessions = {};
  const entries = {};
  const afterHover = {};
  for (const entry of ENTRIES) {
    sessions[entry.account] ??= await signInForPage(apiUrl, entry.account);
    entries[entry.remote] = await firstEntry(shellUrl, sessions[entry.account], entry);
    afterHover[entry.remote] = await firstEntry(shellUrl, sessions[entry.account], entry, { hover: true });
  }
  const notifications = entries.notifications;
  return {
    firstRemoteEntry: entries,
    firstRemoteEntryAfterHover: afterHover,
    hoverLeadMs: HOVER_LEAD_MS,
    // The figure earlier benches printed: the notifications remote.
    firstRemoteEntryMs: notifications.medianMs,
    firstRemoteEntryMinMs: notifications.minMs,
    firstRemoteEntryMaxMs: notifications.maxMs,
  };
}
