import { screen, within } from '@testing-library/react';
import { firstReadsOfScreen, renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import * as dealsDomain from '../../remote-entry';
import { createDeal, signInAsDealOwner } from '../../deal-owner.spec-helpers';
import { DealsScreen } from './deals-screen';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'] };

/** A new owner with one current deal at their Austin location. */
async function ownerWithDeal() {
  const owner = await signInAsDealOwner(uniqueName('Early Diner'), MENU);
  const title = uniqueName('Lunch Combo');
  await createDeal(owner, title, ['Burger', 'Steak']);
  return title;
}

const FIRST_READS = ['/deal/get-deals?pageNum=1&pageSize=999999', '/restaurant/get-my-restaurant-addresses?page=1&size=999999'];

/** Manage Your Deals opened from the sidebar: its reads start on the link's hover, and the screen takes their answers. */
describe("the owner's Manage Your Deals, read before it mounts", () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  const openDeals = (title: string, mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: dealsDomain,
      path: '/dashboard/deals',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<DealsScreen />, { at: '/deals', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        const current = screen.getByRole('region', { name: 'Current Deals' });
        const card = within(current).getByRole('article', { name: title });
        // The card names its location: the locations were read too.
        expect(within(card).getByText(/^100 Congress Ave/)).toBeInTheDocument();
      },
    });

  it('reads the deals and the locations on the hover, and nothing again once it shows them', async () => {
    const title = await ownerWithDeal();
    const { prefetched, afterMount } = await openDeals(title);
    expect(prefetched.sort()).toEqual(FIRST_READS);
    expect(afterMount).toEqual([]);
  });

  it('mounted while those reads are on their way, waits for them rather than asking twice', async () => {
    const title = await ownerWithDeal();
    const { prefetched, afterMount } = await openDeals(title, true);
    expect([...prefetched, ...afterMount].sort()).toEqual(FIRST_READS);
  });

  it('reads nothing ahead for the item picker, nor for a path that is none of its screens', async () => {
    await ownerWithDeal();
    await dealsDomain.prefetch?.('/dashboard/select-related-menu-items');
    await dealsDomain.prefetch?.('/dashboard/menu');
    const { consoleQueryClient } = await import('@console/api-client/query-cache');
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
