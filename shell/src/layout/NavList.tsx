import { useIntl } from 'react-intl';
import { Link, useLocation } from '@ps/web/router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { NavEntry } from './nav-entries';

/** A list of navigation links; collapsed, icons only with the label as tooltip and name. */
export function NavList({
  entries,
  collapsed,
  heading,
  onNavigate,
  highlightActive = true,
}: {
  entries: NavEntry[];
  collapsed: boolean;
  heading?: string;
  onNavigate?: () => void;
  highlightActive?: boolean;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <List
      dense
      aria-label={heading}
      subheader={
        heading && !collapsed ? (
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
            {heading}
          </ListSubheader>
        ) : undefined
      }
    >
      {entries.map(({ to, labelId, Icon }) => {
        const label = intl.formatMessage({ id: labelId });
        const active = highlightActive && pathname === to;
        const link = (
          <ListItemButton
            component={Link}
            to={to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mx: 1,
              minHeight: 44,
              justifyContent: collapsed ? 'center' : 'flex-start',
              px: collapsed ? 0 : 1.5,
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
              <Icon fontSize="small" aria-hidden />
            </ListItemIcon>
            {collapsed ? null : <ListItemText primary={label} />}
          </ListItemButton>
        );
        return (
          <li key={`${to}-${labelId}`}>
            {collapsed ? (
              <Tooltip title={label} placement="right">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </List>
  );
}
