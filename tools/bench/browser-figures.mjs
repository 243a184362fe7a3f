import { chromium } from 'playwright-core';

const SAMPLES = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
  const session = await signInForPage(apiUrl, 'super@example.com', 'Administrator');
  const browser = await launch();
  const samples = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await storeSession(page, shellUrl, session);
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
  const session = await signInForPage(apiUrl, 'super@example.com', 'Administrator');
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
      await storeSession(page, shellUrl, session);
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
  const session = await signInForPage(apiUrl, 'owner@example.com', 'Restaurant');
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
      await storeSession(page, shellUrl, session);
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
  const session = await signInForPage(apiUrl, 'owner@example.com', 'Restaurant');
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
      await storeSession(page, shellUrl, session);
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

/** The picker's grouping (apps/deals-remote/src/features/menu-item-picker/menu-item-groups.ts): a category name per item. */
const pickerGroupOf = (item) =>
  item.foodCategory?.categoryId === -1 || !item.foodCategory ? 'Without Category' : item.foodCategory.categoryName;
/** The picker's search: every typed word in the item's name, case ignored. */
const pickerMatches = (item, search) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => item.foodItemName.toLowerCase().includes(word));
};

const localToday = () => {
  const now = new Date();
  const pad = (value) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Signed in as the demo owner, whose restaurant has 500 deals over 5,000 items (tools/bench/api-figures.mjs),
 * cold in a new browser context each sample:
 *   - Manage Your Deals (/dashboard/deals): from the get-deals response arriving (its resource timing's
 *     responseEnd) to every card drawn (`article.deal-card` count equal to the answer's current + expired),
 *     and to the first frame after that (layout and paint of the cards), with the page's element count; and
 *     from the later of get-deals and the locations call to every card showing its location's label;
 *   - the item picker, reached as a user does (Add Deal, the first Location, a Deal Title, today as Start
 *     Date, Unlimited Use, Select Menu Items): from the get-foods response to its groups drawn
 *     (`section.picker-group`, closed above 200 items), with the rows in the DOM; then a click on `group`'s
 *     toggle until its rows are drawn; then `word` typed into 'Search menu items' (filtered locally, no
 *     call) until the matching rows are drawn, with their count and the page's element count.
 */
export async function measureDealsScreens(shellUrl, apiUrl, { group = 'Pasta', word = 'chicken' } = {}) {
  const session = await signInForPage(apiUrl, 'owner@example.com', 'Restaurant');
  const browser = await launch();
  const cards = [];
  const cardsPainted = [];
  const cardsLabelled = [];
  const pickerGroups = [];
  const opens = [];
  const searches = [];
  let last = null;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        // Every change of the number of cards and of picker groups, timed; read back against the answers.
        window.__counts = { cards: [], labelled: [], groups: [] };
        const seen = { cards: 0, labelled: 0, groups: 0 };
        const observer = new MutationObserver(() => {
          const now = performance.now();
          const counts = {
            cards: document.querySelectorAll('article.deal-card').length,
            // Cards with their location's label (shown 'N/A' until the locations call is in).
            labelled: [...document.querySelectorAll('article.deal-card .deal-card__facts dd:first-of-type')].filter(
              (dd) => dd.textContent !== 'N/A',
            ).length,
            groups: document.querySelectorAll('section.picker-group').length,
          };
          for (const key of Object.keys(counts)) {
            if (counts[key] === seen[key]) continue;
            seen[key] = counts[key];
            const entry = { at: now, count: counts[key], paintedAt: null };
            window.__counts[key].push(entry);
            // The first frame after: rAF runs before that frame's style and layout, the message after it.
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => (entry.paintedAt = performance.now());
              channel.port2.postMessage(null);
            });
          }
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
        );
      });
      const page = await context.newPage();
      // Body sizes of the calls (their resource timings have none: the API is another origin without Timing-Allow-Origin).
      const bodyBytes = {};
      page.on('response', (response) => {
        const call = ['/deal/get-deals', '/get-my-restaurant-addresses', '/food/get-foods'].find((name) => response.url().includes(name));
        if (call)
          bodyBytes[call] = response.body().then(
            (body) => body.length,
            () => null,
          );
      });
      await storeSession(page, shellUrl, session);

      // Manage Your Deals: every card.
      const dealsResponse = page.waitForResponse((r) => r.url().includes('/deal/get-deals'), { timeout: 60000 });
      await page.goto(`${shellUrl}/dashboard/deals`);
      const deals = await (await dealsResponse).json();
      if (!deals.currentRestaurantDeals) throw new Error(`get-deals: ${JSON.stringify(deals).slice(0, 500)}`);
      const dealCount = deals.currentRestaurantDeals.length + deals.expiredRestaurantDeals.length;
      const drawn = await page.waitForFunction(
        (count) => {
          const entry = window.__counts.cards.find((e) => e.count === count);
          const labelled = window.__counts.labelled.find((e) => e.count === count);
          if (!entry || entry.paintedAt === null || !labelled) return null;
          const calls = performance.getEntriesByType('resource');
          const call = calls.filter((e) => e.name.includes('/deal/get-deals')).pop();
          const locations = calls.filter((e) => e.name.includes('/get-my-restaurant-addresses')).pop();
          return {
            ms: entry.at - call.responseEnd,
            paintedMs: entry.paintedAt - call.responseEnd,
            domNodes: document.getElementsByTagName('*').length,
            dealsCallMs: call.responseEnd - call.startTime,
            locationsEndAfterDealsMs: locations ? locations.responseEnd - call.responseEnd : null,
            labelledMs: labelled.at - Math.max(call.responseEnd, locations?.responseEnd ?? 0),
          };
        },
        dealCount,
        { timeout: 60000, polling: 50 },
      );
      const dealsFigures = await drawn.jsonValue();
      cards.push(dealsFigures.ms);
      cardsPainted.push(dealsFigures.paintedMs);
      cardsLabelled.push(dealsFigures.labelledMs);

      // The item picker, reached as a user does.
      await page.getByRole('button', { name: 'Add Deal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Deal' });
      await dialog.getByLabel('Location').click();
      await page.getByRole('option').first().click();
      await dialog.getByLabel('Deal Title').fill(`Bench Deal ${i + 1}`);
      await dialog.getByLabel('Start Date').fill(localToday());
      await dialog.getByRole('checkbox', { name: 'Unlimited Use' }).check();
      const foodsResponse = page.waitForResponse((r) => r.url().includes('/food/get-foods'), { timeout: 60000 });
      await dialog.getByRole('button', { name: 'Select Menu Items' }).click();
      const { foods } = await (await foodsResponse).json();
      if (!foods) throw new Error('get-foods: no foods');
      const groupSizes = new Map();
      for (const item of foods) groupSizes.set(pickerGroupOf(item), (groupSizes.get(pickerGroupOf(item)) ?? 0) + 1);
      if (!groupSizes.has(group)) throw new Error(`no '${group}' group in the picker: was the menu seeded with --owner-foods?`);
      const grouped = await (
        await page.waitForFunction(
          (count) => {
            const entry = window.__counts.groups.find((e) => e.count === count);
            if (!entry || entry.paintedAt === null) return null;
            const call = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/food/get-foods'))
              .pop();
            return {
              ms: entry.at - call.responseEnd,
              paintedMs: entry.paintedAt - call.responseEnd,
              rowsInDom: document.querySelectorAll('.picker-items li').length,
              domNodes: document.getElementsByTagName('*').length,
              foodsCallMs: call.responseEnd - call.startTime,
            };
          },
          groupSizes.size,
          { timeout: 60000, polling: 50 },
        )
      ).jsonValue();
      pickerGroups.push(grouped.ms);

      // One group opened: click to its rows drawn.
      const open = await page.evaluate(
        ([name, rows]) =>
          new Promise((resolve) => {
            const toggle = document.getElementById(`picker-${name.replace(/\W+/g, '-')}-toggle`);
            const section = toggle.closest('section.picker-group');
            const observer = new MutationObserver(() => {
              if (section.querySelectorAll('.picker-items li').length !== rows) return;
              const drawnAt = performance.now();
              observer.disconnect();
              resolve(drawnAt - started);
            });
            observer.observe(section, { childList: true, subtree: true });
            const started = performance.now();
            toggle.click();
          }),
        [group, groupSizes.get(group)],
      );
      opens.push(open);

      // Search: the word filled in (one input event, as a user's last keystroke) to the matching rows drawn.
      const matches = foods.filter((item) => pickerMatches(item, word)).length;
      await page.evaluate(
        ([typed, rows]) => {
          window.__pickerSearchDone = new Promise((resolve) => {
            let inputAt = null;
            document.addEventListener('input', () => (inputAt ??= performance.now()), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              const input = document.querySelector('input[type="search"]');
              if (inputAt === null || input?.value !== typed || document.querySelectorAll('.picker-items li').length !== rows) return;
              const drawnAt = performance.now();
              observer.disconnect();
              resolve({
                ms: drawnAt - inputAt,
                groups: document.querySelectorAll('section.picker-group').length,
                domNodes: document.getElementsByTagName('*').length,
              });
            });
            observer.observe(document.body, { childList: true, subtree: true });
          });
        },
        [word, matches],
      );
      await page.getByRole('searchbox', { name: 'Search menu items' }).fill(word);
      const search = await page.evaluate(() => window.__pickerSearchDone);
      searches.push(search.ms);
      dealsFigures.dealsBytes = await bodyBytes['/deal/get-deals'];
      dealsFigures.locationsBytes = (await bodyBytes['/get-my-restaurant-addresses']) ?? null;
      grouped.foodsBytes = await bodyBytes['/food/get-foods'];
      last = {
        deals,
        dealsFigures,
        foods: foods.length,
        groups: groupSizes.size,
        grouped,
        openRows: groupSizes.get(group),
        search,
        matches,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    dealsScreenCurrent: last.deals.currentRestaurantDeals.length,
    dealsScreenExpired: last.deals.expiredRestaurantDeals.length,
    dealsCardsMs: median(cards),
    dealsCardsMaxMs: Math.max(...cards),
    dealsCardsPaintedMs: median(cardsPainted),
    dealsCardsPaintedMaxMs: Math.max(...cardsPainted),
    dealsCardsLabelledMs: median(cardsLabelled),
    dealsCardsLabelledMaxMs: Math.max(...cardsLabelled),
    dealsScreenDomNodes: last.dealsFigures.domNodes,
    dealsScreenCallMs: last.dealsFigures.dealsCallMs,
    dealsScreenBytes: last.dealsFigures.dealsBytes,
    dealsLocationsEndAfterDealsMs: last.dealsFigures.locationsEndAfterDealsMs,
    dealsLocationsBytes: last.dealsFigures.locationsBytes,
    pickerFoods: last.foods,
    pickerGroups: last.groups,
    pickerGroupsMs: median(pickerGroups),
    pickerGroupsMaxMs: Math.max(...pickerGroups),
    pickerGroupsRowsInDom: last.grouped.rowsInDom,
    pickerGroupsDomNodes: last.grouped.domNodes,
    pickerFoodsCallMs: last.grouped.foodsCallMs,
    pickerFoodsBytes: last.grouped.foodsBytes,
    pickerOpenGroup: group,
    pickerOpenRows: last.openRows,
    pickerOpenMs: median(opens),
    pickerOpenMaxMs: Math.max(...opens),
    pickerSearchWord: word,
    pickerSearchMatches: last.matches,
    pickerSearchGroups: last.search.groups,
    pickerSearchMs: median(searches),
    pickerSearchMaxMs: Math.max(...searches),
    pickerSearchDomNodes: last.search.domNodes,
  };
}

