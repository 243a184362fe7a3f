import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import type { QueryOf } from '../http/contract-types';
import { imageUrlsOfLocation, removeImagesAfterCommit } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import type { ExpectedVersion } from '../http/if-match';
import { likePattern, paginationOf, readPage } from '../http/paging';
import { versionGuard } from '../http/version-conflict';
import { lockImageOwner, versionedLocation, versionedRestaurant } from './restaurant-versions';
import {
  countRestaurantContents,
  findRestaurantAccounts,
  findRestaurantAddresses,
  toAddress,
  toRestaurantAccount,
} from './restaurant-queries';

/*
 * One restaurant's details, locations and images, read or deleted by its id: one implementation for both
 * callers, the administrator's calls (the id in the path, restaurant-handlers.ts) and the owner's calls
 * (the signed-in owner's restaurant, my-restaurant-handlers.ts). A location or image id of another
 * restaurant is not found, and nothing changes.
 */
export const restaurantActionMessages = {
  locationDeleted: 'Restaurant Location deleted Successfully',
  imageDeleted: 'Restaurant Image deleted successfully',
  notFound: 'Restaurant not found',
  locationNotFound: 'Restaurant Location not found',
  imageNotFound: 'Restaurant Image not found',
} as const;

export function restaurantActions(db: Database, imageStore: ImageStore) {
  const versions = versionGuard(db);
  /** Only that the restaurant exists: its details cost a statement over categories and images. */
  async function requireRestaurant(restaurantId: number): Promise<void> {
    const [row] = await db.query('SELECT 1 FROM restaurants WHERE restaurant_id = $1', [restaurantId]);
    if (!row) throw notFound(restaurantActionMessages.notFound);
  }

  return {
    requireRestaurant,

    /** The contract's RestaurantDetailsResponse, with what a delete of the restaurant would take with it. */
    async details(restaurantId: number) {
      const [row] = await findRestaurantAccounts(db, { restaurantId });
      if (!row) throw notFound(restaurantActionMessages.notFound);
      return { ...toRestaurantAccount(row), contents: await countRestaurantContents(db, restaurantId) };
    },

    /**
     * One page of the restaurant's locations (AddressListResponse); `keywords` matches the address and phone,
     * location_precision=approximate keeps those coarser than street level.
     */
    async addresses(restaurantId: number, query: QueryOf<'getRestaurantAddresses' | 'getMyRestaurantAddresses'>) {
      await requireRestaurant(restaurantId);
      const paging = readPage(query);
      const filter = { pattern: likePattern(query.keywords), approximate: query.location_precision === 'approximate' };
      const rows = await findRestaurantAddresses(db, restaurantId, { ...filter, limit: paging.size, offset: paging.offset });
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the count.
        total =
          paging.page === 1 ? 0 : ((await findRestaurantAddresses(db, restaurantId, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0);
      }
      return { addresses: rows.map(toAddress), pagination: paginationOf(total, paging) };
    },

    /**
     * Deletes one of the restaurant's locations; its images and deals go with it (ON DELETE CASCADE), and
     * then the image files no row references any more.
     */
    async deleteLocation(restaurantId: number, addressId: number, expected: ExpectedVersion) {
      await requireRestaurant(restaurantId);
      const imageUrls = await imageUrlsOfLocation(db, restaurantId, addressId);
      const deleted = await db.query(
        `DELETE FROM addresses WHERE address_id = $1 AND restaurant_id = $2 AND ($3::int[] IS NULL OR version = ANY($3::int[]))
         RETURNING address_id`,
        [addressId, restaurantId, versions.sqlVersions(expected)],
      );
      if (deleted.length === 0) {
        const [address] = await db.query<{ version: number }>(
          'SELECT version FROM addresses WHERE address_id = $1 AND restaurant_id = $2',
          [addressId, restaurantId],
        );
        versions.refused(address?.version, versionedLocation(db, restaurantId, addressId), () =>
          notFound(restaurantActionMessages.locationNotFound),
        );
      }
      await removeImagesAfterCommit(db, imageStore, imageUrls);
      return { message: restaurantActionMessages.locationDeleted };
    },

    /**
     * Deletes one image (company-wide or of a location) of the restaurant, then its file when no row
     * references it; If-Match names the version of what the image is part of (the restaurant profile or
     * the location).
     */
    async deleteImage(restaurantId: number, imageId: number, expected: ExpectedVersion) {
      await requireRestaurant(restaurantId);
      const deleted = await db.transaction(async (tx) => {
        const owner = await lockImageOwner(tx, restaurantId, imageId);
        if (!owner) throw notFound(restaurantActionMessages.imageNotFound);
        const object =
          owner.addressId === null ? versionedRestaurant(db, restaurantId) : versionedLocation(db, restaurantId, owner.addressId);
        versions.check(owner.version, expected, object);
        return tx.query<{ url: string }>('DELETE FROM images WHERE image_id = $1 AND restaurant_id = $2 RETURNING image_file_url AS url', [
          imageId,
          restaurantId,
        ]);
      });
      if (deleted.length === 0) throw notFound(restaurantActionMessages.imageNotFound);
      await removeImagesAfterCommit(
        db,
        imageStore,
        deleted.map((row) => row.url),
      );
      return { message: restaurantActionMessages.imageDeleted };
    },
  };
}
