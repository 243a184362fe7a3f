import { screen, waitFor, within } from '@testing-library/react';
import { createAdministrator } from '@console/api-client';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { AdminsScreen } from './admins-screen';
import { passwordMessages } from '@console/rules';
import { DEMO_PASSWORD, fixtureClient } from '@console/testing';

const PASSWORD_POLICY_MESSAGE = passwordMessages.rule;

const table = () => screen.getByRole('table', { name: 'Admins' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
const dialog = () => screen.getByRole('dialog', { name: 'Add Admin Account' });
const submit = () => within(dialog()).getByRole('button', { name: 'Create' });

async function renderAdmins() {
  const rendered = renderWithProviders(<AdminsScreen />, { at: '/admin' });
  await screen.findByRole('table', { name: 'Admins' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

async function openAddAdmin(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Admin Account' }));
  return dialog();
}

const byLocale = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
let uniq = 0;
const uniqueEmail = () => `new.admin.${Date.now()}.${uniq++}@example.com`;

describe('Admins screen', () => {
  beforeEach(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });

  it('shows a loader, then the first page sorted by name, with pagination since there are more than 10 admins', async () => {
    renderWithProviders(<AdminsScreen />, { at: '/admin' });
    expect(screen.getByRole('heading', { name: 'Admins' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Admins' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(table()).getByRole('columnheader', { name: /Admin Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual([...names()].sort(byLocale));
    expect(within(bodyRows()[0]).getByRole('button', { name: 'Remove Access' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('toggles the order of a header on each click', async () => {
    const { user } = await renderAdmins();
    const emailHeader = within(table()).getByRole('columnheader', { name: /Admin Email/ });
    await user.click(within(emailHeader).getByRole('button'));
    await waitFor(() => expect(emailHeader).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    const emails = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
    const ascending = emails();
    expect(ascending).toEqual([...ascending].sort(byLocale));

    await user.click(within(emailHeader).getByRole('button'));
    await waitFor(() => expect(emailHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(emails()).not.toEqual(ascending));
    expect(emails()).toEqual([...emails()].sort(byLocale).reverse());
  });

  it('filters by search once typing stops, back on page 1, and hides pagination when one page holds all', async () => {
    const { user } = await renderAdmins();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'Brooks');
    expect(names()).not.toEqual(['Adam Brooks']);
    await waitFor(() => expect(names()).toEqual(['Adam Brooks']), { timeout: 10000 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search admins' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'no-such-admin-anywhere');
    expect(await screen.findByText('No Data Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps search, sort and page in the URL: a reload shows the same view, and Back the previous one', async () => {
    const { user, router, unmount } = await renderAdmins();
    const emailHeader = () => within(table()).getByRole('columnheader', { name: /Admin Email/ });
    await user.click(within(emailHeader()).getByRole('button'));
    await user.click(within(emailHeader()).getByRole('button'));
    await waitFor(() => expect(emailHeader()).toHaveAttribute('aria-sort', 'descending'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=emailAddress&dir=desc&page=2'));
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    const pageTwo = names();

    // A reload (or a shared link): the same URL gives the same rows, sort and page.
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    renderWithProviders(<AdminsScreen />, { at: url });
    await screen.findByRole('table', { name: 'Admins' });
    await waitFor(() => expect(names()).toEqual(pageTwo));
    expect(emailHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toBeInTheDocument();
  });

  it('goes back to the previous page and order with Back, and types a search into one history entry', async () => {
    const { user, router } = await renderAdmins();
    const firstPage = names();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).not.toEqual(firstPage));
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'Brooks');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Brooks'));
    await waitFor(() => expect(names()).toEqual(['Adam Brooks']), { timeout: 3000 });

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // The box follows the URL once the page has drawn the new location.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search admins' })).toHaveValue(''));
    await router.navigate(-1);
    await waitFor(() => expect(names()).toEqual(firstPage));
    expect(screen.getByRole('button', { name: 'Page 1, current page' })).toBeInTheDocument();
  });

  it('shows every Add Admin message under its field once touched, and keeps Create disabled while invalid', async () => {
    const { user } = renderWithProviders(<AdminsScreen />, { at: '/admin' });
    await openAddAdmin(user);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(submit()).toBeDisabled();
    expect(within(dialog()).getByRole('combobox', { name: 'Country' })).toBeDisabled();

    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Phone Number']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();
    for (const message of [
      "Admin's First Name is required",
      "Admin's Last Name is required",
      'Email Address is required',
      'Password is required',
      'Phone Number is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('First Name'), 'x'.repeat(51));
    await user.type(screen.getByLabelText('Last Name'), 'y'.repeat(51));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'weakpass');
    await user.type(screen.getByLabelText('Phone Number'), '1234');
    await user.tab();
    for (const message of [
      "Admin's First Name cannot exceed 50 characters",
      "Admin's Last Name cannot exceed 50 characters",
      'Invalid email',
      PASSWORD_POLICY_MESSAGE,
      'Phone number is not valid',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(submit()).toBeDisabled();
  });

  it('creates an admin with trimmed values, a lowercased email and the national number, then closes and reloads', async () => {
    const { user } = await renderAdmins();
    await openAddAdmin(user);
    const email = uniqueEmail();
    await user.type(screen.getByLabelText('First Name'), '  Zed  ');
    await user.type(screen.getByLabelText('Last Name'), ' Aardvark ');
    await user.type(screen.getByLabelText('Email'), `  ${email.toUpperCase()} `);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Phone Number'), '2025550123');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Admin created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), email);
    await waitFor(() => expect(names()).toEqual(['Zed Aardvark']), { timeout: 3000 });
    const row = bodyRows()[0];
    expect(within(row).getByRole('cell', { name: email })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '+1 202 555 0123' })).toBeInTheDocument();
  });

  it('keeps the popup open with what was typed when the API refuses (an email already in use)', async () => {
    const { user } = await renderAdmins();
    await openAddAdmin(user);
    await user.type(screen.getByLabelText('First Name'), 'Dup');
    await user.type(screen.getByLabelText('Last Name'), 'Licate');
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Phone Number'), '2025550123');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(within(dialog()).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const taken = 'An account with this email address already exists';
    // The toast, and the same sentence on the Email field, which keeps Create disabled until it changes.
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(taken);
    expect(screen.getByLabelText('First Name')).toHaveValue('Dup');
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'dup.unused@example.com');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('removes access after confirmation, closes the popup and reloads', async () => {
    const { user } = await renderAdmins();
    await openAddAdmin(user);
    const email = uniqueEmail();
    await user.type(screen.getByLabelText('First Name'), 'Temporary');
    await user.type(screen.getByLabelText('Last Name'), 'Staff');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Phone Number'), '2025550199');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), email);
    await waitFor(() => expect(names()).toEqual(['Temporary Staff']), { timeout: 3000 });

    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Remove Access' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Access Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Remove the Access?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('Admin deleted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it("offers no Remove Access on the signed-in super admin's own row (the API refuses it: 'You cannot remove your own access')", async () => {
    const { user } = await renderAdmins();
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'super@example.com');
    await waitFor(() => expect(names()).toEqual(['Sofia Alvarez']), { timeout: 3000 });
    expect(within(bodyRows()[0]).queryByRole('button', { name: 'Remove Access' })).not.toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('You');
    // Another administrator's row still offers it.
    await user.clear(screen.getByRole('searchbox', { name: 'Search admins' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'admin@example.com');
    await waitFor(() => expect(names()).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(within(bodyRows()[0]).getByRole('button', { name: 'Remove Access' })).toBeInTheDocument());
  });
});

describe('Admins screen: Export CSV (issue 26)', () => {
  const fixtures = fixtureClient();
  // Letters only, as a name takes them: the run's own admins, more than a page of them, made in name order
  // (the export asks the reverse).
  const WORD = `Csvexport${String(Date.now())
    .slice(-7)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  const LAST_NAMES = Array.from({ length: 12 }, (_, index) => `${WORD}${'abcdefghijkl'[index]}`);

  beforeAll(async () => {
    const { token } = await fixtures.signInAs('superAdmin');
    for (const [index, lastName] of LAST_NAMES.entries()) {
      await createAdministrator(
        {
          firstName: 'Export',
          lastName,
          emailAddress: `${lastName.toLowerCase()}.${index}@example.com`,
          password: DEMO_PASSWORD,
          phoneCountryCode: '+1',
          phoneNumber: '2025550123',
        },
        fixtures.as(token),
      );
    }
  });
  beforeEach(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });

  it('downloads every admin the search selects, all pages, in the list order, under the API’s file name', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<AdminsScreen />, { at: `/admin?q=${WORD}&sort=fullName&dir=desc` });
      await waitFor(() => expect(names()).toHaveLength(10));
      expect(names()[0]).toBe(`Export ${LAST_NAMES[11]}`);
      const button = screen.getByRole('button', { name: 'Export CSV' });
      await user.click(button);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^administrators-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bom, lines } = await csvLines(file);
      expect(bom).toBe(true);
      expect(lines[0]).toBe('Admin Name,Admin Email,Admin Phone Number');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...LAST_NAMES].reverse().map((last) => `Export ${last}`));
    } finally {
      downloads.restore();
    }
  });
});
