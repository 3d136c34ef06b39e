import Box from '@mui/material/Box';
import { LoginLink } from './LoginLink';
import { NavLinks } from './NavLinks';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

export const MOBILE_MENU_ID = 'landing-mobile-menu';

/** The menu the toggle opens on narrow screens; hidden (and out of the tab order) when closed. */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const t = useText();
  return (
    <Box
      component="nav"
      id={MOBILE_MENU_ID}
      aria-label={t('landing.nav.label')}
      hidden={!open}
      sx={{
        display: { md: 'none' },
        borderBlockStart: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: '0 16px 24px -12px rgba(15, 23, 42, 0.18)',
      }}
    >
      <PageWidth sx={{ paddingBlock: 2 }}>
        <NavLinks stacked onNavigate={onNavigate} />
        <Box sx={{ display: 'grid', gap: 1.5, marginBlockStart: 2 }}>
          <LoginLink variant="outlined" size="large" onClick={onNavigate}>
            {t('landing.nav.logIn')}
          </LoginLink>
          <LoginLink variant="contained" size="large" onClick={onNavigate}>
            {t('landing.nav.getInTouch')}
          </LoginLink>
        </Box>
      </PageWidth>
    </Box>
  );
}
