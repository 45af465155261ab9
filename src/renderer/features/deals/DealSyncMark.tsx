import { useT } from '../../i18n/use-t';
import { ConflictMark } from '../outbox/ConflictMark';

/**
 * A deal's sync state where it is shown (board card, table row, its page): "Konflikt" while a
 * change waits for the user's choice, else "nicht synchronisiert" while one waits to be sent.
 */
export function DealSyncMark({ pending, inConflict }: { pending: boolean; inConflict: boolean }) {
  // useT, as ConflictMark: the table draws its rows by the dozen as the user scrolls.
  const t = useT();
  if (inConflict) return <ConflictMark />;
  if (!pending) return null;
  return (
    <span className="tag tag-pending" title={t('deals.notSyncedHint')}>
      {t('deals.notSynced')}
    </span>
  );
}
