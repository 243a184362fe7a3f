import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorFallback } from './error-fallback';

const comeOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('ErrorFallback', () => {
  it('says what went wrong and retries on its button', async () => {
    const onRetry = jest.fn();
    render(<ErrorFallback detail="This part could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself when the browser comes back online, after a failed load', () => {
    const onRetry = jest.fn();
    const { unmount } = render(<ErrorFallback onRetry={onRetry} retryOnReconnect />);
    comeOnline();
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    comeOnline();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits for the button after a crash, which the connection cannot mend', () => {
    const onRetry = jest.fn();
    render(<ErrorFallback onRetry={onRetry} retryLabel="Reload" />);
    comeOnline();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
