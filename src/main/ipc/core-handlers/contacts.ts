import type { contactChannels } from '../../../shared/ipc/contract';
import { contactDetail, pageOf } from '../reads';
import type { HandlerContext, HandlersOf } from './context';

export function contactHandlers({
  store,
  written,
}: HandlerContext): HandlersOf<keyof typeof contactChannels> {
  return {
    'contacts.search': ({ text, limit = 50, offset = 0, status }) =>
      pageOf((page) => store.searchContacts(text, { ...page, status }), { limit, offset }),
    'contacts.get': ({ id }) => contactDetail(store, id),
    'contacts.create': ({ body }) => written(store.createContact(body)),
    'contacts.patch': ({ id, body }) => written(store.patchContact(id, body)),
  };
}
