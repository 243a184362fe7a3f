import type { PasswordCost } from '../auth/password-hash';
import { changeSignInEmail, type EmailChange } from '../auth/email-change';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { insertRows } from '../db/insert-rows';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { FormOf } from '../http/contract-types';
import { idField, numberField, type MultipartForm, type MultipartFormShape, type PartName } from '../http/multipart-form';
import type { ImageStore } from '../images/image-store';
import type { Mailer } from '../mail/mailer';
import { withImageSaves, type SaveImages } from '../images/store-images';
import { checkImageFiles } from '../rules/images';
import { CHANGE_MESSAGES, normaliseEmail, splitUsPhone } from '@console/rules';
import { emailProblem, locationProblems, optionalText, restaurantMessages, restaurantNameProblem } from '../rules/restaurant-rules';
import { enumPart, LOCATION_PRECISIONS, LOCATION_SOURCES } from './location-precision';
import type { ExpectedVersion } from '../http/if-match';
import { versionGuard } from '../http/version-conflict';
import { versionedLocation, versionedRestaurant } from './restaurant-versions';

/*
 * A restaurant's location and profile forms (spec §5 Restaurant location/profile, §7), one implementation
 * for both callers: the administrator names the restaurant in the form (restaurant-form-handlers.ts), the
 * owner acts on their own (my-restaurant-handlers.ts). Every action takes the restaurant id it acts on.
 */
export const restaurantFormMessages = {
  locationCreated: 'Restaurant Location created Successfully',
  locationUpdated: 'Restaurant Location updated Successfully',
  profileUpdated: CHANGE_MESSAGES.restaurantProfileUpdated,
  restaurantIdRequired: 'Restaurant Id is required',
  invalidRestaurantId: 'Invalid Restaurant Id',
  phoneCountryCodeRequired: 'Phone Country Code is required',
  restaurantNotFound: 'Restaurant not found',
  locationNotFound: 'Restaurant Location not found',
  emailTaken: 'An account with this email address already exists',
  noOwner: 'This restaurant has no owner account, so it has no email address',
} as const;

/** What the restaurant handlers (admin and owner) are built from. */
export interface RestaurantHandlerDeps {
  db: Database;
  imageStore: ImageStore;
  /** Tells the owner's previous address when the profile's email changes. */
  mailer: Mailer;
  /** scrypt cost of the passwords an administrator sets; PASSWORD_COST when absent. */
  passwordCost?: PasswordCost;
  /** The API's clock (the throttle's windows); the real one when absent. */
  now?: () => Date;
}

type LocationPart = PartName<FormOf<'createRestaurantLocation' | 'updateRestaurantLocation'>>;
/** The profile's own parts; the owner's form adds the password a change of their email asks for. */
type ProfilePart = Exclude<PartName<FormOf<'updateRestaurant'>>, 'currentPassword'>;

/** The owner's forms (the contract's RestaurantLocationForm and RestaurantProfileForm). */
export const LOCATION_FORM = {
  fields: [
    'streetAddress',
    'country',
    'state',
    'city',
    'zipCode',
    'latitude',
    'longitude',
    'locationPrecision',
    'locationSource',
    'phoneCountryCode',
    'phoneNumber',
  ],
  files: ['restaurantImages'],
} as const satisfies MultipartFormShape<LocationPart>;
export const PROFILE_FORM = {
  fields: ['restaurantName', 'restaurantCategoryIds', 'emailAddress'],
  files: ['restaurantImages'],
} as const satisfies MultipartFormShape<ProfilePart>;

/** The owner's own profile form: changing their sign-in email asks for their password. */
export const OWNER_PROFILE_FORM = {
  fields: [...PROFILE_FORM.fields, 'currentPassword'],
  files: PROFILE_FORM.files,
} as const satisfies MultipartFormShape<PartName<FormOf<'updateRestaurant'>>>;

