import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDateTime, formatEuro } from '../../i18n/format';
import { downloadJson } from '../../ui/download-json';
import { useSettleMutation } from './mutations';

/*
 * A waiting write without keys to choose (the conflict's kind): a create whose answer was lost,
 * with a record the server made since that may be it ("Das ist meiner" / "Neu anlegen"), or an
 * edit of a record deleted or archived on the server ("Meine Änderung verwerfen" /
 * "Wiederherstellen und meine Änderung senden"). A deleted record's change can be exported as
 * JSON first; where the API cannot make such a record again, export and discard are the choice.
 * A project made again brings its modules and PV plans along (the core queues them).
 * Used in the outbox and on the record's page.
 */

type Kind = 'maybeCreated' | 'deleted' | 'archived';

// A module is gone only with its project: restoring it makes the project again (with it). A PV
// plan is made again under its project, or with it when the project is gone too.
const restorable: Record<'deleted' | 'archived', readonly string[]> = {
  deleted: ['contacts', 'deals', 'projects', 'modules', 'pvPlans'],
  archived: ['deals', 'projects'],
};

export const isDecision = (entry: OutboxEntryView): boolean =>
  entry.state === 'conflict' && !!entry.conflict && entry.conflict.kind !== 'changed';

export function WaitingDecision({
  entry,
  onDiscard,
}: {
  entry: OutboxEntryView;
  /** "Meine Änderung verwerfen": the caller asks before it discards. */
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const settle = useSettleMutation();
  const [error, setError] = useState<string | null>(null);
  const kind = entry.conflict!.kind as Kind;
  const choose = (choice: 'adopt' | 'createNew' | 'restore') => {
    setError(null);
    settle.mutateAsync({ seq: entry.seq, choice }).catch((e: unknown) => setError(errorText(t, e)));
  };
  const canRestore = kind !== 'maybeCreated' && restorable[kind].includes(entry.resource);
  // A PV plan whose whole project is gone: restoring makes the project again, the plan with it.
  const projectGone = kind === 'deleted' && entry.conflict!.projectGone === true;
  const words = projectGone ? 'pvPlanProjectGone' : `outboxDecisions.${kind}`;
  return (
    <div className="conflict" data-testid="decision" data-kind={kind}>
      <p>
        <strong>{t(`${words}.title`)}</strong> {t(`${words}.text`)}
        {kind !== 'maybeCreated' && !canRestore && <> {t('outboxDecisions.restoreNotPossible')}</>}
        {kind === 'deleted' &&
          (entry.resource === 'projects' || entry.resource === 'modules' || projectGone) && (
            <> {t('syncWords.projectRestore')}</>
          )}
        {kind === 'deleted' && entry.resource === 'pvPlans' && !projectGone && (
          <> {t('syncWords.pvPlanRestore')}</>
        )}
      </p>
      {kind === 'maybeCreated' && entry.conflict!.candidate && (
        <Candidate record={entry.conflict!.candidate.record} />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        {kind === 'maybeCreated' ? (
          <>
            <button className="primary" disabled={settle.isPending} onClick={() => choose('adopt')}>
              {t('outboxDecisions.maybeCreated.adopt')}
            </button>
            <button disabled={settle.isPending} onClick={() => choose('createNew')}>
              {t('outboxDecisions.maybeCreated.createNew')}
            </button>
          </>
        ) : (
          <>
            {canRestore && (
              <button
                className="primary"
                disabled={settle.isPending}
                onClick={() => choose('restore')}
              >
                {t('outboxDecisions.restore')}
              </button>
            )}
            {kind === 'deleted' && (
              // Before the record goes from this device too: the change kept outside the app.
              <button onClick={() => downloadJson(`ausgang-${entry.seq}.json`, entry)}>
                {t('outboxDecisions.export')}
              </button>
            )}
            <button className="danger-button" onClick={onDiscard}>
              {t('outboxDecisions.discard')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The server's record as the user knows such records: its name, value, place, when made. */
function Candidate({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const name = text('title') || text('name') || t('outboxDecisions.unnamed');
  const place = [text('street'), [text('postalCode'), text('city')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <p data-testid="candidate">
      <span className="muted">{t('outboxDecisions.maybeCreated.candidateLabel')}:</span>{' '}
      <strong>{name}</strong>
      {typeof record.value === 'number' && <> · {formatEuro(record.value)}</>}
      {place && <> · {place}</>}
      {typeof record.createdAt === 'string' && (
        <>
          {' '}
          ·{' '}
          {t('outboxDecisions.maybeCreated.createdAt', {
            date: formatDateTime(record.createdAt),
          })}
        </>
      )}
    </p>
  );
}
