import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordLink } from '../contacts/RecordLink';
import { ConflictForm } from './ConflictForm';
import { DiscardDialog } from './DiscardDialog';
import { useDiscardMutation } from './mutations';
import { isDecision, WaitingDecision } from './WaitingDecision';
import { outboxQueries } from './queries';

/*
 * On a record's own page (contact, deal, project, module, PV plan): a conflict that waits for
 * this record, with both values and the same choice as in the outbox, so the page never shows
 * the local value alone as if it were settled.
 */
export function ConflictBanner({ resource, recordId }: { resource: string; recordId: string }) {
  const { t } = useTranslation();
  const outbox = useQuery(outboxQueries.list());
  const discard = useDiscardMutation();
  // The entry whose discard waits for "Verwerfen" in the dialog.
  const [confirming, setConfirming] = useState<number | null>(null);
  const waiting = (outbox.data?.data ?? []).filter(
    (e) =>
      e.state === 'conflict' && e.conflict && e.resource === resource && e.recordId === recordId,
  );
  if (waiting.length === 0) return null;
  return (
    <>
      {waiting.map((entry) => (
        <section
          key={entry.seq}
          className="changed-banner conflict-banner"
          role="region"
          aria-label={
            isDecision(entry)
              ? t(`outboxDecisions.${entry.conflict!.kind}.title`)
              : t('conflicts.banner.title', { count: entry.conflict!.fields.length })
          }
          data-testid="conflict-banner"
        >
          {isDecision(entry) ? (
            <WaitingDecision entry={entry} onDiscard={() => setConfirming(entry.seq)} />
          ) : (
            <>
              <p>
                <strong>
                  {t('conflicts.banner.title', { count: entry.conflict!.fields.length })}
                </strong>{' '}
                {t('conflicts.banner.hint')} {t('outbox.conflict.hint')}
              </p>
              <ConflictForm entry={entry} intro={false}>
                <RecordLink to={{ screen: 'outbox' }} label={t('conflicts.banner.open')}>
                  {t('conflicts.banner.open')}
                </RecordLink>
              </ConflictForm>
            </>
          )}
          {confirming === entry.seq && (
            <DiscardDialog
              entry={entry}
              onClose={() => setConfirming(null)}
              onDiscard={() => {
                setConfirming(null);
                void discard.mutateAsync({ seq: entry.seq }).catch(() => undefined);
              }}
            />
          )}
        </section>
      ))}
    </>
  );
}
