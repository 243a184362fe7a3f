import type { DomainName } from '@console/remote-contract';
import { RemoteModule } from '@console/remote-loader';

/**
 * The content area for one domain: its remote, loaded on first entry and mounted as a parcel; if it
 * cannot be loaded or crashes while mounting, 'Something went wrong' with Retry while the rest of the
 * shell (sidebar, other domains) keeps working.
 */
export function DomainOutlet({ name, basename }: { name: DomainName; basename: string }) {
  return (
    <RemoteModule
      name={`${name}/Domain`}
      basename={basename}
      failureDetail="This part of the console could not be loaded. Other sections still work."
    />
  );
}
