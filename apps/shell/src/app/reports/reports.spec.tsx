import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { session } from '@console/session';
import { DashboardContent } from '../routing/content-outlet';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';
import { ReportListPage } from './report-list-page';
import { weeklyReports } from './weekly-reports';

describe('Reports (spec §2)', () => {
  beforeEach(() => {
    session.logout();
    signInAsSuperAdmin();
  });

  it('lists 8 weekly report cards under the Reports header, each linking to its report', async () => {
    renderDashboard(<DashboardContent />, { at: '/dashboard/report' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const area = screen.getByRole('region', { name: 'Reports' });
    const cards = within(area).getAllByRole('link');
    expect(cards).toHaveLength(8);
    cards.forEach((card, index) => {
      expect(card).toHaveAccessibleName(`Weekly Report ${index + 1}`);
      expect(card).toHaveAttribute('href', `/dashboard/report/${index + 1}`);
    });
  });

  it('opens a report inside the same layout, showing only its placeholder, with a way back', async () => {
    const { user, router } = renderDashboard(<DashboardContent />, { at: '/dashboard/report' });
    await user.click(await screen.findByRole('link', { name: 'Weekly Report 3' }));

    expect(router.state.location.pathname).toBe('/dashboard/report/3');
    const area = screen.getByRole('region', { name: 'Reports' });
    expect(within(area).getByText('Report goes here')).toBeInTheDocument();
    expect(within(area).queryByRole('link', { name: /Weekly Report/ })).not.toBeInTheDocument();

    // An arrow alone: its name shows as a tooltip too (issue 22 §8).
    expect(within(area).getByRole('link', { name: 'Back to Reports' })).toHaveAttribute('data-ui-tooltip', 'Back to Reports');
    await user.click(within(area).getByRole('link', { name: 'Back to Reports' }));
    expect(router.state.location.pathname).toBe('/dashboard/report');
    expect(await within(area).findAllByRole('link', { name: /Weekly Report/ })).toHaveLength(8);
  });

  it('shows the placeholder on a report opened directly', async () => {
    renderDashboard(<DashboardContent />, { at: '/dashboard/report/8' });
    expect(await screen.findByText('Report goes here')).toBeInTheDocument();
  });
});

describe('weekly report dates', () => {
  it('covers the 8 full Monday-to-Sunday weeks before the current one, newest first', () => {
    const reports = weeklyReports(new Date(2026, 2, 11)); // Wednesday 11 March 2026
    expect(reports.map((report) => report.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(reports[0]).toMatchObject({
      title: 'Weekly Report 1',
      weekStart: new Date(2026, 2, 2),
      weekEnd: new Date(2026, 2, 8, 23, 59, 59, 999),
    });
    expect(reports[7]).toMatchObject({ title: 'Weekly Report 8', weekStart: new Date(2026, 0, 12) });
  });

  it('counts a Sunday in the week that started the Monday before', () => {
    expect(weeklyReports(new Date(2026, 2, 15))[0].weekStart).toEqual(new Date(2026, 2, 2));
  });

  it('shows each week as an MM/dd/yyyy range on its card', () => {
    const router = createMemoryRouter([{ path: '*', element: <ReportListPage today={new Date(2026, 0, 7)} /> }]);
    render(<RouterProvider router={router} />);
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Weekly Report 1');
    expect(first).toHaveTextContent('12/29/2025 – 01/04/2026');
  });
});
