import { randomBytes } from 'node:crypto';
import { ConfigError, readApiEnvironment } from './config';
import { TEST_TOKEN_SECRET } from './testing/test-api';

/** A production environment that passes every check; each test removes or adds one thing. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  API_TOKEN_SECRET: 'Vq3nR8wL2xK9pT5mZ7cY4bH6jD1fG0sAe',
  CONSOLE_ORIGINS: 'https://console.example.com',
  DATABASE_URL: 'postgres://db.example.com/console',
  SMTP_URL: 'smtps://mail.example.com',
  IMAGE_PUBLIC_URL: 'https://console.example.com/api/images/',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readApiEnvironment(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('what a start may do beyond the contract', () => {
  it('serves no development route, seeds nothing and needs no mail when nothing asks, whatever NODE_ENV is', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(readApiEnvironment({ NODE_ENV })).toMatchObject({ devRoutes: false, demoSeed: false, mailDisabled: false });
    }
  });

  it('does what the flags ask, and refuses a flag it cannot read', () => {
    expect(readApiEnvironment({ API_DEV_ROUTES: '1', API_DEMO_SEED: 'true', API_MAIL_DISABLED: 'yes' })).toMatchObject({
      devRoutes: true,
      demoSeed: true,
      mailDisabled: true,
    });
    expect(readApiEnvironment({ API_DEV_ROUTES: '0', API_DEMO_SEED: 'false' })).toMatchObject({ devRoutes: false, demoSeed: false });
    expect(refusal({ API_DEMO_SEED: 'please' })).toBe('API_DEMO_SEED must be 1 or 0 (true or false): please');
  });

  it('reads CONSOLE_ORIGINS as origins and refuses anything else', () => {
    expect(readApiEnvironment({ CONSOLE_ORIGINS: 'https://a.example.com/, http://localhost:4200' }).corsOrigins).toEqual([
      'https://a.example.com',
      'http://localhost:4200',
    ]);
    expect(refusal({ CONSOLE_ORIGINS: 'https://a.example.com/console' })).toBe(
      'CONSOLE_ORIGINS must list origins like https://console.example.com, comma-separated: https://a.example.com/console',
    );
    expect(refusal({ CONSOLE_ORIGINS: '*' })).toContain('CONSOLE_ORIGINS must list origins');
  });
});

describe('NODE_ENV=production refuses what is unsafe, one line naming the variable', () => {
  it('accepts a safe production environment', () => {
    expect(readApiEnvironment(SAFE_PRODUCTION)).toMatchObject({ nodeEnv: 'production', devRoutes: false, demoSeed: false });
  });

  it.each([
    ['no token secret', { API_TOKEN_SECRET: undefined }, 'API_TOKEN_SECRET is required when NODE_ENV=production'],
    ['a short token secret', { API_TOKEN_SECRET: 'short' }, 'API_TOKEN_SECRET must be at least 32 characters long'],
    [
      'no console origins (no localhost default)',
      { CONSOLE_ORIGINS: undefined },
      'CONSOLE_ORIGINS is required when NODE_ENV=production: the console origins allowed to call the API',
    ],
    [
      'PGlite',
      { DATABASE_URL: undefined },
      'DATABASE_URL is required when NODE_ENV=production (or set API_ALLOW_PGLITE=1 to use the embedded PGlite)',
    ],
    [
      'the development routes',
      { API_DEV_ROUTES: '1' },
      'API_DEV_ROUTES cannot be set when NODE_ENV=production: /__dev/outbox hands out reset codes',
    ],
    [
      'the demo seed',
      { API_DEMO_SEED: '1' },
      'API_DEMO_SEED cannot be set when NODE_ENV=production: the demo accounts have a published password',
    ],
    [
      'the light password hashes of the tests',
      { API_LIGHT_PASSWORD_HASHES: '1' },
      'API_LIGHT_PASSWORD_HASHES cannot be set when NODE_ENV=production: it weakens password hashing for tests',
    ],
    [
      'no mail transport',
      { SMTP_URL: undefined },
      'SMTP_URL is required when NODE_ENV=production (or set API_MAIL_DISABLED=1 to send no mail at all)',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(refusal({ ...SAFE_PRODUCTION, ...change })).toBe(message);
  });

  it('refuses a secret with too little variety, whatever its length', () => {
    const message =
      'API_TOKEN_SECRET has too little variety (under 128 bits by its characters): use a random one, e.g. openssl rand -base64 48';
    for (const secret of ['a'.repeat(32), 's'.repeat(64), 'ab'.repeat(40), `${'a'.repeat(40)}0123456789abcdef`]) {
      expect(refusal({ ...SAFE_PRODUCTION, API_TOKEN_SECRET: secret })).toBe(message);
    }
    // What the recipe suggests (openssl rand -base64 48) and the ends of other usual generators pass.
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('base64url'),
      randomBytes(32).toString('hex'),
      TEST_TOKEN_SECRET,
    ]) {
      expect(readApiEnvironment({ ...SAFE_PRODUCTION, API_TOKEN_SECRET: secret }).tokenSecret).toBe(secret);
    }
  });

  it('refuses a trust in proxies that lets a client behind the shipped nginx site name its own address', () => {
    // nginx replaces X-Forwarded-For with the client's address: one entry, one hop. `true` believes the
    // leftmost entry and 2 hops one entry further, which a client writes whenever anything appends to it.
    for (const value of ['true', '2', '5']) {
      expect(refusal({ ...SAFE_PRODUCTION, API_TRUST_PROXY: value })).toBe(
        `API_TRUST_PROXY=${value} believes addresses a client can write in X-Forwarded-For: set loopback (nginx on this host), 1, or the proxies' addresses`,
      );
    }
    expect(readApiEnvironment({ ...SAFE_PRODUCTION, API_TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(readApiEnvironment({ ...SAFE_PRODUCTION, API_TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('trusts a number of hops only when the API listens on loopback alone', () => {
    expect(readApiEnvironment({ ...SAFE_PRODUCTION, API_HOST: '0.0.0.0', API_TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(refusal({ ...SAFE_PRODUCTION, API_HOST: '0.0.0.0', API_TRUST_PROXY: '1' })).toBe(
      "API_TRUST_PROXY=1 trusts any caller's X-Forwarded-For while API_HOST=0.0.0.0 is reachable by others: list the proxies' addresses",
    );
  });

  it('accepts PGlite and no mail when the operator says so explicitly', () => {
    expect(
      readApiEnvironment({
        ...SAFE_PRODUCTION,
        DATABASE_URL: undefined,
        SMTP_URL: undefined,
        API_ALLOW_PGLITE: '1',
        API_MAIL_DISABLED: '1',
      }),
    ).toMatchObject({ databaseUrl: undefined, allowPglite: true, mailDisabled: true, smtpUrl: undefined });
  });
});
