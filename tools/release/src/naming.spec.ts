import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertVersion, containerName, containerSuffix, defaultVersion } from './naming.mjs';
import { workspaceRoot } from './test-support';

describe('release versions and container names', () => {
  it('derives a JS-identifier container name from the remote and the version', () => {
    expect(containerName('menu', '2026.11.23-abc1234')).toBe('menu__v2026_11_23_abc1234');
    expect(containerSuffix('1.0.0')).toBe('__v1_0_0');
    for (const version of ['2026.11.23-abc1234', 'v2', 'canary_7', 'A.b-C']) {
      expect(containerName('notifications', version)).toMatch(/^[A-Za-z0-9_]+$/);
    }
  });

  it('refuses a version that is not a safe folder and URL segment', () => {
    for (const version of ['', '../menu', '1/2', 'a b', '.hidden', '-x', 'é', 'x'.repeat(65)]) {
      expect(() => assertVersion(version)).toThrow(/Invalid version/);
    }
  });

  it('defaults to the build day and the short commit', () => {
    expect(defaultVersion(new Date('2026-11-23T23:59:00Z'), 'abc1234')).toBe('2026.11.23-abc1234');
    expect(defaultVersion(new Date('2026-01-02T00:00:00Z'), undefined)).toBe('2026.01.02');
  });
});

describe('the rspack configuration of a release build', () => {
  // In a Node of its own: Jest's module system cannot load @rspack/core (ESM), and the variables are per process.
  const configOf = (app: string, env: Record<string, string>) => {
    const script = `
      const config = require(${JSON.stringify(path.join(workspaceRoot, 'apps', app, 'rspack.config.cjs'))})({}, { mode: 'production' });
      const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
      console.log(JSON.stringify({ name: federation._options.name, uniqueName: config.output.uniqueName, outputPath: config.output.path }));`;
    const cleanEnv = { ...process.env };
    delete cleanEnv.FEDERATION_NAME_SUFFIX;
    delete cleanEnv.FEDERATION_OUTPUT_PATH;
    const result = spawnSync(process.execPath, ['-e', script], { cwd: workspaceRoot, env: { ...cleanEnv, ...env }, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout.trim().split('\n').pop()!);
  };

  it('is exactly the normal build without the variables', () => {
    expect(configOf('menu-remote', {})).toEqual({
      name: 'menu',
      uniqueName: 'menu',
      outputPath: path.join(workspaceRoot, 'dist/apps/menu-remote'),
    });
  });

  it('names the container (and its chunk-loading global) with the suffix and builds outside dist/', () => {
    expect(configOf('menu-remote', { FEDERATION_NAME_SUFFIX: '__v1_0_0', FEDERATION_OUTPUT_PATH: '/tmp/out' })).toEqual({
      name: 'menu__v1_0_0',
      uniqueName: 'menu__v1_0_0',
      outputPath: '/tmp/out',
    });
  });

  it('refuses a suffix on the shell or with characters outside [A-Za-z0-9_]', () => {
    expect(() => configOf('shell', { FEDERATION_NAME_SUFFIX: '__v1' })).toThrow(/remotes only/);
    expect(() => configOf('menu-remote', { FEDERATION_NAME_SUFFIX: '-v1.0' })).toThrow(/\[A-Za-z0-9_\]/);
  });
});
