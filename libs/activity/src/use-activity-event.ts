import { readFailureOf, useGetActivityEvent, useGetMyActivityEvent } from '@console/api-client/queries';
import type { ActivityScope } from './activity-scope';

/** One event with its changed fields, through the call of the viewer's role; nothing while none is open. */
export function useActivityEvent(scope: ActivityScope, eventId: number | null) {
  const owner = scope.kind === 'owner';
  const id = eventId ?? 0;
  const options = { staleTime: Infinity, meta: { failure: 'Failed to get Activity' } };
  const asAdmin = useGetActivityEvent(id, { query: { ...options, enabled: !owner && eventId !== null } });
  const asOwner = useGetMyActivityEvent(id, { query: { ...options, enabled: owner && eventId !== null } });
  const query = owner ? asOwner : asAdmin;
  return {
    event: eventId !== null ? (query.data ?? null) : null,
    loading: query.isFetching,
    failure: readFailureOf(query, 'The event'),
  };
}
