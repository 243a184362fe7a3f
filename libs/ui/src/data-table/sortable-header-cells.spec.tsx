import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type TableSort } from './data-table';

interface Dish {
  id: string;
  name: string;
  requests: number;
}

const dishes: Dish[] = [
  { id: '1', name: 'Soup', requests: 2 },
  { id: '2', name: 'Bread', requests: 9 },
  { id: '3', name: 'Pie', requests: 5 },
];

const columns: ColumnDef<Dish, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: true },
  { id: 'requests', accessorKey: 'requests', header: 'Requests', enableSorting: true, sortDescFirst: true },
];

function Dishes() {
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  return <DataTable label="Dishes" columns={columns} rows={dishes} emptyText="None" sort={sort} onSortChange={setSort} sortLocally />;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('Sortable header cells', () => {
  it('starts a column that says sortDescFirst descending on its first click, then flips it', async () => {
    render(<Dishes />);
    const requests = screen.getByRole('columnheader', { name: /Requests/ });
    expect(requests).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Requests/ }));
    expect(requests).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bread', 'Pie', 'Soup']);
    await userEvent.click(screen.getByRole('button', { name: /Requests/ }));
    expect(requests).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Soup', 'Pie', 'Bread']);
  });

  it('starts any other column ascending', async () => {
    render(<Dishes />);
    await userEvent.click(screen.getByRole('button', { name: /Requests/ }));
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Bread', 'Pie', 'Soup']);
  });
});
