// The project's tests run in America/New_York (jest.config.cjs), so the conversion to local time is real.
import { overflowBadge, showSentAt } from './notification-card';

describe('a notification card (spec §2, §9)', () => {
  it("counts the recipients past the 5 avatars, capped at '+99'", () => {
    expect([0, 5, 6, 12, 104, 105, 20000].map(overflowBadge)).toEqual([null, null, '+1', '+7', '+99', '+99', '+99']);
  });

  it("shows the UTC time in the browser's time zone like 'MMM DD, hh:mm A'", () => {
    expect(new Date('2026-03-05T14:30:00Z').getTimezoneOffset()).toBe(300);
    expect(showSentAt('2026-03-05T14:30:00Z')).toBe('Mar 05, 09:30 AM');
    expect(showSentAt('2026-07-01T03:05:00Z')).toBe('Jun 30, 11:05 PM');
  });
});
