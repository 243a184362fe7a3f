import { getAddressSuggestions } from '@console/api-client';
import type { AddressLocation, AddressProvider, AddressSuggestion } from './address-provider';
import { cachedSuggestions } from './suggestion-cache';

interface GazetteerSuggestion extends AddressSuggestion {
  location: AddressLocation;
}

/**
 * The embedded default: the API's US gazetteer (GET /geo/address-suggestions). Each suggestion already
 * carries its whole location, with the precision the API gives (a city or ZIP centre) and an empty ZIP
 * when the place has none of its own; an empty list comes with the API's hint of what to type.
 */
export const gazetteerAddressProvider: AddressProvider = {
  suggest(text, signal) {
    return cachedSuggestions(
      'gazetteer',
      text,
      async () => {
        const { suggestions, message } = await getAddressSuggestions({ query: text }, { signal });
        return {
          suggestions: suggestions.map(({ suggestionId, label, precision, ...address }): GazetteerSuggestion => ({
            id: suggestionId,
            label,
            location: { ...address, locationPrecision: precision, locationSource: 'gazetteer' },
          })),
          ...(suggestions.length === 0 && message ? { hint: message } : {}),
        };
      },
      signal,
    );
  },
  async resolve(suggestion) {
    return (suggestion as GazetteerSuggestion).location;
  },
};
