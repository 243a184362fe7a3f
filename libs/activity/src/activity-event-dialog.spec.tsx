import { render, screen, within } from '@testing-library/react';
import type { ActivityEventDetail } from '@console/api-client';
import { ActivityEventDialog } from './activity-event-dialog';
import { valueText } from './activity-words';

const base: ActivityEventDetail = {
  eventId: 7,
  occurredAt: '2026-03-04T10:20:30Z',
  actor: { userId: 1, name: 'Sofia Alvarez', role: 'superAdmin' },
  action: 'adminDeleteFood',
  actionLabel: 'Menu item deleted',
  security: false,
  object: { type: 'Menu item', id: 42, label: 'Trail Burger' },
  restaurant: { restaurantId: 3, restaurantName: 'Audit Trail Bistro' },
  changes: [],
};

const show = (event: ActivityEventDetail) => render(<ActivityEventDialog event={event} loading={false} onClose={() => undefined} />);
const changes = () => screen.getByRole('table', { name: 'Changed fields' });
const headers = () =>
  within(changes())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cellsOf = (field: string) =>
  within(within(changes()).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ActivityEventDialog', () => {
  it('shows a deleted object with its values before only, and who, what and where', () => {
    show({
      ...base,
      changes: [
        { field: 'Item Name', before: 'Trail Burger' },
        { field: 'Price', before: '9.50' },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Menu item deleted' });
    expect(headers()).toEqual(['Field', 'Before']);
    expect(cellsOf('Price')).toEqual(['9.50']);
    expect(within(dialog).getByText('Sofia Alvarez (Super admin)')).toBeInTheDocument();
    expect(within(dialog).getByText('Menu item: Trail Burger (#42)')).toBeInTheDocument();
    expect(within(dialog).getByText('Audit Trail Bistro')).toBeInTheDocument();
  });

  it('lists every restaurant of an event about many, and says when it lists only the first of them', () => {
    show({
      ...base,
      action: 'bulkChangeRestaurantStatus',
      actionLabel: 'Restaurants suspended',
      object: { type: 'Restaurant', id: 3, label: 'Aegean Table' },
      restaurant: null,
      restaurantCount: 3,
      affectedCount: 3,
      restaurants: [
        { restaurantId: 3, restaurantName: 'Aegean Table' },
        { restaurantId: 5, restaurantName: 'Copper Kettle' },
      ],
      changes: [{ field: 'Status', before: 'Approved', after: 'Suspended' }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Restaurants suspended' });
    const listed = within(dialog).getByRole('list', { name: 'Restaurants' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aegean Table', 'Copper Kettle']);
    expect(within(dialog).getByText('The first 2 of 3:')).toBeInTheDocument();
  });

  it('shows values as text, never as markup, and says what was empty', () => {
    show({
      ...base,
      actionLabel: 'Menu item updated',
      changes: [
        { field: 'Description', before: '<img src=x onerror=alert(1)>', after: '<b>Bold</b>' },
        { field: 'Tags', before: ['Spicy', 'Vegan'], after: [] },
        { field: 'Active', before: null, after: true },
      ],
    });
    expect(headers()).toEqual(['Field', 'Before', 'After']);
    expect(cellsOf('Description')).toEqual(['<img src=x onerror=alert(1)>', '<b>Bold</b>']);
    expect(changes().querySelector('img, b')).toBeNull();
    expect(cellsOf('Tags')).toEqual(['Spicy, Vegan', '(none)']);
    expect(cellsOf('Active')).toEqual(['(empty)', 'Yes']);
  });

  it('shows a change to many rows as its count and the ids affected', () => {
    show({
      ...base,
      action: 'sendNotification',
      actionLabel: 'Notification sent',
      object: { type: 'Notification', id: 5, label: 'Spring menu' },
      restaurant: null,
      affectedCount: 20000,
      affectedIds: [11, 12, 13],
      changes: [{ field: 'Title', after: 'Spring menu' }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Notification sent' });
    expect(within(dialog).getByText((20000).toLocaleString())).toBeInTheDocument();
    expect(within(dialog).getByText('Affected ids (the first 3):')).toBeInTheDocument();
    expect(within(dialog).getByText(/11, 12, 13/)).toBeInTheDocument();
    expect(headers()).toEqual(['Field', 'After']);
  });

  it('says so when no field changed, and shows a failed read in place of the event', () => {
    const { rerender } = show(base);
    expect(screen.getByText('No fields changed.')).toBeInTheDocument();
    rerender(
      <ActivityEventDialog
        event={null}
        loading={false}
        failure={{ title: 'The event could not be loaded', detail: 'Not found', onRetry: () => undefined }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('alert', { name: 'The event could not be loaded' })).toBeInTheDocument();
  });
});

describe('the words of the trail', () => {
  it('writes structured values as their JSON', () => {
    expect(valueText({ 'Spice level': ['Mild'] })).toBe('{"Spice level":["Mild"]}');
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('No');
  });
});
