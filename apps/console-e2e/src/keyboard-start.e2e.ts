import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/testing';
import { freshPagePerTest, shellUrl, signInPageAs } from './support/browser';
import { waitForHeading } from './support/screens';

// Issue 35 §12: keyboard only, from the first key. The login screen takes typing at once, and on every
// dashboard screen the first Tab offers "Skip to content", which passes the sidebar and top bar.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

it('signs in with the keyboard alone: the email field has the focus when the login screen opens', async () => {
  await page.goto(shellUrl());
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByLabel('Email Address').waitFor();
  expect(await page.getByLabel('Email Address').evaluate((field) => field === document.activeElement)).toBe(true);
  await page.keyboard.type(DEMO_ACCOUNTS.superAdmin.emailAddress);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shellUrl()}/dashboard/admin`);
});

it('the first Tab on a screen is "Skip to content", shown when focused; Enter takes the next Tab into the screen', async () => {
  await signInPageAs(page, 'superAdmin');
  await page.goto(`${shellUrl()}/dashboard/restaurant-category`);
  await waitForHeading(page, 'Restaurant Categories');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);

  await page.keyboard.press('Enter');
  expect(page.url()).toBe(`${shellUrl()}/dashboard/restaurant-category`);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  const search = page.getByRole('searchbox', { name: 'Search restaurant categories' });
  expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
  // Out of sight again once the focus has moved on.
  const after = await skip.boundingBox();
  expect(after === null || after.y + after.height <= 0).toBe(true);
});
