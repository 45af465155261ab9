import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { errorText } from '../../i18n/errors';
import { formatDateTime } from '../../i18n/format';
import { enumLabel, moduleName } from '../../i18n/labels';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { LockIcon } from '../../ui/LockIcon';
import { useSaveModuleMutation } from './mutations';
import { differingKeys, mergeRows, RowError, rowsOf, textOf, type Row } from './payload-rows';

export const moduleDraftKey = (projectId: string, moduleKey: string) =>
  draftKey('module', projectId, moduleKey);

/*
 * The generic module editor. The input is a draft (stores/drafts): a sync of this module never
 * resets it; when the module changed elsewhere meanwhile the editor says so and shows the new
 * version beside the user's input, and the user decides.
 */
export function ModulePanel({ module }: { module: ProjectModule }) {
  const { t, i18n } = useTranslation();
  const decimalComma = i18n.language === 'de';
  const locked = module.status === 'locked';
  const key = moduleDraftKey(module.projectId, module.moduleKey);
  const draft = useDraft(key);
  const saveDraft = useDrafts((s) => s.save);
  const rebase = useDrafts((s) => s.rebase);
  const discard = useDrafts((s) => s.discard);
  const saveModule = useSaveModuleMutation();
  const rows: Row[] =
    (draft?.values.rows as Row[] | undefined) ?? rowsOf(module.payload, decimalComma);
  const [newKey, setNewKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [showTheirs, setShowTheirs] = useState(false);
  const changedElsewhere = !!draft && draft.baseStamp !== module.updatedAt;

  const update = (next: Row[]) => {
    setSaved(false);
    // The first edit remembers the version it started from.
    saveDraft(
      key,
      { rows: next },
      draft ? undefined : { stamp: module.updatedAt, content: module.payload },
    );
  };
  const edit = (index: number, text: string) =>
    update(rows.map((r, i) => (i === index ? { ...r, text, dirty: true } : r)));

  async function save() {
    setError(null);
    try {
      const payload = mergeRows(module.payload, rows);
      await saveModule.mutateAsync({
        projectId: module.projectId,
        moduleKey: module.moduleKey,
        payload,
      });
      discard(key);
      setShowTheirs(false);
      setSaved(true);
    } catch (e) {
      setError(
        e instanceof RowError
          ? t('moduleEditor.fieldError', { key: e.key, error: t(`validation.${e.problem}`) })
          : errorText(t, e),
      );
    }
  }

  const theirs = module.payload ?? {};
  const differing = changedElsewhere ? differingKeys(rows, module.payload, decimalComma) : [];

  return (
    <section
      className={`module-detail${locked ? ' locked' : ''}`}
      data-testid="module-detail"
      data-locked={locked}
      aria-labelledby="module-title"
    >
      <header className="module-header">
        <h3 id="module-title">{moduleName(t, module.moduleKey)}</h3>
        <span className={`tag tag-${module.status}`}>
          {enumLabel(t, 'moduleStatus', module.status)}
        </span>
        <span className="muted">
          {t('moduleEditor.meta', {
            version: module.schemaVersion,
            date: formatDateTime(module.updatedAt),
          })}
        </span>
      </header>
      {locked && (
        <div className="locked-banner" role="note" data-testid="locked-reason">
          <LockIcon /> <strong>{t('moduleEditor.readOnly')}</strong>{' '}
          {module.lockedReason ?? t('moduleEditor.lockedDefault')}
        </div>
      )}
      {changedElsewhere && (
        <div className="changed-banner" role="status" data-testid="changed-elsewhere">
          <div>
            <strong>{t('moduleEditor.changedElsewhere')}</strong>{' '}
            {t('moduleEditor.changedElsewhereHint')}
          </div>
          <div className="actions">
            <button onClick={() => setShowTheirs(!showTheirs)} aria-expanded={showTheirs}>
              {showTheirs ? t('moduleEditor.hideTheirs') : t('moduleEditor.viewTheirs')}
            </button>
            <button
              className="primary"
              onClick={() => {
                rebase(key, module.updatedAt, module.payload);
                setShowTheirs(false);
              }}
            >
              {t('moduleEditor.keepEditing')}
            </button>
          </div>
          {showTheirs && (
            <table className="table compare" data-testid="theirs">
              <caption>{t('moduleEditor.theirsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('moduleEditor.field')}</th>
                  <th scope="col">{t('moduleEditor.mine')}</th>
                  <th scope="col">{t('moduleEditor.theirs')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('fields.status')}</th>
                  <td className="muted">–</td>
                  <td>{enumLabel(t, 'moduleStatus', module.status)}</td>
                </tr>
                {differing.map((k) => (
                  <tr key={k}>
                    <th scope="row">{k}</th>
                    <td>{rows.find((r) => r.key === k)?.text ?? t('outbox.conflict.empty')}</td>
                    <td>
                      {k in theirs ? textOf(theirs[k], decimalComma) : t('outbox.conflict.empty')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {draft && !locked && (
        <p className="draft-note" data-testid="draft-note">
          {t('moduleEditor.draft')}
        </p>
      )}
      {module.validationState && (
        <>
          <h4>{t('moduleEditor.validation')}</h4>
          <pre className="code warning">{JSON.stringify(module.validationState, null, 2)}</pre>
        </>
      )}
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
                readOnly={locked}
                onChange={(e) => edit(index, e.target.value)}
              />
            ) : row.kind === 'boolean' ? (
              <select
                value={row.text}
                disabled={locked}
                onChange={(e) => edit(index, e.target.value)}
              >
                <option value="true">{t('app.yes')}</option>
                <option value="false">{t('app.no')}</option>
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
              placeholder={t('moduleEditor.newField')}
              value={newKey}
              onChange={(e) => setNewKey(e.target.value)}
              aria-label={t('moduleEditor.newField')}
            />
            <button
              disabled={!newKey.trim() || rows.some((r) => r.key === newKey.trim())}
              onClick={() => {
                update([...rows, { key: newKey.trim(), kind: 'string', text: '', dirty: true }]);
                setNewKey('');
              }}
            >
              {t('moduleEditor.addField')}
            </button>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            {saved && !draft && <span className="ok">{t('moduleEditor.saved')}</span>}
            {draft && (
              <button className="danger-button" onClick={() => discard(key)}>
                {t('moduleEditor.discard')}
              </button>
            )}
            <button
              className="primary"
              disabled={!draft || saveModule.isPending}
              onClick={() => void save()}
            >
              {t('moduleEditor.save')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
