import {
  addDays,
  dateOfDayNumber,
  dayNumber,
  daysBetween,
  weekdayIndex,
  type IsoDate,
} from '@ps/contracts/dates';
import {
  meetsTarget,
  repetitions,
  streakUnit,
  WEEK_START_INDEX,
  type Schedule,
  type StreakUnit,
  type Target,
  type WeekStart,
} from '@ps/contracts/habit-schedule';

/**
 * The rules of a habit's history, in one place for the services and the remotes alike.
 *
 * A day is done, skipped or empty. Skipped is neutral: it neither breaks nor extends a streak,
 * and it is left out of rates. A measurable day counts as done only when its amount meets the
 * target.
 *
 * Days group into the schedule's periods: one day (daily, chosen weekdays), a week starting on
 * the user's first weekday (n times a week), a calendar month (n times a month) or a block of
 * n days from the start date (every n days). A period asks for the schedule's times, fewer when
 * skipped days or the start date leave fewer days to do them in; a period that asks for nothing
 * is neutral. The period holding today is still in progress: met, it counts; not yet met, it
 * neither counts nor breaks.
 */

export type CheckInStatus = 'done' | 'skipped';

/** One recorded day of a habit. */
export interface CheckIn {
  date: IsoDate;
  status: CheckInStatus;
  /** The amount of a measurable habit; null for a yes/no habit. */
  value: number | null;
}

/** What the rules need to know of a habit. */
export interface HabitPlan {
  schedule: Schedule;
  target: Target | null;
  startDate: IsoDate;
}

/** What the rules need to know of the user. */
export interface Calendar {
  today: IsoDate;
  weekStart: WeekStart;
  /** Vacation days: every habit's empty days among them count as skipped. */
  vacations?: readonly { from: IsoDate; to: IsoDate }[];
}

export type DayState = 'done' | 'skipped' | 'empty';

/** A check-in as the day it makes: a measurable amount below (or above) the target is not done. */
export function dayStateOf(checkIn: CheckIn | undefined, target: Target | null): DayState {
  if (!checkIn) return 'empty';
  if (checkIn.status === 'skipped') return 'skipped';
  if (!target) return 'done';
  return checkIn.value !== null && meetsTarget(target, checkIn.value) ? 'done' : 'empty';
}

/** Each day from the start date to today (inclusive) with its state, vacations applied. */
export function dayStates(
  checkIns: Iterable<CheckIn>,
  plan: HabitPlan,
  calendar: Calendar,
): Map<IsoDate, DayState> {
  const byDate = new Map<IsoDate, CheckIn>();
  for (const checkIn of checkIns) byDate.set(checkIn.date, checkIn);
  const states = new Map<IsoDate, DayState>();
  for (const day of daysFromTo(plan.startDate, calendar.today)) {
    const state = dayStateOf(byDate.get(day), plan.target);
    states.set(day, state === 'empty' && onVacation(day, calendar) ? 'skipped' : state);
  }
  return states;
}

/** Every date from `from` to `to`, both included, oldest first (none when `from` is later). */
function daysFromTo(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === undefined || last === undefined) {
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  }
  for (let n = first; n <= last; n += 1) days.push(dateOfDayNumber(n)!);
  return days;
}

function onVacation(day: IsoDate, calendar: Calendar): boolean {
  return (calendar.vacations ?? []).some(({ from, to }) => from <= day && day <= to);
}

export type PeriodState = 'met' | 'missed' | 'neutral' | 'open';

export interface Period {
  start: IsoDate;
  /** Inclusive; may lie after today for the period in progress. */
  end: IsoDate;
  state: PeriodState;
  /** Days done in the period. */
  done: number;
  /** Days the period asks for. */
  required: number;
}

