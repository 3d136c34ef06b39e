import Box from '@mui/material/Box';
import { overallCompletionRate } from '@ps/contracts/progress';
import { useShownInSteps } from '@ps/web/use-shown-in-steps';
import { useText } from '../i18n/use-text';
import { EmptyState } from './EmptyState';
import { HabitProgressCard } from './HabitProgressCard';
import { Loaded } from './Loaded';
import { OverallRate } from './OverallRate';
import type { HabitProgress, Loadable } from './use-progress-data';

const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
const cardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/**
 * The overall completion rate, then one card per habit with its 30-day grid. While they load, the
 * rate's card stands ready above the spinner: the page's first view (which the build prerenders)
 * then holds what the loaded page shows at its top, and the card stays in place as they arrive.
 */
export function HabitsTab({ progress }: { progress: Loadable<HabitProgress[]> }) {
  const t = useText();
  const rows = progress.status === 'ready' ? progress.data : undefined;
  const shown = useShownInSteps(rows?.length ?? 0);
  if (progress.status === 'failed') return <Loaded source={progress}>{() => null}</Loaded>;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('progress.habits.emptyTitle')}
        body={t('progress.habits.emptyBody')}
        action={t('progress.habits.emptyAction')}
        to="/habits"
      />
    );
  }
  return (
    <Box sx={column}>
      <OverallRate rate={rows && overallCompletionRate(rows.map((row) => row.ratePercent))} />
      <Loaded source={progress}>
        {(loaded) => (
          <Box sx={cardGrid}>
            {loaded.slice(0, shown).map((row) => (
              <HabitProgressCard key={row.habit.id} progress={row} />
            ))}
          </Box>
        )}
      </Loaded>
    </Box>
  );
}
