import { render, screen } from '@testing-library/react';
import { LastFallback } from './last-fallback';

function Crashing(): never {
  throw new Error('The guards could not read the session');
}

describe('the last fallback (spec §2)', () => {
  it("shows the router's generic view with the error's message when nothing below caught the crash", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LastFallback>
        <Crashing />
      </LastFallback>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The guards could not read the session' })).toBeInTheDocument();
  });

  it('draws what it holds while nothing crashes', () => {
    render(
      <LastFallback>
        <h1>Welcome!</h1>
      </LastFallback>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
