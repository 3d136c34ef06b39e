import Box from '@mui/material/Box';
import { useText } from '../i18n/use-text';
import { visuallyHidden } from '@ps/web/visually-hidden';

/**
 * Shown where a figure is missing or its call failed: a dash that says so to screen readers,
 * never an invented number.
 */
export function NotAvailable() {
  const t = useText();
  return (
    <>
      <Box component="span" aria-hidden="true">
        —
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t('progress.figures.notAvailable')}
      </Box>
    </>
  );
}
