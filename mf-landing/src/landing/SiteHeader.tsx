import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { HEADER_HEIGHT_PX } from './anchors';
import { focusRing } from './focus-ring';
import { BrandMark } from './BrandMark';
import { LoginLink } from './LoginLink';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { useMobileMenu } from './use-mobile-menu';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

/** The sticky top bar: brand, in-page navigation and the sign-in calls to action. */
export function SiteHeader() {
  const t = useText();
  const { open, expanded, close, menuRef } = useMobileMenu();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: alpha(theme.palette.background.default, 0.92),
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBlockEnd: '1px solid',
        borderColor: 'divider',
      })}
    >
      <PageWidth
        sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: HEADER_HEIGHT_PX }}
      >
        <BrandMark />
        <Box
          component="nav"
          aria-label={t('landing.nav.label')}
          sx={{ display: { xs: 'none', md: 'block' }, marginInline: 'auto' }}
        >
          <NavLinks />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          <LoginLink variant="text">{t('landing.nav.logIn')}</LoginLink>
          <LoginLink variant="contained">{t('landing.nav.getInTouch')}</LoginLink>
        </Box>
        <IconButton
          popoverTarget={MOBILE_MENU_ID}
          aria-expanded={expanded}
          aria-controls={MOBILE_MENU_ID}
          aria-label={t('landing.nav.menu')}
          sx={[focusRing, { display: { md: 'none' }, marginInlineStart: 'auto' }]}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </PageWidth>
      <MobileMenu menuRef={menuRef} onNavigate={close} />
    </Box>
  );
}
