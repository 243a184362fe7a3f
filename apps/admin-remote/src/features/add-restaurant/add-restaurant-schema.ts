import * as yup from 'yup';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CreateRestaurantRequest } from '@console/api-client';
import { EMPTY_ADDRESS } from '../../shared/address-search-field';
import { emailRule, normaliseEmail, passwordRule, restaurantNameRule } from '../../shared/restaurant-rules';

const locationSchema = yup.object({
  streetAddress: yup.string().trim().required('Location is required'),
  latitude: yup.number().nullable().required('Location is required'),
  longitude: yup.number().nullable().required('Location is required'),
  phoneNumber: yup
    .string()
    .required('Phone Number is required')
    .test('us-phone', 'Phone number is not valid', (value) => !value || isValidPhoneNumber(value, 'US')),
});

/** Spec §5 New restaurant, word for word. Category ids are the select's string values. */
export const addRestaurantSchema = yup.object({
  restaurantName: restaurantNameRule,
  emailAddress: emailRule,
  restaurantCategoryIds: yup.array(yup.string().required()).min(1, 'Select at least one category').required('Select at least one category'),
  password: passwordRule,
  locations: yup.array(locationSchema).min(1, 'Please add a location first').required('Please add a location first'),
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
    locations: values.locations.map((location) => {
      const phone = parsePhoneNumberFromString(location.phoneNumber, 'US');
      return {
        streetAddress: location.streetAddress.trim(),
        city: location.city,
        state: location.state,
        zipCode: location.zipCode,
        country: location.country,
        latitude: location.latitude ?? 0,
        longitude: location.longitude ?? 0,
        phoneCountryCode: phone ? `+${phone.countryCallingCode}` : '+1',
        phoneNumber: phone ? String(phone.nationalNumber) : location.phoneNumber.replace(/^\+1/, ''),
      };
    }),
  };
}