/** The first and last day of the period holding `date`. */
export function periodBounds(
  date: IsoDate,
  plan: HabitPlan,
  weekStart: WeekStart,
): { start: IsoDate; end: IsoDate } {
  const { schedule } = plan;
  switch (schedule.kind) {
    case 'daily':
    case 'weekdays':
      return { start: date, end: date };
    case 'timesPerWeek': {
      const start = addDays(date, -((weekdayIndex(date) - WEEK_START_INDEX[weekStart] + 7) % 7));
      return { start, end: addDays(start, 6) };
    }
    case 'timesPerMonth': {
      const start = `${date.slice(0, 8)}01`;
      return { start, end: addDays(`${nextMonth(date)}-01`, -1) };
    }
    case 'everyNDays': {
      const offset = Math.floor(daysBetween(plan.startDate, date) / schedule.interval);
      const start = addDays(plan.startDate, offset * schedule.interval);
      return { start, end: addDays(start, schedule.interval - 1) };
    }
  }
}

function nextMonth(date: IsoDate): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** Whether the schedule asks for anything on `date` (only chosen weekdays limit the days). */
export function isDue(date: IsoDate, schedule: Schedule): boolean {
  return schedule.kind !== 'weekdays' || schedule.days.includes(weekdayIndex(date) + 1);
}

/** The habit's periods from the one holding its start date to the one holding today. */
export function periods(states: Map<IsoDate, DayState>, plan: HabitPlan, calendar: Calendar) {
  return periodsByDayNumber(states, plan, calendar) ?? periodsByDate(states, plan, calendar);
}

/**
 * `periods` counted on day numbers, with no date parsed in the loop; undefined when a date is not
 * a real calendar date in years 0000–9999, which `periodsByDate` then takes as it always did.
 */
function periodsByDayNumber(
  states: Map<IsoDate, DayState>,
  plan: HabitPlan,
  calendar: Calendar,
): Period[] | undefined {
  const first = dayNumber(plan.startDate);
  const last = dayNumber(calendar.today);
  if (first === undefined || last === undefined) return undefined;
  const { schedule } = plan;
  const { times } = repetitions(schedule);
  // Daily and chosen-weekday habits: each day is its own period.
  const oneDay = schedule.kind === 'daily' || schedule.kind === 'weekdays';
  const result: Period[] = [];
  let n = first;
  while (n <= last) {
    const date = dateOfDayNumber(n);
    if (date === undefined) return undefined;
    const { start, end } = oneDay
      ? { start: date, end: date }
      : periodBounds(date, plan, calendar.weekStart);
    const endNumber = oneDay ? n : dayNumber(end);
    if (endNumber === undefined) return undefined;
    let done = 0;
    let available = 0;
    for (let dayNo = n; dayNo <= endNumber; dayNo += 1) {
      const day = dayNo === n ? date : dateOfDayNumber(dayNo);
      if (day === undefined) return undefined;
      if (!isDue(day, schedule)) continue;
      const state = states.get(day);
      if (state === 'done') done += 1;
      if (state !== 'skipped') available += 1;
    }
    const required = Math.min(times, available);
    result.push({ start, end, done, required, state: periodState(done, required, end, calendar) });
    n = endNumber + 1;
  }
  return result;
}

function periodsByDate(states: Map<IsoDate, DayState>, plan: HabitPlan, calendar: Calendar) {
  const result: Period[] = [];
  const { times } = repetitions(plan.schedule);
  let date = plan.startDate;
  while (date <= calendar.today) {
    const { start, end } = periodBounds(date, plan, calendar.weekStart);
    let done = 0;
    let available = 0;
    for (let day = date; day <= end; day = addDays(day, 1)) {
      if (!isDue(day, plan.schedule)) continue;
      const state = states.get(day);
      if (state === 'done') done += 1;
      if (state !== 'skipped') available += 1;
    }
    const required = Math.min(times, available);
    result.push({ start, end, done, required, state: periodState(done, required, end, calendar) });
    date = addDays(end, 1);
  }
  return result;
}

function periodState(done: number, required: number, end: IsoDate, calendar: Calendar) {
  if (required === 0) return 'neutral';
  if (done >= required) return 'met';
  return end >= calendar.today ? 'open' : 'missed';
}

/** How many units one met period is worth: a block of every-n-days counts its n days. */
function unitsPerPeriod(schedule: Schedule): number {
  return schedule.kind === 'everyNDays' ? schedule.interval : 1;
}

