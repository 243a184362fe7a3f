import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_ID, SkipLink } from './skip-link';

describe('Skip to content', () => {
  it('is the first Tab stop and moves the focus to the content area, leaving the address as it was', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/dashboard/admin">Admin</a>
        </nav>
        <main id={CONTENT_ID} tabIndex={-1}>
          <input aria-label="Search admins" />
        </main>
      </>,
    );
    const before = window.location.href;
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Search admins' })).toHaveFocus();
  });
});
