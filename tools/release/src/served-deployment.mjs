// What every API host answers at /deployment.json: the deployment document when there is one, over the
// environment's manifest (tools/deployment/deployment-manifest.mjs, today's default). A remote the
// document does not name keeps the environment's entry, and apiBaseUrl / googleMapsApiKey come from the
// document only when it sets them, so today's shell always gets every remote with { manifestUrl, version }.

export function mergeDeployment(fromDocument, fromEnvironment) {
  if (!fromDocument) return fromEnvironment;
  const remotes = { ...fromEnvironment.remotes };
  for (const [remote, entry] of Object.entries(fromDocument.remotes ?? {})) {
    if (entry?.stable) remotes[remote] = entry;
  }
  return { ...fromEnvironment, ...fromDocument, remotes };
}

/**
 * What anyone may read, before signing in: a rollout's stage and verdict, not the figures behind the
 * verdict (release health is for the Releases screen, which reads them from the API as a super admin).
 */
function withoutVerdictFigures(deployment) {
  const remotes = Object.fromEntries(
    Object.entries(deployment.remotes ?? {}).map(([remote, entry]) => {
      const verdict = entry?.rollout?.lastVerdict;
      if (!verdict?.signals) return [remote, entry];
      const said = { ...verdict };
      delete said.signals;
      return [remote, { ...entry, rollout: { ...entry.rollout, lastVerdict: said } }];
    }),
  );
  return { ...deployment, remotes };
}

/** /deployment.json from the document the API read (null: none yet) and the environment's manifest. */
export function servedDeployment(document, fromEnvironment) {
  return withoutVerdictFigures(mergeDeployment(document, fromEnvironment));
}
