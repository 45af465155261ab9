import { channels, type Channel } from '../../shared/ipc/contract';
import type { EventSink, HandlerMap } from '../ipc/handlers';

/** What a window's transport needs of the workspace manager. */
interface Opened {
  readonly handlers: HandlerMap;
  subscribe(sink: EventSink): () => void;
}

/**
 * The manager's handlers and event stream before it has opened: the window loads its page while
 * the core opens its database (the user sees the app that much sooner), and its first calls wait
 * for the core. When the core cannot open, every call answers with that error.
 */
export function whenOpen(opening: Promise<Opened>): {
  handlers: HandlerMap;
  subscribe(sink: EventSink): () => void;
} {
  // A failed opening is reported by whoever awaits it; the calls answer with it.
  opening.catch(() => undefined);
  const handlers: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const channel of channels)
    handlers[channel] = async (request) => {
      const handler = (await opening).handlers[channel as Channel] as
        ((r: unknown) => unknown) | undefined;
      if (!handler) throw new Error(`There is no handler for "${channel}".`);
      return handler(request);
    };
  return {
    handlers: handlers as HandlerMap,
    subscribe(sink) {
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      opening.then(
        (manager) => {
          if (!ended) unsubscribe = manager.subscribe(sink);
        },
        () => undefined,
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
  };
}
