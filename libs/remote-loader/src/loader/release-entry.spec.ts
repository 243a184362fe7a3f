import { resolveReleaseEntry } from './release-entry';
import type { ChosenRelease } from './releases';

const release: ChosenRelease = {
  domain: 'menu',
  version: '2',
  container: 'menu__v2',
  manifestUrl: 'https://cdn.example/releases/menu/2/mf-manifest.json',
  canary: true,
};
const answering = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const manifest = (name: string, remoteEntry: Record<string, string>) => ({ metaData: { name, remoteEntry } });

describe("a release's remote entry", () => {
  it('is the file the manifest names, beside the manifest or in its folder', async () => {
    await expect(resolveReleaseEntry(release, answering(200, manifest('menu__v2', { name: 'remoteEntry.js', path: '' })))).resolves.toEqual(
      {
        entry: 'https://cdn.example/releases/menu/2/remoteEntry.js',
        type: 'global',
      },
    );
    const inFolder = manifest('menu__v2', { name: 'remoteEntry.js', path: 'static/', type: 'var' });
    await expect(resolveReleaseEntry(release, answering(200, inFolder))).resolves.toEqual({
      entry: 'https://cdn.example/releases/menu/2/static/remoteEntry.js',
      type: 'var',
    });
  });

  it('is refused when the manifest cannot be read or belongs to another container', async () => {
    await expect(resolveReleaseEntry(release, answering(404, {}))).rejects.toThrow('answered 404');
    await expect(resolveReleaseEntry(release, answering(200, manifest('menu', { name: 'remoteEntry.js' })))).rejects.toThrow(
      'is not the manifest of menu__v2',
    );
    await expect(resolveReleaseEntry(release, answering(200, { metaData: { name: 'menu__v2' } }))).rejects.toThrow('is not the manifest');
  });
});
