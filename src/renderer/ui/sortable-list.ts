import {
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTarget, KeyboardDragSensor } from './keyboard-drag-sensor';

/**
 * What a list the user sorts by dragging needs from dnd-kit (the photo grid, the U-value
 * calculator's layers): the mouse after 4 px, the app's keyboard sensor, the move read from the
 * drop target, and the screen reader's words, from `<words>.dragInstructions`, `dragStart`,
 * `dragOver`, `dragEnd` and `dragCancel` ({{n}} the position, from 1).
 */
export function useSortableList({
  ids,
  words,
  onMove,
}: {
  /** The items' ids in the order shown. */
  ids: readonly UniqueIdentifier[];
  words: string;
  /** The item at `from` dropped on the one at `to` (0-based, `from` ≠ `to`). */
  onMove(from: number, to: number): void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Reads the keys after the pick-up at once, also those queued while the page was busy.
    useSensor(KeyboardDragSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  // The item the dragged one was dropped on, for the announcement that follows the drop.
  const droppedOn = useRef<UniqueIdentifier | undefined>(undefined);
  const onDragEnd = (event: DragEndEvent) => {
    const target = (droppedOn.current = dropTarget(event));
    if (target === undefined || event.active.id === target || position(target) === 0) return;
    onMove(position(event.active.id) - 1, position(target) - 1);
  };
  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable: t(`${words}.dragInstructions`),
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t(`${words}.dragStart`, { n: position(active.id) }),
    onDragOver: ({ over }) => (over ? t(`${words}.dragOver`, { n: position(over.id) }) : ''),
    onDragEnd: () =>
      droppedOn.current !== undefined && position(droppedOn.current) > 0
        ? t(`${words}.dragEnd`, { n: position(droppedOn.current) })
        : '',
    onDragCancel: () => t(`${words}.dragCancel`),
  };
  return { sensors, onDragEnd, accessibility: { screenReaderInstructions, announcements } };
}
