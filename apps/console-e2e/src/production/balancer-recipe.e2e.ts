import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HAPROXY } from './support/haproxy-check.mjs';
import { recipeEnv } from './support/recipe-env.mjs';

// deploy/README.md, "Two or more hosts", as an operator follows it: console.env with API_BALANCER and the
// hosts, `node deploy/haproxy-config.mjs --out /etc/haproxy/console.cfg`, and Debian's haproxy service
// reading it beside its own haproxy.cfg (deploy/haproxy-console.conf), which its reload checks first.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const DEBIAN_HAPROXY_CFG = '/etc/haproxy/haproxy.cfg';
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-balancer-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function haproxyConfig(edits: Record<string, string | undefined>, out: string) {
  const env = recipeEnv('console.env.example', dir, { CONSOLE_URL: 'https://console.example.org', ...edits }) as NodeJS.ProcessEnv;
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [path.join(workspaceRoot, 'deploy/haproxy-config.mjs'), '--out', out], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The files Debian's service reads: -f $CONFIG, then the -f of the drop-in's EXTRAOPTS. */
function serviceFiles(): string[] {
  const dropIn = fs.readFileSync(path.join(workspaceRoot, 'deploy/haproxy-console.conf'), 'utf8');
  const extra = /^Environment="EXTRAOPTS=(.*)"$/m.exec(dropIn)?.[1] ?? '';
  return [DEBIAN_HAPROXY_CFG, ...[...extra.matchAll(/-f (\S+)/g)].map((match) => match[1])];
}

it('writes a balancer file that Debian’s haproxy accepts beside its own haproxy.cfg, where the drop-in has the service read it', async () => {
  const [main, balancerFile] = serviceFiles();
  expect(balancerFile).toBe('/etc/haproxy/console.cfg');
  const out = path.join(dir, path.basename(balancerFile));
  const written = await haproxyConfig({ API_BALANCER: '127.0.0.1:3400', API_UPSTREAMS: '10.0.0.11:3333,10.0.0.12:3333' }, out);
  expect(written).toMatchObject({ code: 0, stderr: '' });

  const site = fs.readFileSync(out, 'utf8');
  expect(site).toContain('    bind 127.0.0.1:3400\n');
  expect(site).toMatch(/ {4}server host-1 10\.0\.0\.11:3333\n {4}server host-2 10\.0\.0\.12:3333\n/);
  const { stdout } = await promisify(execFile)(HAPROXY, ['-c', '-f', main, '-f', out]);
  expect(stdout.trim()).toBe('Configuration file is valid');
});

it.each([
  [{ API_BALANCER: undefined }, 'API_BALANCER must be set (host:port, where the balancer listens for nginx)'],
  [{ API_BALANCER: '3400' }, "API_BALANCER must be host:port[,host:port…]: '3400'"],
  [{ API_BALANCER: '127.0.0.1:3400,127.0.0.2:3400' }, "API_BALANCER is one host:port: '127.0.0.1:3400,127.0.0.2:3400'"],
  [{ API_BALANCER: '127.0.0.1:3400', API_UPSTREAMS: 'api-host-1' }, "API_UPSTREAMS must be host:port[,host:port…]: 'api-host-1'"],
])('refuses %j with one line naming the setting, writing nothing', async (edits, message) => {
  const out = path.join(dir, 'console.cfg');
  expect(await haproxyConfig(edits, out)).toEqual({ code: 1, stdout: '', stderr: `${message}\n` });
  expect(fs.existsSync(out)).toBe(false);
});
