import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { PointerEventHandler } from 'react';
import { useText } from '../../i18n/use-text';

interface Props {
  name: string;
  onPointerDown: PointerEventHandler<HTMLElement>;
  onPointerMove: PointerEventHandler<HTMLElement>;
  onPointerUp: PointerEventHandler<HTMLElement>;
  onPointerCancel: PointerEventHandler<HTMLElement>;
}

/**
 * The grip a habit card is dragged by. It is for pointers only: the move buttons beside it do the
 * same from the keyboard, so it stays out of the tab order. `touch-action: none` keeps a finger's
 * drag from scrolling the page instead.
 */
export function DragHandle({ name, ...pointerHandlers }: Props) {
  const t = useText();
  return (
    <Box
      {...pointerHandlers}
      title={t('habits.card.drag', { name })}
      data-testid="habit-drag-handle"
      sx={{
        display: 'flex',
        alignItems: 'center',
        alignSelf: 'stretch',
        cursor: 'grab',
        touchAction: 'none',
        color: 'text.secondary',
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <DragIndicatorIcon fontSize="small" />
    </Box>
  );
}
