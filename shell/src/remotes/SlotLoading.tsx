import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function SlotLoading({ minHeight }: { minHeight: number }) {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'web.loading' })} />
    </Box>
  );
}
