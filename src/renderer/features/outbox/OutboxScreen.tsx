import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { errorText, syncErrorText } from '../../i18n/errors';
import { formatDateTime } from '../../i18n/format';
import { useDrafts } from '../../stores/drafts';
import { contactName } from '../contacts/contact-name';
import { contactQueries } from '../contacts/queries';
import { RecordLink } from '../contacts/RecordLink';
import { pipelineQueries } from '../pipeline/queries';
import { pvPlanQueries } from '../pv-planner/queries';
import { projectQueries } from '../projects/queries';
import { matchesSearch } from '../../../shared/search/fold';
import { SearchField } from '../../ui/SearchField';
import { ConflictForm } from './ConflictForm';
import { DiscardDialog } from './DiscardDialog';
import { isDecision, WaitingDecision } from './WaitingDecision';
import { entrySearchTexts } from './conflict-words';
import { useRecordNames } from './record-names';
import { EntryBoundary, UnreadableEntry } from './UnreadableEntry';
import {
  changedFields,
  describeEntry,
  entryRoute,
  refusalReasons,
  refusedFields,
  rejectionText,
  type KnownNames,
} from './describe-entry';
import { EntryForm, entryDraftKey, entryFormKind } from './EntryForm';
import { useDiscardMutation, useRetryMutation } from './mutations';
import { OutboxCsvButton, type ShownEntry } from './outbox-csv';
import { outboxQueries } from './queries';

