import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Breakpoint } from '@mui/material/styles';
import { useText } from '../i18n/use-text';

/** The height a slot holds while loading: one figure, or one per window size (`{ xs, md }`). */
export type SlotHeight = number | Partial<Record<Breakpoint, number>>;

/**
 * The place a slot holds while its module is on its way, with a spinner; without one (`spinning`
 * false) for a slot whose module waits for a scroll to bring it near: nothing is loading yet, and
 * a spinner turning out of sight made the browser restyle and repaint the page at every frame for
 * as long as the page stayed open.
 */
export function SlotLoading({
  minHeight,
  spinning = true,
}: {
  minHeight: SlotHeight;
  spinning?: boolean;
}) {
  const t = useText();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      {spinning && <CircularProgress size={28} aria-label={t('web.loading')} />}
    </Box>
  );
}
