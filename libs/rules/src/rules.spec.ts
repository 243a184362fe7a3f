// The form (yup) and the API (plain checks) give the same §5 message for the same value.
import * as yup from 'yup';
import {
  claimOptionProblem,
  claimPerUserFor,
  dealEndDateProblem,
  dealMessages,
  dealStartDateProblem,
  emailProblem,
  imageCountProblem,
  imageFileProblem,
  imageMessages,
  menuItemMessages,
  notificationMessages,
  priceProblem,
  restaurantMessages,
  selectionProblem,
  todayAsDateField,
  nameProblem,
  nameRules,
  passwordChangeProblem,
  passwordMessages,
  passwordProblem,
  splitUsPhone,
  usPhoneProblem,
  verificationCodeProblem,
} from './index';
import {
  claimOptionField,
  confirmPasswordField,
  dealEndDateField,
  dealStartDateField,
  emailField,
  imageFileField,
  imageFilesField,
  largeSelectionField,
  nameField,
  newPasswordField,
  passwordField,
  priceField,
  selectionField,
  usPhoneField,
  verificationCodeField,
} from './yup';

const formMessage = (schema: yup.Schema, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (error: yup.ValidationError) => error.message,
  );

/** A date `days` away from today, at noon so no daylight-saving change moves it to another day. */
function dayFromToday(days: number) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

const cases: Array<[string, yup.Schema, (value: string) => string | undefined, string[]]> = [
  [
    'password',
    passwordField(),
    (value) => passwordProblem(value),
    ['', 'short1!A', 'alllowercase1!', 'NoDigits!!', 'With Space1!', 'Harbor#2031'],
  ],
  [
    'new password',
    newPasswordField(),
    (value) => passwordProblem(value, passwordMessages.newPasswordRequired),
    ['', 'Sh0rt!a', 'Harbor#2031'],
  ],
  ['email', emailField(), emailProblem, ['', '   ', 'not-an-email', 'a@b', 'ada@example.com', '  Ada@Example.com ']],
  ['verification code', verificationCodeField(), verificationCodeProblem, ['', '12345', '1234567', 'abcdef', '123456']],
  ['US phone', usPhoneField(), (value) => usPhoneProblem(value), ['', '123', '+442071234567', '+12025550123', '2025550123']],
  [
    'admin first name',
    nameField(nameRules.adminFirstName),
    (value) => nameProblem(nameRules.adminFirstName, value),
    ['', '  ', 'A'.repeat(51), 'Ada'],
  ],
  [
    'admin last name',
    nameField(nameRules.adminLastName),
    (value) => nameProblem(nameRules.adminLastName, value),
    ['', 'L'.repeat(51), 'L'.repeat(50)],
  ],
  [
    'menu item name',
    nameField(nameRules.menuItemName),
    (value) => nameProblem(nameRules.menuItemName, value),
    ['', ' ', 'I'.repeat(151), 'I'.repeat(150)],
  ],
  [
    'deal title',
    nameField(nameRules.dealTitle),
    (value) => nameProblem(nameRules.dealTitle, value),
    ['', 'D'.repeat(151), `  ${'D'.repeat(150)}  `],
  ],
  ['price', priceField(), priceProblem, ['', '  ', 'abc', '1.234', '-1', '1,50', '.5', '12', '12.5', ' 12.50 ']],
  ['claim option', claimOptionField(), claimOptionProblem, ['', 'both', 'unlimited', 'one-time']],
  [
    'deal start date (add)',
    dealStartDateField(),
    (value) => dealStartDateProblem(value),
    ['', todayAsDateField(dayFromToday(-1)), todayAsDateField(), todayAsDateField(dayFromToday(1))],
  ],
  [
    'deal start date (edit)',
    dealStartDateField({ allowPast: true }),
    (value) => dealStartDateProblem(value, null),
    ['', todayAsDateField(dayFromToday(-30)), todayAsDateField()],
  ],
  [
    'restaurant name',
    nameField(nameRules.restaurantName),
    (value) => nameProblem(nameRules.restaurantName, value),
    ['', 'R'.repeat(256), 'R'.repeat(255)],
  ],
  [
    'restaurant category name',
    nameField(nameRules.restaurantCategoryName),
    (value) => nameProblem(nameRules.restaurantCategoryName, value),
    ['', 'C'.repeat(51), 'Tacos'],
  ],
  [
    'food category title',
    nameField(nameRules.foodCategoryTitle),
    (value) => nameProblem(nameRules.foodCategoryTitle, value),
    ['', 'C'.repeat(51), 'Sides'],
  ],
];