export function OutboxScreen() {
  const { t } = useTranslation();
  const outbox = useQuery(outboxQueries.list());
  const [query, setQuery] = useState('');
  // Each line says whether the search leaves it and how it names its record: the CSV is the list
  // as shown. An entry that cannot be shown is always listed, so it is always exported.
  const titles = useRef(new Map<number, string>());
  const onShown = useCallback((seq: number, title: string | null) => {
    if (title === null) titles.current.delete(seq);
    else titles.current.set(seq, title);
  }, []);
  const entries = outbox.data?.data ?? [];
  const shown = (): ShownEntry[] =>
    entries.flatMap((entry) => {
      const title = entry.unreadable ? describeEntry(t, entry) : titles.current.get(entry.seq);
      return title === undefined ? [] : [{ entry, title }];
    });
  return (
    <div className="page">
      <header className="pane-header">
        <h1 tabIndex={-1}>{t('outbox.title')}</h1>
        <span className="muted">{t('outbox.subtitle')}</span>
        <span className="spacer" />
        <SearchField
          initial={query}
          label={t('conflicts.search')}
          placeholder={t('conflicts.searchPlaceholder')}
          onSearch={setQuery}
        />
        <OutboxCsvButton shown={shown} />
      </header>
      {outbox.isPending ? (
        <div className="placeholder">{t('outbox.loading')}</div>
      ) : outbox.isError ? (
        <div className="placeholder">{errorText(t, outbox.error)}</div>
      ) : outbox.data.data.length === 0 ? (
        <div className="placeholder" data-testid="outbox-empty">
          {t('outbox.empty')}
        </div>
      ) : (
        <ul className="outbox" data-testid="outbox" aria-label={t('outbox.listLabel')}>
          {outbox.data.data.map((entry) => (
            <EntryBoundary key={entry.seq} entry={entry}>
              {entry.unreadable ? (
                <UnreadableEntry entry={entry} detail={entry.unreadable} />
              ) : (
                <OutboxItem entry={entry} query={query} onShown={onShown} />
              )}
            </EntryBoundary>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The record's name (and a module's project, a deal move's stage) as this device knows them. */
function useKnownNames(entry: OutboxEntryView): KnownNames {
  const contact = useQuery({
    ...contactQueries.detail(entry.recordId),
    enabled: entry.resource === 'contacts' && entry.op !== 'create',
  });
  const project = useQuery({
    ...projectQueries.detail(entry.projectId ?? entry.recordId),
    enabled:
      entry.resource === 'modules' || (entry.resource === 'projects' && entry.op !== 'create'),
  });
  const plan = useQuery({
    ...pvPlanQueries.detail(entry.recordId),
    enabled: entry.resource === 'pvPlans' && entry.op !== 'create',
  });
  const board = useQuery({ ...pipelineQueries.board(), enabled: entry.resource === 'deals' });
  const onBoard = board.data?.columns.flatMap((c) => c.deals).find((d) => d.id === entry.recordId);
  // An archived deal is on no board: its own record names it.
  const deal = useQuery({
    ...pipelineQueries.deal(entry.recordId),
    enabled: entry.resource === 'deals' && entry.op !== 'create' && board.isSuccess && !onBoard,
  });
  if (entry.resource === 'contacts' && contact.data)
    return { name: contactName(contact.data.contact) };
  if (entry.resource === 'modules') return { project: project.data?.project.title };
  if (entry.resource === 'projects' && project.data) return { name: project.data.project.title };
  if (entry.resource === 'pvPlans' && plan.data) return { name: plan.data.name };
  if (entry.resource === 'deals' && board.data) {
    const columns = board.data.columns;
    const stage = columns.find((c) => c.stage.id === entry.body.stageId)?.stage.name;
    return { name: onBoard?.title ?? deal.data?.deal.title, stage };
  }
  return {};
}

function OutboxItem({
  entry,
  query,
  onShown,
}: {
  entry: OutboxEntryView;
  query: string;
  /** Told the line's title while the search leaves it, null once it does not (the CSV). */
  onShown: (seq: number, title: string | null) => void;
}) {
  const { t } = useTranslation();
  const names = useRecordNames(entry.conflict?.fields ?? []);
  const [editing, setEditing] = useState(false);
  const [asJson, setAsJson] = useState(false);
  const formKind = entryFormKind(entry);
  const discardDraft = useDrafts((s) => s.discard);
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useState(() => JSON.stringify(entry.body, null, 2));
  const [error, setError] = useState<string | null>(null);
  const retry = useRetryMutation();
  const discard = useDiscardMutation();
  const title = describeEntry(t, entry, useKnownNames(entry));
  const route = entryRoute(entry);
  // A conflict's table names its fields; the body of a conflicting write is the merged record.
  const changed = changedFields(t, entry);

  const visible = matchesSearch(query, ...entrySearchTexts(t, entry, title, names));
  // Layout effects run in the commit that changes the list: a click on the export after the
  // screen shows the search's result always finds the titles of what it shows.
  useLayoutEffect(
    () => onShown(entry.seq, visible ? title : null),
    [onShown, entry.seq, visible, title],
  );
  useLayoutEffect(() => () => onShown(entry.seq, null), [onShown, entry.seq]);
  if (!visible) return null;

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setEditing(false);
    } catch (e) {
      setError(e instanceof Error && !('code' in e) ? e.message : errorText(t, e));
    }
  };

  const sendAgain = () =>
    run(async () => {
      if (!editing) return retry.mutateAsync({ seq: entry.seq });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(t('outbox.bodyNotJson'));
      }
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new Error(t('outbox.bodyNotObject'));
      return retry.mutateAsync({ seq: entry.seq, body: body as Record<string, unknown> });
    });

  return (
    <li className={`outbox-item state-${entry.state}`} data-testid="outbox-item" aria-label={title}>
      <div className="outbox-head">
        <span className={`tag tag-${entry.state}`}>{t(`outbox.state.${entry.state}`)}</span>
        <strong>{title}</strong>
        {route && (
          <RecordLink to={route} label={t('outbox.openRecordLabel', { what: title })}>
            {t('outbox.openRecord')}
          </RecordLink>
        )}
        <span className="spacer" />
        <span className="muted">
          {t('outbox.createdAt', { date: formatDateTime(entry.createdAt) })}
        </span>
      </div>
      {changed && <div className="muted">{t('outbox.changedFields', { fields: changed })}</div>}
      {entry.rejection && (
        <div className="rejection" role="note" data-testid="rejection">
          <strong>{rejectionText(t, entry.rejection)}</strong>
          {entry.rejection.code !== 'not_supported' && (
            <div data-testid="refusal-reason">
              {t('outbox.rejection.reasonLabel')}{' '}
              {refusalReasons(t, entry.rejection, entry.moduleKey).join(' ')}
            </div>
          )}
          {refusedFields(t, entry.rejection) && (
            <div data-testid="rejection-fields">{refusedFields(t, entry.rejection)}</div>
          )}
          {entry.rejection.code !== 'not_supported' && entry.rejection.message && (
            // Untranslated, as the server said it: a consultant can forward it to the office.
            <details>
              <summary>{t('syncWords.refusal.original')}</summary>
              <q data-testid="server-reason">{entry.rejection.message}</q>
            </details>
          )}
        </div>
      )}
      {entry.lastError && !entry.rejection && (
        <div className="muted">
          {t('outbox.lastAttempt', { error: syncErrorText(t, entry.lastError) })} ·{' '}
          {t('outbox.attempts', { count: entry.attempts })}
        </div>
      )}
      {isDecision(entry) ? (
        <WaitingDecision entry={entry} onDiscard={() => setConfirming(true)} />
      ) : (
        entry.state === 'conflict' &&
        entry.conflict && (
          <ConflictForm entry={entry}>
            <button type="button" className="danger-button" onClick={() => setConfirming(true)}>
              {t('outbox.discard')}
            </button>
          </ConflictForm>
        )
      )}
      {editing && formKind && !asJson ? (
        <>
          <EntryForm
            entry={entry}
            send={(body) =>
              retry.mutateAsync({ seq: entry.seq, body }).then(() => setEditing(false))
            }
            onCancel={() => {
              discardDraft(entryDraftKey(entry.seq));
              setEditing(false);
            }}
          />
          <button type="button" className="link" onClick={() => setAsJson(true)}>
            {t('outbox.editAsJson')}
          </button>
        </>
      ) : editing ? (
        <label className="field">
          <span>{t('outbox.bodyLabel')}</span>
          <textarea
            className="code"
            rows={8}
            value={text}
            autoFocus
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
          />
        </label>
      ) : (
        entry.state === 'rejected' && (
          <details className="body-details">
            <summary>{t('outbox.showBody')}</summary>
            <pre className="code">{JSON.stringify(entry.body, null, 2)}</pre>
          </details>
        )
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {entry.state === 'rejected' && (
        <div className="actions">
          {!(editing && formKind && !asJson) && (
            <>
              <button
                onClick={() => {
                  setAsJson(false);
                  setEditing(!editing);
                }}
              >
                {editing ? t('outbox.cancelEdit') : t('outbox.edit')}
              </button>
              <button
                className="primary"
                onClick={() => void sendAgain()}
                disabled={retry.isPending}
              >
                {t('outbox.retry')}
              </button>
            </>
          )}
          <button className="danger-button" onClick={() => setConfirming(true)}>
            {t('outbox.discard')}
          </button>
        </div>
      )}
      {confirming && (
        <DiscardDialog
          entry={entry}
          what={title}
          onClose={() => setConfirming(false)}
          onDiscard={() =>
            void run(async () => {
              await discard.mutateAsync({ seq: entry.seq });
              discardDraft(entryDraftKey(entry.seq));
              setConfirming(false);
            })
          }
        />
      )}
    </li>
  );
}
