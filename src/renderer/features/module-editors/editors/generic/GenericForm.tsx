import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../../editor-def';
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

  return (
    <>
      {rows.length === 0 && <p className="muted">{t('moduleEditor.empty')}</p>}
      <div className="payload">
        {rows.map((row, index) => (
          <label key={row.key} className="field">
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
                onChange={(e) => edit(index, e.target.value)}
              />
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
