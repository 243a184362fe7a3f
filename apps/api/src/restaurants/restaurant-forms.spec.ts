import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { TEST_IMAGES } from '../testing/test-images';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let golden: { id: number; ownerId: number };

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  [golden] = await api.db.query<{ id: number; ownerId: number }>(
    `SELECT r.restaurant_id AS id, r.owner_user_id AS "ownerId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
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

const locationFields = (changes: Record<string, string | undefined> = {}) => ({
  restaurantId: String(golden.id),
  streetAddress: '1 Form St',
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

async function addressesOf(restaurantId: number): Promise<Json[]> {
  const response = await api.call('GET', `/admin/restaurant/get-restaurant-addresses/${restaurantId}`, {
    token: tokens.admin,
    query: { size: 999999 },
  });
  return response.body.addresses;
}

describe('admin location forms', () => {
  it('adds a location with images, then updates it (absent optional fields are cleared)', async () => {
    const created = await api.call('POST', '/admin/restaurant/create-restaurant-location', {
      token: tokens.admin,
      form: form(locationFields(), [
        ['front.png', 'image/png'],
        ['inside.jpg', 'image/jpeg'],
      ]),
    });
    expect(created).toMatchObject({
      status: 201,
      body: { message: 'Restaurant Location created Successfully', addressId: expect.any(Number) },
    });
    const addressId = created.body.addressId;
    let address = (await addressesOf(golden.id)).find((a) => a.addressId === addressId);
    expect(address).toMatchObject({ streetAddress: '1 Form St', city: 'Austin', phoneNumber: '5128675309', latitude: 30.2672 });
    expect(address.locationSpecificImages).toHaveLength(2);
    expect(address.locationSpecificImages[0].imageFileUrl).toMatch(/^data:image\/png;base64,/);

    const updated = await api.call('PATCH', `/admin/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.superAdmin,
      form: form(locationFields({ streetAddress: '2 Form St', city: undefined, zipCode: undefined }), [['more.webp', 'image/webp']]),
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Restaurant Location updated Successfully' } });
    address = (await addressesOf(golden.id)).find((a) => a.addressId === addressId);
    expect(address.streetAddress).toBe('2 Form St');
    expect(address.city).toBeUndefined();
    expect(address.zipCode).toBeUndefined();
    expect(address.locationSpecificImages).toHaveLength(3);

    const tooMany = await api.call('PATCH', `/admin/restaurant/update-restaurant-location/${addressId}`, {
      token: tokens.admin,
      form: form(locationFields(), [
        ['a.png', 'image/png'],
        ['b.png', 'image/png'],
        ['c.png', 'image/png'],
      ]),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'A set holds at most 5 images' } });
  });

  it.each([
    [{ streetAddress: '' }, [], 'Location is required'],
    [{ latitude: undefined }, [], 'Location is required'],
    [{ phoneNumber: '' }, [], 'Phone Number is required'],
    [{ phoneNumber: '12' }, [], 'Phone number is not valid'],
    [{ restaurantId: undefined }, [], 'Restaurant Id is required'],
    [{ restaurantId: 'abc' }, [], 'Invalid Restaurant Id'],
    [{}, [['notes.txt', 'text/plain']], 'Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp'],
    [{ nickname: 'x' }, [], 'Nickname is not a known field'],
  ] as Array<[Record<string, string | undefined>, Array<[string, string]>, string]>)('refuses %j %j', async (changes, images, message) => {
    const response = await api.call('POST', '/admin/restaurant/create-restaurant-location', {
      token: tokens.admin,
      form: form(locationFields(changes), images),
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 404 for an unknown restaurant or a location of another restaurant', async () => {
    const unknown = await api.call('POST', '/admin/restaurant/create-restaurant-location', {
      token: tokens.admin,
      form: form(locationFields({ restaurantId: '99999999' })),
    });
    const [foreign] = await api.db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id <> $1 LIMIT 1', [
      golden.id,
    ]);
    const elsewhere = await api.call('PATCH', `/admin/restaurant/update-restaurant-location/${foreign.id}`, {
      token: tokens.admin,
      form: form(locationFields()),
    });

    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
  });
});

describe('PATCH /admin/restaurant/update-restaurant', () => {
  const categoryIds = async () =>
    (await api.db.query<{ id: number }>('SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 DESC LIMIT 2')).map(
      (row) => String(row.id),
    );

  it('renames the restaurant, replaces its categories, changes the owner email and adds images', async () => {
    const ids = await categoryIds();
    const response = await api.call('PATCH', '/admin/restaurant/update-restaurant', {
      token: tokens.admin,
      form: form(
        {
          restaurantId: String(golden.id),
          restaurantName: ' Golden Fork Brasserie ',
          restaurantCategoryIds: ids,
          emailAddress: 'Owner2@Example.com',
        },
        [['logo.gif', 'image/gif']],
      ),
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant Profile updated successfully' } });
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${golden.id}`, { token: tokens.admin });
    expect(details.body).toMatchObject({ restaurant: { restaurantName: 'Golden Fork Brasserie' }, emailAddress: 'owner2@example.com' });
    expect(details.body.restaurant.restaurantCategories.map((c: Json) => String(c.restaurantCategoryId)).sort()).toEqual([...ids].sort());
    expect(details.body.restaurant.companyWideImages.at(-1).imageFileUrl).toMatch(/^data:image\/gif;base64,/);
  });

  it.each([
    [{ restaurantName: '' }, 'Restaurant Name is required'],
    [{ restaurantName: 'x'.repeat(256) }, 'Restaurant Name cannot exceed 255 characters'],
    [{ restaurantCategoryIds: undefined }, 'Select at least one category'],
    [{ restaurantCategoryIds: ['99999'] }, 'Select at least one category'],
    [{ emailAddress: '' }, 'Email Address is required'],
    [{ emailAddress: 'nope' }, 'Invalid email'],
  ] as Array<[Record<string, string | string[] | undefined>, string]>)('refuses %j', async (changes, message) => {
    const fields = {
      restaurantId: String(golden.id),
      restaurantName: 'Name',
      restaurantCategoryIds: await categoryIds(),
      emailAddress: 'owner2@example.com',
      ...changes,
    };
    const response = await api.call('PATCH', '/admin/restaurant/update-restaurant', { token: tokens.admin, form: form(fields) });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses an email another account uses with 409', async () => {
    const fields = {
      restaurantId: String(golden.id),
      restaurantName: 'Name',
      restaurantCategoryIds: await categoryIds(),
      emailAddress: DEMO_ACCOUNTS.admin,
    };
    const response = await api.call('PATCH', '/admin/restaurant/update-restaurant', { token: tokens.superAdmin, form: form(fields) });
    expect(response).toMatchObject({ status: 409, body: { message: 'An account with this email address already exists' } });
  });
});
