import { useState, type PointerEvent } from 'react';

/** The attribute that tells the drag which place of the list a pointer is over. */
const PLACE_ATTRIBUTE = 'data-reorder-place';

export interface DragState {
  /** The place the dragged item started from. */
  from: number;
  /** The place it would land on if dropped now. */
  over: number;
}

/**
 * Reordering a list by dragging a handle, with a mouse, a pen or a finger alike (pointer events,
 * so phones need no separate touch code). The handle captures the pointer, the place under the
 * pointer is read from the items' `data-reorder-place`, and `onDrop(from, to)` is called once on
 * release when the place changed. Keyboard users have the move buttons instead.
 */
export function useDragToReorder(onDrop: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);

  const placeUnder = (event: PointerEvent): number | undefined => {
    const element = document.elementFromPoint(event.clientX, event.clientY);
    const place = element?.closest(`[${PLACE_ATTRIBUTE}]`)?.getAttribute(PLACE_ATTRIBUTE);
    return place == null ? undefined : Number(place);
  };

  const handleProps = (place: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: place, over: place });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const over = placeUnder(event);
      if (over !== undefined && over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: () => {
      if (drag && drag.over !== drag.from) onDrop(drag.from, drag.over);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  });

  const itemProps = (place: number) => ({ [PLACE_ATTRIBUTE]: place });

  return { drag, handleProps, itemProps };
}
