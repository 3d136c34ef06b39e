import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type UIEvent } from 'react';
import { useText } from '../i18n/use-text';
import { usePendingTaskPages } from '../sessions/api';

interface Props {
  taskId: number | null;
  onChange: (taskId: number | null) => void;
}

/** How close to the end of the open list (in pixels) its next page is asked for. */
const NEAR_THE_END_PX = 120;

const nearTheEnd = (list: HTMLElement) =>
  list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_THE_END_PX;

/**
 * 'Focus on a specific task': the value is the task id, '' for 'No specific task'. The pending
 * tasks are read when the list is first opened, or at once when a task is already chosen (its
 * description is the value shown). They come a page at a time: the next one while the open list
 * does not reach below its end, or as it is scrolled (or moved through with the arrow keys) near
 * its end; and, for a chosen task further down than the pages read, until it is found.
 */
export function TaskSelector({ taskId, onChange }: Props) {
  const t = useText();
  const [opened, setOpened] = useState(false);
  const { tasks, loading, more, loadMore } = usePendingTaskPages(opened || taskId !== null);
  const listed = tasks.some((task) => task.id === taskId);
  const seekingChosen = taskId !== null && !listed && more;
  // The open list's scrolling box, while it is open.
  const [openList, setOpenList] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (seekingChosen || (openList && nearTheEnd(openList))) loadMore();
  }, [seekingChosen, openList, tasks.length, loadMore]);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('pomodoro.task.label')}
      value={listed ? String(taskId) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{
        select: {
          displayEmpty: true,
          onOpen: () => setOpened(true),
          MenuProps: {
            slotProps: {
              paper: {
                ref: setOpenList,
                onScroll: (event: UIEvent<HTMLElement>) => {
                  if (nearTheEnd(event.currentTarget)) loadMore();
                },
              },
            },
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{t('pomodoro.task.none')}</MenuItem>
      {tasks.map((task) => (
        <MenuItem key={task.id} value={String(task.id)}>
          <bdi>{task.description}</bdi>
        </MenuItem>
      ))}
      {loading && <MenuItem disabled>{t('pomodoro.task.loading')}</MenuItem>}
    </TextField>
  );
}
