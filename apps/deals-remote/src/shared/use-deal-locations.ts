import { useMemo } from 'react';
import { WHOLE_LIST } from '@console/api-client';
import { useGetMyRestaurantAddresses, useGetRestaurantAddresses, type Address } from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import type { SelectOption } from '@console/ui';

/** A location as a deal names it: '100 Congress Ave, Austin, TX 78701'. */
export const locationLabel = (address: Address) =>
  [address.streetAddress, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The restaurant's locations (spec §5: a deal is at one of them), as select options and labels by id. */
export function useDealLocations(scope: RestaurantScope, { enabled = true }: { enabled?: boolean } = {}) {
  const admin = isAdminScope(scope);
  const options = (asked: boolean) => ({ query: { enabled: enabled && asked, meta: { failure: 'Failed to get Restaurant Locations' } } });
  const own = useGetMyRestaurantAddresses(WHOLE_LIST, options(!admin));
  const any = useGetRestaurantAddresses(scope.restaurantId ?? 0, WHOLE_LIST, options(admin));
  const query = admin ? any : own;
  const addresses = query.data?.addresses;
  const failed = query.isError;
  return useMemo(() => {
    const labels = new Map((addresses ?? []).map((address) => [address.addressId, locationLabel(address)]));
    const choices: SelectOption[] = [...labels].map(([id, label]) => ({ value: String(id), label }));
    return {
      options: choices,
      labelOf: (addressId?: number) => (addressId ? (labels.get(addressId) ?? '') : ''),
      /** One of the restaurant's locations (false until they have loaded). */
      has: (addressId: number) => labels.has(addressId),
      loading: !addresses,
      failed,
    };
  }, [addresses, failed]);
}
