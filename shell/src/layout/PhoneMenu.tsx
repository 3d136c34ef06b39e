import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from './nav-entries';

/**
 * The phone's slide-out menu. Its own module, loaded when the menu button is first reached for:
 * the drawer's modal, focus trap and slide-in are code no page needs to draw its start.
 */
export default function PhoneMenu({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      aria-label={label}
    >
      {children}
    </Drawer>
  );
}
