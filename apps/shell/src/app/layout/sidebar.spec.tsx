import { screen, within } from '@testing-library/react';
import { session } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

const labels = [
  'Admin',
  'Restaurant Category',
  'Restaurants',
  'Restaurant Merger',
  'Manage Items',
  'Notifications',
  'Import CSV',
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
