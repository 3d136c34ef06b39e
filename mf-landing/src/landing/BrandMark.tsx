import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@ps/contracts/constants';
import { ANCHORS } from './anchors';

/** The product's logo (inline SVG) and name, linking back to the top of the page. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component="a"
      href={`#${ANCHORS.home}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: inverted ? 'common.white' : 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.125rem',
        borderRadius: '4px',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle
          cx="16"
          cy="16"
          r="9"
          fill="none"
          stroke="#fff"
          strokeOpacity=".35"
          strokeWidth="3"
        />
        <path
          d="M16 7a9 9 0 0 1 9 9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="m11.5 16.2 3 3 6-6.2"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <span>{PRODUCT_NAME}</span>
    </Box>
  );
}
