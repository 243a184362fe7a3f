import { DatabaseError } from 'pg';
import { freePort, runApiCommand } from '../testing/api-processes';
import { describeCommandFailure } from './command-failure';

const CLI = 'apps/api/src/admin/cli.ts';
const ARGS = ['create-super-admin', '--email', 'ops@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace'];

describe('an admin command that cannot use the database', () => {
  it('says so in one line when PostgreSQL does not answer, never as an error object', async () => {
    const closedPort = await freePort();
    const run = await runApiCommand(CLI, ARGS, { DATABASE_URL: `postgres://console@127.0.0.1:${closedPort}/console` }, 'Opening#Day1\n');
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Cannot create the super admin: Cannot reach PostgreSQL at DATABASE_URL (ECONNREFUSED): is it running, and is the address right?',
    ]);
  });

  it('tells a command run as the wrong Unix user (peer authentication) to run as the database role', () => {
    // The server's own answer to `sudo sh -c '… admin.js …'` (root) against DATABASE_URL=postgres://console@/console.
    const refused = Object.assign(new DatabaseError('Peer authentication failed for user "console"', 0, 'error'), { code: '28000' });
    expect(describeCommandFailure(refused)).toBe(
      'PostgreSQL refused the connection: Peer authentication failed for user "console"; run the command as the Unix user console (sudo -u console …) with the API environment loaded',
    );
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('names a database that does not exist, as PostgreSQL answers it', async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    const missing = new URL(server);
    missing.pathname = '/no_such_console_database';
    const noDatabase = await runApiCommand(CLI, ARGS, { DATABASE_URL: missing.toString() }, 'Opening#Day1\n');
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr.trim()).toBe(
      'Cannot create the super admin: database "no_such_console_database" does not exist: create it first (deploy/README.md, "Database and settings") or check DATABASE_URL',
    );
  });
});
