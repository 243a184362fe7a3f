// Where the deployment document and its history live, behind one interface the commands use:
//   read()    → { version, document }            (document null: none yet, the environment's manifest alone)
//   write({ version, command, document, undoes?, at? }) → { version, change? }
//             made only while the state is still at `version`, else StaleRelease; command null (a tick's
//             wait, which only notes a verdict) changes the document without a history line
//   history() → [{ seq, at, who, command, before, after, undoes? }], oldest first
// The API keeps it in PostgreSQL (apps/api/src/releases, one writer: the row's lock and its version);
// apiReleaseStore is the release tool's way to it; memoryReleaseStore is the same rules in memory, for
// the specs of the commands' logic.
import { call, readJson, superAdminToken } from './api-calls.mjs';
import { validateDeploymentShape } from './deployment-document.mjs';

/** A change computed from a version the state has moved on from (the API's 412). */
export class StaleRelease extends Error {
  constructor(message, currentVersion) {
    super(message);
    this.name = 'StaleRelease';
    this.currentVersion = currentVersion;
  }
}

/** The same rules as the API's store, in this process: for specs. */
export function memoryReleaseStore({ who = 'tester', now = () => new Date() } = {}) {
  let state = { version: 1, document: null };
  const changes = [];
  return {
    async read() {
      return structuredClone(state);
    },
    async write({ version, command, document, undoes, at = now() }) {
      if (version !== state.version) throw new StaleRelease(`The release state changed (now version ${state.version})`, state.version);
      if (document !== null) validateDeploymentShape(document);
      let change;
      if (command) {
        change = { seq: changes.length + 1, at: at.toISOString(), who, command, before: state.document, after: document };
        if (undoes) change.undoes = undoes;
        changes.push(structuredClone(change));
      }
      state = { version: state.version + 1, document: structuredClone(document) };
      return { version: state.version, ...(change ? { change } : {}) };
    },
    async history() {
      return structuredClone(changes);
    },
  };
}

/**
 * The API's release state (GET/PUT /release-state with ETag and If-Match, GET /release-state/history,
 * POST /release-state/tick). `token`: RELEASE_API_TOKEN (a service token with release:write, or a super
 * admin's); else a sign-in with `email` and `password`.
 * @param {{ apiUrl: string, token?: string, email?: string, password?: string }} options
 */
export function apiReleaseStore({ apiUrl, token, email, password }) {
  let bearer;
  const authorization = async () => `Bearer ${(bearer ??= await superAdminToken({ apiUrl, token, email, password }, 'release'))}`;
  const send = async (method, path, { body, headers = {} } = {}) =>
    call(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: await authorization(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    apiUrl,
    async read() {
      const { version, deployment } = await readJson(await send('GET', '/release-state'), `Reading ${apiUrl}/release-state`);
      return { version, document: deployment };
    },
    async write({ version, command, document, undoes, importedHistory }) {
      const response = await send('PUT', '/release-state', {
        headers: { 'if-match': `"${version}"` },
        body: { command, deployment: document, ...(undoes ? { undoes } : {}), ...(importedHistory?.length ? { importedHistory } : {}) },
      });
      if (response.status === 412) {
        const body = await response.json().catch(() => ({}));
        throw new StaleRelease(body.message ?? 'The release state changed', body.currentVersion);
      }
      return readJson(response, `Changing ${apiUrl}/release-state`);
    },
    async history() {
      return (await readJson(await send('GET', '/release-state/history'), `Reading ${apiUrl}/release-state/history`)).changes;
    },
    /** One tick, run by the API on the signals in its database. */
    async tick(judging) {
      const response = await send('POST', '/release-state/tick', { body: judging });
      return (await readJson(response, `Ticking at ${apiUrl}/release-state/tick`)).results;
    },
  };
}
