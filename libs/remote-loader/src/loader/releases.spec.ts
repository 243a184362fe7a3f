import type { DeploymentManifest } from '@console/remote-contract';
import { inCanary } from '../canary/assignment';
import { releasesToTry } from './releases';

const manifest = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    menu: {
      manifestUrl: '/releases/menu/1.0.0/mf-manifest.json',
      version: '1.0.0',
      stable: { manifestUrl: '/releases/menu/1.0.0/mf-manifest.json', version: '1.0.0', container: 'menu__v1_0_0' },
      canary: { manifestUrl: '/releases/menu/1.1.0/mf-manifest.json', version: '1.1.0', container: 'menu__v1_1_0', share: 30 },
    },
    // Today's shape: one release, the container named like the remote.
    deals: { manifestUrl: 'http://localhost:4205/mf-manifest.json', version: 'local' },
  },
} as unknown as DeploymentManifest;

describe('the releases a remote is tried from', () => {
  it("names each release's own container, today's shape the remote's name", () => {
    const releases = [...releasesToTry(manifest, 'menu', 'user:1', { menu: 'canary' }), ...releasesToTry(manifest, 'deals', 'user:1')];
    expect(releases.map((release) => [release.domain, release.container, release.canary])).toEqual([
      ['menu', 'menu__v1_1_0', true],
      ['menu', 'menu__v1_0_0', false],
      ['deals', 'deals', false],
    ]);
  });

  it('tries the canary then stable for a person in the share, stable alone for the others', () => {
    const people = Array.from({ length: 400 }, (_, i) => `user:${i}`);
    for (const person of people) {
      const order = releasesToTry(manifest, 'menu', person).map((release) => release.version);
      expect(order).toEqual(inCanary(person, 'menu', 30) ? ['1.1.0', '1.0.0'] : ['1.0.0']);
    }
    const inside = people.filter((person) => releasesToTry(manifest, 'menu', person).length === 2).length;
    expect(inside / people.length).toBeGreaterThan(0.2);
    expect(inside / people.length).toBeLessThan(0.4);
  });

  it('honours a forced release, and a remote without a canary has stable only', () => {
    const outside = Array.from({ length: 100 }, (_, i) => `user:${i}`).find((person) => !inCanary(person, 'menu', 30)) as string;
    expect(releasesToTry(manifest, 'menu', outside, { menu: 'canary' }).map((release) => release.canary)).toEqual([true, false]);
    expect(releasesToTry(manifest, 'menu', 'anyone', { menu: 'stable' }).map((release) => release.canary)).toEqual([false]);
    expect(releasesToTry(manifest, 'deals', 'anyone', { deals: 'canary' }).map((release) => release.container)).toEqual(['deals']);
  });
});
