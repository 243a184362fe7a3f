import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseConfig } from './config.mjs';
import { publishRelease } from './release-build.mjs';
import { containerName } from './naming.mjs';

export const workspaceRoot = path.resolve(__dirname, '../../..');

export type ReleaseConfig = ReturnType<typeof releaseConfig>;

/** A release root in a temporary folder; the workspace root stays the real one (contract version, apps). */
export function tempConfig(env: Record<string, string> = {}): ReleaseConfig {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  return releaseConfig({ root: workspaceRoot, env: { RELEASES_DIR: path.join(dir, 'releases'), USER: 'tester', ...env } });
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
