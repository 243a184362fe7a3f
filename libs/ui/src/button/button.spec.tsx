import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button } from './button';
import { IconButton, IconLink } from './icon-button';
import { colour, contrast } from '../theme/testing/theme-tokens';

const css = readFileSync(join(__dirname, 'button.css'), 'utf8');

describe('Button', () => {
  it('is a button named by its text that does not submit a form unless told', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Remove Access</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Access' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and says so while busy, showing its busy label, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button type="submit" busy busyLabel="Submitting..." onClick={onClick}>
        Create
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button type="submit" busyLabel="Submitting..." onClick={onClick}>
        Create
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create' })).not.toHaveAttribute('aria-busy');
  });

  it('forwards its ref and other attributes to the button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} aria-haspopup="dialog" variant="danger">
        Logout
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Logout' }));
    expect(ref.current).toHaveAttribute('aria-haspopup', 'dialog');
  });
});

describe('IconButton', () => {
  it('is named by its label, shows only a hidden icon, and clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<IconButton icon="pencil" label="Edit Pizza" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit Pizza' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveTextContent('');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled while busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<IconButton icon="trash" label="Delete Location 2" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Location 2' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has a link form that navigates and is named by its label', () => {
    render(
      <MemoryRouter>
        <IconLink icon="back" label="Back to Restaurants" to="/dashboard/restaurants" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute('href', '/dashboard/restaurants');
  });

  it('shows its label as a tooltip on hover and on keyboard focus, placed beside it, without a second name', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="trash" label="Delete Location 2" />);
    const button = screen.getByRole('button', { name: 'Delete Location 2' });
    // Drawn from the attribute by the style sheet: no text in the DOM that could add to its name.
    expect(button).toHaveAttribute('data-ui-tooltip', 'Delete Location 2');
    expect(button).not.toHaveAttribute('data-ui-tooltip-shown');
    expect(button).not.toHaveAccessibleDescription();

    await user.hover(button);
    expect(button).toHaveAttribute('data-ui-tooltip-shown');
    expect(button.style.getPropertyValue('--ui-tooltip-left')).toMatch(/^-?\d+px$/);
    expect(button.style.getPropertyValue('--ui-tooltip-top')).toMatch(/^-?\d+px$/);
    expect(button).toHaveAccessibleName('Delete Location 2');
  });

  it("keeps the caller's focus and pointer handlers beside the tooltip's", async () => {
    const user = userEvent.setup();
    const onFocus = jest.fn();
    const onPointerEnter = jest.fn();
    render(
      <>
        <button type="button">Before</button>
        <IconButton icon="pencil" label="Edit Pizza" onFocus={onFocus} onPointerEnter={onPointerEnter} />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Pizza' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Edit Pizza' })).toHaveAttribute('data-ui-tooltip-shown');
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.hover(screen.getByRole('button', { name: 'Edit Pizza' }));
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('gives its link form the same tooltip', () => {
    render(
      <MemoryRouter>
        <IconLink icon="back" label="Back to Restaurants" to="/dashboard/restaurants" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute('data-ui-tooltip', 'Back to Restaurants');
  });

  it.each(['light', 'dark'] as const)(
    "draws danger-outline (a row's destructive action) in the danger colour, at AA contrast on the surface in the %s theme",
    (theme) => {
      render(<Button variant="danger-outline">Remove Item</Button>);
      expect(screen.getByRole('button', { name: 'Remove Item' })).toHaveClass('ui-button ui-button--danger-outline');
      const rule = /\.ui-button--danger-outline\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
      const text = /(?:^|\s)color:\s*(var\(--ui-[\w-]+\))/.exec(rule)?.[1] ?? '';
      expect(text).toBe('var(--ui-color-danger-text)');
      expect(rule).toMatch(/border-color:\s*var\(--ui-color-danger-text\)/);
      expect(contrast(colour(theme, text), colour(theme, 'var(--ui-color-surface)'))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
