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
