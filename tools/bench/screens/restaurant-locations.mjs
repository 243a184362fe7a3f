import { DESKTOP, median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * Signed in as the demo owner, whose restaurant has 1,000 locations (tools/bench/api/bench-data.mjs), the
 * Restaurant Locations screen: time from the get-my-restaurant-addresses response arriving (its resource
 * timing's responseEnd) to the 'Restaurant Locations' table drawing its 10 body rows, and a page change
 * (a click on 'Page 2') from the click to page 2's 10 rows drawn, with when page 2's call started after
 * the click and how long after its response the rows were drawn.
 */
export async function measureRestaurantLocations(shellUrl, apiUrl) {
  const session = await signInForPage(apiUrl, 'owner');
  const initScript = () => {
    // The table's body rows are drawn when it is not busy (no loader row) and has 10 of them.
    window.__locationRowsDrawn = () => {
      const table = document.querySelector('table[aria-label="Restaurant Locations"]');
      return Boolean(table) && !table.hasAttribute('aria-busy') && table.querySelectorAll('tbody tr').length === 10;
    };
    const observer = new MutationObserver(() => {
      if (window.__locationRowsDrawn()) {
        window.__locationRowsAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  };
  const samples = await sampleScreen({ shellUrl, session, viewport: DESKTOP, initScript }, async (page) => {
    const response = page.waitForResponse((r) => r.url().includes('/get-my-restaurant-addresses'), { timeout: 60000 });
    await page.goto(`${shellUrl}/dashboard/restaurant-locations`);
    const body = await (await response).json();
    if (!body.addresses) throw new Error(`get-my-restaurant-addresses: ${JSON.stringify(body).slice(0, 500)}`);
    const table = page.getByRole('table', { name: 'Restaurant Locations' });
    await table.locator('tbody tr').nth(9).waitFor({ timeout: 60000 });
    await page.waitForFunction(() => window.__locationRowsAt !== undefined);
    const render = await page.evaluate(() => {
      const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/get-my-restaurant-addresses'));
      return window.__locationRowsAt - calls[calls.length - 1].responseEnd;
    });

    await page.getByRole('button', { name: 'Page 2' }).waitFor();
    const change = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const table = document.querySelector('table[aria-label="Restaurant Locations"]');
          const firstRow = table.querySelector('tbody tr').textContent;
          const button = document.querySelector('[aria-label="Page 2"]');
          const done = () => window.__locationRowsDrawn() && table.querySelector('tbody tr').textContent !== firstRow;
          let started = 0;
          const observer = new MutationObserver(() => {
            if (!done()) return;
            const drawnAt = performance.now();
            observer.disconnect();
            const call = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/get-my-restaurant-addresses') && /[?&]page=2(&|$)/.test(entry.name))
              .pop();
            resolve({
              clickMs: drawnAt - started,
              requestMs: call ? call.startTime - started : null,
              afterResponseMs: call ? drawnAt - call.responseEnd : null,
            });
          });
          observer.observe(table, { childList: true, subtree: true, attributes: true });
          started = performance.now();
          button.click();
        }),
    );
    return { totalItems: body.pagination.totalItems, render, change };
  });
  const renders = samples.map((s) => s.render);
  const pageChanges = samples.map((s) => s.change.clickMs);
  const pageChangeRenders = samples.map((s) => s.change.afterResponseMs).filter((ms) => ms !== null);
  const pageChangeRequests = samples.map((s) => s.change.requestMs).filter((ms) => ms !== null);
  return {
    locationsTotal: samples[samples.length - 1].totalItems,
    locationsRenderMs: median(renders),
    locationsRenderMaxMs: Math.max(...renders),
    locationsPageChangeMs: median(pageChanges),
    locationsPageChangeMaxMs: Math.max(...pageChanges),
    locationsPageChangeRequestMs: pageChangeRequests.length ? median(pageChangeRequests) : null,
    locationsPageChangeRenderMs: pageChangeRenders.length ? median(pageChangeRenders) : null,
  };
}
