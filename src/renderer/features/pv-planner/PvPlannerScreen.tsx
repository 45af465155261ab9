import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pvPlanFileSchema, type PvPlanItem } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { formatRoute } from '../../app/routes';
import { errorText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';
import { useNavigation } from '../../stores/navigation';
import { knownSchemaVersion, readDocument, writeDocument } from '../../../shared/pv-plan/document';
import { FaceList, FacePanel } from './FacePanel';
import { FacePhotos } from './FacePhotos';
import { ModuleLibrary } from './ModuleLibrary';
import { useImportPvPlanMutation, usePatchPvPlanMutation } from './mutations';
import { planYield, summaryOf } from '../../../shared/pv-plan/planner-calc';
import { usePlanner } from './planner-store';
import { PlanView } from './PlanView';
import { SummaryLine, SyncTag } from './PvPlanList';
import { pvPlanQueries } from './queries';
import { YieldPanel } from './YieldPanel';
import { HouseholdSection, useHouseholdResults } from './HouseholdSection';
import { useHeatPumpOffer } from './use-project-pv-plans';
import { householdPayload, localToday } from './household-payload';
import { downloadJson } from '../../ui/download-json';
import './pv-planner.css';
import { ConflictBanner } from '../outbox/ConflictBanner';

/*
 * The PV planner on its own route (#/pv-plans/:id). The plan's document is read into the
 * planner store (undo/redo); every edit is saved through the core a moment later, with the
 * result in `summary`. A document of a newer schema opens read-only; edits a server cannot take
 * are marked "nur lokal" and can be exported and imported as a file.
 */

const saveDelayMs = 400;

/** A plan's id now: a local id the sync has renamed is the server's id from then on. */
const currentId = (id: string) => useNavigation.getState().renames[id] ?? id;

const fileName = (plan: PvPlanItem) =>
  `pv-plan-${plan.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || plan.id}.json`;

export function PvPlannerScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  // The previous plan stays while the next loads: after a sync renames a new plan to its server
  // id, the planner (and its undo history) stays on screen.
  const plan = useQuery({ ...pvPlanQueries.detail(id), placeholderData: keepPreviousData });
  return (
    <div className="page pv-planner">
      {plan.data ? (
        <Planner plan={plan.data} />
      ) : (
        <>
          <h1 tabIndex={-1}>{t('pvPlanner.planner.title')}</h1>
          <p className={plan.isError ? 'form-error' : 'muted'}>
            {plan.isError ? t('pvPlanner.planner.missing') : t('app.loading')}
          </p>
        </>
      )}
    </div>
  );
}

