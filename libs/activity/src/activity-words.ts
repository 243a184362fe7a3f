import type { ActivityActor, ActivityChange } from '@console/api-client';

const ROLE_WORDS: Record<ActivityActor['role'], string> = {
  superAdmin: 'Super admin',
  admin: 'Administrator',
  restaurant: 'Restaurant owner',
  system: 'System',
  anonymous: 'Unknown person',
};

/** Who did it, in the console's words: their role at the time. */
export const roleWords = (role: ActivityActor['role']) => ROLE_WORDS[role] ?? role;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** When it happened, in the viewer's time zone. */
export const whenText = (occurredAt: string) => {
  const time = new Date(occurredAt);
  return Number.isNaN(time.getTime()) ? occurredAt : when.format(time);
};

/**
 * A recorded value as text, never as markup: an empty value says so, a yes/no reads as one, a list is
 * joined, anything else structured shows as the JSON it was stored as.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((each) => typeof each === 'string' || typeof each === 'number')) {
    return value.length ? value.join(', ') : '(none)';
  }
  return JSON.stringify(value);
}

/** Which sides a change has: a creation has only values after, a deletion only values before. */
export function changeSides(changes: readonly ActivityChange[]) {
  return {
    before: changes.some((change) => 'before' in change),
    after: changes.some((change) => 'after' in change),
  };
}
