import Box from '@mui/material/Box';
import { overallCompletionRate } from '@ps/contracts/progress';
import { useText } from '../i18n/use-text';
import { EmptyState } from './EmptyState';
import { HabitProgressCard } from './HabitProgressCard';
import { Loaded } from './Loaded';
import { OverallRate } from './OverallRate';
import type { HabitProgress, Loadable } from './use-progress-data';

/** The overall completion rate, then one card per habit with its 30-day grid. */
export function HabitsTab({ progress }: { progress: Loadable<HabitProgress[]> }) {
  const t = useText();
  return (
    <Loaded source={progress}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState
            title={t('progress.habits.emptyTitle')}
            body={t('progress.habits.emptyBody')}
            action={t('progress.habits.emptyAction')}
            to="/habits"
          />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <OverallRate rate={overallCompletionRate(rows.map((row) => row.ratePercent))} />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                gap: 2,
              }}
            >
              {rows.map((row) => (
                <HabitProgressCard key={row.habit.id} progress={row} />
              ))}
            </Box>
          </Box>
        )
      }
    </Loaded>
  );
}
