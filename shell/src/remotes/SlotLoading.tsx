import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { LoadingSpinner } from '@ps/web/LoadingSpinner';
import { useText } from '../i18n/use-text';

/** The height a slot holds while loading: one figure, or one per window size (`{ xs, md }`). */
export type SlotHeight = number | Partial<Record<Breakpoint, number>>;

/**
 * The place a slot holds while its module is on its way, with a spinner should the wait run long;
 * without one (`spinning` false) for a slot whose module waits for a scroll to bring it near:
 * nothing is loading yet, and a spinner turning out of sight made the browser restyle and repaint
 * the page at every frame for as long as the page stayed open.
 */
export function SlotLoading({
  minHeight,
  spinning = true,
}: {
  minHeight: SlotHeight;
  spinning?: boolean;
}) {
  const t = useText();
  if (!spinning) return <Box sx={{ minHeight }} />;
  return <LoadingSpinner size={28} label={t('web.loading')} minHeight={minHeight} />;
}
