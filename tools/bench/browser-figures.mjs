import { chromium } from 'playwright-core';

const SAMPLES = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function launch() {
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
 * Cold visits to /login (empty cache, user type already chosen as the welcome screen keeps it):
 * everything fetched until the login form's email field can be typed in.
 */
export async function measureLoginScreen(shellUrl) {
  const browser = await launch();
  const samples = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        if (!localStorage.getItem('root')) localStorage.setItem('root', JSON.stringify({ auth: { loginType: 'Administrator' } }));
      });
      const page = await context.newPage();
      const responses = [];
      page.on('requestfinished', (request) => responses.push(request));
      const started = Date.now();
      await page.goto(`${shellUrl}/login`);
      await page.getByLabel('Email Address').fill('ready@example.com');
      const usableMs = Date.now() - started;
      let jsBytes = 0;
      let jsRawBytes = 0;
      let jsRequests = 0;
      const encodings = new Set();
      for (const request of responses) {
        if (request.resourceType() !== 'script') continue;
        const response = await request.response();
        const sizes = await request.sizes();
        jsBytes += sizes.responseBodySize;
        jsRawBytes += (await response.body()).length;
        jsRequests += 1;
        encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
      }
      samples.push({ usableMs, jsBytes, jsRawBytes, jsRequests, requests: responses.length, encodings: [...encodings].join('+') });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const last = samples[samples.length - 1];
  return {
    samples: SAMPLES,
    loginUsableMs: median(samples.map((s) => s.usableMs)),
    loginJsBytes: last.jsBytes,
    loginJsRawBytes: last.jsRawBytes,
    loginJsRequests: last.jsRequests,
    loginRequests: last.requests,
    loginJsEncodings: last.encodings,
  };
}

/**
 * Signed in as the super admin on /dashboard/admin, a click on the sidebar's Notifications link
 * (a plain click: no hover, so no prefetch) until that remote's heading is on screen.
 */
