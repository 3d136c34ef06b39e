import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the current-user call is loading (spec section 2). */
export function FullPageSpinner() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'web.loading' })} />
    </Box>
  );
}
