import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { TEST_IMAGES } from '../testing/test-images';

/*
 * The owner's calls on their own restaurant (contract tag my-restaurant). The demo owner acts on the demo
 * restaurant; a second seeded owner's locations and images stand for "another restaurant"; a fresh owner,
 * created by an administrator, starts with an empty company-wide image set.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let mine: { restaurantId: number };
let other: { restaurantId: number; token: string };

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  [mine] = await api.db.query<{ restaurantId: number }>(
    `SELECT r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
  const [second] = await api.db.query<{ restaurantId: number; email: string }>(
    `SELECT r.restaurant_id AS "restaurantId", u.email_address AS email
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE r.account_status = 'Approved' AND r.restaurant_id <> $1
        AND EXISTS (SELECT 1 FROM addresses a WHERE a.restaurant_id = r.restaurant_id)
      ORDER BY r.restaurant_id LIMIT 1`,
    [mine.restaurantId],
  );
  other = { restaurantId: second.restaurantId, token: await api.login(second.email, 'Restaurant') };
});

afterAll(async () => {
  await api?.close();
});

/** Bytes of the type the file name says: the server reads the real type from the first bytes. */
const bytesOf = (filename: string) => TEST_IMAGES[filename.split('.').pop() as keyof typeof TEST_IMAGES] ?? TEST_IMAGES.png;

function form(fields: Record<string, string | string[] | undefined>, images: Array<[string, string]> = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  for (const [filename, type] of images) data.append('restaurantImages', new Blob([bytesOf(filename)], { type }), filename);
  return data;
}

const pngs = (count: number): Array<[string, string]> => Array.from({ length: count }, (_, i) => [`photo-${i}.png`, 'image/png']);

const locationFields = (changes: Record<string, string | undefined> = {}) => ({
  streetAddress: '1 Owner St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'United States',
  latitude: '30.2672',
  longitude: '-97.7431',
  phoneCountryCode: '+1',
  phoneNumber: '(512) 867-5309',
  ...changes,
});

async function categoryIds(count = 2): Promise<string[]> {
  const rows = await api.db.query<{ id: number }>('SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT $1', [
    count,
  ]);
  return rows.map((row) => String(row.id));
}

/** The owner's locations through the owner's own read. */
async function myAddresses(token = tokens.restaurant): Promise<Json[]> {
  const response = await api.call('GET', '/restaurant/get-my-restaurant-addresses', { token, query: { size: 999999 } });
  expect(response.status).toBe(200);
  return response.body.addresses;
}

/** Any restaurant's locations through the admin read. */
async function addressesOf(restaurantId: number): Promise<Json[]> {
  const response = await api.call('GET', `/admin/restaurant/get-restaurant-addresses/${restaurantId}`, {
    token: tokens.admin,
    query: { size: 999999 },
  });
  return response.body.addresses;
}

async function detailsOf(restaurantId: number): Promise<Json> {
  return (await api.call('GET', `/admin/restaurant/get-restaurant-details/${restaurantId}`, { token: tokens.admin })).body;
}

/** A new location of the demo owner's restaurant, with `images` images. */
async function newLocation(images = 0, token = tokens.restaurant): Promise<number> {
  const created = await api.call('POST', '/restaurant/create-restaurant-location', {
    token,
    form: form(locationFields(), pngs(images)),
  });
  expect(created.status).toBe(201);
  return created.body.addressId;
}

/** A fresh restaurant account, created by an administrator, signed in with its own password set. */
async function freshOwner(email: string): Promise<{ restaurantId: number; token: string }> {
  const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
    token: tokens.admin,
    body: {
      emailAddress: email,
      password: DEMO_PASSWORD,
      restaurantName: `Fresh ${email}`,
      restaurantCategoryIds: (await categoryIds(1)).map(Number),
      locations: [
        {
          streetAddress: '600 Congress Ave',
          latitude: 30.2689,
          longitude: -97.7426,
          phoneCountryCode: '+1',
          phoneNumber: '5128675309',
        },
      ],
    },
  });
  expect(created.status).toBe(201);
  const first = await api.login(email, 'Restaurant');
  // An administrator chose the password: until the owner sets their own, only getMe, changePassword and logout answer.
  const before = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: first });
  expect(before).toMatchObject({ status: 403, body: { message: 'Please change your password first' } });
  const changed = await api.call('PATCH', '/auth/change-password', {
    token: first,
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'Owner#Fresh26', confirmPassword: 'Owner#Fresh26' },
  });
  expect(changed.status).toBe(200);
  return { restaurantId: created.body.restaurantId, token: first };
}

