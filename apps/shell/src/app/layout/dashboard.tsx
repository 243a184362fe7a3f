import { DashboardContent } from '../routing/content-outlet';
import { RestoreKeptWork } from '../session/restore-kept-work';
import { DashboardLayout } from './dashboard-layout';

/**
 * Everything under /dashboard: the frame (sidebar, top bar, logout) around the domain of the route.
 * Its own chunk, fetched on the first entry to the dashboard, so none of it is on the path to the
 * login screen.
 */
export default function Dashboard() {
  return (
    <DashboardLayout>
      <DashboardContent />
      <RestoreKeptWork />
    </DashboardLayout>
  );
}
