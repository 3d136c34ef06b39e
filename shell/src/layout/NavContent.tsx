import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import YourDataIcon from '@mui/icons-material/FolderSharedOutlined';
import { useLocation } from '@ps/web/router';
import { AppLogo } from './AppLogo';
import { FAVORITES, NAV_ENTRIES, YOUR_DATA_PATH } from './nav-entries';
import { NavItem } from './NavItem';
import { NavList } from './NavList';
import { useText } from '../i18n/use-text';
import { NavTooltip } from './NavTooltip';

/**
 * The search box's code (an autocomplete with its popup and text field) comes after the frame's;
 * its place is held at its height meanwhile, so nothing below it moves.
 */
const SearchBox = lazy(() =>
  import('./SearchBox').then(({ SearchBox }) => ({ default: SearchBox })),
);
const SEARCH_BOX_HEIGHT = 40;

interface Props {
  collapsed: boolean;
  /** Desktop only: the collapse/expand control. */
  onToggleCollapsed?: () => void;
  /** Phone drawer: close after following a link. */
  onNavigate?: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * What the sidebar and the slide-out menu both show: brand, search, entries, settings, your data,
 * logout.
 */
export function NavContent({
  collapsed,
  onToggleCollapsed,
  onNavigate,
  onOpenSettings,
  onLogout,
  loggingOut,
}: Props) {
  const t = useText();
  const { pathname } = useLocation();
  const direction = collapsed ? 'nav.expand' : 'nav.collapse';
  // Collapsing points towards the screen edge the sidebar sits on: left, or right in Arabic.
  const towardsEdge = useTheme().direction === 'rtl' ? ChevronRightIcon : ChevronLeftIcon;
  const awayFromEdge = towardsEdge === ChevronLeftIcon ? ChevronRightIcon : ChevronLeftIcon;
  const ToggleIcon = collapsed ? awayFromEdge : towardsEdge;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: collapsed ? 0 : 1.5,
          py: 2,
          justifyContent: collapsed ? 'center' : 'space-between',
          flexDirection: collapsed ? 'column' : 'row',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <AppLogo />
          {collapsed ? null : (
            <Typography
              variant="subtitle1"
              component="p"
              noWrap
              sx={{ fontWeight: 700, fontSize: 15, letterSpacing: '-0.01em' }}
            >
              {t('app.name')}
            </Typography>
          )}
        </Box>
        {onToggleCollapsed ? (
          <NavTooltip title={t(direction)}>
            <IconButton size="small" onClick={onToggleCollapsed} aria-label={t(direction)}>
              <ToggleIcon fontSize="small" />
            </IconButton>
          </NavTooltip>
        ) : null}
      </Box>
      <Box sx={{ px: collapsed ? 1 : 2, pb: 1, display: 'flex', justifyContent: 'center' }}>
        {collapsed ? (
          <NavTooltip title={t('search.label')}>
            <IconButton aria-label={t('search.label')} onClick={onToggleCollapsed}>
              <SearchIcon fontSize="small" />
            </IconButton>
          </NavTooltip>
        ) : (
          <Box sx={{ width: '100%', minHeight: SEARCH_BOX_HEIGHT }}>
            <Suspense fallback={null}>
              <SearchBox onNavigate={onNavigate} />
            </Suspense>
          </Box>
        )}
      </Box>
      <Box component="nav" aria-label={t('nav.main')}>
        <NavList entries={NAV_ENTRIES} collapsed={collapsed} onNavigate={onNavigate} />
        <NavList
          entries={FAVORITES}
          collapsed={collapsed}
          heading={t('nav.favorites')}
          onNavigate={onNavigate}
          highlightActive={false}
        />
      </Box>
      <Box sx={{ flex: 1 }} />
      <Divider />
      <List dense>
        <NavItem
          label={t('nav.settings')}
          Icon={SettingsIcon}
          collapsed={collapsed}
          onClick={onOpenSettings}
        />
        <NavItem
          label={t('nav.yourData')}
          Icon={YourDataIcon}
          collapsed={collapsed}
          to={YOUR_DATA_PATH}
          active={pathname === YOUR_DATA_PATH}
          onClick={onNavigate}
        />
        <NavItem
          label={t('nav.logout')}
          Icon={LogoutIcon}
          collapsed={collapsed}
          onClick={onLogout}
          disabled={loggingOut}
        />
      </List>
    </Box>
  );
}
