import { normalizeEmail } from '../auth/users';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { insertRows } from '../db/insert-rows';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { idField, numberField, readMultipartForm, type MultipartForm } from '../http/multipart-form';
import { imagesAsDataUrls } from '../rules/images';
import { splitUsPhone } from '@console/rules';
import { emailProblem, locationProblems, optionalText, restaurantMessages, restaurantNameProblem } from '../rules/restaurant-rules';

/** The admin's multipart forms: a restaurant's locations and its profile (spec §5 Restaurant location/profile). */
export const restaurantFormMessages = {
  locationCreated: 'Restaurant Location created Successfully',
  locationUpdated: 'Restaurant Location updated Successfully',
  profileUpdated: 'Restaurant Profile updated successfully',
  restaurantIdRequired: 'Restaurant Id is required',
  invalidRestaurantId: 'Invalid Restaurant Id',
  phoneCountryCodeRequired: 'Phone Country Code is required',
  restaurantNotFound: 'Restaurant not found',
  locationNotFound: 'Restaurant Location not found',
  emailTaken: 'An account with this email address already exists',
  noOwner: 'This restaurant has no owner account, so it has no email address',
} as const;

const LOCATION_FORM = {
  fields: [
    'restaurantId',
    'streetAddress',
    'country',
    'state',
    'city',
    'zipCode',
    'latitude',
    'longitude',
    'phoneCountryCode',
    'phoneNumber',
  ],
  files: ['restaurantImages'],
} as const;
const PROFILE_FORM = {
  fields: ['restaurantId', 'restaurantName', 'restaurantCategoryIds', 'emailAddress'],
  files: ['restaurantImages'],
} as const;

function restaurantIdOf(form: MultipartForm): number {
  const text = form.text('restaurantId');
  if (!text) throw badRequest(restaurantFormMessages.restaurantIdRequired);
  const id = idField(text);
  if (id === undefined) throw badRequest(restaurantFormMessages.invalidRestaurantId);
  return id;
}

/** The location fields of a form, checked; absent optional fields become null. */
function locationOf(form: MultipartForm) {
  const location = {
    streetAddress: form.text('streetAddress') ?? '',
    city: optionalText(form.text('city')),
    state: optionalText(form.text('state')),
    zipCode: optionalText(form.text('zipCode')),
    country: optionalText(form.text('country')),
    latitude: numberField(form.text('latitude')),
    longitude: numberField(form.text('longitude')),
    phoneCountryCode: form.text('phoneCountryCode') ?? '',
    phoneNumber: form.text('phoneNumber') ?? '',
  };
  const [problem] = locationProblems(location);
  if (problem) throw badRequest(problem.reason);
  if (!location.phoneCountryCode) throw badRequest(restaurantFormMessages.phoneCountryCodeRequired);
  return { ...location, phoneNumber: splitUsPhone(location.phoneNumber).phoneNumber };
}

async function requireRestaurant(db: Queryable, restaurantId: number): Promise<{ ownerUserId: number | null }> {
  const [row] = await db.query<{ ownerUserId: number | null }>(
    'SELECT owner_user_id AS "ownerUserId" FROM restaurants WHERE restaurant_id = $1',
    [restaurantId],
  );
  if (!row) throw notFound(restaurantFormMessages.restaurantNotFound);
  return row;
}

async function imageCount(db: Queryable, restaurantId: number, addressId: number | null): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM images WHERE restaurant_id = $1 AND address_id IS NOT DISTINCT FROM $2',
    [restaurantId, addressId],
  );
  return count;
}

async function addImages(tx: Queryable, restaurantId: number, addressId: number | null, urls: string[]): Promise<void> {
  await insertRows(
    tx,
    'images',
    ['restaurant_id', 'address_id', 'image_file_url'],
    urls.map((url) => [restaurantId, addressId, url]),
  );
}

