import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PercentIcon from '@mui/icons-material/Percent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { WEEKLY_TASK_BAR_PERCENT_PER_TASK } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import { taskCompletionDates, taskCompletionRate, weeklyBuckets } from '@ps/contracts/progress';
import type { Task, TaskCounts } from '@ps/contracts/tasks';
import { FigureCard } from '../figures/FigureCard';
import { useText } from '../i18n/use-text';
import { EmptyState } from './EmptyState';
import { FigureGrid } from './FigureGrid';
import { Loaded } from './Loaded';
import type { Loadable } from './use-progress-data';
import { WeeklyBars } from './WeeklyBars';

interface TasksTabProps {
  /** The counts of every task, and the tasks completed over the last week. */
  tasks: Loadable<[TaskCounts, Task[]]>;
  today: IsoDate;
  timeZone: string;
}

/** Completed and pending tasks, the completion rate, and tasks completed on each of the last 7 days. */
export function TasksTab({ tasks, today, timeZone }: TasksTabProps) {
  return (
    <Loaded source={tasks}>
      {([counts, recentlyCompleted]) => (
        <TaskFigures
          counts={counts}
          recentlyCompleted={recentlyCompleted}
          today={today}
          timeZone={timeZone}
        />
      )}
    </Loaded>
  );
}

function TaskFigures({
  counts,
  recentlyCompleted,
  today,
  timeZone,
}: {
  counts: TaskCounts;
  recentlyCompleted: Task[];
  today: IsoDate;
  timeZone: string;
}) {
  const t = useText();
  const intl = useIntl();
  const { completed, pending } = counts;
  const rate = taskCompletionRate(completed, completed + pending);
  const rateShown = intl.formatNumber(rate / 100, { style: 'percent' });
  const rateLabel = t('progress.tasks.rate');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FigureGrid>
        <FigureCard
          phoneLayout="row"
          label={t('progress.tasks.completed')}
          icon={<TaskAltIcon />}
          value={intl.formatNumber(completed)}
        />
        <FigureCard
          phoneLayout="row"
          label={t('progress.tasks.pending')}
          icon={<PendingActionsOutlinedIcon />}
          value={intl.formatNumber(pending)}
        />
        <FigureCard
          phoneLayout="row"
          label={rateLabel}
          icon={<PercentIcon />}
          value={rateShown}
          footer={
            <LinearProgress
              variant="determinate"
              value={rate}
              aria-label={rateLabel}
              aria-valuetext={rateShown}
              sx={{ marginBlockStart: 1, height: 8, borderRadius: 4 }}
            />
          }
        />
      </FigureGrid>
      <WeeklyBars
        title={t('progress.tasks.weekly')}
        hint={t('progress.tasks.weeklyHint')}
        buckets={weeklyBuckets(taskCompletionDates(recentlyCompleted, timeZone), today)}
        percentPerItem={WEEKLY_TASK_BAR_PERCENT_PER_TASK}
        describeCount={(count) => t('progress.tasks.count', { count })}
      />
      {completed + pending === 0 && (
        <EmptyState
          title={t('progress.tasks.emptyTitle')}
          body={t('progress.tasks.emptyBody')}
          action={t('progress.tasks.emptyAction')}
          to="/tasks"
        />
      )}
    </Box>
  );
}
