// The second door, for dashboard remotes: a query hook for every GET and a mutation hook for every
// change (generated from openapi.yaml), over the page's one cache, with the kit's helpers. Bundled into
// each remote that uses it (tree-shaken), unlike the cache itself, which is a federation singleton.
export * from './generated-queries';
// By package name on purpose: federation resolves it to the page's shared singleton.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { consoleQueryClient, ConsoleQueryProvider, type ChangeMeta, type ReadMeta } from '@console/api-client/query-cache';
export { succeeded } from './queries/succeeded';
export { fieldErrorOf, type FieldError } from './http/field-error';
export { ifMatch, versionConflictOf } from './http/version-conflict';
export { readFailureOf, type FailedReadSource } from './queries/read-failure';
export { loadMorePages, pageAfter } from './queries/load-more';
export { keepPreviousData, useQueryClient } from '@tanstack/react-query';
