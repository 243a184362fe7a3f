import type { Deal } from '@console/api-client';
import type { ConflictField, VersionConflictAnswer } from '@console/ui';
import type { DealValues } from './deal-values';
import { claimOptionLabel, showDate } from './deal-words';

/**
 * The Edit Deal fields a 412 compares, with the form's labels and its words: the location as the
 * select names it, dates as shown (MM/dd/yyyy), the claim option and status in words, the items by name.
 */
export function dealConflictFields(labelOfLocation: (addressId: number) => string, nameOfItem: (foodId: number) => string) {
  const fields: ConflictField<DealValues>[] = [
    {
      name: 'restaurantAddressId',
      label: 'Location',
      format: (value) => (value ? labelOfLocation(Number(value)) || String(value) : 'N/A'),
    },
    { name: 'dealTitle', label: 'Deal Title' },
    { name: 'startDate', label: 'Start Date', format: (value) => (value ? showDate(String(value)) : 'Not Set') },
    { name: 'endDate', label: 'End Date', format: (value) => (value ? showDate(String(value)) : 'Not Set') },
    { name: 'claimOption', label: 'Claims per user', format: (value) => claimOptionLabel(value as DealValues['claimOption']) },
    { name: 'isActive', label: 'Status', format: (value) => (value ? 'Active' : 'Inactive') },
    { name: 'foodIds', label: 'Menu items', format: (value) => (value as number[]).map(nameOfItem).join(', ') || '(none)' },
  ];
  return fields;
}

/** The items' names as the deals the popup knows list them (the opened one, the current one). */
export const itemNamesOf =
  (...deals: (Deal | null | undefined)[]) =>
  (foodId: number) =>
    deals.flatMap((deal) => deal?.foodDeals ?? []).find((food) => food.foodId === foodId)?.foodItemName ?? `Item ${foodId}`;

/** A 412's deal as the popup was opened with it (the deal itself, also when the API wraps it as its read). */
export const dealConflict = (answer: VersionConflictAnswer): VersionConflictAnswer => {
  const current = answer.current as { restaurantDeal?: Deal } | Deal | undefined;
  return { ...answer, current: current && 'restaurantDeal' in current ? current.restaurantDeal : current };
};
