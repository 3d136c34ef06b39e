import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';
import type { Loadable } from './use-progress-data';

/** A tab's content once its reads are in; a spinner before, a retry when they failed. */
export function Loaded<T>({
  source,
  children,
}: {
  source: Loadable<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useText();
  if (source.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 6 }}>
        <CircularProgress aria-label={t('progress.loading')} />
      </Box>
    );
  }
  if (source.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={source.retry}>
            {t('progress.retry')}
          </Button>
        }
      >
        {t('progress.loadError')}
      </Alert>
    );
  }
  return <>{children(source.data)}</>;
}
