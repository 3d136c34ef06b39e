import { useLocation } from '@ps/web/router';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import type { NavEntry } from './nav-entries';
import { NavItem } from './NavItem';
import { useText } from '../i18n/use-text';

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
  const t = useText();
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
      {entries.map(({ to, labelId, Icon }) => (
        <NavItem
          key={`${to}-${labelId}`}
          label={t(labelId)}
          Icon={Icon}
          collapsed={collapsed}
          to={to}
          active={highlightActive && pathname === to}
          onClick={onNavigate}
        />
      ))}
    </List>
  );
}
