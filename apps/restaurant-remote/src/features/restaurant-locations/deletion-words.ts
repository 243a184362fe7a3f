import type { Address, RestaurantContents } from '@console/api-client';
import { countOf } from '@console/ui';

/*
 * What the delete confirmations say goes with the object (issue 34), with the counts the reads carry:
 * the words the console had, the numbers added.
 */

/** 'a', 'a and b', 'a, b and c'. */
const listed = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * A location's delete: its images and deals go with it (the database cascades them); the menu is the
 * restaurant's, so its items stay.
 */
export function locationDeletionMessage(address: Pick<Address, 'locationSpecificImages' | 'dealCount'>): string {
  const images = address.locationSpecificImages.length;
  const deals = address.dealCount;
  const parts = [
    ...(images > 0 ? [countOf(images, 'image', 'images')] : []),
    ...(deals === undefined ? ['deals'] : deals > 0 ? [countOf(deals, 'deal', 'deals')] : []),
  ];
  const goes =
    parts.length > 0
      ? `All of this location's data, including its ${listed(parts)}, will be deleted.`
      : "All of this location's data will be deleted; it has no images and no deals.";
  return `Are you sure you want to delete this location? ${goes} Menu items stay on the restaurant's menu.`;
}

/** The owner's delete of their restaurant: everything it has, counted (what it has none of unsaid), and their account. */
export function restaurantDeletionMessage(contents: RestaurantContents): string {
  const counts: Array<[number, string, string]> = [
    [contents.locations, 'location', 'locations'],
    [contents.menuItems, 'menu item', 'menu items'],
    [contents.deals, 'deal', 'deals'],
    [contents.images, 'image', 'images'],
  ];
  const what = listed(['Its profile', ...counts.filter(([count]) => count > 0).map((each) => `its ${countOf(...each)}`)]);
  return (
    `Are you sure you want to delete your restaurant? ${what} will be deleted, ` +
    'together with your account. You will be signed out. This cannot be undone.'
  );
}
