import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { watchCspViolations } from '../../support/csp-violations';

/** What a page reported that it should not have: every Content-Security-Policy violation and console error. */
export interface PageReports {
  violations: string[];
  errors: string[];
}

export const consoleUrl = () => process.env.PRODUCTION_CONSOLE_URL as string;
export const apiUrl = () => process.env.PRODUCTION_API_URL as string;
export const remoteUrls = () =>
  JSON.parse(process.env.PRODUCTION_REMOTE_URLS as string) as Record<'menu' | 'deals' | 'notifications', string>;

/**
 * A fresh context whose pages report each `securitypolicyviolation` (listened to before any script of
 * the page runs) and each console error or uncaught exception into `reports`.
 */
export async function watchedContext(browser: Browser): Promise<{ context: BrowserContext; reports: PageReports }> {
  const context = await browser.newContext();
  const reports: PageReports = { violations: [], errors: [] };
  await watchCspViolations(context, reports.violations);
  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') reports.errors.push(`${message.text()} (${page.url()})`);
    });
    page.on('pageerror', (error) => reports.errors.push(`${error.message} (${page.url()})`));
    // The console line of a failed load does not name the URL; this does.
    page.on('response', (response) => {
      if (response.status() >= 500) reports.errors.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    });
  };
  context.on('page', watch);
  return { context, reports };
}