export function restaurantFormHandlers({ db }: { db: Database }): OperationHandlers {
  return {
    async adminCreateRestaurantLocation(request, reply) {
      const form = await readMultipartForm(request, LOCATION_FORM);
      const restaurantId = restaurantIdOf(form);
      const location = locationOf(form);
      await requireRestaurant(db, restaurantId);
      const images = imagesAsDataUrls(form.files, 0);
      const addressId = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO addresses (restaurant_id, street_address, city, state, zip_code, country, latitude, longitude, phone_country_code, phone_number)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '+1', $9) RETURNING address_id AS id`,
          [
            restaurantId,
            location.streetAddress,
            location.city,
            location.state,
            location.zipCode,
            location.country,
            location.latitude,
            location.longitude,
            location.phoneNumber,
          ],
        );
        await addImages(tx, restaurantId, created.id, images);
        return created.id;
      });
      reply.code(201);
      return { message: restaurantFormMessages.locationCreated, addressId };
    },

    async adminUpdateRestaurantLocation(request) {
      const { id: addressId } = request.params as { id: number };
      const form = await readMultipartForm(request, LOCATION_FORM);
      const restaurantId = restaurantIdOf(form);
      const location = locationOf(form);
      await requireRestaurant(db, restaurantId);
      const [address] = await db.query('SELECT 1 FROM addresses WHERE address_id = $1 AND restaurant_id = $2', [addressId, restaurantId]);
      if (!address) throw notFound(restaurantFormMessages.locationNotFound);
      const images = imagesAsDataUrls(form.files, await imageCount(db, restaurantId, addressId));
      await db.transaction(async (tx) => {
        // The form carries every field: absent optional fields are cleared.
        await tx.query(
          `UPDATE addresses SET street_address = $2, city = $3, state = $4, zip_code = $5, country = $6, latitude = $7, longitude = $8,
                  phone_country_code = '+1', phone_number = $9
            WHERE address_id = $1`,
          [
            addressId,
            location.streetAddress,
            location.city,
            location.state,
            location.zipCode,
            location.country,
            location.latitude,
            location.longitude,
            location.phoneNumber,
          ],
        );
        await addImages(tx, restaurantId, addressId, images);
      });
      return { message: restaurantFormMessages.locationUpdated };
    },

    async adminUpdateRestaurant(request) {
      const form = await readMultipartForm(request, PROFILE_FORM);
      const restaurantId = restaurantIdOf(form);
      const name = form.text('restaurantName');
      const nameProblem = restaurantNameProblem(name);
      if (nameProblem) throw badRequest(nameProblem);
      const categoryTexts = (form.fields.get('restaurantCategoryIds') ?? []).map((text) => text.trim()).filter(Boolean);
      const categoryIds = [...new Set(categoryTexts.map(idField))];
      if (categoryIds.length === 0 || categoryIds.includes(undefined)) throw badRequest(restaurantMessages.categoryRequired);
      const [{ known }] = await db.query<{ known: number }>(
        'SELECT count(*) AS known FROM restaurant_categories WHERE restaurant_category_id = ANY($1::int[])',
        [categoryIds],
      );
      if (known !== categoryIds.length) throw badRequest(restaurantMessages.categoryRequired);

      const { ownerUserId } = await requireRestaurant(db, restaurantId);
      const emailText = form.text('emailAddress');
      let email: string | undefined;
      if (ownerUserId !== null) {
        const problem = emailProblem(emailText);
        if (problem) throw badRequest(problem);
        email = normalizeEmail(emailText as string);
        const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email_address) = $1 AND user_id <> $2', [email, ownerUserId]);
        if (taken) throw conflict(restaurantFormMessages.emailTaken);
      } else if (emailText) {
        throw badRequest(restaurantFormMessages.noOwner);
      }
      const images = imagesAsDataUrls(form.files, await imageCount(db, restaurantId, null));

      try {
        await db.transaction(async (tx) => {
          await tx.query('UPDATE restaurants SET restaurant_name = $2, updated_at = now() WHERE restaurant_id = $1', [
            restaurantId,
            (name as string).trim(),
          ]);
          await tx.query('DELETE FROM restaurant_category_links WHERE restaurant_id = $1', [restaurantId]);
          await insertRows(
            tx,
            'restaurant_category_links',
            ['restaurant_id', 'restaurant_category_id'],
            categoryIds.map((id) => [restaurantId, id]),
          );
          if (ownerUserId !== null) {
            await tx.query('UPDATE users SET email_address = $2, updated_at = now() WHERE user_id = $1', [ownerUserId, email]);
          }
          await addImages(tx, restaurantId, null, images);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(restaurantFormMessages.emailTaken);
        throw error;
      }
      return { message: restaurantFormMessages.profileUpdated };
    },
  };
}
