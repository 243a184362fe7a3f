import type { AxiosInstance } from 'axios';
import { reportServerFailure } from './server-failure';

export interface ApiClientOptions {
  /** Origin (and any path prefix) of the API, from the runtime configuration. */
  baseUrl: string;
  /** The session's token, or null when signed out: in a browser, the anti-forgery token its cookie needs. */
  getToken: () => string | null;
  /** Called on every 401 response; the session and shell decide what that means. */
  onUnauthorized: () => void;
}

/**
 * The page's one client: its options and its axios instance. Each app bundles only the calls it uses
 * (this library is not a federation-shared module, so the sign-in path carries no screen's calls), and
 * every copy meets here, on the page: the shell configures it once, and the first call of any app makes
 * the instance that every other app's calls then use.
 */
interface PageClient {
  current: ApiClientOptions | null;
  instance: Promise<AxiosInstance> | null;
}
const PAGE_CLIENT = '__consoleApiClient';
const page = ((globalThis as Record<string, unknown>)[PAGE_CLIENT] ??= { current: null, instance: null }) as PageClient;

/**
 * The one axios instance every generated call goes through, made at the first call: axios is fetched
 * then, not with the page, so the sign-in screen is usable before it arrives. No timeout: merging
 * restaurants can take minutes. Repeated query parameters go out as `a=1&a=2` (the contract's
 * form/explode style), not `a[]=1`.
 */
export function loadApiHttp(): Promise<AxiosInstance> {
  const made = (page.instance ??= import('axios').then(
    ({ default: axios }) => {
      // withCredentials: the session is an HttpOnly cookie of the API's site, sent on the page's calls
      // to it; the stored token goes along as the header the cookie needs (the anti-forgery token).
      const http = axios.create({ paramsSerializer: { indexes: null }, withCredentials: true });
      // The page's calls go to its API with its session's token. A call that names its own API in its
      // options (baseURL, as a test fixture acting for another person does) keeps its API and headers,
      // and its 401 is its own: the page's session is not ended by it.
      const pageCalls = new WeakSet<object>();
      http.interceptors.request.use((config) => {
        if (config.baseURL) return config;
        const current = page.current;
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
          page.current?.onUnauthorized();
        }
        if (axios.isAxiosError(error)) reportServerFailure(error);
        return Promise.reject(error);
      });
      return http;
    },
    (error: unknown) => {
      // The chunk did not arrive (offline, a deploy in between): the next call tries again.
      page.instance = null;
      throw error;
    },
  ));
  return made;
}

/** Points the client at an API and a session. Calling it again replaces both (e.g. a new baseUrl). */
export function configureApiClient(options: ApiClientOptions): void {
  page.current = { ...options };
}
