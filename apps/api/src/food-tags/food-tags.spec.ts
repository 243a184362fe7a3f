import { categoryOf, foodFields, foodForm, menuRestaurants } from '../testing/food-fixtures';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let menuCategoryId: number;
/** The demo super admin as the trail names them. */
let superAdminName: string;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(sequence += 1)}`;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  menuCategoryId = (await categoryOf(api, (await menuRestaurants(api)).own)).id;
  const [me] = await api.db.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE email_address = 'super@example.com'`,
  );
  superAdminName = me.name;
});

afterAll(async () => {
  await api?.close();
});

interface Tag {
  foodTagCategoryItemId: number;
  foodTagCategoryItemName: string;
  retired: boolean;
  version: number;
  foodCount?: number;
}
interface TagCategory {
  foodTagCategoryId: number;
  foodTagCategoryName: string;
  foodTagCategoryItems: Tag[];
}

const as = (role: ConsoleRole) => ({ token: tokens[role] });

async function vocabulary(): Promise<TagCategory[]> {
  const listed = await api.call('GET', '/admin/food-tag/get-food-tags', as('superAdmin'));
  expect(listed.status).toBe(200);
  return listed.body.foodTagCategories;
}

async function tagNamed(name: string): Promise<Tag | undefined> {
  return (await vocabulary()).flatMap((category) => category.foodTagCategoryItems).find((tag) => tag.foodTagCategoryItemName === name);
}

/** The labels the owner's menu item form offers (getFoodTagCategories), optionally with the retired ones. */
async function offeredToOwner(query: Record<string, string> = {}): Promise<string[]> {
  const listed = await api.call('GET', '/food/get-food-tag-categories', { ...as('restaurant'), query });
  expect(listed.status).toBe(200);
  return (listed.body.foodTagCategories as TagCategory[]).flatMap((category) =>
    category.foodTagCategoryItems.map((tag) => tag.foodTagCategoryItemName),
  );
}

async function addTag(name: string, categoryName = 'Dietary'): Promise<Tag> {
  const category = (await vocabulary()).find((each) => each.foodTagCategoryName === categoryName);
  const created = await api.call('POST', '/admin/food-tag/create-food-tag', {
    ...as('superAdmin'),
    body: { foodTagCategoryId: category?.foodTagCategoryId, foodTagCategoryItemName: name },
  });
  expect(created).toMatchObject({ status: 201, body: { message: 'Food Tag created' } });
  return (await tagNamed(name)) as Tag;
}

const ifMatch = (version: number | string) => ({ 'if-match': typeof version === 'number' ? `"${version}"` : version });

async function latestEvent(action: string) {
  await api.db.query('SELECT audit_compose_pending(true)');
  const [event] = await api.db.query<{
    actorName: string;
    objectType: string;
    objectLabel: string;
    changes: unknown;
    affectedCount: number | null;
  }>(
    `SELECT actor_name AS "actorName", object_type AS "objectType", object_label AS "objectLabel", changes, affected_count AS "affectedCount"
       FROM audit_events WHERE action = $1 ORDER BY event_id DESC LIMIT 1`,
    [action],
  );
  return event;
}

async function ownerCreatesItem(tags: string[]) {
  return api.call('POST', '/food/create-food', {
    ...as('restaurant'),
    form: foodForm(foodFields(menuCategoryId, { foodItemName: unique('Tagged dish'), tags })),
  });
}

