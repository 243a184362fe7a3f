import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadFailureNotice } from './read-failure';

describe('ReadFailureNotice', () => {
  it('says what failed and why as an alert, and Retry runs the retry', async () => {
    const onRetry = jest.fn();
    render(<ReadFailureNotice failure={{ title: 'Restaurants could not be loaded', detail: 'The server cannot be reached.', onRetry }} />);

    const alert = screen.getByRole('alert', { name: 'Restaurants could not be loaded' });
    expect(alert).toHaveAccessibleDescription('The server cannot be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables Retry and says so while the retry runs', () => {
    render(<ReadFailureNotice failure={{ title: 'Deals could not be loaded', detail: 'x', onRetry: jest.fn(), retrying: true }} />);

    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  });
});