/** The administrator's forms name the restaurant too (AdminRestaurantLocationForm, AdminRestaurantProfileForm). */
export const ADMIN_LOCATION_FORM = {
  fields: ['restaurantId', ...LOCATION_FORM.fields],
  files: LOCATION_FORM.files,
} as const satisfies MultipartFormShape<PartName<FormOf<'adminCreateRestaurantLocation' | 'adminUpdateRestaurantLocation'>>>;
export const ADMIN_PROFILE_FORM = {
  fields: ['restaurantId', ...PROFILE_FORM.fields],
  files: PROFILE_FORM.files,
} as const satisfies MultipartFormShape<PartName<FormOf<'adminUpdateRestaurant'>>>;

/** The restaurantId part of an administrator's form (each of them has one). */
export function restaurantIdOf(form: MultipartForm<'restaurantId'>): number {
  const text = form.text('restaurantId');
  if (!text) throw badRequest(restaurantFormMessages.restaurantIdRequired);
  const id = idField(text);
  if (id === undefined) throw badRequest(restaurantFormMessages.invalidRestaurantId);
  return id;
}

/** The location fields of a form, checked; absent optional fields become null, an absent precision or source 'unknown'. */
function locationOf(form: MultipartForm<LocationPart>) {
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
  return {
    ...location,
    phoneNumber: splitUsPhone(location.phoneNumber).phoneNumber,
    locationPrecision: enumPart(form.text('locationPrecision'), 'locationPrecision', LOCATION_PRECISIONS),
    locationSource: enumPart(form.text('locationSource'), 'locationSource', LOCATION_SOURCES),
  };
}

async function requireRestaurant(db: Queryable, restaurantId: number): Promise<{ ownerUserId: number | null }> {
  const [row] = await db.query<{ ownerUserId: number | null }>(
    'SELECT owner_user_id AS "ownerUserId" FROM restaurants WHERE restaurant_id = $1',
    [restaurantId],
  );
  if (!row) throw notFound(restaurantFormMessages.restaurantNotFound);
  return row;
}

/**
 * Checks the sent images against what their set (a location's, or the company-wide one when addressId is
 * null) already stores (count, and type from the bytes), saves them in the image store and adds their rows,
 * inside the caller's transaction; a request that would pass the 5-image limit adds nothing. The caller
 * locks the set's row first, so two requests at once cannot both pass, and runs the transaction in
 * withImageSaves, so a rollback removes the saved files again.
 */
async function addImages(
  tx: Queryable,
  save: SaveImages,
  restaurantId: number,
  addressId: number | null,
  form: Pick<MultipartForm<never>, 'files'>,
): Promise<void> {
  const [{ count }] = await tx.query<{ count: number }>(
    'SELECT count(*) AS count FROM images WHERE restaurant_id = $1 AND address_id IS NOT DISTINCT FROM $2',
    [restaurantId, addressId],
  );
  const urls = await save(checkImageFiles(form.files, count), tx);
  await insertRows(
    tx,
    'images',
    ['restaurant_id', 'address_id', 'image_file_url'],
    urls.map((url) => [restaurantId, addressId, url]),
  );
}

