import type { ComponentType } from 'react';
import { Link } from '@ps/web/router';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { NavTooltip } from './NavTooltip';

interface Props {
  label: string;
  Icon: ComponentType<SvgIconProps>;
  /** Collapsed sidebar: the icon alone, the label as its tooltip and accessible name. */
  collapsed: boolean;
  /** A link to a route, or else a button. */
  to?: string;
  active?: boolean;
  onClick?: () => void;
  disabled?: boolean;
}

/** One entry of the sidebar and the slide-out menu: a link or an action, the same to look at. */
export function NavItem({ label, Icon, collapsed, to, active = false, onClick, disabled }: Props) {
  const target = to === undefined ? {} : { component: Link, to };
  const item = (
    <ListItemButton
      {...target}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={onClick}
      disabled={disabled}
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
  return <li>{collapsed ? <NavTooltip title={label}>{item}</NavTooltip> : item}</li>;
}
