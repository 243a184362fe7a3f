/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The cache's policy, written once for every screen (spec §4 and §8), against the reference API.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { configureApiClient, createRestaurantCategory, deleteRestaurantCategory, ifMatch, updateRestaurantCategory } from '../index';
import { consoleQueryClient, ConsoleQueryProvider } from '../query-cache';
import {
  useAdminGetRestaurantCategories,
  useCreateRestaurantCategory,
  useDeleteRestaurantCategory,
  useGetRestaurantCategory,
  type ChangeMeta,
} from '../queries';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/demo-accounts';

let reads = 0;
let token = '';
function CategoryCount() {
  const categories = useAdminGetRestaurantCategories({ page: 1, size: 999999 });
  return <p>{`Categories: ${categories.data?.restaurantCategories.length ?? '…'}`}</p>;
}

function CreateCategory({ name, meta }: { name: string; meta: ChangeMeta }) {
  const create = useCreateRestaurantCategory({ mutation: { meta } });
  return (
    <button
      type="button"
      onClick={() => create.mutateAsync({ data: { restaurantCategoryName: name, description: '' } }).catch(() => undefined)}
    >
      Create
    </button>
  );
}

/** Deletes the category from the version given, as a confirmation does from its row. */
function DeleteCategory({ id, version }: { id: number; version: number }) {
  const remove = useDeleteRestaurantCategory({ mutation: { meta: { failure: 'Failed to delete Restaurant Category' } } });
  return (
    <button type="button" onClick={() => remove.mutateAsync({ id, headers: ifMatch(version) }).catch(() => undefined)}>
      Delete
    </button>
  );
}

function CategoryDetail({ id, failure }: { id: number; failure?: string }) {
  const category = useGetRestaurantCategory(id, { query: { meta: failure ? { failure } : undefined } });
  return <p>{category.isError ? 'Read failed' : 'Reading'}</p>;
}

function renderWithCache(ui: React.ReactNode) {
  consoleQueryClient.clear();
  return render(
    <ConsoleQueryProvider>
      <Toaster />
      {ui}
    </ConsoleQueryProvider>,
  );
}

describe("the page's query cache policy", () => {
  beforeAll(async () => {
    const response = await fetch(`${process.env.TEST_API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    });
    ({ token } = (await response.json()) as { token: string });
    configureApiClient({
      baseUrl: process.env.TEST_API_URL ?? '',
      getToken: () => token,
      onUnauthorized: () => undefined,
    });
    // Counts the list reads that reach the server.
    const { loadApiHttp } = await import('../index');
    (await loadApiHttp()).interceptors.request.use((config) => {
      if (config.url?.endsWith('/get-restaurant-categories')) reads += 1;
      return config;
    });
  });

  // Toasts live in one store for the page: each test starts with none.
  beforeEach(() => toast.remove());

  it("shows a failed read's server message when the screen gave a fallback", async () => {
    renderWithCache(<CategoryDetail id={2147483} failure="Failed to get Categories" />);
    expect(await screen.findByText('Restaurant Category not found')).toBeInTheDocument();
  });

  it('keeps a read without a fallback silent (spec §8: detail fetches show no message)', async () => {
    renderWithCache(<CategoryDetail id={2147483} />);
    await screen.findByText('Read failed');
    expect(screen.queryByText('Restaurant Category not found')).not.toBeInTheDocument();
  });

  it("announces a change with the server's message and reloads the lists it makes stale, on success only", async () => {
    // The screen names no list: the data layer knows a new category makes the category lists stale.
    const meta = { success: 'Saved', failure: 'Failed to create Restaurant Category' };
    const name = `Policy ${Date.now() % 100000}`;
    renderWithCache(
      <>
        <CategoryCount />
        <CreateCategory name={name} meta={meta} />
      </>,
    );
    const before = Number((await screen.findByText(/^Categories: \d+$/)).textContent?.split(': ')[1]);
    const readsBefore = reads;
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Restaurant Category created')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(await screen.findByText(`Categories: ${before + 1}`)).toBeInTheDocument();
    expect(reads).toBe(readsBefore + 1);

    // The same name again is refused: the server's message, and no reload.
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((toast) => /already exists/i.test(toast.textContent ?? ''))).toBe(true));
    expect(reads).toBe(readsBefore + 1);
    expect(screen.getByText(`Categories: ${before + 1}`)).toBeInTheDocument();
  });

  it.each([
    ['changed since it was read (412)', 'changed', /^This restaurant category was changed/],
    ['gone since it was read (404)', 'gone', /^Restaurant Category not found$/],
  ])('reloads the lists a change makes stale after a refusal saying the object is %s', async (_, what, message) => {
    const as = { baseURL: process.env.TEST_API_URL, headers: { Authorization: `Bearer ${token}` } };
    const name = `Overtaken ${what} ${Date.now() % 100000}`;
    const { restaurantCategoryId: id } = await createRestaurantCategory({ restaurantCategoryName: name, description: '' }, as);
    renderWithCache(
      <>
        <CategoryCount />
        <DeleteCategory id={id} version={1} />
      </>,
    );
    await screen.findByText(/^Categories: \d+$/);
    // Elsewhere, after this page read the list: the category is changed, or deleted.
    if (what === 'changed') await updateRestaurantCategory(id, { restaurantCategoryName: name, description: 'Elsewhere' }, ifMatch(1), as);
    else await deleteRestaurantCategory(id, ifMatch(1), as);
    const readsBefore = reads;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(readsBefore + 1));
    if (what === 'changed') await deleteRestaurantCategory(id, ifMatch(2), as);
  });
});
