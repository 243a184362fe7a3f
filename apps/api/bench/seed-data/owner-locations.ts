import type { Database } from '../../src/db/database';
import { CITIES } from '../../src/seed/demo-catalog';
import { DEMO_ACCOUNTS, planLocation } from '../../src/seed/demo-plan';
import { SeededRandom } from '../../src/seed/random';
import { writeAddresses, writeImages } from '../../src/seed/row-writers';
import { findOwnerRestaurant } from './owner-restaurant';

export interface OwnerLocationsSummary {
  restaurantId: number;
  ownerEmail: string;
  added: number;
  locations: number;
  milliseconds: number;
}

/**
 * Tops one owner's restaurant (the demo owner's by default, who signs in without a password change) up
 * to `locations` locations, for the Restaurant Locations figures of the bench. Like the demo owner's own
 * locations, each new one is in one of the catalog's cities and has one location image (an SVG data URL).
 */
export async function addOwnerLocations(
  db: Database,
  { locations, ownerEmail = DEMO_ACCOUNTS.owner }: { locations: number; ownerEmail?: string },
): Promise<OwnerLocationsSummary> {
  const started = performance.now();
  const restaurant = await findOwnerRestaurant(db, ownerEmail, 'addresses');
  const random = new SeededRandom(104_729 + restaurant.existing);
  const planned = Array.from({ length: Math.max(0, locations - restaurant.existing) }, () =>
    planLocation(random, random.pick(CITIES), true),
  );
  await db.transaction(async (tx) => {
    const addressIds = await writeAddresses(
      tx,
      planned.map((location) => ({ restaurantId: restaurant.restaurantId, location })),
    );
    await writeImages(
      tx,
      planned.flatMap((l, n) => l.imageUrls.map((url) => ({ restaurantId: restaurant.restaurantId, addressId: addressIds[n], url }))),
    );
  });
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    added: planned.length,
    locations: restaurant.existing + planned.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
