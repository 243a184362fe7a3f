import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RestaurantDetailPage } from './restaurant-detail-page';

function renderDetail(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/restaurant-location-owner/view-detail/:restaurantId', element: <RestaurantDetailPage /> },
      { path: '/restaurant', element: <h1>Restaurants list</h1> },
      { path: '/restaurant-merger', element: <h1>Merger</h1> },
    ],
    { initialEntries: [{ pathname: '/restaurant-location-owner/view-detail/7', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Restaurant detail back arrow', () => {
  it('returns to the restaurants list by default', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
    expect(screen.getByRole('heading', { name: 'Restaurants list' })).toBeInTheDocument();
  });

  it('returns to the merger when referred from there', async () => {
    renderDetail({ referrer: '/restaurant-merger' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurant Merger' }));
    expect(screen.getByRole('heading', { name: 'Merger' })).toBeInTheDocument();
  });
});
