import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { loadApiHttp } from '@console/api-client';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AddressSearchField, EMPTY_ADDRESS } from './address-search-field';

function renderField() {
  let values: Record<string, unknown> = {};
  const rendered = renderWithProviders(
    <Formik initialValues={{ location: { ...EMPTY_ADDRESS, phoneNumber: '+15125550100' } }} onSubmit={() => undefined}>
      {(formik) => {
        values = formik.values.location;
        return <AddressSearchField name="location" label="Address" />;
      }}
    </Formik>,
  );
  return { ...rendered, values: () => values };
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

  it('asks once the typing pauses (about 200 ms), not on every keystroke', async () => {
    const { user } = renderField();
    const input = screen.getByRole('combobox', { name: 'Address' });
    expect(input).toHaveAttribute('placeholder', 'Search Places ...');
    await user.type(input, 'Austin, TX');
    expect(await screen.findByRole('option', { name: /^Austin, TX \d{5}, USA$/ })).toBeInTheDocument();
    expect(queries).toEqual(['Austin, TX']);
  });

  it('fills the location from the chosen place, keeping the phone, and clears it when typed over', async () => {
    const { user, values } = renderField();
    const input = screen.getByRole('combobox', { name: 'Address' });
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
        zipCode: expect.stringMatching(/^\d{5}$/),
        country: 'US',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        phoneNumber: '+15125550100',
      }),
    );
    expect((input as HTMLInputElement).value).toMatch(/^12 Elm St, Boston, MA \d{5}, USA$/);
    await user.type(input, 'x');
    await waitFor(() => expect(values()).toMatchObject({ streetAddress: '', latitude: null, phoneNumber: '+15125550100' }));
  });
});
