import { act, screen, within } from '@testing-library/react';
import { session } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

const labels = [
  'Admin',
  'Restaurant Category',
  'Food Tags',
  'Restaurants',
  'Restaurant Merger',
  'Manage Items',
  'Notifications',
  'Activity',
  'Import CSV',
  'Releases',
  'Reports',
];

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = () => within(sidebar()).getByRole('button', { name: 'Toggle sidebar' });

describe('the sidebar (spec §2 "Dashboard shell")', () => {
  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
    signInAsSuperAdmin();
  });

  it("lists the role's links by name and marks the current one", async () => {
    renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report' });
    await screen.findByText('Reports screen');
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(within(sidebar()).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
  });

  it('collapses and expands from the keyboard, telling assistive technology its state', async () => {
    const { user } = renderDashboard(<p>Reports screen</p>);
    await screen.findByText('Reports screen');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', sidebar().id);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps every link named when collapsed', async () => {
    const { user } = renderDashboard(<p>Reports screen</p>);
    await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    for (const label of labels) {
      expect(within(sidebar()).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(sidebar()).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('stays collapsed after a reload', async () => {
    const first = renderDashboard(<p>Reports screen</p>);
    await first.user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    expect(sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    renderDashboard(<p>Reports screen</p>);
    await screen.findByText('Reports screen');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The browser's media queries at a given window width (jsdom has none): only max-width queries are used. */
function screenWidth(initial: number) {
  let width = initial;
  const lists: { query: string; list: MediaQueryList; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
  window.matchMedia = (query: string) => {
    const listeners = new Set<() => void>();
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
    lists.push({ query, list, listeners });
    return list;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => lists.forEach((each) => each.listeners.forEach((listener) => listener())));
    },
  };
}

describe('the sidebar on every screen size (issue 22 §9)', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
    signInAsSuperAdmin();
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('collapses by itself below 1200 px and opens again from its toggle, following the width until then', async () => {
    const screenSize = screenWidth(1024);
    const { user } = renderDashboard(<p>Reports screen</p>);
    await screen.findByText('Reports screen');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).getByRole('link', { name: 'Restaurants' })).toBeInTheDocument();

    screenSize.resize(1366);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    screenSize.resize(1100);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByText('Restaurants')).toBeVisible();
  });

  it("keeps the person's own choice over the width, across a reload", async () => {
    const screenSize = screenWidth(1366);
    const first = renderDashboard(<p>Reports screen</p>);
    await first.user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    screenSize.resize(1400);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    sessionStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
    screenSize.resize(1024);
    renderDashboard(<p>Reports screen</p>);
    await screen.findByText('Reports screen');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone opens over the screen, and Escape, a followed link or a press outside closes it, Escape giving focus back to the toggle', async () => {
    screenWidth(390);
    const { user, router } = renderDashboard(<p>Some screen</p>);
    await screen.findByText('Some screen');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(sidebar()).getByRole('link', { name: 'Admin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(within(sidebar()).getByRole('link', { name: 'Notifications' }));
    expect(router.state.location.pathname).toBe('/dashboard/notifications');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // A passing menu on a phone: nothing is remembered as the person's choice.
    expect(sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Some screen'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the name of each icon-only control as a tooltip, besides its accessible name', async () => {
    screenWidth(1024);
    renderDashboard(<p>Reports screen</p>);
    await screen.findByText('Reports screen');
    expect(toggle()).toHaveAttribute('data-ui-tooltip', 'Toggle sidebar');
    expect(within(sidebar()).getByRole('link', { name: 'Manage Items' })).toHaveAttribute('data-ui-tooltip', 'Manage Items');
  });
});

describe('the sidebar marks the section of the current page (issue 22 §6)', () => {
  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it("marks Restaurants on a restaurant's detail page and on the deals item picker of an administrator", async () => {
    signInAsSuperAdmin();
    const { router } = renderDashboard(<p>Detail screen</p>, { at: '/dashboard/restaurant-location-owner/view-detail/12' });
    await screen.findByText('Detail screen');
    const restaurants = within(sidebar()).getByRole('link', { name: 'Restaurants' });
    expect(restaurants).toHaveAttribute('aria-current', 'true');
    expect(restaurants).toHaveClass('active');
    expect(within(sidebar()).getByRole('link', { name: 'Restaurant Category' })).not.toHaveAttribute('aria-current');

    await act(() => router.navigate('/dashboard/select-related-menu-items'));
    expect(within(sidebar()).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'true');

    await act(() => router.navigate('/dashboard/restaurant'));
    expect(within(sidebar()).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
  });

  it("marks Deals on an owner's item picker", async () => {
    session.signIn('owner.token', {
      userId: 2,
      userType: 'Restaurant',
      emailAddress: 'owner@example.org',
      firstName: 'Olive',
      lastName: 'Owner',
      userSettings: { isSuperAdmin: false, needToChangePassword: false, theme: 'system' },
      restaurant: { restaurantId: 7, restaurantName: 'Olive Garden' },
    });
    renderDashboard(<p>Picker screen</p>, { at: '/dashboard/select-related-menu-items' });
    await screen.findByText('Picker screen');
    expect(within(sidebar()).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'true');
    expect(
      within(sidebar())
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
