import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LoadingSpinner } from '@ps/web/LoadingSpinner';
import { useText } from '../i18n/use-text';
import type { Loadable } from './use-progress-data';

/** A tab's content once its reads are in; a spinner should they be long, a retry when they failed. */
export function Loaded<T>({
  source,
  children,
}: {
  source: Loadable<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useText();
  if (source.status === 'loading') {
    return <LoadingSpinner label={t('progress.loading')} paddingBlock={6} />;
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
