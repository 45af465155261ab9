import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow right / left carry the picked-up card to the centre of the next / previous column (the
 * default getter moves 25 px per key press, ten presses for one column); up and down do nothing,
 * since a column is ordered by days in stage, not by hand.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
    event.preventDefault();
    return undefined;
  }
  if (!direction) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    direction > 0
      ? columns.find((rect) => rect.left + rect.width / 2 > centre + 1)
      : columns.findLast((rect) => rect.left + rect.width / 2 < centre - 1);
  if (!target) return undefined;
  // Just under the column's header, so even a short column is under the card.
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + Math.min(80, Math.max(0, target.height - collisionRect.height) / 2),
  };
};
