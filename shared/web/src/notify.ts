import { enqueueSnackbar } from 'notistack';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'info';
}

/**
 * The one way any part of the app shows a toast. The shell's SnackbarProvider renders it
 * (one at a time, 5000 ms); notistack is a shared singleton, so remotes reach the same queue.
 */
export function notify({ title, description, variant = 'default' }: Notice): void {
  enqueueSnackbar(title, {
    variant: variant === 'destructive' ? 'error' : variant,
    description,
  } as Parameters<typeof enqueueSnackbar>[1]);
}
