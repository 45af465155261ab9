import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleStatuses, type ModuleStatus, type ProjectModule } from '../../../shared/api';
import { deepEqual } from '../../../shared/merge/three-way';
import { errorText } from '../../i18n/errors';
import { formatDateTime } from '../../i18n/format';
import { enumLabel, moduleName } from '../../i18n/labels';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { LockIcon } from '../../ui/LockIcon';
import { contactQueries } from '../contacts/queries';
import { projectQueries } from '../projects/queries';
import type { AnyModuleEditorDef, ModuleContext } from '../../modules/definition';
import type { GenericInputs } from '../../modules/generic';
import { RowError, rowsAsPayload } from '../../modules/generic/payload-rows';
import {
  EditorFields,
  withInvalidReport,
  type EditorFieldsValue,
} from '../../ui/fields/field-context';
import { useSaveModuleMutation } from '../../modules/mutations';
import {
  mergeEdits,
  mergeInputs,
  openModule,
  payloadToSave,
  serverIssuesOf,
  type Opened,
} from '../../modules/payload';
import { editorFor, genericEditor, withOffers } from '../../modules/registry';
import { shownStatus, statusChoices } from './status-choices';
import { useProjectPvPlans } from '../pv-planner/use-project-pv-plans';
import './module-editors.css';
import { ConflictBanner } from '../outbox/ConflictBanner';

export const moduleDraftKey = (projectId: string, moduleKey: string) =>
  draftKey('module', projectId, moduleKey);

/** The project's records and modules an editor may read (data flow), from the cached queries. */
function useModuleContext(projectId: string): ModuleContext | null {
  const detail = useQuery(projectQueries.detail(projectId));
  const contactId = detail.data?.project.contactId;
  const contact = useQuery({ ...contactQueries.detail(contactId ?? ''), enabled: !!contactId });
  const pvPlans = useProjectPvPlans(projectId);
  return useMemo(() => {
    if (!detail.data || (contact.isPending && !!contactId)) return null;
    const { project, modules } = detail.data;
    const byKey: Record<string, ProjectModule> = {};
    for (const m of modules) byKey[m.moduleKey] = m;
    return withOffers({
      project,
      contact: contact.data?.contact ?? null,
      building: contact.data?.buildings.find((b) => b.id === project.buildingId) ?? null,
      modules: byKey,
      pvPlans,
    });
  }, [detail.data, contact.data, contact.isPending, contactId, pvPlans]);
}

/**
 * The editor host: loads the module's context, opens the payload for its editor
 * (schema, migrations, newer versions read-only), keeps the input as a draft (stores/drafts)
 * that a sync never resets, says when the module changed elsewhere, and saves the inputs with
 * their results onto the stored payload, keeping every other key.
 */
export function ModuleEditorHost({ module }: { module: ProjectModule }) {
  const { t } = useTranslation();
  const context = useModuleContext(module.projectId);
  if (!context) return <div className="placeholder">{t('app.loading')}</div>;
  return <EditorBody module={module} context={context} />;
}

