import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@ps/contracts/constants';
import { BrandMark } from './BrandMark';
import { FOOTER_COLUMNS } from './footer-columns';
import { useText } from './use-text';
import { PageWidth } from './PageWidth';

const linkSx = {
  color: 'grey.300',
  textDecoration: 'none',
  borderRadius: '2px',
  '&:hover': { color: 'common.white', textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'common.white', outlineOffset: 2 },
} as const;

/** The footer: brand and tagline, the Product, Company and Support columns, the copyright. */
export function SiteFooter() {
  const t = useText();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'grey.900', color: 'grey.300', paddingBlock: { xs: 6, md: 8 } }}
    >
      <PageWidth>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(3, 1fr)' },
            gap: { xs: 4, md: 6 },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandMark inverted />
            <Typography sx={{ marginBlockStart: 1.5, maxWidth: '20rem', color: 'grey.400' }}>
              {t('landing.footer.tagline')}
            </Typography>
          </Box>
          {FOOTER_COLUMNS.map((column) => (
            <Box key={column.title}>
              <Typography
                component="h2"
                sx={{
                  marginBlockEnd: 2,
                  color: 'common.white',
                  fontSize: '0.9375rem',
                  fontWeight: 700,
                }}
              >
                {t(column.title)}
              </Typography>
              <Box
                component="ul"
                sx={{ display: 'grid', gap: 1.25, margin: 0, padding: 0, listStyle: 'none' }}
              >
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Box component="a" href={`#${link.anchor}`} sx={linkSx}>
                      {t(link.label)}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography
          sx={{
            marginBlockStart: { xs: 5, md: 7 },
            paddingBlockStart: 3,
            borderBlockStart: '1px solid',
            borderColor: 'grey.800',
            color: 'grey.400',
            fontSize: '0.875rem',
          }}
        >
          {t('landing.footer.rights', {
            year: String(new Date().getFullYear()),
            product: PRODUCT_NAME,
          })}
        </Typography>
      </PageWidth>
    </Box>
  );
}
