import type { LocationPrecision } from '@console/api-client';
import { StatusBadge } from '@console/ui';

/** Precisions coarser than the street: the coordinates stand for a whole ZIP code or city. */
export const isApproximate = (precision: LocationPrecision | undefined) => precision === 'zip' || precision === 'city';

interface Located {
  locationPrecision?: LocationPrecision;
  city?: string;
  zipCode?: string;
}

/** What an approximate location's coordinates stand for, in a sentence; null for a street-level one. */
export function approximateLocationText({ locationPrecision, city, zipCode }: Located): string | null {
  if (locationPrecision === 'city') {
    return `Approximate: the coordinates are the centre of ${city || 'the city'}, not of this address.`;
  }
  if (locationPrecision === 'zip') {
    return `Approximate: the coordinates are the centre of ZIP code ${zipCode || 'area'}, not of this address.`;
  }
  return null;
}

/** The locations tables' mark for an approximate location, its tooltip saying what it means and how to fix it. */
export function ApproximateLocationMark({ location }: { location: Located }) {
  const text = approximateLocationText(location);
  if (!text) return null;
  return (
    <StatusBadge tone="warning" hint={`${text} Edit the location and choose its street address to fix it.`}>
      Approximate
    </StatusBadge>
  );
}
