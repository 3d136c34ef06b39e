import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { ANCHORS, anchorOffset } from './anchors';
import { SectionHeading } from './SectionHeading';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

const STEPS = ['setGoals', 'trackProgress', 'seeResults'] as const;

/** The three steps: Set Your Goals, Track Progress, See Results. */
export function HowItWorks() {
  const t = useText();
  const intl = useIntl();
  return (
    <Box
      component="section"
      id={ANCHORS.howItWorks}
      aria-labelledby="landing-how-title"
      sx={{
        ...anchorOffset,
        paddingBlock: { xs: 8, md: 12 },
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04),
      }}
    >
      <PageWidth>
        <SectionHeading
          id="landing-how-title"
          eyebrow={t('landing.how.eyebrow')}
          title={t('landing.how.title')}
        />
        <Box
          component="ol"
          sx={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: { xs: 5, md: 4 },
            margin: 0,
            padding: 0,
            listStyle: 'none',
            '&::before': {
              content: '""',
              display: { xs: 'none', md: 'block' },
              position: 'absolute',
              insetBlockStart: 32,
              insetInline: '16.6%',
              borderBlockStart: '2px dashed',
              borderColor: 'divider',
            },
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ position: 'relative', textAlign: 'center' }}>
              <Box
                aria-hidden="true"
                sx={(theme) => ({
                  display: 'grid',
                  placeItems: 'center',
                  width: 64,
                  height: 64,
                  marginInline: 'auto',
                  marginBlockEnd: 3,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '1.5rem',
                  fontWeight: 800,
                  boxShadow: `0 0 0 8px ${alpha(theme.palette.primary.main, 0.12)}`,
                })}
              >
                {intl.formatNumber(index + 1)}
              </Box>
              <Typography
                component="h3"
                sx={{ marginBlockEnd: 1, fontSize: '1.25rem', fontWeight: 700 }}
              >
                {t(`landing.how.${step}.title`)}
              </Typography>
              <Typography
                sx={{
                  maxWidth: '22rem',
                  marginInline: 'auto',
                  color: 'text.secondary',
                  lineHeight: 1.65,
                }}
              >
                {t(`landing.how.${step}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </PageWidth>
    </Box>
  );
}
