import type { QueryOf } from '../http/contract-types';
import { csvLine, PhoneCell } from '../http/csv';
import { phoneText, type ListExport } from '../http/list-export';
import { likePattern } from '../http/paging';
import { approximateLocation } from './location-precision';
import { ADDRESS_MATCHES } from './restaurant-queries';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';
import { requireRestaurant } from '../foods/food-category-actions';
import { ownRestaurantId } from './own-restaurant';

/** A restaurant's locations as their export reads them (http/list-export.ts). */
interface AddressRow {
  addressId: number;
  streetAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  phoneCountryCode: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
}

type AddressQuery = QueryOf<'exportMyRestaurantAddresses'> | QueryOf<'exportRestaurantAddresses'>;

/** One restaurant's locations as the locations table lists them (by id), with the search and precision filter. */
export function addressesExport(restaurantId: number, query: AddressQuery): ListExport<AddressRow> {
  const where = [`a.restaurant_id = $1`, ADDRESS_MATCHES];
  if (query.location_precision === 'approximate') where.push(approximateLocation('a'));
  return {
    fileWords: 'restaurant-locations',
    header: ['Location ID', 'Street Address', 'City', 'State', 'ZIP Code', 'Country', 'Phone Number', 'Latitude', 'Longitude'],
    list: {
      columns: `a.address_id AS "addressId", a.street_address AS "streetAddress", a.city, a.state, a.zip_code AS "zipCode", a.country,
                a.phone_country_code AS "phoneCountryCode", a.phone_number AS "phoneNumber", a.latitude, a.longitude`,
      from: 'addresses a',
      where,
      params: [restaurantId, likePattern(query.keywords)],
      keys: [{ sql: 'a.address_id', direction: 'ASC' }],
    },
    line: (row) =>
      csvLine([
        row.addressId,
        row.streetAddress,
        row.city,
        row.state,
        row.zipCode,
        row.country,
        new PhoneCell(phoneText(row.phoneCountryCode, row.phoneNumber)),
        row.latitude,
        row.longitude,
      ]),
  };
}

/** Its export calls: an owner exports their own restaurant's locations, an administrator the path's. */
export function addressExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    async exportMyRestaurantAddresses(request, reply) {
      return sendListExport(db, now, reply, addressesExport(ownRestaurantId(request), request.query));
    },
    async exportRestaurantAddresses(request, reply) {
      await requireRestaurant(db, request.params.id);
      return sendListExport(db, now, reply, addressesExport(request.params.id, request.query));
    },
  };
}
