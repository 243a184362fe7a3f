import { loginSchema } from './login-schema';
import { loginInitialErrors, loginInitialValues, loginValidation } from './login-values';

describe('the login form validation, loaded on first use', () => {
  it('starts from what the schema says of the empty form', async () => {
    expect(await loginValidation.validate(loginInitialValues)).toEqual(loginInitialErrors);
  });

  it('answers as the schema does, trimmed email and all', async () => {
    expect(await loginValidation.validate({ emailAddress: '  not-an-email ', password: '' })).toEqual({
      emailAddress: 'Invalid email',
      password: 'Password is required',
    });
    expect(await loginValidation.validate({ emailAddress: ' owner@example.com ', password: 'x' })).toEqual({});
    await expect(loginSchema.validate({ emailAddress: ' owner@example.com ', password: 'x' })).resolves.toBeTruthy();
  });
});
