import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { syncQueries } from '../sync-status/queries';
import { outboxQueries } from './queries';

/*
 * A record list's mark for a record whose change waits for the user's choice in the outbox, so
 * the list says which records the status bar's "3 Konflikte" are. A project is marked for its
 * modules' and PV plans' conflicts too: that is where the user opens them.
 */

/** The ids of the records of `resource` with a conflict waiting (projects: with their parts). */
export function useRecordsInConflict(
  resource: 'contacts' | 'projects' | 'deals',
): ReadonlySet<string> {
  // The whole outbox is read only while the status bar counts a conflict: a list screen over
  // thousands of queued offline writes does not wait for them.
  const status = useQuery(syncQueries.status());
  const waiting = (status.data?.conflicts ?? 0) > 0;
  const outbox = useQuery({ ...outboxQueries.list(), enabled: waiting });
  const entries = outbox.data?.data;
  // Once per outbox answer: the board's columns and the lists render again as they scroll.
  return useMemo(() => {
    const ids = new Set<string>();
    // A list read before the last conflict was resolved stays cached: it marks nothing now.
    if (!waiting) return ids;
    for (const entry of entries ?? []) {
      if (entry.state !== 'conflict') continue;
      if (entry.resource === resource) ids.add(entry.recordId);
      else if (resource === 'projects' && entry.projectId) ids.add(entry.projectId);
    }
    return ids;
  }, [waiting, entries, resource]);
}

export function ConflictMark() {
  // useT, as ListItem: a list draws its rows by the dozen at every search.
  const t = useT();
  return (
    <span
      className="tag tag-conflict"
      title={t('conflicts.listMarkHint')}
      data-testid="conflict-mark"
    >
      {t('conflicts.listMark')}
    </span>
  );
}
