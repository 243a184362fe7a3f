import { CHANGE_MESSAGES } from '@console/rules';
import { useMemo } from 'react';
import {
  ifMatch,
  succeeded,
  useAdminDeleteRestaurantImage,
  useAdminUpdateRestaurant,
  useChangePassword,
  useDeleteMyRestaurant,
  useDeleteRestaurantImage,
  useGetMyRestaurantDetails,
  useGetRestaurantCategories,
  useGetRestaurantDetails,
  useUpdateRestaurant,
  type Image,
  type RestaurantDetailsResponse,
} from '@console/api-client/queries';
import type { SelectOption, VersionedSave } from '@console/ui';
import { session } from '@console/session';
import { toRestaurantProfileForm, type RestaurantProfileValues } from './restaurant-profile-schema';
import type { ChangePasswordValues } from './change-password-schema';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';

const PROFILE_MESSAGES = { success: CHANGE_MESSAGES.restaurantProfileUpdated, failure: 'Failed to update Restaurant Profile' };
const IMAGE_MESSAGES = { failure: 'Failed to delete Restaurant Images' };

/** The restaurant's profile (the info panel) and what can be done to it, for the owner or an administrator. */
export function useRestaurantAccount(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  // Detail fetches are silent (spec §8); the panel says when it could not load.
  const own = useGetMyRestaurantDetails({ query: { enabled: !admin } });
  const any = useGetRestaurantDetails(scope.restaurantId ?? 0, { query: { enabled: admin } });
  const details = admin ? any : own;

  const updateOwn = useUpdateRestaurant({ mutation: { meta: PROFILE_MESSAGES } });
  const updateAny = useAdminUpdateRestaurant({ mutation: { meta: PROFILE_MESSAGES } });
  const removeOwnImage = useDeleteRestaurantImage({ mutation: { meta: IMAGE_MESSAGES } });
  const removeAnyImage = useAdminDeleteRestaurantImage({ mutation: { meta: IMAGE_MESSAGES } });

  /** Changes the profile from `save.base`'s version; refusals go to `save`'s handlers. */
  const saveProfile = (values: RestaurantProfileValues, { base, onFieldError, onConflict }: VersionedSave<RestaurantDetailsResponse>) => {
    const form = toRestaurantProfileForm(values);
    const headers = ifMatch(base.restaurant.version);
    const saved = admin
      ? updateAny.mutateAsync({ data: { ...form, restaurantId: scope.restaurantId }, headers })
      : updateOwn.mutateAsync({ data: form, headers }).then((answer) => {
          // The session remembers the owner's restaurant name (spec §3); keep it in step.
          const user = session.get().data;
          if (user?.restaurant) session.storeUserData({ ...user, restaurant: { ...user.restaurant, restaurantName: form.restaurantName } });
          return answer;
        });
    return succeeded(saved, onFieldError, onConflict);
  };

  /**
   * Removes one saved image, from the version of what holds it (the profile's for a company-wide image,
   * the location's for one of its own); resolves whether it went.
   */
  const removeImage = (image: Image, version: number) => {
    const headers = ifMatch(version);
    return succeeded(
      admin
        ? removeAnyImage.mutateAsync({ restaurantId: scope.restaurantId, imageId: image.imageId, headers })
        : removeOwnImage.mutateAsync({ id: image.imageId, headers }),
    );
  };

  return {
    details: details.data ?? null,
    loading: details.isPending,
    failed: details.isError,
    retry: () => void details.refetch(),
    saveProfile,
    removeImage,
  };
}

/** The restaurant categories an owner or administrator picks from (spec §7: the public list). */
export function useRestaurantCategoryOptions() {
  const categories = useGetRestaurantCategories({ query: { meta: { failure: 'Failed to get Categories' } } });
  const options = useMemo<SelectOption[]>(
    () =>
      (categories.data?.restaurantCategories ?? []).map((category) => ({
        value: String(category.restaurantCategoryId),
        label: category.restaurantCategoryName,
      })),
    [categories.data],
  );
  return { options, loading: categories.isPending };
}

/** The owner's own account: change password, and delete the restaurant (which signs them out). */
export function useOwnAccount() {
  const changePassword = useChangePassword({
    mutation: { meta: { success: CHANGE_MESSAGES.passwordChanged, failure: 'Failed to change password' } },
  });
  const deleteRestaurant = useDeleteMyRestaurant({
    mutation: { meta: { success: CHANGE_MESSAGES.restaurantDeleted, failure: 'Failed to delete Restaurant' } },
  });
  return {
    changePassword: (values: ChangePasswordValues) => succeeded(changePassword.mutateAsync({ data: values })),
    /**
     * Deletes the restaurant as `version` of its profile showed it (changed since, it is refused and the
     * toast says by whom); resolves whether it was deleted; on success the session is gone and the guards go to '/'.
     */
    deleteRestaurant: (version: number) =>
      succeeded(
        deleteRestaurant.mutateAsync({ headers: ifMatch(version) }).then((answer) => {
          session.logout();
          return answer;
        }),
      ),
  };
}
