import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDateTime } from '../../i18n/format';
import { downloadJson } from '../../ui/download-json';
import { useDiscardMutation, useRetryMutation } from './mutations';

/*
 * An outbox entry that cannot be shown (damaged on disk, a shape this version doesn't know, a
 * value that makes its view fail): still listed with the record it belongs to and what can be
 * done (export it as JSON, send it again, discard it), never a page-wide error, never hiding
 * the entries beside it.
 */

type Listed = Pick<
  OutboxEntryView,
  'seq' | 'resource' | 'op' | 'recordId' | 'state' | 'createdAt' | 'unreadable'
>;

export function UnreadableEntry({ entry, detail }: { entry: Listed; detail: string }) {
  const { t } = useTranslation();
  const retry = useRetryMutation();
  const discard = useDiscardMutation();
  const [error, setError] = useState<string | null>(null);
  const run = (work: () => Promise<unknown>) => {
    setError(null);
    work().catch((reason: unknown) => setError(errorText(t, reason)));
  };
  return (
    <li className="outbox-item state-rejected" data-testid="outbox-item-unreadable">
      <div className="outbox-head">
        <span className="tag tag-rejected">{t('outbox.state.rejected')}</span>
        <strong>{t('conflicts.unreadable.title')}</strong>
        <span className="spacer" />
        <span className="muted">
          {t('outbox.createdAt', { date: formatDateTime(entry.createdAt) })}
        </span>
      </div>
      <p>
        {t('outbox.op.unknown', { op: entry.op, resource: entry.resource, name: entry.recordId })}
      </p>
      <p>{t('conflicts.unreadable.hint')}</p>
      <p className="muted small">{t('conflicts.unreadable.detail', { detail })}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => downloadJson(`ausgang-${entry.seq}.json`, entry)}>
          {t('conflicts.unreadable.export')}
        </button>
        {entry.state === 'rejected' && !entry.unreadable && (
          <button type="button" onClick={() => run(() => retry.mutateAsync({ seq: entry.seq }))}>
            {t('outbox.retry')}
          </button>
        )}
        <button
          type="button"
          className="danger-button"
          onClick={() => run(() => discard.mutateAsync({ seq: entry.seq }))}
        >
          {t('outbox.discard')}
        </button>
      </div>
    </li>
  );
}

/** One entry's view, and the notice above when rendering it fails. */
export class EntryBoundary extends Component<
  { entry: OutboxEntryView; children: ReactNode },
  { failure: string | null }
> {
  override state = { failure: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.failure !== null ? (
      <UnreadableEntry entry={this.props.entry} detail={this.state.failure} />
    ) : (
      this.props.children
    );
  }
}
