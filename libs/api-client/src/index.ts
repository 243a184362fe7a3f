// The api-client's first door: the one configured axios instance and the operations generated from
// openapi.yaml. Its two others: the query hooks, '@console/api-client/queries' (dashboard remotes), and
// the page's query cache, '@console/api-client/query-cache' (the shell); README.md says which is for what.
export { configureApiClient, loadApiHttp } from './http/api-http';
export type { ApiClientOptions } from './http/api-http';
export { apiRequest } from './http/api-request';
export { apiErrorMessage, NETWORK_ERROR_MESSAGE } from './http/api-error-message';
export { failureReference } from './http/server-failure';
export { fieldErrorOf, type FieldError } from './http/field-error';
export { ifMatch, versionConflictOf } from './http/version-conflict';
export { announceFailure, announceSuccess, announcedCall, type CallMessages } from './http/announce';
export { toasts } from './http/toasts';
export { WHOLE_LIST } from './http/whole-list';
export { exportFileName } from './http/csv-export';
export { useCsvExport, type CsvExport, type CsvExportOptions, type CsvExportRequest } from './http/use-csv-export';
export * from './generated';
