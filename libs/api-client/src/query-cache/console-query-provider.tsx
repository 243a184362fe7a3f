import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { consoleQueryClient } from './console-query-client';

/** Wraps one React root (a domain, a nested module) in the page's one cache. */
export function ConsoleQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={consoleQueryClient}>{children}</QueryClientProvider>;
}
