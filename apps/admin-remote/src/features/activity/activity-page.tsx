import { ActivityView, type ActivityViewProps } from '@console/activity';
import { Page, PageHeader } from '@console/ui';

export type ActivityPageProps = ActivityViewProps;

/** Issue 24: who changed what, and when, across the console. */
export function ActivityPage(props: ActivityPageProps) {
  return (
    <Page titleId="activity-title">
      <PageHeader title="Activity" titleId="activity-title" />
      <ActivityView {...props} />
    </Page>
  );
}
