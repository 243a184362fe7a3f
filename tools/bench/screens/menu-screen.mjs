import { DESKTOP, median, sampleScreen, signInForPage } from './sampling.mjs';

/**
 * Signed in as the demo owner, whose menu has 5,000 items in 60 categories (tools/bench/api/bench-data.mjs),
 * the Manage Your Menu screen (/dashboard/menu), cold in a new browser context each sample:
 *   - from the get-food-categories response arriving (its resource timing's responseEnd) to the collapsed
 *     sections drawn (`section.menu-category` in `.menu-sections`, one per category with items);
 *   - the first expand of `category`: a click on its toggle until its 10 item rows are drawn, with when its
 *     get-foods call started after the click and how long after that call's response the rows were drawn;
 *   - a search across every category: `word` filled into the 'Search menu items' searchbox; the screen asks
 *     500 ms after the last input; from that get-foods response to the matching rows drawn (every matching
 *     section expanded, up to 10 rows each), with the rows and the element count of the page then.
 */
export async function measureManageYourMenu(shellUrl, apiUrl, { category = 'Pasta', word = 'truffle' } = {}) {
  const session = await signInForPage(apiUrl, 'owner');
  const initScript = () => {
    const observer = new MutationObserver(() => {
      const count = document.querySelectorAll('.menu-sections section.menu-category').length;
      if (count > 0) {
        window.__menuSectionsAt = performance.now();
        window.__menuSectionsDrawn = count;
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
    document.addEventListener('input', () => (window.__lastInputAt = performance.now()), true);
  };
  const samples = await sampleScreen({ shellUrl, session, viewport: DESKTOP, initScript }, async (page) => {
    const response = page.waitForResponse((r) => r.url().includes('/get-food-categories'), { timeout: 60000 });
    await page.goto(`${shellUrl}/dashboard/menu`);
    const { categories } = await (await response).json();
    if (!categories) throw new Error('get-food-categories: no categories');
    const withItems = categories.filter((c) => (c.foodCount ?? 0) > 0);
    const opened = categories.find((c) => c.categoryName === category);
    if (!opened) throw new Error(`no '${category}' category on the menu: was it seeded with --owner-foods?`);
    await page.waitForFunction(() => window.__menuSectionsAt !== undefined, null, { timeout: 60000 });
    const drawn = await page.evaluate(() => {
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/get-food-categories'))
        .pop();
      return { ms: window.__menuSectionsAt - call.responseEnd, sections: window.__menuSectionsDrawn };
    });
    if (drawn.sections !== withItems.length) throw new Error(`${drawn.sections} sections drawn, ${withItems.length} expected`);

    const expand = await page.evaluate(
      ([id, rows]) =>
        new Promise((resolve) => {
          const toggle = document.getElementById(`menu-category-${id}-toggle`);
          const section = toggle.closest('section');
          const done = () => section.querySelectorAll('ul.menu-items > li').length >= rows;
          let started = 0;
          const observer = new MutationObserver(() => {
            if (!done()) return;
            const drawnAt = performance.now();
            observer.disconnect();
            const call = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/get-foods') && entry.name.includes(`food_category_ids=${id}`))
              .pop();
            resolve({
              clickMs: drawnAt - started,
              requestMs: call ? call.startTime - started : null,
              afterResponseMs: call ? drawnAt - call.responseEnd : null,
            });
          });
          observer.observe(section, { childList: true, subtree: true });
          started = performance.now();
          toggle.click();
        }),
      [opened.categoryId, Math.min(10, opened.foodCount)],
    );

    // Armed before typing: done once the search's get-foods response is in and its rows are drawn.
    await page.evaluate(() => {
      window.__searchDone = new Promise((resolve) => {
        const searched = () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/get-foods') && entry.name.includes('keywords='))
            .pop();
        const observer = new MutationObserver(() => {
          const call = searched();
          const sections = document.querySelector('.menu-sections');
          if (!call || !sections || sections.hasAttribute('aria-busy') || !sections.querySelector('ul.menu-items > li')) return;
          const drawnAt = performance.now();
          observer.disconnect();
          resolve({
            afterResponseMs: drawnAt - call.responseEnd,
            requestMs: call.startTime - window.__lastInputAt,
            rowsInDom: document.querySelectorAll('ul.menu-items > li').length,
            sections: document.querySelectorAll('.menu-sections section.menu-category').length,
            domNodes: document.getElementsByTagName('*').length,
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    });
    const searchResponse = page.waitForResponse((r) => r.url().includes('/get-foods') && r.url().includes('keywords='), {
      timeout: 60000,
    });
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(word);
    const found = await (await searchResponse).json();
    const search = await page.evaluate(() => window.__searchDone);
    return {
      collapsedMs: drawn.ms,
      expand,
      search,
      matches: found.foods.length,
      categories: categories.length,
      sectionsCollapsed: drawn.sections,
    };
  });
  const collapsed = samples.map((s) => s.collapsedMs);
  const expands = samples.map((s) => s.expand.clickMs);
  const expandRequests = samples.map((s) => s.expand.requestMs).filter((ms) => ms !== null);
  const expandRenders = samples.map((s) => s.expand.afterResponseMs).filter((ms) => ms !== null);
  const searches = samples.map((s) => s.search.afterResponseMs);
  const searchRequests = samples.map((s) => s.search.requestMs);
  const last = samples[samples.length - 1];
  return {
    menuScreenCategories: last.categories,
    menuScreenSections: last.sectionsCollapsed,
    menuCollapsedMs: median(collapsed),
    menuCollapsedMaxMs: Math.max(...collapsed),
    menuExpandCategory: category,
    menuExpandMs: median(expands),
    menuExpandMaxMs: Math.max(...expands),
    menuExpandRequestMs: expandRequests.length ? median(expandRequests) : null,
    menuExpandRenderMs: expandRenders.length ? median(expandRenders) : null,
    menuExpandRenderMaxMs: expandRenders.length ? Math.max(...expandRenders) : null,
    menuSearchWord: word,
    menuSearchMatches: last.matches,
    menuSearchSections: last.search.sections,
    menuSearchRenderMs: median(searches),
    menuSearchRenderMaxMs: Math.max(...searches),
    menuSearchRequestMs: median(searchRequests),
    menuSearchRowsInDom: last.search.rowsInDom,
    menuSearchDomNodes: last.search.domNodes,
  };
}
