import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_SESSION_GOAL } from '@ps/contracts/constants';
import type { TodaySummary } from './today-summary';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Sessions, focus time in hours (one decimal) and the daily goal of 8 sessions. */
export function TodayProgressCard({ summary }: { summary: TodaySummary }) {
  const intl = useIntl();
  const goalLabel = intl.formatMessage({ id: 'pomodoro.progress.goal' });
  const hours = intl.formatNumber(summary.focusHours, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={intl.formatMessage({ id: 'pomodoro.progress.title' })}
    >
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'pomodoro.progress.title' })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
          <Figure
            label={intl.formatMessage({ id: 'pomodoro.progress.sessions' })}
            value={intl.formatNumber(summary.count)}
          />
          <Figure
            label={intl.formatMessage({ id: 'pomodoro.progress.focusTime' })}
            value={intl.formatMessage({ id: 'pomodoro.progress.hours' }, { hours })}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2">{goalLabel}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'pomodoro.progress.goalCount' },
              { count: summary.count, goal: DAILY_SESSION_GOAL },
            )}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={summary.goalPercent}
          aria-label={goalLabel}
          sx={{ height: 8, borderRadius: 4 }}
        />
        {summary.goalAchieved && (
          <Chip
            icon={<EmojiEventsIcon />}
            color="success"
            label={intl.formatMessage({ id: 'pomodoro.progress.goalAchieved' })}
            sx={{ mt: 2 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
