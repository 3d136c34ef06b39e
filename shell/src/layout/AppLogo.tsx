import Box from '@mui/material/Box';

/** The app's mark (the same drawing as the installed icon). */
export function AppLogo({ size = 32, framed = false }: { size?: number; framed?: boolean }) {
  return (
    <Box
      component="img"
      src="/icons/icon.svg"
      alt=""
      width={size}
      height={size}
      // Framed on a primary-coloured background, where the mark's own colour would vanish.
      sx={{ borderRadius: 1.5, flexShrink: 0, ...(framed && { boxShadow: '0 0 0 2px #fff' }) }}
    />
  );
}
