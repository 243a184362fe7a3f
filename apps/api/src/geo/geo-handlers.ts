import type { OperationHandlers } from '../http/contract-routes';
import { suggestUsAddresses } from './us-gazetteer';

/** The geo tag: address suggestions from the embedded US gazetteer (no outside service). */
export function geoHandlers(): OperationHandlers {
  return {
    async getAddressSuggestions(request) {
      const { query, size } = request.query;
      return { suggestions: suggestUsAddresses(query, size ?? 10) };
    },
  };
}
