import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

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
 * dnd-kit's keyboard sensor, listening for the next keys as soon as the card is picked up.
 *
 * dnd-kit starts listening one timer after the pick-up, so that the key which picked the card up
 * is not read again as the drop. Chromium hands queued key presses to the page before timers:
 * while the page is busy (the board drawn again after a sync, a slow machine) the user's next
 * arrow key or Space came before that timer and was lost, with the card already shown as picked
 * up. Here the keys are read at once, skipping only the very event that picked the card up (it
 * is still on its way up to the document when the listener is added).
 */
export class BoardKeyboardSensor extends KeyboardSensor {}

// The same steps as dnd-kit's own `attach` (6.3), without the timer.
Object.defineProperty(BoardKeyboardSensor.prototype, 'attach', {
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
