import type {
  AddressSuggestionListResponse,
  GetAddressSuggestionsParams
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * The embedded address provider of the console, for development, demos and tests (a deployment
with a Google Maps key uses Google Places in the browser instead, one with a geocoder URL a
Photon-compatible geocoder). It knows US cities and ZIP codes, not streets. The text is matched
against city names (prefix, optionally followed by a state code or name) and ZIP codes (prefix,
or a full ZIP where addresses put it); a street part before the city (`12 Main St, Austin, TX`,
`12 Main St Austin TX`) or before a full ZIP is kept as `streetAddress`. Places come best first:
an exact city (and state) before a longer name, then larger places (more ZIP codes) first.
It never invents what it does not know: a suggestion for a city has an empty `zipCode` and the
city centre as coordinates (`precision` city); one for a ZIP has that ZIP's centre (`precision`
zip). Each suggestion carries the whole location, so no second call resolves it; an empty list
comes with a `message` saying what to type.

 * @summary Suggest US places (with coordinates) for the text typed in an address input
 */
export const getAddressSuggestions = (
    params: GetAddressSuggestionsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AddressSuggestionListResponse>(
      {url: `/geo/address-suggestions`, method: 'GET',
        params
    },
      options);
    }
  export type GetAddressSuggestionsResult = NonNullable<Awaited<ReturnType<typeof getAddressSuggestions>>>
