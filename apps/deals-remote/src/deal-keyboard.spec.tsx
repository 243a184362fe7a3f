// Issue 22 point 8 on the deals screen: the card menu is a menu, the claim options are a choice of one,
// and closing a deal popup gives focus back to what opened it.
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { DealsRoutes } from './routes';
import { loadedEditDealDialog } from './deal-details-form.spec-helpers';
import { createDeal, signInAsDealOwner } from './deal-owner.spec-helpers';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'] };
type User = ReturnType<typeof renderWithProviders>['user'];

function renderDeals() {
  return renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
}

/** Three ways to close a popup: Escape, its Cancel, its corner × (named Close). */
const CLOSERS: [string, (user: User, dialog: HTMLElement) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  ['Cancel', (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
  ['×', (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Close' }))],
];

afterEach(() => {
  session.logout();
  sessionStorage.clear();
});

describe('the deal card menu', () => {
  it('opens from the keyboard on its first item, moves with the arrows, Home and End, and Escape gives focus back to its button', async () => {
    const owner = await signInAsDealOwner(uniqueName('Keys Diner'), MENU);
    const title = uniqueName('Keyboard Special');
    await createDeal(owner, title, ['Burger']);
    const { user } = renderDeals();
    const button = await screen.findByRole('button', { name: `Actions for ${title}` });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: `Actions for ${title}` });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Deactivate', 'Edit']);
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // A click outside closes it too.
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Manage Your Deals' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(CLOSERS)('gives focus back to the card menu button when Edit Deal is closed by %s', async (_how, close) => {
    const owner = await signInAsDealOwner(uniqueName('Focus Diner'), MENU);
    const title = uniqueName('Focus Deal');
    await createDeal(owner, title, ['Steak']);
    const { user } = renderDeals();
    const button = await screen.findByRole('button', { name: `Actions for ${title}` });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await loadedEditDealDialog();
    await close(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('the Add Deal popup', () => {
  it.each(CLOSERS)('gives focus back to the plus button when closed by %s', async (_how, close) => {
    await signInAsDealOwner(uniqueName('Plus Diner'), MENU);
    const { user } = renderDeals();
    const plus = await screen.findByRole('button', { name: 'Add Deal' });
    await user.click(plus);
    await close(user, screen.getByRole('dialog', { name: 'Add Deal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(plus).toHaveFocus();
  });

  it('offers the claim options as a radiogroup: one Tab stop, the arrow keys move the choice, §5 message when left empty', async () => {
    await signInAsDealOwner(uniqueName('Radio Diner'), MENU);
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deal' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Claims per user' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Unlimited Use', 'One-Time Use']);
    const unlimited = within(group).getByRole('radio', { name: 'Unlimited Use' });
    const oneTime = within(group).getByRole('radio', { name: 'One-Time Use' });

    // Through the group without choosing: the spec's message, announced with the group.
    await user.click(within(dialog).getByLabelText('End Date'));
    await user.tab();
    expect(unlimited).toHaveFocus();
    await user.tab();
    expect(await within(dialog).findByText('Please select a claim count per user option')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Please select a claim count per user option');

    await user.click(unlimited);
    await user.keyboard('{ArrowDown}');
    expect(oneTime).toBeChecked();
    expect(oneTime).toHaveFocus();
    expect(unlimited).not.toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(unlimited).toBeChecked();
    expect(oneTime).not.toBeChecked();
    await waitFor(() => expect(within(dialog).queryByText('Please select a claim count per user option')).not.toBeInTheDocument());
  });
});
