import { median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * First entries into a remote the page has not loaded: from the Reports screen (the shell's own, no remote
 * loaded), a plain click on the sidebar link (no hover, so no prefetch) until the remote's heading is on
 * screen with its first data: nothing under <main> loading any more (no loader, no busy table).
 */
const ENTRIES = [
  { remote: 'admin', account: 'superAdmin', link: 'Admin', heading: 'Admins' },
  { remote: 'notifications', account: 'superAdmin', link: 'Notifications', heading: "Notifications You've Sent" },
  { remote: 'restaurant', account: 'owner', link: 'Restaurant Profile', heading: 'Restaurant Locations' },
  { remote: 'menu', account: 'owner', link: 'Menu', heading: 'Manage Your Menu' },
  { remote: 'deals', account: 'owner', link: 'Deals', heading: 'Manage Your Deals' },
];

async function firstEntry(shellUrl, session, { link, heading }) {
  const samples = await sampleScreen({ shellUrl, session }, async (page) => {
    await page.goto(`${shellUrl}/dashboard/report`);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
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

/** Each remote's first entry, click → heading with its data: { [remote]: { medianMs, minMs, maxMs } }. */
export async function measureFirstRemoteEntry(shellUrl, apiUrl) {
  const sessions = {};
  const entries = {};
  for (const entry of ENTRIES) {
    sessions[entry.account] ??= await signInForPage(apiUrl, entry.account);
    entries[entry.remote] = await firstEntry(shellUrl, sessions[entry.account], entry);
  }
  const notifications = entries.notifications;
  return {
    firstRemoteEntry: entries,
    // The figure earlier benches printed: the notifications remote.
    firstRemoteEntryMs: notifications.medianMs,
    firstRemoteEntryMinMs: notifications.minMs,
    firstRemoteEntryMaxMs: notifications.maxMs,
  };
}
