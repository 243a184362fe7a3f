import { screen, within } from '@testing-library/react';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { FoodTagsScreen } from './food-tags-screen';

const VOCABULARY = '/admin/food-tag/get-food-tags';
const table = () => screen.getByRole('table', { name: 'Food Tags' });

/** The Food Tags screen opened from the sidebar: the vocabulary is read on the link's hover, and the screen takes it. */
describe('the Food Tags screen, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openFoodTags = (path: string, mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: `/dashboard${path}`,
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<FoodTagsScreen />, { at: path, apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1);
        expect(table()).not.toHaveAttribute('aria-busy');
      },
    });

  it('reads the whole vocabulary on the hover, and nothing again once it shows it', async () => {
    const { prefetched, afterMount } = await openFoodTags('/food-tags');
    expect(prefetched).toEqual([VOCABULARY]);
    expect(afterMount).toEqual([]);
  });

  it('reads the same with a search in the URL: the search applies in the page', async () => {
    const { prefetched, afterMount } = await openFoodTags('/food-tags?q=Vegan&sort=foodCount&dir=desc');
    expect(prefetched).toEqual([VOCABULARY]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openFoodTags('/food-tags', true);
    expect([...prefetched, ...afterMount]).toEqual([VOCABULARY]);
  });
});
