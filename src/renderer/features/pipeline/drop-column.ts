import type { UniqueIdentifier } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { DealStage } from '../../../shared/api';

/** The board's column (a listed stage) at a point of the window, if any. */
function columnAt(x: number, y: number): string | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    const column = element.closest<HTMLElement>('.board .column[data-stage]');
    if (column) return column.dataset.stage;
  }
  return undefined;
}

/**
 * Where the user let a dragged card go: the column the arrow keys carried it to, or the one under
 * the pointer when it was released.
 *
 * dnd-kit's `over` follows a move one render later, at normal priority. On a busy page (the board
 * drawn again after a sync, a slow machine) the keys and pointer events wait in the browser's
 * queue and the drop came before that render: Space after an arrow key, or a release right after
 * a quick move, put the card back where it was. The user's own target is known without waiting.
 */
export function useDropColumn(stages: readonly DealStage[]) {
  const chosen = useRef<UniqueIdentifier | undefined>(undefined);
  const stopListening = useRef<(() => void) | undefined>(undefined);
  const stop = () => {
    stopListening.current?.();
    stopListening.current = undefined;
  };
  useEffect(() => stop, []);
  return {
    /** A drag started: a pointer drag notes where the pointer is let go (before dnd-kit reads it). */
    started(activatorEvent: Event | null) {
      chosen.current = undefined;
      stop();
      if (activatorEvent instanceof KeyboardEvent) return;
      const released = (event: PointerEvent) => {
        chosen.current = columnAt(event.clientX, event.clientY);
      };
      window.addEventListener('pointerup', released, true);
      stopListening.current = () => window.removeEventListener('pointerup', released, true);
    },
    /** An arrow key carried the card over this column. */
    carriedTo(column: UniqueIdentifier) {
      chosen.current = column;
    },
    ended: stop,
    /** The stage the card goes to: the user's own choice, else the column dnd-kit saw it over. */
    target(over: { id: UniqueIdentifier } | null): UniqueIdentifier | undefined {
      const own = chosen.current;
      return stages.some((stage) => stage.id === own) ? own : over?.id;
    },
  };
}
