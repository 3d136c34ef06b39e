import Box from '@mui/material/Box';
import type { IsoDate } from '@ps/contracts/dates';
import type { Task } from '@ps/contracts/tasks';
import { TaskCard, type TaskActions } from './TaskCard';

interface Props extends TaskActions {
  tasks: Task[];
  habitNames: ReadonlyMap<number, string>;
  today: IsoDate;
  highlighted: ReadonlySet<number>;
  isBusy: (id: number) => boolean;
}

/** One column on phones, two on tablets and laptops, three on wide screens. */
export function TaskGrid({ tasks, habitNames, today, highlighted, isBusy, ...actions }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard
            task={task}
            habitName={task.habitId === null ? null : (habitNames.get(task.habitId) ?? null)}
            today={today}
            highlighted={highlighted.has(task.id)}
            busy={isBusy(task.id)}
            {...actions}
          />
        </li>
      ))}
    </Box>
  );
}
