import { waitFor } from '@testing-library/react';
import { configureApiClient } from '@console/api-client';
import { consoleQueryClient } from '@console/api-client/query-cache';
import type { DomainModule } from '@console/remote-contract';
import { session } from '@console/session';
import { startApiRelay } from './api-relay';

export interface FirstReadsOptions {
  /** The remote's exposed lifecycles (its remote-entry). */
  domain: Pick<DomainModule, 'prefetch'>;
  /** The page path the shell is going to, as it passes it to `prefetch`. */
  path: string;
  /** Renders the screen there (renderWithProviders with `keepQueryCache`, and the relay's `apiBaseUrl`). */
  render: (apiBaseUrl: string) => unknown;
  /** Once the screen shows its data (its heading and rows, say). */
  shown: () => void | Promise<void>;
  /** Mount while the first reads are still on their way (a click right after the hover). */
  mountAtOnce?: boolean;
}

const settled = () => waitFor(() => expect(consoleQueryClient.isFetching()).toBe(0));
const reads = (paths: { method: string; path: string }[]) =>
  paths.filter((request) => request.method === 'GET').map((request) => request.path);

/**
 * A screen's first reads, as a shell hosting its remote starts them, against the real API behind a
 * relay: answers the GETs the remote's `prefetch(path)` sent before the screen mounted, and those the
 * screen sent once mounted until it showed its data and settled.
 */
export async function firstReadsOfScreen({ domain, path, render, shown, mountAtOnce }: FirstReadsOptions) {
  const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
  try {
    configureApiClient({ baseUrl: relay.url, getToken: () => session.get().token, onUnauthorized: () => session.logout() });
    consoleQueryClient.clear();
    if (!domain.prefetch) throw new Error('The remote has no prefetch');
    await domain.prefetch(path);
    if (!mountAtOnce) await settled();
    const before = reads(relay.requests.splice(0));
    render(relay.url);
    await waitFor(shown);
    await settled();
    return { prefetched: before, afterMount: reads(relay.requests) };
  } finally {
    await relay.close();
  }
}
