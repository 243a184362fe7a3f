import * as yup from 'yup';
import type { CreateRestaurantRequest, LocationPrecision, LocationSource } from '@console/api-client';
import { EMPTY_ADDRESS } from '@console/address-search';
import { nameRules, normaliseEmail, restaurantMessages, splitUsPhone } from '@console/rules';
import { emailField, nameField, passwordField, usPhoneField } from '@console/rules/yup';

const locationSchema = yup.object({
  streetAddress: yup.string().trim().required(restaurantMessages.locationRequired),
  latitude: yup.number().nullable().required(restaurantMessages.locationRequired),
  longitude: yup.number().nullable().required(restaurantMessages.locationRequired),
  phoneNumber: usPhoneField(),
});

/** Spec §5 New restaurant, word for word. Category ids are the select's string values. */
export const addRestaurantSchema = yup.object({
  restaurantName: nameField(nameRules.restaurantName),
  emailAddress: emailField(),
  restaurantCategoryIds: yup
    .array(yup.string().required())
    .min(1, restaurantMessages.categoryRequired)
    .required(restaurantMessages.categoryRequired),
  password: passwordField(),
  locations: yup.array(locationSchema).min(1, restaurantMessages.locationsRequired).required(restaurantMessages.locationsRequired),
});

export interface LocationValues {
  /** React's key for the location's fields; never sent. */
  key: number;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: LocationPrecision;
  locationSource: LocationSource;
  /** E.164 from the phone field ('+12025550123'). */
  phoneNumber: string;
}

export interface AddRestaurantValues {
  restaurantName: string;
  emailAddress: string;
  restaurantCategoryIds: string[];
  password: string;
  locations: LocationValues[];
}

let nextKey = 1;
export const newLocation = (): LocationValues => ({ key: nextKey++, ...EMPTY_ADDRESS, phoneNumber: '' });

export const addRestaurantInitialValues = (): AddRestaurantValues => ({
  restaurantName: '',
  emailAddress: '',
  restaurantCategoryIds: [],
  password: '',
  locations: [newLocation()],
});

/** Spec §3 create payload: trimmed, email lowercased, the phone's country code split off. */
export function toCreateRestaurantRequest(values: AddRestaurantValues): CreateRestaurantRequest {
  return {
    restaurantName: values.restaurantName.trim(),
    emailAddress: normaliseEmail(values.emailAddress),
    password: values.password,
    restaurantCategoryIds: values.restaurantCategoryIds.map(Number),
    locations: values.locations.map((location) => ({
      streetAddress: location.streetAddress.trim(),
      city: location.city,
      state: location.state,
      zipCode: location.zipCode,
      country: location.country,
      latitude: location.latitude ?? 0,
      longitude: location.longitude ?? 0,
      locationPrecision: location.locationPrecision,
      locationSource: location.locationSource,
      ...splitUsPhone(location.phoneNumber),
    })),
  };
}
