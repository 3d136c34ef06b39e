import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { STREAK_TARGET_DAYS } from '@ps/contracts/constants';
import { streakRingPercent } from '@ps/contracts/habit-week';
import type { StreakUnit } from '@ps/contracts/habit-schedule';
import { useStreakText } from '../schedule-text';
import { useText } from '../../i18n/use-text';

const SIZE = 64;

/** The current streak as a ring filled streak / 30 (capped at 100 %), with its number inside. */
export function StreakRing({ streak, unit }: { streak: number; unit: StreakUnit }) {
  const intl = useIntl();
  const t = useText();
  const percent = streakRingPercent(streak);
  const streakText = useStreakText()(streak, unit);
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      <CircularProgress
        variant="determinate"
        value={percent}
        size={SIZE}
        thickness={5}
        enableTrackSlot
        color={percent >= 100 ? 'success' : 'warning'}
        aria-label={t('habits.streak.ring', {
          streak: streakText,
          percent: percent / 100,
          target: STREAK_TARGET_DAYS,
        })}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {intl.formatNumber(streak)}
        </Typography>
      </Box>
    </Box>
  );
}
