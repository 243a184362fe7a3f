// The check command against a small fake of the reference API (node:http): it answers POST /auth/login
// and GET /remote-loads/summary as the contract says, and records what it was asked. The API's own
// side (storing reports, counting them) is tested in apps/api/src/remote-loads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECK_DEFAULTS, checkOptions, judgeCanaries, runCheck } from './canary-check.mjs';
import { setCanary, setStable } from './commands.mjs';
import { readDeployment, readHistory } from './commands.mjs';
import { fakeRelease, tempConfig, type ReleaseConfig } from './test-support';

const row = (overrides: Record<string, unknown>) => ({
  remote: 'menu',
  version: '1.1.0',
  canary: true,
  loads: 100,
  failures: 0,
  fallbacks: 0,
  failureRate: 0,
  people: 100,
  failingPeople: 0,
  ...overrides,
});

describe('judgeCanaries (the decision, a pure function)', () => {
  const verdicts = (rows: object[], options?: object) => judgeCanaries(rows, options).map((judged: { verdict: string }) => judged.verdict);

  it('marks a canary failing only when more than the threshold of its people had a failure', async () => {
    const failing = (failingPeople: number) => row({ failingPeople, failures: failingPeople });
    expect(verdicts([failing(21), failing(20), failing(0)])).toEqual(['failing', 'healthy', 'healthy']);
    expect(verdicts([row({ failingPeople: 6, people: 20 })], { maxFailureRate: 0.3 })).toEqual(['healthy']);
    expect(verdicts([row({ failingPeople: 7, people: 20 })], { maxFailureRate: 0.3 })).toEqual(['failing']);
  });

  it('judges on people, not reports: a flood of failures from a few people is not a failing canary', async () => {
    // One client posted 500 failures; the API counted it as 4 people among the 60 who loaded the canary.
    const flood = row({ loads: 560, failures: 500, failureRate: 0.89, people: 60, failingPeople: 4 });
    expect(judgeCanaries([flood])[0]).toMatchObject({ failureRate: 4 / 60, verdict: 'healthy' });
    // The same flood with no one else around is too few people to judge.
    expect(verdicts([row({ loads: 500, failures: 500, people: 4, failingPeople: 4 })])).toEqual(['too few people']);
  });

  it('needs the minimum of people before judging, and judges nothing on counts without people', async () => {
    expect(verdicts([row({ people: 19, failingPeople: 19 }), row({ people: 20, failingPeople: 19 })])).toEqual([
      'too few people',
      'failing',
    ]);
    expect(verdicts([row({ people: 5, failingPeople: 5 })], { minPeople: 5 })).toEqual(['failing']);
    expect(verdicts([row({ people: undefined, failingPeople: undefined, loads: 100, failures: 100 })])).toEqual(['too few people']);
  });

  it('judges canaries only: a failing stable release is shown, never marked', async () => {
    expect(verdicts([row({ canary: false, people: 100, failingPeople: 100 })])).toEqual(['stable']);
  });

  it('computes the rate from the people (0 without people), and defaults to 20 % of at least 20 people', async () => {
    expect(judgeCanaries([row({ people: 40, failingPeople: 10, failureRate: 0.9 })])[0].failureRate).toBe(0.25);
    expect(judgeCanaries([row({ people: 0, failingPeople: 0 })])[0]).toMatchObject({ failureRate: 0, verdict: 'too few people' });
    expect(CHECK_DEFAULTS).toEqual({ sinceMinutes: 60, maxFailureRate: 0.2, minPeople: 20 });
  });
});

describe('checkOptions', () => {
  it('reads the arguments over the environment, with auto-rollback off by default', async () => {
    expect(checkOptions([], {})).toEqual({
      apiUrl: 'http://localhost:3333',
      token: undefined,
      email: undefined,
      password: undefined,
      sinceMinutes: 60,
      maxFailureRate: 0.2,
      minPeople: 20,
      autoRollback: false,
    });
    const env = { RELEASE_API_URL: 'https://api.example.com/', RELEASE_API_TOKEN: 'env-token', RELEASE_AUTO_ROLLBACK: '1' };
    expect(checkOptions(['--token', 't', '--since', '15', '--max-failure-rate', '0.05', '--min-people', '3'], env)).toMatchObject({
      apiUrl: 'https://api.example.com',
      token: 't',
      sinceMinutes: 15,
      maxFailureRate: 0.05,
      minPeople: 3,
      autoRollback: true,
    });
    expect(checkOptions(['--auto-rollback', '--api', 'http://127.0.0.1:9'], {})).toMatchObject({
      autoRollback: true,
      apiUrl: 'http://127.0.0.1:9',
    });
  });

  it('refuses values out of range and unknown options', async () => {
    expect(() => checkOptions(['--max-failure-rate', '1.5'], {})).toThrow('--max-failure-rate must be a number from 0 to 1');
    expect(() => checkOptions(['--since', '0'], {})).toThrow('--since must be a whole number from 1 to 10080');
    expect(() => checkOptions(['--min-people'], {})).toThrow('--min-people needs a value');
    expect(() => checkOptions(['--min-loads', '20'], {})).toThrow('--min-loads is now --min-people');
    expect(() => checkOptions(['--force'], {})).toThrow('unknown: --force');
  });
});

