import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from '../modal/modal-dialog';
import { MenuButton } from './menu-button';

/** A card with its actions menu between two other controls, as a screen uses it. */
function Card({ onSelect = () => undefined }: { onSelect?: (label: string) => void }) {
  const items = ['Activate', 'Edit', 'Duplicate'].map((label) => ({ label, onSelect: () => onSelect(label) }));
  return (
    <>
      <button type="button">Before</button>
      <MenuButton label="Actions for Lunch" items={items} />
      <button type="button">After</button>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Actions for Lunch' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton', () => {
  it('is a closed menu button until pressed, then a menu named by it with focus on its first item', async () => {
    const user = userEvent.setup();
    render(<Card />);
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    const menu = screen.getByRole('menu', { name: 'Actions for Lunch' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((each) => each.textContent)).toEqual(['Activate', 'Edit', 'Duplicate']);
    expect(item('Activate')).toHaveFocus();
    // The items are reached with the arrow keys, not one Tab stop each.
    for (const each of screen.getAllByRole('menuitem')) expect(each).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys (wrapping), Home, End and a first letter', async () => {
    const user = userEvent.setup();
    render(<Card />);
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(item('Activate')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Activate')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Duplicate')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Activate')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Duplicate')).toHaveFocus();
    await user.keyboard('e');
    expect(item('Edit')).toHaveFocus();
  });

  it('opens on the first item with ArrowDown and on the last with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Card />);
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Activate')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(item('Duplicate')).toHaveFocus();
  });

  it('closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('runs the chosen item once, by click or Enter, with the menu closed and focus on its button', async () => {
    const user = userEvent.setup();
    const chosen: { label: string; focused: Element | null }[] = [];
    render(<Card onSelect={(label) => chosen.push({ label, focused: document.activeElement })} />);
    await user.click(menuButton());
    await user.click(item('Edit'));
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual([
      { label: 'Edit', focused: menuButton() },
      { label: 'Duplicate', focused: menuButton() },
    ]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside, and on Tab, which goes on to the next control', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.click(menuButton());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('inside a modal dialog, Escape closes the menu and leaves the dialog open', async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      return open ? (
        <ModalDialog aria-label="Deal" onEscape={() => setOpen(false)}>
          <MenuButton label="Actions for Lunch" items={[{ label: 'Edit', onSelect: () => undefined }]} />
        </ModalDialog>
      ) : null;
    }
    render(<InDialog />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deal' })).toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so while busy and does not open, keeping focus on its button', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="Actions for Lunch" busy items={[{ label: 'Edit', onSelect: () => undefined }]} />);
    expect(menuButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });
});
