// Address search for location forms (spec §7 Maps service): the field, and the provider behind it
// (the API's US gazetteer, or Google Places when the deployment carries a key).
export { AddressSearchField, ADDRESS_SUGGEST_DELAY_MS, EMPTY_ADDRESS, type AddressSearchFieldProps } from './address-search-field';
export {
  addressProvider,
  gazetteerAddressProvider,
  type AddressLocation,
  type AddressProvider,
  type AddressSuggestion,
} from './address-provider';
