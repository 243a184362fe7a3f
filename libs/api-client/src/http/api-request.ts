import type { AxiosRequestConfig } from 'axios';
import { apiHttp } from './api-http';

/**
 * The orval mutator: every generated operation builds `config` and passes the caller's per-call
 * `options` (for example `onUploadProgress` or `signal`) through here, to the one instance.
 * Resolves to the response body.
 */
export function apiRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  return apiHttp
    .request<T>({
      ...config,
      ...options,
      params: { ...config.params, ...options?.params },
      headers: { ...config.headers, ...options?.headers },
    })
    .then((response) => response.data);
}
