import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { accentText } from './accent';
import { ANCHORS, anchorOffset } from './anchors';
import { AppPreview } from './AppPreview';
import { HeroClaims } from './HeroClaims';
import { LoginLink } from './LoginLink';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

/** The first screen: the promise, the two ways in, the marketing claims and a glimpse of the app. */
export function Hero() {
  const t = useText();
  return (
    <Box
      component="section"
      id={ANCHORS.home}
      aria-labelledby="landing-hero-title"
      sx={(theme) => ({
        ...anchorOffset,
        background: `radial-gradient(60rem 30rem at 50% -10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%)`,
      })}
    >
      <PageWidth
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
          gap: { xs: 6, md: 8 },
          paddingBlock: { xs: 6, md: 11 },
        }}
      >
        <Box>
          <Typography
            sx={(theme) => ({
              display: 'inline-block',
              marginBlockEnd: 2.5,
              paddingInline: 1.5,
              paddingBlock: 0.5,
              borderRadius: '999px',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
              color: accentText(theme),
              fontSize: '0.875rem',
              fontWeight: 600,
            })}
          >
            {t('landing.hero.eyebrow')}
          </Typography>
          <Typography
            id="landing-hero-title"
            component="h1"
            sx={{
              fontSize: { xs: '2.375rem', sm: '3rem', lg: '3.75rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              '[dir="rtl"] &': { letterSpacing: 0, lineHeight: 1.3 },
            }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography
            sx={{
              marginBlock: 3,
              maxWidth: '36rem',
              color: 'text.secondary',
              fontSize: { xs: '1.0625rem', md: '1.25rem' },
              lineHeight: 1.6,
            }}
          >
            {t('landing.hero.subtitle')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <LoginLink
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
              sx={{ paddingInline: 3.5, flexGrow: { xs: 1, sm: 0 } }}
            >
              {t('landing.hero.getStarted')}
            </LoginLink>
            <LoginLink
              variant="outlined"
              size="large"
              sx={{ paddingInline: 3.5, flexGrow: { xs: 1, sm: 0 } }}
            >
              {t('landing.hero.logIn')}
            </LoginLink>
          </Box>
          <HeroClaims />
        </Box>
        <AppPreview />
      </PageWidth>
    </Box>
  );
}
