import { ReleasesPage } from './releases-page';
import { DEPLOYMENT_URL, useReleases } from './use-releases';

export interface ReleasesScreenProps {
  /** The deployment file's URL; the shell's /deployment.json unless a spec serves its own. */
  deploymentUrl?: string;
}

/** /dashboard/releases (super admins): the page over its data hook. */
export function ReleasesScreen({ deploymentUrl = DEPLOYMENT_URL }: ReleasesScreenProps) {
  return <ReleasesPage {...useReleases(deploymentUrl)} />;
}
