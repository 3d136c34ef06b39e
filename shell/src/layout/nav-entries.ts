import type SvgIcon from '@mui/material/SvgIcon';
import type { ShellMessageId } from '../i18n/use-text';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import HabitsIcon from '@mui/icons-material/TrackChangesOutlined';
import TasksIcon from '@mui/icons-material/TaskAltOutlined';
import PomodoroIcon from '@mui/icons-material/TimerOutlined';
import ProgressIcon from '@mui/icons-material/InsightsOutlined';
import QuickTasksIcon from '@mui/icons-material/BoltOutlined';
import FocusModeIcon from '@mui/icons-material/CenterFocusStrongOutlined';

export interface NavEntry {
  to: string;
  /** Message id of the label; `shortLabelId` is the bottom bar's where it differs. */
  labelId: ShellMessageId;
  shortLabelId?: ShellMessageId;
  Icon: typeof SvgIcon;
}

/** The same five entries in the sidebar, the slide-out menu and the bottom bar. */
export const NAV_ENTRIES: NavEntry[] = [
  // Short enough for a fifth of a phone's width in every language ("Tableau de bord" is not).
  { to: '/', labelId: 'nav.dashboard', shortLabelId: 'nav.dashboardShort', Icon: DashboardIcon },
  { to: '/habits', labelId: 'nav.habits', Icon: HabitsIcon },
  { to: '/tasks', labelId: 'nav.tasks', Icon: TasksIcon },
  { to: '/pomodoro', labelId: 'nav.pomodoro', shortLabelId: 'nav.focus', Icon: PomodoroIcon },
  { to: '/progress', labelId: 'nav.progress', Icon: ProgressIcon },
];

export const FAVORITES: NavEntry[] = [
  { to: '/tasks', labelId: 'nav.quickTasks', Icon: QuickTasksIcon },
  { to: '/pomodoro', labelId: 'nav.focusMode', Icon: FocusModeIcon },
];

/** Settings › Your data: export, import, access tokens, deleting the account. */
export const YOUR_DATA_PATH = '/settings/data';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const SUPPORT_EMAIL = 'support@productivity-suite.app';
