/*
 * "Today" for the deals, one rule for every call: the server's clock (the API's injectable `now`, see
 * app.ts) read in UTC, as a yyyy-MM-dd date like the deal dates themselves. Not the caller's time zone
 * and not the server machine's TZ setting, so the answer does not depend on where the API runs.
 *
 * A deal is current while it has no end date or its end date is today or later; it is expired once
 * its end date is before today. A deal starting in the future is current (coming up).
 */
export const DEAL_TIME_ZONE = 'UTC';

/** Today's date in UTC (yyyy-MM-dd). */
export function dealToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** SQL for "this deal (alias d) is expired", with today as a parameter. */
export const isExpiredSql = (todayParam: string) => `(d.end_date IS NOT NULL AND d.end_date < ${todayParam}::date)`;
