import type { TestApi } from './test-api';

type Release = { remote: string; version: string; canary: boolean };
type View = Release & { [field: string]: unknown };

/** The distinct releases of some views, as a page that loaded them names them. */
export const releasesOf = (views: readonly Release[]): Release[] => [
  ...new Map(views.map(({ remote, version, canary }) => [`${remote} ${version} ${canary}`, { remote, version, canary }])).values(),
];

/** A page token for the releases, asked for as the client (an X-Forwarded-For address) with a visitor key. */
export async function pageTokenFor(
  api: TestApi,
  releases: readonly Release[],
  options: { client?: string; visitor?: string; token?: string } = {},
): Promise<string> {
  const response = await api.call<{ token: string }>('POST', '/release-signals/page-token', {
    body: { releases, ...(options.visitor ? { visitor: options.visitor } : {}) },
    headers: options.client ? { 'x-forwarded-for': options.client } : {},
    token: options.token,
  });
  if (response.status !== 200) throw new Error(`page-token answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A page's report: a token for the views' releases, then the views under it, both as the same client. */
export async function reportAsPage(
  api: TestApi,
  views: readonly View[],
  options: { client?: string; visitor?: string; token?: string } = {},
) {
  const page = await pageTokenFor(api, releasesOf(views), options);
  return api.call('POST', '/release-signals', {
    body: { page, views },
    headers: options.client ? { 'x-forwarded-for': options.client } : {},
    token: options.token,
  });
}
