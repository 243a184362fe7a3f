import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type TableSort } from './data-table';

interface Person {
  id: string;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: '1', name: 'Bea', city: 'Oslo' },
  { id: '2', name: 'Al', city: 'Rome' },
  { id: '3', name: 'Cy', city: 'Lima' },
];

const columns: ColumnDef<Person, string>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: true },
  { id: 'city', accessorKey: 'city', header: 'City' },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Act</button> },
];

function Table({
  onRowClick,
  sortLocally = true,
  rows = people,
  loading = false,
}: {
  onRowClick?: (p: Person) => void;
  sortLocally?: boolean;
  rows?: Person[];
  loading?: boolean;
}) {
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      emptyText="No Data Found"
      loading={loading}
      sort={sort}
      onSortChange={setSort}
      sortLocally={sortLocally}
      getRowId={(p) => p.id}
      onRowClick={onRowClick}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('makes only sortable headers buttons, with aria-sort, and toggles the order on each click', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const table = screen.getByRole('table', { name: 'People' });
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    expect(within(table).queryByRole('button', { name: /City/ })).not.toBeInTheDocument();
    expect(names()).toEqual(['Al', 'Bea', 'Cy']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Cy', 'Bea', 'Al']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('leaves the order to the caller when not sorting locally', () => {
    render(<Table sortLocally={false} />);
    expect(names()).toEqual(['Bea', 'Al', 'Cy']);
  });

  it('shows the empty text, and a loader while loading', () => {
    const { rerender } = render(<Table rows={[]} />);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    rerender(<Table rows={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('keeps the rows it shows while a new read loads, the same elements, and says it is busy', () => {
    const { rerender } = render(<Table />);
    const button = screen.getAllByRole('button', { name: 'Act' })[0];
    rerender(<Table loading />);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Act' })[0]).toBe(button);
    rerender(<Table />);
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
  });

  it('calls onRowClick for a row click or Enter, but not for a button inside the row', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<Table onRowClick={onRowClick} />);
    await user.click(screen.getByRole('cell', { name: 'Oslo' }));
    expect(onRowClick).toHaveBeenLastCalledWith(people[0]);
    await user.click(screen.getAllByRole('button', { name: 'Act' })[0]);
    expect(onRowClick).toHaveBeenCalledTimes(1);
    screen.getAllByRole('row')[3].focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(people[2]);
  });

  it('labels each cell with its column header, for the stacked cards of a phone, and stays a table for screen readers', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'People' });
    const [, firstRow] = within(table).getAllByRole('row');
    const [name, city, actions] = within(firstRow).getAllByRole('cell');
    expect(name).toHaveAttribute('data-label', 'Name');
    expect(city).toHaveAttribute('data-label', 'City');
    expect(actions).toHaveAttribute('data-label', 'Actions');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(table).toHaveClass('ui-table--cards');
  });

  it('leaves a cell unlabelled when its header is not text (an actions column with a hidden header)', () => {
    const withHiddenHeader: ColumnDef<Person, string>[] = [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'edit', header: () => <span className="ui-visually-hidden">Actions</span>, cell: () => <button type="button">Edit</button> },
    ];
    render(<DataTable label="People" columns={withHiddenHeader} rows={people} emptyText="No Data Found" getRowId={(p) => p.id} />);
    const [, firstRow] = screen.getAllByRole('row');
    const [name, edit] = within(firstRow).getAllByRole('cell');
    expect(name).toHaveAttribute('data-label', 'Name');
    expect(edit).not.toHaveAttribute('data-label');
  });
});

describe('DataTable with columns made anew on each render', () => {
  // A screen passing inline handlers rebuilds its columns every render; the cells must stay the same
  // elements, or a button under the pointer is replaced between press and click.
  function Counting() {
    const [clicks, setClicks] = useState(0);
    const rebuilt: ColumnDef<Person, string>[] = [
      { id: 'name', accessorKey: 'name', header: () => <span>Name</span> },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <button type="button" onClick={() => setClicks((count) => count + 1)}>
            Act on {row.original.name}
          </button>
        ),
      },
    ];
    return (
      <>
        <output aria-label="clicks">{clicks}</output>
        <DataTable label="People" columns={rebuilt} rows={people} emptyText="No Data Found" />
      </>
    );
  }

  it('keeps the elements of every cell across renders', async () => {
    render(<Counting />);
    const button = screen.getByRole('button', { name: 'Act on Bea' });
    const header = screen.getByRole('columnheader', { name: 'Name' }).firstElementChild;
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.getByRole('status', { name: 'clicks' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Act on Bea' })).toBe(button);
    expect(button).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' }).firstElementChild).toBe(header);
  });
});

describe('DataTable after a failed read', () => {
  it('shows what failed in place of the rows, never the earlier rows, and offers Retry', async () => {
    const onRetry = jest.fn();
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        emptyText="No Data Found"
        failure={{ title: 'People could not be loaded', detail: 'The server cannot be reached.', onRetry }}
      />,
    );

    expect(screen.getByRole('alert', { name: 'People could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Bea')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the loader, not the failure, while a retry loads', () => {
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        emptyText="No Data Found"
        loading
        failure={{ title: 'People could not be loaded', detail: 'x', onRetry: jest.fn(), retrying: true }}
      />,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
  });
});
