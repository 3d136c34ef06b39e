import type { ReactNode } from 'react';
import { useRead } from '@ps/web/use-read';
import { useIntl } from 'react-intl';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { changeSinceYesterday, focusHours } from '@ps/contracts/progress';
import { reads } from '@ps/web/reads';
import { FigureCard } from '../figures/FigureCard';
import { useFormatHours } from '../figures/use-format-hours';
import { useText } from '../i18n/use-text';
import { ChangeLine, ChangeLinePlaceholder } from './ChangeLine';
import { StatsGrid } from './StatsGrid';

/**
 * The dashboard's four headline figures from /api/analytics/stats, which the server computes on
 * the user's calendar. A missing figure, or a failed call, shows a dash: never a made-up number.
 * While they load, the same four cards show a placeholder for each figure, so nothing on the
 * page moves when the figures arrive.
 */
export function StatsRow() {
  const t = useText();
  const intl = useIntl();
  const formatHours = useFormatHours();
  const { data, isPending: loading } = useRead(reads.stats());

  // A failed call and a signed-out answer (null) both leave every figure unknown.
  const stats = loading ? undefined : (data ?? null);
  const habits = stats?.habits;
  const pomodoro = stats?.pomodoro;
  /** undefined while loading (a placeholder), null when unknown (a dash). */
  const shown = <T,>(value: T | undefined, format: (value: T) => string) =>
    loading ? undefined : value === undefined ? null : format(value);
  const number = (value: number) => intl.formatNumber(value);
  /** The change line under a figure: its place while loading, nothing when the figure is unknown. */
  const changeLine = <T,>(value: T | undefined, line: (value: T) => ReactNode) =>
    loading ? <ChangeLinePlaceholder /> : value === undefined ? null : line(value);

  return (
    <StatsGrid
      label={t(loading ? 'progress.statsRow.loading' : 'progress.statsRow.label')}
      busy={loading}
    >
      <FigureCard
        label={t('progress.statsRow.habitsToday')}
        icon={<CheckCircleOutlineOutlinedIcon />}
        value={shown(habits, (today) =>
          t('progress.statsRow.habitsValue', {
            done: number(today.habitsCompletedToday),
            total: number(today.totalHabits),
          }),
        )}
        caption={t('progress.statsRow.habitsCaption')}
        footer={changeLine(habits, (today) => (
          <ChangeLine
            change={changeSinceYesterday(
              today.habitsCompletedToday,
              today.habitsCompletedYesterday,
            )}
            format={(change) => intl.formatNumber(change, { signDisplay: 'exceptZero' })}
          />
        ))}
      />
      <FigureCard
        label={t('progress.statsRow.currentStreak')}
        icon={<LocalFireDepartmentOutlinedIcon />}
        value={shown(habits?.currentStreak, number)}
        caption={t('progress.statsRow.streakCaption', { count: habits?.currentStreak ?? 0 })}
      />
      <FigureCard
        label={t('progress.statsRow.tasksCompleted')}
        icon={<TaskAltIcon />}
        value={shown(stats?.tasks.tasksCompletedThisWeek, number)}
        caption={t('progress.statsRow.tasksCaption')}
      />
      <FigureCard
        label={t('progress.statsRow.focusTime')}
        icon={<TimerOutlinedIcon />}
        value={shown(pomodoro?.totalFocusTimeToday, (seconds) => formatHours(focusHours(seconds)))}
        caption={t('progress.statsRow.focusCaption')}
        footer={changeLine(pomodoro, (focus) => (
          <ChangeLine
            change={changeSinceYesterday(
              focusHours(focus.totalFocusTimeToday),
              focusHours(focus.totalFocusTimeYesterday),
            )}
            format={(change) => formatHours(change, { signed: true })}
          />
        ))}
      />
    </StatsGrid>
  );
}
