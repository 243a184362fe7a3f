import { ReleasesPage } from './releases-page';
import { ScheduledWork } from './scheduled-work-panel';
import { ServiceTokens } from './service-tokens-section';
import { DEPLOYMENT_URL, useReleases } from './use-releases';

export interface ReleasesScreenProps {
  /** The deployment file's URL; the shell's /deployment.json unless a spec serves its own. */
  deploymentUrl?: string;
}

/** /dashboard/releases (super admins): the page over its data hook. */
export function ReleasesScreen({ deploymentUrl = DEPLOYMENT_URL }: ReleasesScreenProps) {
  const automation = (
    <>
      <ScheduledWork />
      <ServiceTokens />
    </>
  );
  return <ReleasesPage {...useReleases(deploymentUrl)} automation={automation} />;
}
