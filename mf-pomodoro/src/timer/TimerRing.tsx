import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { RING_LENGTH } from '@ps/contracts/constants';
import { formatClock, ringOffset } from '@ps/contracts/timer';
import { KnownLater } from '@ps/web/first-view';

interface Props {
  remaining: number;
  total: number;
  /** The accessible text of the timer, e.g. 'Focus Session: 24:59 remaining'. */
  label: string;
  size: number | Record<string, number>;
  color: string;
  clockVariant: 'h2' | 'h4';
  children?: ReactNode;
}

const GLIDE = 'stroke-dashoffset 0.25s linear';

/**
 * Whether the ring glides from one second to the next. Only where a second moves it visibly: in a
 * run shorter than RING_LENGTH seconds (under 5 minutes) a second moves it by more than a unit of
 * its 100-unit box. In a longer one a second moves it by less (under 3 pixels at its largest),
 * and a quarter-second glide each second only had a phone repaint it some 15 times a second for
 * nothing; it is drawn once a second instead, and the main thread rests between ticks.
 */
export const glidesBetweenSeconds = (total: number) => total < RING_LENGTH;

/**
 * The progress ring (circumference 2π·45 ≈ 283, the dash length of a full ring) around the clock. In a
 * right-to-left language it fills counter-clockwise; the clock's digits stay left-to-right.
 */
export function TimerRing({ remaining, total, label, size, color, clockVariant, children }: Props) {
  const theme = useTheme();
  const mirror = theme.direction === 'rtl' ? ' scaleY(-1)' : '';
  return (
    <Box
      role="timer"
      aria-label={label}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <svg
        viewBox="0 0 100 100"
        width="100%"
        height="100%"
        aria-hidden="true"
        style={{ transform: `rotate(-90deg)${mirror}` }}
      >
        <circle cx="50" cy="50" r="45" fill="none" stroke={theme.palette.divider} strokeWidth="6" />
        <circle
          data-testid="timer-ring"
          cx="50"
          cy="50"
          r="45"
          fill="none"
          stroke={color}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={ringOffset(remaining, total)}
          style={glidesBetweenSeconds(total) ? { transition: GLIDE } : undefined}
        />
      </svg>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          px: 3,
        }}
      >
        <Typography
          component="span"
          variant={clockVariant}
          aria-hidden="true"
          dir="ltr"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        >
          <KnownLater>{formatClock(remaining)}</KnownLater>
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
