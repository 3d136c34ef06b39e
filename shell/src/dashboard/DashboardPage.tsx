import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayName } from '@ps/contracts/auth';
import { useCurrentUser } from '@ps/web/auth';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { QuickActionsCard } from './QuickActionsCard';
import { useText } from '../i18n/use-text';

/*
 * What each widget takes once drawn, held while its code and data arrive so nothing below it
 * moves: the four figures, two by two on a phone and in a row from md up; today's habits, five
 * rows (or their placeholders) in the card; a card with nothing in it yet (a card with more
 * grows, which only moves what is further down).
 */
const STATS_ROW_HEIGHT = { xs: 274, md: 155 };
const TODAY_HABITS_HEIGHT = 363;
const EMPTY_CARD_HEIGHT = 237;

/** `/` signed in: the welcome line, then the remotes' widgets and the shell's quick actions. */
export function DashboardPage() {
  const t = useText();
  const { user } = useCurrentUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t.withTheirWords('dashboard.welcome', { name: displayName(user) })}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </Box>
      <RemoteSlot remote="mf-progress" module="StatsRow" minHeight={STATS_ROW_HEIGHT} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RemoteSlot remote="mf-habits" module="TodayHabitsCard" minHeight={TODAY_HABITS_HEIGHT} />
        <RemoteSlot remote="mf-tasks" module="TodayTasksCard" minHeight={EMPTY_CARD_HEIGHT} />
        {/* Below the first screen on a phone: their code waits until a scroll brings them near. */}
        <RemoteSlot
          remote="mf-pomodoro"
          module="PomodoroCard"
          minHeight={EMPTY_CARD_HEIGHT}
          loadWhenNear
        />
        <RemoteSlot
          remote="mf-habits"
          module="WeeklyProgressCard"
          minHeight={EMPTY_CARD_HEIGHT}
          loadWhenNear
        />
        <QuickActionsCard />
      </Box>
    </Box>
  );
}
