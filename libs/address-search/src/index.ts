// Address search for location forms (spec §7 Maps service): the field, and the provider behind it
// (the API's US gazetteer, a Photon-compatible geocoder, or Google Places, as the deployment says),
// and how the locations tables mark a location coarser than its street.
export {
  AddressSearchField,
  ADDRESS_SEARCH_FAILED,
  ADDRESS_SUGGEST_DELAY_MS,
  EMPTY_ADDRESS,
  NO_PLACES_FOUND,
  type AddressSearchFieldProps,
} from './address-search-field';
export {
  addressProvider,
  gazetteerAddressProvider,
  type AddressLocation,
  type AddressProvider,
  type AddressSuggestion,
  type AddressSuggestions,
} from './address-provider';
export { ApproximateLocationMark, approximateLocationText, isApproximate } from './location-precision';
