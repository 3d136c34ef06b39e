import Box from '@mui/material/Box';
import { ANCHORS } from './anchors';
import { CallToAction } from './CallToAction';
import { Features } from './Features';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { StatsRow } from './StatsRow';
import { Testimonials } from './Testimonials';

/** The public landing page, top to bottom. */
export function Landing() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={ANCHORS.main} tabIndex={-1} sx={{ outline: 'none' }}>
        <Hero />
        <StatsRow />
        <Features />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </Box>
      <SiteFooter />
    </Box>
  );
}
