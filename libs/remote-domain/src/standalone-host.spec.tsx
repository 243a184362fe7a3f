import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor } from '@testing-library/react';
import { createPublicDomainLifecycles } from './domain-lifecycles';
import { startStandaloneDomain } from './standalone-host';

const listen = (handler: RequestListener, port = 0) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer(handler).once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A port nothing listens on (yet): connections to it are refused. */
async function freePort() {
  const server = await listen(() => undefined);
  const port = portOf(server);
  await close(server);
  return port;
}

const domain = createPublicDomainLifecycles(() => <h1>Sign-in screens</h1>);

describe('the standalone host of a remote', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });

  it('waits for an API that is not listening yet, says so, and starts once it answers', async () => {
    const apiPort = await freePort();
    const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
    const devServer = await listen((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ apiBaseUrl, remotes: {} }));
    });
    servers.push(devServer);
    const rootElement = document.body.appendChild(document.createElement('div'));

    const started = startStandaloneDomain({
      domain,
      basename: '/',
      rootElement,
      deploymentUrl: `http://127.0.0.1:${portOf(devServer)}/deployment.json`,
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for the API…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Nothing answers at ${apiBaseUrl} yet; asking again every second.`);

    // The API listens but its database is not ready: still waiting, with the API's reason.
    let ready = false;
    const probes: string[] = [];
    servers.push(
      await listen((request, response) => {
        probes.push(request.url ?? '');
        response.statusCode = ready ? 200 : 503;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(ready ? { status: 'ready' } : { status: 'not ready', message: 'The database is not answering' }));
      }, apiPort),
    );
    expect(
      await screen.findByText('The database is not answering; asking again every second.', undefined, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-in screens' })).not.toBeInTheDocument();

    ready = true;
    // StrictMode mounts the parcel twice: wait for the one that stays.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign-in screens' })).toBeInTheDocument(), { timeout: 3_000 });
    expect(screen.queryByText('Waiting for the API…')).not.toBeInTheDocument();
    expect(new Set(probes)).toEqual(new Set(['/health/ready']));

    const root = await started;
    act(() => root.unmount());
    rootElement.remove();
  }, 15_000);
});
