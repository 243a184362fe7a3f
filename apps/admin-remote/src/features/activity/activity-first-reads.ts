import { getGetActivityActionsQueryOptions } from '@console/api-client/queries';

/**
 * What the Activity screen reads as it first draws and can take read ahead (@console/activity's
 * use-activity-actions.ts): the kinds of event its What filter offers, read once a page as that hook
 * reads them (`staleTime: Infinity`, so a hover when they are read already asks nothing again). The
 * same call whatever the URL says. The events are left out: the view reads them fresh each time it
 * shows them (`refetchOnMount: 'always'`, use-activity-events.ts), so events read ahead would be read again.
 */
export const activityFirstReads = () => [getGetActivityActionsQueryOptions({ query: { staleTime: Infinity } })];
