import { DESKTOP, median, sampleScreen, signInForPage } from './sampling.mjs';

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
 * Signed in as the demo owner, whose restaurant has 500 deals over 5,000 items (tools/bench/api/bench-data.mjs),
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
  const session = await signInForPage(apiUrl, 'owner');
  const initScript = () => {
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
  };
  const samples = await sampleScreen({ shellUrl, session, viewport: DESKTOP, initScript }, async (page, i) => {
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

    // The item picker, reached as a user does.
    await page.getByRole('button', { name: 'Add Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Deal' });
    await dialog.getByLabel('Location').click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Deal Title').fill(`Bench Deal ${i + 1}`);
    await dialog.getByLabel('Start Date').fill(localToday());
    await dialog.getByRole('radio', { name: 'Unlimited Use' }).check();
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
    dealsFigures.dealsBytes = await bodyBytes['/deal/get-deals'];
    dealsFigures.locationsBytes = (await bodyBytes['/get-my-restaurant-addresses']) ?? null;
    grouped.foodsBytes = await bodyBytes['/food/get-foods'];
    return {
      deals,
      dealsFigures,
      foods: foods.length,
      groups: groupSizes.size,
      grouped,
      open,
      openRows: groupSizes.get(group),
      search,
      matches,
    };
  });
  const cards = samples.map((s) => s.dealsFigures.ms);
  const cardsPainted = samples.map((s) => s.dealsFigures.paintedMs);
  const cardsLabelled = samples.map((s) => s.dealsFigures.labelledMs);
  const pickerGroups = samples.map((s) => s.grouped.ms);
  const opens = samples.map((s) => s.open);
  const searches = samples.map((s) => s.search.ms);
  const last = samples[samples.length - 1];
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
