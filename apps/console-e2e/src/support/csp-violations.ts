import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records in `violations` what the browser refused under the console's Content-Security-Policy (an inline
 * style, a script), and where, on every page of `target` (a context, or one page), listened to before any
 * script of the page runs. One exception: an inline <style> added by code that has no source file, which
 * only code the test evaluates through DevTools lacks (axe-core adds its own while it runs).
 */
export async function watchCspViolations(target: BrowserContext | Page, violations: string[]): Promise<void> {
  await target.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (!event.sourceFile && event.blockedURI === 'inline' && event.effectiveDirective === 'style-src-elem') return;
      const element = event.target instanceof Element ? event.target : null;
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${where}) on ${location.pathname}: ${element?.outerHTML.slice(0, 200) ?? String(event.target)}`,
      );
    });
  });
}
