import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import type { VersionedObject } from '../http/version-conflict';
import { findRestaurantAccounts, findRestaurantAddress, toRestaurantAccount } from './restaurant-queries';

const messages = { notFound: 'Restaurant not found', locationNotFound: 'Restaurant Location not found' } as const;

/**
 * A restaurant profile as a 412 names and shows it: as its read and list row give it ({ restaurant,
 * emailAddress, accountStatus }). Its trail: its own events and those of its images.
 */
export function versionedRestaurant(db: Queryable, restaurantId: number): VersionedObject {
  return {
    noun: 'restaurant profile',
    trail: { objectTypes: ['Restaurant'], objectId: restaurantId, imagesOfRestaurant: restaurantId },
    current: async () => {
      const [row] = await findRestaurantAccounts(db, { restaurantId });
      if (!row) throw notFound(messages.notFound);
      return toRestaurantAccount(row);
    },
  };
}

/** A location as a 412 names and shows it: its list row (the contract's Address). */
export function versionedLocation(db: Queryable, restaurantId: number, addressId: number): VersionedObject {
  return {
    noun: 'location',
    trail: { objectTypes: ['Location'], objectId: addressId },
    current: async () => {
      const address = await findRestaurantAddress(db, restaurantId, addressId);
      if (!address) throw notFound(messages.locationNotFound);
      return address;
    },
  };
}

/** The version of the object an image is part of: its location's, or its restaurant profile's (company-wide). */
export async function lockImageOwner(
  tx: Queryable,
  restaurantId: number,
  imageId: number,
): Promise<{ version: number; addressId: number | null } | undefined> {
  const [image] = await tx.query<{ addressId: number | null }>(
    'SELECT address_id AS "addressId" FROM images WHERE image_id = $1 AND restaurant_id = $2',
    [imageId, restaurantId],
  );
  if (!image) return undefined;
  const [owner] =
    image.addressId === null
      ? await tx.query<{ version: number }>('SELECT version FROM restaurants WHERE restaurant_id = $1 FOR UPDATE', [restaurantId])
      : await tx.query<{ version: number }>('SELECT version FROM addresses WHERE address_id = $1 FOR UPDATE', [image.addressId]);
  return owner && { version: owner.version, addressId: image.addressId };
}