function Planner({ plan }: { plan: PvPlanItem }) {
  const { t } = useTranslation();
  const read = useMemo(
    () => readDocument(plan.payload, plan.schemaVersion),
    [plan.payload, plan.schemaVersion],
  );
  const renames = useNavigation((s) => s.renames);
  const navigate = useNavigation((s) => s.navigate);
  const storeId = usePlanner((s) => s.planId);
  const model = usePlanner((s) => s.model);
  const revision = usePlanner((s) => s.revision);
  const canUndo = usePlanner((s) => s.past.length > 0);
  const canRedo = usePlanner((s) => s.future.length > 0);
  const { undo, redo } = usePlanner.getState();
  const patch = usePatchPvPlanMutation();
  const importPlan = useImportPvPlanMutation();
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const raw = useRef<Record<string, unknown>>(plan.payload ?? {});
  const readOnly = !read.ok;

  // Load the plan into the store, unless it is the same plan under its new server id.
  useEffect(() => {
    const state = usePlanner.getState();
    if (state.planId === plan.id) return;
    if (state.planId && renames[state.planId] === plan.id) return state.renamed(plan.id);
    raw.current = plan.payload ?? {};
    if (read.ok) state.load(plan.id, read.model);
  }, [plan.id, plan.payload, read, renames]);

  const loaded = read.ok && storeId === plan.id && model !== null;
  const result = useMemo(
    () => (loaded && model ? planYield(model, plan.originLat, plan.originLng) : null),
    [loaded, model, plan.originLat, plan.originLng],
  );

  const offer = useHeatPumpOffer(plan.projectId);
  const today = useMemo(() => localToday(), []);
  const household = useHouseholdResults(
    loaded ? model : null,
    result,
    plan.originLat,
    offer,
    today,
  );

  // Save a moment after the last edit (and at once when leaving the planner or importing).
  const pending = useRef<(() => Promise<void>) | null>(null);
  const [savedRevision, setSavedRevision] = useState(0);
  useEffect(() => {
    if (!loaded || revision === 0 || !model || !result) return;
    const save = async () => {
      pending.current = null;
      // The plan's id as it is at each call: a create acknowledged meanwhile renames it.
      const id = () => currentId(usePlanner.getState().planId ?? plan.id);
      // Written onto the plan as the core has it now, not as it was when the planner opened: a
      // sync may have brought keys another tool wrote, and they stay. The model holds every edit
      // made here, so a copy that lags behind this device's last save loses nothing either.
      const latest = await api.pvPlans.get({ id: id() }).then(
        (p) => p.payload,
        () => null,
      );
      const payload = householdPayload(
        writeDocument(latest ?? raw.current, model),
        model,
        result,
        plan.originLat,
        offer,
        today,
      );
      raw.current = payload;
      try {
        await patch.mutateAsync({
          id: id(),
          body: {
            payload,
            schemaVersion: plan.schemaVersion ?? knownSchemaVersion,
            summary: summaryOf(plan.summary, model, result),
          },
        });
        setSavedRevision(revision);
      } catch (error) {
        setMessage({
          text: t('pvPlanner.planner.saveFailed', { reason: errorText(t, error) }),
          error: true,
        });
      }
    };
    pending.current = save;
    const timer = setTimeout(() => void save(), saveDelayMs);
    return () => clearTimeout(timer);
    // Saves follow the edits (revision), nothing else.
  }, [revision]);
  useEffect(() => () => void pending.current?.(), []);
  const flush = () => pending.current?.() ?? Promise.resolve();

  async function exportFile() {
    try {
      await flush();
      downloadJson(fileName(plan), await api.pvPlans.export({ id: plan.id }));
    } catch (error) {
      setMessage({ text: errorText(t, error), error: true });
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      content = null;
    }
    if (!pvPlanFileSchema.safeParse(content).success) {
      return setMessage({ text: t('pvPlanner.planner.importInvalid'), error: true });
    }
    try {
      await flush();
      const answer = await importPlan.mutateAsync({ projectId: plan.projectId, file: content });
      const name = answer.plan.name;
      if (answer.outcome === 'created') {
        setMessage({ text: t('pvPlanner.planner.importCreated', { name }) });
        navigate({ screen: 'pvPlans', id: answer.plan.id });
        return;
      }
      setMessage({
        text: t(
          answer.outcome === 'updated'
            ? 'pvPlanner.planner.importDone'
            : 'pvPlanner.planner.importUnchanged',
          { name },
        ),
      });
      const next = readDocument(answer.plan.payload, answer.plan.schemaVersion);
      raw.current = answer.plan.payload ?? {};
      if (next.ok) usePlanner.getState().load(answer.plan.id, next.model);
      setSavedRevision(0);
    } catch (error) {
      setMessage({ text: errorText(t, error), error: true });
    }
  }

  return (
    <div
      className="pv-planner-body"
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (readOnly || target.closest('input, select, textarea')) return;
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
          e.preventDefault();
          if (e.shiftKey) redo();
          else undo();
        } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
          e.preventDefault();
          redo();
        }
      }}
    >
      <header className="pv-header">
        <div>
          <a className="small" href={formatRoute({ screen: 'projects', id: plan.projectId })}>
            ← {t('pvPlanner.planner.back')}
          </a>
          <h1 tabIndex={-1} data-testid="pv-plan-title">
            {plan.name}
          </h1>
          <div className="muted small pv-header-meta">
            {plan.originAddress && <span>{plan.originAddress}</span>}
            <span>
              {t('pvPlanner.planner.origin', {
                lat: formatNumber(Math.round(plan.originLat * 1e4) / 1e4),
                lng: formatNumber(Math.round(plan.originLng * 1e4) / 1e4),
              })}
            </span>
            <SummaryLine summary={plan.summary} />
            <SyncTag state={plan.sync} />
            {readOnly && <span className="tag tag-locked">{t('pvPlanner.planner.readOnly')}</span>}
          </div>
        </div>
        <div className="actions pv-wrap">
          {!readOnly && (
            <>
              <button type="button" disabled={!canUndo} onClick={undo} title="Strg+Z">
                {t('pvPlanner.planner.undo')}
              </button>
              <button type="button" disabled={!canRedo} onClick={redo} title="Strg+Y">
                {t('pvPlanner.planner.redo')}
              </button>
              <span className="muted small" role="status">
                {revision > 0
                  ? t(
                      revision === savedRevision
                        ? 'pvPlanner.planner.saved'
                        : 'pvPlanner.planner.saving',
                    )
                  : ''}
              </span>
            </>
          )}
          <button type="button" onClick={() => void exportFile()}>
            {t('pvPlanner.planner.export')}
          </button>
          <label className="button-like">
            {t('pvPlanner.planner.import')}
            <input
              type="file"
              accept="application/json,.json"
              className="visually-hidden-input"
              onChange={(e) => void importFile(e)}
            />
          </label>
        </div>
      </header>
      <ConflictBanner resource="pvPlans" recordId={plan.id} />
      {plan.sync === 'localOnly' && (
        <p className="notice pv-local-only" role="note">
          <strong>{t('pvPlanner.syncState.localOnly')}:</strong> {t('pvPlanner.localOnlyHint')}
        </p>
      )}
      {message && (
        <p
          className={message.error ? 'form-error' : 'notice'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {!read.ok ? (
        <p className="locked-banner" role="note">
          {read.reason === 'newerSchema'
            ? t('pvPlanner.planner.newerSchema', {
                version: read.schemaVersion,
                known: knownSchemaVersion,
              })
            : t('pvPlanner.planner.notLoaded')}
        </p>
      ) : loaded && model && result ? (
        <div className="pv-layout">
          <div className="pv-main">
            <PlanView readOnly={readOnly} />
            <YieldPanel model={model} result={result} />
          </div>
          <aside className="pv-side">
            <FaceList readOnly={readOnly} />
            <FacePhotos projectId={plan.projectId} readOnly={readOnly} />
            <FacePanel readOnly={readOnly} />
            <ModuleLibrary readOnly={readOnly} />
          </aside>
          <HouseholdSection
            model={model}
            planYield={result}
            results={household}
            offer={offer}
            today={today}
            readOnly={readOnly}
          />
        </div>
      ) : (
        <p className="muted">{t('app.loading')}</p>
      )}
    </div>
  );
}