const someId = 1;

/** Every owner call, with a request that would succeed for the demo owner. */
const OWNER_CALLS: Array<[string, string, () => string, () => FormData | undefined]> = [
  ['getMyRestaurantDetails', 'GET', () => '/restaurant/get-my-restaurant-details', () => undefined],
  ['getMyRestaurantAddresses', 'GET', () => '/restaurant/get-my-restaurant-addresses', () => undefined],
  ['createRestaurantLocation', 'POST', () => '/restaurant/create-restaurant-location', () => form(locationFields())],
  ['updateRestaurantLocation', 'PATCH', () => `/restaurant/update-restaurant-location/${someId}`, () => form(locationFields())],
  ['updateRestaurant', 'PATCH', () => '/restaurant/update-restaurant', () => form({ restaurantName: 'X', restaurantCategoryIds: ['1'] })],
  ['deleteRestaurantLocation', 'DELETE', () => `/restaurant/delete-restaurant-location/${someId}`, () => undefined],
  ['deleteRestaurantImage', 'DELETE', () => `/restaurant/delete-restaurant-image/${someId}`, () => undefined],
];

describe.each(OWNER_CALLS)('%s', (operationId, method, path, body) => {
  it.each([['superAdmin'], ['admin']] as const)('is refused to %s with 403 and changes nothing', async (role) => {
    const before = await api.db.query('SELECT count(*) AS n FROM addresses UNION ALL SELECT count(*) FROM images');
    const response = await api.call(method, path(), { token: tokens[role], form: body() });
    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    expect(await api.db.query('SELECT count(*) AS n FROM addresses UNION ALL SELECT count(*) FROM images')).toEqual(before);
  });

  it('needs a token', async () => {
    const response = await api.call(method, path(), { form: body() });
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('is served by its operation', () => {
    const served = api.app.servedOperations.find((operation) => operation.operationId === operationId);
    expect(served).toMatchObject({ implemented: true, method, roles: ['restaurant'] });
  });
});

describe('GET /restaurant/get-my-restaurant-details', () => {
  it("answers the owner's restaurant, as the admin call shows it", async () => {
    const response = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: tokens.restaurant });

    expect(response.status).toBe(200);
    expect(response.body).toEqual(await detailsOf(mine.restaurantId));
    expect(response.body).toMatchObject({
      restaurant: { restaurantId: mine.restaurantId, restaurantName: 'Golden Fork Bistro' },
      emailAddress: DEMO_ACCOUNTS.owner,
      accountStatus: 'Approved',
    });
  });

  it("answers another owner their own restaurant, not the demo owner's", async () => {
    const response = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: other.token });
    expect(response.body.restaurant.restaurantId).toBe(other.restaurantId);
  });
});

describe('GET /restaurant/get-my-restaurant-addresses', () => {
  it("pages the owner's locations as the admin call does", async () => {
    const all = await addressesOf(mine.restaurantId);
    const page = await api.call('GET', '/restaurant/get-my-restaurant-addresses', {
      token: tokens.restaurant,
      query: { page: 1, size: 2 },
    });

    expect(page.status).toBe(200);
    expect(page.body.addresses).toEqual(all.slice(0, 2));
    expect(page.body.pagination).toMatchObject({ totalItems: all.length, lastPage: Math.ceil(all.length / 2), page: 1, size: 2 });
    expect(await myAddresses()).toEqual(all);
  });

  it('filters by keywords and answers an empty page past the end with the total', async () => {
    const all = await addressesOf(mine.restaurantId);
    const street: string = all[0].streetAddress;
    const found = await api.call('GET', '/restaurant/get-my-restaurant-addresses', {
      token: tokens.restaurant,
      query: { keywords: street },
    });
    const pastTheEnd = await api.call('GET', '/restaurant/get-my-restaurant-addresses', {
      token: tokens.restaurant,
      query: { page: 999, size: 10 },
    });

    expect(found.body.addresses.map((a: Json) => a.addressId)).toContain(all[0].addressId);
    expect(found.body.addresses.every((a: Json) => addressesMatch(a, street))).toBe(true);
    expect(pastTheEnd.body).toMatchObject({ addresses: [], pagination: { totalItems: all.length } });
  });

  it("never shows another restaurant's locations", async () => {
    const theirs = new Set((await addressesOf(other.restaurantId)).map((a) => a.addressId));
    expect((await myAddresses()).some((a) => theirs.has(a.addressId))).toBe(false);
  });
});

