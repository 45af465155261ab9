import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { fieldText } from '../../i18n/labels';
import { pathLabel } from './describe-entry';
import { useResolveMutation } from './mutations';

/**
 * A write that met a change of the same field on the server: both values side by side per field,
 * the user picks one for each, then "Übernehmen" sends the merged write again (outbox.resolve).
 */
export function ConflictForm({
  entry,
  children,
}: {
  entry: OutboxEntryView;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fields = entry.conflict?.fields ?? [];
  const [keep, setKeep] = useState<Record<string, 'mine' | 'theirs'>>({});
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveMutation();
  const value = (v: unknown) => fieldText(v) || t('outbox.conflict.empty');
  const complete = fields.every((f) => keep[f.path]);

  return (
    <form
      className="conflict"
      data-testid="conflict"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        resolve
          .mutateAsync({ seq: entry.seq, keep })
          .catch((reason: unknown) => setError(errorText(t, reason)));
      }}
    >
      <p>
        <strong>{t('outbox.conflict.title')}</strong> {t('outbox.conflict.hint')}
      </p>
      <table className="table compare">
        <thead>
          <tr>
            <th scope="col">{t('outbox.conflict.field')}</th>
            <th scope="col">{t('outbox.conflict.mine')}</th>
            <th scope="col">{t('outbox.conflict.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.path} data-testid="conflict-field">
              <th scope="row">
                {pathLabel(t, f.path)}
                <div className="muted small">
                  {t('outbox.conflict.base', { value: value(f.base) })}
                </div>
              </th>
              <td>
                <label className="choice">
                  <input
                    type="radio"
                    name={`keep-${entry.seq}-${f.path}`}
                    checked={keep[f.path] === 'mine'}
                    onChange={() => setKeep({ ...keep, [f.path]: 'mine' })}
                    aria-label={`${pathLabel(t, f.path)}: ${t('outbox.conflict.keepMine')}`}
                  />
                  <span>{value(f.mine)}</span>
                </label>
              </td>
              <td>
                <label className="choice">
                  <input
                    type="radio"
                    name={`keep-${entry.seq}-${f.path}`}
                    checked={keep[f.path] === 'theirs'}
                    onChange={() => setKeep({ ...keep, [f.path]: 'theirs' })}
                    aria-label={`${pathLabel(t, f.path)}: ${t('outbox.conflict.keepTheirs')}`}
                  />
                  <span>{value(f.theirs)}</span>
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        {children}
        <button type="submit" className="primary" disabled={!complete || resolve.isPending}>
          {t('outbox.conflict.apply')}
        </button>
      </div>
    </form>
  );
}
