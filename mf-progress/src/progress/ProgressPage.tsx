import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../i18n/use-text';
import { ProgressTabs } from './ProgressTabs';
import { SummaryCards } from './SummaryCards';
import { useProgressData } from './use-progress-data';

/** /progress: the last 30 days of habits, tasks and focus sessions. */
export function ProgressPage() {
  const t = useText();
  const data = useProgressData();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box component="header">
        <Typography component="h1" variant="h4">
          {t('progress.title')}
        </Typography>
        <Typography color="text.secondary">{t('progress.subtitle')}</Typography>
      </Box>
      <SummaryCards habits={data.habits} stats={data.stats} sessionTotals={data.sessionTotals} />
      <ProgressTabs data={data} />
    </Box>
  );
}
