import { signInEveryRole, type ConsoleRole } from './role-tokens';
import { startSecondApi, type SecondApi } from './second-api';
import { startTestApi, type Json, type TestApi } from './test-api';

/** The APIs of a list-cache spec; read them inside its hooks and tests. */
export interface KeptListApis {
  /** Keeps the heavy lists (list-cache.ts). */
  readonly api: TestApi;
  /** Over the same database, keeps none: the truth, and where writes go as another process's would. */
  readonly other: SecondApi;
  readonly tokens: Record<ConsoleRole, string>;
  /** The first API's answer. */
  kept(path: string, token: string): Promise<Json>;
  /** The first API's answer, expected to be the second's. */
  expectFresh(path: string, token: string): Promise<Json>;
}

/** Starts both APIs (signed in as every role) before the file's tests, and closes them after. */
export function keptListApis(): KeptListApis {
  let api: TestApi | undefined;
  let other: SecondApi | undefined;
  let tokens: Record<ConsoleRole, string> | undefined;

  beforeAll(async () => {
    api = await startTestApi();
    other = await startSecondApi(api, { listCacheBytes: 0 });
    tokens = await signInEveryRole(api);
  });

  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const started = () => {
    if (!api || !other || !tokens) throw new Error('The list-cache APIs start in beforeAll');
    return { api, other, tokens };
  };
  return {
    get api() {
      return started().api;
    },
    get other() {
      return started().other;
    },
    get tokens() {
      return started().tokens;
    },
    kept: async (path, token) => (await started().api.call('GET', path, { token })).body,
    async expectFresh(path, token) {
      const answer = (await started().api.call('GET', path, { token })).body;
      expect(answer).toEqual((await started().other.call('GET', path, { token })).body);
      return answer;
    },
  };
}
