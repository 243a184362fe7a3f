// The form (yup) and the API (plain checks) give the same §5 message for the same value.
import * as yup from 'yup';
import {
  emailProblem,
  nameProblem,
  nameRules,
  passwordChangeProblem,
  passwordMessages,
  passwordProblem,
  splitUsPhone,
  usPhoneProblem,
  verificationCodeProblem,
} from './index';
import { confirmPasswordField, emailField, nameField, newPasswordField, passwordField, usPhoneField, verificationCodeField } from './yup';

const formMessage = (schema: yup.Schema, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (error: yup.ValidationError) => error.message,
  );

const cases: Array<[string, yup.Schema, (value: string) => string | undefined, string[]]> = [
  [
    'password',
    passwordField(),
    (value) => passwordProblem(value),
    ['', 'short1!A', 'alllowercase1!', 'NoDigits!!', 'With Space1!', 'Console#2026'],
  ],
  [
    'new password',
    newPasswordField(),
    (value) => passwordProblem(value, passwordMessages.newPasswordRequired),
    ['', 'Sh0rt!a', 'Console#2026'],
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
    for (const value of values) {
      expect({ value, message: await formMessage(schema, value) }).toEqual({ value, message: check(value) });
    }
  });

  it('compares a confirmation with the new password the same way', async () => {
    const form = yup.object({ newPassword: newPasswordField(), confirmPassword: confirmPasswordField() });
    for (const values of [
      { newPassword: 'Console#2026', confirmPassword: '' },
      { newPassword: 'Console#2026', confirmPassword: 'Console#2027' },
      { newPassword: 'Console#2026', confirmPassword: 'Console#2026' },
    ]) {
      const message = await form.validate(values).then(
        () => undefined,
        (error: yup.ValidationError) => error.message,
      );
      expect(message).toBe(passwordChangeProblem(values));
    }
  });

  it('says the spec words', () => {
    expect(passwordMessages.rule).toBe(
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)',
    );
    expect(nameRules.restaurantCategoryName.tooLong).toBe('Restaurant Category Name cannot exceed 50 characters');
    expect(usPhoneProblem('2025550123', '+44')).toBe('Phone number is not valid');
  });

  it('splits a US number into the calling code and the national number the API stores', () => {
    expect(splitUsPhone('+12025550123')).toEqual({ phoneCountryCode: '+1', phoneNumber: '2025550123' });
    expect(splitUsPhone('(202) 555-0123')).toEqual({ phoneCountryCode: '+1', phoneNumber: '2025550123' });
  });
});
