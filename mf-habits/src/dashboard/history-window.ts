/**
 * The days of check-ins the dashboard's habit cards read, in one request shared by both: a month
 * and a day, so a habit counted in months shows its month so far.
 */
export const DASHBOARD_HISTORY_DAYS = 31;
