import { chromium, type Browser, type Page } from 'playwright-core';

export const shellUrl = () => `http://localhost:${process.env.SHELL_PORT}`;
export const apiUrl = () => process.env.API_URL as string;
export const remoteOrigin = (portVariable: string) => `http://localhost:${process.env[portVariable]}`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export const DEMO_PASSWORD = 'Console#2026';

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
      window.localStorage.setItem('root', JSON.stringify({ auth: { token: storedToken, data: storedUser, loginType, restaurantDealId: null } })),
    [token, user, userType] as const,
  );
  return { token, user };
}

/** The visible sidebar link labels, in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label="Main"] a').allInnerTexts();
}

/** Signs in through the screens, as a person would: welcome → user type → login form. */
export async function signInThroughUi(page: Page, emailAddress: string, as: 'Admin' | 'Restaurant', password = DEMO_PASSWORD, origin = shellUrl()) {
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
