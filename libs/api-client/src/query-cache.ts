// The third door, a federation singleton loaded by dashboard remotes only: the page's one query cache.
export { consoleQueryClient, type ChangeMeta, type ReadMeta } from './query-cache/console-query-client';
export { ConsoleQueryProvider } from './query-cache/console-query-provider';
