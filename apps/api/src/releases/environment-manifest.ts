// The manifest as the console's servers build it (tools/deployment: scripts, typed by their .d.mts, no Nx project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { deploymentManifest } from '../../../../tools/deployment/deployment-manifest.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { DeploymentSettingError, productionEnvironment } from '../../../../tools/deployment/production-environment.mjs';
import { ConfigError } from '../config-error';

/**
 * The manifest /deployment.json serves the release state over, from the API's environment: with
 * CONSOLE_URL (a production deployment: the API reads /etc/console/console.env as nginx's generator
 * does) its production defaults, every app under the console's origin; else `npm start`'s (each app on
 * its port of localhost). Read once: a setting that cannot work stops the start, naming the variable.
 */
export function environmentManifest(env: NodeJS.ProcessEnv = process.env): object {
  try {
    return deploymentManifest(env.CONSOLE_URL ? productionEnvironment(env) : env);
  } catch (error) {
    if (error instanceof DeploymentSettingError || (error instanceof Error && /must be/.test(error.message))) {
      throw new ConfigError(error.message);
    }
    throw error;
  }
}
