import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectTypes, type Deal, type Project } from '../../../shared/api';
import { errorText } from '../../i18n/errors';
import { enumLabel } from '../../i18n/labels';
import { useDraft, useDrafts } from '../../stores/drafts';
import { Field, FormError, TextField, onSubmit } from '../../ui/Field';
import { useCreateForm } from '../../ui/use-create-form';
import { pipelineQueries } from '../pipeline/queries';
import { ContactPicker } from './ContactPicker';
import {
  createBody,
  dealFormSchema,
  emptyDealForm,
  euroFormat,
  formInput,
  formValuesOf,
  patchBody,
  type DealFormValues,
} from './deal-form';
import { useCreateDealMutation, usePatchDealMutation } from './mutations';
import './deals.css';

type Props = {
  /** Where the input is kept until saved or discarded (stores/drafts.ts). */
  draftKey: string;
  testId: string;
  /** The submit button's words. */
  action: string;
  onDone(saved: Deal | null): void;
  /** A deal of this contact (the contact's page): no contact to choose. */
  contactId?: string;
  /** Editing: the deal, its contact's name and projects. */
  deal?: Deal;
  contactLabel?: string;
  projects?: readonly Project[];
  autoFocus?: boolean;
};

type Values = DealFormValues & { contactLabel: string };

/**
 * Creates or edits a deal with every field of the interface (workspace-api.md POST and PATCH
 * bodies). The input is a draft: it survives navigation, reload and a sync of the deal; an edit
 * sends only the fields the user changed.
 */
