/**
 * What each remote exposes, named once: the shell places these modules and each remote's
 * rspack config exposes exactly these names from `src/exposes/`.
 */
export const REMOTE_EXPOSES = {
  'mf-landing': ['LandingPage'],
  'mf-habits': ['HabitsPage', 'TodayHabitsCard', 'WeeklyProgressCard'],
  'mf-tasks': ['TasksPage', 'TodayTasksCard', 'AddTaskDialog'],
  'mf-pomodoro': ['PomodoroPage', 'PomodoroCard'],
  'mf-progress': ['ProgressPage', 'StatsRow'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** Props of mf-tasks' AddTaskDialog, opened by the shell's quick action. */
export interface AddTaskDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The shell links to `/pomodoro?start=1` to start a focus session at once. */
export const START_FOCUS_PARAM = 'start';
