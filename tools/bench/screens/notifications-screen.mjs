import { DESKTOP, median, sampleScreen, signInForPage } from './sampling.mjs';

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
 * Signed in as the demo administrator (admin@example.com), with 20,000 app users (tools/bench/api/bench-data.mjs),
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
  const session = await signInForPage(apiUrl, 'admin');
  const initScript = () => {
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
  };
  const samples = await sampleScreen({ shellUrl, session, viewport: DESKTOP, initScript }, async (page) => {
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
    const labels = recipientLabels(users);
    const recipient = dialog.getByLabel('App User*', { exact: true });

    // The subject typed with no user chosen yet, for comparison with (d); then cleared.
    const baselineField = dialog.getByLabel('Notification Subject*', { exact: true });
    await baselineField.click();
    const baselineKeystrokes = await typeTimed(page, subject);
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
    const keystrokes = await typeTimed(page, subject);
    const typed = await subjectField.inputValue();
    if (typed !== subject) throw new Error(`the subject reads '${typed}', not '${subject}'`);
    return {
      usersCallMs: call.ms,
      usersReadyMs: call.readyMs,
      baselineKeystrokes,
      openMs: openDrawnAt - openedAt,
      searchMs: searchDrawnAt - typedAt,
      selectAllMs: chipsDrawn.at - clickedAt,
      selectAllPaintedMs: chipsDrawn.paintedAt - clickedAt,
      keystrokes,
      users: users.length,
      options: labels.length,
      usersBytes: usersBody.length,
      matches,
      matchesShown,
      shown,
      ...afterSelectAll,
    };
  });
  const usersCalls = samples.map((s) => s.usersCallMs);
  const usersReady = samples.map((s) => s.usersReadyMs);
  const opens = samples.map((s) => s.openMs);
  const searches = samples.map((s) => s.searchMs);
  const selectAlls = samples.map((s) => s.selectAllMs);
  const selectAllsPainted = samples.map((s) => s.selectAllPaintedMs);
  const keystrokes = samples.flatMap((s) => s.keystrokes);
  const baselineKeystrokes = samples.flatMap((s) => s.baselineKeystrokes);
  const last = samples[samples.length - 1];
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
