import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';

/** Shown while the current-user call is loading. */
export function FullPageSpinner() {
  const t = useText();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('web.loading')} />
    </Box>
  );
}
