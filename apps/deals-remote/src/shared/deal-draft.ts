import type { Deal } from '@console/api-client';
import { session } from '@console/session';
import type { DealValues } from './deal-values';

/**
 * The deal being made or edited between the details popup and the item picker's Done. It is kept for
 * the browser session (sessionStorage), so leaving the flow and coming back loses nothing typed; it
 * belongs to one user and one restaurant, and logout forgets it with the rest of the user's storage.
 */
export interface DealDraft {
  values: DealValues;
  /** The administrator's restaurant (the detail tab); absent for the owner's own. */
  restaurantId?: number;
  /** The deal being edited; absent when creating. */
  restaurantDealId?: number;
  /** Whether the deal being edited was active before (what saving it notifies depends on it). */
  wasActive?: boolean;
  /** The deal being edited as the popup had it: its version goes with the save, its values are what a 412 compares with. */
  base?: Deal;
  /** Where Done and Cancel return: the deals screen or the admin detail's deals tab. */
  returnTo: string;
}

/** What is stored: the draft and the restaurant it was made for, as an id even for the owner's own. */
interface StoredDraft {
  draft: DealDraft;
  forRestaurantId: number;
}

/** One draft per user in a tab (a new one replaces it); the restaurant is checked on reading. */
const keyOf = (userId: number) => `console.deal-draft.user-${userId}`;

/** The signed-in user's draft key, and the restaurant a draft of `restaurantId`'s scope is for. */
function holderOf(restaurantId: number | undefined): { key: string; forRestaurantId: number } | null {
  const user = session.get().data;
  const forRestaurantId = restaurantId ?? user?.restaurant?.restaurantId;
  return user && forRestaurantId !== undefined ? { key: keyOf(user.userId), forRestaurantId } : null;
}

function storedDraftOf(key: string): StoredDraft | null {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    return text ? (JSON.parse(text) as StoredDraft) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's draft, if it is still for a restaurant of theirs to edit (the owner's own, or the admin's choice). */
export function readDealDraft(): DealDraft | null {
  const user = session.get().data;
  const stored = user ? storedDraftOf(keyOf(user.userId)) : null;
  if (!stored?.draft) return null;
  const holder = holderOf(stored.draft.restaurantId);
  return holder && holder.forRestaurantId === stored.forRestaurantId ? stored.draft : null;
}

export function saveDealDraft(draft: DealDraft): void {
  const holder = holderOf(draft.restaurantId);
  if (!holder) return; // nobody signed in: nothing to keep for
  try {
    const stored: StoredDraft = { draft, forRestaurantId: holder.forRestaurantId };
    globalThis.sessionStorage?.setItem(holder.key, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the flow still works within the page
  }
}

export function clearDealDraft(): void {
  const user = session.get().data;
  if (user) globalThis.sessionStorage?.removeItem(keyOf(user.userId));
}
