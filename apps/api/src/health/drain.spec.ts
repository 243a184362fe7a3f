import http from 'node:http';
import net from 'node:net';
import {
  createEmptyDatabase,
  describeWithPostgres,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';

// A host stopped behind a balancer (apps/api/README.md, "Stopping"), as real API processes: SIGTERM makes
// it fail readiness at once while it still answers, each answer closing its connection; after
// API_DRAIN_DELAY it closes idle kept-alive connections, finishes what is in flight and exits 0.

// Long enough for the three calls made during it to be answered on a busy machine (CI runs it beside
// other suites); the test goes on as soon as the drain is seen to end, not after a fixed pause.
const DRAIN_MS = 8_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, agent?: http.Agent): Promise<Answer & { socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: agent ?? false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, socket: request.socket as net.Socket }),
      );
    });
    request.on('error', (error) => reject(new Error(`GET ${url}: ${error.message}`)));
  });
}

/** A sign-in whose body is sent in two parts: in flight from the first part until the answer. */
function signInInTwoParts(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({ emailAddress: 'nobody@example.com', password: 'Not-the-password1', userType: 'Administrator' });
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  // A reset (the process gone before it answered) fails the test with what was received, not as an uncaught error.
  const closed = new Promise<void>((resolve, reject) => {
    socket.once('error', (error) =>
      reject(new Error(`the sign-in in flight: ${error.message}, after receiving ${JSON.stringify(received)}`)),
    );
    socket.once('close', () => resolve());
  });
  closed.catch(() => undefined); // awaited by finish()
  socket.write(
    `POST /auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    /** The rest of the body, then the answer; the API closes the connection after it. */
    async finish(): Promise<string> {
      socket.write(body.slice(10));
      await closed;
      return received;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithPostgres('stopping behind a balancer (SIGTERM, API_DRAIN_DELAY)', () => {
  let database: ThrowawayDatabase;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_drain');
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  }, 60_000);

  describe.each([
    ['one process', '1'],
    ['a cluster of two (the primary passes the signal on)', '2'],
  ])('%s', (_name, processes) => {
    let api: ApiProcess;

    beforeAll(async () => {
      api = await startApiProcess(database.url, { API_PROCESSES: processes, API_DRAIN_DELAY: `${DRAIN_MS}ms`, API_DEMO_SEED: '' });
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
    }, 30_000);

    it('fails readiness at once, still serves with Connection: close, then closes idle connections, finishes what is in flight and exits 0', async () => {
      const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const before = await get(`${api.baseUrl}/health/ready`, keptAlive);
      expect(before.status).toBe(200);
      let idleClosedAt: number | undefined;
      const idleClosed = new Promise<void>((resolve) =>
        before.socket.once('close', () => {
          idleClosedAt = Date.now();
          resolve();
        }),
      );
      const inFlight = signInInTwoParts(api.baseUrl);
      await pause(200); // its headers are read: the request is under way

      const signalledAt = Date.now();
      process.kill(api.pid, 'SIGTERM');
      // Readiness fails as soon as the signal is handled (in a cluster, by each worker: new connections take
      // turns, so two failures in a row are both workers).
      let ready = await get(`${api.baseUrl}/health/ready`);
      for (let failedInARow = 0; failedInARow < 2 && Date.now() - signalledAt < DRAIN_MS; await pause(50)) {
        ready = await get(`${api.baseUrl}/health/ready`);
        failedInARow = ready.status === 503 ? failedInARow + 1 : 0;
      }
      expect({ status: ready.status, body: JSON.parse(ready.body) }).toEqual({
        status: 503,
        body: { status: 'not ready', message: 'The API is stopping' },
      });
      const live = await get(`${api.baseUrl}/health/live`);
      expect(live.status).toBe(200);
      const call = await get(`${api.baseUrl}/auth/me`);
      expect(call.status).toBe(401);
      expect(call.headers.connection).toBe('close');
      expect(idleClosedAt).toBeUndefined();

      // Past the drain: the kept-alive connection nobody uses is closed, the sign-in under way is answered.
      await idleClosed;
      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(idleClosedAt).toBeGreaterThanOrEqual(signalledAt + DRAIN_MS - 100);

      const stoppedAt = Date.now();
      expect(await api.stop()).toBe(0);
      expect(stoppedAt - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);
      keptAlive.destroy();
    }, 30_000);
  });
});
