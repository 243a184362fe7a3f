import { CHANGE_MESSAGES } from '@console/rules';
import type { AccountStatus, MergePreview, MergeRestaurantsRequest } from '@console/api-client';
import {
  useMergeRestaurants as useMergeRestaurantsCall,
  usePreviewMergeRestaurants as usePreviewMergeRestaurantsCall,
} from '@console/api-client/queries';

const FAILURE = 'Failed to merge Restaurant';

/** How a merge call ended: the new restaurant, refused as the restaurants changed since the preview, or failed (shown). */
export type MergeOutcome = { restaurantId: number } | 'changed' | 'failed';

/** The request a merge makes from what its confirmation showed: the preview's versions and digest, and the super admin's choice. */
export function mergeRequestOf(preview: MergePreview, accountStatus?: AccountStatus): MergeRestaurantsRequest {
  return {
    restaurantIds: preview.restaurants.map((part) => part.restaurantId),
    newRestaurantName: preview.newRestaurantName,
    restaurantVersions: preview.restaurants.map(({ restaurantId, version }) => ({ restaurantId, version })),
    previewDigest: preview.previewDigest,
    ...(accountStatus ? { accountStatus } : {}),
  };
}

/** A merge's two calls: what it would do (the confirmation), then the merge of exactly that. Failures are toasted. */
export function useMergeRestaurants() {
  const preview = usePreviewMergeRestaurantsCall({ mutation: { meta: { failure: FAILURE } } });
  const merge = useMergeRestaurantsCall({ mutation: { meta: { success: CHANGE_MESSAGES.restaurantsMerged, failure: FAILURE } } });
  return {
    preview: (restaurantIds: number[], newRestaurantName: string): Promise<MergePreview | undefined> =>
      preview.mutateAsync({ data: { restaurantIds, newRestaurantName: newRestaurantName.trim() } }).then(
        (answer) => answer,
        () => undefined,
      ),
    merge: (shown: MergePreview, accountStatus?: AccountStatus): Promise<MergeOutcome> =>
      merge.mutateAsync({ data: mergeRequestOf(shown, accountStatus) }).then(
        (answer) => ({ restaurantId: answer.restaurantId }),
        (error: { response?: { status?: number } }) => {
          // 412 (a restaurant changed) or 409 (what moves changed): the confirmation must be shown again.
          const status = error?.response?.status;
          return status === 409 || status === 412 ? 'changed' : 'failed';
        },
      ),
  };
}
