import { useIntl } from 'react-intl';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HabitStats } from '@ps/contracts/habit-rules';
import { useText } from '../../i18n/use-text';

/** The strength score over the last year, a point a week. Loaded with the habit's page only. */
export default function ScoreChart({ points }: { points: HabitStats['scoreHistory'] }) {
  const intl = useIntl();
  const t = useText();
  const dates = points.map((point) => new Date(`${point.date}T00:00:00Z`));
  return (
    <LineChart
      height={220}
      xAxis={[
        {
          data: dates,
          scaleType: 'time',
          valueFormatter: (date: Date) =>
            intl.formatDate(date, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
        },
      ]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[
        {
          data: points.map((point) => point.score),
          label: t('habits.detail.strength'),
          showMark: false,
          area: true,
          color: '#2e7d32',
        },
      ]}
      hideLegend
    />
  );
}
