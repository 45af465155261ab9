import { useState } from 'react';
import type { ProjectModule } from '../../shared/api';
import { api } from '../api';
import { LockIcon } from '../components/LockIcon';
import { formatDateTime } from '../format';

/*
 * A module payload has an undocumented structure (DESIGN.md decision 9). The editor shows each
 * top-level key: plain values as inputs, nested values as JSON. Saving rebuilds the payload from
 * the original object, so untouched keys keep their value and their order.
 */

type Row = {
  key: string;
  text: string;
  kind: 'string' | 'number' | 'boolean' | 'null' | 'json';
  dirty: boolean;
};

const kindOf = (value: unknown): Row['kind'] =>
  value === null
    ? 'null'
    : typeof value === 'string'
      ? 'string'
      : typeof value === 'number'
        ? 'number'
        : typeof value === 'boolean'
          ? 'boolean'
          : 'json';

const textOf = (value: unknown, kind: Row['kind']) =>
  kind === 'string'
    ? (value as string)
    : kind === 'json'
      ? JSON.stringify(value, null, 2)
      : String(value);

function parseRow(row: Row): unknown {
  switch (row.kind) {
    case 'string':
      return row.text;
    case 'number': {
      const n = Number(row.text.replace(',', '.'));
      if (row.text.trim() === '' || !Number.isFinite(n))
        throw new Error(`${row.key}: must be a number`);
      return n;
    }
    case 'boolean':
      return row.text === 'true';
    default:
      try {
        return JSON.parse(row.text);
      } catch {
        throw new Error(`${row.key}: is not valid JSON`);
      }
  }
}

export function ModulePanel({ module }: { module: ProjectModule }) {
  const locked = module.status === 'locked';
  const payload = module.payload ?? {};
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(payload).map(([key, value]) => ({
      key,
      kind: kindOf(value),
      text: textOf(value, kindOf(value)),
      dirty: false,
    })),
  );
  const [newKey, setNewKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = rows.some((r) => r.dirty);

  const edit = (index: number, text: string) => {
    setSaved(false);
    setRows(rows.map((r, i) => (i === index ? { ...r, text, dirty: true } : r)));
  };

  async function save() {
    setError(null);
    try {
      const next: Record<string, unknown> = { ...payload };
      for (const row of rows) if (row.dirty || !(row.key in payload)) next[row.key] = parseRow(row);
      await api.modules.patch({
        projectId: module.projectId,
        moduleKey: module.moduleKey,
        body: { payload: next },
      });
      setRows(rows.map((r) => ({ ...r, dirty: false })));
      setSaved(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <div
      className={`module-detail${locked ? ' locked' : ''}`}
      data-testid="module-detail"
      data-locked={locked}
    >
      <header className="module-header">
        <h3>{module.moduleKey}</h3>
        <span className={`tag tag-${module.status}`}>{module.status.replace('_', ' ')}</span>
        <span className="muted">
          schema v{module.schemaVersion} · updated {formatDateTime(module.updatedAt)}
        </span>
      </header>
      {locked && (
        <div className="locked-banner" role="note" data-testid="locked-reason">
          <LockIcon /> <strong>Read-only.</strong> {module.lockedReason ?? 'This module is locked.'}
        </div>
      )}
      {module.validationState && (
        <pre className="code warning">{JSON.stringify(module.validationState, null, 2)}</pre>
      )}
      {rows.length === 0 && <p className="muted">This module has no content yet.</p>}
      <div className="payload">
        {rows.map((row, index) => (
          <label key={row.key} className="field">
            <span>
              {row.key} <span className="muted">({row.kind})</span>
            </span>
            {row.kind === 'json' ? (
              <textarea
                className="code"
                rows={Math.min(10, row.text.split('\n').length)}
                value={row.text}
                readOnly={locked}
                onChange={(e) => edit(index, e.target.value)}
              />
            ) : row.kind === 'boolean' ? (
              <select
                value={row.text}
                disabled={locked}
                onChange={(e) => edit(index, e.target.value)}
              >
                <option value="true">true</option>
                <option value="false">false</option>
              </select>
            ) : (
              <input
                value={row.text}
                readOnly={locked}
                inputMode={row.kind === 'number' ? 'decimal' : undefined}
                onChange={(e) => edit(index, e.target.value)}
              />
            )}
          </label>
        ))}
      </div>
      {!locked && (
        <>
          <div className="add-field">
            <input
              placeholder="New field name"
              value={newKey}
              onChange={(e) => setNewKey(e.target.value)}
              aria-label="New field name"
            />
            <button
              disabled={!newKey.trim() || rows.some((r) => r.key === newKey.trim())}
              onClick={() => {
                setRows([...rows, { key: newKey.trim(), kind: 'string', text: '', dirty: true }]);
                setNewKey('');
              }}
            >
              Add field
            </button>
          </div>
          {error && <p className="form-error">{error}</p>}
          <div className="actions">
            {saved && !dirty && <span className="ok">Saved on this device.</span>}
            <button className="primary" disabled={!dirty} onClick={() => void save()}>
              Save module
            </button>
          </div>
        </>
      )}
    </div>
  );
}
