import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { barWidthPercent, type DayCount } from '@ps/contracts/progress';
import { calendarDate } from './calendar-date';

interface WeeklyBarsProps {
  title: string;
  hint: string;
  buckets: DayCount[];
  /** Bar width per item, in percent (spec: 20 per task, 12.5 per session, capped at 100). */
  percentPerItem: number;
  /** "3 tasks", "1 session": the count as words, for the figure and for screen readers. */
  describeCount: (count: number) => string;
}

/** One bar per day of the last seven, oldest first, each a labelled progress bar. */
export function WeeklyBars({
  title,
  hint,
  buckets,
  percentPerItem,
  describeCount,
}: WeeklyBarsProps) {
  const intl = useIntl();
  const headingId = `progress-weekly-${title.replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {hint}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.25 }}
        >
          {buckets.map(({ date, count }) => {
            const day = calendarDate(date);
            const fullDate = intl.formatDate(day, {
              timeZone: 'UTC',
              weekday: 'long',
              day: 'numeric',
              month: 'long',
            });
            return (
              <Box
                component="li"
                key={date}
                data-date={date}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '4.5rem minmax(0, 1fr) 5.5rem',
                  alignItems: 'center',
                  gap: 1.5,
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }} title={fullDate}>
                  {intl.formatDate(day, { timeZone: 'UTC', weekday: 'short' })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={barWidthPercent(count, percentPerItem)}
                  aria-label={fullDate}
                  aria-valuetext={describeCount(count)}
                  sx={{ height: 12, borderRadius: 6 }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
                  {describeCount(count)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
