import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { IsoDate } from '@ps/contracts/dates';
import { dayStates, habitStats, type HabitStats } from '@ps/contracts/habit-rules';
import { STREAK_HISTORY_DAYS } from '@ps/contracts/habit-week';
import type { Completion, Habit } from '@ps/contracts/habits';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { clientToday } from '@ps/web/queries';
import { Link as RouterLink, useParams } from '@ps/web/router';
import { ScoreBadge } from '../components/ScoreBadge';
import { DayDialog } from '../detail/DayDialog';
import { MonthCalendar } from '../detail/MonthCalendar';
import { YearHeatmap } from '../detail/YearHeatmap';
import { useHabitDays } from '../hooks/use-completions';
import { useHabits } from '../hooks/use-habits';
import { checkInsOf, planOfHabit } from '@ps/contracts/habit-records';
import { useHabitCalendar } from '@ps/web/use-habit-calendar';
import { useScheduleText, useStreakText, useTargetText } from '../schedule-text';
import { useText } from '../../i18n/use-text';

// The chart library is the page's largest part and only this page draws it.
const ScoreChart = lazy(() => import('../detail/ScoreChart'));

const NO_RECORDS: Completion[] = [];

/** /habits/:id: a habit's calendar, where any past day can be checked in, and its statistics. */
export function HabitPage() {
  const t = useText();
  const { id } = useParams();
  const today = clientToday();
  const habits = useHabits();
  const records = useHabitDays(today, STREAK_HISTORY_DAYS);
  const habit = habits.data?.find((entry) => String(entry.id) === id);
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Link
        component={RouterLink}
        to="/habits"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        {t('habits.detail.back')}
      </Link>
      {habits.isPending || records.isPending ? (
        <LoadingPlaceholders height={240} count={2} />
      ) : habits.isError || records.isError ? (
        <Alert severity="error">{t('habits.loadError')}</Alert>
      ) : !habit ? (
        <Alert severity="warning">{t('habits.detail.notFound')}</Alert>
      ) : (
        <HabitDetail
          habit={habit}
          records={records.data.get(habit.id) ?? NO_RECORDS}
          today={today}
        />
      )}
    </Box>
  );
}

function HabitDetail({
  habit,
  records,
  today,
}: {
  habit: Habit;
  records: Completion[];
  today: IsoDate;
}) {
  const t = useText();
  const scheduleText = useScheduleText();
  const targetText = useTargetText();
  const calendar = useHabitCalendar(today);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const plan = planOfHabit(habit, today, STREAK_HISTORY_DAYS);
  const checkIns = checkInsOf(records);
  const states = dayStates(checkIns, plan, calendar);
  const stats = habitStats(checkIns, plan, calendar);
  return (
    <>
      <Box>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{habit.name}</bdi>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Chip label={scheduleText(habit.schedule)} />
          {habit.target && <Chip variant="outlined" label={targetText(habit.target)} />}
          {habit.archived && <Chip color="warning" label={t('habits.archived.badge')} />}
        </Stack>
        {habit.description && (
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <bdi>{habit.description}</bdi>
          </Typography>
        )}
      </Box>
      <Figures stats={stats} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Panel title={t('habits.detail.calendar')}>
          <MonthCalendar
            today={today}
            startDate={habit.startDate}
            weekStart={calendar.weekStart}
            states={states}
            onPick={setPicked}
          />
        </Panel>
        <Panel title={t('habits.detail.strength')}>
          <Suspense fallback={<LoadingPlaceholders height={220} count={1} />}>
            <ScoreChart points={stats.scoreHistory} />
          </Suspense>
        </Panel>
      </Box>
      <Panel title={t('habits.detail.year')}>
        <YearHeatmap today={today} weekStart={calendar.weekStart} states={states} />
      </Panel>
      <Panel title={t('habits.detail.bestStreaks')}>
        <BestStreaks stats={stats} />
      </Panel>
      <DayDialog
        habit={habit}
        date={picked}
        record={records.find((record) => record.completedAt === picked)}
        onClose={() => setPicked(null)}
      />
    </>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figures({ stats }: { stats: HabitStats }) {
  const t = useText();
  const streakText = useStreakText();
  const figures = [
    [t('habits.detail.currentStreak'), streakText(stats.currentStreak, stats.unit)],
    [t('habits.detail.bestStreak'), streakText(stats.bestStreak, stats.unit)],
    [
      t('habits.detail.rate'),
      t(`habits.detail.rate.${stats.rate.unit}`, { done: stats.rate.done, of: stats.rate.of }),
    ],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Card>
      ))}
      <Card variant="outlined" sx={{ p: 2 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('habits.detail.strength')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <ScoreBadge score={stats.score} change={stats.scoreChange} bare />
        </Box>
      </Card>
    </Box>
  );
}

function BestStreaks({ stats }: { stats: HabitStats }) {
  const t = useText();
  const intl = useIntl();
  const streakText = useStreakText();
  if (stats.bestStreaks.length === 0) {
    return <Typography color="text.secondary">{t('habits.detail.noStreaks')}</Typography>;
  }
  const day = (date: IsoDate) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3 }}>
      {stats.bestStreaks.map((run) => (
        <li key={run.from}>
          <Typography>
            <strong>{streakText(run.length, stats.unit)}</strong>
            {' · '}
            {t('habits.detail.range', { from: day(run.from), to: day(run.to) })}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