export interface StreakRun {
  /** First day of the run's first period, last day of its last (clipped to today). */
  from: IsoDate;
  to: IsoDate;
  length: number;
}

/** Every run of met periods, oldest first; neutral and in-progress periods pass over. */
export function streakRuns(list: readonly Period[], plan: HabitPlan, today: IsoDate) {
  const runs: StreakRun[] = [];
  const worth = unitsPerPeriod(plan.schedule);
  let current: StreakRun | undefined;
  for (const period of list) {
    if (period.state === 'missed') current = undefined;
    if (period.state !== 'met') continue;
    const to = period.end < today ? period.end : today;
    if (current) {
      current.to = to;
      current.length += worth;
    } else {
      current = { from: period.start, to, length: worth };
      runs.push(current);
    }
  }
  return runs;
}

export interface HabitRate {
  done: number;
  of: number;
  unit: StreakUnit;
}

/** How many recent periods the rate looks at: "21/30 days", "3/4 weeks", "2/3 months". */
export const RATE_WINDOW: Record<StreakUnit, number> = { day: 30, week: 4, month: 3 };

/**
 * Met periods over those that asked for something, among the most recent ones, the period in
 * progress included: "21/30 days" reads the last 30 days, today with them.
 */
export function rate(list: readonly Period[], plan: HabitPlan, calendar: Calendar): HabitRate {
  const unit = streakUnit(plan.schedule);
  const windowStart =
    unit === 'day' ? addDays(calendar.today, 1 - RATE_WINDOW.day) : recentStart(list, unit);
  const worth = unitsPerPeriod(plan.schedule);
  let done = 0;
  let of = 0;
  for (const period of list) {
    if (period.start < windowStart || period.state === 'neutral') continue;
    of += worth;
    if (period.state === 'met') done += worth;
  }
  return { done, of, unit };
}

function recentStart(list: readonly Period[], unit: StreakUnit): IsoDate {
  const recent = list.slice(-RATE_WINDOW[unit]);
  return recent[0]?.start ?? '9999-12-31';
}

/** The score on each day from the start date to today, 0–1. */
export interface ScorePoint {
  date: IsoDate;
  score: number;
}

/**
 * Loop Habit Tracker's habit strength. Each day, `score = previous·m + value·(1−m)` with
 * `m = 0.5^(√f / 13)`, f being the schedule's repetitions per day; the day's value is the share
 * of the schedule's times done in the last `days` days (capped at 1). Skipped days leave the
 * score as it was.
 */
