// Test-only: the Add Deal and Edit Deal popups as a user fills and opens them.
import { screen, waitFor, within } from '@testing-library/react';
import type { renderWithProviders } from '@console/testing/react';
import { dateFromToday } from './deal-owner.spec-helpers';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Fills the details popup: the Austin location, the title, the start date (today unless given) and a claim option (a radio). */
export async function fillDealDetails(user: User, dialog: HTMLElement, title: string, { start = dateFromToday(0), oneTime = false } = {}) {
  await user.click(within(dialog).getByLabelText('Location'));
  await user.click(await screen.findByRole('option', { name: /Austin/ }));
  await user.type(within(dialog).getByLabelText('Deal Title'), title);
  await user.type(within(dialog).getByLabelText('Start Date'), start);
  await user.click(within(dialog).getByRole('radio', { name: oneTime ? 'One-Time Use' : 'Unlimited Use' }));
}

/** The Edit Deal popup once its deal has loaded (it opens with a loader while the deal loads). */
export const loadedEditDealDialog = () =>
  waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Edit Deal' });
    within(dialog).getByLabelText('Deal Title');
    return dialog;
  });
