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

/**
 * dnd-kit's keyboard sensor, listening for the next keys as soon as an item is picked up. Every
 * keyboard drag of the app uses it (the deal board's cards, the site visit's photos).
 *
 * dnd-kit starts listening one timer after the pick-up, so that the key which picked the item up
 * is not read again as the drop. Chromium hands queued key presses to the page before timers:
 * while the page is busy (a list drawn again after a sync or a save, a slow machine) the user's
 * next arrow key or Space came before that timer and was lost, with the item already shown as
 * picked up. Here the keys are read at once, skipping only the very event that picked the item
 * up (it is still on its way up to the document when the listener is added).
 *
 * It replaces a private method of dnd-kit 6.3: an upgrade of `@dnd-kit/core` must pass the
 * journeys that send queued keys (test/e2e/pipeline.test.ts, test/e2e/photos.test.ts).
 */
export class KeyboardDragSensor extends KeyboardSensor {}

// The same steps as dnd-kit's own `attach` (6.3), without the timer.
Object.defineProperty(KeyboardDragSensor.prototype, 'attach', {
  value: function attach(this: SensorInternals) {
    this.handleStart();
    this.windowListeners.add('resize', this.handleCancel);
    this.windowListeners.add('visibilitychange', this.handleCancel);
    const pickUp = this.props.event;
    this.listeners.add('keydown', (event) => {
      if (event !== pickUp) this.handleKeyDown(event);
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
