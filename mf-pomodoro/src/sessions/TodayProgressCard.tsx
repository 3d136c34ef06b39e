import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_SESSION_GOAL } from '@ps/contracts/constants';
import type { TodaySummary } from './today-summary';
import { useText } from '../i18n/use-text';

/** A figure of the day; `value` undefined while the day's sessions load. */
function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Box sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value ?? <Skeleton width="3ch" sx={{ mx: 'auto' }} />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Uses of the blocker's escape hatch today, out of the day's allowance. */
export interface PassesToday {
  used: number;
  perDay: number;
}

/**
 * Sessions, focus time in hours (one decimal), the daily goal of 8 sessions, and how often the
 * escape hatch opened a blocked site today (once the account's focus is known). Until the day's
 * sessions are known (`summary` undefined) the figures are skeletons, never a false 0.
 */
export function TodayProgressCard({
  summary,
  passes,
}: {
  summary: TodaySummary | undefined;
  passes?: PassesToday | null;
}) {
  const intl = useIntl();
  const t = useText();
  const goalLabel = t('pomodoro.progress.goal');
  const hours =
    summary &&
    intl.formatNumber(summary.focusHours, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card variant="outlined" component="section" aria-label={t('pomodoro.progress.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('pomodoro.progress.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
          <Figure
            label={t('pomodoro.progress.sessions')}
            value={summary && intl.formatNumber(summary.count)}
          />
          <Figure
            label={t('pomodoro.progress.focusTime')}
            value={hours && t('pomodoro.progress.hours', { hours })}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2">{goalLabel}</Typography>
          <Typography variant="body2" color="text.secondary">
            {summary ? (
              t('pomodoro.progress.goalCount', { count: summary.count, goal: DAILY_SESSION_GOAL })
            ) : (
              <Skeleton width="4ch" />
            )}
          </Typography>
        </Box>
        {summary ? (
          <LinearProgress
            variant="determinate"
            value={summary.goalPercent}
            aria-label={goalLabel}
            sx={{ height: 8, borderRadius: 4 }}
          />
        ) : (
          <Skeleton variant="rounded" height={8} sx={{ borderRadius: 4 }} />
        )}
        {summary?.goalAchieved && (
          <Chip
            icon={<EmojiEventsIcon />}
            color="success"
            label={t('pomodoro.progress.goalAchieved')}
            sx={{ mt: 2 }}
          />
        )}
        {passes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('pomodoro.progress.passes', { used: passes.used, perDay: passes.perDay })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
