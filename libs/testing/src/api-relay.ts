import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request the relay passed on, as the page sent it. */
export interface RelayedRequest {
  method: string;
  /** Path and query, e.g. '/admin/administrator/delete-administrator/7'. */
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A pass-through in front of the reference API that a test can take down and bring back. */
export interface ApiRelay {
  /** Where the page calls the API through the relay. */
  url: string;
  /** Every request passed on so far, oldest first: what a screen sent (its headers included). */
  requests: RelayedRequest[];
  /** Stops answering: connections are refused, as when the API is down or the network is gone. */
  stop: () => Promise<void>;
  /** Answers again, on the same address. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts a relay to `target` (the real API, nothing mocked): every request and answer passes through
 * unchanged until stop(), so a test can show what a screen does when the API goes away mid-session.
 */
export async function startApiRelay(target: string): Promise<ApiRelay> {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const requests: RelayedRequest[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    const forwarded = http.request(
      { hostname: to.hostname, port: to.port, method: request.method, path: request.url, headers: { ...request.headers, host: to.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop,
    start: () => (server.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
}