export function DealForm(props: Props) {
  const { t } = useTranslation();
  const { draftKey: key, deal } = props;
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const options = useQuery(pipelineQueries.options());
  const stages = options.data?.stages;
  const fromRecord: Values = deal
    ? { ...formValuesOf(deal, projectTypes), contactLabel: props.contactLabel ?? '' }
    : { ...emptyDealForm, contactId: props.contactId ?? '', contactLabel: '' };
  const stored = { ...fromRecord, ...(draft?.values as Partial<Values> | undefined) };
  const values: Values = { ...stored, stageId: stored.stageId || (stages?.[0]?.id ?? '') };
  const create = useCreateDealMutation();
  const patch = usePatchDealMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    dealFormSchema,
    async (checked): Promise<Deal | null> => {
      if (!deal) return create.mutateAsync(createBody(checked));
      const body = patchBody(checked, deal);
      return Object.keys(body).length ? patch.mutateAsync({ id: deal.id, body }) : null;
    },
    (saved) => {
      discard(key);
      props.onDone(saved);
    },
  );
  const set = (change: Partial<Values>) =>
    // The edit starts from the deal as it is now; later keystrokes keep that base.
    save(key, { ...values, ...change }, deal && !draft ? { stamp: deal.updatedAt } : undefined);
  const text = (name: keyof DealFormValues & keyof typeof errors, label: string, extra = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name] as string}
      error={errors[name]}
      onChange={(v) => set({ [name]: v })}
      {...extra}
    />
  );
  const changedElsewhere =
    !!deal && !!draft && draft.baseStamp !== null && draft.baseStamp !== deal.updatedAt;
  const unknownTypes = values.otherProjectTypes;

  return (
    <form
      className={deal ? 'deal-form' : 'inline-form deal-form'}
      noValidate
      data-testid={props.testId}
      onSubmit={onSubmit(() => void submit(formInput(values)))}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !deal) {
          discard(key);
          props.onDone(null);
        }
      }}
    >
      {changedElsewhere && (
        <p className="changed-banner" role="status">
          {t('deals.changedElsewhere')}
        </p>
      )}
      <div className="form-grid">
        <TextField
          name="title"
          label={t('deals.fields.title')}
          value={values.title}
          error={errors.title}
          autoFocus={props.autoFocus}
          onChange={(title) => set({ title })}
        />
        {!props.contactId ? (
          <ContactPicker
            contactId={values.contactId}
            label={values.contactLabel}
            error={errors.contactId}
            onChange={(contactId, contactLabel) =>
              // Another contact: a project of the old one is no longer offered.
              set({ contactId, contactLabel, ...(deal ? { projectId: '' } : {}) })
            }
          />
        ) : null}
        <Field name="stageId" label={t('deals.fields.stage')} error={errors.stageId}>
          <select
            name="stageId"
            value={values.stageId}
            onChange={(e) => set({ stageId: e.target.value })}
          >
            {!stages && <option value="">{t('deals.loadingStages')}</option>}
            {stages?.length === 0 && <option value="">{t('deals.noStages')}</option>}
            {deal && stages && !stages.some((s) => s.id === values.stageId) && (
              <option value={values.stageId}>{t('pipeline.unknownStage')}</option>
            )}
            {stages?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        {deal && (
          <Field name="status" label={t('deals.fields.status')} error={errors.status}>
            <select
              name="status"
              value={values.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              {['open', 'won', 'lost'].map((s) => (
                <option key={s} value={s}>
                  {enumLabel(t, 'dealStatus', s)}
                </option>
              ))}
            </select>
          </Field>
        )}
        {text('value', t('deals.fields.value'), { number: euroFormat })}
        <Field name="ownerId" label={t('deals.fields.owner')} error={errors.ownerId}>
          <input
            name="ownerId"
            value={values.ownerId}
            list={`${props.testId}-owners`}
            aria-invalid={!!errors.ownerId}
            onChange={(e) => set({ ownerId: e.target.value })}
          />
          <datalist id={`${props.testId}-owners`}>
            {options.data?.owners.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        </Field>
        {text('street', t('deals.fields.street'))}
        <div className="deal-form-town">
          {text('postalCode', t('deals.fields.postalCode'), { inputMode: 'numeric' })}
          {text('city', t('deals.fields.city'))}
        </div>
        <fieldset className={`deal-types${errors.projectTypeIds ? ' invalid' : ''}`}>
          <legend>{t('deals.fields.projectTypes')}</legend>
          {projectTypes.map((type) => (
            <label key={type} className="deal-choice">
              <input
                type="checkbox"
                name="projectTypeIds"
                value={type}
                checked={values.projectTypeIds.includes(type)}
                onChange={(e) =>
                  set({
                    projectTypeIds: e.target.checked
                      ? [...values.projectTypeIds, type]
                      : values.projectTypeIds.filter((id) => id !== type),
                  })
                }
              />
              {enumLabel(t, 'projectType', type)}
            </label>
          ))}
          <label className="field">
            <span>{t('deals.fields.otherProjectTypes')}</span>
            <input
              name="otherProjectTypes"
              value={unknownTypes}
              aria-invalid={!!errors.projectTypeIds}
              onChange={(e) => set({ otherProjectTypes: e.target.value })}
            />
          </label>
          {errors.projectTypeIds && (
            <span className="field-error" role="alert" data-testid="error-projectTypeIds">
              {t('deals.fields.projectTypes')}: {errors.projectTypeIds}
            </span>
          )}
        </fieldset>
        {deal && (
          <Field name="projectId" label={t('deals.fields.project')} error={errors.projectId}>
            <select
              name="projectId"
              value={values.projectId}
              onChange={(e) => set({ projectId: e.target.value })}
            >
              <option value="">{t('deals.fields.noProject')}</option>
              {values.projectId && !props.projects?.some((p) => p.id === values.projectId) && (
                <option value={values.projectId}>{values.projectId}</option>
              )}
              {props.projects?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field name="notes" label={t('deals.fields.notes')} error={errors.notes}>
          <textarea
            name="notes"
            rows={4}
            value={values.notes}
            aria-invalid={!!errors.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
        </Field>
      </div>
      <FormError
        message={
          formError ??
          (options.error ? t('deals.stagesFailed', { reason: errorText(t, options.error) }) : null)
        }
      />
      <div className="actions">
        {(!deal || draft) && (
          <button
            type="button"
            onClick={() => {
              discard(key);
              if (!deal) props.onDone(null);
            }}
          >
            {deal ? t('deals.discard') : t('app.cancel')}
          </button>
        )}
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('app.saving') : props.action}
        </button>
      </div>
    </form>
  );
}
