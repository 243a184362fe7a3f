import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseConfig } from './config.mjs';
import { memoryReleaseStore } from './release-store.mjs';
import { publishRelease } from './release-build.mjs';
import { containerName } from './naming.mjs';

export const workspaceRoot = path.resolve(__dirname, '../../..');

export type ReleaseConfig = ReturnType<typeof releaseConfig>;

/**
 * A release root in a temporary folder, and the release state in memory (the API's store's rules, for the
 * commands' logic; rollout-api.spec.ts runs them against the real API); the workspace root stays the real
 * one (contract version, apps).
 */
export function tempConfig(env: Record<string, string> = {}): ReleaseConfig {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  return releaseConfig({
    root: workspaceRoot,
    env: { RELEASES_DIR: path.join(dir, 'releases'), USER: 'tester', ...env },
    store: memoryReleaseStore({ who: 'tester' }),
  });
}

/** What a build leaves in dist/apps/<project>: an mf-manifest.json naming the container, and an entry. */
export function fakeDist(container: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-dist-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: container,
      name: container,
      metaData: { name: container, globalName: container, remoteEntry: { name: 'remoteEntry.js' } },
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${container};`);
  fs.writeFileSync(path.join(dir, 'main.abcd1234.js'), '// a chunk');
  return dir;
}

export function fakeRelease(config: ReleaseConfig, remote: string, version: string) {
  return publishRelease(config, { remote, version, builtDir: fakeDist(containerName(remote, version)), gitSha: 'abc1234' });
}

/**
 * A folder served over HTTP by another process (the release commands block while they check a URL, so
 * the server cannot live in the test's own event loop), on a free port. Resolves once it listens.
 */
export function serveFolderInChild(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
    const server = http.createServer((request, response) => {
      const file = path.join(process.argv[1], decodeURIComponent(new URL(request.url, 'http://x').pathname));
      if (!file.startsWith(process.argv[1]) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file));
    }).listen(0, '127.0.0.1', () => console.log('LISTENING ' + server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /^LISTENING (\d+)$/m.exec(printed)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`the folder server exited (${code})`)));
  });
}

/** Puts a hand-made document in the release store, as a tick or another host would have written it. */
export async function putDocument(config: ReleaseConfig, document: object | null): Promise<void> {
  const { version } = await config.store.read();
  await config.store.write({ version, command: null, document });
}
