import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import type { Coordinates } from '@dnd-kit/utilities';

type GetterArgs = Parameters<KeyboardCoordinateGetter>;

/**
 * Arrow right / left carry the picked-up card to the centre of the next / previous column (the
 * default getter moves 25 px per key press, ten presses for one column); up and down do nothing,
 * since a column is ordered by days in stage, not by hand. Gives the column too: the board drops
 * a keyboard drag there (see Board.tsx).
 */
export function nextColumn(
  event: GetterArgs[0],
  { context }: GetterArgs[1],
): { id: UniqueIdentifier; coordinates: Coordinates } | undefined {
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
    .flatMap(({ id }) => {
      const rect = droppableRects.get(id);
      return rect ? [{ id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const middle = (column: (typeof columns)[number]) => column.rect.left + column.rect.width / 2;
  const target =
    direction > 0
      ? columns.find((column) => middle(column) > centre + 1)
      : columns.findLast((column) => middle(column) < centre - 1);
  if (!target) return undefined;
  const { rect } = target;
  // Just under the column's header, so even a short column is under the card.
  return {
    id: target.id,
    coordinates: {
      x: rect.left + (rect.width - collisionRect.width) / 2,
      y: rect.top + Math.min(80, Math.max(0, rect.height - collisionRect.height) / 2),
    },
  };
}
