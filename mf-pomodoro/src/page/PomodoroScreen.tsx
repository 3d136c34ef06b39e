import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from '@ps/web/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { formatClock } from '@ps/contracts/timer';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { START_FOCUS_PARAM } from '@ps/web/remotes';
import { BlockerCard, BlockerConnection } from '../blocker/BlockerCard';
import { useBlockingEverywhere } from '../blocker/blocker-connection-context';
import { useFocusBlockerScript } from '../focus-mode/use-focus-mode';
import {
  usePendingTaskCount,
  useSessionsChangedElsewhere,
  useTodaySessions,
} from '../sessions/api';
import { RecentSessionsCard } from '../sessions/RecentSessionsCard';
import { TipsCard } from '../sessions/TipsCard';
import { TodayProgressCard } from '../sessions/TodayProgressCard';
import { encouragementFor, summariseToday, type TodaySummary } from '../sessions/today-summary';
import { useLatestFocusView } from '../focus/use-follow-focus';
import { ModeButtons } from '../timer/ModeButtons';
import { TimerCard } from '../timer/TimerCard';
import { usePomodoroTimer } from '../timer/use-pomodoro-timer';
import { useWindowTitle } from '../timer/use-window-title';
import { PageHeader } from './PageHeader';
import { useText } from '../i18n/use-text';

/**
 * The settings' code (their sliders and switches, the blocked sites' editor, the notifications'
 * permission) comes when they are first opened: closed at every start, they ran at every start.
 */
const SettingsPanel = lazy(() =>
  import('../settings/SettingsPanel').then(({ SettingsPanel }) => ({ default: SettingsPanel })),
);

/** About the settings' height, held while their code arrives so the page does not jump. */
const SETTINGS_HEIGHT = 480;

/**
 * The Pomodoro page: the header, the day's encouragement, the mode buttons, the settings, the
 * timer, and beside it the blocker, today's progress, recent sessions and tips.
 */
export function PomodoroScreen() {
  const t = useText();
  const blockingEverywhere = useBlockingEverywhere();
  const timer = usePomodoroTimer({ blockingEverywhere });
  const { state, settings, start } = timer;
  const { sessions, isError, loading } = useTodaySessions();
  const pendingTasks = usePendingTaskCount();
  const summary = summariseToday(sessions);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const running = state.status === 'running';
  const heading = t(`pomodoro.heading.${state.mode}`);

  useFocusBlockerScript();
  useSessionsChangedElsewhere();
  useWindowTitle(
    state.status === 'idle'
      ? null
      : t('pomodoro.windowTitle', { time: formatClock(timer.remaining), mode: heading }),
  );

  // The shell's 'Start Focus Session' links to /pomodoro?start=1: start work, drop the flag.
  const [params, setParams] = useSearchParams();
  const startRequested = params.get(START_FOCUS_PARAM) !== null;
  useEffect(() => {
    if (!startRequested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(START_FOCUS_PARAM);
        return next;
      },
      { replace: true },
    );
    start('work');
  }, [startRequested, setParams, start]);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        sessionsToday={loading ? undefined : summary.count}
        focusModeActive={timer.focusModeActive}
        blockedCount={settings.blockedSites.length}
        settingsOpen={settingsOpen}
        settingsId={settingsId}
        onToggleSettings={() => setSettingsOpen((open) => !open)}
      />
      <Alert severity={summary.goalAchieved ? 'success' : 'info'} variant="outlined">
        {loading ? (
          <Skeleton width="24ch" />
        ) : (
          t(`pomodoro.encourage.${encouragementFor(summary.count)}`)
        )}
      </Alert>
      {isError && <Alert severity="warning">{t('pomodoro.sessions.error')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <ModeButtons
            mode={state.mode}
            workMinutes={settings.workMinutes}
            breakMinutes={settings.breakMinutes}
            disabled={running}
            onChoose={timer.chooseMode}
          />
          <Collapse in={settingsOpen} unmountOnExit>
            <Suspense fallback={<LoadingPlaceholders height={SETTINGS_HEIGHT} count={1} />}>
              <SettingsPanel
                id={settingsId}
                running={running}
                onDurationChange={timer.changeDuration}
                blocker={<BlockerConnection withoutInstall />}
              />
            </Suspense>
          </Collapse>
          <TimerCard
            state={state}
            remaining={timer.remaining}
            total={timer.total}
            focusModeActive={timer.focusModeActive}
            blockingEverywhere={blockingEverywhere}
            pendingTasks={pendingTasks}
            onStart={() => start()}
            onPause={timer.pause}
            onReset={timer.reset}
            onChooseTask={timer.chooseTask}
          />
        </Stack>
        <Stack spacing={3}>
          <BlockerCard />
          <TodayProgress
            summary={loading ? undefined : summary}
            blockerConnected={blockingEverywhere}
          />
          <RecentSessionsCard recent={loading ? undefined : summary.recent} />
          <TipsCard />
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * Today's progress, with the blocker's passes as the server pushes the account's focus. A
 * component of its own, so that a push (one comes as the page opens) draws this card again, not
 * the whole page: React draws a store's change at once, in one task it cannot split.
 */
function TodayProgress({
  summary,
  blockerConnected,
}: {
  summary: TodaySummary | undefined;
  blockerConnected: boolean;
}) {
  const focusView = useLatestFocusView();
  // The passes belong to the blocker: shown once one is connected, or when some were used.
  const passes =
    focusView && (blockerConnected || focusView.passesUsedToday > 0)
      ? { used: focusView.passesUsedToday, perDay: focusView.passesPerDay }
      : null;
  return <TodayProgressCard summary={summary} passes={passes} />;
}
