// The one render helper for domain component tests (a separate entry: never in a production bundle).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { toast } from 'react-hot-toast';
import { configureApiClient } from '@console/api-client';
import { consoleQueryClient, ConsoleQueryProvider } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { ConsoleToaster } from '@console/ui';

export {
  addTestLocations,
  callTestApi,
  createTestMenu,
  createTestOwner,
  signInForToken,
  testPngFile,
  TEST_PASSWORD,
  type TestMenuItem,
} from './test-accounts';

export interface RenderOptions {
  /** Where the memory router starts, with navigation state if any. */
  at?: InitialEntry;
  /** The API to talk to; defaults to the reference API started for the run (TEST_API_URL). */
  apiBaseUrl?: string;
  /** The router's basename, as a domain has it in the shell ('/dashboard'); `at` then includes it. */
  basename?: string;
}

/**
 * Renders a domain's screens as the shell would host them: router, session, API client, the page's
 * query cache (emptied first, so no test sees another's data), toasts (none left from the test before).
 */
export function renderWithProviders(
  ui: ReactElement,
  { at = '/', apiBaseUrl = process.env.TEST_API_URL ?? '', basename }: RenderOptions = {},
) {
  configureApiClient({ baseUrl: apiBaseUrl, getToken: () => session.get().token, onUnauthorized: () => session.logout() });
  consoleQueryClient.clear();
  // Toasts live in a page-wide store: one test's toast must not answer the next test's expectation.
  toast.remove();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ConsoleQueryProvider>
            <ConsoleToaster />
            {ui}
          </ConsoleQueryProvider>
        ),
      },
    ],
    { initialEntries: [at], basename },
  );
  const user = userEvent.setup();
  return { router, user, ...render(<RouterProvider router={router} />) };
}

/** Signs in through the real API, as the login screen would, for screens that need a session. */
export async function signInForTest(emailAddress: string, userType: 'Administrator' | 'Restaurant', password = 'Console#2026') {
  const response = await fetch(`${process.env.TEST_API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress, password, userType }),
  });
  if (!response.ok) throw new Error(`Test sign-in failed: ${response.status}`);
  const body = (await response.json()) as { token: string; user: Parameters<typeof session.signIn>[1] };
  session.signIn(body.token, body.user);
  return body;
}

/** The development outbox's mails to an address, newest first (the mail edge of the reference API). */
async function mailsTo(emailAddress: string): Promise<{ code: string }[]> {
  const response = await fetch(`${process.env.TEST_API_URL}/__dev/outbox?to=${encodeURIComponent(emailAddress)}`);
  return ((await response.json()) as { messages: { code: string }[] }).messages;
}

/** How many mails an address has had: read it before asking for a code, then wait with nextResetCode. */
export async function outboxSize(emailAddress: string): Promise<number> {
  return (await mailsTo(emailAddress)).length;
}

/**
 * The code of the first mail to an address after `mailsBefore` of them. Codes are mailed just after the
 * API answers (so the answer takes as long for an unknown address), so the mail may follow a moment later.
 */
export async function nextResetCode(emailAddress: string, mailsBefore: number): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 5000; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const messages = await mailsTo(emailAddress);
    if (messages.length > mailsBefore) return messages[0].code;
  }
  throw new Error(`No new mail to ${emailAddress} within 5 s`);
}
