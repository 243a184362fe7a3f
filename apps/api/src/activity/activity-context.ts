import { AsyncLocalStorage } from 'node:async_hooks';

/** Who made a change, as they were at the time. */
export interface ActivityActor {
  userId: number | null;
  name: string;
  role: 'superAdmin' | 'admin' | 'restaurant' | 'system' | 'anonymous';
  /** An owner's restaurant: what their changes are about when the changed row does not say. */
  restaurantId?: number | null;
  restaurantName?: string | null;
}

/** The write call being served: set by the route layer (activity/activity-routes.ts) around its handler. */
export interface ActivityContext {
  operationId: string;
  /** Read when a transaction records, so a sign-in's actor (known only once the password matched) counts. */
  actor(): ActivityActor;
}

const storage = new AsyncLocalStorage<ActivityContext>();

export function runWithActivity<T>(context: ActivityContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentActivity(): ActivityContext | undefined {
  return storage.getStore();
}

export const ANONYMOUS: ActivityActor = { userId: null, name: 'Anonymous', role: 'anonymous' };
