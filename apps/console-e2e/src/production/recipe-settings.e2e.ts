import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkedNginxSite } from './support/nginx-check.mjs';

// The recipe's commands in settings the running stack does not have: a load balancer in front. Run as the
// operator runs them (deploy/README.md). (/deployment.json is the API's: apps/api/src/releases.)

const workspaceRoot = path.resolve(__dirname, '../../../..');
let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-recipe-'));
  env = {
    PATH: process.env.PATH,
    CONSOLE_URL: 'https://console.example.com',
    RELEASES_DIR: path.join(dir, 'releases'),
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `node deploy/nginx-config.mjs --out -`: its exit code, the site it writes and what it says. */
async function nginxConfig(more: NodeJS.ProcessEnv) {
  const args = [path.join(workspaceRoot, 'deploy/nginx-config.mjs'), '--out', '-'];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: workspaceRoot, env: { ...env, ...more } });
    return { code: 0, site: stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, site: failed.stdout, stderr: failed.stderr };
  }
}

describe('the production recipe', () => {
  it("refuses a load balancer in front without its addresses (every client would share the balancer's for the sign-in limits)", async () => {
    const refused = await nginxConfig({ NGINX_LISTEN_PORT: '8080' });
    expect({ code: refused.code, site: refused.site }).toEqual({ code: 1, site: '' });
    expect(refused.stderr.trim()).toMatch(/^NGINX_LISTEN_PORT \(a load balancer in front\) needs NGINX_TRUSTED_PROXIES [^\n]+$/);
    const accepted = await nginxConfig({ NGINX_LISTEN_PORT: '8080', NGINX_TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(accepted.code).toBe(0);
    expect(accepted.site).toContain('set_real_ip_from 10.0.0.0/8;');
    checkedNginxSite(dir, accepted.site); // nginx -t
  });
});
