import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerIcon from '@mui/icons-material/Timer';
import {
  DEFAULT_BREAK_MINUTES,
  DEFAULT_WORK_MINUTES,
  HISTORY_WINDOW_DAYS,
  WEEKLY_VIEW_DAYS,
} from '@ps/contracts/constants';
import type { SvgIconComponent } from '@mui/icons-material';
import { ANCHORS, anchorOffset } from './anchors';
import { SectionHeading } from './SectionHeading';
import type { MessageValues } from '@ps/web/text';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

type Tone = 'warning' | 'primary' | 'error' | 'success';

const FEATURES: readonly {
  key: 'habits' | 'tasks' | 'focus' | 'progress';
  Icon: SvgIconComponent;
  tone: Tone;
  values?: MessageValues;
}[] = [
  { key: 'habits', Icon: LocalFireDepartmentIcon, tone: 'warning' },
  { key: 'tasks', Icon: TaskAltIcon, tone: 'primary' },
  {
    key: 'focus',
    Icon: TimerIcon,
    tone: 'error',
    values: { work: DEFAULT_WORK_MINUTES, rest: DEFAULT_BREAK_MINUTES },
  },
  {
    key: 'progress',
    Icon: InsightsIcon,
    tone: 'success',
    values: { week: WEEKLY_VIEW_DAYS, month: HISTORY_WINDOW_DAYS },
  },
];

/** What the product does: habits, tasks, focus sessions and progress analytics. */
export function Features() {
  const t = useText();
  return (
    <Box
      component="section"
      id={ANCHORS.features}
      aria-labelledby="landing-features-title"
      sx={{ ...anchorOffset, paddingBlock: { xs: 8, md: 12 } }}
    >
      <PageWidth>
        <SectionHeading
          id="landing-features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: 3,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {FEATURES.map(({ key, Icon, tone, values }) => (
            <Box
              component="li"
              key={key}
              sx={{
                padding: 3.5,
                borderRadius: '20px',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                transition: 'box-shadow 200ms',
                '&:hover': { boxShadow: '0 16px 32px -16px rgba(15, 23, 42, 0.25)' },
              }}
            >
              <Box
                sx={(theme) => ({
                  display: 'grid',
                  placeItems: 'center',
                  width: 52,
                  height: 52,
                  marginBlockEnd: 2.5,
                  borderRadius: '14px',
                  color: theme.palette[tone].main,
                  bgcolor: alpha(theme.palette[tone].main, 0.12),
                })}
              >
                <Icon aria-hidden="true" />
              </Box>
              <Typography
                component="h3"
                sx={{ marginBlockEnd: 1, fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.35 }}
              >
                {t(`landing.features.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
                {t(`landing.features.${key}.body`, values)}
              </Typography>
            </Box>
          ))}
        </Box>
      </PageWidth>
    </Box>
  );
}
