import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useLatest } from '@ps/web/use-latest';

/** The attribute that tells the drag which place of the list a pointer is over. */
const PLACE_ATTRIBUTE = 'data-reorder-place';

/** The place of the item `element` is in, or undefined outside the list. */
function placeOf(element: Element | null): number | undefined {
  const place = element?.closest(`[${PLACE_ATTRIBUTE}]`)?.getAttribute(PLACE_ATTRIBUTE);
  return place == null ? undefined : Number(place);
}

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
 * release when the place changed. Keyboard users have the move buttons instead. The handle's
 * handlers are the same functions for every item and every render (the drag and `onDrop` are read
 * as they are when the pointer moves), so an item need not draw again because another changed.
 */
export function useDragToReorder(onDrop: (from: number, to: number) => void) {
  const [drag, setDragState] = useState<DragState | null>(null);
  const dragging = useRef<DragState | null>(null);
  const dropped = useLatest(onDrop);

  const handlers = useMemo(() => {
    const setDrag = (next: DragState | null) => {
      dragging.current = next;
      setDragState(next);
    };
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const place = placeOf(event.currentTarget);
        if (event.button !== 0 || place === undefined) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ from: place, over: place });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = dragging.current;
        if (!current) return;
        const over = placeOf(document.elementFromPoint(event.clientX, event.clientY));
        if (over !== undefined && over !== current.over) setDrag({ ...current, over });
      },
      onPointerUp: () => {
        const current = dragging.current;
        if (current && current.over !== current.from) dropped.current(current.from, current.over);
        setDrag(null);
      },
      onPointerCancel: () => setDrag(null),
    };
  }, [dropped]);

  const itemProps = (place: number) => ({ [PLACE_ATTRIBUTE]: place });

  /** `handlers` go on every item's handle; `itemProps(place)` on the item, telling its place. */
  return { drag, handlers, itemProps };
}
