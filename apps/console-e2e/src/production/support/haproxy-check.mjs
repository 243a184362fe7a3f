// HAProxy for a generated balancer file (deploy/haproxy-site.mjs) in a folder of its own, as a non-root test
// runs it, and what it says about its hosts. No import.meta here: Jest test files import it through SWC.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/**
 * The global section Debian's haproxy.cfg gives a server, reduced to a folder: no chroot, no user change,
 * the admin socket in `dir`. The generated file is read after it, as deploy/haproxy-console.conf has it.
 */
function haproxyMainConfig(dir) {
  return ['global', `    stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin`, '    stats timeout 30s', ''].join('\n');
}

/** Writes `site` and its main file into `dir` and has HAProxy check them (-c); answers HAProxy's arguments for them. */
export function checkedHaproxySite(dir, site) {
  fs.writeFileSync(path.join(dir, 'console.cfg'), site);
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyMainConfig(dir));
  const files = ['-f', path.join(dir, 'haproxy.cfg'), '-f', path.join(dir, 'console.cfg')];
  // -c prints its warnings and exits 0 with them: a warning is a mistake in the generated file here.
  const output = execFileSync(HAPROXY, ['-c', ...files], { encoding: 'utf8', stdio: 'pipe' });
  if (/\[WARNING\]|\[ALERT\]/.test(output)) throw new Error(`haproxy -c warns about the generated balancer file:\n${output}`);
  // -db: in the foreground, its output in the log.
  return ['-db', ...files];
}

/** One command on HAProxy's admin socket (what `socat /run/haproxy/admin.sock` does for an operator). */
function askHaproxy(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/**
 * The balancer's hosts as it sees them: `status` (UP, DOWN, "UP 1/2" while rising…) and `answered` (its
 * answers of 2xx so far, counted by HAProxy since it started).
 * @returns {Promise<Array<{ name: string, status: string, answered: number }>>}
 */
export async function balancerHosts(socket) {
  const [header, ...rows] = (await askHaproxy(socket, 'show stat'))
    .replace(/^# /, '')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  const column = (name) => header.indexOf(name);
  return rows
    .filter((row) => row[column('pxname')] === 'console_api_hosts' && !['FRONTEND', 'BACKEND'].includes(row[column('svname')]))
    .map((row) => ({ name: row[column('svname')], status: row[column('status')], answered: Number(row[column('hrsp_2xx')]) }));
}

/** Until the balancer has every host in its rotation (two checks in a row passed: deploy/haproxy-site.mjs). */
export async function waitUntilBalanced(socket, timeoutMs = 30_000) {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const hosts = await balancerHosts(socket).catch(() => []);
    if (hosts.length && hosts.every((host) => host.status === 'UP')) return;
    if (Date.now() - started > timeoutMs) throw new Error(`The balancer does not have every host up: ${JSON.stringify(hosts)}`);
  }
}
