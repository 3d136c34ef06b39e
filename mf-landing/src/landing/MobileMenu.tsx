import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { HEADER_HEIGHT_PX } from './anchors';
import { LoginLink } from './LoginLink';
import { NavLinks } from './NavLinks';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';
import { MOBILE_MENU_ID } from './use-mobile-menu';

export { MOBILE_MENU_ID };

/**
 * The menu the toggle opens on narrow screens: a popover, shown in the top layer just under the
 * header, full width; closed, the browser hides it (and takes it out of the tab order).
 */
export function MobileMenu({
  menuRef,
  onNavigate,
}: {
  menuRef: Ref<HTMLElement>;
  onNavigate: () => void;
}) {
  const t = useText();
  return (
    <Box
      component="nav"
      id={MOBILE_MENU_ID}
      ref={menuRef}
      popover="auto"
      aria-label={t('landing.nav.label')}
      sx={{
        // The browser centres a popover by default; this one hangs from the header.
        position: 'fixed',
        insetBlock: `${HEADER_HEIGHT_PX}px auto`,
        insetInline: 0,
        width: '100%',
        maxWidth: 'none',
        margin: 0,
        padding: 0,
        border: 0,
        borderBlockStart: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: '0 16px 24px -12px rgba(15, 23, 42, 0.18)',
        '@media (min-width: 900px)': { display: 'none' },
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
