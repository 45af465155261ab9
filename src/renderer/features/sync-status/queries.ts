import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { syncKeys } from './keys';

export { syncKeys };

/* The status is read once, then kept current by the host's `status` event (setQueryData). */

export const syncQueries = {
  status: () => queryOptions({ queryKey: syncKeys.status, queryFn: () => api.sync.status({}) }),
};
