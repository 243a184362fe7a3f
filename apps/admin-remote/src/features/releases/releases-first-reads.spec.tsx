import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { ReleasesScreen } from './releases-screen';

const READS = ['/release-state', '/scheduled-work', '/service-tokens'];

// The deployment file as the shell's server serves it (not the API: the relay does not see it), with no
// canary, so no remote's signals are asked for.
let server: http.Server;
let deploymentUrl = '';
beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ remotes: { deals: { manifestUrl: 'http://localhost:4205/mf-manifest.json', version: 'dev' } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  deploymentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deployment.json`;
  await signInForTest('super@example.com', 'Administrator');
});
afterAll(async () => {
  session.logout();
  await new Promise((resolve) => server.close(resolve));
});

/** Releases opened from the sidebar: its reads of the API start on the link's hover, and the screen takes their answers. */
describe('the Releases screen, read before it mounts', () => {
  const openReleases = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/releases',
      mountAtOnce,
      render: (apiBaseUrl) =>
        renderWithProviders(<ReleasesScreen deploymentUrl={deploymentUrl} />, { at: '/releases', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(screen.getByRole('region', { name: 'deals' })).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Scheduled work' })).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Service tokens' })).toBeInTheDocument();
      },
    });

  it('reads the release state, the scheduled work and the service tokens on the hover, and none again once it shows them', async () => {
    const { prefetched, afterMount } = await openReleases();
    expect(prefetched.sort()).toEqual(READS);
    expect(afterMount).toEqual([]);
  });

  it('mounted while those reads are on their way, waits for them rather than asking twice', async () => {
    const { prefetched, afterMount } = await openReleases(true);
    expect([...prefetched, ...afterMount].sort()).toEqual(READS);
  });
});
