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
import { ChangeLine } from './ChangeLine';
import { StatsGrid } from './StatsGrid';
import { StatsRowSkeleton } from './StatsRowSkeleton';

/**
 * The dashboard's four headline figures from /api/analytics/stats, which the server computes on
 * the user's calendar. A missing figure, or a failed call, shows a dash: never a made-up number.
 */
export function StatsRow() {
  const t = useText();
  const intl = useIntl();
  const formatHours = useFormatHours();
  const { data, isPending } = useRead(reads.stats());

  if (isPending) return <StatsRowSkeleton />;

  // A failed call and a signed-out answer (null) both leave every figure unknown.
  const stats = data ?? null;
  const number = (value: number | undefined) =>
    value === undefined ? null : intl.formatNumber(value);
  const habits = stats?.habits;
  const pomodoro = stats?.pomodoro;

  return (
    <StatsGrid label={t('progress.statsRow.label')}>
      <FigureCard
        label={t('progress.statsRow.habitsToday')}
        icon={<CheckCircleOutlineOutlinedIcon />}
        value={
          habits
            ? t('progress.statsRow.habitsValue', {
                done: intl.formatNumber(habits.habitsCompletedToday),
                total: intl.formatNumber(habits.totalHabits),
              })
            : null
        }
        caption={t('progress.statsRow.habitsCaption')}
        footer={
          habits && (
            <ChangeLine
              change={changeSinceYesterday(
                habits.habitsCompletedToday,
                habits.habitsCompletedYesterday,
              )}
              format={(change) => intl.formatNumber(change, { signDisplay: 'exceptZero' })}
            />
          )
        }
      />
      <FigureCard
        label={t('progress.statsRow.currentStreak')}
        icon={<LocalFireDepartmentOutlinedIcon />}
        value={number(habits?.currentStreak)}
        caption={t('progress.statsRow.streakCaption', { count: habits?.currentStreak ?? 0 })}
      />
      <FigureCard
        label={t('progress.statsRow.tasksCompleted')}
        icon={<TaskAltIcon />}
        value={number(stats?.tasks.tasksCompletedThisWeek)}
        caption={t('progress.statsRow.tasksCaption')}
      />
      <FigureCard
        label={t('progress.statsRow.focusTime')}
        icon={<TimerOutlinedIcon />}
        value={pomodoro ? formatHours(focusHours(pomodoro.totalFocusTimeToday)) : null}
        caption={t('progress.statsRow.focusCaption')}
        footer={
          pomodoro && (
            <ChangeLine
              change={changeSinceYesterday(
                focusHours(pomodoro.totalFocusTimeToday),
                focusHours(pomodoro.totalFocusTimeYesterday),
              )}
              format={(change) => formatHours(change, { signed: true })}
            />
          )
        }
      />
    </StatsGrid>
  );
}
