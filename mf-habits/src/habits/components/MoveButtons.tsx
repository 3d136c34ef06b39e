import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useText } from '../../i18n/use-text';

export type Move = 'up' | 'down';

/** Moving a habit one place earlier or later in the list, by keyboard or pointer. */
export function MoveButtons({
  name,
  place,
  onMove,
}: {
  name: string;
  place: { first: boolean; last: boolean };
  onMove: (move: Move) => void;
}) {
  const t = useText();
  return (
    <Stack direction="column">
      <IconButton
        size="small"
        aria-label={t('habits.card.moveUp', { name })}
        disabled={place.first}
        onClick={() => onMove('up')}
        sx={{ p: 0.5 }}
      >
        <ArrowUpwardIcon fontSize="inherit" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('habits.card.moveDown', { name })}
        disabled={place.last}
        onClick={() => onMove('down')}
        sx={{ p: 0.5 }}
      >
        <ArrowDownwardIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
