import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ImportCsvScreen } from './import-csv-screen';
import { TEMPLATE_COLUMNS } from './import-csv-schema';
import { DEMO_PASSWORD } from '@console/testing';

const csv = (lines: string[], name = 'import.csv') => new File([lines.join('\r\n')], name, { type: 'text/csv' });

async function chooseType(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  await user.click(screen.getByLabelText('Import Type'));
  await user.click(await screen.findByText(label, { selector: '[class*="option"]' }));
}

describe('Import CSV screen', () => {
  beforeEach(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });

  it('blocks the upload without a file, with the spec messages', async () => {
    const { user } = renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    expect(screen.getByRole('heading', { name: 'Import CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();
    expect(await screen.findByText('Please select an option')).toBeInTheDocument();
    expect(screen.getByText('Please select a file')).toBeInTheDocument();
  });

  it("shows the file chooser as the console's button with the chosen file's name, the native input keeping its label", async () => {
    const { user } = renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    const input = screen.getByLabelText('CSV File');
    expect(screen.getByText('Choose file')).toHaveClass('ui-button');
    expect(input).toHaveAccessibleDescription('No file chosen');
    await user.upload(input, csv(['restaurantName'], 'spring-menu.csv'));
    expect(screen.getByText('spring-menu.csv')).toBeVisible();
    expect(input).toHaveAccessibleDescription('spring-menu.csv');
  });

  it('offers a template per import type, built from the documented columns', () => {
    renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    const restaurants = screen.getByRole('link', { name: 'Download Restaurants template' });
    expect(restaurants).toHaveAttribute('download', 'restaurants-template.csv');
    expect(decodeURIComponent(restaurants.getAttribute('href') ?? '')).toBe(
      `data:text/csv;charset=utf-8,${TEMPLATE_COLUMNS.restaurants.join(',')}\r\n`,
    );
    const foods = screen.getByRole('link', { name: 'Download Food Items template' });
    expect(decodeURIComponent(foods.getAttribute('href') ?? '')).toContain(
      'restaurantId,foodItemName,description,price,foodCategoryName,tags',
    );
  });

  it('refuses a file with a bad row, listing its problems, then imports a good one and resets', async () => {
    const { user } = renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    const header = TEMPLATE_COLUMNS.restaurants.join(',');
    const stamp = Date.now();
    await chooseType(user, 'Restaurants');
    await user.upload(
      screen.getByLabelText('CSV File'),
      csv([header, `Bad Row Diner,not-an-email,${DEMO_PASSWORD},Italian,1 Main St,Austin,TX,78701,US,30.26,-97.74,2025550123`]),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(within(errors).getByRole('cell', { name: 'emailAddress' })).toBeInTheDocument();
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(/^2emailAddress/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    expect(screen.getByLabelText('CSV File')).toHaveValue('');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await chooseType(user, 'Restaurants');
    await user.upload(
      screen.getByLabelText('CSV File'),
      csv([
        header,
        `CSV Diner ${stamp},csv.diner.${stamp}@example.com,${DEMO_PASSWORD},Italian,1 Main St,Austin,TX,78701,US,30.26,-97.74,2025550123`,
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByText('1 row imported')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Import errors' })).not.toBeInTheDocument();
  });

  it("forgets a refused file's problems once a new file or type is chosen, and words a latitude of 200 by its range", async () => {
    const { user } = renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    const header = TEMPLATE_COLUMNS.restaurants.join(',');
    const stamp = Date.now();
    const row = (latitude: string) =>
      `Far Diner ${stamp},far.${stamp}@example.com,${DEMO_PASSWORD},Italian,1 Main St,Austin,TX,78701,US,${latitude},-97.74,2025550123`;
    await chooseType(user, 'Restaurants');
    await user.upload(screen.getByLabelText('CSV File'), csv([header, row('200')]));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const errors = await screen.findByRole('table', { name: 'Import errors' });
    // The server's words, by row and column.
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('2latitudeLatitude must be a number from -90 to 90');
    expect(within(errors).queryByText('Location is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());

    // A new file alone: the old problems go with the old file.
    await user.upload(screen.getByLabelText('CSV File'), csv([header, row('30.26')], 'fixed.csv'));
    expect(screen.getByText('fixed.csv')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Import errors' })).not.toBeInTheDocument();

    // Refused again, then a type chosen first: cleared as well.
    await chooseType(user, 'Restaurants');
    await user.upload(screen.getByLabelText('CSV File'), csv([header, row('200')]));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('table', { name: 'Import errors' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await chooseType(user, 'Food Items');
    expect(screen.queryByRole('table', { name: 'Import errors' })).not.toBeInTheDocument();
  });

  it('sends a Food Items file to the food import, and lists a bad restaurant id by row and column', async () => {
    const { user } = renderWithProviders(<ImportCsvScreen />, { at: '/import-csv-file' });
    await chooseType(user, 'Food Items');
    await user.upload(
      screen.getByLabelText('CSV File'),
      csv([TEMPLATE_COLUMNS.foods.join(','), '99999999,Soup,Hot soup,4.50,Starters,Vegan']),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(/^2restaurantIdInvalid Restaurant Id/);
  });
});
