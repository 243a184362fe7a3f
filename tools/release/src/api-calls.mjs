// The release tool's calls to the API: one sentence naming the URL when it cannot be reached, the API's
// own message when it refuses, and the token every command carries.

/** fetch, with a sentence naming the URL when the API cannot be reached at all. */
export async function call(url, init) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
  } catch (error) {
    throw new Error(`Cannot reach ${url}: ${error.cause?.code ?? error.cause?.message ?? error.message}`, { cause: error });
  }
}

/** The answer's JSON; a refusal throws `<what>: <status> <the API's message>`, with the status on the error. */
export async function readJson(response, what) {
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw Object.assign(new Error(`${what}: ${response.status} ${body?.message ?? text.slice(0, 200)}`), { status: response.status, body });
  }
  return body;
}

/**
 * The token the commands carry: the one given (RELEASE_API_TOKEN: a service token with release:write,
 * or a super admin's), or a sign-in as an Administrator with the given email and password (a person at
 * a terminal; automation keeps no password).
 */
export async function superAdminToken({ apiUrl, token, email, password }, command = 'check') {
  if (token) return token;
  if (!email || !password)
    throw new Error(`${command} needs a super admin token: --token, RELEASE_API_TOKEN, or RELEASE_API_EMAIL and RELEASE_API_PASSWORD`);
  const response = await call(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: email, password, userType: 'Administrator' }),
  });
  return (await readJson(response, `Signing in as ${email} at ${apiUrl}`)).token;
}
