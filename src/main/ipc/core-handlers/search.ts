import type { searchChannels } from '../../../shared/ipc/contract';
import type { HandlerContext, HandlersOf } from './context';

export function searchHandlers({ store }: HandlerContext): HandlersOf<keyof typeof searchChannels> {
  return {
    'search.global': ({ text, perKind = 5 }) => store.searchEverything(text, perKind),
  };
}
