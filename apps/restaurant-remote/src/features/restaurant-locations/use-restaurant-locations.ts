import {
  ifMatch,
  keepPreviousData,
  succeeded,
  useAdminCreateRestaurantLocation,
  useAdminDeleteRestaurantLocation,
  useAdminUpdateRestaurantLocation,
  useCreateRestaurantLocation,
  useDeleteRestaurantLocation,
  useGetMyRestaurantAddresses,
  useGetRestaurantAddresses,
  useUpdateRestaurantLocation,
  type Address,
  readFailureOf,
} from '@console/api-client/queries';
import { exportMyRestaurantAddresses, exportRestaurantAddresses, useCsvExport } from '@console/api-client';
import { useListState, type VersionedSave } from '@console/ui';
import { toLocationForm, type LocationValues } from './location-schema';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { locationPageParams } from './restaurant-locations-first-reads';

const changeMeta = (success: string, failure: string) => ({
  mutation: { meta: { success, failure } },
});

/**
 * One page of the restaurant's locations for the URL's search and page (the server searches, 500 ms
 * after the last keystroke, so a restaurant with thousands of locations never comes whole), and the
 * three location changes, for the owner or an administrator.
 */
export function useRestaurantLocations(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const { search, keywords, setSearch, page, setPage } = useListState();
  const selected = { keywords: keywords || undefined };
  const params = locationPageParams(page, keywords);
  const options = (enabled: boolean) => ({
    query: { enabled, placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurant Locations' } },
  });
  const own = useGetMyRestaurantAddresses(params, options(!admin));
  const any = useGetRestaurantAddresses(scope.restaurantId ?? 0, params, options(admin));
  const addresses = admin ? any : own;

  const createOwn = useCreateRestaurantLocation(
    changeMeta('Restaurant Location created Successfully', 'Failed to create Restaurant Location'),
  );
  const createAny = useAdminCreateRestaurantLocation(
    changeMeta('Restaurant Location created Successfully', 'Failed to create Restaurant Location'),
  );
  const updateOwn = useUpdateRestaurantLocation(
    changeMeta('Restaurant Location updated Successfully', 'Failed to update Restaurant Location'),
  );
  const updateAny = useAdminUpdateRestaurantLocation(
    changeMeta('Restaurant Location updated Successfully', 'Failed to update Restaurant Location'),
  );
  const removeOwn = useDeleteRestaurantLocation(
    changeMeta('Restaurant Location deleted Successfully', 'Failed to delete Restaurant Location'),
  );
  const removeAny = useAdminDeleteRestaurantLocation(
    changeMeta('Restaurant Location deleted Successfully', 'Failed to delete Restaurant Location'),
  );

  /**
   * Saves a new location, or changes `save.base` from its version; resolves true on success (the popup
   * then closes); a 412 goes to `save.onConflict`.
   */
  const save = (values: LocationValues, { base: address, onFieldError, onConflict }: VersionedSave<Address | null>) => {
    const form = toLocationForm(values);
    if (admin) {
      const data = { ...form, restaurantId: scope.restaurantId };
      const saved = address
        ? updateAny.mutateAsync({ id: address.addressId, data, headers: ifMatch(address.version) })
        : createAny.mutateAsync({ data });
      return succeeded(saved, onFieldError, onConflict);
    }
    const saved = address
      ? updateOwn.mutateAsync({ id: address.addressId, data: form, headers: ifMatch(address.version) })
      : createOwn.mutateAsync({ data: form });
    return succeeded(saved, onFieldError, onConflict);
  };

  /** Deletes the location as the table showed it: changed since, it is refused (412) and the toast says by whom. */
  const remove = (address: Address) => {
    const headers = ifMatch(address.version);
    return succeeded(
      admin
        ? removeAny.mutateAsync({ restaurantId: scope.restaurantId, addressId: address.addressId, headers })
        : removeOwn.mutateAsync({ id: address.addressId, headers }),
    ).then(() => undefined);
  };

  // Every location the search selects, all pages.
  const exportCsv = useCsvExport(
    (options) =>
      admin ? exportRestaurantAddresses(scope.restaurantId, selected, options) : exportMyRestaurantAddresses(selected, options),
    { failure: 'Failed to export Restaurant Locations', fileWords: 'restaurant-locations' },
  );

  const list = addresses.data && { addresses: addresses.data.addresses, totalItems: addresses.data.pagination.totalItems };
  const failure = readFailureOf(addresses, 'Restaurant locations');
  return { list: list ?? null, loading: addresses.isFetching, failure, search, setSearch, page, setPage, save, remove, exportCsv };
}
