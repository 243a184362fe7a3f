import type {
  AddressSuggestionListResponse,
  GetAddressSuggestionsParams
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * The default address provider of the console (a deployment with a Google Maps key uses Google
Places in the browser instead). The text is matched against US city names (prefix, optionally
followed by a state code or name) and ZIP codes (prefix, or a full ZIP anywhere in the text).
When the text starts with a street part before a comma (`12 Main St, Austin, TX`), or before a
full ZIP, that part is kept as `streetAddress`; otherwise `streetAddress` is the place itself.
Each suggestion carries the whole location, so no second call resolves it.

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
