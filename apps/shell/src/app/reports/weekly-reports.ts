import { endOfWeek, format, startOfWeek, subWeeks } from 'date-fns';

/** Spec §2 Reports: the list holds 8 placeholder weekly reports. */
export const WEEKLY_REPORT_COUNT = 8;

const WEEK_OPTIONS = { weekStartsOn: 1 } as const; // Monday to Sunday

export interface WeeklyReport {
  id: number;
  title: string;
  weekStart: Date;
  weekEnd: Date;
}

/**
 * The placeholder reports, relative to the week of `today`: report 1 covers the last full week
 * (Monday to Sunday) before the current one, report 2 the week before that, and so on back 8 weeks.
 */
export function weeklyReports(today: Date, count = WEEKLY_REPORT_COUNT): WeeklyReport[] {
  const currentWeek = startOfWeek(today, WEEK_OPTIONS);
  return Array.from({ length: count }, (_, index) => {
    const weekStart = subWeeks(currentWeek, index + 1);
    return { id: index + 1, title: `Weekly Report ${index + 1}`, weekStart, weekEnd: endOfWeek(weekStart, WEEK_OPTIONS) };
  });
}

/** Spec §5: dates are displayed as MM/dd/yyyy. */
export const displayDate = (date: Date) => format(date, 'MM/dd/yyyy');

export const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
