import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes, type Breakpoint } from '@mui/material/styles';
import { LOADING_MOTION_DELAY } from '@ps/web/loading-motion';

/** Unseen, then seen: backwards-filled, it holds its first frame for as long as it is delayed. */
const appear = keyframes`from { opacity: 0; }`;

/**
 * A spinner for a wait that is usually short: a page's part on its way. It stays unseen and still
 * for the first LOADING_MOTION_DELAY of the wait, then fades in, turning; screen readers hear its
 * label from the start. The spinners that answer a person's own click (a button's, the sign-in's)
 * show at once: there the person waits for a reply, not for a page to come up.
 */
export function LoadingSpinner({
  label,
  size,
  minHeight,
  paddingBlock,
}: {
  label: string;
  size?: number;
  /** The place it holds, the spinner at its centre: a height, or one per window size. */
  minHeight?: number | Partial<Record<Breakpoint, number>>;
  paddingBlock?: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight,
        paddingBlock,
        animation: `${appear} 0.2s ${LOADING_MOTION_DELAY} backwards`,
      }}
    >
      <CircularProgress
        size={size}
        aria-label={label}
        sx={{ '&, & circle': { animationDelay: LOADING_MOTION_DELAY } }}
      />
    </Box>
  );
}
