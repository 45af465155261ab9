import { useTranslation } from 'react-i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { Dialog } from '../../ui/Dialog';
import { discardLoss } from './describe-entry';

/*
 * "Änderung verwerfen?": asked before any outbox entry is discarded, in the outbox and on the
 * record's page, saying what is lost (for a record deleted on the server: the record here too).
 */
export function DiscardDialog({
  entry,
  what,
  onClose,
  onDiscard,
}: {
  entry: OutboxEntryView;
  /** The entry in words ("Vorgang Wärmepumpe Brandt geändert"), where the caller knows it. */
  what?: string;
  onClose(): void;
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('outbox.discardTitle')}
      testId="discard-dialog"
      onClose={onClose}
      actions={
        <>
          <button data-autofocus onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button className="danger-button" onClick={onDiscard}>
            {t('outbox.discard')}
          </button>
        </>
      }
    >
      {what && <p>{t('outbox.discardText', { what })}</p>}
      <p data-testid="discard-loss">
        <strong>{t('outbox.discardLost')}</strong> {discardLoss(t, entry)}
      </p>
    </Dialog>
  );
}
