import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Breakpoint } from '@mui/material/styles';
import { useText } from '../i18n/use-text';

/** The height a slot holds while loading: one figure, or one per window size (`{ xs, md }`). */
export type SlotHeight = number | Partial<Record<Breakpoint, number>>;

export function SlotLoading({ minHeight }: { minHeight: SlotHeight }) {
  const t = useText();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label={t('web.loading')} />
    </Box>
  );
}
