import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import { useIntl } from 'react-intl';
import { HABIT_RATE_HIGHLIGHT_PERCENT } from '@ps/contracts/constants';
import { visuallyHidden } from '@ps/web/visually-hidden';
import { useText } from '../i18n/use-text';
import { ActivityGrid } from './ActivityGrid';
import type { HabitProgress } from './use-progress-data';

/**
 * One habit over 30 days: its rate in its own periods ("21/30 days", "3/4 weeks"), its current
 * streak and its grid. Drawn again only for a new `progress` (each habit's figures keep their
 * identity until they are worked out again): the page is drawn again as each of its reads first
 * answers, and with twenty habits drawing every card each time made one of the longest tasks of
 * the page's start.
 */
export const HabitProgressCard = memo(function HabitProgressCard({
  progress,
}: {
  progress: HabitProgress;
}) {
  const t = useText();
  const intl = useIntl();
  const { habit, ratePercent, rate: periods, currentStreak, unit } = progress;
  const highlighted = ratePercent >= HABIT_RATE_HIGHLIGHT_PERCENT;
  const rate = intl.formatNumber(ratePercent / 100, { style: 'percent' });
  const titleId = `progress-habit-${habit.id}`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              <bdi>{habit.name}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(habit.frequency === 'weekly' ? 'progress.habits.weekly' : 'progress.habits.daily')}
            </Typography>
          </Box>
          <Chip
            label={
              <>
                <Box component="span" aria-hidden="true">
                  {rate}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {t('progress.habits.rateBadge', { rate })}
                </Box>
              </>
            }
            color={highlighted ? 'success' : 'default'}
            variant={highlighted ? 'filled' : 'outlined'}
            data-highlighted={highlighted}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t(`progress.habits.periodsDone.${periods.unit}`, {
              done: intl.formatNumber(periods.done),
              total: intl.formatNumber(periods.of),
            })}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <LocalFireDepartmentOutlinedIcon
              aria-hidden="true"
              fontSize="small"
              sx={{ color: currentStreak > 0 ? 'warning.main' : 'text.disabled' }}
            />
            {t(`progress.habits.${unit}Streak`, { count: currentStreak })}
          </Typography>
        </Box>
        <ActivityGrid days={progress.days} />
      </CardContent>
    </Card>
  );
});
