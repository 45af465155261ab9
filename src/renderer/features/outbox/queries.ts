import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { outboxKeys } from './keys';

export { outboxKeys };

export const outboxQueries = {
  list: () => queryOptions({ queryKey: outboxKeys.list, queryFn: () => api.outbox.list({}) }),
};
