import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const newAdmin = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace.hopper@example.com',
  password: 'Compiler#1952',
  phoneCountryCode: '+1',
  phoneNumber: '2025550143',
  ...changes,
});

describe('GET /admin/administrator/get-administrators', () => {
  it('lists administrators sorted by full name, 10 a page by default', async () => {
    const response = await api.call('GET', '/admin/administrator/get-administrators', { token: tokens.superAdmin });

    expect(response.status).toBe(200);
    const names: string[] = response.body.administrators.map((admin: { fullName: string }) => admin.fullName);
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const [{ total }] = await api.db.query<{ total: number }>(`SELECT count(*) AS total FROM users WHERE user_type = 'Administrator'`);
    expect(response.body.pagination).toMatchObject({ totalItems: total, lastPage: Math.ceil(total / 10), page: 1, size: 10 });
  });

  it('finds administrators by name, email or phone', async () => {
    const byName = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { keywords: 'sofia alv' },
    });
    const byEmail = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { keywords: 'ADMIN@example' },
    });
    const [{ phone }] = await api.db.query<{ phone: string }>('SELECT phone_number AS phone FROM users WHERE email_address = $1', [
      DEMO_ACCOUNTS.admin,
    ]);
    const byPhone = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { keywords: phone },
    });

    expect(byName.body.administrators.map((a: { emailAddress: string }) => a.emailAddress)).toEqual([DEMO_ACCOUNTS.superAdmin]);
    expect(byEmail.body.administrators.map((a: { emailAddress: string }) => a.emailAddress)).toContain(DEMO_ACCOUNTS.admin);
    expect(byPhone.body.administrators.map((a: { emailAddress: string }) => a.emailAddress)).toContain(DEMO_ACCOUNTS.admin);
  });

  it('pages and sorts descending when asked', async () => {
    const first = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { page: 1, size: 3 },
    });
    const second = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { page: 2, size: 3 },
    });
    const descending = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { size: 999999, order_by: 'emailAddress', order_type: 'desc' },
    });

    expect(first.body.administrators).toHaveLength(3);
    expect(second.body.administrators[0].userId).not.toBe(first.body.administrators[0].userId);
    const emails: string[] = descending.body.administrators.map((a: { emailAddress: string }) => a.emailAddress);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it.each([['admin'], ['restaurant']] as const)('refuses the %s role', async (role) => {
    const response = await api.call('GET', '/admin/administrator/get-administrators', { token: tokens[role] });
    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
  });
});

describe('POST /admin/administrator/create-administrator', () => {
  it('creates an administrator who must change the password at first sign-in', async () => {
    const response = await api.call('POST', '/admin/administrator/create-administrator', {
      token: tokens.superAdmin,
      body: newAdmin({ firstName: '  Grace ', emailAddress: ' Grace.Hopper@Example.com ', phoneNumber: '(202) 555-0143' }),
    });

    expect(response).toMatchObject({ status: 201, body: { message: 'Admin created successfully', userId: expect.any(Number) } });
    const login = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'grace.hopper@example.com', password: 'Compiler#1952', userType: 'Administrator' },
    });
    expect(login.body.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      userSettings: { needToChangePassword: true, isSuperAdmin: false },
    });
    const listed = await api.call('GET', '/admin/administrator/get-administrators', {
      token: tokens.superAdmin,
      query: { keywords: 'grace.hopper' },
    });
    expect(listed.body.administrators).toEqual([
      {
        version: 1,
        userId: response.body.userId,
        fullName: 'Grace Hopper',
        emailAddress: 'grace.hopper@example.com',
        phoneCountryCode: '+1',
        phoneNumber: '2025550143',
      },
    ]);
  });

  it('refuses an email already in use with 409', async () => {
    const response = await api.call('POST', '/admin/administrator/create-administrator', {
      token: tokens.superAdmin,
      body: newAdmin({ emailAddress: DEMO_ACCOUNTS.owner.toUpperCase() }),
    });

    expect(response).toMatchObject({
      status: 409,
      body: { message: 'An account with this email address already exists', field: 'emailAddress' },
    });
  });

  it.each([
    [{ firstName: '' }, "Admin's First Name is required"],
    [{ firstName: '   ' }, "Admin's First Name is required"],
    [{ firstName: 'x'.repeat(51) }, "Admin's First Name cannot exceed 50 characters"],
    [{ lastName: undefined }, "Admin's Last Name is required"],
    [{ lastName: 'y'.repeat(51) }, "Admin's Last Name cannot exceed 50 characters"],
    [{ emailAddress: 'not-an-email' }, 'Invalid email'],
    [
      { password: 'password' },
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)',
    ],
    [{ phoneNumber: '' }, 'Phone Number is required'],
    [{ phoneNumber: '12345' }, 'Phone number is not valid'],
    [{ phoneCountryCode: '+44', phoneNumber: '2071838750' }, 'Phone number is not valid'],
  ])('answers 400 for %j', async (changes, message) => {
    const response = await api.call('POST', '/admin/administrator/create-administrator', {
      token: tokens.superAdmin,
      body: newAdmin(changes),
    });

    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('is refused to a non-super administrator', async () => {
    const response = await api.call('POST', '/admin/administrator/create-administrator', { token: tokens.admin, body: newAdmin() });
    expect(response.status).toBe(403);
  });
});

describe('DELETE /admin/administrator/delete-administrator/{id}', () => {
  it('removes an administrator and revokes their sessions', async () => {
    const created = await api.call('POST', '/admin/administrator/create-administrator', {
      token: tokens.superAdmin,
      body: newAdmin({ emailAddress: 'short.lived@example.com' }),
    });
    const login = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'short.lived@example.com', password: 'Compiler#1952', userType: 'Administrator' },
    });

    const response = await api.call('DELETE', `/admin/administrator/delete-administrator/${created.body.userId}`, {
      token: tokens.superAdmin,
    });

    expect(response).toMatchObject({ status: 200, body: { message: 'Admin deleted Successfully' } });
    expect((await api.call('GET', '/auth/me', { token: login.body.token })).status).toBe(401);
    const again = await api.call('DELETE', `/admin/administrator/delete-administrator/${created.body.userId}`, {
      token: tokens.superAdmin,
    });
    expect(again).toMatchObject({ status: 404, body: { message: 'Admin not found' } });
  });

  it('does not remove a restaurant owner', async () => {
    const [owner] = await api.db.query<{ id: number }>('SELECT user_id AS id FROM users WHERE email_address = $1', [DEMO_ACCOUNTS.owner]);
    const response = await api.call('DELETE', `/admin/administrator/delete-administrator/${owner.id}`, { token: tokens.superAdmin });
    expect(response.status).toBe(404);
  });

  it('does not let a super admin remove their own access', async () => {
    const me = await api.call('GET', '/auth/me', { token: tokens.superAdmin });

    const response = await api.call('DELETE', `/admin/administrator/delete-administrator/${me.body.user.userId}`, {
      token: tokens.superAdmin,
    });

    expect(response).toMatchObject({ status: 403, body: { message: 'You cannot remove your own access' } });
  });
});
