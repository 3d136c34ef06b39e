import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The desktop's sidebar: a column fixed to the window's edge, with a space of the same width
 * holding its place in the page's row. Drawn as MUI's permanent Drawer draws it, without the
 * Drawer: that brings a modal, a focus trap and a slide-in, which only the phone's menu uses.
 */
export function Sidebar({
  width,
  collapsed,
  children,
}: {
  width: number;
  collapsed: boolean;
  children: ReactNode;
}) {
  const widthChange = 'width 200ms';
  return (
    <Box
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{ width, flexShrink: 0, transition: widthChange }}
    >
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          height: '100%',
          width,
          transition: widthChange,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
