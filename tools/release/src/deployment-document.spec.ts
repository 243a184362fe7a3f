import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropCanary, promote, rollback, setCanary, setShare, setStable, statusRows, takeOverDeadLock } from './commands.mjs';
import { parseShare, readDeployment, releaseDir, validateDeployment } from './deployment-document.mjs';
import { readHistory } from './history.mjs';
import { fakeRelease, serveFolderInChild, tempConfig, type ReleaseConfig } from './test-support';

const fileText = (config: ReleaseConfig) => fs.readFileSync(config.deploymentFile, 'utf8');

describe('the deployment file, changed only through validated commands', () => {
  let config: ReleaseConfig;
  beforeEach(() => {
    config = tempConfig();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(config, 'menu', version);
    fakeRelease(config, 'deals', '5.0.0');
  });

  it("writes stable with today's fields beside it, and records who did it", () => {
    setStable(config, 'menu', '1.0.0');
    const stable = { version: '1.0.0', manifestUrl: '/releases/menu/1.0.0/mf-manifest.json', container: 'menu__v1_0_0' };
    expect(readDeployment(config)).toEqual({
      remotes: { menu: { manifestUrl: stable.manifestUrl, version: '1.0.0', stable } },
    });
    const [record] = readHistory(config);
    expect(record).toMatchObject({ seq: 1, who: 'tester', command: ['stable', 'menu', '1.0.0'], before: null });
    expect(record.after).toEqual(readDeployment(config));
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
      setStable(cdn, 'menu', '1.0.0');
      expect(readDeployment(cdn).remotes.menu.stable.manifestUrl).toBe(`http://127.0.0.1:${port}/releases/menu/1.0.0/mf-manifest.json`);
      const before = fileText(cdn);
      expect(() => setCanary(cdn, 'menu', '1.1.0', 10)).toThrow(/menu canary: .*1\.1\.0\/mf-manifest\.json does not load \(answered 404\)/);
      expect(() => setCanary(cdn, 'menu', '1.2.0', 10)).toThrow(/names container 'menu__v1_0_0', expected 'menu__v1_2_0'/);
      expect(fileText(cdn)).toBe(before);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    // The CDN down: refused too, nothing written.
    expect(() => setCanary(cdn, 'menu', '1.2.0', 10)).toThrow(/does not load \(ECONNREFUSED\)/);
  });

  it('canaries, changes the share, promotes and rolls back, each change undone in turn', () => {
    setStable(config, 'menu', '1.0.0');
    setStable(config, 'deals', '5.0.0');
    setCanary(config, 'menu', '1.1.0', 10);
    expect(readDeployment(config).remotes.menu).toMatchObject({
      version: '1.0.0',
      stable: { version: '1.0.0' },
      canary: { version: '1.1.0', container: 'menu__v1_1_0', manifestUrl: '/releases/menu/1.1.0/mf-manifest.json', share: 10 },
    });
    const atTen = fileText(config);

    setShare(config, 'menu', 50);
    expect(readDeployment(config).remotes.menu.canary.share).toBe(50);
    expect(statusRows(config).find((row: { remote: string }) => row.remote === 'menu')).toEqual({
      remote: 'menu',
      stable: '1.0.0',
      canary: '1.1.0',
      share: '50%',
    });
    const atFifty = fileText(config);

    promote(config, 'menu');
    const promoted = readDeployment(config).remotes.menu;
    expect(promoted).toEqual({
      manifestUrl: '/releases/menu/1.1.0/mf-manifest.json',
      version: '1.1.0',
      stable: { version: '1.1.0', manifestUrl: '/releases/menu/1.1.0/mf-manifest.json', container: 'menu__v1_1_0' },
    });
    expect(readDeployment(config).remotes.deals.stable.version).toBe('5.0.0');

    expect(rollback(config).undid.command).toEqual(['promote', 'menu']);
    expect(fileText(config)).toBe(atFifty);
    rollback(config);
    expect(fileText(config)).toBe(atTen);
    rollback(config); // the canary
    rollback(config); // deals' stable
    rollback(config); // menu's stable: there was no file
    expect(fs.existsSync(config.deploymentFile)).toBe(false);
    expect(() => rollback(config)).toThrow(/Nothing to roll back/);

    const history = readHistory(config);
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

  it('drops a canary, and making the canary version stable drops it too', () => {
    setStable(config, 'menu', '1.0.0');
    setCanary(config, 'menu', '1.1.0', 30);
    dropCanary(config, 'menu');
    expect(readDeployment(config).remotes.menu.canary).toBeUndefined();
    setCanary(config, 'menu', '1.2.0', 30);
    setStable(config, 'menu', '1.2.0');
    expect(readDeployment(config).remotes.menu).toMatchObject({ version: '1.2.0', stable: { version: '1.2.0' } });
    expect(readDeployment(config).remotes.menu.canary).toBeUndefined();
  });

  describe('refuses, leaving the file and the history as they were', () => {
    let before: string;
    beforeEach(() => {
      setStable(config, 'menu', '1.0.0');
      before = fileText(config);
    });
    afterEach(() => {
      expect(fileText(config)).toBe(before);
      expect(readHistory(config)).toHaveLength(1);
    });

    it('an unknown release or remote', () => {
      expect(() => setStable(config, 'menu', '9.9.9')).toThrow(/No release menu 9\.9\.9/);
      expect(() => setCanary(config, 'menu', '9.9.9', 10)).toThrow(/No release menu 9\.9\.9/);
      expect(() => setStable(config, 'pizza', '1.0.0')).toThrow(/Unknown remote 'pizza'/);
      expect(() => setStable(config, 'menu', '../deals/5.0.0')).toThrow(/Invalid version/);
    });

    it('a share out of range or not an integer', () => {
      for (const share of [-1, 101, 10.5, Number.NaN])
        expect(() => setCanary(config, 'menu', '1.1.0', share)).toThrow(/integer from 0 to 100/);
      expect(() => setShare(config, 'menu', 20)).toThrow(/no canary/);
      for (const text of ['10%', '1e1', '', ' 5', '101', '-0']) expect(() => parseShare(text)).toThrow(/integer from 0 to 100/);
      expect(parseShare('0')).toBe(0);
      expect(parseShare('100')).toBe(100);
    });

    it('a canary without a stable release, or the stable release as its own canary', () => {
      expect(() => setCanary(config, 'deals', '5.0.0', 10)).toThrow(/no stable release/);
      expect(() => setCanary(config, 'menu', '1.0.0', 10)).toThrow(/the canary is the stable release/);
    });

    it('a release whose mf-manifest.json is missing, does not parse, or names another container', () => {
      const mf = path.join(releaseDir(config, 'menu', '1.1.0'), 'mf-manifest.json');
      const good = fs.readFileSync(mf, 'utf8');
      fs.writeFileSync(mf, good.replace(/menu__v1_1_0/g, 'menu'));
      expect(() => setCanary(config, 'menu', '1.1.0', 10)).toThrow(/names container 'menu', expected 'menu__v1_1_0'/);
      fs.writeFileSync(mf, '{ "name": ');
      expect(() => setCanary(config, 'menu', '1.1.0', 10)).toThrow(/does not parse/);
      fs.rmSync(mf);
      expect(() => setCanary(config, 'menu', '1.1.0', 10)).toThrow(/mf-manifest.json is missing/);
    });

    it('a release.json naming another container', () => {
      const info = path.join(releaseDir(config, 'menu', '1.1.0'), 'release.json');
      fs.writeFileSync(info, JSON.stringify({ ...JSON.parse(fs.readFileSync(info, 'utf8')), container: 'menu' }));
      expect(() => setCanary(config, 'menu', '1.1.0', 10)).toThrow(/release.json 'menu'/);
    });

    it('a manifest URL that is not http(s) or root-relative', () => {
      for (const base of ['ftp://cdn.example.com', 'javascript:alert(1)//', '//cdn.example.com', 'cdn.example.com']) {
        const bad = { ...config, baseUrl: base };
        expect(() => setCanary(bad, 'menu', '1.1.0', 10)).toThrow(/neither an http\(s\) URL nor a root-relative path/);
      }
    });
  });

  it('validates a hand-made document the same way (container, compatibility fields, apiBaseUrl)', () => {
    setStable(config, 'menu', '1.0.0');
    const doc = readDeployment(config);
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

  describe("takes over a dead command's lock, one command at a time", () => {
    const DEAD = '2147483646'; // no such process
    const lockOf = () => `${config.deploymentFile}.lock`;
    const leftovers = () => fs.readdirSync(path.dirname(lockOf())).filter((name) => name.includes('.lock.'));

    it("removes the dead holder's lock so the command goes on", () => {
      setStable(config, 'menu', '1.0.0');
      fs.mkdirSync(path.dirname(lockOf()), { recursive: true });
      fs.writeFileSync(lockOf(), DEAD);
      setCanary(config, 'menu', '1.1.0', 5);
      expect(readDeployment(config).remotes.menu.canary.share).toBe(5);
      expect(fs.existsSync(lockOf())).toBe(false);
      expect(leftovers()).toEqual([]);
    });

    it('puts back a lock another command took over first, and waits its turn', () => {
      // Both read the dead holder; the other command removed it and took the lock before this one moved it.
      fs.mkdirSync(path.dirname(lockOf()), { recursive: true });
      fs.writeFileSync(lockOf(), String(process.pid));
      expect(() => takeOverDeadLock(lockOf(), DEAD)).toThrow(`Another release command (pid ${process.pid}) holds ${lockOf()}; try again`);
      expect(fs.readFileSync(lockOf(), 'utf8')).toBe(String(process.pid));
      expect(leftovers()).toEqual([]);
    });
  });

  describe('is never half-written', () => {
    beforeEach(() => setStable(config, 'menu', '1.0.0'));

    it('keeps the old file when the process dies between the write and the rename', () => {
      const before = fileText(config);
      // A real crash: another Node writes the new document, flushes it, and exits before renaming.
      const script = `
        import { releaseConfig } from ${JSON.stringify(path.join(__dirname, 'config.mjs'))};
        import { setCanary } from ${JSON.stringify(path.join(__dirname, 'commands.mjs'))};
        const config = releaseConfig({ root: ${JSON.stringify(config.root)}, env: { RELEASES_DIR: ${JSON.stringify(config.releasesDir)}, USER: 'crasher' } });
        setCanary(config, 'menu', '1.1.0', 25, { beforeRename: () => process.exit(9) });`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(9);

      expect(fileText(config)).toBe(before);
      expect(JSON.parse(fileText(config)).remotes.menu.canary).toBeUndefined();
      const leftovers = fs.readdirSync(path.dirname(config.deploymentFile)).filter((name) => name.endsWith('.tmp'));
      expect(leftovers).toHaveLength(1); // the new document, complete, never renamed
      expect(
        JSON.parse(fs.readFileSync(path.join(path.dirname(config.deploymentFile), leftovers[0]), 'utf8')).remotes.menu.canary.share,
      ).toBe(25);
      expect(readHistory(config)).toHaveLength(1);

      // The dead writer's lock does not block the next command.
      setCanary(config, 'menu', '1.1.0', 5);
      expect(readDeployment(config).remotes.menu.canary.share).toBe(5);
    });

    it('keeps the old file and leaves no temporary file when the rename fails', () => {
      const before = fileText(config);
      expect(() =>
        setCanary(config, 'menu', '1.1.0', 25, {
          beforeRename: () => {
            throw new Error('disk unplugged');
          },
        }),
      ).toThrow('disk unplugged');
      expect(fileText(config)).toBe(before);
      expect(fs.readdirSync(path.dirname(config.deploymentFile)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      expect(readHistory(config)).toHaveLength(1);
    });
  });
});
