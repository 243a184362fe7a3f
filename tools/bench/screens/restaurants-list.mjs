import { DESKTOP, median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * Signed in as the super admin, the Restaurants screen with every restaurant (one unpaged call):
 * time from the call's response arriving to the first rows drawn, and how many rows are in the DOM.
 */
export async function measureRestaurantsList(shellUrl, apiUrl) {
  const session = await signInForPage(apiUrl, 'superAdmin');
  const initScript = () => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-row-index]')) {
        window.__firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  };
  const samples = await sampleScreen({ shellUrl, session, viewport: DESKTOP, initScript }, async (page) => {
    await page.goto(`${shellUrl}/dashboard/restaurant`);
    await page.locator('[data-row-index]').first().waitFor({ timeout: 60000 });
    return page.evaluate(() => {
      const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/get-restaurants'));
      return {
        renderMs: window.__firstRowAt - call.responseEnd,
        rowsInDom: document.querySelectorAll('[data-row-index]').length,
        rowsTotal: Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 1) - 1,
      };
    });
  });
  const last = samples[samples.length - 1];
  return {
    restaurantsRenderMs: median(samples.map((s) => s.renderMs)),
    restaurantsRowsInDom: last.rowsInDom,
    restaurantsRowsTotal: last.rowsTotal,
  };
}
