import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { limits, type PvPlanCreate } from '../../../shared/api';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText, issueText } from '../../i18n/errors';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { Field, FormError, TextField, onSubmit } from '../../ui/Field';
import { useCreatePvPlanMutation } from './mutations';
import { pvPlanQueries } from './queries';

/*
 * A new PV plan of a project, from the project page or a building's page. The origin is taken
 * from the building where its location is known (another plan of it, or its town); otherwise the
 * user enters it, and the bounds are checked at the field. The input is a draft: it survives
 * navigation and a reload.
 */

export const emptyPlan = { name: '', projectId: '', buildingId: '', address: '', lat: '', lng: '' };
type Values = typeof emptyPlan;

/** Coordinates as the form shows them: up to six decimals (about 0.1 m). */
const coordinateFormat = { maxDecimals: 6 };

/** The create body, or the German problems per field. */
export function checkPlan(
  t: TFunction,
  values: Values,
): { ok: true; body: PvPlanCreate } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length > limits.pvPlanNameMax)
    errors.name = t('pvPlanner.form.nameTooLong', { max: limits.pvPlanNameMax });
  if (!values.projectId) errors.projectId = t('pvPlanner.form.chooseProject');
  const coordinate = (field: 'lat' | 'lng', max: number, example: string, range: string) => {
    const text = values[field];
    if (text.trim() === '') return void (errors[field] = t('pvPlanner.form.required'));
    const v = parseGermanNumber(text) ?? Number.NaN;
    if (Number.isNaN(v)) errors[field] = t('pvPlanner.form.number', { example });
    else if (Math.abs(v) > max) errors[field] = t(range);
    return v;
  };
  const lat = coordinate('lat', 90, '50,94', 'pvPlanner.form.latRange');
  const lng = coordinate('lng', 180, '6,96', 'pvPlanner.form.lngRange');
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      originLat: lat!,
      originLng: lng!,
      ...(name ? { name } : {}),
      originAddress: values.address.trim() || null,
      buildingId: values.buildingId || null,
    },
  };
}

interface Props {
  /** The draft's owner: a project or a building. */
  draftOwner: string;
  projects: Array<{ id: string; title: string }>;
  buildings: Array<{ id: string; name: string }>;
  initial: Partial<Values>;
  onDone(): void;
}

export function NewPvPlanForm({ draftOwner, projects, buildings, initial, onDone }: Props) {
  const { t } = useTranslation();
  const key = draftKey('pv-plan-new', draftOwner);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const navigate = useNavigation((s) => s.navigate);
  const values: Values = { ...emptyPlan, ...initial, ...(draft?.values as Partial<Values>) };
  const origin = useQuery({
    ...pvPlanQueries.origin(values.buildingId),
    enabled: !!values.buildingId,
  });
  // Prefilled from the building until the user types there.
  const known = values.buildingId ? origin.data : undefined;
  const shown: Values = {
    ...values,
    address:
      draft?.values.address !== undefined
        ? values.address
        : (known?.originAddress ?? values.address),
    lat: draft?.values.lat !== undefined ? values.lat : formatCoordinate(known?.originLat),
    lng: draft?.values.lng !== undefined ? values.lng : formatCoordinate(known?.originLng),
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreatePvPlanMutation();
  // Only what the user typed goes into the draft: the rest follows the building's origin.
  const set = (patch: Partial<Values>) => save(key, { ...draft?.values, ...patch });

  async function submit() {
    setFormError(null);
    const checked = checkPlan(t, shown);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const plan = await create.mutateAsync({ projectId: shown.projectId, body: checked.body });
      discard(key);
      onDone();
      navigate({ screen: 'pvPlans', id: plan.id });
    } catch (error) {
      if (error instanceof IpcError && error.issues?.length) {
        const fromCore: Record<string, string> = {};
        const field: Record<string, string> = {
          originLat: 'lat',
          originLng: 'lng',
          originAddress: 'address',
        };
        for (const issue of error.issues) {
          const name = issue.path.split('.').pop() ?? '';
          fromCore[field[name] ?? name] ??= issueText(t, issue);
        }
        setErrors(fromCore);
      }
      setFormError(errorText(t, error));
    }
  }

  const hint = !values.buildingId
    ? null
    : known?.source === 'plan'
      ? t('pvPlanner.form.originFromPlan', { name: known.sourceName })
      : known?.source === 'town'
        ? t('pvPlanner.form.originFromTown', { name: known.sourceName })
        : known
          ? t('pvPlanner.form.originUnknown')
          : null;

  return (
    <form
      className="inline-form pv-new-plan"
      noValidate
      data-testid="new-pv-plan-form"
      aria-label={t('pvPlanner.newPlan')}
      onSubmit={onSubmit(() => void submit())}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          discard(key);
          onDone();
        }
      }}
    >
      <div className="form-grid">
        <TextField
          name="name"
          label={t('pvPlanner.form.name')}
          value={shown.name}
          error={errors.name}
          autoFocus
          onChange={(name) => set({ name })}
        />
        {projects.length > 1 && (
          <Field name="projectId" label={t('pvPlanner.form.project')} error={errors.projectId}>
            <select
              name="projectId"
              value={shown.projectId}
              onChange={(e) => set({ projectId: e.target.value })}
            >
              <option value="">–</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field name="buildingId" label={t('pvPlanner.form.building')}>
          <select
            name="buildingId"
            value={shown.buildingId}
            onChange={(e) => {
              const { address: _a, lat: _la, lng: _ln, ...rest } = draft?.values ?? {};
              save(key, { ...rest, buildingId: e.target.value });
            }}
          >
            <option value="">{t('pvPlanner.form.noBuilding')}</option>
            {buildings.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          name="address"
          label={t('pvPlanner.form.address')}
          value={shown.address}
          error={errors.address}
          onChange={(address) => set({ address })}
        />
        <TextField
          name="lat"
          label={t('pvPlanner.form.lat')}
          number={coordinateFormat}
          value={shown.lat}
          error={errors.lat}
          onChange={(lat) => set({ lat })}
        />
        <TextField
          name="lng"
          label={t('pvPlanner.form.lng')}
          number={coordinateFormat}
          value={shown.lng}
          error={errors.lng}
          onChange={(lng) => set({ lng })}
        />
      </div>
      {hint && <p className="muted small">{hint}</p>}
      <FormError
        message={formError ?? (errors.projectId && projects.length <= 1 ? errors.projectId : null)}
      />
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            discard(key);
            onDone();
          }}
        >
          {t('app.cancel')}
        </button>
        <button type="submit" className="primary" disabled={create.isPending}>
          {create.isPending ? t('app.saving') : t('pvPlanner.create')}
        </button>
      </div>
    </form>
  );
}

function formatCoordinate(value: number | null | undefined): string {
  return formatGermanNumber(value ?? null, coordinateFormat);
}
