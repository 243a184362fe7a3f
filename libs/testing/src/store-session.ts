import type { Page } from 'playwright-core';
import type { LoginResponse } from '@console/api-client';
import { authOfPersisted, persistedText, PERSISTENCE_KEY, type LoginType } from '@console/session';

/**
 * Puts a signed-in session in a browser page as the console's login stores it, once, on the shell's
 * origin (not an init script, which would put it back after a logout). `at` is any page of that
 * origin that loads no app, e.g. `${shell}/deployment.json`.
 */
export async function storeSession(page: Page, at: string, { token, user }: LoginResponse, loginType: LoginType): Promise<void> {
  await page.goto(at);
  const text = persistedText({ token, data: user, loginType, restaurantDealId: null });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [PERSISTENCE_KEY, text] as const);
}

/** The session the page holds now, as the console stored it (an empty object when signed out). */
export async function storedSession(page: Page) {
  return authOfPersisted(await page.evaluate((key) => window.localStorage.getItem(key), PERSISTENCE_KEY));
}
