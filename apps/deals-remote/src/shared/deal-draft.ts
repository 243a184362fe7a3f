import type { DealValues } from './deal-values';

/**
 * The deal being made or edited between the details popup and the item picker's Done. It is kept for
 * the browser session (sessionStorage), so leaving the flow and coming back loses nothing typed.
 */
export interface DealDraft {
  values: DealValues;
  /** The administrator's restaurant (the detail tab); absent for the owner's own. */
  restaurantId?: number;
  /** The deal being edited; absent when creating. */
  restaurantDealId?: number;
  /** Where Done and Cancel return: the deals screen or the admin detail's deals tab. */
  returnTo: string;
}

const KEY = 'console.deal-draft';

export function readDealDraft(): DealDraft | null {
  try {
    const text = globalThis.sessionStorage?.getItem(KEY);
    return text ? (JSON.parse(text) as DealDraft) : null;
  } catch {
    return null;
  }
}

export function saveDealDraft(draft: DealDraft): void {
  globalThis.sessionStorage?.setItem(KEY, JSON.stringify(draft));
}

export function clearDealDraft(): void {
  globalThis.sessionStorage?.removeItem(KEY);
}
