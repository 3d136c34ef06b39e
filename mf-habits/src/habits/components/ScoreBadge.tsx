import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useText } from '../../i18n/use-text';

/**
 * The habit's strength (0–100) and how it moved over the last week; `bare` leaves out the word
 * "Strength" where a heading already says it.
 */
export function ScoreBadge({
  score,
  change,
  bare = false,
}: {
  score: number;
  change: number;
  bare?: boolean;
}) {
  const t = useText();
  const Trend = change > 0 ? TrendingUpIcon : change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant={bare ? 'h6' : 'body2'} sx={bare ? { fontWeight: 700 } : undefined}>
        {t(bare ? 'habits.score.percent' : 'habits.score.value', { score: score / 100 })}
      </Typography>
      <Trend fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2" sx={{ color }}>
        {t('habits.score.change', { change })}
      </Typography>
    </Stack>
  );
}
