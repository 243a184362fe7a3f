import type { AxiosRequestConfig } from 'axios';
// By package name on purpose: federation resolves it to the page's shared singleton.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { apiRequest as sharedApiRequest } from '@console/api-client';

/**
 * The mutator of the generated query hooks. The hooks are bundled into each remote that uses them
 * (so each ships only its own), but every call must go through the page's one configured axios
 * instance: hence the package's own name, which federation resolves to the shared singleton.
 */
export function apiRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  return sharedApiRequest<T>(config, options);
}
