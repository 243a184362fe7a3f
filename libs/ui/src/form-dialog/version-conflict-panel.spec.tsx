import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { TextField } from '../form-fields/text-field';
import { FormDialog } from './form-dialog';
import { FormDialogButtons } from './form-dialog-buttons';
import { useEditVersion, type VersionedSave } from './version-conflict';
import { VersionConflictPanel } from './version-conflict-panel';
import { reopenDraft } from './reopen-draft';
import { unsavedDrafts } from './unsaved-work';

interface Dish {
  name: string;
  price: string;
  note: string;
  version: number;
}
const toValues = ({ name, price, note }: Dish) => ({ name, price, note });
type Values = ReturnType<typeof toValues>;

function DishDialog({ dish, onSubmit }: { dish: Dish; onSubmit: (values: Values, save: VersionedSave<Dish>) => Promise<boolean> }) {
  const edit = useEditVersion(dish);
  return (
    <FormDialog title="Edit Dish" onClose={() => undefined}>
      <Formik
        initialValues={toValues(dish)}
        onSubmit={async (values) => {
          await onSubmit(values, { base: edit.base(), onFieldError: () => undefined, onConflict: edit.onConflict });
        }}
      >
        <Form noValidate>
          <VersionConflictPanel
            edit={edit}
            toValues={toValues}
            fields={[
              { name: 'name', label: 'Name' },
              { name: 'price', label: 'Price' },
              { name: 'note', label: 'Note' },
            ]}
          />
          <TextField name="name" label="Name" />
          <TextField name="price" label="Price" />
          <TextField name="note" label="Note" />
          <FormDialogButtons submitLabel="Update" onCancel={() => undefined} />
        </Form>
      </Formik>
    </FormDialog>
  );
}

const opened: Dish = { name: 'Soup', price: '24.99', note: '', version: 3 };
// Someone else saved a new price and a note meanwhile.
const current: Dish = { name: 'Soup', price: '22.99', note: 'Spicy', version: 4 };
const message =
  'This menu item was changed by Sam Owner (owner@example.com) at 2026-12-01 21:40 UTC, after you opened it. Nothing was saved.';

/** A server that holds `current` and refuses any save not made from its version. */
function serverSaves() {
  const saves: { values: Values; version: number }[] = [];
  const onSubmit = async (values: Values, save: VersionedSave<Dish>) => {
    saves.push({ values, version: save.base.version });
    if (save.base.version !== current.version) {
      save.onConflict({ message, current });
      return false;
    }
    return true;
  };
  return { saves, onSubmit };
}

async function typeStaleSave(user: ReturnType<typeof userEvent.setup>, onSubmit: ReturnType<typeof serverSaves>['onSubmit']) {
  render(<DishDialog dish={opened} onSubmit={onSubmit} />);
  await user.clear(screen.getByLabelText('Price'));
  await user.type(screen.getByLabelText('Price'), '19.99');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  return screen.findByRole('alert', { name: 'Changed since you opened it' });
}

describe('VersionConflictPanel', () => {
  it('shows who changed it and, field by field, what was typed beside the value now; the input stays', async () => {
    const user = userEvent.setup();
    const { onSubmit } = serverSaves();
    const panel = await typeStaleSave(user, onSubmit);
    expect(within(panel).getByText(message)).toBeTruthy();
    const rows = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Price', '19.99', '22.99'],
      ['Note', '(empty)', 'Spicy'],
    ]);
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('19.99');
  });

  it('Keep mine saves on the current version: the typed field keeps its input, the untouched ones take the current value', async () => {
    const user = userEvent.setup();
    const { saves, onSubmit } = serverSaves();
    await typeStaleSave(user, onSubmit);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ values: { name: 'Soup', price: '19.99', note: 'Spicy' }, version: 4 });
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).toBeNull();
  });

  it('Use current values puts the current object in the form and bases the next save on it', async () => {
    const user = userEvent.setup();
    const { saves, onSubmit } = serverSaves();
    await typeStaleSave(user, onSubmit);
    await user.click(screen.getByRole('button', { name: 'Use current values' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('22.99');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Spicy');
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), ' of the day');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ values: { name: 'Soup of the day', price: '22.99', note: 'Spicy' }, version: 4 });
  });
});

/** The menu as the page shows it: an Edit button opening the popup on the dish as read now. */
function DishList({ dish, onSubmit }: { dish: Dish; onSubmit: ReturnType<typeof serverSaves>['onSubmit'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Soup
      </button>
      {open ? <DishDialog dish={dish} onSubmit={onSubmit} /> : null}
    </>
  );
}

describe('a versioned popup kept over a session expiry', () => {
  it('keeps the object its input was typed against with the draft', async () => {
    const user = userEvent.setup();
    render(<DishList dish={opened} onSubmit={serverSaves().onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Edit Soup' }));
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '19.99');
    expect(unsavedDrafts()).toEqual([
      expect.objectContaining({ title: 'Edit Dish', values: { name: 'Soup', price: '19.99', note: '' }, base: opened }),
    ]);
  });

  it('reopened on the object as it is now, saves on the version typed against: a change made meanwhile shows as a conflict', async () => {
    const user = userEvent.setup();
    const { saves, onSubmit } = serverSaves();
    const reopening = reopenDraft({
      path: '/',
      title: 'Edit Dish',
      opener: { name: 'Edit Soup', index: 0 },
      values: { name: 'Soup', price: '19.99', note: '' },
      base: opened,
    });
    // Back after signing in, the page reads the dish as it is now (someone changed it meanwhile).
    render(<DishList dish={current} onSubmit={onSubmit} />);
    await act(async () => {
      expect(await reopening.opened).toBe(true);
    });
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveValue('19.99'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const panel = await screen.findByRole('alert', { name: 'Changed since you opened it' });
    expect(saves[0].version).toBe(3);
    expect(within(panel).getByRole('row', { name: /Price/ }).textContent).toContain('22.99');
  });
});
