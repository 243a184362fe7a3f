import { screen } from '@testing-library/react';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { ActivityScreen } from './activity-screen';

const ACTIONS = '/admin/activity/get-actions';
const EVENTS = '/admin/activity/get-events?size=25&security=false';
const table = () => screen.getByRole('table', { name: 'Activity' });

/**
 * Activity opened from the sidebar: the kinds of event its filter offers are read on the link's hover,
 * and the screen takes them; the events themselves it reads as it shows them, fresh each time (a history).
 */
describe('the Activity screen, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openActivity = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/activity',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<ActivityScreen />, { at: '/activity', apiBaseUrl, keepQueryCache: true }),
      shown: () => expect(table()).not.toHaveAttribute('aria-busy'),
    });

  it('reads the kinds of event on the hover, and only the events once mounted', async () => {
    const { prefetched, afterMount } = await openActivity();
    expect(prefetched).toEqual([ACTIONS]);
    expect(afterMount).toEqual([EVENTS]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openActivity(true);
    expect([...prefetched, ...afterMount].sort()).toEqual([ACTIONS, EVENTS]);
  });
});
