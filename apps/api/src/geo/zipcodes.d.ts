// The `zipcodes` package ships no types; this is the part of it the gazetteer reads.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCodeRecord>;
  export const states: { full: Record<string, string>; abbr: Record<string, string> };
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
}
