import type { AxiosInstance } from 'axios';

export interface ApiClientOptions {
  /** Origin (and any path prefix) of the API, from the runtime configuration. */
  baseUrl: string;
  /** The session's token, or null when signed out. */
  getToken: () => string | null;
  /** Called on every 401 response; the session and shell decide what that means. */
  onUnauthorized: () => void;
}

let current: ApiClientOptions | null = null;
let instance: Promise<AxiosInstance> | null = null;

/**
 * The one axios instance every generated call goes through, made at the first call: axios is fetched
 * then, not with the page, so the sign-in screen is usable before it arrives. No timeout: merging
 * restaurants can take minutes. Repeated query parameters go out as `a=1&a=2` (the contract's
 * form/explode style), not `a[]=1`.
 */
export function loadApiHttp(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => {
      const http = axios.create({ paramsSerializer: { indexes: null } });
      // The page's calls go to its API with its session's token. A call that names its own API in its
      // options (baseURL, as a test fixture acting for another person does) keeps its API and headers,
      // and its 401 is its own: the page's session is not ended by it.
      const pageCalls = new WeakSet<object>();
      http.interceptors.request.use((config) => {
        if (config.baseURL) return config;
        if (!current) {
          throw new Error('configureApiClient() must be called before the first API call');
        }
        config.baseURL = current.baseUrl;
        const token = current.getToken();
        if (token) {
          config.headers.set('Authorization', `Bearer ${token}`);
        }
        pageCalls.add(config);
        return config;
      });
      http.interceptors.response.use(undefined, (error: unknown) => {
        if (axios.isAxiosError(error) && error.response?.status === 401 && error.config && pageCalls.has(error.config)) {
          current?.onUnauthorized();
        }
        return Promise.reject(error);
      });
      return http;
    },
    (error: unknown) => {
      // The chunk did not arrive (offline, a deploy in between): the next call tries again.
      instance = null;
      throw error;
    },
  );
  return instance;
}

/** Points the client at an API and a session. Calling it again replaces both (e.g. a new baseUrl). */
export function configureApiClient(options: ApiClientOptions): void {
  current = { ...options };
}
