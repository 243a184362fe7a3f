// The API's 400 message for a value equals what the console's form says for that value: both come
// from @console/rules (the form through its yup fields).
import * as yup from 'yup';
import { nameRules, textRules } from '@console/rules';
import { emailField, nameField, passwordField, priceField, textField, usPhoneField, verificationCodeField } from '@console/rules/yup';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';

const formMessage = (schema: yup.Schema, value: unknown) =>
  schema.validate(value).then(
    () => 'valid',
    (error: yup.ValidationError) => error.message,
  );

let api: TestApi;
let token: string;
let categoryId: number;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
  const categories = await api.call('GET', '/admin/restaurant-category/get-restaurant-categories', {
    token,
    query: { page: 1, size: 999999 },
  });
  categoryId = categories.body.restaurantCategories[0].restaurantCategoryId;
});
afterAll(() => api?.close());

let unique = 0;
const admin = (override: Record<string, unknown>) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: `rules.${Date.now()}.${unique++}@example.com`,
  password: DEMO_PASSWORD,
  phoneCountryCode: '+1',
  phoneNumber: '2025550123',
  ...override,
});
const restaurant = (override: Record<string, unknown>) => ({
  restaurantName: 'Rules Diner',
  emailAddress: `rules.diner.${Date.now()}.${unique++}@example.com`,
  password: DEMO_PASSWORD,
  restaurantCategoryIds: [categoryId],
  locations: [
    {
      streetAddress: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      latitude: 30.27,
      longitude: -97.74,
      phoneCountryCode: '+1',
      phoneNumber: '5125550100',
    },
  ],
  ...override,
});

async function apiMessage(method: string, path: string, body: unknown, withToken = true) {
  const response = await api.call(method, path, { token: withToken ? token : undefined, body });
  return response.status === 400 ? response.body.message : `status ${response.status}`;
}

describe('the API and the forms give one message per rule', () => {
  it.each([
    ['password', 'password', passwordField(), ['', 'alllowercase1!', 'Sh0rt!a']],
    ['email', 'emailAddress', emailField(), ['', 'not-an-email', 'a@b']],
    ['phone', 'phoneNumber', usPhoneField(), ['', '123', '999']],
    ["admin's first name", 'firstName', nameField(nameRules.adminFirstName), ['', 'A'.repeat(51)]],
    ["admin's last name", 'lastName', nameField(nameRules.adminLastName), ['', 'L'.repeat(51)]],
  ] as const)('create administrator: %s', async (_name, field, schema, values) => {
    for (const value of values) {
      const sent = await apiMessage('POST', '/admin/administrator/create-administrator', admin({ [field]: value }));
      expect({ value, sent }).toEqual({ value, sent: await formMessage(schema, value) });
    }
  });

  it('create restaurant: restaurant name', async () => {
    for (const value of ['', 'R'.repeat(256)]) {
      const sent = await apiMessage('POST', '/admin/restaurant/create-restaurant', restaurant({ restaurantName: value }));
      expect({ value, sent }).toEqual({ value, sent: await formMessage(nameField(nameRules.restaurantName), value) });
    }
  });

  it('restaurant category: name', async () => {
    for (const value of ['', 'C'.repeat(51)]) {
      const sent = await apiMessage('POST', '/admin/restaurant-category/create-restaurant-category', {
        restaurantCategoryName: value,
        description: '',
      });
      expect({ value, sent }).toEqual({ value, sent: await formMessage(nameField(nameRules.restaurantCategoryName), value) });
    }
  });

  it('free texts: restaurant category description, notification subject and message, menu item description', async () => {
    const over = (rule: { max: number }) => 'x'.repeat(rule.max + 1);
    const { restaurantCategoryDescription, notificationSubject, notificationMessage, menuItemDescription } = textRules;
    const category = await apiMessage('POST', '/admin/restaurant-category/create-restaurant-category', {
      restaurantCategoryName: 'Rules Category',
      description: over(restaurantCategoryDescription),
    });
    const notification = (change: Record<string, string>) =>
      apiMessage('POST', '/admin/admin-notification/send-notification', { title: 'Rules', description: 'Rules', userIds: [1], ...change });
    const [item] = await api.db.query<{ restaurantId: number; categoryId: number }>(
      'SELECT restaurant_id AS "restaurantId", category_id AS "categoryId" FROM food_categories ORDER BY category_id LIMIT 1',
    );
    const form = new FormData();
    const fields = {
      restaurantId: item.restaurantId,
      foodCategoryId: item.categoryId,
      foodItemName: 'Rules Fries',
      price: '1.00',
      tags: 'Mild',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('description', over(menuItemDescription));
    const menuItem = await api.call('POST', '/admin/food/create-food', { token, form });

    expect({
      category,
      subject: await notification({ title: over(notificationSubject) }),
      message: await notification({ description: over(notificationMessage) }),
      menuItem: menuItem.body.message,
    }).toEqual({
      category: await formMessage(textField(restaurantCategoryDescription), over(restaurantCategoryDescription)),
      subject: await formMessage(textField(notificationSubject), over(notificationSubject)),
      message: await formMessage(textField(notificationMessage), over(notificationMessage)),
      menuItem: await formMessage(textField(menuItemDescription), over(menuItemDescription)),
    });
  });

  it('reset password: verification code', async () => {
    for (const value of ['', '12345', 'abcdef']) {
      const body = {
        emailAddress: DEMO_ACCOUNTS.admin,
        resetCode: value,
        newPassword: 'Console#2027',
        confirmPassword: 'Console#2027',
        userType: 'Administrator',
      };
      const sent = await apiMessage('PATCH', '/auth/reset-password', body, false);
      expect({ value, sent }).toEqual({ value, sent: await formMessage(verificationCodeField(), value) });
    }
  });

  it.each([
    ['price', 'price', priceField(), ['', 'free', '1.234', '-1']],
    ['food category title', 'foodCategoryName', nameField(nameRules.foodCategoryTitle), ['', 'C'.repeat(51)]],
  ] as const)('food CSV import: %s', async (_name, column, schema, values) => {
    // The import checks each row with the menu item form's rules; one row per bad value.
    const [restaurant] = await api.db.query<{ id: number }>('SELECT restaurant_id AS id FROM restaurants ORDER BY 1 LIMIT 1');
    const [tag] = await api.db.query<{ label: string }>('SELECT food_tag_category_item_name AS label FROM food_tag_category_items LIMIT 1');
    const row = (value: string) => {
      const cells: Record<string, string> = { price: '1.00', foodCategoryName: 'Sides', [column]: value };
      return `${restaurant.id},Rules Fries,Crisp,${cells.price},${cells.foodCategoryName},${tag.label}`;
    };
    const csv = ['restaurantId,foodItemName,description,price,foodCategoryName,tags', ...values.map(row)].join('\n');
    const form = new FormData();
    form.append('food_csv', new Blob([csv], { type: 'text/csv' }), 'import.csv');
    const response = await api.call('POST', '/admin/food/import-foods-from-csv', { token, form });

    expect(response.status).toBe(400);
    const reasons = response.body.errors.map((error: { reason: string }) => error.reason);
    expect(reasons).toEqual(await Promise.all(values.map((value) => formMessage(schema, value))));
  });
});
