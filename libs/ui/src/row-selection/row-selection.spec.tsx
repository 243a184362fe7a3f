import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../data-table/data-table';
import { Button } from '../button/button';
import { BulkActionBar } from './bulk-action-bar';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { RowSelectionScope, selectionColumn } from './selection-checkbox';
import { countOf, useRowSelection, type BulkSelection } from './use-row-selection';

interface Dish {
  id: string;
  name: string;
}

const ALL: Dish[] = Array.from({ length: 7 }, (_, index) => ({ id: String(index + 1), name: `Dish ${index + 1}` }));
const PAGE_SIZE = 3;

/** A paged list with a search filter, as a screen has it: only the page's rows are loaded. */
function Dishes({ onAct, rows = ALL }: { onAct: (selection: BulkSelection) => Promise<unknown>; rows?: Dish[] }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [asking, setAsking] = useState(false);
  const matching = rows.filter((dish) => dish.name.includes(search));
  const pageRows = matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const pageIds = useMemo(() => pageRows.map((dish) => dish.id), [pageRows.map((dish) => dish.id).join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const selection = useRowSelection({ pageIds, total: matching.length, resetKey: search });
  // Made once, as a screen does: picking rows must not rebuild them (their cells would be remounted).
  const columns = useMemo<ColumnDef<Dish, string>[]>(
    () => [
      selectionColumn<Dish>({ rowId: (dish) => dish.id, rowName: (dish) => dish.name }) as ColumnDef<Dish, string>,
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'open', header: 'Open', cell: ({ row }) => <button type="button">{`Open ${row.original.name}`}</button> },
    ],
    [],
  );
  return (
    <>
      <label>
        Search
        <input
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </label>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <BulkActionBar selection={selection} noun={['dish', 'dishes']}>
        <Button onClick={() => setAsking(true)}>Delete</Button>
      </BulkActionBar>
      <RowSelectionScope selection={selection}>
        <DataTable label="Dishes" columns={columns} rows={pageRows} emptyText="No Data Found" getRowId={(dish) => dish.id} />
      </RowSelectionScope>
      {asking ? (
        <BulkConfirmDialog
          title="Delete Dishes"
          question={`Delete ${countOf(selection.count, 'dish', 'dishes')}?`}
          confirmLabel="Yes, delete!"
          destructive
          onConfirm={() => onAct(selection.bulkSelection()).then(selection.clear, () => undefined)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

const status = () => screen.getByRole('status');
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' });

describe('row selection', () => {
  it('selects rows one by one, then the page from the header (mixed while partly), and says how many', async () => {
    const user = userEvent.setup();
    render(<Dishes onAct={jest.fn()} />);
    expect(status()).toHaveTextContent('');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 2' }));
    expect(status()).toHaveTextContent('1 selected');
    expect(pageBox()).toBePartiallyChecked();
    expect(screen.getByRole('toolbar', { name: 'Selected dishes' })).toBeInTheDocument();

    await user.click(pageBox());
    expect(pageBox()).toBeChecked();
    expect(status()).toHaveTextContent('3 selected');
    await user.click(pageBox());
    expect(status()).toHaveTextContent('');
    expect(screen.getByRole('checkbox', { name: 'Select Dish 2' })).not.toBeChecked();
  });

  it('offers every matching row once the page is selected, and sends the filters with the count confirmed', async () => {
    const user = userEvent.setup();
    const onAct = jest.fn().mockResolvedValue(undefined);
    render(<Dishes onAct={onAct} />);
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 7 dishes matching' }));
    expect(status()).toHaveTextContent('All 7 dishes selected');
    expect(screen.queryByRole('button', { name: /Select all 7/ })).not.toBeInTheDocument();

    // The next page's rows are selected too.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Dish 4' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Dishes' });
    expect(dialog).toHaveTextContent('Delete 7 dishes?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(onAct).toHaveBeenCalledWith({ matching: true, expectedCount: 7 });
    expect(await screen.findByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the ids picked across pages, and keeps them when the action fails', async () => {
    const user = userEvent.setup();
    const onAct = jest.fn().mockRejectedValue(new Error('The selection changed'));
    render(<Dishes onAct={onAct} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 1' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 5' }));
    expect(pageBox()).toBePartiallyChecked();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete 2 dishes?');
    await user.click(screen.getByRole('button', { name: 'Yes, delete!' }));
    expect(onAct).toHaveBeenCalledWith({ ids: ['1', '5'] });
    await screen.findByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('2 selected');
  });

  it('unticking one row of all matching keeps the other loaded rows', async () => {
    const user = userEvent.setup();
    render(<Dishes onAct={jest.fn()} />);
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 7 dishes matching' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 3' }));
    expect(status()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Dish 1' })).toBeChecked();
    expect(pageBox()).toBePartiallyChecked();
  });

  it('clears the selection when the search changes, and on Clear selection', async () => {
    const user = userEvent.setup();
    render(<Dishes onAct={jest.fn()} />);
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 7 dishes matching' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '1');
    expect(status()).toHaveTextContent('');
    expect(screen.getByRole('checkbox', { name: 'Select Dish 1' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 1' }));
    expect(status()).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(status()).toHaveTextContent('');
  });

  it('counts every row of a whole list as all matching, and no row that has left it', async () => {
    const user = userEvent.setup();
    const onAct = jest.fn().mockResolvedValue(undefined);
    const few = ALL.slice(0, 3);
    const { rerender } = render(<Dishes onAct={onAct} rows={few} />);
    await user.click(pageBox());
    expect(status()).toHaveTextContent('All 3 dishes selected');
    expect(screen.queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
    // Dish 2 changed elsewhere and left the list on its refresh.
    rerender(<Dishes onAct={onAct} rows={[few[0], few[2]]} />);
    expect(status()).toHaveTextContent('All 2 dishes selected');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete!' }));
    expect(onAct).toHaveBeenCalledWith({ ids: ['1', '3'] });
  });

  it('works from the keyboard: Space on the checkboxes, Enter on the links', async () => {
    const user = userEvent.setup();
    render(<Dishes onAct={jest.fn()} />);
    pageBox().focus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('3 selected');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Dish 1' })).toHaveFocus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('2 selected');
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Clear selection' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Select all 7 dishes matching' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('All 7 dishes selected');
  });
});

describe('a table with a selection', () => {
  it("keeps the other cells' elements as rows are picked (a click or focus on them is not lost)", async () => {
    const user = userEvent.setup();
    render(<Dishes onAct={jest.fn()} />);
    const open = screen.getByRole('button', { name: 'Open Dish 2' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Dish 2' }));
    await user.click(pageBox());
    expect(screen.getByRole('button', { name: 'Open Dish 2' })).toBe(open);
  });
});

describe('countOf', () => {
  it('groups thousands and picks the word by the count', () => {
    expect(countOf(1, 'restaurant', 'restaurants')).toBe('1 restaurant');
    expect(countOf(1200, 'restaurant', 'restaurants')).toBe('1,200 restaurants');
    expect(countOf(0, 'deal', 'deals')).toBe('0 deals');
  });
});
