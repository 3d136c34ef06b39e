import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text';

/** The average of the per-habit rates, as a figure and a bar. */
export function OverallRate({ rate }: { rate: number }) {
  const t = useText();
  const intl = useIntl();
  const label = t('progress.habits.overallRate');
  const shown = intl.formatNumber(rate / 100, { style: 'percent' });
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
          <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} color="primary">
            {shown}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={rate}
          aria-label={label}
          aria-valuetext={shown}
          sx={{ marginBlockStart: 2, height: 10, borderRadius: 5 }}
        />
      </CardContent>
    </Card>
  );
}
