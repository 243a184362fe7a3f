import { QueryClient } from '@tanstack/react-query';
import { FIRST_READ_FRESH_MS, firstReadsOf } from './first-reads';

/** The cache's rule for a screen mounting on a first read (issue 39 §3), on a client of its own. */
describe('first reads', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  function setUp() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = firstReadsOf(() => client);
    const queryOf = (key: string) => client.getQueryCache().find({ queryKey: [key] });
    return { client, reads, queryOf };
  }

  it('a query never read ahead is read again on mount, as the cache does for any other', async () => {
    const { client, reads, queryOf } = setUp();
    await client.fetchQuery({ queryKey: ['/foods'], queryFn: () => 'answer' });
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(true);
  });

  it('a first read answered is taken by the screen that mounts within the fresh time, and read again after it', async () => {
    const { reads, queryOf, client } = setUp();
    reads.start([{ queryKey: ['/foods'], queryFn: () => 'answer' }]);
    await client.getQueryCache().find({ queryKey: ['/foods'] })?.promise;
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(false);
    now += FIRST_READ_FRESH_MS + 1;
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(true);
  });

  it('a first read that failed, or whose answer a change has made stale, is read again', async () => {
    const { reads, queryOf, client } = setUp();
    reads.start([
      { queryKey: ['/broken'], queryFn: () => Promise.reject(new Error('no')) },
      { queryKey: ['/foods'], queryFn: () => 'answer' },
    ]);
    await Promise.allSettled([queryOf('/broken')?.promise, queryOf('/foods')?.promise]);
    expect(reads.refetchOnMount(queryOf('/broken')!)).toBe(true);
    await client.invalidateQueries({ queryKey: ['/foods'], refetchType: 'none' });
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(true);
  });

  it('an answer older than the first read (the cache had it before) is read again', async () => {
    const { reads, queryOf, client } = setUp();
    client.setQueryData(['/foods'], 'old answer');
    now += 10;
    jest.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    reads.start([{ queryKey: ['/foods'], queryFn: () => 'answer' }]);
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(true);
  });

  it('started again while on its way or just answered (a hover, then the shell on its way there), asks once', async () => {
    const { reads, queryOf } = setUp();
    const queryFn = jest.fn(() => Promise.resolve('answer'));
    reads.start([{ queryKey: ['/foods'], queryFn }]);
    reads.start([{ queryKey: ['/foods'], queryFn }]);
    await queryOf('/foods')?.promise;
    now += 1_000;
    reads.start([{ queryKey: ['/foods'], queryFn }]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(false);
    now += FIRST_READ_FRESH_MS;
    reads.start([{ queryKey: ['/foods'], queryFn }]);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('forgets a query the cache let go of', async () => {
    const { reads, queryOf } = setUp();
    reads.start([{ queryKey: ['/foods'], queryFn: () => 'answer' }]);
    await queryOf('/foods')?.promise;
    const hash = queryOf('/foods')!.queryHash;
    reads.forget(hash);
    expect(reads.refetchOnMount(queryOf('/foods')!)).toBe(true);
  });
});
