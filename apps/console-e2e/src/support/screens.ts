import type { Page } from 'playwright-core';

// Moving through the console's screens as a person would, shared by the suites that visit every screen
// (the production recipe's and the accessibility sweep).

/** Called on arrival at each screen, with its name, e.g. to check it. */
export type OnScreen = (screen: string) => Promise<void>;
const nothing: OnScreen = async () => undefined;

export function waitForHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, exact: true }).first().waitFor();
}

/** Follows a sidebar link and waits for the screen's heading. */
export async function followSidebar(page: Page, link: string, title: string) {
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: link, exact: true }).click();
  await waitForHeading(page, title);
}

/** The Reports list and one report (the shell's own screens). */
export async function visitReports(page: Page, onScreen = nothing) {
  await followSidebar(page, 'Reports', 'Reports');
  await onScreen('Reports');
  await page.locator('.shell-report-card__link').first().click();
  await page.getByText('Report goes here').waitFor();
  await onScreen('Report');
}

/** A restaurant's detail and the tabs other remotes fill (restaurant, menu and deals), for administrators. */
export async function visitRestaurantDetail(page: Page, origin: string, onScreen = nothing) {
  await page.goto(`${origin}/dashboard/restaurant-location-owner/view-detail/1`);
  // Headed by the restaurant's name once it has loaded (issue 22 §6).
  await page.locator('h1#restaurant-detail-title', { hasNotText: 'Restaurant Details' }).waitFor();
  await page.getByRole('tab', { name: 'Restaurant Locations', selected: true }).waitFor();
  await onScreen('Restaurant Details: Restaurant Locations');
  for (const tab of ['Restaurant Menu', "Restaurant's Deals"]) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel', { name: tab }).getByRole('heading', { level: 2, name: tab }).waitFor();
    await onScreen(`Restaurant Details: ${tab}`);
  }
}
