import type { Json, TestApi } from './test-api';

/*
 * The audit trail as the API reads it (test helpers for the bulk calls' specs): through its own reads, which
 * see every committed change as an event however the recording composes them.
 */

/** The newest event of an action with its details (affectedIds), or undefined. */
export async function latestEvent(api: TestApi, token: string, action: string): Promise<Json | undefined> {
  const list = await api.call('GET', '/admin/activity/get-events', { token, query: { action, size: 1 } });
  const [event] = list.body.events;
  if (!event) return undefined;
  return (await api.call('GET', `/admin/activity/get-event/${event.eventId}`, { token })).body;
}

/** How many events an action has (up to 100): a refused bulk call must record none. */
export async function eventCount(api: TestApi, token: string, action: string): Promise<number> {
  const list = await api.call('GET', '/admin/activity/get-events', { token, query: { action, size: 100 } });
  return list.body.events.length;
}
