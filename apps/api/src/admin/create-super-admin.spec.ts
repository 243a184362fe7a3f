import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailMessages, nameRules, passwordMessages } from '@console/rules';
import { buildApi } from '../app';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createEmptyDatabase, runApiCommand } from '../testing/api-processes';
import { TEST_TOKEN_SECRET } from '../testing/test-api';
import { ensurePgliteTemplate } from '../testing/template-database';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { AdminCommandError, createSuperAdmin } from './create-super-admin';

const PASSWORD = 'Opening#Day1';

/**
 * A database the command can open from another process: an empty PostgreSQL database, or a PGlite folder
 * unpacked from the migrated template, before its seed (a new folder's initdb would take most of the
 * command's time; migrating from nothing is what the PostgreSQL run checks).
 */
async function emptyDatabaseForCommands(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const database = await createEmptyDatabase('admin_command');
    return {
      env: { DATABASE_URL: database.url },
      open: () => openDatabase({ databaseUrl: database.url, dataDir: '' }),
      drop: database.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-admin-command-'));
  // The tarball holds the data folder's files: tar unpacks it in a fraction of PGlite's loadDataDir time.
  execFileSync('tar', ['-xf', await ensurePgliteTemplate('migrated'), '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  return {
    env: { API_DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const runCreateSuperAdmin = (env: Record<string, string>, stdin: string, email = 'ops@restaurants.example') =>
  runApiCommand(
    'apps/api/src/admin/cli.ts',
    ['create-super-admin', '--email', email, '--first-name', 'Ops', '--last-name', 'Lead'],
    env,
    stdin,
  );

describe('npm run admin -- create-super-admin', () => {
  let database: Awaited<ReturnType<typeof emptyDatabaseForCommands>>;

  beforeAll(async () => {
    database = await emptyDatabaseForCommands();
  });
  afterAll(() => database?.drop());

  it('makes a super admin from a password on standard input, prints no secret, and they sign in', async () => {
    const created = await runCreateSuperAdmin(database.env, `${PASSWORD}\n`, ' Ops@Restaurants.example ');

    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^database: (PostgreSQL \(DATABASE_URL\)|PGlite .+)\nSuper admin ops@restaurants\.example created \(user \d+\)/,
    );
    expect(created.stdout).not.toContain(PASSWORD);

    const db = await database.open();
    try {
      const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      expect(count).toBe(1); // the operator's account and nothing else: no demo seed
      const app = await buildApi({ db, tokenSecret: TEST_TOKEN_SECRET });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const signIn = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emailAddress: 'ops@restaurants.example', password: PASSWORD, userType: 'Administrator' }),
      }).finally(() => app.close());
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { user: unknown }).user).toMatchObject({
        fullName: 'Ops Lead',
        userSettings: { isSuperAdmin: true, needToChangePassword: false },
      });
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses an email that is taken in one line, exit 1, without printing the password', async () => {
    const refused = await runCreateSuperAdmin(database.env, `${PASSWORD}\n`, 'OPS@restaurants.example');

    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Cannot create the super admin: An account with the email ops@restaurants.example already exists\n');
    expect(refused.stdout + refused.stderr).not.toContain(PASSWORD);
  }, 60_000);

  it('refuses PGlite in production, where the account would not reach the real database', async () => {
    const refused = await runCreateSuperAdmin({ NODE_ENV: 'production', API_DATA_DIR: '/nonexistent' }, `${PASSWORD}\n`);

    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Cannot create the super admin: DATABASE_URL is required when NODE_ENV=production (load the API environment first)\n',
    );
  }, 60_000);

  it('says how to use it when the arguments are missing', async () => {
    const missing = await runApiCommand('apps/api/src/admin/cli.ts', ['create-super-admin', '--email', 'x@example.com'], database.env, '');

    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('Cannot create the super admin: Missing --first-name, --last-name');
  }, 60_000);
});

describe('the rules of a super admin (the command calls this)', () => {
  // One database for every refusal: a refusal writes nothing, which each checks.
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.dispose());

  it.each([
    ['a password outside the rule', 'weak', 'ops.rules@example.com', passwordMessages.rule],
    ['no password at all', '', 'ops.rules@example.com', passwordMessages.passwordRequired],
    ['an email that is not one', PASSWORD, 'ops-at-example', emailMessages.invalid],
    ['a name that is too long', PASSWORD, 'ops.rules@example.com', nameRules.adminFirstName.tooLong, 'A'.repeat(51)],
  ])("refuses %s with the console's message, and writes nothing", async (_name, password, email, reason, firstName = 'Ops') => {
    await expect(createSuperAdmin(database.db, { email, firstName, lastName: 'Lead', password })).rejects.toThrow(
      new AdminCommandError(reason),
    );
    expect(await database.db.query('SELECT 1 FROM users WHERE email_address = $1', [email])).toEqual([]);
  });
});
