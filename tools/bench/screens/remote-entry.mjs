import { median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * Signed in as the super admin on /dashboard/admin, a click on the sidebar's Notifications link
 * (a plain click: no hover, so no prefetch) until that remote's heading is on screen.
 */
export async function measureFirstRemoteEntry(shellUrl, apiUrl) {
  const session = await signInForPage(apiUrl, 'superAdmin');
  const samples = await sampleScreen({ shellUrl, session }, async (page) => {
    await page.goto(`${shellUrl}/dashboard/admin`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent === 'Notifications');
          const started = performance.now();
          const done = () => [...document.querySelectorAll('h1')].some((h) => h.textContent === "Notifications You've Sent");
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          link.click();
        }),
    );
  });
  return { firstRemoteEntryMs: median(samples), firstRemoteEntryMinMs: Math.min(...samples), firstRemoteEntryMaxMs: Math.max(...samples) };
}
