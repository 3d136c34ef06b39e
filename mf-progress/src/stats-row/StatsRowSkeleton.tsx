import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useText } from '../i18n/use-text';
import { StatsGrid } from './StatsGrid';

const PLACEHOLDER_CARDS = 4;

/** Four placeholder cards the size of the real ones while the stats load. */
export function StatsRowSkeleton() {
  const t = useText();
  return (
    <StatsGrid label={t('progress.statsRow.loading')}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} variant="outlined" data-testid="stats-row-placeholder" aria-busy="true">
          <CardContent>
            <Skeleton width="60%" />
            <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width="40%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </StatsGrid>
  );
}
