import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text';

/**
 * The average of the per-habit rates, as a figure and a bar. While the rates load (`rate`
 * undefined) the card is drawn all the same, its figure and bar skeletons, so the page keeps its
 * shape as they arrive.
 */
export function OverallRate({ rate }: { rate: number | undefined }) {
  const t = useText();
  const intl = useIntl();
  const label = t('progress.habits.overallRate');
  const shown =
    rate === undefined ? undefined : intl.formatNumber(rate / 100, { style: 'percent' });
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
        >
          <Box>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('progress.habits.overallRateHint')}
            </Typography>
          </Box>
          <Typography component="p" variant="h4" color="primary">
            {shown ?? <Skeleton width="3ch" />}
          </Typography>
        </Box>
        {rate === undefined ? (
          <Skeleton variant="rounded" height={10} sx={{ marginBlockStart: 2, borderRadius: 5 }} />
        ) : (
          <LinearProgress
            variant="determinate"
            value={rate}
            aria-label={label}
            aria-valuetext={shown}
            sx={{ marginBlockStart: 2, height: 10, borderRadius: 5 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