function addressesMatch(address: Json, text: string): boolean {
  return [address.streetAddress, address.city, address.state, address.zipCode, address.country, address.phoneNumber]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .includes(text.toLowerCase());
}

describe('POST /restaurant/create-restaurant-location', () => {
  it("adds a location with images to the owner's restaurant", async () => {
    const before = await addressesOf(mine.restaurantId);
    const created = await api.call('POST', '/restaurant/create-restaurant-location', {
      token: tokens.restaurant,
      form: form(locationFields(), [
        ['front.png', 'image/png'],
        ['inside.jpg', 'image/jpeg'],
      ]),
    });

    expect(created).toMatchObject({
      status: 201,
      body: { message: 'Restaurant Location created Successfully', addressId: expect.any(Number) },
    });
    const address = (await myAddresses()).find((a) => a.addressId === created.body.addressId);
    expect(address).toMatchObject({ streetAddress: '1 Owner St', city: 'Austin', phoneCountryCode: '+1', phoneNumber: '5128675309' });
    expect(address.locationSpecificImages.map((image: Json) => image.imageFileUrl.split(';')[0])).toEqual([
      'data:image/png',
      'data:image/jpeg',
    ]);
    expect(await addressesOf(mine.restaurantId)).toHaveLength(before.length + 1);
    expect((await detailsOf(mine.restaurantId)).restaurant.restaurantAddressCount).toBe(before.length + 1);
  });

  it.each([
    [{ streetAddress: '' }, [], 'Location is required'],
    [{ streetAddress: undefined }, [], 'Location is required'],
    [{ latitude: undefined }, [], 'Location is required'],
    [{ longitude: 'east' }, [], 'Location is required'],
    [{ phoneNumber: '' }, [], 'Phone Number is required'],
    [{ phoneNumber: '12' }, [], 'Phone number is not valid'],
    [{ restaurantId: String(1) }, [], 'Restaurant Id is not a known field'],
    [{}, [['notes.txt', 'text/plain']], 'Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp'],
    [{}, pngs(6), 'A set holds at most 5 images'],
  ] as Array<[Record<string, string | undefined>, Array<[string, string]>, string]>)(
    'refuses %j %j and adds nothing',
    async (changes, images, message) => {
      const before = await api.db.query('SELECT (SELECT count(*) FROM addresses) AS addresses, (SELECT count(*) FROM images) AS images');
      const response = await api.call('POST', '/restaurant/create-restaurant-location', {
        token: tokens.restaurant,
        form: form(locationFields(changes), images),
      });
      expect(response).toMatchObject({ status: 400, body: { message } });
      expect(await api.db.query('SELECT (SELECT count(*) FROM addresses) AS addresses, (SELECT count(*) FROM images) AS images')).toEqual(
        before,
      );
    },
  );
});

