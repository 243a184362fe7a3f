import type { AxiosRequestConfig } from 'axios';
import { loadApiHttp } from './api-http';

/**
 * The orval mutator: every generated operation builds `config` and passes the caller's per-call
 * `options` (for example `onUploadProgress` or `signal`) through here, to the one instance.
 * Resolves to the response body.
 */
export async function apiRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const http = await loadApiHttp();
  const response = await http.request<T>({
    ...config,
    ...options,
    params: { ...config.params, ...options?.params },
    headers: { ...config.headers, ...options?.headers },
  });
  return response.data;
}
