import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const shellUrl = () => `http://localhost:${process.env.SHELL_PORT}`;
export const apiUrl = () => process.env.API_URL as string;
export const remoteOrigin = (portVariable: string) => `http://localhost:${process.env[portVariable]}`;

export function launchChromium(): Promise<Browser> {
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

export const DEMO_PASSWORD = 'Console#2026';

/** The demo staff accounts and where each lands after signing in (spec §3). */
export const STAFF = {
  superAdmin: { emailAddress: 'super@example.com', landing: '/dashboard/admin' },
  admin: { emailAddress: 'admin@example.com', landing: '/dashboard/restaurant' },
} as const;

/** Signs a demo administrator in through the screens and waits for their landing page. */
export async function signInStaff(page: Page, who: keyof typeof STAFF) {
  await signInThroughUi(page, STAFF[who].emailAddress, 'Admin');
  await page.waitForURL(`${shellUrl()}${STAFF[who].landing}`);
}

/** API-level sign-in (the sign-in screens are their own issue): stores the session as the console does. */
export async function signInAs(page: Page, emailAddress: string, userType: 'Administrator' | 'Restaurant') {
  const response = await fetch(`${apiUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: DEMO_PASSWORD, userType }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${emailAddress} failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // Store it once on the shell's origin, as a successful login would (not an init script, which
  // would put it back after a logout).
  await page.goto(`${shellUrl()}/deployment.json`);
  await page.evaluate(
    ([storedToken, storedUser, loginType]) =>
      window.localStorage.setItem(
        'root',
        JSON.stringify({ auth: { token: storedToken, data: storedUser, loginType, restaurantDealId: null } }),
      ),
    [token, user, userType] as const,
  );
  return { token, user };
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

/** The signed-in session's token, as the console stored it. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}').auth?.token ?? null);
}