describe('one rule, one message, in the form and in the API', () => {
  it.each(cases)('%s', async (_name, schema, check, values) => {
    const messages = [];
    for (const value of values) {
      const message = await formMessage(schema, value);
      expect({ value, message }).toEqual({ value, message: check(value) });
      messages.push(message);
    }
    // Each table holds values both sides refuse and at least one they accept, so agreement means something.
    expect(messages.some((message) => message !== undefined)).toBe(true);
    expect(messages.some((message) => message === undefined)).toBe(true);
  });

  it('compares a confirmation with the new password the same way', async () => {
    const form = yup.object({ newPassword: newPasswordField(), confirmPassword: confirmPasswordField() });
    for (const values of [
      { newPassword: 'Harbor#2031', confirmPassword: '' },
      { newPassword: 'Harbor#2031', confirmPassword: 'Harbor#2032' },
      { newPassword: 'Harbor#2031', confirmPassword: 'Harbor#2031' },
    ]) {
      const message = await form.validate(values).then(
        () => undefined,
        (error: yup.ValidationError) => error.message,
      );
      expect(message).toBe(passwordChangeProblem(values));
    }
  });

  it('judges an image by its type the same way', async () => {
    for (const name of [
      undefined,
      'dish.png',
      'dish.JPG',
      'dish.jpeg',
      'dish.gif',
      'dish.bmp',
      'dish.webp',
      'dish.svg',
      'dish.png.exe',
      'dish',
    ]) {
      const message = await formMessage(imageFileField(), name === undefined ? null : { name });
      expect({ name, message }).toEqual({ name, message: imageFileProblem(name) });
    }
    expect(imageFileProblem('menu.pdf')).toBe('Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp');
  });

  it('judges the images picked for a set by type and by the count with the saved ones, as the API does', async () => {
    const field = imageFilesField();
    const message = (stored: number, picked: Array<{ name: string }>) =>
      field.validate(picked, { context: { storedImageCount: stored } }).then(
        () => undefined,
        (error: yup.ValidationError) => error.message,
      );
    const picks = (...names: string[]) => names.map((name) => ({ name }));
    for (const [stored, picked] of [
      [0, picks()],
      [0, picks('a.png', 'b.webp')],
      [3, picks('a.png', 'b.jpg')],
      [3, picks('a.png', 'b.jpg', 'c.gif')],
      [5, picks('a.png')],
      [0, picks('a.png', 'notes.txt')],
    ] as const) {
      const api = picked.map((file) => imageFileProblem(file.name)).find(Boolean) ?? imageCountProblem(stored, picked.length);
      expect({ stored, picked, message: await message(stored, [...picked]) }).toEqual({ stored, picked, message: api });
    }
    expect(await message(4, picks('a.png', 'b.png'))).toBe(imageMessages.tooMany);
  });

  it.each([
    ['categories', restaurantMessages.categoryRequired],
    ['food items', dealMessages.foodItemRequired],
    ['tags', menuItemMessages.tagRequired],
    ['users', notificationMessages.usersRequired],
  ])('asks for at least one of the %s the same way', async (_list, message) => {
    for (const selected of [undefined, [], ['1'], ['1', '2']]) {
      expect({ selected, message: await formMessage(selectionField(yup.string().required(), message), selected) }).toEqual({
        selected,
        message: selectionProblem(selected, message),
      });
      expect({ selected, message: await formMessage(largeSelectionField(message), selected) }).toEqual({
        selected,
        message: selectionProblem(selected, message),
      });
    }
  });

  it('compares the end date with the start date the same way', async () => {
    const form = yup.object({ startDate: dealStartDateField({ allowPast: true }), endDate: dealEndDateField() });
    for (const values of [
      { startDate: '2026-03-10', endDate: '' },
      { startDate: '2026-03-10', endDate: '2026-03-09' },
      { startDate: '2026-03-10', endDate: '2026-03-10' },
      { startDate: '2026-03-10', endDate: '2026-04-01' },
    ]) {
      const message = await formMessage(form, values);
      expect({ values, message }).toEqual({ values, message: dealEndDateProblem(values.endDate, values.startDate) });
    }
    expect(dealEndDateProblem('2026-03-09', '2026-03-10')).toBe('End Date cannot be earlier than Start Date');
    expect(dealStartDateProblem('2026-03-09', '2026-03-10')).toBe('Start Date cannot be in the past');
  });

  it('keeps a set to 5 images', () => {
    expect(imageCountProblem(4, 1)).toBeUndefined();
    expect(imageCountProblem(5, 1)).toBe(imageMessages.tooMany);
    expect(imageCountProblem(0, 6)).toBe(imageMessages.tooMany);
  });

  it('sends One-Time Use as claimPerUser 1 and Unlimited Use as none', () => {
    expect(claimPerUserFor('one-time')).toBe(1);
    expect(claimPerUserFor('unlimited')).toBeNull();
    expect(claimOptionProblem(undefined)).toBe('Please select a claim count per user option');
  });

  it('says the spec words', () => {
    expect(passwordMessages.rule).toBe(
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)',
    );
    expect(nameRules.restaurantCategoryName.tooLong).toBe('Restaurant Category Name cannot exceed 50 characters');
    expect(priceProblem('1.234')).toBe('Price must be a valid number with up to 2 decimal places');
    expect(nameProblem(nameRules.dealTitle, 'D'.repeat(151))).toBe('Deal Title cannot exceed 150 characters');
    expect(nameProblem(nameRules.foodCategoryTitle, '')).toBe('Category title is required');
    expect(usPhoneProblem('2025550123', '+44')).toBe('Phone number is not valid');
  });

  it('splits a US number into the calling code and the national number the API stores', () => {
    expect(splitUsPhone('+12025550123')).toEqual({ phoneCountryCode: '+1', phoneNumber: '2025550123' });
    expect(splitUsPhone('(202) 555-0123')).toEqual({ phoneCountryCode: '+1', phoneNumber: '2025550123' });
  });
});
