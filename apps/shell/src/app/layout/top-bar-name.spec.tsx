import { screen } from '@testing-library/react';
import { session } from '@console/session';
import { fixtureClient } from '@console/testing';
import { signInForTest } from '@console/testing/react';
import { renderDashboard } from '../testing/render-dashboard';

// The top bar names the signed-in person (issue 35 §13), against the reference API the shell's tests start.
const apiBaseUrl = process.env.TEST_API_URL ?? '';
const fixtures = fixtureClient();
const userName = () => document.querySelector('.shell-topbar__user');

afterEach(() => session.logout());

describe("The top bar's name", () => {
  it('calls an owner created without a name (a restaurant account) after the restaurant, never blank nor the email', async () => {
    const owner = await fixtures.createOwner(`Nameless Diner ${Date.now() % 100000}`);
    await signInForTest(owner.emailAddress, 'Restaurant');
    // The account really has no name of its own.
    expect(`${session.get().data?.firstName ?? ''}${session.get().data?.lastName ?? ''}`.trim()).toBe('');

    renderDashboard(<p>Owner screen</p>, { at: '/dashboard/restaurant-locations', apiBaseUrl });
    await screen.findByText('Owner screen');
    expect(userName()).toHaveTextContent(`Owner of ${owner.restaurantName}`);
    expect(userName()).not.toHaveTextContent(owner.emailAddress);
  });

  it("shows a named person's own name", async () => {
    await signInForTest('admin@example.com', 'Administrator');
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/restaurant', apiBaseUrl });
    await screen.findByText('Admin screen');
    const { firstName, lastName } = session.get().data ?? {};
    expect(userName()).toHaveTextContent(`${firstName} ${lastName}`);
  });
});
