import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { useText } from '../i18n/use-text';

const TIPS = ['oneTask', 'shortBreaks', 'longBreak', 'distractions'] as const;

/** Four tips: one task at a time, short breaks, a longer break after 4 sessions, no distractions. */
export function TipsCard() {
  const t = useText();
  const title = t('pomodoro.tips.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {TIPS.map((tip) => (
            <Box
              component="li"
              key={tip}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <LightbulbOutlinedIcon fontSize="small" color="warning" aria-hidden="true" />
              <Typography variant="body2">{t(`pomodoro.tips.${tip}`)}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
