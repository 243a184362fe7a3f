import type { Json, TestApi } from './test-api';

/**
 * The development outbox's messages to an address, newest first, once there are at least `count`
 * (or after two seconds): reset codes are mailed just after the answer, not before it.
 */
export async function outboxMessages(api: TestApi, to: string, count = 1): Promise<Json[]> {
  for (let attempt = 0; ; attempt++) {
    const { messages } = (await api.call('GET', '/__dev/outbox', { query: { to } })).body;
    if (messages.length >= count || attempt === 100) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