const short = (value: unknown) => {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

function EditorBody({ module, context }: { module: ProjectModule; context: ModuleContext }) {
  const { t } = useTranslation();
  const key = moduleDraftKey(module.projectId, module.moduleKey);
  const own = editorFor(module.moduleKey);
  const opened = useMemo(
    () => openModule<unknown>(own, module, context),
    // Reopened when the stored module changes, not when another module does.
    [own, module.payload, module.schemaVersion, context.building, context.contact],
  );
  // A payload the editor cannot read is shown by the generic editor, read-only.
  const unreadable = !opened.ok;
  const def: AnyModuleEditorDef = unreadable ? genericEditor : own;
  const view: Extract<Opened<unknown>, { ok: true }> = opened.ok
    ? opened
    : (openModule<unknown>(genericEditor, module, context) as Extract<
        Opened<unknown>,
        { ok: true }
      >);

  const locked = module.status === 'locked';
  const newer = opened.version.kind === 'newer';
  const readOnly = locked || newer || unreadable;

  const draft = useDraft(key);
  const saveDraft = useDrafts((s) => s.save);
  const rebase = useDrafts((s) => s.rebase);
  const discard = useDrafts((s) => s.discard);
  const saveModule = useSaveModuleMutation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [showTheirs, setShowTheirs] = useState(false);
  const [invalid, setInvalid] = useState<Record<string, string>>({});

  const draftInputs = useMemo(() => {
    if (!draft || readOnly) return undefined;
    const stored = draft.values.inputs ?? (def === genericEditor ? draft.values : undefined);
    if (stored === undefined) return undefined;
    const parsed = def.schema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  }, [draft, def, readOnly]);
  const inputs = draftInputs ?? view.inputs;
  const changedElsewhere = !!draft && !readOnly && draft.baseStamp !== module.updatedAt;
  const issues = useMemo(() => serverIssuesOf(module.validationState), [module.validationState]);

  const reportInvalid = useCallback((id: string, label: string | null) => {
    setInvalid((prev) => withInvalidReport(prev, id, label));
  }, []);
  const fields: EditorFieldsValue = useMemo(
    () => ({ readOnly, serverIssues: issues.byPath, reportInvalid }),
    [readOnly, issues.byPath, reportInvalid],
  );

  const onChange = useCallback(
    (next: unknown) => {
      if (readOnly) return;
      setSaved(false);
      if (deepEqual(next, view.inputs) && draft?.baseStamp === module.updatedAt) discard(key);
      else
        saveDraft(
          key,
          { inputs: next },
          draft ? undefined : { stamp: module.updatedAt, content: module.payload },
        );
    },
    [readOnly, view.inputs, draft, module.updatedAt, module.payload, key, saveDraft, discard],
  );

  /** The user's inputs with the changes made elsewhere since the edit started, where the user left them. */
  const mergedInputs = () => {
    if (!draft || def.write || draft.baseStamp === module.updatedAt) return inputs;
    const start = openModule<unknown>(
      def,
      {
        payload: (draft.base ?? null) as ProjectModule['payload'],
        schemaVersion: module.schemaVersion,
      },
      context,
    );
    if (!start.ok) return inputs;
    const merged = mergeEdits(start.inputs, inputs, view.inputs);
    const parsed = def.schema.safeParse(merged);
    return parsed.success ? parsed.data : inputs;
  };
  const toSave = () =>
    payloadToSave(def, module.moduleKey, view.base, module.schemaVersion, mergedInputs(), context);

  async function save() {
    setError(null);
    try {
      const { payload, schemaVersion } = toSave();
      await saveModule.mutateAsync({
        projectId: module.projectId,
        moduleKey: module.moduleKey,
        payload,
        schemaVersion,
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

  async function setStatus(status: ModuleStatus) {
    setError(null);
    try {
      const next = await saveModule.mutateAsync({
        projectId: module.projectId,
        moduleKey: module.moduleKey,
        status,
      });
      // Our own status change is not a change "elsewhere": the draft continues from it.
      if (draft && draft.baseStamp === module.updatedAt) rebase(key, next.updatedAt, next.payload);
    } catch (e) {
      setError(errorText(t, e));
    }
  }

  const invalidLabels = [...new Set(Object.values(invalid))];
  const migrating = opened.version.kind === 'older' && !!module.payload;
  const canSave = !readOnly && (!!draft || migrating) && invalidLabels.length === 0;

  const differing = useMemo(() => {
    if (!changedElsewhere || !showTheirs) return [];
    let mine: Record<string, unknown>;
    try {
      // What the form shows (the draft as typed), beside the new version.
      mine =
        def === genericEditor
          ? rowsAsPayload((inputs as GenericInputs).rows)
          : mergeInputs(module.payload, inputs as object);
    } catch {
      return [];
    }
    const theirs = module.payload ?? {};
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return [...keys]
      .filter((k) => k !== 'results' && !deepEqual(mine[k], theirs[k]))
      .map((k) => ({ key: k, mine: short(mine[k]), theirs: short(theirs[k]) }));
  }, [changedElsewhere, showTheirs, inputs, module.payload]);

  const Form = def.Form;
  return (
    <section
      className={`module-detail${locked ? ' locked' : ''}`}
      data-testid="module-detail"
      data-module-key={module.moduleKey}
      data-locked={locked}
      aria-labelledby="module-title"
    >
      <header className="module-header">
        <h3 id="module-title">{moduleName(t, module.moduleKey)}</h3>
        <label className="status-select">
          <span className="me-sr-only">{t('moduleEditor.status')}</span>
          <select
            value={shownStatus(module)}
            disabled={locked || saveModule.isPending}
            aria-label={t('moduleEditor.status')}
            onChange={(e) => void setStatus(e.target.value as ModuleStatus)}
          >
            {statusChoices(module.moduleKey, shownStatus(module)).map(({ status, offered }) => (
              <option key={status} value={status} disabled={!offered}>
                {(moduleStatuses as readonly string[]).includes(status)
                  ? enumLabel(t, 'moduleStatus', status)
                  : status}
              </option>
            ))}
          </select>
        </label>
        <span className="muted">
          {t('moduleEditor.meta', { date: formatDateTime(module.updatedAt) })}
        </span>
      </header>
      <ConflictBanner resource="modules" recordId={module.id} />
      {locked && (
        <div className="locked-banner" role="note" data-testid="locked-reason">
          <LockIcon /> <strong>{t('moduleEditor.readOnly')}</strong>{' '}
          {module.lockedReason ?? t('moduleEditor.lockedDefault')}
        </div>
      )}
      {newer && (
        <div className="locked-banner" role="note" data-testid="newer-version">
          <strong>{t('moduleEditor.readOnly')}</strong>{' '}
          {t('moduleEditor.newerVersion', {
            stored: module.schemaVersion,
            known: own.schemaVersion,
          })}
        </div>
      )}
      {unreadable && !newer && (
        <div className="locked-banner" role="note" data-testid="unreadable">
          <strong>{t('moduleEditor.readOnly')}</strong>{' '}
          {t('moduleEditor.unreadable', { field: opened.problem || '–' })}
        </div>
      )}
      {migrating && !readOnly && (
        <p className="draft-note" data-testid="migration-note">
          {t('moduleEditor.olderVersion', {
            stored: module.schemaVersion,
            known: own.schemaVersion,
          })}
        </p>
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
                // Their changes come in where the user left the value as it was; then the edit
                // continues from their version.
                if (!def.write) saveDraft(key, { inputs: mergedInputs() });
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
                {differing.map((d) => (
                  <tr key={d.key}>
                    <th scope="row">{d.key}</th>
                    <td>{d.mine ?? t('outbox.conflict.empty')}</td>
                    <td>{d.theirs ?? t('outbox.conflict.empty')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {draft && !readOnly && (
        <p className="draft-note" data-testid="draft-note">
          {t('moduleEditor.draft')}
        </p>
      )}
      {draft && readOnly && (
        <p className="draft-note" data-testid="draft-kept">
          {t('moduleEditor.draftKept')}{' '}
          <button className="link-button" onClick={() => discard(key)}>
            {t('moduleEditor.discard')}
          </button>
        </p>
      )}
      {module.validationState && (
        <div className="server-issues" role="note" data-testid="server-issues">
          <h4>{t('moduleEditor.validation')}</h4>
          <ul>
            {issues.general.map((m, i) => (
              <li key={`g${i}`}>{m}</li>
            ))}
            {Object.entries(issues.byPath).map(([path, m]) => (
              <li key={path}>
                <span className="code">{path}</span>: {m}
              </li>
            ))}
          </ul>
          {issues.general.length === 0 && Object.keys(issues.byPath).length === 0 && (
            <pre className="code warning">{JSON.stringify(module.validationState, null, 2)}</pre>
          )}
        </div>
      )}
      <EditorFields.Provider value={fields}>
        <div className="editor-form" data-testid="editor-form">
          <Form
            value={inputs}
            onChange={onChange}
            readOnly={readOnly}
            context={context}
            serverIssues={issues.byPath}
          />
        </div>
      </EditorFields.Provider>
      {!readOnly && (
        <>
          {invalidLabels.length > 0 && (
            <p className="form-error" role="alert" data-testid="invalid-fields">
              {t('moduleEditor.fixFields', { fields: invalidLabels.join(', ') })}
            </p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="actions editor-actions">
            {saved && !draft && <span className="ok">{t('moduleEditor.saved')}</span>}
            {draft && (
              <button className="danger-button" onClick={() => discard(key)}>
                {t('moduleEditor.discard')}
              </button>
            )}
            <button
              className="primary"
              disabled={!canSave || saveModule.isPending}
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