describe('the food tag vocabulary, as super admins manage it', () => {
  it('is for super admins only: admins and owners are refused every call', async () => {
    const [{ id }] = await api.db.query<{ id: number }>('SELECT min(food_tag_category_item_id) AS id FROM food_tag_category_items');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/admin/food-tag/get-food-tags', undefined],
      ['POST', '/admin/food-tag/create-food-tag-category', { foodTagCategoryName: 'Refused' }],
      ['POST', '/admin/food-tag/create-food-tag', { foodTagCategoryId: 1, foodTagCategoryItemName: 'Refused' }],
      ['PATCH', `/admin/food-tag/update-food-tag/${id}`, { foodTagCategoryItemName: 'Refused' }],
      ['PATCH', `/admin/food-tag/change-food-tag-status/${id}`, { retired: true }],
    ];
    for (const role of ['admin', 'restaurant'] as const) {
      for (const [method, path, body] of calls) {
        const refused = await api.call(method, path, { ...as(role), body, headers: ifMatch('*') });
        expect([role, path, refused.status]).toEqual([role, path, 403]);
      }
    }
    for (const [method, path, body] of calls) expect((await api.call(method, path, { body })).status).toBe(401);
    expect(await tagNamed('Refused')).toBeUndefined();
  });

  it("lists every tag category with every tag, its version and how many items carry it, in the form's order", async () => {
    const categories = await vocabulary();
    expect(categories.map((category) => category.foodTagCategoryName).slice(0, 3)).toEqual(['Cuisine', 'Dietary', 'Spice level']);
    const american = categories[0].foodTagCategoryItems[0];
    expect(american).toMatchObject({ foodTagCategoryItemName: 'American', retired: false, version: 1 });
    const [{ count }] = await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM foods WHERE 'American' = ANY(tags)`);
    expect(american.foodCount).toBe(count);
  });

  it('adds a tag category and a tag, which the menu item form then offers and an item can take', async () => {
    const categoryName = unique('Texture');
    const created = await api.call('POST', '/admin/food-tag/create-food-tag-category', {
      ...as('superAdmin'),
      body: { foodTagCategoryName: `  ${categoryName} ` },
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Tag Category created' } });
    const categories = await vocabulary();
    expect(categories.at(-1)).toEqual({
      foodTagCategoryId: created.body.foodTagCategoryId,
      foodTagCategoryName: categoryName,
      foodTagCategoryItems: [],
    });

    const name = unique('Crunchy');
    const tag = await addTag(name, categoryName);
    expect(tag).toMatchObject({ retired: false, version: 1, foodCount: 0 });
    expect(await offeredToOwner()).toContain(name);
    expect(await ownerCreatesItem([name])).toMatchObject({ status: 201 });
    expect((await tagNamed(name))?.foodCount).toBe(1);

    expect(await latestEvent('createFoodTagCategory')).toMatchObject({
      actorName: superAdminName,
      objectType: 'Tag category',
      objectLabel: categoryName,
    });
    expect(await latestEvent('createFoodTag')).toMatchObject({
      objectType: 'Food tag',
      objectLabel: name,
      changes: [
        { field: 'Tag Name', after: name },
        { field: 'Retired', after: false },
      ],
    });
  });

  it('refuses a name in use anywhere, case ignored, a missing name, and an unknown category', async () => {
    const [dietary] = (await vocabulary()).filter((category) => category.foodTagCategoryName === 'Dietary');
    const create = (body: unknown) => api.call('POST', '/admin/food-tag/create-food-tag', { ...as('superAdmin'), body });
    // 'Mild' is a Spice level tag: a label belongs to one tag category.
    expect(await create({ foodTagCategoryId: dietary.foodTagCategoryId, foodTagCategoryItemName: 'mild' })).toMatchObject({
      status: 409,
      body: { message: 'A Food Tag with this name already exists', field: 'foodTagCategoryItemName' },
    });
    expect(await create({ foodTagCategoryId: dietary.foodTagCategoryId, foodTagCategoryItemName: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Tag Name is required' },
    });
    expect(await create({ foodTagCategoryId: dietary.foodTagCategoryId, foodTagCategoryItemName: 'x'.repeat(51) })).toMatchObject({
      status: 400,
    });
    expect(await create({ foodTagCategoryId: 999999, foodTagCategoryItemName: unique('Orphan') })).toMatchObject({
      status: 404,
      body: { message: 'Tag Category not found' },
    });
    expect(
      await api.call('POST', '/admin/food-tag/create-food-tag-category', { ...as('superAdmin'), body: { foodTagCategoryName: 'dietary' } }),
    ).toMatchObject({ status: 409, body: { message: 'A Tag Category with this name already exists', field: 'foodTagCategoryName' } });
  });

  it('retires a tag: offered no more, refused to a new item, kept by the items that have it, and restored again', async () => {
    const name = unique('Seasonal');
    const tag = await addTag(name);
    const created = await ownerCreatesItem([name, 'Mild']);
    expect(created.status).toBe(201);
    const foodId = created.body.foodId;

    const retired = await api.call('PATCH', `/admin/food-tag/change-food-tag-status/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      headers: ifMatch(tag.version),
      body: { retired: true },
    });
    expect(retired).toMatchObject({ status: 200, body: { message: 'Food Tag retired' } });
    expect(await tagNamed(name)).toMatchObject({ retired: true, version: tag.version + 1, foodCount: 1 });
    expect(await offeredToOwner()).not.toContain(name);
    const admins = await api.call('GET', '/admin/food/get-food-tag-categories', as('admin'));
    expect(JSON.stringify(admins.body)).not.toContain(name);
    // The form still shows it on the item that has it.
    expect(await offeredToOwner({ includeRetired: 'true' })).toContain(name);

    expect(await ownerCreatesItem([name])).toMatchObject({ status: 400, body: { message: `Retired tag: ${name}` } });
    const kept = await api.call('PATCH', `/food/update-food/${foodId}`, {
      ...as('restaurant'),
      headers: ifMatch('*'),
      form: foodForm(foodFields(menuCategoryId, { foodItemName: unique('Renamed dish'), tags: [name, 'Mild'] })),
    });
    expect(kept.status).toBe(200);
    const [food] = await api.db.query<{ tags: string[] }>('SELECT tags FROM foods WHERE food_id = $1', [foodId]);
    expect(food.tags).toEqual([name, 'Mild']);
    expect(await latestEvent('changeFoodTagStatus')).toMatchObject({
      objectLabel: name,
      changes: [{ field: 'Retired', before: false, after: true }],
    });

    const restored = await api.call('PATCH', `/admin/food-tag/change-food-tag-status/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      headers: ifMatch(tag.version + 1),
      body: { retired: false },
    });
    expect(restored).toMatchObject({ status: 200, body: { message: 'Food Tag restored' } });
    expect(await offeredToOwner()).toContain(name);
    await api.db.query('SELECT audit_compose_pending(true)');
    const [{ count }] = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_events WHERE action = 'changeFoodTagStatus' AND object_label = $1`,
      [name],
    );
    expect(count).toBe(2);
  });

  it('says a retired tag has the name when one is added again', async () => {
    const name = unique('Limited');
    const tag = await addTag(name);
    await api.call('PATCH', `/admin/food-tag/change-food-tag-status/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      headers: ifMatch(tag.version),
      body: { retired: true },
    });
    const again = await api.call('POST', '/admin/food-tag/create-food-tag', {
      ...as('superAdmin'),
      body: { foodTagCategoryId: (await vocabulary())[0].foodTagCategoryId, foodTagCategoryItemName: name.toUpperCase() },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'A retired Food Tag has this name: restore it' } });
  });

  it('renames a tag, and the items that carry it carry the new name, in one event counting them', async () => {
    const name = unique('Zesty');
    const tag = await addTag(name);
    const ids = [];
    for (let n = 0; n < 2; n += 1) ids.push((await ownerCreatesItem([name, 'Vegan'])).body.foodId);

    const newName = unique('Citrusy');
    const renamed = await api.call('PATCH', `/admin/food-tag/update-food-tag/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      headers: ifMatch(`"${tag.version}-abc"`),
      body: { foodTagCategoryItemName: ` ${newName} ` },
    });
    expect(renamed).toMatchObject({ status: 200, body: { message: 'Food Tag updated' } });
    expect(await tagNamed(newName)).toMatchObject({
      foodTagCategoryItemId: tag.foodTagCategoryItemId,
      version: tag.version + 1,
      foodCount: 2,
    });
    const foods = await api.db.query<{ tags: string[]; extra: Record<string, string[]> }>(
      'SELECT tags, extra_attributes AS extra FROM foods WHERE food_id = ANY($1::int[]) ORDER BY food_id',
      [ids],
    );
    for (const food of foods) {
      expect(food.tags).toEqual([newName, 'Vegan']);
      expect(food.extra.Dietary).toEqual([newName, 'Vegan']);
    }
    expect(await offeredToOwner()).toEqual(expect.arrayContaining([newName]));
    expect(await offeredToOwner()).not.toContain(name);
    expect(await latestEvent('updateFoodTag')).toMatchObject({
      objectType: 'Food tag',
      objectLabel: newName,
      changes: [{ field: 'Tag Name', before: name, after: newName }],
      affectedCount: 2,
    });
  });

  it('changes nothing from a stale version: 412 naming who changed it and when, with the tag as it is now', async () => {
    const name = unique('Smoky');
    const tag = await addTag(name);
    const first = await api.call('PATCH', `/admin/food-tag/update-food-tag/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      headers: ifMatch(tag.version),
      body: { foodTagCategoryItemName: `${name} A` },
    });
    expect(first.status).toBe(200);

    for (const [path, body] of [
      [`/admin/food-tag/update-food-tag/${tag.foodTagCategoryItemId}`, { foodTagCategoryItemName: `${name} B` }],
      [`/admin/food-tag/change-food-tag-status/${tag.foodTagCategoryItemId}`, { retired: true }],
    ] as const) {
      const stale = await api.call('PATCH', path, { ...as('superAdmin'), headers: ifMatch(tag.version), body });
      expect(stale).toMatchObject({
        status: 412,
        body: {
          currentVersion: tag.version + 1,
          changedBy: { name: superAdminName, emailAddress: 'super@example.com' },
          current: {
            foodTagCategoryItemId: tag.foodTagCategoryItemId,
            foodTagCategoryItemName: `${name} A`,
            retired: false,
            version: tag.version + 1,
          },
        },
      });
      expect(stale.body.message).toMatch(
        new RegExp(
          `^This food tag was changed by ${superAdminName} \\(super@example\\.com\\) at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, after you opened it\\. Nothing was saved\\.$`,
        ),
      );
      expect(Date.parse(stale.body.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await tagNamed(`${name} A`)).toMatchObject({ retired: false, version: tag.version + 1 });
  });

  it('makes a write without If-Match as if any version were sent, and says it is deprecated', async () => {
    const tag = await addTag(unique('Hearty'));
    const unversioned = await api.call('PATCH', `/admin/food-tag/change-food-tag-status/${tag.foodTagCategoryItemId}`, {
      ...as('superAdmin'),
      body: { retired: true },
    });
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('deprecation')).toBe('true');
    const missing = await api.call('PATCH', '/admin/food-tag/update-food-tag/999999', {
      ...as('superAdmin'),
      headers: ifMatch(1),
      body: { foodTagCategoryItemName: 'Nobody' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Food Tag not found' } });
  });
});
