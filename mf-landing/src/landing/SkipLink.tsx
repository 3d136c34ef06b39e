import Box from '@mui/material/Box';
import { ANCHORS } from './anchors';
import { useText } from './use-text';

/** The first tab stop: jumps past the header to the page's content; visible only when focused. */
export function SkipLink() {
  const t = useText();
  return (
    <Box
      component="a"
      href={`#${ANCHORS.main}`}
      sx={(theme) => ({
        position: 'fixed',
        insetBlockStart: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip,
        paddingInline: 2,
        paddingBlock: 1,
        borderRadius: '4px',
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'primary.main' },
      })}
    >
      {t('landing.skipToContent')}
    </Box>
  );
}
