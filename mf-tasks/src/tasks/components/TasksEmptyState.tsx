import type { ReactNode } from 'react';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { PageEmptyState } from '@ps/web/PageEmptyState';

export function TasksEmptyState(props: { title: string; hint: string; action?: ReactNode }) {
  return (
    <PageEmptyState
      icon={<TaskAltIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      {...props}
    />
  );
}
