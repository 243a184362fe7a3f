import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AboutButton } from './about-button';

describe('About (the releases on this page)', () => {
  it('says when no remote has been loaded from the manifest yet, and closes', async () => {
    render(<AboutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    const dialog = screen.getByRole('dialog', { name: 'About this console' });
    expect(dialog).toHaveAccessibleDescription('No remote has been loaded from the deployment manifest yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
