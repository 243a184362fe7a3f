// /deployment.json as `npm start`'s shell server answers it: asked of the API (GET /deployment.json, the
// release state in its database over the environment's manifest), so what a release command changes is
// what the shell loads, as behind nginx in production.

/** A function answering the API's /deployment.json now; it throws (a 500 with the fixed sentence) when the API cannot answer. */
export function deploymentFromApi(apiUrl) {
  const url = `${apiUrl.replace(/\/$/, '')}/deployment.json`;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
}
