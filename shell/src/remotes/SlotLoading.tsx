import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';

export function SlotLoading({ minHeight }: { minHeight: number }) {
  const t = useText();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label={t('web.loading')} />
    </Box>
  );
}
