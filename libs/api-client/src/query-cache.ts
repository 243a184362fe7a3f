// The third door, a federation singleton loaded by dashboard remotes only: the page's one query cache.
export { consoleQueryClient, startFirstReads, type ChangeMeta, type ReadMeta } from './query-cache/console-query-client';
export { FIRST_READ_FRESH_MS, type FirstRead } from './query-cache/first-reads';
export { ConsoleQueryProvider } from './query-cache/console-query-provider';
