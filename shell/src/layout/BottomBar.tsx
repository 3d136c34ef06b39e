import { Link, useLocation } from '@ps/web/router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { NAV_ENTRIES } from './nav-entries';
import { useText } from '../i18n/use-text';

export const BOTTOM_BAR_HEIGHT = 64;

/** Phones: the five entries at the thumb, Pomodoro labelled Focus. */
export function BottomBar() {
  const t = useText();
  const { pathname } = useLocation();
  const current = NAV_ENTRIES.some((entry) => entry.to === pathname) ? pathname : false;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {NAV_ENTRIES.map(({ to, labelId, shortLabelId, Icon }) => (
          <BottomNavigationAction
            key={to}
            component={Link}
            to={to}
            value={to}
            aria-current={pathname === to ? 'page' : undefined}
            label={t(shortLabelId ?? labelId)}
            icon={<Icon aria-hidden />}
            // One line whatever the language: a second one ran into the phone's bottom edge.
            sx={{
              minWidth: 0,
              px: 0.5,
              '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
