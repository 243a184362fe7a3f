import path from 'node:path';
import { resolveTokenSecret } from './auth/token-secret';
import { ConfigError, REPO_ROOT, parseDuration, readApiEnvironment } from './config';
import { openTestDatabase } from './testing/test-database';
import { readTimeoutSettings } from './timeout-settings';

describe('readApiEnvironment', () => {
  it('has defaults for development', () => {
    const env = readApiEnvironment({});

    expect(env).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data/pglite'),
      tokenSecret: undefined,
      tokenTtlSeconds: 12 * 3600,
      smtpUrl: undefined,
      corsOrigins: undefined,
      nodeEnv: 'development',
      imageStorage: 'database',
      imageDir: path.join(REPO_ROOT, '.data/images'),
      imagePublicUrl: 'http://localhost:3333/images/',
      processes: 1,
      databasePoolSize: 10,
      remoteLoadReportsPerMinute: 120,
      auditRetentionDays: 365,
      releaseSignalReportsPerMinute: 120,
      releaseSignalsRawDays: 7,
    });
  });

  it('reads every variable', () => {
    const env = readApiEnvironment({
      API_PORT: '4000',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://localhost/console',
      API_DATA_DIR: '/var/lib/console',
      API_TOKEN_SECRET: 'k7Qp2vXz9LmR4tWc8NbY3hJd6FsG1aEu5oIy',
      API_TOKEN_TTL: '30m',
      SMTP_URL: 'smtp://mail.example.com:587',
      CONSOLE_ORIGINS: 'https://console.example.com, https://admin.example.com',
      NODE_ENV: 'production',
      IMAGE_STORAGE: 'inline',
      IMAGE_DIR: '/var/lib/console-images',
      IMAGE_PUBLIC_URL: 'https://cdn.example.com/console/images',
      API_PROCESSES: '4',
      DATABASE_POOL_SIZE: '20',
      REMOTE_LOAD_REPORTS_PER_MINUTE: '30',
      AUDIT_RETENTION_DAYS: '730',
      RELEASE_SIGNAL_REPORTS_PER_MINUTE: '60',
      RELEASE_SIGNALS_RAW_DAYS: '3',
    });

    expect(env).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://localhost/console',
      dataDir: '/var/lib/console',
      tokenTtlSeconds: 1800,
      smtpUrl: 'smtp://mail.example.com:587',
      corsOrigins: ['https://console.example.com', 'https://admin.example.com'],
      nodeEnv: 'production',
      imageStorage: 'inline',
      imageDir: '/var/lib/console-images',
      imagePublicUrl: 'https://cdn.example.com/console/images/',
      processes: 4,
      databasePoolSize: 20,
      remoteLoadReportsPerMinute: 30,
      auditRetentionDays: 730,
      releaseSignalReportsPerMinute: 60,
      releaseSignalsRawDays: 3,
    });
  });

  it('refuses several processes on PGlite, which one process opens at a time', () => {
    expect(() => readApiEnvironment({ API_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => readApiEnvironment({ API_PROCESSES: '2' })).toThrow('API_PROCESSES=2 needs DATABASE_URL: PGlite is an embedded database');
    expect(readApiEnvironment({ API_PROCESSES: '1' }).processes).toBe(1);
  });

  it.each([
    [{ API_PROCESSES: '0', DATABASE_URL: 'postgres://localhost/console' }, 'API_PROCESSES must be a whole number of at least 1: 0'],
    [{ API_PROCESSES: 'many', DATABASE_URL: 'postgres://localhost/console' }, 'API_PROCESSES must be a whole number'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE must be a whole number of at least 2: 1'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE must be a whole number'],
    [{ REMOTE_LOAD_REPORTS_PER_MINUTE: '0' }, 'REMOTE_LOAD_REPORTS_PER_MINUTE must be a whole number of at least 1: 0'],
    [{ AUDIT_RETENTION_DAYS: '0' }, 'AUDIT_RETENTION_DAYS must be a whole number of at least 1: 0'],
    [{ AUDIT_RETENTION_DAYS: '90d' }, 'AUDIT_RETENTION_DAYS must be a whole number of at least 1: 90d'],
    [{ AUDIT_RETENTION_DAYS: '36501' }, 'AUDIT_RETENTION_DAYS must be a whole number of at most 36500: 36501'],
  ])('refuses the process setting %j', (env, message) => {
    expect(() => readApiEnvironment(env)).toThrow(ConfigError);
    expect(() => readApiEnvironment(env)).toThrow(message);
  });

  it('reads the image storage: a relative IMAGE_DIR from the repo root, the default URL from where the API listens', () => {
    expect(readApiEnvironment({ IMAGE_STORAGE: ' Filesystem ', IMAGE_DIR: 'tmp/pictures' })).toMatchObject({
      imageStorage: 'filesystem',
      imageDir: path.join(REPO_ROOT, 'tmp/pictures'),
    });
    expect(readApiEnvironment({ API_PORT: '4100', API_HOST: '0.0.0.0' }).imagePublicUrl).toBe('http://localhost:4100/images/');
    expect(readApiEnvironment({ API_HOST: 'api.internal' }).imagePublicUrl).toBe('http://api.internal:3333/images/');
    expect(readApiEnvironment({ API_HOST: 'fd00::5' }).imagePublicUrl).toBe('http://[fd00::5]:3333/images/');
    expect(readApiEnvironment({ IMAGE_PUBLIC_URL: '/images' }).imagePublicUrl).toBe('/images/');
    expect(readApiEnvironment({ IMAGE_PUBLIC_URL: 'http://localhost:3333/images/' }).imagePublicUrl).toBe('http://localhost:3333/images/');
  });

  it.each([
    [{ IMAGE_STORAGE: 'nfs' }, 'IMAGE_STORAGE must be database, s3, filesystem or inline: nfs'],
    [{ IMAGE_STORAGE: 's3' }, 'IMAGE_S3_BUCKET is required when IMAGE_STORAGE=s3'],
    [{ IMAGE_STORAGE: 's3', IMAGE_S3_BUCKET: 'Console_Images' }, 'IMAGE_S3_BUCKET is not a bucket name: Console_Images'],
    [{ IMAGE_STORAGE: 's3', IMAGE_S3_BUCKET: 'images', IMAGE_S3_ENDPOINT: 'minio:9000' }, 'IMAGE_S3_ENDPOINT must be an http(s) URL'],
    [{ IMAGE_STORAGE: 's3', IMAGE_S3_BUCKET: 'images', IMAGE_S3_PREFIX: '/images' }, 'IMAGE_S3_PREFIX must be folder names ending in /'],
    [{ IMAGE_STORAGE: 's3', IMAGE_S3_BUCKET: 'images', IMAGE_S3_FORCE_PATH_STYLE: 'maybe' }, 'IMAGE_S3_FORCE_PATH_STYLE must be 1 or 0'],
    [{ IMAGE_PUBLIC_URL: 'ftp://files.example.com/images/' }, 'IMAGE_PUBLIC_URL must be'],
    [{ IMAGE_PUBLIC_URL: 'javascript:alert(1)' }, 'IMAGE_PUBLIC_URL must be'],
    [{ IMAGE_PUBLIC_URL: '//cdn.example.com/images/' }, 'IMAGE_PUBLIC_URL must be'],
    [{ IMAGE_PUBLIC_URL: 'https://cdn.example.com/images/?v=1' }, 'IMAGE_PUBLIC_URL must be'],
    [{ IMAGE_PUBLIC_URL: 'images/' }, 'IMAGE_PUBLIC_URL must be'],
  ])('refuses the image setting %j', (env, message) => {
    expect(() => readApiEnvironment(env)).toThrow(ConfigError);
    expect(() => readApiEnvironment(env)).toThrow(message);
  });

  it('reads the S3 bucket settings; credentials are left to the SDK (its AWS_* variables), never repeated in a refusal', () => {
    expect(
      readApiEnvironment({
        IMAGE_STORAGE: 'S3',
        IMAGE_S3_BUCKET: 'console-images',
        IMAGE_S3_ENDPOINT: 'http://minio.internal:9000/',
        IMAGE_S3_FORCE_PATH_STYLE: '1',
        IMAGE_S3_PREFIX: 'console/images/',
        AWS_REGION: 'eu-west-3',
      }),
    ).toMatchObject({
      imageStorage: 's3',
      imageS3: {
        bucket: 'console-images',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        prefix: 'console/images/',
        region: 'eu-west-3',
      },
    });
    expect(readApiEnvironment({ IMAGE_STORAGE: 's3', IMAGE_S3_BUCKET: 'images', IMAGE_S3_REGION: 'auto' }).imageS3).toEqual({
      bucket: 'images',
      endpoint: undefined,
      region: 'auto',
      forcePathStyle: false,
      prefix: '',
    });
    const withCredentials = () =>
      readApiEnvironment({
        IMAGE_STORAGE: 's3',
        IMAGE_S3_BUCKET: 'images',
        IMAGE_S3_ENDPOINT: 'https://key:hunter2-secret@r2.example.com',
      });
    expect(withCredentials).toThrow(
      'IMAGE_S3_ENDPOINT must be an http(s) URL without credentials, query or fragment: https://r2.example.com',
    );
    expect(withCredentials).not.toThrow(/hunter2/);
  });

  it('says when IMAGE_DIR is set but not used (the files are not served until migrate-images moves them in)', () => {
    expect(readApiEnvironment({ IMAGE_DIR: '/srv/console/images' }).imageDirIgnored).toBe(true);
    expect(readApiEnvironment({ IMAGE_STORAGE: 'filesystem', IMAGE_DIR: '/srv/console/images' }).imageDirIgnored).toBe(false);
    expect(readApiEnvironment({}).imageDirIgnored).toBe(false);
  });

  it('keeps images in the database in production unless told otherwise, at an IMAGE_PUBLIC_URL it requires (one host’s own address is no URL for all)', () => {
    const production = {
      NODE_ENV: 'production',
      API_TOKEN_SECRET: 'k7Qp2vXz9LmR4tWc8NbY3hJd6FsG1aEu5oIy',
      CONSOLE_ORIGINS: 'https://console.example.com',
      DATABASE_URL: 'postgres://localhost/console',
      API_MAIL_DISABLED: '1',
    };
    expect(() => readApiEnvironment(production)).toThrow(
      new ConfigError(
        'IMAGE_PUBLIC_URL is required when NODE_ENV=production: the URL browsers fetch images from, the same on every host (https://console.example.com/api/images/)',
      ),
    );
    expect(readApiEnvironment({ ...production, IMAGE_PUBLIC_URL: 'https://console.example.com/api/images/' })).toMatchObject({
      imageStorage: 'database',
      imagePublicUrl: 'https://console.example.com/api/images/',
    });
    // Data URLs in the rows have no public URL to agree on.
    expect(readApiEnvironment({ ...production, IMAGE_STORAGE: 'inline' }).imageStorage).toBe('inline');
  });

  it('refuses to start in production without a strong token secret', () => {
    expect(() => readApiEnvironment({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('API_TOKEN_SECRET is required when NODE_ENV=production'),
    );
    expect(() => readApiEnvironment({ NODE_ENV: 'production', API_TOKEN_SECRET: 'short' })).toThrow(
      'API_TOKEN_SECRET must be at least 32 characters long',
    );
  });

  it.each([
    ['45s', 45],
    ['30m', 1800],
    ['12h', 43200],
    ['2d', 172800],
    ['3600', 3600],
  ])('reads the duration %s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('reads API_TRUST_PROXY as Fastify trustProxy takes it, and refuses anything else', () => {
    const trustProxy = (value?: string) => readApiEnvironment(value === undefined ? {} : { API_TRUST_PROXY: value }).trustProxy;
    expect([trustProxy(), trustProxy(''), trustProxy('false'), trustProxy('true'), trustProxy('2')]).toEqual([
      false,
      false,
      false,
      true,
      2,
    ]);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1, fd00::/8 ,loopback,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
    for (const [value, bad] of [
      ['yes', 'yes'],
      ['10.0.0.1,proxy.example.com', 'proxy.example.com'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['10.0.0.1,,10.0.0.2', '(empty entry)'],
      ['-1', '-1'],
    ]) {
      expect(() => trustProxy(value)).toThrow(
        new ConfigError(`API_TRUST_PROXY must be false, true, a number of hops, or a comma list of proxy addresses or CIDR ranges: ${bad}`),
      );
    }
  });

  it('bounds API_TOKEN_TTL at a day, one line naming the variable', () => {
    expect(readApiEnvironment({}).tokenTtlSeconds).toBe(12 * 3600);
    expect(readApiEnvironment({ API_TOKEN_TTL: '24h' }).tokenTtlSeconds).toBe(86400);
    expect(readApiEnvironment({ API_TOKEN_TTL: '86400' }).tokenTtlSeconds).toBe(86400);
    for (const value of ['86401', '25h', '2d', '1441m']) {
      expect(() => readApiEnvironment({ API_TOKEN_TTL: value })).toThrow(new ConfigError(`API_TOKEN_TTL must be at most 24h: ${value}`));
    }
    expect(() => readApiEnvironment({ API_TOKEN_TTL: '0' })).toThrow(new ConfigError('API_TOKEN_TTL must be positive'));
  });

  it('refuses a bad duration or port', () => {
    expect(() => parseDuration('soon')).toThrow(ConfigError);
    expect(() => readApiEnvironment({ API_PORT: 'http' })).toThrow(ConfigError);
  });
});

describe('resolveTokenSecret', () => {
  it('generates a secret once and keeps it in the settings table', async () => {
    const { db, dispose } = await openTestDatabase();
    try {
      const first = await resolveTokenSecret(db, undefined);
      const second = await resolveTokenSecret(db, undefined);
      const configured = await resolveTokenSecret(db, 'from-the-environment');

      expect(first).toHaveLength(43);
      expect(second).toBe(first);
      expect(configured).toBe('from-the-environment');
    } finally {
      await dispose();
    }
  });
});

describe('timeouts', () => {
  it('has defaults: 5 s to connect, 30 s a statement, 60 s idle in a transaction, 60 s a request, 10 s to stop', () => {
    expect(readApiEnvironment({})).toMatchObject({
      databaseTimeouts: { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 60_000 },
      requestTimeoutMs: 60_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('drains for 5 s after SIGTERM in production (API_DRAIN_DELAY), not at all elsewhere, as long as asked', () => {
    expect(readTimeoutSettings({ NODE_ENV: 'production' }).drainMs).toBe(5_000);
    expect(readApiEnvironment({}).drainMs).toBe(0);
    expect(readTimeoutSettings({ NODE_ENV: 'production', API_DRAIN_DELAY: '0' }).drainMs).toBe(0);
    expect(readApiEnvironment({ API_DRAIN_DELAY: '12s' }).drainMs).toBe(12_000);
    expect(() => readApiEnvironment({ API_DRAIN_DELAY: '5' })).toThrow(
      'API_DRAIN_DELAY must be a duration like 30s, 500ms or 2m, at most 24h (0 for none): 5',
    );
  });

  it('reads durations in ms, s, m or h, and 0 for none where none makes sense', () => {
    const env = readApiEnvironment({
      DATABASE_CONNECT_TIMEOUT: '1500ms',
      DATABASE_STATEMENT_TIMEOUT: '2m',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: '0',
      API_REQUEST_TIMEOUT: ' 45s ',
      API_SHUTDOWN_TIMEOUT: '1h',
    });

    expect(env).toMatchObject({
      databaseTimeouts: { connectMs: 1_500, statementMs: 120_000, idleInTransactionMs: 0 },
      requestTimeoutMs: 45_000,
      shutdownTimeoutMs: 3_600_000,
    });
    expect(readApiEnvironment({ DATABASE_STATEMENT_TIMEOUT: '0', API_REQUEST_TIMEOUT: '0' })).toMatchObject({
      databaseTimeouts: { statementMs: 0 },
      requestTimeoutMs: 0,
    });
  });

  it.each([
    [
      { DATABASE_STATEMENT_TIMEOUT: '30000' },
      'DATABASE_STATEMENT_TIMEOUT must be a duration like 30s, 500ms or 2m, at most 24h (0 for none): 30000',
    ],
    [{ DATABASE_CONNECT_TIMEOUT: '0' }, 'DATABASE_CONNECT_TIMEOUT must be a duration like 30s, 500ms or 2m, at most 24h: 0'],
    [{ DATABASE_CONNECT_TIMEOUT: 'soon' }, 'DATABASE_CONNECT_TIMEOUT must be a duration like 30s, 500ms or 2m, at most 24h: soon'],
    [{ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: '-5s' }, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT must be a duration'],
    [{ API_REQUEST_TIMEOUT: '1.5s' }, 'API_REQUEST_TIMEOUT must be a duration'],
    [{ API_SHUTDOWN_TIMEOUT: '0' }, 'API_SHUTDOWN_TIMEOUT must be a duration like 30s, 500ms or 2m, at most 24h: 0'],
    [{ API_SHUTDOWN_TIMEOUT: '25h' }, 'API_SHUTDOWN_TIMEOUT must be a duration like 30s, 500ms or 2m, at most 24h: 25h'],
  ])('refuses the timeout %j with a line naming the variable', (env, message) => {
    expect(() => readApiEnvironment(env)).toThrow(ConfigError);
    expect(() => readApiEnvironment(env)).toThrow(message);
  });
});
