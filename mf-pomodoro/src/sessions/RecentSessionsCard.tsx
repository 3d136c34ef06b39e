import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { RecentSession } from './today-summary';
import { useText } from '../i18n/use-text';

/**
 * The latest 5 sessions of today, newest first, numbered in the day's order; a skeleton line while
 * the day's sessions load (`recent` undefined), rather than "none today".
 */
export function RecentSessionsCard({ recent }: { recent: readonly RecentSession[] | undefined }) {
  const intl = useIntl();
  const t = useText();
  const title = t('pomodoro.recent.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {recent === undefined ? (
          <Skeleton width="60%" />
        ) : recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('pomodoro.recent.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {recent.map((session) => (
              <Box
                component="li"
                key={session.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
                <Box sx={{ flex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('pomodoro.recent.session', { number: session.number })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {intl.formatTime(session.completedAt, { hour: 'numeric', minute: '2-digit' })}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('pomodoro.recent.minutes', { minutes: session.minutes })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
