
/**
 * Not shown by the console spec. Where a location's coordinates came from: `google` (Google Places),
`photon` (a Photon-compatible geocoder), `gazetteer` (the API's embedded US gazetteer),
`csv-import` (a CSV import), `demo` (the demo data), or `unknown` (saved before the source was
recorded). A request without it saves `unknown`.

 */
export type LocationSource = typeof LocationSource[keyof typeof LocationSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LocationSource = {
  google: 'google',
  photon: 'photon',
  gazetteer: 'gazetteer',
  'csv-import': 'csv-import',
  demo: 'demo',
  unknown: 'unknown',
} as const;
