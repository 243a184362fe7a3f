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

/** Read on every request (the file is small and replaced atomically, so a reader never sees half of it). */
export function servedDeployment(config, fromEnvironment) {
  return mergeDeployment(readDeployment(config), fromEnvironment);
}
