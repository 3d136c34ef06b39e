import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useText } from '@ps/web/i18n/use-text';

interface Props {
  /** The height of one placeholder, about that of the item it stands for. */
  height: number;
  count?: number;
  /** Layout of the placeholders (a page's grid); a column 8 px apart by default. */
  sx?: SxProps<Theme>;
}

/** Grey shapes where a list is loading, announced to screen readers as busy. */
export function LoadingPlaceholders({
  height,
  count = 3,
  sx = { display: 'grid', gap: 1 },
}: Props) {
  const t = useText();
  return (
    <Box sx={sx} aria-busy="true" aria-label={t('web.loading')}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
