/** @jest-environment ../../../tools/jest/jsdom-environment.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState, type ReactElement } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, useLocation, useNavigate } from 'react-router';
import { TextField } from '../form-fields/text-field';
import { FormDialog } from './form-dialog';
import { FormDialogButtons } from './form-dialog-buttons';
import { reopenDraft } from './reopen-draft';
import { unsavedDrafts } from './unsaved-work';
import { createLeaveGuardedHistory, type BrowserHistory } from './leave-guarded-history';

/** A list with an Edit button opening a popup of the kind every remote has. */
function CategoryList({ onSave = async () => undefined }: { onSave?: (values: { name: string }) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Edit Wok" onClick={() => setOpen(true)}>
        ✎
      </button>
      {open ? (
        <FormDialog title="Edit Category" onClose={() => setOpen(false)}>
          <Formik
            initialValues={{ name: 'Wok', description: '', password: '' }}
            onSubmit={async (values) => {
              await onSave(values);
              setOpen(false);
            }}
          >
            <Form noValidate>
              <TextField name="name" label="Name" />
              <TextField name="description" label="Description" />
              <TextField name="password" label="Password" type="password" />
              <FormDialogButtons submitLabel="Update" onCancel={() => setOpen(false)} />
            </Form>
          </Formik>
        </FormDialog>
      ) : null}
    </>
  );
}

/** What the browser does before a reload or closing the tab: true when the page asked to stay. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, text = ' Noodles') {
  await user.click(screen.getByRole('button', { name: 'Edit Wok' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), text);
}

describe('the unsaved-changes guard asks before a reload or closing the tab (beforeunload)', () => {
  it('while a popup holds typed input, and no longer once it is closed', async () => {
    const user = userEvent.setup();
    render(<CategoryList />);
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit Wok' }));
    expect(unloadAsks()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Noodles');
    expect(unloadAsks()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
  });
});

/** The shell: the page's one router on the guarded history, around every route, and links elsewhere. */
function shell(
  screenElement: ReactElement,
  entries = ['/dashboard/categories'],
  mayBlock?: () => boolean,
): { history: BrowserHistory; page: ReactElement } {
  window.history.replaceState(null, '', entries[0]);
  const history = createLeaveGuardedHistory(mayBlock);
  for (const entry of entries.slice(1)) history.push(entry);
  function Shell() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (
      <>
        <p>At {pathname}</p>
        <button type="button" onClick={() => void navigate('/dashboard/menu')}>
          Menu
        </button>
        <Routes>
          <Route path="/dashboard/categories" element={screenElement} />
          <Route path="/dashboard/menu" element={<h1>Menu</h1>} />
          <Route path="/dashboard/home" element={<h1>Home</h1>} />
        </Routes>
      </>
    );
  }
  return {
    history,
    page: (
      <HistoryRouter history={history}>
        <Shell />
      </HistoryRouter>
    ),
  };
}

/** A move through the history, as a link, the palette or Back makes it, and what the page does after it. */
async function move(history: BrowserHistory, to: string | number) {
  await act(async () => {
    if (typeof to === 'number') history.go(to);
    else history.push(to);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('the guard asks before in-app navigation, through the page’s history', () => {
  it('a move elsewhere (a sidebar link, the palette) with unsaved input asks; Keep editing stays, Discard goes', async () => {
    const user = userEvent.setup();
    const { history, page } = shell(<CategoryList />);
    render(page);
    await openAndType(user);

    // A remote's link goes through the shell's navigator, as history.push does here.
    await move(history, '/dashboard/menu');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('You have unsaved changes. Leave without saving?');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe('/dashboard/categories');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok Noodles');

    await move(history, '/dashboard/menu');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/menu');
  });

  it('browser Back out of a popup with unsaved input asks, and stays on the page with the input when kept', async () => {
    const user = userEvent.setup();
    const { history, page } = shell(<CategoryList />, ['/dashboard/home', '/dashboard/categories']);
    render(page);
    await openAndType(user);

    await move(history, -1);
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe('/dashboard/categories');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok Noodles');

    await move(history, -1);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('browser Forward is guarded as Back is', async () => {
    const user = userEvent.setup();
    const { history, page } = shell(<CategoryList />, ['/dashboard/categories', '/dashboard/home']);
    render(page);
    await move(history, -1);
    await openAndType(user);

    await move(history, 1);
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe('/dashboard/categories');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok Noodles');
    await move(history, 1);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('a move within the page (its hash) never asks', async () => {
    const user = userEvent.setup();
    const { history, page } = shell(<CategoryList />);
    render(page);
    await openAndType(user);
    await move(history, '/dashboard/categories#details');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#details');
    await move(history, -1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok Noodles');
  });

  it('once the session has ended the way out is never blocked', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const { history, page } = shell(<CategoryList />, ['/dashboard/categories'], () => signedIn);
    render(page);
    await openAndType(user);
    signedIn = false;
    await move(history, '/dashboard/home');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/home');
  });

  it('a popup in another React root (a remote) is guarded by the shell’s blocker too', async () => {
    const user = userEvent.setup();
    const { history, page } = shell(<h1>Categories</h1>);
    render(page);
    // The remote's own root, outside the shell's React tree.
    render(<CategoryList />, { container: document.body.appendChild(document.createElement('div')) });
    await openAndType(user);
    await move(history, '/dashboard/menu');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('nothing typed, or the input being saved: the move goes without asking', async () => {
    const user = userEvent.setup();
    let finishSave = () => undefined as void;
    const saving = new Promise<void>((resolve) => (finishSave = resolve));
    const { history, page } = shell(<CategoryList onSave={() => saving} />);
    render(page);
    await user.click(screen.getByRole('button', { name: 'Edit Wok' }));
    await move(history, '/dashboard/menu');
    expect(window.location.pathname).toBe('/dashboard/menu');

    await move(history, '/dashboard/categories');
    await openAndType(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled());
    await move(history, '/dashboard/home');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/home');
    finishSave();
  });
});

describe('a popup’s draft, kept when the session ends and given back', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('holds the typed values and the way to open the popup again, never a password', async () => {
    const user = userEvent.setup();
    render(<CategoryList />);
    expect(unsavedDrafts()).toEqual([]);
    await openAndType(user);
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    expect(unsavedDrafts()).toEqual([
      {
        path: '/',
        title: 'Edit Category',
        opener: { name: 'Edit Wok', index: 0 },
        values: { name: 'Wok Noodles', description: '' },
      },
    ]);
  });

  it('reopens the popup from its opener once it shows, with the values put back (and can be saved)', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const draft = { path: '/', title: 'Edit Category', opener: { name: 'Edit Wok', index: 0 }, values: { name: 'Wok Noodles' } };
    const reopening = reopenDraft(draft);
    // The page's data arrives after the person is back: the opener shows later.
    render(<CategoryList onSave={async (values) => saved.push(values)} />);
    // Pressed by an observer of the page, outside React's events: its updates are awaited here.
    await act(async () => {
      expect(await reopening.opened).toBe(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok Noodles'));
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Wok Noodles', description: '', password: '' }]));

    // Given once: opening the popup again shows the saved state's own values.
    await user.click(screen.getByRole('button', { name: 'Edit Wok' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wok');
  });

  it('gives up when the opener never shows (the row is gone)', async () => {
    render(<p>Nothing to edit</p>);
    const reopening = reopenDraft({ path: '/', title: 'Edit Category', opener: { name: 'Edit Wok', index: 0 }, values: {} }, 50);
    expect(await reopening.opened).toBe(false);
  });
});
