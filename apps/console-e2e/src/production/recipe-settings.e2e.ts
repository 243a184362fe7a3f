import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEPLOYMENT_UNREADABLE } from '../../../../tools/deployment/response-headers.mjs';
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { checkedNginxSite } from './support/nginx-check.mjs';

// The recipe's commands in settings the running stack does not have: a load balancer in front, and a
// deployment file that cannot be read. Run as the operator runs them (deploy/README.md).

const workspaceRoot = path.resolve(__dirname, '../../../..');
let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-recipe-'));
  env = {
    PATH: process.env.PATH,
    CONSOLE_URL: 'https://console.example.com',
    RELEASES_DIR: path.join(dir, 'releases'),
    DEPLOYMENT_FILE: path.join(dir, 'deployment.json'),
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

  it('answers /deployment.json with a fixed sentence when the deployment file cannot be read, the reason in the log only', async () => {
    fs.writeFileSync(env.DEPLOYMENT_FILE as string, '{ not json');
    const port = await freePort();
    const endpoint = spawn(process.execPath, [path.join(workspaceRoot, 'deploy/deployment-endpoint.mjs')], {
      cwd: workspaceRoot,
      env: { ...env, DEPLOYMENT_ENDPOINT: `127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    endpoint.stderr.on('data', (chunk) => (log += chunk));
    const exited = new Promise((resolve) => endpoint.once('exit', resolve));
    try {
      const response = await answerOf(`http://127.0.0.1:${port}/deployment.json`);
      expect({ status: response.status, body: await response.text() }).toEqual({ status: 500, body: DEPLOYMENT_UNREADABLE });
      expect(log).toContain(`Could not read the deployment manifest: ${parseErrorOf('{ not json')}`);
    } finally {
      endpoint.kill('SIGTERM');
      await exited;
    }
  });
});

/** The first answer of `url`, once something listens there (10 s at most). */
async function answerOf(url: string): Promise<Response> {
  for (let tries = 0; ; tries++) {
    try {
      return await fetch(url);
    } catch (error) {
      if (tries >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** What JSON.parse says of `text` (the endpoint runs on the same Node.js). */
function parseErrorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} parses`);
}