export function scoreHistory(states: Map<IsoDate, DayState>, plan: HabitPlan): ScorePoint[] {
  const { times, days } = repetitions(plan.schedule);
  const multiplier = 0.5 ** (Math.sqrt(times / days) / 13);
  const ordered = [...states.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const points: ScorePoint[] = [];
  let score = 0;
  let rolling = 0;
  ordered.forEach(([date, state], index) => {
    if (state === 'done') rolling += 1;
    const leaving = ordered[index - days];
    if (leaving?.[1] === 'done') rolling -= 1;
    if (state !== 'skipped') {
      const value = Math.min(1, rolling / times);
      score = score * multiplier + value * (1 - multiplier);
    }
    points.push({ date, score });
  });
  return points;
}

export interface HabitSummary {
  currentStreak: number;
  bestStreak: number;
  unit: StreakUnit;
  /** Strength today, 0–100. */
  score: number;
  /** Strength today minus a week ago, in points. */
  scoreChange: number;
  rate: HabitRate;
  /** Today's state, and whether the period holding today is already met. */
  today: DayState;
  periodMet: boolean;
}

/**
 * A habit's current streak, in its own unit, and its rate, from its day states: the figures every
 * view of it shows, without the strength score's pass over every day.
 */
export function streakAndRate(
  states: Map<IsoDate, DayState>,
  plan: HabitPlan,
  calendar: Calendar,
): Pick<HabitSummary, 'currentStreak' | 'unit' | 'rate'> & { list: Period[]; runs: StreakRun[] } {
  const list = periods(states, plan, calendar);
  const runs = streakRuns(list, plan, calendar.today);
  return {
    list,
    runs,
    currentStreak: currentRun(list, runs),
    unit: streakUnit(plan.schedule),
    rate: rate(list, plan, calendar),
  };
}

/** Everything the cards, the pages and the stats call show of one habit. */
export function summarize(
  checkIns: Iterable<CheckIn>,
  plan: HabitPlan,
  calendar: Calendar,
): HabitSummary {
  const states = dayStates(checkIns, plan, calendar);
  const { list, runs, currentStreak, unit, rate } = streakAndRate(states, plan, calendar);
  const scores = scoreHistory(states, plan);
  const last = list[list.length - 1];
  return {
    currentStreak,
    bestStreak: Math.max(0, ...runs.map((run) => run.length)),
    unit,
    score: toPercent(scores[scores.length - 1]?.score ?? 0),
    scoreChange:
      toPercent(scores[scores.length - 1]?.score ?? 0) -
      toPercent(scores[scores.length - 8]?.score ?? 0),
    rate,
    today: states.get(calendar.today) ?? 'empty',
    periodMet: last?.state === 'met',
  };
}

/** The run still alive: no missed period after it. */
function currentRun(list: readonly Period[], runs: readonly StreakRun[]): number {
  const lastMissed = list.findLast((period) => period.state === 'missed');
  const last = runs[runs.length - 1];
  if (!last) return 0;
  return !lastMissed || last.from > lastMissed.start ? last.length : 0;
}

export const toPercent = (score: number) => Math.round(score * 100);

/** How many best streaks the habit's page lists, and how far back its score chart reaches. */
export const BEST_STREAKS_SHOWN = 5;
export const SCORE_CHART_DAYS = 365;

export interface HabitStats extends HabitSummary {
  bestStreaks: StreakRun[];
  /** The score (0–100) every 7th day back from today, oldest first, over the last year. */
  scoreHistory: { date: IsoDate; score: number }[];
}

/** GET /api/habits/{id}/stats: the summary, the best streaks and the score over the year. */
export function habitStats(
  checkIns: Iterable<CheckIn>,
  plan: HabitPlan,
  calendar: Calendar,
): HabitStats {
  const list = [...checkIns];
  const states = dayStates(list, plan, calendar);
  const runs = streakRuns(periods(states, plan, calendar), plan, calendar.today);
  const scores = scoreHistory(states, plan).slice(-SCORE_CHART_DAYS);
  return {
    ...summarize(list, plan, calendar),
    bestStreaks: [...runs]
      .sort((a, b) => b.length - a.length || (a.to < b.to ? 1 : -1))
      .slice(0, BEST_STREAKS_SHOWN),
    scoreHistory: scores
      .filter((_, index) => (scores.length - 1 - index) % 7 === 0)
      .map(({ date, score }) => ({ date, score: toPercent(score) })),
  };
}

/** What the dashboard's weekly card counts for one habit. */
export interface RecentProgress {
  done: number;
  total: number;
  /** Days over the last seven; or the period in progress, for habits counted in weeks or months. */
  scope: 'lastSevenDays' | 'thisWeek' | 'thisMonth';
}

/**
 * A weekly habit reads "1/1 this week", a monthly one "3/10 this month"; a habit counted in days
 * reads its periods met over the last seven days, out of those that asked for something.
 */
export function recentProgress(
  checkIns: Iterable<CheckIn>,
  plan: HabitPlan,
  calendar: Calendar,
): RecentProgress {
  const list = periods(dayStates(checkIns, plan, calendar), plan, calendar);
  const unit = streakUnit(plan.schedule);
  if (unit !== 'day') {
    const current = list[list.length - 1];
    const total = current?.required ?? 0;
    return {
      done: Math.min(current?.done ?? 0, total),
      total,
      scope: unit === 'week' ? 'thisWeek' : 'thisMonth',
    };
  }
  const weekAgo = addDays(calendar.today, -6);
  const recent = list.filter((period) => period.end >= weekAgo && period.state !== 'neutral');
  const worth = unitsPerPeriod(plan.schedule);
  return {
    done: recent.filter((period) => period.state === 'met').length * worth,
    total: recent.length * worth,
    scope: 'lastSevenDays',
  };
}
