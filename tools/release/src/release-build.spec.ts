import fs from 'node:fs';
import path from 'node:path';
import { buildRelease, publishRelease } from './release-build.mjs';
import { releaseDir } from './deployment-document.mjs';
import { fakeDist, fakeRelease, tempConfig, workspaceRoot } from './test-support';

const contractVersion = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'libs/remote-contract/package.json'), 'utf8')).version;

describe('publishing a built remote as a versioned release', () => {
  it('copies the build to releases/<remote>/<version>/ with its release.json', () => {
    const config = tempConfig();
    const { dir, info } = publishRelease(config, {
      remote: 'menu',
      version: '2026.11.23-abc1234',
      builtDir: fakeDist('menu__v2026_11_23_abc1234'),
      gitSha: 'abc1234',
      now: new Date('2026-11-23T10:00:00Z'),
    });
    expect(dir).toBe(path.join(config.releasesDir, 'menu', '2026.11.23-abc1234'));
    expect(fs.readdirSync(dir).sort()).toEqual(['main.abcd1234.js', 'mf-manifest.json', 'release.json', 'remoteEntry.js']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'))).toEqual(info);
    expect(info).toEqual({
      remote: 'menu',
      version: '2026.11.23-abc1234',
      container: 'menu__v2026_11_23_abc1234',
      builtAt: '2026-11-23T10:00:00.000Z',
      gitSha: 'abc1234',
      contractVersion,
    });
    expect(fs.readdirSync(path.join(config.releasesDir, 'menu'))).toEqual(['2026.11.23-abc1234']); // no staging left
  });

  it('never overwrites a version, nor gives two versions one container name', () => {
    const config = tempConfig();
    fakeRelease(config, 'menu', '1.0.0');
    const firstEntry = fs.readFileSync(path.join(releaseDir(config, 'menu', '1.0.0'), 'remoteEntry.js'), 'utf8');
    expect(() => fakeRelease(config, 'menu', '1.0.0')).toThrow(/already released/);
    expect(() => fakeRelease(config, 'menu', '1_0_0')).toThrow(/would share container name menu__v1_0_0 with release 1\.0\.0/);
    expect(fs.readFileSync(path.join(releaseDir(config, 'menu', '1.0.0'), 'remoteEntry.js'), 'utf8')).toBe(firstEntry);
    fakeRelease(config, 'deals', '1.0.0'); // another remote's 1.0.0 is its own
  });

  it('refuses a build whose container is not the versioned one (a normal build copied by mistake)', () => {
    const config = tempConfig();
    expect(() => publishRelease(config, { remote: 'menu', version: '1.0.0', builtDir: fakeDist('menu') })).toThrow(
      /container is 'menu', expected 'menu__v1_0_0'/,
    );
    expect(fs.existsSync(releaseDir(config, 'menu', '1.0.0'))).toBe(false);
  });

  it('builds into a scratch folder it removes, whatever happens', () => {
    const config = tempConfig();
    const calls: Array<{ remote: string; version: string; outDir: string }> = [];
    const { info } = buildRelease(config, {
      remote: 'deals',
      version: '3.0.0',
      build: ({ remote, version, outDir }: { remote: string; version: string; outDir: string }) => {
        calls.push({ remote, version, outDir });
        fs.cpSync(fakeDist('deals__v3_0_0'), outDir, { recursive: true });
      },
    });
    expect(info.container).toBe('deals__v3_0_0');
    expect(calls[0].outDir.startsWith(path.join(config.releasesDir, 'deals', '.build-'))).toBe(true);
    expect(fs.readdirSync(path.join(config.releasesDir, 'deals'))).toEqual(['3.0.0']);
    expect(() =>
      buildRelease(config, {
        remote: 'deals',
        version: '3.1.0',
        build: ({ outDir }: { outDir: string }) => {
          fs.mkdirSync(outDir, { recursive: true });
          throw new Error('rspack failed');
        },
      }),
    ).toThrow('rspack failed');
    expect(fs.readdirSync(path.join(config.releasesDir, 'deals'))).toEqual(['3.0.0']);
    expect(() => buildRelease(config, { remote: 'pizza', build: () => undefined })).toThrow(/Unknown remote 'pizza'/);
  });

  it('defaults the version to the day and the commit', () => {
    const config = tempConfig();
    const { info } = buildRelease(config, {
      remote: 'menu',
      now: new Date('2026-11-23T10:00:00Z'),
      build: ({ version, outDir }: { version: string; outDir: string }) =>
        fs.cpSync(fakeDist(`menu__v${version.replace(/[^A-Za-z0-9]/g, '_')}`), outDir, { recursive: true }),
    });
    expect(info.version).toMatch(/^2026\.11\.23-[0-9a-f]{7}$/);
    expect(info.gitSha).toBe(info.version.slice(-7));
  });

  it('builds the real menu remote alone, its container named for the version, leaving dist/ untouched', () => {
    const config = tempConfig();
    const distManifest = path.join(workspaceRoot, 'dist/apps/menu-remote/mf-manifest.json');
    const distBefore = fs.existsSync(distManifest) ? fs.readFileSync(distManifest, 'utf8') : null;

    const { dir, info } = buildRelease(config, { remote: 'menu', version: 'test.1' });

    expect(info.container).toBe('menu__vtest_1');
    const mf = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    expect([mf.name, mf.metaData.name, mf.metaData.globalName]).toEqual(['menu__vtest_1', 'menu__vtest_1', 'menu__vtest_1']);
    const entry = fs.readFileSync(path.join(dir, mf.metaData.remoteEntry.name), 'utf8');
    expect(entry).toContain('menu__vtest_1');
    expect(fs.existsSync(path.join(dir, `${mf.metaData.remoteEntry.name}.br`))).toBe(true);
    expect(mf.exposes.map((exposed: { name: string }) => exposed.name).sort()).toEqual(['Domain', 'RestaurantMenuTab']);
    expect(fs.existsSync(distManifest) ? fs.readFileSync(distManifest, 'utf8') : null).toBe(distBefore);
  }, 90_000);
});
