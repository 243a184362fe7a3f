import { ActivityPage } from './activity-page';
import { useActivity } from './use-activity';

/** /dashboard/activity: the page over its data hook. */
export function ActivityScreen() {
  return <ActivityPage {...useActivity()} />;
}
