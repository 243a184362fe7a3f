import type { ContractSchema } from '../http/contract-types';

/** The words of an event's action (interim until activity/activity-actions.ts is in: the key spelled out). */
export function activityActionLabel(action: string, changes: Array<ContractSchema<'ActivityChange'>>): string {
  void changes;
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
