import { normaliseEmail } from '@console/rules';
import { type PasswordCost, hashPassword } from '../auth/password-hash';
import type { Database } from '../db/database';
import { insertRestaurantAccounts, type NewRestaurantAccount } from '../restaurants/restaurant-accounts';
import {
  emailProblem,
  locationProblems,
  passwordProblem,
  restaurantMessages,
  restaurantNameProblem,
  type LocationInput,
} from '../rules/restaurant-rules';
import { listCell, refuseIfProblems, type CsvProblem, type CsvUpload } from './csv-upload';

export const RESTAURANT_CSV_COLUMNS = {
  required: [
    'restaurantName',
    'emailAddress',
    'password',
    'restaurantCategoryNames',
    'streetAddress',
    'latitude',
    'longitude',
    'phoneNumber',
  ],
  optional: ['city', 'state', 'zipCode', 'country'],
} as const;

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A cell's number: null when empty (the location is missing), NaN when it is text that is no number. */
function decimal(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Checks every row of a restaurants file with the rules of createRestaurant, then writes them all in one
 * transaction. Each distinct password of the file is hashed once (full scrypt cost, its own salt), so a
 * file that gives every owner the same first password costs one hash; owners change it at first sign-in.
 */
export async function importRestaurants(
  db: Database,
  { rows, problems: unreadable }: CsvUpload,
  passwordCost?: PasswordCost,
): Promise<number> {
  const categoryRows = await db.query<{ id: number; name: string }>(
    'SELECT restaurant_category_id AS id, lower(restaurant_category_name) AS name FROM restaurant_categories',
  );
  const categoryIds = new Map(categoryRows.map((category) => [category.name, category.id]));
  const emails = rows.map((row) => normaliseEmail(row.values.emailAddress ?? ''));
  const taken = new Set(
    (
      await db.query<{ email: string }>('SELECT lower(email_address) AS email FROM users WHERE lower(email_address) = ANY($1::text[])', [
        emails,
      ])
    ).map((row) => row.email),
  );

  const problems: CsvProblem[] = [...unreadable];
  const firstRowOfEmail = new Map<string, number>();
  const accounts: Array<Omit<NewRestaurantAccount, 'passwordHash'> & { password: string }> = [];
  rows.forEach(({ row, values }, index) => {
    const add = (column: string, reason: string | undefined) => reason && problems.push({ row, column, reason });
    add('restaurantName', restaurantNameProblem(values.restaurantName));
    const email = emails[index];
    const badEmail = emailProblem(email);
    add('emailAddress', badEmail);
    if (!badEmail) {
      if (taken.has(email)) add('emailAddress', 'An account with this email address already exists');
      else if (firstRowOfEmail.has(email)) add('emailAddress', `This email address is already used in row ${firstRowOfEmail.get(email)}`);
      else firstRowOfEmail.set(email, row);
    }
    add('password', passwordProblem(values.password));
    const names = listCell(values.restaurantCategoryNames);
    if (names.length === 0) add('restaurantCategoryNames', restaurantMessages.categoryRequired);
    const unknown = names.filter((name) => !categoryIds.has(name.toLowerCase()));
    if (unknown.length > 0) add('restaurantCategoryNames', `Unknown restaurant category: ${unknown.join(', ')}`);
    const location: LocationInput = {
      streetAddress: values.streetAddress,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      country: values.country,
      latitude: decimal(values.latitude),
      longitude: decimal(values.longitude),
      phoneCountryCode: '+1',
      phoneNumber: values.phoneNumber,
    };
    for (const problem of locationProblems(location)) add(problem.field, problem.reason);
    accounts.push({
      emailAddress: email,
      password: values.password ?? '',
      restaurantName: (values.restaurantName ?? '').trim(),
      restaurantCategoryIds: names.map((name) => categoryIds.get(name.toLowerCase()) ?? 0),
      // A file's coordinates come from wherever its author took them: their precision is not known.
      locations: [{ ...location, locationPrecision: 'unknown', locationSource: 'csv-import' }],
    });
  });
  refuseIfProblems(problems);

  const distinct = [...new Set(accounts.map((account) => account.password))];
  const hashes = new Map(
    await Promise.all(distinct.map(async (password) => [password, await hashPassword(password, passwordCost)] as const)),
  );
  const ready = accounts.map(({ password, ...account }) => ({ ...account, passwordHash: hashes.get(password) as string }));
  await db.transaction((tx) => insertRestaurantAccounts(tx, ready));
  return ready.length;
}
