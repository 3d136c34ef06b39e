import Box from '@mui/material/Box';
import { NAV_ITEMS } from './nav-items';
import { useText } from './use-text';

/** The in-page links, in a row on wide screens and stacked in the mobile menu. */
export function NavLinks({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const t = useText();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        gap: 0.5,
        marginBlock: 0,
        marginInline: stacked ? -1.5 : 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          <Box
            component="a"
            href={`#${item.anchor}`}
            onClick={onNavigate}
            sx={{
              display: 'flex',
              alignItems: 'center',
              minHeight: stacked ? 48 : 40,
              paddingInline: 1.5,
              borderRadius: '8px',
              color: 'text.primary',
              fontWeight: 500,
              textDecoration: 'none',
              transition: 'background-color 150ms',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            {t(item.label)}
          </Box>
        </li>
      ))}
    </Box>
  );
}