/** The recipient select's options (apps/notifications-remote/src/features/notifications/notification-schema.ts): named users, 'first last'. */
const recipientLabels = (users) =>
  users
    .map((user) =>
      [user.firstName, user.lastName]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
/** The select's local search (libs/ui/src/form-fields/select-field.tsx): every typed word in the label, case ignored. */
const labelMatches = (label, typed) =>
  typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => label.toLowerCase().includes(word));
/**
 * Types `text` into the focused field a key at a time; for each key, the time from its keydown to the first
 * frame after its input event (React handles that discrete event at once: that frame shows the form drawn
 * again). Checks the field's value after each key.
 */
async function typeTimed(page, text) {
  const times = [];
  for (let n = 1; n <= text.length; n++) {
    await page.evaluate(() => {
      window.__key = window.__nextEvent('keydown').then(async (at) => {
        await window.__nextEvent('input');
        const paintedAt = await window.__nextFrame();
        return { ms: paintedAt - at, value: document.activeElement?.value };
      });
    });
    await page.keyboard.press(text[n - 1] === ' ' ? 'Space' : text[n - 1]);
    const key = await page.evaluate(() => window.__key);
    if (key.value !== text.slice(0, n)) throw new Error(`the field reads '${key.value}' after key ${n}, not '${text.slice(0, n)}'`);
    times.push(key.ms);
  }
  return times;
}