describe('npm run release -- check, against a fake API', () => {
  let server: http.Server;
  let apiUrl: string;
  let summaryRows: object[];
  const asked: Array<{ method: string; url: string; authorization?: string; body?: unknown }> = [];
  let config: ReleaseConfig;
  let printed: string[];
  const log = (line: string) => printed.push(line);

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        asked.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          body: text ? JSON.parse(text) : undefined,
        });
        const send = (status: number, body: object) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && request.url === '/auth/login') {
          const { password } = JSON.parse(text);
          return password === 'right' ? send(200, { token: 'signed-in-token' }) : send(401, { message: 'Invalid email or password' });
        }
        if (request.method === 'GET' && request.url?.startsWith('/remote-loads/summary')) {
          if (!request.headers.authorization?.startsWith('Bearer ')) return send(401, { message: 'Unauthorized' });
          if (request.headers.authorization === 'Bearer owner') return send(403, { message: 'You do not have permission to do this' });
          return send(200, { remotes: summaryRows });
        }
        send(404, { message: 'Not found' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(async () => {
    asked.length = 0;
    printed = [];
    config = tempConfig();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(config, 'menu', version);
    fakeRelease(config, 'deals', '5.0.0');
    fakeRelease(config, 'deals', '5.1.0');
    await setStable(config, 'menu', '1.0.0');
    await setCanary(config, 'menu', '1.1.0', 25);
    await setStable(config, 'deals', '5.0.0');
    await setCanary(config, 'deals', '5.1.0', 10);
    summaryRows = [
      row({ remote: 'deals', version: '5.1.0', loads: 30, failures: 1, fallbacks: 1, failureRate: 0.0333, people: 30, failingPeople: 1 }),
      row({ remote: 'deals', version: '5.0.0', canary: false, loads: 50, failures: 0, people: 50 }),
      row({
        remote: 'menu',
        version: '1.1.0',
        loads: 40,
        failures: 12,
        fallbacks: 12,
        failureRate: 0.3,
        people: 40,
        failingPeople: 12,
        lastError: 'entry: Loading script failed',
      }),
      row({
        remote: 'menu',
        version: '1.0.0',
        canary: false,
        loads: 300,
        failures: 2,
        fallbacks: 0,
        failureRate: 0.0067,
        people: 280,
        failingPeople: 2,
      }),
    ];
  });

  const options = (overrides: object = {}) => ({ ...checkOptions([], {}), apiUrl, token: 'super-token', ...overrides });

  it('prints loads, failures, fallbacks and the rate per remote and version, marks the failing canary and leaves it by default', async () => {
    const before = await readDeployment(config);
    const result = await runCheck(config, options({ sinceMinutes: 30 }), { log });

    expect(asked).toEqual([
      { method: 'GET', url: '/remote-loads/summary?sinceMinutes=30', authorization: 'Bearer super-token', body: undefined },
    ]);
    expect(result.failing.map((failing: { remote: string }) => failing.remote)).toEqual(['menu']);
    expect(result.leftInPlace).toHaveLength(1);
    expect(result.dropped).toEqual([]);
    const text = printed.join('\n');
    expect(text).toMatch(
      /^remote\s+version\s+release\s+loads\s+failures\s+fallbacks\s+people\s+failing\s+failure rate\s+verdict\s+last error$/m,
    );
    expect(text).toMatch(/^menu\s+1\.1\.0\s+canary\s+40\s+12\s+12\s+40\s+12\s+30\.0%\s+FAILING\s+entry: Loading script failed$/m);
    expect(text).toMatch(/^deals\s+5\.1\.0\s+canary\s+30\s+1\s+1\s+30\s+1\s+3\.3%\s+healthy$/m);
    expect(text).toMatch(/^menu\s+1\.0\.0\s+stable\s+300\s+2\s+0\s+280\s+2\s+0\.7%\s+stable$/m);
    expect(text).toContain('npm run release -- drop-canary menu');
    expect(await readDeployment(config)).toEqual(before);
  });

  it('with --auto-rollback drops only the failing canary, through drop-canary, recorded in the history', async () => {
    const result = await runCheck(config, options({ autoRollback: true }), { log });

    expect(result.dropped.map((dropped: { remote: string }) => dropped.remote)).toEqual(['menu']);
    const deployment = await readDeployment(config);
    expect(deployment.remotes.menu.canary).toBeUndefined();
    expect(deployment.remotes.menu.stable.version).toBe('1.0.0');
    expect(deployment.remotes.deals.canary).toMatchObject({ version: '5.1.0', share: 10 });
    const last = (await readHistory(config)).at(-1);
    expect(last).toMatchObject({
      who: 'tester',
      command: ['drop-canary', 'menu', '--reason', 'check: 12 of 40 people had a failure (30.0%; 12 of 40 loads) in 60 min'],
    });
    expect(last.before.remotes.menu.canary.version).toBe('1.1.0');
    expect(printed.join('\n')).toContain('Dropped the menu canary 1.1.0');
  });

  it('drops nothing when the failing version is no longer the canary, or has too few loads', async () => {
    await setCanary(config, 'menu', '1.2.0', 5); // another canary replaced it since
    let result = await runCheck(config, options({ autoRollback: true }), { log });
    expect(result.dropped).toEqual([]);
    expect((await readDeployment(config)).remotes.menu.canary.version).toBe('1.2.0');
    expect(printed.join('\n')).toContain('is failing but is not the canary');

    await setCanary(config, 'menu', '1.1.0', 5);
    result = await runCheck(config, options({ autoRollback: true, minPeople: 41 }), { log });
    expect(result.failing).toEqual([]);
    expect((await readDeployment(config)).remotes.menu.canary.version).toBe('1.1.0');
  });

  it('with --auto-rollback keeps a canary that one client flooded with fake failures', async () => {
    // What the API answers when one client posts 400 failures (varied visitor keys, one address) to a
    // canary that 50 people loaded fine: every report is counted, but as 4 people.
    summaryRows = [
      row({ remote: 'menu', version: '1.1.0', loads: 450, failures: 400, fallbacks: 0, failureRate: 0.8889, people: 54, failingPeople: 4 }),
    ];
    const before = await readDeployment(config);
    const result = await runCheck(config, options({ autoRollback: true }), { log });

    expect(result.rows[0]).toMatchObject({ verdict: 'healthy', failureRate: 4 / 54 });
    expect(result.dropped).toEqual([]);
    expect(await readDeployment(config)).toEqual(before);
    expect((await readHistory(config)).at(-1)?.command?.[0]).not.toBe('drop-canary');
  });

  it('with --auto-rollback drops a canary that failed for enough distinct people', async () => {
    summaryRows = [
      row({ remote: 'menu', version: '1.1.0', loads: 30, failures: 9, fallbacks: 9, failureRate: 0.3, people: 25, failingPeople: 8 }),
    ];
    const result = await runCheck(config, options({ autoRollback: true }), { log });

    expect(result.dropped.map((dropped: { remote: string }) => dropped.remote)).toEqual(['menu']);
    expect((await readDeployment(config)).remotes.menu.canary).toBeUndefined();
    expect((await readHistory(config)).at(-1)?.command).toEqual([
      'drop-canary',
      'menu',
      '--reason',
      'check: 8 of 25 people had a failure (32.0%; 9 of 30 loads) in 60 min',
    ]);
  });

  it('signs in as an Administrator when no token is given, and says why it cannot go on', async () => {
    await runCheck(config, options({ token: undefined, email: 'super@example.com', password: 'right' }), { log });
    expect(asked[0]).toEqual({
      method: 'POST',
      url: '/auth/login',
      authorization: undefined,
      body: { emailAddress: 'super@example.com', password: 'right', userType: 'Administrator' },
    });
    expect(asked[1].authorization).toBe('Bearer signed-in-token');

    await expect(runCheck(config, options({ token: undefined, email: 'super@example.com', password: 'wrong' }), { log })).rejects.toThrow(
      `Signing in as super@example.com at ${apiUrl}: 401 Invalid email or password`,
    );
    await expect(runCheck(config, options({ token: undefined }), { log })).rejects.toThrow('check needs a super admin token');
    await expect(runCheck(config, options({ token: 'owner' }), { log })).rejects.toThrow('403 You do not have permission to do this');
    await expect(runCheck(config, options({ apiUrl: 'http://127.0.0.1:1' }), { log })).rejects.toThrow('Cannot reach http://127.0.0.1:1');
  });
});
