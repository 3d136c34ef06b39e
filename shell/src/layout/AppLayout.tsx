import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCurrentUser } from '@ps/web/auth';
import { OfflineBanner } from '../offline/OfflineBanner';
import { OfflineSync } from '../offline/OfflineSync';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './BottomBar';
import { Header } from './Header';
import { NavContent } from './NavContent';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './nav-entries';
import { Sidebar } from './Sidebar';
import { useLogout } from './use-logout';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useText } from '../i18n/use-text';

/** Its code (a dialog, a form, a time-zone picker) comes when it is first opened. */
const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then(({ SettingsDialog }) => ({ default: SettingsDialog })),
);

const loadPhoneMenu = () => import('./PhoneMenu');
const PhoneMenu = lazy(loadPhoneMenu);

/**
 * The signed-in frame. Desktop (900 px and up): a sidebar collapsible from 256 to 64 px.
 * Phones: a top bar whose menu button opens a slide-out drawer, and a bottom bar.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const t = useText();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so the drawer's closing slide still plays.
  const [menuWanted, setMenuWanted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { user } = useCurrentUser();
  const { logout, pending } = useLogout();
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  const navProps = {
    onOpenSettings: () => {
      setMenuOpen(false);
      setSettingsOpen(true);
    },
    onLogout: logout,
    loggingOut: pending,
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Sidebar width={width} collapsed={collapsed}>
          <NavContent collapsed={collapsed} onToggleCollapsed={toggleCollapsed} {...navProps} />
        </Sidebar>
      ) : menuWanted ? (
        <Suspense fallback={null}>
          <PhoneMenu open={menuOpen} onClose={() => setMenuOpen(false)} label={t('nav.main')}>
            <NavContent collapsed={false} onNavigate={() => setMenuOpen(false)} {...navProps} />
          </PhoneMenu>
        </Suspense>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          phone={!desktop}
          onMenuIntent={() => void loadPhoneMenu()}
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
        <Box
          component="main"
          sx={{
            flex: 1,
            p: { xs: 2, sm: 3 },
            pb: desktop ? 3 : `${BOTTOM_BAR_HEIGHT + 24}px`,
            width: '100%',
            maxWidth: 1400,
            mx: 'auto',
          }}
        >
          <OfflineBanner />
          {children}
        </Box>
      </Box>
      {desktop ? null : <BottomBar />}
      <OfflineSync />
      {user && settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog user={user} open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
