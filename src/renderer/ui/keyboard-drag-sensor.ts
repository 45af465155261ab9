import {
  getFirstCollision,
  KeyboardSensor,
  type DragEndEvent,
  type KeyboardSensorProps,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/** The parts of dnd-kit's keyboard sensor its `attach` uses (private in its types). */
interface SensorInternals {
  props: KeyboardSensorProps;
  listeners: { add(type: string, handler: (event: Event) => void): void };
  windowListeners: { add(type: string, handler: (event: Event) => void): void };
  handleStart(): void;
  handleKeyDown(event: Event): void;
  handleCancel(event: Event): void;
}

/** A drawn page's scroll positions that a keyboard move may change. */
const scrollOffsets = (sensor: SensorInternals) =>
  sensor.props.context.current.scrollableAncestors
    .map((el) => `${el.scrollLeft},${el.scrollTop}`)
    .join(';');

/** How long a key waits at most for the scroll the key before it started to be drawn. */
const settleFrames = 30;

/**
 * dnd-kit's keyboard sensor, reading the keys after a pick-up in the order they were pressed,
 * each where the one before it left the item. Every keyboard drag of the app uses it (the deal
 * board's cards, the site visit's photos, the U-value calculator's layers).
 *
 * Two things in dnd-kit lost a user's keys when they came quickly or the page was busy:
 * - It starts listening one timer after the pick-up, so that the key which picked the item up is
 *   not read again as the drop. Chromium hands queued key presses to the page before timers: the
 *   next arrow key or Space came before that timer and was lost, with the item shown as picked
 *   up. Here the keys are read at once, skipping only the very event that picked the item up.
 * - When a move would leave the visible part of a scrolled page or column, it scrolls instead of
 *   moving (smoothly, by default) and learns where the item is over once the scroll was drawn:
 *   a Space pressed before that dropped the item back where it was. Here the scroll is instant,
 *   and the keys after it wait until the page drew it (at most half a second).
 *
 * It replaces a private method of dnd-kit 6.3: an upgrade of `@dnd-kit/core` must pass the
 * journeys that send queued keys (test/e2e/pipeline.test.ts, photos.test.ts, module-editors.test.ts).
 */
export class KeyboardDragSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super({ ...props, options: { scrollBehavior: 'instant', ...props.options } });
  }
}

// The same steps as dnd-kit's own `attach` (6.3), without the timer, keys kept in order.
Object.defineProperty(KeyboardDragSensor.prototype, 'attach', {
  value: function attach(this: SensorInternals) {
    this.handleStart();
    this.windowListeners.add('resize', this.handleCancel);
    this.windowListeners.add('visibilitychange', this.handleCancel);
    const pickUp = this.props.event;
    const waiting: Event[] = [];
    let settling = false;
    const read = (event: Event) => {
      const before = scrollOffsets(this);
      this.handleKeyDown(event);
      if (scrollOffsets(this) === before) return readNext();
      // The key scrolled the page: what the item is over is known once the scroll was drawn (a
      // render after the scroll event, which replaces dnd-kit's drawn state).
      settling = true;
      let drawnAtScroll: unknown = null;
      const scrolled = () => (drawnAtScroll = this.props.context.current);
      window.addEventListener('scroll', scrolled, { capture: true, once: true });
      let frames = 0;
      const settle = () => {
        const drawn = drawnAtScroll !== null && this.props.context.current !== drawnAtScroll;
        if (!drawn && ++frames < settleFrames) return void requestAnimationFrame(settle);
        window.removeEventListener('scroll', scrolled, { capture: true });
        settling = false;
        readNext();
      };
      requestAnimationFrame(settle);
    };
    const readNext = () => {
      const next = waiting.shift();
      if (next) read(next);
    };
    this.listeners.add('keydown', (event) => {
      if (event === pickUp) return;
      if (settling || waiting.length > 0) {
        // Read later, in order; the browser must not act on it meanwhile (scroll, click).
        event.preventDefault();
        waiting.push(event);
        return;
      }
      read(event);
    });
  },
});

/**
 * Where a drag was dropped: the droppable dnd-kit's collision detection finds under the item
 * now. dnd-kit's own `over` follows a move one render later, at normal priority; keys read at
 * once (above) can drop before that render, and Space right after an arrow key put the item
 * back. The collisions are measured in the render the move itself caused, so they are current.
 */
export function dropTarget({
  collisions,
  over,
}: Pick<DragEndEvent, 'collisions' | 'over'>): UniqueIdentifier | undefined {
  return getFirstCollision(collisions, 'id') ?? over?.id;
}
