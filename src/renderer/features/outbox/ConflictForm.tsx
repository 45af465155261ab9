import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, OutboxEntryView } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { numberText, ownValueKind, pathLabel, segmentsOf, valueText } from './conflict-words';
import { useResolveMutation } from './mutations';
import { ownValue, valueRejection } from './own-value-check';
import { useRecordNames } from './record-names';

/*
 * A write that met a change of the same key on the server: both values side by side per key, in
 * the user's words (names, labels, German numbers), the user keeps theirs, takes the server's or
 * (for text and numbers) types a value of their own; "Übernehmen" sends the merged write again
 * (outbox.resolve). Used in the outbox and in the banner on the record's own page.
 */

type Pick3 = 'mine' | 'theirs' | 'own';

export function ConflictForm({
  entry,
  children,
  intro = true,
}: {
  entry: OutboxEntryView;
  children?: ReactNode;
  /** The sentence above the table; off where a banner says it already. */
  intro?: boolean;
}) {
  const { t } = useTranslation();
  const fields = entry.conflict?.fields ?? [];
  const names = useRecordNames(fields);
  const [picked, setPicked] = useState<Record<string, Pick3>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveMutation();
  const complete = fields.every((f) => picked[f.path]);
  // "Mine" from a payload in an older format may be a value today's editor refuses: said at the choice.
  const mineRejected = useMemo(
    () =>
      Object.fromEntries(
        fields
          .filter((f) => Object.hasOwn(f, 'mine'))
          .map((f) => [f.path, valueRejection(t, entry, f, f.mine)] as const)
          .filter(([, reason]) => reason !== null),
      ) as Record<string, string>,
    [t, entry, fields],
  );

  const submit = () => {
    setError(null);
    const keep: Record<string, ConflictChoice> = {};
    const errors: Record<string, string> = {};
    for (const f of fields) {
      const choice = picked[f.path];
      if (choice !== 'own') {
        if (choice) keep[f.path] = choice;
        continue;
      }
      const own = ownValue(t, entry, f, typed[f.path] ?? '');
      if ('error' in own) errors[f.path] = own.error;
      else keep[f.path] = own;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    resolve
      .mutateAsync({ seq: entry.seq, keep })
      .catch((reason: unknown) => setError(errorText(t, reason)));
  };

  return (
    <form
      className="conflict"
      data-testid="conflict"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {intro && (
        <p>
          <strong>{t('outbox.conflict.title')}</strong> {t('outbox.conflict.hint')}
        </p>
      )}
      <table className="table compare">
        <thead>
          <tr>
            <th scope="col">{t('outbox.conflict.field')}</th>
            <th scope="col">{t('outbox.conflict.mine')}</th>
            <th scope="col">{t('outbox.conflict.theirs')}</th>
            <th scope="col">{t('conflicts.own')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => {
            const label = pathLabel(t, segmentsOf(f));
            const name = `keep-${entry.seq}-${f.path}`;
            const kind = ownValueKind(f);
            const errorId = `${name}-error`;
            const choose = (choice: Pick3) => setPicked({ ...picked, [f.path]: choice });
            return (
              <tr key={f.path} data-testid="conflict-field">
                <th scope="row">
                  {label}
                  <div className="muted small">
                    {t('outbox.conflict.base', { value: valueText(t, f, 'base', f, names) })}
                  </div>
                </th>
                <td>
                  <label className="choice">
                    <input
                      type="radio"
                      name={name}
                      checked={picked[f.path] === 'mine'}
                      onChange={() => choose('mine')}
                      aria-label={`${label}: ${t('outbox.conflict.keepMine')}`}
                    />
                    <span data-testid="conflict-mine">{valueText(t, f, 'mine', f, names)}</span>
                  </label>
                  {mineRejected[f.path] && (
                    <div className="field-hint muted small" data-testid="conflict-mine-rejected">
                      {t('ownValue.mineRejected', { reason: mineRejected[f.path] })}
                    </div>
                  )}
                </td>
                <td>
                  <label className="choice">
                    <input
                      type="radio"
                      name={name}
                      checked={picked[f.path] === 'theirs'}
                      onChange={() => choose('theirs')}
                      aria-label={`${label}: ${t('outbox.conflict.keepTheirs')}`}
                    />
                    <span data-testid="conflict-theirs">{valueText(t, f, 'theirs', f, names)}</span>
                  </label>
                </td>
                <td>
                  {kind && (
                    <div className="choice">
                      <input
                        type="radio"
                        name={name}
                        checked={picked[f.path] === 'own'}
                        onChange={() => choose('own')}
                        aria-label={t('conflicts.ownPick', { field: label })}
                      />
                      <input
                        type="text"
                        inputMode={kind === 'number' ? 'decimal' : 'text'}
                        value={typed[f.path] ?? ''}
                        placeholder={
                          kind === 'number' && typeof f.theirs === 'number'
                            ? numberText(f.theirs)
                            : undefined
                        }
                        aria-label={t('conflicts.ownLabel', { field: label })}
                        aria-invalid={fieldErrors[f.path] ? true : undefined}
                        aria-describedby={fieldErrors[f.path] ? errorId : undefined}
                        onFocus={() => choose('own')}
                        onChange={(e) => {
                          choose('own');
                          setTyped({ ...typed, [f.path]: e.target.value });
                        }}
                      />
                    </div>
                  )}
                  {fieldErrors[f.path] && (
                    <div className="field-error" id={errorId} role="alert">
                      {fieldErrors[f.path]}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
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
