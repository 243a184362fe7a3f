import type { OperationHandlers } from '../http/contract-routes';
import { suggestUsAddresses } from './us-gazetteer';

/** The geo tag: address suggestions from the embedded US gazetteer (no outside service), with a hint when there are none. */
export function geoHandlers(): OperationHandlers {
  return {
    async getAddressSuggestions(request) {
      const { query, size } = request.query;
      return suggestUsAddresses(query, size ?? 10);
    },
  };
}
