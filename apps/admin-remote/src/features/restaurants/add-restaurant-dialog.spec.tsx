import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AdminRoutes } from '../../routes';
import { addRestaurantInitialValues, addRestaurantSchema } from './add-restaurant-schema';
import { DELETE_LOCATION_MESSAGE } from './add-restaurant-dialog';
import { DEMO_PASSWORD } from '@console/testing';

const PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)';

async function openPopup() {
  const rendered = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Add New Restaurant Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Restaurant Account' });
  return { ...rendered, dialog: within(dialog) };
}

type Popup = Awaited<ReturnType<typeof openPopup>>;

async function chooseAddress({ user, dialog }: Popup, index: number, text: string, option: RegExp) {
  const input = dialog.getByLabelText(`Location ${index} address`);
  expect(input).toHaveAttribute('placeholder', 'Search Places ...');
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillAccount({ user, dialog }: Popup, name: string, email: string) {
  await user.type(dialog.getByLabelText('Restaurant Name'), name);
  await user.type(dialog.getByLabelText('Email'), email);
  await user.click(dialog.getByLabelText('Restaurant Category'));
  await user.click(await screen.findByRole('option', { name: 'Italian' }));
  await user.type(dialog.getByLabelText('Create Password'), DEMO_PASSWORD);
}

describe('Add New Restaurant Account popup', () => {
  beforeAll(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });
  afterAll(() => session.logout());

  it('shows every §5 message under its field once touched, and keeps Create disabled until valid', async () => {
    const popup = await openPopup();
    const { user, dialog } = popup;
    const create = dialog.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeDisabled());

    await user.click(dialog.getByLabelText('Restaurant Name'));
    await user.paste('x'.repeat(256));
    await user.type(dialog.getByLabelText('Email'), 'not-an-email');
    await user.click(dialog.getByLabelText('Restaurant Category'));
    await user.type(dialog.getByLabelText('Create Password'), 'short');
    await user.type(dialog.getByLabelText('Location 1 address'), 'zzzzqx');
    await user.type(dialog.getByLabelText('Location 1 phone number'), '123');
    await user.tab();

    expect(await dialog.findByText('Restaurant Name cannot exceed 255 characters')).toBeInTheDocument();
    expect(dialog.getByText('Invalid email')).toBeInTheDocument();
    expect(dialog.getByText('Select at least one category')).toBeInTheDocument();
    expect(dialog.getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(dialog.getByText('Location is required')).toBeInTheDocument();
    expect(dialog.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it("asks for a location first when there is none ('Please add a location first')", async () => {
    const values = { ...addRestaurantInitialValues(), locations: [] };
    await expect(addRestaurantSchema.validateAt('locations', values)).rejects.toThrow('Please add a location first');
  });

  it('adds and removes extra locations, warning that the location data goes with it', async () => {
    const { user, dialog } = await openPopup();
    expect(dialog.queryByRole('button', { name: 'Delete Location 1' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Another Location' }));
    expect(dialog.getByLabelText('Location 2 address')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Location 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Location' });
    expect(within(confirm).getByText(DELETE_LOCATION_MESSAGE)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(dialog.queryByLabelText('Location 2 address')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add New Restaurant Account' })).toBeInTheDocument();
  });

  it('creates a restaurant with two locations found through the address search, then closes and reloads the list', async () => {
    const popup = await openPopup();
    const { user, dialog } = popup;
    await fillAccount(popup, 'Two Towns Osteria', 'two-towns@example.com');
    await chooseAddress(popup, 1, '100 Congress Ave, Austin, TX', /^100 Congress Ave, Austin, TX, USA$/);
    await user.type(dialog.getByLabelText('Location 1 phone number'), '5125550111');
    await user.click(dialog.getByRole('button', { name: 'Add Another Location' }));
    await chooseAddress(popup, 2, '9400 Wilshire Blvd 90210', /Beverly Hills, CA 90210/);
    await user.type(dialog.getByLabelText('Location 2 phone number'), '3105550122');

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Restaurant created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Restaurant Account' })).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Search restaurants'), 'Two Towns');
    const row = await waitFor(() => screen.getByText('Two Towns Osteria').closest('tr') as HTMLElement);
    expect(within(row).getByText('two-towns@example.com')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('keeps the popup open with what was typed when the create fails, showing the server message', async () => {
    const popup = await openPopup();
    const { user, dialog } = popup;
    await fillAccount(popup, 'Taken Email Grill', 'owner@example.com');
    await chooseAddress(popup, 1, 'Denver, CO', /^Denver, CO, USA$/);
    await user.type(dialog.getByLabelText('Location 1 phone number'), '3035550133');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const taken = 'An account with this email address already exists';
    // The toast, and the same sentence on the Email field, which keeps Create disabled until it changes.
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Add New Restaurant Account' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Restaurant Name')).toHaveValue('Taken Email Grill');
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription(taken);
    expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Email'), 'x');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
  });
});
