// The one axios instance against a real local HTTP server, called through generated operations.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiErrorMessage,
  configureApiClient,
  createAdministrator,
  failureReference,
  getAdministrators,
  getFoods,
  getMe,
  importRestaurantsFromCsv,
  loadApiHttp,
  NETWORK_ERROR_MESSAGE,
  type ApiClientOptions,
} from '../index';

interface SeenRequest {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

const me = {
  user: {
    userId: 1,
    userType: 'Administrator',
    emailAddress: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userSettings: { needToChangePassword: false, isSuperAdmin: true, theme: 'system' },
  },
};

/** The id the stand-in API names its failed answer by, as the API's X-Request-Id does. */
const FAILED_REQUEST_ID = '6f1c2a9e-0b7d-4c3f-8a5e-1d2c3b4a5f60';

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...(status >= 500 && { 'x-request-id': FAILED_REQUEST_ID }) });
  response.end(JSON.stringify(body));
}

function route(request: IncomingMessage, response: ServerResponse, seen: SeenRequest) {
  const path = seen.url?.split('?')[0];
  switch (`${request.method} ${path}`) {
    case 'GET /auth/me':
      return send(response, 200, me);
    case 'GET /admin/administrator/get-administrators':
      return send(response, 401, { message: 'Your session has expired' });
    case 'POST /admin/administrator/create-administrator':
      return send(response, 400, { message: "Admin's First Name cannot exceed 50 characters" });
    case 'GET /food/get-foods':
      return send(response, 500, { error: 'no message here' });
    case 'POST /admin/restaurant/import-restaurants-from-csv':
      return send(response, 200, { message: 'File uploaded successfully', imported: 1 });
    default:
      return send(response, 404, { message: 'No such route' });
  }
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('the api client', () => {
  let server: Server;
  let baseUrl: string;
  let seen: SeenRequest[];
  let token: string | null;
  let onUnauthorized: jest.Mock;

  function configure(overrides: Partial<ApiClientOptions> = {}) {
    configureApiClient({ baseUrl, getToken: () => token, onUnauthorized, ...overrides });
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry: SeenRequest = {
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        };
        seen.push(entry);
        route(request, response, entry);
      });
    });
    baseUrl = await listen(server);
  });

  afterAll(() => close(server));

  beforeEach(() => {
    seen = [];
    token = 'signed.token';
    onUnauthorized = jest.fn();
    configure();
  });

  it('sends the token as a Bearer header and resolves to the response body', async () => {
    await expect(getMe()).resolves.toEqual(me);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/auth/me', authorization: 'Bearer signed.token' });
  });

  it('sends no Authorization header without a token', async () => {
    token = null;
    await getMe();
    expect(seen[0].authorization).toBeUndefined();
  });

  it('reads the token at each call, so a new sign-in is picked up', async () => {
    await getMe();
    token = 'another.token';
    await getMe();
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer signed.token', 'Bearer another.token']);
  });

  it('calls onUnauthorized on a 401 and still rejects with the error', async () => {
    const failure = getAdministrators({ page: 1, size: 10 });
    await expect(failure).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(apiErrorMessage(await failure.catch((error: unknown) => error), 'Failed')).toBe('Your session has expired');
  });

  it('leaves onUnauthorized alone on other failures', async () => {
    await expect(createAdministrator(administrator)).rejects.toMatchObject({ response: { status: 400 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("gives the server's message for a failed call", async () => {
    const error = await createAdministrator(administrator).catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to create Admin')).toBe("Admin's First Name cannot exceed 50 characters");
  });

  it("gives the caller's fallback when the server sent no message", async () => {
    const error = await getFoods().catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to get Menu Items')).toBe('Failed to get Menu Items');
    expect(apiErrorMessage(new Error('not from a call'), 'Failed to get Menu Items')).toBe('Failed to get Menu Items');
  });

  it('writes a failed call (5xx) to the console with its reference, the X-Request-Id of the answer', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await getFoods({ page: 1, size: 10 }).catch((caught: unknown) => caught);
      await createAdministrator(administrator).catch(() => undefined);

      expect(failureReference(error)).toBe(FAILED_REQUEST_ID);
      expect(consoleError.mock.calls).toEqual([[`API call failed: GET /food/get-foods answered 500 (reference: ${FAILED_REQUEST_ID})`]]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("gives 'Network Error' when nothing answers", async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await close(closed);
    configure({ baseUrl: closedUrl });

    const error = await getMe().catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to Login')).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('follows a new baseUrl when configured again', async () => {
    configure({ baseUrl: 'http://127.0.0.1:9' });
    configure({ baseUrl });
    await expect(getMe()).resolves.toEqual(me);
  });

  it('keeps the API and token a call names itself, and leaves the page signed in on its 401', async () => {
    configure({ baseUrl: 'http://127.0.0.1:9' });
    await expect(getMe({ baseURL: baseUrl, headers: { Authorization: 'Bearer fixture.token' } })).resolves.toEqual(me);
    expect(seen[0].authorization).toBe('Bearer fixture.token');
    await expect(getAdministrators({ page: 1, size: 10 }, { baseURL: baseUrl })).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('repeats array query parameters without brackets', async () => {
    await getFoods({ page: 1, size: 10, food_category_ids: [3, -1] }).catch(() => undefined);
    expect(seen[0].url).toBe('/food/get-foods?page=1&size=10&food_category_ids=3&food_category_ids=-1');
  });

  it('uploads multipart files and reports progress through the per-call options', async () => {
    const csv = `restaurantName,emailAddress\n${'Blue Door,blue@example.org\n'.repeat(20000)}`;
    const progress: { loaded: number; total?: number }[] = [];

    const result = await importRestaurantsFromCsv(
      { restaurant_csv: new Blob([csv], { type: 'text/csv' }) },
      { onUploadProgress: ({ loaded, total }) => progress.push({ loaded, total }) },
    );

    expect(result).toEqual({ message: 'File uploaded successfully', imported: 1 });
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="restaurant_csv"');
    expect(seen[0].body).toContain('Blue Door,blue@example.org');
    expect(progress.length).toBeGreaterThan(0);
    const last = progress[progress.length - 1];
    expect(last.loaded).toBeGreaterThan(csv.length);
    expect(last.loaded).toBe(last.total);
  });

  it('has no timeout, because merging restaurants can take minutes', async () => {
    expect((await loadApiHttp()).defaults.timeout ?? 0).toBe(0);
  });

  /** Another app's copy of this library, as a remote bundles its own. */
  function secondCopy() {
    let copy: typeof import('../index') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('../index')>('../index');
    });
    if (!copy) throw new Error('no second copy');
    return copy;
  }

  it('refuses to send anything before configureApiClient', async () => {
    // A page where nothing has configured the client yet.
    const pageClient = Object.getOwnPropertyDescriptor(globalThis, '__consoleApiClient');
    delete (globalThis as Record<string, unknown>).__consoleApiClient;
    try {
      const http = await secondCopy().loadApiHttp();
      await expect(http.get(`${baseUrl}/auth/me`)).rejects.toThrow('configureApiClient');
      expect(seen).toEqual([]);
    } finally {
      if (pageClient) Object.defineProperty(globalThis, '__consoleApiClient', pageClient);
    }
  });

  it("serves every app's copy of the library with the page's one configuration and instance", async () => {
    const remote = secondCopy();
    expect(remote.getMe).not.toBe(getMe);
    await expect(remote.loadApiHttp()).resolves.toBe(await loadApiHttp());
    // Configured by the shell's copy (beforeEach), called through the remote's.
    await expect(remote.getMe()).resolves.toEqual(me);
    expect(seen).toEqual([expect.objectContaining({ url: '/auth/me', authorization: 'Bearer signed.token' })]);
    // A 401 from the remote's call ends the session the shell configured.
    await expect(remote.getAdministrators()).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

const administrator = {
  firstName: 'A'.repeat(51),
  lastName: 'Lovelace',
  emailAddress: 'ada@example.org',
  password: 'Secret#123',
  phoneCountryCode: '+1',
  phoneNumber: '2025550123',
};
