import * as yup from 'yup';
import type { Address, RestaurantLocationForm } from '@console/api-client';
import { EMPTY_ADDRESS } from '@console/address-search';
import { restaurantMessages, splitUsPhone } from '@console/rules';
import { imageFilesField, usPhoneField } from '@console/rules/yup';

/**
 * Spec §5 Restaurant location: a chosen place ('Location is required') and a valid US phone; the picked
 * images count with the location's saved ones (validation context `storedImageCount`).
 */
export const locationSchema = yup.object({
  location: yup.object({
    streetAddress: yup.string().trim().required(restaurantMessages.locationRequired),
    latitude: yup.number().nullable().required(restaurantMessages.locationRequired),
    longitude: yup.number().nullable().required(restaurantMessages.locationRequired),
  }),
  phoneNumber: usPhoneField(),
  restaurantImages: imageFilesField(),
});

export interface LocationValues {
  /** The address search fills the address fields. */
  location: typeof EMPTY_ADDRESS;
  /** E.164 ('+15125550100') as the field holds it; beside the address, so a change of one is told from the other. */
  phoneNumber: string;
  /** Images picked in this popup, sent with the save. */
  restaurantImages: File[];
}

export function locationInitialValues(address?: Address | null): LocationValues {
  if (!address) return { location: { ...EMPTY_ADDRESS }, phoneNumber: '', restaurantImages: [] };
  return {
    location: {
      streetAddress: address.streetAddress,
      city: address.city ?? '',
      state: address.state ?? '',
      zipCode: address.zipCode ?? '',
      country: address.country ?? '',
      latitude: address.latitude,
      longitude: address.longitude,
      locationPrecision: address.locationPrecision ?? 'unknown',
      locationSource: address.locationSource ?? 'unknown',
    },
    phoneNumber: `${address.phoneCountryCode}${address.phoneNumber}`,
    restaurantImages: [],
  };
}

/** The form as the location calls take it: the phone's country code split off, empty parts left out. */
export function toLocationForm({ location, phoneNumber, restaurantImages }: LocationValues): RestaurantLocationForm {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    streetAddress: location.streetAddress.trim(),
    city: optional(location.city),
    state: optional(location.state),
    zipCode: optional(location.zipCode),
    country: optional(location.country),
    latitude: location.latitude ?? 0,
    longitude: location.longitude ?? 0,
    locationPrecision: location.locationPrecision,
    locationSource: location.locationSource,
    ...splitUsPhone(phoneNumber),
    ...(restaurantImages.length > 0 ? { restaurantImages } : {}),
  };
}
