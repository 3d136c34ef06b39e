import Box, { type BoxProps } from '@mui/material/Box';

/**
 * The page's centred column (what MUI's Container does), built on Box: the shell already
 * provides Box, so the landing's first load fetches no extra MUI chunk for it.
 */
export function PageWidth({ sx, ...props }: BoxProps) {
  return (
    <Box
      sx={[
        { width: 1, maxWidth: 1200, marginInline: 'auto', paddingInline: { xs: 2, sm: 3 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