export async function measureFirstRemoteEntry(shellUrl, apiUrl) {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'super@example.com', password: 'Console#2026', userType: 'Administrator' }),
  });
  const { token, user } = await login.json();
  const browser = await launch();
  const samples = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${shellUrl}/deployment.json`);
      await page.evaluate(
        ([t, u]) =>
          localStorage.setItem('root', JSON.stringify({ auth: { token: t, data: u, loginType: 'Administrator', restaurantDealId: null } })),
        [token, user],
      );
      await page.goto(`${shellUrl}/dashboard/admin`);
      await page.getByRole('heading', { name: 'Admins' }).waitFor();
      const elapsed = await page.evaluate(
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
      samples.push(elapsed);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { firstRemoteEntryMs: median(samples), firstRemoteEntryMinMs: Math.min(...samples), firstRemoteEntryMaxMs: Math.max(...samples) };
}

/**
 * Signed in as the super admin, the Restaurants screen with every restaurant (one unpaged call):
 * time from the call's response arriving to the first rows drawn, and how many rows are in the DOM.
 */
export async function measureRestaurantsList(shellUrl, apiUrl) {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'super@example.com', password: 'Console#2026', userType: 'Administrator' }),
  });
  const { token, user } = await login.json();
  const browser = await launch();
  const samples = [];
  let rowsInDom = 0;
  let rowsTotal = 0;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-row-index]')) {
            window.__firstRowAt = performance.now();
            observer.disconnect();
          }
        });
        document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
      });
      const page = await context.newPage();
      await page.goto(`${shellUrl}/deployment.json`);
      await page.evaluate(
        ([t, u]) =>
          localStorage.setItem('root', JSON.stringify({ auth: { token: t, data: u, loginType: 'Administrator', restaurantDealId: null } })),
        [token, user],
      );
      await page.goto(`${shellUrl}/dashboard/restaurant`);
      await page.locator('[data-row-index]').first().waitFor({ timeout: 60000 });
      const figures = await page.evaluate(() => {
        const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/get-restaurants'));
        return {
          renderMs: window.__firstRowAt - call.responseEnd,
          rowsInDom: document.querySelectorAll('[data-row-index]').length,
          rowsTotal: Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 1) - 1,
        };
      });
      samples.push(figures.renderMs);
      rowsInDom = figures.rowsInDom;
      rowsTotal = figures.rowsTotal;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { restaurantsRenderMs: median(samples), restaurantsRowsInDom: rowsInDom, restaurantsRowsTotal: rowsTotal };
}

/**
 * Signed in as the demo owner, whose restaurant has 1,000 locations (tools/bench/api-figures.mjs), the
 * Restaurant Locations screen: time from the get-my-restaurant-addresses response arriving (its resource
 * timing's responseEnd) to the 'Restaurant Locations' table drawing its 10 body rows, and a page change
 * (a click on 'Page 2') from the click to page 2's 10 rows drawn, with when page 2's call started after
 * the click and how long after its response the rows were drawn.
 */
export async function measureRestaurantLocations(shellUrl, apiUrl) {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'owner@example.com', password: 'Console#2026', userType: 'Restaurant' }),
  });
  const { token, user } = await login.json();
  const browser = await launch();
  const renders = [];
  const pageChanges = [];
  const pageChangeRenders = [];
  const pageChangeRequests = [];
  let totalItems = 0;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
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
      });
      const page = await context.newPage();
      await page.goto(`${shellUrl}/deployment.json`);
      await page.evaluate(
        ([t, u]) =>
          localStorage.setItem('root', JSON.stringify({ auth: { token: t, data: u, loginType: 'Restaurant', restaurantDealId: null } })),
        [token, user],
      );
      const response = page.waitForResponse((r) => r.url().includes('/get-my-restaurant-addresses'), { timeout: 60000 });
      await page.goto(`${shellUrl}/dashboard/restaurant-locations`);
      const body = await (await response).json();
      if (!body.addresses) throw new Error(`get-my-restaurant-addresses: ${JSON.stringify(body).slice(0, 500)}`);
      totalItems = body.pagination.totalItems;
      const table = page.getByRole('table', { name: 'Restaurant Locations' });
      await table.locator('tbody tr').nth(9).waitFor({ timeout: 60000 });
      await page.waitForFunction(() => window.__locationRowsAt !== undefined);
      renders.push(
        await page.evaluate(() => {
          const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/get-my-restaurant-addresses'));
          return window.__locationRowsAt - calls[calls.length - 1].responseEnd;
        }),
      );

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
      pageChanges.push(change.clickMs);
      if (change.afterResponseMs !== null) pageChangeRenders.push(change.afterResponseMs);
      if (change.requestMs !== null) pageChangeRequests.push(change.requestMs);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    locationsTotal: totalItems,
    locationsRenderMs: median(renders),
    locationsRenderMaxMs: Math.max(...renders),
    locationsPageChangeMs: median(pageChanges),
    locationsPageChangeMaxMs: Math.max(...pageChanges),
    locationsPageChangeRequestMs: pageChangeRequests.length ? median(pageChangeRequests) : null,
    locationsPageChangeRenderMs: pageChangeRenders.length ? median(pageChangeRenders) : null,
  };
}

/**
 * Signed in as the demo owner, whose menu has 5,000 items in 60 categories (tools/bench/api-figures.mjs),
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
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'owner@example.com', password: 'Console#2026', userType: 'Restaurant' }),
  });
  const { token, user } = await login.json();
  const browser = await launch();
  const collapsed = [];
  const expands = [];
  const expandRequests = [];
  const expandRenders = [];
  const searches = [];
  const searchRequests = [];
  let last = null;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
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
      });
      const page = await context.newPage();
      await page.goto(`${shellUrl}/deployment.json`);
      await page.evaluate(
        ([t, u]) =>
          localStorage.setItem('root', JSON.stringify({ auth: { token: t, data: u, loginType: 'Restaurant', restaurantDealId: null } })),
        [token, user],
      );
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
      collapsed.push(drawn.ms);

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
      expands.push(expand.clickMs);
      if (expand.requestMs !== null) expandRequests.push(expand.requestMs);
      if (expand.afterResponseMs !== null) expandRenders.push(expand.afterResponseMs);

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
      searches.push(search.afterResponseMs);
      searchRequests.push(search.requestMs);
      last = { ...search, matches: found.foods.length, categories: categories.length, sectionsCollapsed: drawn.sections };
      await context.close();
    }
  } finally {
    await browser.close();
  }
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
    menuSearchSections: last.sections,
    menuSearchRenderMs: median(searches),
    menuSearchRenderMaxMs: Math.max(...searches),
    menuSearchRequestMs: median(searchRequests),
    menuSearchRowsInDom: last.rowsInDom,
    menuSearchDomNodes: last.domNodes,
  };
}