/** How many options the recipient menu draws at most (SHOWN_USERS of the Create Notification dialog). */
const SHOWN_USERS = 50;

/**
 * Signed in as the demo administrator (admin@example.com), with 20,000 app users (tools/bench/api-figures.mjs),
 * the Notifications screen (/dashboard/notifications), cold in a new browser context each sample: a click on
 * 'Send Notification' opens 'Create Notification', which asks every app user (get-users, size 999999: its call
 * time and bytes, and from its response to the recipient select drawn without its loading indicator); then:
 *   (a) a click on the 'App User*' input until its menu's options are drawn ('Select All' and SHOWN_USERS users);
 *   (b) `word` filled into that input (one input event, local filtering) until the matching options are drawn;
 *   (c) the input cleared, then a click on 'Select All' until the chips end with '+N more' (and the next frame),
 *       with the page's element count then;
 *   (d) `subject` typed into 'Notification Subject*', a key at a time: from each keydown to the first frame
 *       after its input event (the form drawn again with every user chosen); the same typed (and cleared)
 *       before (a), with no user chosen, for comparison.
 */
export async function measureNotificationsScreen(shellUrl, apiUrl, { word = 'emm', subject = 'Weekend offers' } = {}) {
  const session = await signInForPage(apiUrl, 'admin@example.com', 'Administrator');
  const browser = await launch();
  const opens = [];
  const searches = [];
  const selectAlls = [];
  const selectAllsPainted = [];
  const keystrokes = [];
  const baselineKeystrokes = [];
  const usersCalls = [];
  const usersReady = [];
  let last = null;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        // The first frame after now: rAF runs before that frame's style and layout, the message after it.
        window.__nextFrame = () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now());
              channel.port2.postMessage(null);
            }),
          );
        // Resolves with the time of the first `type` event on the document (capture) after it is called.
        window.__nextEvent = (type) =>
          new Promise((resolve) => document.addEventListener(type, () => resolve(performance.now()), { capture: true, once: true }));
        // Resolves with the time of the first DOM change after which `test()` holds (checked now too).
        window.__whenDrawn = (test) =>
          new Promise((resolve) => {
            if (test()) return resolve(performance.now());
            const observer = new MutationObserver(() => {
              if (!test()) return;
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
          });
      });
      const page = await context.newPage();
      await storeSession(page, shellUrl, session);
      const listResponse = page.waitForResponse((r) => r.url().includes('/get-notification'), { timeout: 120000 });
      await page.goto(`${shellUrl}/dashboard/notifications`);
      await listResponse;
      await page.getByRole('heading', { name: "Notifications You've Sent" }).waitFor();

      // The popup and its get-users call.
      const usersResponse = page.waitForResponse((r) => r.url().includes('/admin/user/get-users'), { timeout: 120000 });
      // Ready: the recipient select drawn without its loading indicator (the users are in and made options).
      await page.evaluate(() => {
        window.__ready = window.__whenDrawn(() => {
          const dialog = document.querySelector('[role="dialog"]');
          return Boolean(dialog?.querySelector('.ui-select__control')) && !dialog.querySelector('.ui-select__loading-indicator');
        });
      });
      await page.getByRole('button', { name: 'Send Notification' }).click();
      const response = await usersResponse;
      const usersBody = await response.body();
      const { users } = JSON.parse(usersBody.toString('utf8'));
      if (!users) throw new Error(`get-users: ${usersBody.toString('utf8').slice(0, 500)}`);
      const dialog = page.getByRole('dialog', { name: 'Create Notification' });
      const readyAt = await page.evaluate(() => window.__ready);
      const call = await page.evaluate((at) => {
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/admin/user/get-users'))
          .pop();
        return { ms: entry.responseEnd - entry.startTime, readyMs: at - entry.responseEnd };
      }, readyAt);
      usersCalls.push(call.ms);
      usersReady.push(call.readyMs);
      const labels = recipientLabels(users);
      const recipient = dialog.getByLabel('App User*', { exact: true });

      // The subject typed with no user chosen yet, for comparison with (d); then cleared.
      const baselineField = dialog.getByLabel('Notification Subject*', { exact: true });
      await baselineField.click();
      baselineKeystrokes.push(...(await typeTimed(page, subject)));
      await baselineField.fill('');

      // (a) Open the menu: 'Select All' and SHOWN_USERS users.
      const shown = Math.min(SHOWN_USERS, labels.length) + 1;
      await page.evaluate((count) => {
        window.__open = Promise.all([
          window.__nextEvent('mousedown'),
          window.__whenDrawn(() => document.querySelectorAll('[role="option"]').length === count),
        ]);
      }, shown);
      await recipient.click();
      const [openedAt, openDrawnAt] = await page.evaluate(() => window.__open);
      opens.push(openDrawnAt - openedAt);

      // (b) Part of a name: the matches, at most SHOWN_USERS, without 'Select All'.
      const matches = labels.filter((label) => labelMatches(label, word)).length;
      const matchesShown = Math.min(SHOWN_USERS, matches);
      await page.evaluate(
        ([typed, count]) => {
          const matching = (text) =>
            typed
              .toLowerCase()
              .split(/\s+/)
              .filter(Boolean)
              .every((part) => text.toLowerCase().includes(part));
          window.__search = Promise.all([
            window.__nextEvent('input'),
            window.__whenDrawn(() => {
              const options = [...document.querySelectorAll('[role="option"]')];
              return options.length === count && options.every((option) => matching(option.textContent));
            }),
          ]);
        },
        [word, matchesShown],
      );
      await recipient.fill(word);
      const [typedAt, searchDrawnAt] = await page.evaluate(() => window.__search);
      searches.push(searchDrawnAt - typedAt);

      // (c) 'Select All' (offered again once the input is empty): click to '+N more' drawn.
      await recipient.fill('');
      const selectAll = page.getByRole('option', { name: 'Select All' });
      await selectAll.waitFor();
      await page.evaluate(() => {
        window.__selectAll = Promise.all([
          window.__nextEvent('click'),
          window
            .__whenDrawn(() => [...document.querySelectorAll('.ui-select__more')].some((chip) => /^\+\d+ more$/.test(chip.textContent)))
            .then(async (at) => ({ at, paintedAt: await window.__nextFrame() })),
        ]);
      });
      await selectAll.click();
      const [clickedAt, chipsDrawn] = await page.evaluate(() => window.__selectAll);
      selectAlls.push(chipsDrawn.at - clickedAt);
      selectAllsPainted.push(chipsDrawn.paintedAt - clickedAt);
      const afterSelectAll = await page.evaluate(() => ({
        domNodes: document.getElementsByTagName('*').length,
        chips: document.querySelectorAll('.ui-select__multi-value').length,
        // react-select's form inputs: one hidden input per chosen value when it has a name and no delimiter.
        hiddenInputs: document.querySelectorAll('[role="dialog"] input[type="hidden"]').length,
        more: [...document.querySelectorAll('.ui-select__more')].map((chip) => chip.textContent).find((text) => /^\+\d+ more$/.test(text)),
      }));

      // (d) The subject, a key at a time, with every user chosen.
      const subjectField = dialog.getByLabel('Notification Subject*', { exact: true });
      await subjectField.click();
      keystrokes.push(...(await typeTimed(page, subject)));
      const typed = await subjectField.inputValue();
      if (typed !== subject) throw new Error(`the subject reads '${typed}', not '${subject}'`);
      last = {
        users: users.length,
        options: labels.length,
        usersBytes: usersBody.length,
        matches,
        matchesShown,
        shown,
        ...afterSelectAll,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    notifyUsers: last.users,
    notifyOptions: last.options,
    notifyUsersBytes: last.usersBytes,
    notifyUsersCallMs: median(usersCalls),
    notifyUsersCallMaxMs: Math.max(...usersCalls),
    notifyUsersReadyMs: median(usersReady),
    notifyUsersReadyMaxMs: Math.max(...usersReady),
    notifyOpenOptions: last.shown,
    notifyOpenMs: median(opens),
    notifyOpenMaxMs: Math.max(...opens),
    notifySearchWord: word,
    notifySearchMatches: last.matches,
    notifySearchShown: last.matchesShown,
    notifySearchMs: median(searches),
    notifySearchMaxMs: Math.max(...searches),
    notifySelectAllMs: median(selectAlls),
    notifySelectAllMaxMs: Math.max(...selectAlls),
    notifySelectAllPaintedMs: median(selectAllsPainted),
    notifySelectAllPaintedMaxMs: Math.max(...selectAllsPainted),
    notifySelectAllChips: last.chips,
    notifySelectAllMore: last.more,
    notifySelectAllDomNodes: last.domNodes,
    notifySelectAllHiddenInputs: last.hiddenInputs,
    notifySubject: subject,
    notifyKeystrokes: keystrokes.length,
    notifyKeystrokeMs: median(keystrokes),
    notifyKeystrokeMaxMs: Math.max(...keystrokes),
    notifyBaselineKeystrokeMs: median(baselineKeystrokes),
    notifyBaselineKeystrokeMaxMs: Math.max(...baselineKeystrokes),
  };
}
