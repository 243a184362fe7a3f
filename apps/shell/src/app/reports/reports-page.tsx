import { PlaceholderPage } from '@console/ui';

/** Spec §2 Reports: placeholder content only; issue 3 fills the cards. */
export function ReportsPage() {
  return <PlaceholderPage title="Reports" />;
}
