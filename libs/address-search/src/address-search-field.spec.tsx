import { screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { loadApiHttp } from '@console/api-client';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AddressSearchField, EMPTY_ADDRESS, NO_PLACES_FOUND } from './address-search-field';

const LOCATION_REQUIRED = 'Location is required';

function renderField() {
  let values: Record<string, unknown> = {};
  const rendered = renderWithProviders(
    <Formik
      initialValues={{ location: { ...EMPTY_ADDRESS, phoneNumber: '+15125550100' } }}
      validate={({ location }) =>
        location.streetAddress && location.latitude !== null ? {} : { location: { streetAddress: LOCATION_REQUIRED } }
      }
      onSubmit={() => undefined}
    >
      {(formik) => {
        values = formik.values.location;
        return (
          <Form>
            <AddressSearchField name="location" label="Address" />
            <button type="submit">Save</button>
          </Form>
        );
      }}
    </Formik>,
  );
  return { ...rendered, values: () => values, input: screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement };
}

describe('Address search (the default US gazetteer provider)', () => {
  const queries: string[] = [];
  let interceptor: number;
  beforeAll(async () => {
    await signInForTest('admin@example.com', 'Administrator');
    interceptor = (await loadApiHttp()).interceptors.request.use((config) => {
      if (config.url?.includes('/geo/')) queries.push(config.params.query);
      return config;
    });
  });
  afterAll(async () => {
    (await loadApiHttp()).interceptors.request.eject(interceptor);
    session.logout();
  });
  beforeEach(() => {
    queries.length = 0;
  });

  it('asks once the typing pauses (about 200 ms), opens the places below the input, best first, the typed words in bold', async () => {
    const { user, input } = renderField();
    expect(input).toHaveAttribute('placeholder', 'Search Places ...');
    await user.type(input, 'Austin, TX');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent(/^Austin, TX, USA$/);
    expect(within(options[0]).getByText('Austin', { selector: 'strong' })).toBeInTheDocument();
    expect(within(options[0]).getByText('TX', { selector: 'strong' })).toBeInTheDocument();
    expect(queries).toEqual(['Austin, TX']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(`${options.length} place`);
  });

  it('fills the location from the chosen city, keeping the phone; the ZIP is asked for, not guessed, and the place is marked approximate', async () => {
    const { user, values, input } = renderField();
    await user.type(input, '12 Elm St, Boston, MA');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(values()).toMatchObject({
        streetAddress: '12 Elm St',
        city: 'Boston',
        state: 'MA',
        zipCode: '',
        country: 'US',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        locationPrecision: 'city',
        locationSource: 'gazetteer',
        phoneNumber: '+15125550100',
      }),
    );
    expect(input.value).toBe('12 Elm St, Boston, MA, USA');
    expect(screen.getByText(/^Approximate: the coordinates are the centre of Boston/)).toBeVisible();
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(zip).toHaveAccessibleDescription(/has no ZIP code/);
    await user.type(zip, '0210');
    await user.tab();
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeVisible();
    await user.type(zip, '8');
    await waitFor(() => expect(values()).toMatchObject({ zipCode: '02108' }));
    await waitFor(() => expect(screen.queryByText('Enter a 5-digit ZIP code')).not.toBeInTheDocument());

    await user.type(input, 'x');
    await waitFor(() => expect(values()).toMatchObject({ streetAddress: '', zipCode: '', latitude: null, phoneNumber: '+15125550100' }));
    expect(screen.queryByRole('textbox', { name: 'ZIP Code' })).not.toBeInTheDocument();
  });

  it('keeps a full ZIP typed, with that ZIP’s centre, and asks no ZIP', async () => {
    const { user, values, input } = renderField();
    await user.type(input, '100 Congress Ave 78701');
    await user.click(await screen.findByRole('option', { name: '100 Congress Ave, Austin, TX 78701, USA' }));
    await waitFor(() => expect(values()).toMatchObject({ zipCode: '78701', city: 'Austin', locationPrecision: 'zip' }));
    expect(screen.getByText('Austin, TX 78701')).toBeVisible();
    expect(screen.getByText(/centre of ZIP code 78701/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'ZIP Code' })).not.toBeInTheDocument();
  });

  it('says when nothing is found, and what to type', async () => {
    const { user, input } = renderField();
    await user.type(input, 'Qwzxv');
    const status = await screen.findByText(new RegExp(`^${NO_PLACES_FOUND}`));
    expect(status).toHaveAttribute('role', 'status');
    expect(status.textContent!.length).toBeGreaterThan(NO_PLACES_FOUND.length + 10);
    expect(input).toHaveAccessibleDescription(status.textContent!);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows "Location is required" after leaving the field, not while typing', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText(LOCATION_REQUIRED)).toBeVisible();
    await user.type(input, 'Dal');
    expect(screen.queryByText(LOCATION_REQUIRED)).not.toBeInTheDocument();
    await screen.findAllByRole('option');
    expect(screen.queryByText(LOCATION_REQUIRED)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(LOCATION_REQUIRED)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves through the places with the arrow keys, Home and End, and Escape closes the list', async () => {
    const { user, input } = renderField();
    await user.type(input, 'Spring');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    await user.keyboard('{Home}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input.value).toBe('Spring');
  });
});
