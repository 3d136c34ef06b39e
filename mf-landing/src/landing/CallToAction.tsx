import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ANCHORS, anchorOffset } from './anchors';
import { LoginLink } from './LoginLink';
import { RATING, RATING_SCALE, TRIAL_DAYS, USER_COUNT } from './marketing';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

/**
 * The trial band. It carries the #pricing anchor: pricing figures and plans are not shown,
 * so the Pricing link lands on the free trial offer.
 */
export function CallToAction() {
  const t = useText();
  return (
    <Box
      component="section"
      id={ANCHORS.pricing}
      aria-labelledby="landing-cta-title"
      sx={{ ...anchorOffset, paddingBlockEnd: { xs: 8, md: 12 } }}
    >
      <PageWidth>
        <Box
          sx={(theme) => ({
            paddingBlock: { xs: 6, md: 8 },
            paddingInline: { xs: 3, md: 8 },
            borderRadius: '28px',
            textAlign: 'center',
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
          })}
        >
          <Typography
            id="landing-cta-title"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 800, lineHeight: 1.25 }}
          >
            {t('landing.cta.title', { days: TRIAL_DAYS })}
          </Typography>
          <Typography
            sx={{
              maxWidth: '40rem',
              marginInline: 'auto',
              marginBlock: 2.5,
              fontSize: '1.125rem',
              lineHeight: 1.6,
            }}
          >
            {t('landing.cta.body', { count: USER_COUNT, rating: RATING, scale: RATING_SCALE })}
          </Typography>
          <LoginLink
            variant="contained"
            size="large"
            sx={{
              paddingInline: 4,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:hover': { bgcolor: 'background.default' },
              '&.Mui-focusVisible': {
                outline: '3px solid',
                outlineColor: 'common.white',
                outlineOffset: 3,
              },
            }}
          >
            {t('landing.cta.button')}
          </LoginLink>
        </Box>
      </PageWidth>
    </Box>
  );
}
