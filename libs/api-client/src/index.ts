// The api-client's only door: the one configured axios instance and the operations generated from openapi.yaml.
export { configureApiClient, loadApiHttp } from './http/api-http';
export type { ApiClientOptions } from './http/api-http';
export { apiRequest } from './http/api-request';
export { apiErrorMessage, NETWORK_ERROR_MESSAGE } from './http/api-error-message';
export * from './generated';