export function restaurantFormActions(db: Database, imageStore: ImageStore) {
  const versions = versionGuard(db);
  return {
    /** Adds a location with its images; answers the new address id. */
    async createLocation(restaurantId: number, form: MultipartForm<LocationPart>): Promise<number> {
      const location = locationOf(form);
      await requireRestaurant(db, restaurantId);
      return withImageSaves(imageStore, (save) =>
        db.transaction(async (tx) => {
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO addresses (restaurant_id, street_address, city, state, zip_code, country, latitude, longitude, phone_country_code, phone_number,
                                    location_precision, location_source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '+1', $9, $10, $11) RETURNING address_id AS id`,
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
              location.locationPrecision,
              location.locationSource,
            ],
          );
          // A new location's set is empty: nobody else can add to it before this commits.
          await addImages(tx, save, restaurantId, created.id, form);
          return created.id;
        }),
      );
    },

    /**
     * Rewrites a location of the restaurant (absent optional fields are cleared) and adds the sent images to
     * its set, while it is at the version the change was made from.
     */
    async updateLocation(
      restaurantId: number,
      addressId: number,
      form: MultipartForm<LocationPart>,
      expected: ExpectedVersion,
    ): Promise<void> {
      const location = locationOf(form);
      await requireRestaurant(db, restaurantId);
      await withImageSaves(imageStore, (save) =>
        db.transaction(async (tx) => {
          // Another restaurant's location is not found, so nobody learns that it exists.
          const [address] = await tx.query<{ version: number }>(
            'SELECT version FROM addresses WHERE address_id = $1 AND restaurant_id = $2 FOR UPDATE',
            [addressId, restaurantId],
          );
          if (!address) throw notFound(restaurantFormMessages.locationNotFound);
          versions.check(address.version, expected, versionedLocation(db, restaurantId, addressId));
          await addImages(tx, save, restaurantId, addressId, form);
          // The form carries every field: absent optional fields are cleared.
          await tx.query(
            `UPDATE addresses SET street_address = $2, city = $3, state = $4, zip_code = $5, country = $6, latitude = $7, longitude = $8,
                  phone_country_code = '+1', phone_number = $9, location_precision = $10, location_source = $11
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
              location.locationPrecision,
              location.locationSource,
            ],
          );
        }),
      );
    },

    /**
     * Renames the restaurant, replaces its categories, changes the owner's sign-in email (required and
     * unique when the restaurant has an owner, refused when it has none) and adds company-wide images.
     * Returns the owner's email change, if any; their other sessions ended in the same transaction, all
     * but `keepSessionId` (the owner's own, when the owner made the change).
     */
    async updateProfile(
      restaurantId: number,
      form: MultipartForm<ProfilePart>,
      expected: ExpectedVersion,
      keepSessionId?: string,
    ): Promise<EmailChange | undefined> {
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
        email = normaliseEmail(emailText as string);
        const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email_address) = $1 AND user_id <> $2', [email, ownerUserId]);
        if (taken) throw conflict(restaurantFormMessages.emailTaken, 'emailAddress');
      } else if (emailText) {
        throw badRequest(restaurantFormMessages.noOwner);
      }

      try {
        return await withImageSaves(imageStore, (save) =>
          db.transaction(async (tx) => {
            const [restaurant] = await tx.query<{ version: number }>(
              'SELECT version FROM restaurants WHERE restaurant_id = $1 FOR UPDATE',
              [restaurantId],
            );
            if (!restaurant) throw notFound(restaurantFormMessages.restaurantNotFound);
            versions.check(restaurant.version, expected, versionedRestaurant(db, restaurantId));
            await addImages(tx, save, restaurantId, null, form);
            await tx.query('UPDATE restaurants SET restaurant_name = $2, updated_at = now() WHERE restaurant_id = $1', [
              restaurantId,
              (name as string).trim(),
            ]);
            // Only the categories that change: a save that keeps them changes neither them nor the version.
            await tx.query(
              'DELETE FROM restaurant_category_links WHERE restaurant_id = $1 AND NOT (restaurant_category_id = ANY($2::int[]))',
              [restaurantId, categoryIds],
            );
            await tx.query(
              `INSERT INTO restaurant_category_links (restaurant_id, restaurant_category_id) SELECT $1, unnest($2::int[])
               ON CONFLICT DO NOTHING`,
              [restaurantId, categoryIds],
            );
            return ownerUserId === null ? undefined : changeSignInEmail(tx, ownerUserId, email as string, keepSessionId);
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(restaurantFormMessages.emailTaken, 'emailAddress');
        throw error;
      }
    },
  };
}

export type RestaurantFormActions = ReturnType<typeof restaurantFormActions>;
