import { queryOptions } from '@tanstack/react-query';
import type { SyncStatusView } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { syncKeys } from './keys';
import { statusEventCount } from './status-events';

export { syncKeys };

/* The status is read once, then kept current by the host's `status` event (setQueryData). */

export const syncQueries = {
  status: () =>
    queryOptions({
      queryKey: syncKeys.status,
      queryFn: async ({ client }) => {
        const eventsBefore = statusEventCount();
        const answer = await api.sync.status({});
        const pushed = client.getQueryData<SyncStatusView>(syncKeys.status);
        return statusEventCount() !== eventsBefore && pushed ? pushed : answer;
      },
    }),
};
