import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../shared/api';
import type { PvPlanListItem } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDate, formatNumber } from '../../i18n/format';
import { formatRoute } from '../../app/routes';
import { FormError, onSubmit } from '../../ui/Field';
import { useDuplicatePvPlanMutation, usePatchPvPlanMutation } from './mutations';

/*
 * PV plans as a list: favourite star, name, what the summary says (kWp, modules, kWh/a), created
 * and updated dates, the sync state ("nur lokal" where the server cannot take the edits), and
 * rename, favourite and duplicate in place.
 */

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function SummaryLine({ summary }: { summary: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const kWp = num(summary?.kWp);
  const modules = num(summary?.moduleCount);
  const annual = num(summary?.annualYieldKwh);
  if (kWp === null && modules === null)
    return <span className="muted">{t('pvPlanner.noSummary')}</span>;
  return (
    <span className="pv-summary">
      {kWp !== null && <strong>{t('pvPlanner.kwp', { value: formatNumber(kWp) })}</strong>}
      {modules !== null && <span>{t('pvPlanner.modules', { count: modules })}</span>}
      {annual !== null && (
        <span>{t('pvPlanner.kwhPerYear', { value: formatNumber(Math.round(annual)) })}</span>
      )}
    </span>
  );
}

export function SyncTag({ state }: { state: PvPlanListItem['sync'] }) {
  const { t } = useTranslation();
  if (state === 'synced') return null;
  return (
    <span
      className={`tag ${state === 'localOnly' ? 'tag-local-only' : 'tag-pending'}`}
      title={state === 'localOnly' ? t('pvPlanner.localOnlyHint') : undefined}
    >
      {t(`pvPlanner.syncState.${state}`)}
    </span>
  );
}

function PlanRow({ plan }: { plan: PvPlanListItem }) {
  const { t } = useTranslation();
  const patch = usePatchPvPlanMutation();
  const duplicate = useDuplicatePvPlanMutation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(errorText(t, e));
  const nameError =
    renaming === null
      ? null
      : renaming.trim() === ''
        ? t('pvPlanner.form.required')
        : renaming.trim().length > limits.pvPlanNameMax
          ? t('pvPlanner.form.nameTooLong', { max: limits.pvPlanNameMax })
          : null;
  const [showNameError, setShowNameError] = useState(false);

  return (
    <li className="pv-plan" data-testid="pv-plan-row">
      <button
        type="button"
        className={`pv-star${plan.isFavorite ? ' on' : ''}`}
        aria-pressed={plan.isFavorite}
        aria-label={t(plan.isFavorite ? 'pvPlanner.unmarkFavorite' : 'pvPlanner.markFavorite', {
          name: plan.name,
        })}
        title={t('pvPlanner.favorite')}
        onClick={() =>
          patch.mutate({ id: plan.id, body: { isFavorite: !plan.isFavorite } }, { onError: fail })
        }
      >
        {plan.isFavorite ? '★' : '☆'}
      </button>
      <div className="pv-plan-main">
        {renaming === null ? (
          <a className="pv-plan-name" href={formatRoute({ screen: 'pvPlans', id: plan.id })}>
            {plan.name}
          </a>
        ) : (
          <form
            className="pv-rename"
            noValidate
            onSubmit={onSubmit(() => {
              if (nameError) return setShowNameError(true);
              patch.mutate(
                { id: plan.id, body: { name: renaming.trim() } },
                { onSuccess: () => setRenaming(null), onError: fail },
              );
            })}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setRenaming(null);
            }}
          >
            <input
              name="pv-plan-name"
              aria-label={t('pvPlanner.renameLabel', { name: plan.name })}
              value={renaming}
              autoFocus
              aria-invalid={showNameError && !!nameError}
              onChange={(e) => setRenaming(e.target.value)}
            />
            <button type="submit" className="primary">
              {t('app.save')}
            </button>
            <button type="button" onClick={() => setRenaming(null)}>
              {t('app.cancel')}
            </button>
            {showNameError && nameError && (
              <span className="field-error" role="alert">
                {t('pvPlanner.form.name')}: {nameError}
              </span>
            )}
          </form>
        )}
        <div className="pv-plan-meta">
          <SummaryLine summary={plan.summary} />
          <span className="muted small">
            {t('pvPlanner.created', { date: formatDate(plan.createdAt) })} ·{' '}
            {t('pvPlanner.updated', { date: formatDate(plan.updatedAt) })}
          </span>
          <SyncTag state={plan.sync} />
        </div>
        <FormError message={error} />
      </div>
      {renaming === null && (
        <div className="pv-plan-actions">
          <button
            type="button"
            onClick={() => {
              setShowNameError(false);
              setRenaming(plan.name);
            }}
          >
            {t('pvPlanner.rename')}
          </button>
          <button
            type="button"
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(
                {
                  id: plan.id,
                  name: t('pvPlanner.copyName', { name: plan.name }).slice(0, limits.pvPlanNameMax),
                },
                { onError: fail },
              )
            }
          >
            {t('pvPlanner.duplicate')}
          </button>
        </div>
      )}
    </li>
  );
}

export function PvPlanList({ plans, label }: { plans: PvPlanListItem[]; label: string }) {
  const { t } = useTranslation();
  if (plans.length === 0) return <p className="muted">{t('pvPlanner.none')}</p>;
  return (
    <ul className="pv-plans" aria-label={label}>
      {plans.map((plan) => (
        <PlanRow key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
