import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberAsRead, parseGermanNumber } from '../../../shared/numbers/german-number';
import type { ModuleEditorProps } from '../definition';
import type { GenericInputs } from './index';
import type { Row, RowKind } from './payload-rows';

const addableKinds: RowKind[] = ['string', 'number', 'boolean', 'json'];
const emptyText: Record<RowKind, string> = {
  string: '',
  number: '0',
  boolean: 'false',
  null: 'null',
  json: '{}',
};

/**
 * The generic editor (module keys without an editor of their own, and unknown keys): each
 * top-level key of the payload, plain values as inputs, nested values as JSON.
 */
export function GenericForm({ value, onChange, readOnly }: ModuleEditorProps<GenericInputs>) {
  const { t } = useTranslation();
  const [newKey, setNewKey] = useState('');
  const [newKind, setNewKind] = useState<RowKind>('string');
  const rows = value.rows;
  const update = (next: Row[]) => onChange({ rows: next });
  const edit = (index: number, text: string) =>
    update(rows.map((r, i) => (i === index ? { ...r, text, dirty: true } : r)));
  const key = newKey.trim();
  // A number row that is not a number says so at the field (saving would refuse it).
  const unreadable = (row: Row) =>
    row.kind === 'number' && !Number.isFinite(parseGermanNumber(row.text) ?? Number.NaN);

  return (
    <>
      {rows.length === 0 && <p className="muted">{t('moduleEditor.empty')}</p>}
      <div className="payload">
        {rows.map((row, index) => (
          <label key={row.key} className={`field${unreadable(row) ? ' invalid' : ''}`}>
            <span>
              {row.key} <span className="muted">({t(`moduleEditor.kind.${row.kind}`)})</span>
            </span>
            {row.kind === 'json' ? (
              <textarea
                className="code"
                rows={Math.min(10, row.text.split('\n').length)}
                value={row.text}
                readOnly={readOnly}
                onChange={(e) => edit(index, e.target.value)}
              />
            ) : row.kind === 'boolean' ? (
              <select
                value={row.text}
                disabled={readOnly}
                onChange={(e) => edit(index, e.target.value)}
              >
                <option value="true">{t('app.yes')}</option>
                <option value="false">{t('app.no')}</option>
              </select>
            ) : (
              <input
                value={row.text}
                readOnly={readOnly}
                inputMode={row.kind === 'number' ? 'decimal' : undefined}
                aria-invalid={unreadable(row)}
                onChange={(e) => edit(index, e.target.value)}
                onBlur={() => {
                  // Left, a number shows as it was read ("1.234" → "1234").
                  const shown = row.kind === 'number' ? numberAsRead(row.text) : row.text;
                  if (shown !== row.text) edit(index, shown);
                }}
              />
            )}
            {unreadable(row) && (
              <span className="field-error" role="alert">
                {row.key}: {t('moduleEditor.number.number')}
              </span>
            )}
          </label>
        ))}
      </div>
      {!readOnly && (
        <div className="add-field">
          <input
            placeholder={t('moduleEditor.newField')}
            value={newKey}
            onChange={(e) => setNewKey(e.target.value)}
            aria-label={t('moduleEditor.newField')}
          />
          <select
            value={newKind}
            aria-label={t('moduleEditor.newFieldKind')}
            onChange={(e) => setNewKind(e.target.value as RowKind)}
          >
            {addableKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`moduleEditor.kind.${kind}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!key || rows.some((r) => r.key === key)}
            onClick={() => {
              update([...rows, { key, kind: newKind, text: emptyText[newKind], dirty: true }]);
              setNewKey('');
            }}
          >
            {t('moduleEditor.addField')}
          </button>
        </div>
      )}
    </>
  );
}
