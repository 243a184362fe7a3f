import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import type { RestaurantAccount } from '@console/api-client';
import { RestaurantTable } from './restaurant-table';

const columns: ColumnDef<RestaurantAccount, string>[] = [
  { id: 'restaurantName', accessorFn: (row) => row.restaurant.restaurantName, header: 'Restaurant Name', enableSorting: true },
  { id: 'emailAddress', accessorFn: (row) => row.emailAddress ?? '', header: 'Restaurant Email', enableSorting: true },
];

const account = (index: number): RestaurantAccount => ({
  restaurant: {
    version: 1,
    restaurantId: index + 1,
    restaurantName: `Restaurant ${index}`,
    restaurantCategories: [],
    restaurantAddressCount: 1,
    companyWideImages: [],
  },
  emailAddress: `r${index}@example.com`,
  accountStatus: 'Approved',
});

function renderTable(count: number, sort = { id: 'restaurantName', desc: false }) {
  const onSortChange = jest.fn();
  const onRowClick = jest.fn();
  const rows = Array.from({ length: count }, (_, index) => account(index));
  render(<RestaurantTable columns={columns} rows={rows} loading={false} sort={sort} onSortChange={onSortChange} onRowClick={onRowClick} />);
  return { onSortChange, onRowClick };
}

describe('Restaurant table', () => {
  it('draws only a window of rows for 10,000 restaurants, keeping the real row count for assistive technology', () => {
    renderTable(10000);
    const table = screen.getByRole('table', { name: 'Restaurants' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const drawn = table.querySelectorAll('tbody tr[data-row-index]');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('data-row-index', '0');
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Restaurant Name▲', 'Restaurant Email↕']);
  });

  it('flips the direction when the sorted header is clicked again, and starts ascending on another header', async () => {
    const { onSortChange } = renderTable(3);
    expect(screen.getByRole('columnheader', { name: /Restaurant Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Restaurant Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'restaurantName', desc: true });
    await userEvent.click(screen.getByRole('button', { name: /Restaurant Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'emailAddress', desc: false });
  });

  it('flips a descending sort back to ascending', async () => {
    const { onSortChange } = renderTable(3, { id: 'emailAddress', desc: true });
    expect(screen.getByRole('columnheader', { name: /Restaurant Email/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Restaurant Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'emailAddress', desc: false });
  });

  it("says 'No Data Found' when there is no restaurant", () => {
    renderTable(0);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('opens a row by click or Enter', async () => {
    const { onRowClick } = renderTable(3);
    await userEvent.click(screen.getByText('Restaurant 1'));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ emailAddress: 'r1@example.com' }));
  });
});
