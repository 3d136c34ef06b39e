import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import type { PomodoroSession, SessionTotals } from '@ps/contracts/pomodoro';
import { focusHours, sessionDates, weeklyBuckets } from '@ps/contracts/progress';
import { FigureCard } from '../figures/FigureCard';
import { useFormatHours } from '../figures/use-format-hours';
import { useText } from '../i18n/use-text';
import { EmptyState } from './EmptyState';
import { FigureGrid } from './FigureGrid';
import { Loaded } from './Loaded';
import type { Loadable } from './use-progress-data';
import { WeeklyBars } from './WeeklyBars';

interface FocusTabProps {
  /** The all-time totals, and the sessions of the last week (and a day) for its chart. */
  focus: Loadable<[SessionTotals, PomodoroSession[]]>;
  today: IsoDate;
  timeZone: string;
}

/** Sessions and focus hours overall and today, and sessions on each of the last 7 days. */
export function FocusTab({ focus, today, timeZone }: FocusTabProps) {
  return (
    <Loaded source={focus}>
      {([totals, recent]) => (
        <FocusFigures totals={totals} recent={recent} today={today} timeZone={timeZone} />
      )}
    </Loaded>
  );
}

function FocusFigures({
  totals,
  recent,
  today,
  timeZone,
}: {
  totals: SessionTotals;
  recent: PomodoroSession[];
  today: IsoDate;
  timeZone: string;
}) {
  const t = useText();
  const intl = useIntl();
  const formatHours = useFormatHours();
  // Sessions count on the local day they were recorded (createdAt), as the weekly bars do,
  // so "today" here is the last bar below.
  const buckets = weeklyBuckets(sessionDates(recent, timeZone), today);
  const todaySessions = buckets[buckets.length - 1]?.count ?? 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FigureGrid>
        <FigureCard
          phoneLayout="row"
          label={t('progress.focus.totalSessions')}
          icon={<HistoryToggleOffIcon />}
          value={intl.formatNumber(totals.sessions)}
          caption={t('progress.allTime')}
        />
        <FigureCard
          phoneLayout="row"
          label={t('progress.focus.totalTime')}
          icon={<TimerOutlinedIcon />}
          value={formatHours(focusHours(totals.focusSeconds))}
          caption={t('progress.allTime')}
        />
        <FigureCard
          phoneLayout="row"
          label={t('progress.focus.todaySessions')}
          icon={<TodayOutlinedIcon />}
          value={intl.formatNumber(todaySessions)}
        />
      </FigureGrid>
      <WeeklyBars
        title={t('progress.focus.weekly')}
        hint={t('progress.focus.weeklyHint')}
        buckets={buckets}
        percentPerItem={WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION}
        describeCount={(count) => t('progress.focus.count', { count })}
      />
      {totals.sessions === 0 && (
        <EmptyState
          title={t('progress.focus.emptyTitle')}
          body={t('progress.focus.emptyBody')}
          action={t('progress.focus.emptyAction')}
          to="/pomodoro"
        />
      )}
    </Box>
  );
}
