import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';

const TIPS = ['oneTask', 'shortBreaks', 'longBreak', 'distractions'] as const;

/** The four tips of spec section 2. */
export function TipsCard() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pomodoro.tips.title' });
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
              <Typography variant="body2">
                {intl.formatMessage({ id: `pomodoro.tips.${tip}` })}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
