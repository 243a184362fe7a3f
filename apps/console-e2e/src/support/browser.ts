import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  fixtureClient,
  launchChromium,
  storedSession,
  storeSession,
  type DemoAccount,
} from '@console/testing';

export { launchChromium };

export const shellUrl = () => `http://localhost:${process.env.SHELL_PORT}`;
export const apiUrl = () => process.env.API_URL as string;
export const remoteOrigin = (portVariable: string) => `http://localhost:${process.env[portVariable]}`;

/**
 * One Chromium for the test file and a fresh context and page for each test (no storage shared
 * between tests). `prepare` runs on each new page before the test, e.g. to watch its requests.
 */
export function freshPagePerTest(prepare?: (page: Page, context: BrowserContext) => void | Promise<void>) {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    await prepare?.(await context.newPage(), context);
  });
  afterEach(async () => {
    await context.close();
  });
}

/** A second person's page beside `page`: its own context, so nothing of the first one's storage is shared. */
export async function pageBeside(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to open another context in');
  return (await browser.newContext()).newPage();
}

/** The fixture client on the suite's API (global setup has set its address before any test file loads). */
export const fixtures = fixtureClient(apiUrl());

/** Where each demo administrator lands after signing in (spec §3). */
const STAFF_LANDING = { superAdmin: '/dashboard/admin', admin: '/dashboard/restaurant' } as const;

/** Signs a demo administrator in through the screens and waits for their landing page. */
export async function signInStaff(page: Page, who: keyof typeof STAFF_LANDING) {
  await signInThroughUi(page, DEMO_ACCOUNTS[who].emailAddress, 'Admin');
  await page.waitForURL(`${shellUrl()}${STAFF_LANDING[who]}`);
}

/** Signs a demo account in through the API (the sign-in screens are their own tests) and stores the session on the shell at `origin`. */
export async function signInPageAs(page: Page, account: DemoAccount, origin = shellUrl()) {
  const session = await fixtures.signInAs(account);
  await storeSession(page, `${origin}/deployment.json`, session, DEMO_ACCOUNTS[account].userType);
  return session;
}

/** The visible sidebar link labels, in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label="Main"] a').allInnerTexts();
}

/** Signs in through the screens, as a person would: welcome → user type → login form. */
export async function signInThroughUi(
  page: Page,
  emailAddress: string,
  as: 'Admin' | 'Restaurant',
  password = DEMO_PASSWORD,
  origin = shellUrl(),
) {
  await page.goto(origin);
  await page.getByRole('button', { name: as }).click();
  await page.getByLabel('Email Address').fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The session cookie the contract names (LoginResponse.token). */
export const SESSION_COOKIE = 'console_session';

/**
 * The page's session as a tool can use it (a Bearer token; null when signed out): the HttpOnly cookie a
 * sign-in through the screens set, which no script of the page can read, or the token a test stored.
 */
export async function storedToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((each) => each.name === SESSION_COOKIE);
  return cookie?.value || ((await storedSession(page)).token ?? null);
}
