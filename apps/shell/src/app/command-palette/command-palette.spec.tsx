import { act, screen, waitFor, within } from '@testing-library/react';
import { fixtureClient } from '@console/testing';
import { signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { NETWORK_ERROR_MESSAGE } from '@console/api-client';
import { SEARCH_DELAY_MS } from '@console/ui';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';
import { sidebarLinksFor } from '../routing/sidebar-links';

// jsdom lays nothing out: it has no ResizeObserver (cmdk sizes its list with one) and no scrollIntoView
// (cmdk keeps the active option in view). Chromium runs the real ones in console-e2e.
class NoLayoutResizeObserver {
  observe() {
    return undefined;
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {
  return undefined;
};

const apiBaseUrl = process.env.TEST_API_URL ?? '';
const palette = () => screen.getByRole('dialog', { name: 'Command palette' });
const paletteInput = () => within(palette()).getByRole('combobox');
/** What a screen reader is told: the status once it has settled. */
const status = () => within(palette()).getByRole('status');
/** The status line under the list, as it changes. */
const statusLine = () => palette().querySelector('.command-palette__status');
/** The option the combobox names as active (what a screen reader announces), checked to be the one marked selected. */
async function activeOption() {
  return waitFor(() => {
    const active = document.getElementById(paletteInput().getAttribute('aria-activedescendant') ?? '');
    expect(active).toBe(within(palette()).getByRole('option', { selected: true }));
    return active?.textContent;
  });
}
const optionNames = () =>
  within(palette())
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('the command palette (issue 26)', () => {
  beforeEach(() => session.logout());
  afterAll(() => session.logout());

  describe('for a super admin', () => {
    beforeEach(async () => {
      await signInForTest('super@example.com', 'Administrator');
    });

    it("opens on Ctrl+K with the role's screens, in the sidebar's words and order, and Enter opens the one typed", async () => {
      const { user, router } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      await screen.findByText('Reports screen');
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();

      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      expect(paletteInput()).toHaveFocus();
      expect(paletteInput()).toHaveAccessibleName("A screen's name or a restaurant's name");
      expect(optionNames()).toEqual(sidebarLinksFor('superAdmin').map((link) => link.label));
      expect(status()).toHaveTextContent('11 screens');
      expect(await activeOption()).toBe('Admin');

      await user.keyboard('merg');
      expect(optionNames()).toEqual(['Restaurant Merger']);
      expect(await activeOption()).toBe('Restaurant Merger');
      await user.keyboard('{Enter}');

      expect(router.state.location.pathname).toBe('/dashboard/restaurant-merger');
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    });

    it('moves between the options with the arrow keys, round from the last to the first', async () => {
      const { user, router } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      await screen.findByText('Reports screen');
      await user.keyboard('{Meta>}k{/Meta}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      await user.keyboard('restaurant');
      expect(optionNames()).toEqual(['Restaurant Category', 'Restaurants', 'Restaurant Merger']);
      expect(await activeOption()).toBe('Restaurant Category');
      await user.keyboard('{ArrowDown}');
      expect(await activeOption()).toBe('Restaurants');
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(await activeOption()).toBe('Restaurant Merger');
      await user.keyboard('{ArrowUp}{Enter}');
      expect(router.state.location.pathname).toBe('/dashboard/restaurant');
    });

    it("finds a restaurant by its name through the API's search and opens its detail", async () => {
      const name = `Palette Pantry ${Date.now() % 1_000_000}`;
      const fixtures = fixtureClient(apiBaseUrl);
      const { token } = await fixtures.signInAs('superAdmin');
      const { restaurantId } = await fixtures.createRestaurantAccount(token, name);

      const { user, router } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      await screen.findByText('Reports screen');
      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      await user.keyboard(name);
      expect(statusLine()).toHaveTextContent('0 screens, searching restaurants…');
      // Nothing new is read out at each keystroke, nor while it searches: still what opening it said.
      expect(status()).toHaveTextContent('11 screens');

      const option = await within(palette()).findByRole('option', { name: new RegExp(name) });
      expect(within(palette()).getByRole('group', { name: 'Restaurants' })).toContainElement(option);
      expect(await activeOption()).toBe(option.textContent);
      expect(statusLine()).toHaveTextContent('0 screens, 1 restaurant');
      await waitFor(() => expect(status()).toHaveTextContent('0 screens, 1 restaurant'));
      await user.keyboard('{Enter}');

      expect(router.state.location.pathname).toBe(`/dashboard/restaurant-location-owner/view-detail/${restaurantId}`);
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    });

    it('asks the API once typing stops, and says when no screen or restaurant matches', async () => {
      const { user } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      await screen.findByText('Reports screen');
      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      await user.keyboard('Sakura');
      expect(await within(palette()).findByRole('option', { name: /Sakura Garden/ })).toBeInTheDocument();

      await user.keyboard(' nothing like this');
      expect(optionNames()).toEqual([]);
      expect(statusLine()).toHaveTextContent('0 screens, searching restaurants…');
      await waitFor(() => expect(status()).toHaveTextContent('No screen or restaurant matches "Sakura nothing like this"'));
      expect(statusLine()).toHaveTextContent('No screen or restaurant matches "Sakura nothing like this"');
    });

    it('closes on Escape and gives focus back to where it was', async () => {
      const { user } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
      toggle.focus();
      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      expect(paletteInput()).toHaveFocus();
      await user.keyboard('adm{Escape}');

      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();

      // Opened again, it starts afresh; the shortcut closes it too.
      await user.keyboard('{Control>}k{/Control}');
      await screen.findByRole('dialog', { name: 'Command palette' });
      expect(paletteInput()).toHaveValue('');
      await user.keyboard('{Control>}k{/Control}');
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('does not open over another popup', async () => {
      const { user } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl });
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      const confirmation = screen.getByRole('dialog', { name: 'Logout Confirmation' });
      await user.keyboard('{Control>}k{/Control}');
      // The palette's code, on the page once this resolves: had the shortcut asked for it, it would be shown by now.
      await act(async () => {
        await import('./palette-dialog');
      });
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
      expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Logout Confirmation' })).not.toBeInTheDocument();
      await user.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    });
  });

  it('offers a restaurant owner their own screens only, and searches no restaurant for them', async () => {
    await signInForTest('owner@example.com', 'Restaurant');
    const { user } = renderDashboard(<p>Menu screen</p>, { at: '/dashboard/menu', apiBaseUrl });
    await screen.findByText('Menu screen');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(paletteInput()).toHaveAccessibleName("A screen's name");
    expect(optionNames()).toEqual(['Restaurant Profile', 'Menu', 'Deals', 'Reports']);

    // Golden Fork Bistro is this owner's restaurant: the owner's palette still searches no restaurant list.
    // The search would go out once typing stops: the clock is moved past that, and no request has left.
    const requests = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const realTimeout = setTimeout;
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      await user.keyboard('Golden');
      expect(statusLine()).toHaveTextContent('No screen matches "Golden"');
      act(() => void jest.advanceTimersByTime(SEARCH_DELAY_MS));
      // A call made then would have reached the browser's XMLHttpRequest within the promises it waits on.
      await act(() => new Promise((resolve) => realTimeout(resolve, 0)));
      expect(requests.mock.calls.map(([, url]) => String(url)).filter((url) => url.includes('/restaurant/'))).toEqual([]);
    } finally {
      jest.useRealTimers();
      requests.mockRestore();
    }
    expect(optionNames()).toEqual([]);
    expect(status()).toHaveTextContent('No screen matches "Golden"');
  });

  it('says so when the restaurants cannot be searched, and still offers the screens', async () => {
    signInAsSuperAdmin();
    // No API answers here: the search fails as it would offline.
    const { user } = renderDashboard(<p>Reports screen</p>, { at: '/dashboard/report', apiBaseUrl: 'http://127.0.0.1:9' });
    await screen.findByText('Reports screen');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('notif');
    await waitFor(() => expect(status()).toHaveTextContent(`1 screen. ${NETWORK_ERROR_MESSAGE}`));
    expect(optionNames()).toEqual(['Notifications']);
  });
});
