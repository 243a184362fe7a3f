import type { RestaurantScope } from '@console/remote-contract';
import { useDealLocations } from '../../shared/use-deal-locations';

export interface PickerLocation {
  /** The draft's location: the one whose items are offered and the one Done saves. */
  addressId: number;
  /** 'checking' while the restaurant's locations load. */
  status: 'checking' | 'valid' | 'invalid';
  /** The location as the Location select names it ('' until known). */
  label: string;
}

/**
 * The picker's location, checked against the restaurant's locations, so a stale draft (the location
 * deleted since, or none chosen) shows 'Invalid Address Id' (spec §8) instead of items that never come.
 * When the locations cannot be read the id is trusted: Done's answer then says what is wrong.
 */
export function usePickerLocation(scope: RestaurantScope, draftAddressId: string | undefined, enabled = true): PickerLocation {
  const locations = useDealLocations(scope, { enabled });
  const addressId = Number(draftAddressId);
  const label = locations.labelOf(addressId);
  if (!Number.isInteger(addressId) || addressId <= 0) return { addressId, status: 'invalid', label };
  if (locations.failed) return { addressId, status: 'valid', label };
  if (locations.loading) return { addressId, status: 'checking', label };
  return { addressId, status: locations.has(addressId) ? 'valid' : 'invalid', label };
}
