import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { consoleQueryClient, ConsoleQueryProvider } from '@console/api-client/query-cache';
import { configureApiClient, getMe, logout } from '@console/api-client';
import { session } from '@console/session';
import { fixtureClient } from '@console/testing';
import { signInForTest } from '@console/testing/react';
import { FormDialog, FormDialogButtons, TextField } from '@console/ui';
import { DashboardLayout } from '../layout/dashboard-layout';
import { RouteGuard } from '../routing/guards';
import { createShellHistory } from '../router';
import { RestoreKeptWork } from './restore-kept-work';
import { expireSession } from './expire-session';

const apiBaseUrl = process.env.TEST_API_URL ?? '';
const AT = '/dashboard/restaurant-category?q=wok';

/** A screen with an edit popup whose save is a real call with the page's session (a 401 once it is revoked). */
function EditScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Restaurant Categories</h1>
      <button type="button" aria-label="Edit Wok" onClick={() => setOpen(true)}>
        ✎
      </button>
      {open ? (
        <FormDialog title="Edit Restaurant Category" onClose={() => setOpen(false)}>
          <Formik
            initialValues={{ restaurantCategoryName: 'Wok', description: '' }}
            onSubmit={async () => {
              await getMe().then(
                () => setOpen(false),
                () => undefined,
              );
            }}
          >
            <Form noValidate>
              <TextField name="restaurantCategoryName" label="Restaurant Category Name" />
              <TextField name="description" label="Description" />
              <FormDialogButtons submitLabel="Update" onCancel={() => setOpen(false)} />
            </Form>
          </Formik>
        </FormDialog>
      ) : null}
    </>
  );
}

/**
 * The shell's routes as ShellRouter has them (the page's guarded history, the guarded dashboard with
 * RestoreKeptWork, a stand-in welcome screen for the auth remote) on the browser's history, at AT, with
 * the edit screen as the dashboard's content and 401s ending the session as bootstrap wires them.
 */
function renderShell() {
  configureApiClient({ baseUrl: apiBaseUrl, getToken: () => session.get().token, onUnauthorized: expireSession });
  consoleQueryClient.clear();
  window.history.replaceState(null, '', AT);
  const rendered = render(
    <ConsoleQueryProvider>
      <HistoryRouter history={createShellHistory()}>
        <Routes>
          <Route
            path="/dashboard/*"
            element={
              <RouteGuard>
                <DashboardLayout>
                  <EditScreen />
                  <RestoreKeptWork />
                </DashboardLayout>
              </RouteGuard>
            }
          />
          <Route
            path="*"
            element={
              <RouteGuard>
                <h1>Welcome!</h1>
              </RouteGuard>
            }
          />
        </Routes>
      </HistoryRouter>
    </ConsoleQueryProvider>,
  );
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** Where the page is: its path, and its path with the query. */
const pagePath = () => window.location.pathname;
const pageAddress = () => `${window.location.pathname}${window.location.search}`;

/** Types into the popup, then the session is revoked elsewhere and Update meets a 401: the welcome screen shows. */
async function typeThenSessionEnds() {
  const rendered = renderShell();
  const { user } = rendered;
  await screen.findByRole('heading', { name: 'Restaurant Categories' });
  await user.click(await screen.findByRole('button', { name: 'Edit Wok' }));
  const name = screen.getByRole('textbox', { name: 'Restaurant Category Name' });
  await user.clear(name);
  await user.type(name, 'Wok & Noodles');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Stir-fried');
  // Signed out elsewhere: the API no longer knows this token.
  await logout(fixtureClient(apiBaseUrl).as(session.get().token ?? undefined));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  expect(pagePath()).toBe('/');
  return rendered;
}

describe('after a 401 the person gets back where they were, with their input, and nobody else does (issue 34)', () => {
  beforeEach(async () => {
    session.logout();
    sessionStorage.clear();
    await signInForTest('super@example.com', 'Administrator');
  });
  afterAll(() => session.logout());

  it('the same user signing in again returns to the same screen, the popup open with what they typed', async () => {
    await typeThenSessionEnds();
    // Nothing of the draft in the browser but this tab's session storage, for that user.
    expect(localStorage.length).toBe(0);
    expect(JSON.stringify(sessionStorage)).toContain('Wok & Noodles');

    await signInForTest('super@example.com', 'Administrator');
    await waitFor(() => expect(pageAddress()).toBe(AT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Restaurant Category' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Restaurant Category Name' })).toHaveValue('Wok & Noodles'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Stir-fried');
    expect(dialog).toBeInTheDocument();
    // Given back once: nothing is kept any more.
    await waitFor(() => expect(JSON.stringify(sessionStorage)).not.toContain('Wok & Noodles'));
  });

  it('another user signing in on the same browser lands on their own home, with nothing offered and nothing left', async () => {
    await typeThenSessionEnds();
    await signInForTest('admin@example.com', 'Administrator');
    await waitFor(() => expect(pagePath()).toBe('/dashboard/restaurant'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('Wok & Noodles');
  });

  it('logout after the 401 leaves nothing: signing in again lands on the home screen', async () => {
    await typeThenSessionEnds();
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    await waitFor(() => expect(pagePath()).toBe('/dashboard/admin'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
