import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropCanary, promote, rollback, setCanary, setShare, setStable, STALE_ATTEMPTS, statusRows } from './commands.mjs';
import { parseShare, releaseDir, validateDeployment } from './deployment-document.mjs';
import { readDeployment, readHistory } from './commands.mjs';
import { memoryReleaseStore, StaleRelease } from './release-store.mjs';
import { fakeRelease, serveFolderInChild, tempConfig, type ReleaseConfig } from './test-support';

/** The document as the store holds it, to compare before and after. */
const fileText = async (config: ReleaseConfig) => JSON.stringify(await readDeployment(config));

describe('the deployment document, changed only through validated commands', () => {
  let config: ReleaseConfig;
  beforeEach(async () => {
    config = tempConfig();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(config, 'menu', version);
    fakeRelease(config, 'deals', '5.0.0');
  });

  it("writes stable with today's fields beside it, and records who did it", async () => {
    await setStable(config, 'menu', '1.0.0');
    const stable = { version: '1.0.0', manifestUrl: '/releases/menu/1.0.0/mf-manifest.json', container: 'menu__v1_0_0' };
    expect(await readDeployment(config)).toEqual({
      remotes: { menu: { manifestUrl: stable.manifestUrl, version: '1.0.0', stable } },
    });
    const [record] = await readHistory(config);
    expect(record).toMatchObject({ seq: 1, who: 'tester', command: ['stable', 'menu', '1.0.0'], before: null });
    expect(record.after).toEqual(await readDeployment(config));
    expect(Date.now() - Date.parse(record.at)).toBeLessThan(60_000);
  });

  it('prefixes the manifest URLs with RELEASES_BASE_URL, and writes only what loads from there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cdn-'));
    const uploaded = path.join(dir, 'cdn');
    const { child: server, port } = await serveFolderInChild(uploaded);
    const cdn = tempConfig({ RELEASES_DIR: path.join(dir, 'releases'), RELEASES_BASE_URL: `http://127.0.0.1:${port}/` });
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(cdn, 'menu', version);
    // 1.1.0 is published here but was never uploaded to the CDN; 1.2.0's manifest there is another build's.
    fs.cpSync(path.join(dir, 'releases'), path.join(uploaded, 'releases'), { recursive: true });
    fs.rmSync(path.join(uploaded, 'releases/menu/1.1.0'), { recursive: true });
    fs.copyFileSync(
      path.join(uploaded, 'releases/menu/1.0.0/mf-manifest.json'),
      path.join(uploaded, 'releases/menu/1.2.0/mf-manifest.json'),
    );
    try {
      await setStable(cdn, 'menu', '1.0.0');
      expect((await readDeployment(cdn)).remotes.menu.stable.manifestUrl).toBe(
        `http://127.0.0.1:${port}/releases/menu/1.0.0/mf-manifest.json`,
      );
      const before = await fileText(cdn);
      await expect(setCanary(cdn, 'menu', '1.1.0', 10)).rejects.toThrow(
        /menu canary: .*1\.1\.0\/mf-manifest\.json does not load \(answered 404\)/,
      );
      await expect(setCanary(cdn, 'menu', '1.2.0', 10)).rejects.toThrow(/names container 'menu__v1_0_0', expected 'menu__v1_2_0'/);
      expect(await fileText(cdn)).toBe(before);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    // The CDN down: refused too, nothing written.
    await expect(setCanary(cdn, 'menu', '1.2.0', 10)).rejects.toThrow(/does not load \(ECONNREFUSED\)/);
  });

  it('canaries, changes the share, promotes and rolls back, each change undone in turn', async () => {
    await setStable(config, 'menu', '1.0.0');
    await setStable(config, 'deals', '5.0.0');
    await setCanary(config, 'menu', '1.1.0', 10);
    expect((await readDeployment(config)).remotes.menu).toMatchObject({
      version: '1.0.0',
      stable: { version: '1.0.0' },
      canary: { version: '1.1.0', container: 'menu__v1_1_0', manifestUrl: '/releases/menu/1.1.0/mf-manifest.json', share: 10 },
    });
    const atTen = await fileText(config);

    await setShare(config, 'menu', 50);
    expect((await readDeployment(config)).remotes.menu.canary.share).toBe(50);
    expect(statusRows(await readDeployment(config)).find((row: { remote: string }) => row.remote === 'menu')).toEqual({
      remote: 'menu',
      stable: '1.0.0',
      canary: '1.1.0',
      share: '50%',
    });
    const atFifty = await fileText(config);

    await promote(config, 'menu');
    const promoted = (await readDeployment(config)).remotes.menu;
    expect(promoted).toEqual({
      manifestUrl: '/releases/menu/1.1.0/mf-manifest.json',
      version: '1.1.0',
      stable: { version: '1.1.0', manifestUrl: '/releases/menu/1.1.0/mf-manifest.json', container: 'menu__v1_1_0' },
    });
    expect((await readDeployment(config)).remotes.deals.stable.version).toBe('5.0.0');

    expect((await rollback(config)).undid.command).toEqual(['promote', 'menu']);
    expect(await fileText(config)).toBe(atFifty);
    await rollback(config);
    expect(await fileText(config)).toBe(atTen);
    await rollback(config); // the canary
    await rollback(config); // deals' stable
    await rollback(config); // menu's stable: there was no document
    expect(await readDeployment(config)).toBeNull();
    await expect(rollback(config)).rejects.toThrow(/Nothing to roll back/);

    const history = await readHistory(config);
    expect(history.map((record: { command: string[] }) => record.command[0])).toEqual([
      'stable',
      'stable',
      'canary',
      'set-share',
      'promote',
      'rollback',
      'rollback',
      'rollback',
      'rollback',
      'rollback',
    ]);
    expect(history.slice(5).map((record: { undoes: number }) => record.undoes)).toEqual([5, 4, 3, 2, 1]);
    expect(history[5].before).toEqual(history[4].after);
    expect(history[5].after).toEqual(history[4].before);
  });

  it('drops a canary, and making the canary version stable drops it too', async () => {
    await setStable(config, 'menu', '1.0.0');
    await setCanary(config, 'menu', '1.1.0', 30);
    await dropCanary(config, 'menu');
    expect((await readDeployment(config)).remotes.menu.canary).toBeUndefined();
    await setCanary(config, 'menu', '1.2.0', 30);
    await setStable(config, 'menu', '1.2.0');
    expect((await readDeployment(config)).remotes.menu).toMatchObject({ version: '1.2.0', stable: { version: '1.2.0' } });
    expect((await readDeployment(config)).remotes.menu.canary).toBeUndefined();
  });

  describe('refuses, leaving the document and the history as they were', () => {
    let before: string;
    beforeEach(async () => {
      await setStable(config, 'menu', '1.0.0');
      before = await fileText(config);
    });
    afterEach(async () => {
      expect(await fileText(config)).toBe(before);
      expect(await readHistory(config)).toHaveLength(1);
    });

    it('an unknown release or remote', async () => {
      await expect(setStable(config, 'menu', '9.9.9')).rejects.toThrow(/No release menu 9\.9\.9/);
      await expect(setCanary(config, 'menu', '9.9.9', 10)).rejects.toThrow(/No release menu 9\.9\.9/);
      await expect(setStable(config, 'pizza', '1.0.0')).rejects.toThrow(/Unknown remote 'pizza'/);
      await expect(setStable(config, 'menu', '../deals/5.0.0')).rejects.toThrow(/Invalid version/);
    });

    it('a share out of range or not an integer', async () => {
      for (const share of [-1, 101, 10.5, Number.NaN])
        await expect(setCanary(config, 'menu', '1.1.0', share)).rejects.toThrow(/integer from 0 to 100/);
      await expect(setShare(config, 'menu', 20)).rejects.toThrow(/no canary/);
      for (const text of ['10%', '1e1', '', ' 5', '101', '-0']) expect(() => parseShare(text)).toThrow(/integer from 0 to 100/);
      expect(parseShare('0')).toBe(0);
      expect(parseShare('100')).toBe(100);
    });

    it('a canary without a stable release, or the stable release as its own canary', async () => {
      await expect(setCanary(config, 'deals', '5.0.0', 10)).rejects.toThrow(/no stable release/);
      await expect(setCanary(config, 'menu', '1.0.0', 10)).rejects.toThrow(/the canary is the stable release/);
    });

    it('a release whose mf-manifest.json is missing, does not parse, or names another container', async () => {
      const mf = path.join(releaseDir(config, 'menu', '1.1.0'), 'mf-manifest.json');
      const good = fs.readFileSync(mf, 'utf8');
      fs.writeFileSync(mf, good.replace(/menu__v1_1_0/g, 'menu'));
      await expect(setCanary(config, 'menu', '1.1.0', 10)).rejects.toThrow(/names container 'menu', expected 'menu__v1_1_0'/);
      fs.writeFileSync(mf, '{ "name": ');
      await expect(setCanary(config, 'menu', '1.1.0', 10)).rejects.toThrow(/does not parse/);
      fs.rmSync(mf);
      await expect(setCanary(config, 'menu', '1.1.0', 10)).rejects.toThrow(/mf-manifest.json is missing/);
    });

    it('a release.json naming another container', async () => {
      const info = path.join(releaseDir(config, 'menu', '1.1.0'), 'release.json');
      fs.writeFileSync(info, JSON.stringify({ ...JSON.parse(fs.readFileSync(info, 'utf8')), container: 'menu' }));
      await expect(setCanary(config, 'menu', '1.1.0', 10)).rejects.toThrow(/release.json 'menu'/);
    });

    it('a manifest URL that is not http(s) or root-relative', async () => {
      for (const base of ['ftp://cdn.example.com', 'javascript:alert(1)//', '//cdn.example.com', 'cdn.example.com']) {
        const bad = { ...config, baseUrl: base };
        await expect(setCanary(bad, 'menu', '1.1.0', 10)).rejects.toThrow(/neither an http\(s\) URL nor a root-relative path/);
      }
    });
  });

  it('validates a hand-made document the same way (container, compatibility fields, apiBaseUrl)', async () => {
    await setStable(config, 'menu', '1.0.0');
    const doc = await readDeployment(config);
    expect(validateDeployment(config, doc)).toBe(doc);
    const broken = (change: (copy: typeof doc) => void) => {
      const copy = structuredClone(doc);
      change(copy);
      return () => validateDeployment(config, copy);
    };
    expect(broken((copy) => (copy.remotes.menu.stable.container = 'menu__v2'))).toThrow(/is not menu__v1_0_0/);
    expect(broken((copy) => (copy.remotes.menu.version = '0.9'))).toThrow(/compatibility fields/);
    expect(broken((copy) => (copy.apiBaseUrl = 'file:///etc/passwd'))).toThrow(/apiBaseUrl/);
    expect(broken((copy) => delete copy.remotes.menu.stable)).toThrow(/needs a stable release/);
  });

  describe('one writer: a change computed from a version another change moved on from', () => {
    it('is computed again from the document now, and both changes are kept', async () => {
      await setStable(config, 'menu', '1.0.0');
      await setCanary(config, 'menu', '1.1.0', 10);
      // Two operators at once: both read the same version, one writes first, the other reads again.
      await Promise.all([setShare(config, 'menu', 50), setStable(config, 'deals', '5.0.0')]);
      expect(await readDeployment(config)).toMatchObject({
        remotes: { menu: { canary: { share: 50 } }, deals: { stable: { version: '5.0.0' } } },
      });
      expect((await readHistory(config)).map((record: { command: string[] }) => record.command[0])).toEqual([
        'stable',
        'canary',
        'set-share',
        'stable',
      ]);
    });

    it('gives up with a sentence after being beaten a few times in a row, changing nothing', async () => {
      const store = memoryReleaseStore();
      let beaten = 0;
      const busy = {
        ...store,
        write: async () => {
          beaten++;
          throw new StaleRelease('The release state changed (now version 9)', 9);
        },
      };
      const busyConfig = { ...config, store: busy };
      await expect(setStable(busyConfig, 'menu', '1.0.0')).rejects.toThrow(
        `Another release change came first ${STALE_ATTEMPTS} times in a row (The release state changed (now version 9)); nothing was changed, try again`,
      );
      expect(beaten).toBe(STALE_ATTEMPTS);
      expect(await store.read()).toEqual({ version: 1, document: null });
    });
  });
});
