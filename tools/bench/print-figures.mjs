// The bench's printout: every figure run.mjs gathered, in words, for the parts that ran.
import { DEMO_ACCOUNTS } from '@console/testing';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(0)} ms`;

/** Prints `figures` (what the parts of tools/bench/run.mjs answered); a part that did not run prints nothing. */
export function printFigures(figures) {
  const has = (key) => figures[key] !== undefined;
  console.log('\nBenchmark figures (production build, loopback, headless Chromium)');
  if (has('loginJsBytes')) {
    console.log(
      `  JS before the login screen is usable  ${kib(figures.loginJsBytes)} on the wire (${figures.loginJsEncodings}; ${kib(figures.loginJsHeaderBytes)} of it headers), ${figures.loginJsRequests} requests`,
    );
    console.log(`  everything before it is usable        ${kib(figures.loginBytes)} in ${figures.loginRequests} requests`);
    console.log(`  login screen usable after             ${figures.loginUsableMs.toFixed(0)} ms (median of ${figures.samples})`);
    console.log('  the login path, request by request (bytes on the wire, headers included):');
    for (const { url, type, wireBytes, encoding } of figures.loginRequestList) {
      const { port, pathname } = new URL(url);
      console.log(`    ${kib(wireBytes).padStart(10)}  ${type.padEnd(10)} ${encoding.padEnd(8)} :${port}${pathname}`);
    }
    console.log("  the login path's JS by package (each file's wire bytes shared out by its source map):");
    for (const { name, bytes } of figures.loginJsByPackage) console.log(`    ${kib(bytes).padStart(10)}  ${name}`);
  }
  if (has('remoteEntryBytes')) {
    console.log('  first-entry JS of each remote (remoteEntry.js and its Domain module, compressed as served):');
    for (const [remote, bytes] of Object.entries(figures.remoteEntryBytes)) console.log(`    ${kib(bytes).padStart(10)}  ${remote}`);
  }
  if (has('screenFigures')) {
    console.log(
      `  each dashboard screen loaded cold, signed in: everything asked for before its heading and first data show (wire, headers included; median of ${figures.screenSamples}; shown: from the navigation's start):`,
    );
    for (const [screen, f] of Object.entries(figures.screenFigures)) {
      // Where the screen ended up, when not where it was opened (a redirect measures another screen).
      const landed = f.landedOn === f.path ? '' : `, landed on ${f.landedOn}`;
      const open = f.unfinished.length ? `; still open, not counted: ${f.unfinished.join(', ')}` : '';
      console.log(
        `    ${kib(f.bytes).padStart(10)} in ${String(f.requests).padStart(2)} requests, JS ${kib(f.jsBytes).padStart(9)} in ${String(f.jsRequests).padStart(2)}, shown ${ms(f.shownMs).padStart(7)}  ${screen} (${f.path} as ${f.account}${landed})${open}`,
      );
    }
  }
  if (has('lighthouse')) {
    for (const [form, screens] of Object.entries(figures.lighthouse)) {
      console.log(`  Lighthouse ${form} (performance / accessibility / best practices):`);
      for (const [screen, scores] of Object.entries(screens)) {
        const missed = scores.missed.length ? `  (${scores.missed.join(', ')})` : '';
        console.log(`    ${`${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}`.padEnd(16)} ${screen}${missed}`);
      }
    }
  }
  if (has('firstRemoteEntry')) {
    const hovered = figures.firstRemoteEntryAfterHover ?? {};
    console.log(
      `  first entry into an unloaded remote, click → heading with its data (median, min–max): a plain click | a click ${figures.hoverLeadMs} ms after the pointer came onto the link`,
    );
    for (const [remote, { medianMs, minMs, maxMs }] of Object.entries(figures.firstRemoteEntry)) {
      const after = hovered[remote];
      const afterText = after ? ` | ${ms(after.medianMs).padStart(8)}  (${after.minMs.toFixed(0)}–${after.maxMs.toFixed(0)})` : '';
      console.log(`    ${ms(medianMs).padStart(8)}  (${minMs.toFixed(0)}–${maxMs.toFixed(0)})${afterText}  ${remote}`);
    }
  }
  if (has('restaurantsRenderMs')) {
    console.log(
      `  restaurants list, ${figures.restaurantsRowsTotal} rows      ${figures.restaurantsRenderMs.toFixed(0)} ms from response to rows drawn, ${figures.restaurantsRowsInDom} rows in the DOM`,
    );
  }
  if (has('locationsRenderMs')) {
    console.log(
      `  owner's locations, ${figures.locationsTotal} locations ${figures.locationsRenderMs.toFixed(0)} ms from response to 10 rows drawn, median (max ${figures.locationsRenderMaxMs.toFixed(0)})`,
    );
    const parts = [
      figures.locationsPageChangeRequestMs === null ? null : `call sent after ${figures.locationsPageChangeRequestMs.toFixed(0)} ms`,
      figures.locationsPageChangeRenderMs === null ? null : `rows ${figures.locationsPageChangeRenderMs.toFixed(0)} ms after its response`,
    ].filter(Boolean);
    console.log(
      `  ...their page change to 'Page 2'      ${figures.locationsPageChangeMs.toFixed(0)} ms from click to rows drawn, median (max ${figures.locationsPageChangeMaxMs.toFixed(0)})${parts.length ? `; ${parts.join(', ')}` : ''}`,
    );
  }
  if (has('getRestaurantsMs'))
    console.log(`  API get-restaurants, ${figures.getRestaurantsRows} rows    ${figures.getRestaurantsMs} ms median`);
  if (has('ownerLocationCalls')) {
    console.log(
      `  API get-my-restaurant-addresses, ${figures.ownerLocations} locations with 1 image each, size 10 (${figures.ownerLocationsSamples} runs each):`,
    );
    for (const call of figures.ownerLocationCalls) {
      console.log(
        `    ${`${call.name} (${call.query})`.padEnd(46)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows of ${call.totalItems}, ${kib(call.bytes)})`,
      );
    }
  }
  if (has('menuCollapsedMs')) {
    console.log(
      `  owner's menu, ${figures.menuScreenCategories} categories  ${ms(figures.menuCollapsedMs)} from get-food-categories response to ${figures.menuScreenSections} collapsed sections drawn, median (max ${ms(figures.menuCollapsedMaxMs)})`,
    );
    const parts = [
      figures.menuExpandRequestMs === null ? null : `call sent after ${ms(figures.menuExpandRequestMs)}`,
      figures.menuExpandRenderMs === null
        ? null
        : `rows ${ms(figures.menuExpandRenderMs)} after its response (max ${ms(figures.menuExpandRenderMaxMs)})`,
    ].filter(Boolean);
    console.log(
      `  ...first expand of '${figures.menuExpandCategory}'          ${ms(figures.menuExpandMs)} from click to 10 rows drawn, median (max ${ms(figures.menuExpandMaxMs)})${parts.length ? `; ${parts.join(', ')}` : ''}`,
    );
    console.log(
      `  ...search '${figures.menuSearchWord}', ${figures.menuSearchMatches} matches   ${ms(figures.menuSearchRenderMs)} from get-foods response to rows drawn, median (max ${ms(figures.menuSearchRenderMaxMs)}); call sent ${ms(figures.menuSearchRequestMs)} after the input`,
    );
    console.log(
      `     ${figures.menuSearchSections} sections expanded, ${figures.menuSearchRowsInDom} rows in the DOM, ${figures.menuSearchDomNodes} DOM elements`,
    );
  }
  if (has('menuCalls')) {
    console.log(
      `  API menu calls, ${figures.menuFoods} items in ${figures.menuCategories} categories (incl. Without Category) (${figures.menuSamples} runs each):`,
    );
    for (const call of figures.menuCalls) {
      const spread = call.categories === undefined ? '' : ` in ${call.categories} ${call.categories === 1 ? 'category' : 'categories'}`;
      console.log(
        `    ${call.name.padEnd(24)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows of ${call.totalItems}${spread}, ${kib(call.bytes)})  ${call.query}`,
      );
    }
  }
  if (has('dealsCardsMs')) {
    console.log(
      `  owner's deals, ${figures.dealsScreenCurrent} current + ${figures.dealsScreenExpired} expired  ${ms(figures.dealsCardsMs)} from get-deals response to every card drawn, median (max ${ms(figures.dealsCardsMaxMs)}); ${ms(figures.dealsCardsPaintedMs)} to the next frame (max ${ms(figures.dealsCardsPaintedMaxMs)})`,
    );
    const locations =
      figures.dealsLocationsEndAfterDealsMs === null
        ? ''
        : `; the locations call (${kib(figures.dealsLocationsBytes)}) ends ${ms(figures.dealsLocationsEndAfterDealsMs)} after get-deals`;
    console.log(
      `     cards' location labels ${ms(figures.dealsCardsLabelledMs)} after the later of get-deals and the locations call, median (max ${ms(figures.dealsCardsLabelledMaxMs)})`,
    );
    console.log(
      `     ${figures.dealsScreenDomNodes} DOM elements; get-deals ${kib(figures.dealsScreenBytes)} in ${ms(figures.dealsScreenCallMs)}${locations}`,
    );
    console.log(
      `  ...item picker, ${figures.pickerFoods} items       ${ms(figures.pickerGroupsMs)} from get-foods response to ${figures.pickerGroups} closed groups drawn, median (max ${ms(figures.pickerGroupsMaxMs)}); ${figures.pickerGroupsRowsInDom} rows, ${figures.pickerGroupsDomNodes} DOM elements; get-foods ${kib(figures.pickerFoodsBytes)} in ${ms(figures.pickerFoodsCallMs)}`,
    );
    console.log(
      `  ...open '${figures.pickerOpenGroup}', ${figures.pickerOpenRows} rows          ${ms(figures.pickerOpenMs)} from click to its rows drawn, median (max ${ms(figures.pickerOpenMaxMs)})`,
    );
    console.log(
      `  ...search '${figures.pickerSearchWord}', ${figures.pickerSearchMatches} matches  ${ms(figures.pickerSearchMs)} from input to rows drawn (local, no call), median (max ${ms(figures.pickerSearchMaxMs)}); ${figures.pickerSearchGroups} groups open, ${figures.pickerSearchDomNodes} DOM elements`,
    );
  }
  if (has('dealsCalls')) {
    console.log(
      `  API deal screens' calls, ${figures.dealsCurrent + figures.dealsExpired} deals (${figures.dealsCurrent} current, ${figures.dealsExpired} expired, ${figures.dealsItems} items) over ${figures.dealsFoods} menu items (${figures.dealsSamples} runs each):`,
    );
    for (const call of figures.dealsCalls) {
      console.log(
        `    ${call.name.padEnd(24)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows, ${kib(call.bytes)})  ${call.query}`,
      );
    }
  }
  if (has('notifyOpenMs')) {
    const f = figures;
    console.log(
      `  Create Notification, ${f.notifyUsers} app users (${f.notifyOptions} named, offered): get-users ${kib(f.notifyUsersBytes)} in ${ms(f.notifyUsersCallMs)} median (max ${ms(f.notifyUsersCallMaxMs)}); dialog ready ${ms(f.notifyUsersReadyMs)} after it (max ${ms(f.notifyUsersReadyMaxMs)})`,
    );
    console.log(
      `  ...open 'App User*', ${f.notifyOpenOptions} options    ${ms(f.notifyOpenMs)} from click to options drawn, median (max ${ms(f.notifyOpenMaxMs)})`,
    );
    console.log(
      `  ...type '${f.notifySearchWord}', ${f.notifySearchMatches} matches    ${ms(f.notifySearchMs)} from input to ${f.notifySearchShown} options drawn (local), median (max ${ms(f.notifySearchMaxMs)})`,
    );
    console.log(
      `  ...'Select All' (${f.notifySelectAllMore})  ${ms(f.notifySelectAllMs)} from click to chips drawn, median (max ${ms(f.notifySelectAllMaxMs)}); ${ms(f.notifySelectAllPaintedMs)} to the next frame (max ${ms(f.notifySelectAllPaintedMaxMs)})`,
    );
    console.log(
      `     then ${f.notifySelectAllChips} chips, ${f.notifySelectAllDomNodes} DOM elements (${f.notifySelectAllHiddenInputs} of them react-select's hidden inputs, one per chosen user)`,
    );
    console.log(
      `  ...subject '${f.notifySubject}' typed      ${ms(f.notifyKeystrokeMs)} per key from keydown to the next frame, median (max ${ms(f.notifyKeystrokeMaxMs)}) of ${f.notifyKeystrokes} keys; ${ms(f.notifyBaselineKeystrokeMs)} (max ${ms(f.notifyBaselineKeystrokeMaxMs)}) with no user chosen`,
    );
  }
  if (has('notificationCalls')) {
    const f = figures;
    console.log(
      `  API notification calls, ${f.notificationAppUsers} app users (${f.notificationNamedUsers} named, ${f.notificationUsersWithPicture} with a picture), as ${DEMO_ACCOUNTS.admin.emailAddress}:`,
    );
    for (const call of f.notificationCalls) {
      console.log(
        `    ${call.name.padEnd(20)}${call.medianMs} ms median, ${call.p95Ms} ms p95 of ${call.runs} (${call.rows} rows, ${kib(call.bytes)})  ${call.query}`,
      );
    }
    const pushes =
      f.notificationPushesSeen === null
        ? 'push_outbox not readable (/__dev/push-outbox)'
        : `${f.notificationPushesSeen} of the newest ${f.notificationPushesLimit} push_outbox rows (the route's limit) are the last send's`;
    console.log(
      `     each send: ${kib(f.notificationSendRequestBytes)} request, ${f.notificationSendRecipients} recipients on the page; ${pushes}`,
    );
    console.log(
      `     get-notification's page: ${f.notificationPageNotifications} notifications carrying ${f.notificationPageRecipients} recipients`,
    );
  }
  if (has('menuFallBackMs')) {
    console.log(
      `  menu screen, stable release only      ${ms(figures.menuHealthyMs)} from navigation to 'Manage Your Menu', median (max ${ms(figures.menuHealthyMaxMs)}) of ${figures.canarySamples}`,
    );
    console.log(
      `  ...canary with a dead entry (fall-back) ${ms(figures.menuFallBackMs)} median (max ${ms(figures.menuFallBackMaxMs)}): ${figures.menuFallBackMs >= figures.menuHealthyMs ? '+' : ''}${ms(figures.menuFallBackMs - figures.menuHealthyMs)} for the user in the canary`,
    );
  }
  if (has('csvImportMs'))
    console.log(`  CSV import, ${figures.csvImportedRows} rows              ${figures.csvImportMs} ms (${kib(figures.csvBytes)})`);
  if (has('coldBuildSeconds')) {
    console.log(`  cold build, 7 apps                    ${figures.coldBuildSeconds.toFixed(1)} s`);
    console.log(`  fully cached build, 7 apps            ${figures.cachedBuildSeconds.toFixed(1)} s`);
  }
}
