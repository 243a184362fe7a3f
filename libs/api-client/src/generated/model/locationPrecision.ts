
/**
 * Not shown by the console spec. How precise a location's coordinates are: `rooftop` (the building),
`street` (on the street, e.g. interpolated along it), `zip` (the centre of its ZIP code), `city`
(the centre of its city), or `unknown` (saved before precision was recorded, or imported with
coordinates of unknown origin). `zip` and `city` are approximate. A request without it saves `unknown`.

 */
export type LocationPrecision = typeof LocationPrecision[keyof typeof LocationPrecision];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LocationPrecision = {
  rooftop: 'rooftop',
  street: 'street',
  zip: 'zip',
  city: 'city',
  unknown: 'unknown',
} as const;