describe('PATCH /restaurant/update-restaurant-location/{id}', () => {
  it('rewrites one of the owner’s locations (absent optional fields cleared) and adds the images', async () => {
    const addressId = await newLocation(1);
    const response = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields({ streetAddress: '2 Owner St', city: undefined, zipCode: undefined, phoneNumber: '512-555-0199' }), [
        ['more.webp', 'image/webp'],
      ]),
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant Location updated Successfully' } });
    const address = (await myAddresses()).find((a) => a.addressId === addressId);
    expect(address).toMatchObject({ streetAddress: '2 Owner St', phoneNumber: '5125550199', state: 'TX' });
    expect(address.city).toBeUndefined();
    expect(address.zipCode).toBeUndefined();
    expect(address.locationSpecificImages).toHaveLength(2);
  });

  it('asks for the password in use before it changes the sign-in email, and changes nothing without it', async () => {
    const owner = await freshOwner('confirm.owner@example.com');
    const fields = {
      restaurantName: 'Confirm Place',
      restaurantCategoryIds: await categoryIds(1),
      emailAddress: 'confirm.new@example.com',
    };
    const send = (extra: Record<string, string>) =>
      api.call('PATCH', '/restaurant/update-restaurant', { token: owner.token, form: form({ ...fields, ...extra }) });
    const email = async () => (await api.call('GET', '/restaurant/get-my-restaurant-details', { token: owner.token })).body.emailAddress;

    expect(await send({})).toMatchObject({ status: 400, body: { message: 'Current Password is required' } });
    expect(await send({ currentPassword: 'Not#Mine123' })).toMatchObject({
      status: 400,
      body: { message: 'Current Password is incorrect', field: 'currentPassword' },
    });
    expect(await email()).toBe('confirm.owner@example.com');
    // The same address in another case is no change of sign-in email, and asks for nothing.
    expect((await send({ emailAddress: 'Confirm.Owner@Example.com' })).status).toBe(200);
    expect((await send({ currentPassword: 'Owner#Fresh26' })).status).toBe(200);
    expect(await email()).toBe('confirm.new@example.com');
  });

  it('counts the 5-image limit against the images stored: one over refuses the whole request', async () => {
    const addressId = await newLocation(3);
    const tooMany = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields({ streetAddress: 'Refused St' }), pngs(3)),
    });
    const images = async () => (await myAddresses()).find((a) => a.addressId === addressId);

    expect(tooMany).toMatchObject({ status: 400, body: { message: 'A set holds at most 5 images' } });
    expect(await images()).toMatchObject({ streetAddress: '1 Owner St', locationSpecificImages: expect.any(Array) });
    expect((await images()).locationSpecificImages).toHaveLength(3);

    const upToFive = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields(), pngs(2)),
    });
    expect(upToFive.status).toBe(200);
    expect((await images()).locationSpecificImages).toHaveLength(5);

    const sixth = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields(), pngs(1)),
    });
    expect(sixth).toMatchObject({ status: 400, body: { message: 'A set holds at most 5 images' } });
    expect((await images()).locationSpecificImages).toHaveLength(5);
  });

  it("answers 404 for another restaurant's location and changes nothing", async () => {
    const [theirs] = await addressesOf(other.restaurantId);
    const response = await api.call('PATCH', `/restaurant/update-restaurant-location/${theirs.addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields({ streetAddress: 'Taken Over St' }), pngs(1)),
    });

    expect(response).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
    expect((await myAddresses(other.token)).find((a) => a.addressId === theirs.addressId)).toEqual(theirs);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await api.call('PATCH', '/restaurant/update-restaurant-location/99999999', {
      token: tokens.restaurant,
      form: form(locationFields()),
    });
    expect(response).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
  });

  it.each([
    [{ streetAddress: '' }, 'Location is required'],
    [{ latitude: undefined }, 'Location is required'],
    [{ phoneNumber: '' }, 'Phone Number is required'],
    [{ phoneNumber: '555' }, 'Phone number is not valid'],
    [{ restaurantId: '1' }, 'Restaurant Id is not a known field'],
  ] as Array<[Record<string, string | undefined>, string]>)('refuses %j and changes nothing', async (changes, message) => {
    const addressId = (await myAddresses())[0].addressId;
    const before = (await myAddresses()).find((a) => a.addressId === addressId);
    const response = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.restaurant,
      form: form(locationFields(changes)),
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect((await myAddresses()).find((a) => a.addressId === addressId)).toEqual(before);
  });
});

describe('PATCH /restaurant/update-restaurant', () => {
  it('renames the restaurant, replaces its categories, changes the sign-in email and adds company-wide images', async () => {
    const owner = await freshOwner('profile.owner@example.com');
    const ids = await categoryIds(3);
    const response = await api.call('PATCH', '/restaurant/update-restaurant', {
      token: owner.token,
      form: form(
        {
          restaurantName: ' Fresh Brasserie ',
          restaurantCategoryIds: ids,
          emailAddress: ' Profile.Renamed@Example.com ',
          currentPassword: 'Owner#Fresh26',
        },
        [['logo.gif', 'image/gif']],
      ),
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant Profile updated successfully' } });
    const details = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: owner.token });
    expect(details.body).toMatchObject({
      restaurant: { restaurantId: owner.restaurantId, restaurantName: 'Fresh Brasserie' },
      emailAddress: 'profile.renamed@example.com',
    });
    expect(details.body.restaurant.restaurantCategories.map((c: Json) => String(c.restaurantCategoryId)).sort()).toEqual([...ids].sort());
    expect(details.body.restaurant.companyWideImages).toHaveLength(1);
    expect(details.body.restaurant.companyWideImages[0].imageFileUrl).toMatch(/^data:image\/gif;base64,/);
    // The owner signs in with the new email from now on.
    const signIn = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'profile.renamed@example.com', password: 'Owner#Fresh26', userType: 'Restaurant' },
    });
    expect(signIn.status).toBe(200);
  });

  it('counts the 5-image limit against the company-wide images stored', async () => {
    const owner = await freshOwner('images.owner@example.com');
    const fields = {
      restaurantName: 'Images Place',
      restaurantCategoryIds: await categoryIds(1),
      emailAddress: 'images.owner@example.com',
    };
    const send = (count: number, name = fields.restaurantName) =>
      api.call('PATCH', '/restaurant/update-restaurant', {
        token: owner.token,
        form: form({ ...fields, restaurantName: name }, pngs(count)),
      });
    const stored = async () => (await api.call('GET', '/restaurant/get-my-restaurant-details', { token: owner.token })).body.restaurant;

    expect((await send(4)).status).toBe(200);
    expect(await send(2, 'Refused Name')).toMatchObject({ status: 400, body: { message: 'A set holds at most 5 images' } });
    expect(await stored()).toMatchObject({ restaurantName: 'Images Place' });
    expect((await stored()).companyWideImages).toHaveLength(4);
    expect((await send(1)).status).toBe(200);
    expect((await stored()).companyWideImages).toHaveLength(5);
  });

  it.each([
    [{ restaurantName: '' }, 'Restaurant Name is required'],
    [{ restaurantName: 'x'.repeat(256) }, 'Restaurant Name cannot exceed 255 characters'],
    [{ restaurantCategoryIds: undefined }, 'Select at least one category'],
    [{ restaurantCategoryIds: ['99999'] }, 'Select at least one category'],
    [{ restaurantCategoryIds: ['abc'] }, 'Select at least one category'],
    [{ emailAddress: undefined }, 'Email Address is required'],
    [{ emailAddress: '' }, 'Email Address is required'],
    [{ emailAddress: 'nope' }, 'Invalid email'],
    [{ restaurantId: String(1) }, 'Restaurant Id is not a known field'],
  ] as Array<[Record<string, string | string[] | undefined>, string]>)('refuses %j and changes nothing', async (changes, message) => {
    const before = await detailsOf(mine.restaurantId);
    const fields = {
      restaurantName: 'Changed Name',
      restaurantCategoryIds: await categoryIds(),
      emailAddress: DEMO_ACCOUNTS.owner,
      ...changes,
    };
    const response = await api.call('PATCH', '/restaurant/update-restaurant', { token: tokens.restaurant, form: form(fields, pngs(1)) });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await detailsOf(mine.restaurantId)).toEqual(before);
  });

  it('refuses an email another account uses with 409 and changes nothing', async () => {
    const before = await detailsOf(mine.restaurantId);
    const response = await api.call('PATCH', '/restaurant/update-restaurant', {
      token: tokens.restaurant,
      form: form({
        restaurantName: 'Changed Name',
        restaurantCategoryIds: await categoryIds(),
        emailAddress: DEMO_ACCOUNTS.admin.toUpperCase(),
        currentPassword: DEMO_PASSWORD,
      }),
    });
    expect(response).toMatchObject({ status: 409, body: { message: 'An account with this email address already exists' } });
    expect(await detailsOf(mine.restaurantId)).toEqual(before);
  });

  it("only ever changes the owner's own restaurant", async () => {
    const theirs = await detailsOf(other.restaurantId);
    const response = await api.call('PATCH', '/restaurant/update-restaurant', {
      token: tokens.restaurant,
      form: form({ restaurantName: 'Golden Fork Bistro', restaurantCategoryIds: await categoryIds(), emailAddress: DEMO_ACCOUNTS.owner }),
    });
    expect(response.status).toBe(200);
    expect(await detailsOf(other.restaurantId)).toEqual(theirs);
  });
});

describe('DELETE /restaurant/delete-restaurant-location/{id}', () => {
  it("deletes one of the owner's locations with its images", async () => {
    const addressId = await newLocation(2);
    const [{ images }] = await api.db.query<{ images: number }>('SELECT count(*) AS images FROM images WHERE address_id = $1', [addressId]);
    expect(images).toBe(2);

    const response = await api.call('DELETE', `/restaurant/delete-restaurant-location/${addressId}`, { token: tokens.restaurant });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant Location deleted Successfully' } });
    expect((await myAddresses()).some((a) => a.addressId === addressId)).toBe(false);
    expect(await api.db.query('SELECT 1 FROM images WHERE address_id = $1', [addressId])).toEqual([]);
    const again = await api.call('DELETE', `/restaurant/delete-restaurant-location/${addressId}`, { token: tokens.restaurant });
    expect(again).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
  });

  it("answers 404 for another restaurant's location and deletes nothing", async () => {
    const theirs = await addressesOf(other.restaurantId);
    const response = await api.call('DELETE', `/restaurant/delete-restaurant-location/${theirs[0].addressId}`, {
      token: tokens.restaurant,
    });

    expect(response).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
    expect(await myAddresses(other.token)).toEqual(theirs);
  });
});

describe('DELETE /restaurant/delete-restaurant-image/{id}', () => {
  it("deletes one of the owner's images, of a location or company-wide", async () => {
    const addressId = await newLocation(2);
    const [locationImage] = (await myAddresses()).find((a) => a.addressId === addressId).locationSpecificImages;
    if ((await detailsOf(mine.restaurantId)).restaurant.companyWideImages.length === 0) {
      const added = await api.call('PATCH', '/restaurant/update-restaurant', {
        token: tokens.restaurant,
        form: form(
          { restaurantName: 'Golden Fork Bistro', restaurantCategoryIds: await categoryIds(), emailAddress: DEMO_ACCOUNTS.owner },
          pngs(1),
        ),
      });
      expect(added.status).toBe(200);
    }
    const companyWide: Json[] = (await detailsOf(mine.restaurantId)).restaurant.companyWideImages;

    const first = await api.call('DELETE', `/restaurant/delete-restaurant-image/${locationImage.imageId}`, { token: tokens.restaurant });
    expect(first).toMatchObject({ status: 200, body: { message: 'Restaurant Image deleted successfully' } });
    expect((await myAddresses()).find((a) => a.addressId === addressId).locationSpecificImages).toHaveLength(1);

    const second = await api.call('DELETE', `/restaurant/delete-restaurant-image/${companyWide[0].imageId}`, { token: tokens.restaurant });
    expect(second.status).toBe(200);
    expect((await detailsOf(mine.restaurantId)).restaurant.companyWideImages).toEqual(companyWide.slice(1));
    const again = await api.call('DELETE', `/restaurant/delete-restaurant-image/${locationImage.imageId}`, { token: tokens.restaurant });
    expect(again).toMatchObject({ status: 404, body: { message: 'Restaurant Image not found' } });
  });

  it("answers 404 for another restaurant's image and deletes nothing", async () => {
    const theirLocation = await newLocation(1, other.token);
    const [theirImage] = (await myAddresses(other.token)).find((a) => a.addressId === theirLocation).locationSpecificImages;
    const before = await myAddresses(other.token);

    const response = await api.call('DELETE', `/restaurant/delete-restaurant-image/${theirImage.imageId}`, { token: tokens.restaurant });

    expect(response).toMatchObject({ status: 404, body: { message: 'Restaurant Image not found' } });
    expect(await myAddresses(other.token)).toEqual(before);
    expect(await api.db.query('SELECT 1 FROM images WHERE image_id = $1', [theirImage.imageId])).toHaveLength(1);
  });
});
