import { overflowBadge, showSentAt } from './notification-card';

describe('a notification card (spec §2, §9)', () => {
  it("counts the recipients past the 5 avatars, capped at '+99'", () => {
    expect([0, 5, 6, 12, 104, 105, 20000].map(overflowBadge)).toEqual([null, null, '+1', '+7', '+99', '+99', '+99']);
  });

  it("shows the UTC time in the browser's time zone like 'MMM DD, hh:mm A'", () => {
    const utc = '2026-03-05T14:30:00Z';
    const local = new Date(utc);
    const hours = local.getHours() % 12 || 12;
    expect(showSentAt(utc)).toBe(
      `${local.toLocaleString('en-US', { month: 'short' })} ${String(local.getDate()).padStart(2, '0')}, ${String(hours).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')} ${local.getHours() < 12 ? 'AM' : 'PM'}`,
    );
  });
});
