import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const workspaceRoot = path.resolve(__dirname, '../../../..');

/**
 * An empty PostgreSQL cluster of its own (tools/postgres/with-postgres.sh, the one way the repo makes
 * one): the script's command prints the cluster's address and waits on its standard input, so closing
 * that input ends the command and the script removes the cluster.
 */
export async function startThrowawayPostgres(): Promise<{ databaseUrl: string; stop: () => Promise<void> }> {
  const child = spawn(
    'bash',
    [path.join(workspaceRoot, 'tools/postgres/with-postgres.sh'), 'sh', '-c', 'echo "$DATABASE_URL"; exec cat >/dev/null'],
    {
      cwd: workspaceRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    void exited.then((code) => reject(new Error(`with-postgres.sh exited with ${code}:\n${errors}`)));
  });
  const databaseUrl = await firstLine;
  return {
    databaseUrl,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
