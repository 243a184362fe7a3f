// What the shell's server answers at /deployment.json: the deployment file when there is one, over the
// environment's manifest (tools/deployment/deployment-manifest.mjs, today's default). A remote the file
// does not name keeps the environment's entry, and apiBaseUrl / googleMapsApiKey come from the file
// only when it sets them, so today's shell always gets every remote with { manifestUrl, version }.
import { readDeployment } from './deployment-file.mjs';

export function mergeDeployment(fromFile, fromEnvironment) {
  if (!fromFile) return fromEnvironment;
  const remotes = { ...fromEnvironment.remotes };
  for (const [remote, entry] of Object.entries(fromFile.remotes ?? {})) {
    if (entry?.stable) remotes[remote] = entry;
  }
  return { ...fromEnvironment, ...fromFile, remotes };
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

/** Read on every request (the file is small and replaced atomically, so a reader never sees half of it). */
export function servedDeployment(config, fromEnvironment) {
  return withoutVerdictFigures(mergeDeployment(readDeployment(config), fromEnvironment));
}
