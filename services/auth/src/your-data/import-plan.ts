import type {
  ExportFocusSession,
  ExportHabit,
  ExportProfile,
  ExportTask,
} from '@ps/contracts/export-document';
import type { PomodoroSettings } from '@ps/contracts/pomodoro-settings';
import type { ImportSource } from '@ps/contracts/your-data';

/**
 * What a file brings, whatever its source, in the export document's terms: records name each
 * other by key, and each key says where the record came from, so a second import finds it.
 */
export interface ImportPlan {
  source: ImportSource;
  /** An own export restores the profile's preferences; a Loop backup has none. */
  profile: Omit<ExportProfile, 'username' | 'email'> | null;
  settings: PomodoroSettings | null;
  habits: ExportHabit[];
  tasks: ExportTask[];
  focusSessions: ExportFocusSession[];
}
