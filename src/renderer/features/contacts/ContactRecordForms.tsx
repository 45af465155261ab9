import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { limits } from '../../../shared/api';
import { errorText } from '../../i18n/errors';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { Field, FormError, TextField, onSubmit } from '../../ui/Field';
import { message, useCreateForm } from '../../ui/use-create-form';
import { pipelineQueries } from '../pipeline/queries';
import { useCreateDealMutation } from './mutations';

/*
 * The deal a consultant adds to a contact on site (the building form is in features/buildings).
 * Inputs are strings, kept as a draft per contact (so a half-filled form survives navigation, reload and the contact's rename to
 * its server id); the form's schema turns them into the create body, and the core checks it again.
 */

/** "24000", "24.000,50" or "24000.50" (German or plain) → 24000.5; empty → null. */
const euros = z
  .string()
  .trim()
  .regex(/^$|^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/, message('euros'))
  .transform((v) => {
    if (v === '') return null;
    const german = v.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(v);
    return Number(german ? v.replace(/\./g, '').replace(',', '.') : v);
  });

const required = (max: number) => z.string().trim().min(1, message('required')).max(max);

const dealForm = z.object({
  title: required(limits.dealTitleMax),
  stageId: z.string().min(1, message('chooseStage')),
  value: euros,
});

export const dealDraftKey = (contactId: string) => draftKey('deal-new', contactId);

export const emptyDeal = { title: '', stageId: '', value: '' };

interface FormProps {
  contactId: string;
  /** Saved or cancelled: the draft is gone. */
  onDone(saved: boolean): void;
}

interface InlineFormProps {
  testId: string;
  /** The submit button's words, e.g. "Gebäude hinzufügen". */
  action: string;
  saving: boolean;
  error: string | null;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
  /** False when the children lay out their own grids (the contact form). */
  grid?: boolean;
  /** The form's accessible name, when it has no heading of its own. */
  label?: string;
}

/** A small form opened inside a record's page, with its inputs in a grid. */
export function InlineForm({
  testId,
  action,
  saving,
  error,
  onSubmit: send,
  onCancel,
  children,
  grid = true,
  label,
}: InlineFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="inline-form"
      noValidate
      data-testid={testId}
      aria-label={label}
      onSubmit={onSubmit(send)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      {grid ? <div className="form-grid">{children}</div> : children}
      <FormError message={error} />
      <div className="actions">
        <button type="button" onClick={onCancel}>
          {t('app.cancel')}
        </button>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('app.saving') : action}
        </button>
      </div>
    </form>
  );
}

export function AddDealForm({ contactId, onDone }: FormProps) {
  const { t } = useTranslation();
  const key = dealDraftKey(contactId);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  // The stages in board order (archived ones are not offered); the first is preselected.
  const board = useQuery(pipelineQueries.board());
  const stages = board.data?.columns.map((c) => c.stage);
  const stored = { ...emptyDeal, ...(draft?.values as Partial<typeof emptyDeal>) };
  const values = { ...stored, stageId: stored.stageId || (stages?.[0]?.id ?? '') };
  const create = useCreateDealMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    dealForm,
    (body) => create.mutateAsync({ contactId, ...body }),
    () => {
      discard(key);
      onDone(true);
    },
  );
  const set = (patch: Partial<typeof emptyDeal>) => save(key, { ...values, ...patch });
  return (
    <InlineForm
      testId="add-deal-form"
      action={t('contacts.addDeal')}
      saving={saving}
      error={
        formError ??
        (board.error
          ? t('contacts.deal.stagesFailed', { reason: errorText(t, board.error) })
          : null)
      }
      onSubmit={() => void submit(values)}
      onCancel={() => {
        discard(key);
        onDone(false);
      }}
    >
      <TextField
        name="title"
        label={t('contacts.deal.title')}
        value={values.title}
        error={errors.title}
        autoFocus
        onChange={(title) => set({ title })}
      />
      <Field name="stageId" label={t('contacts.deal.stage')} error={errors.stageId}>
        <select
          name="stageId"
          value={values.stageId}
          onChange={(e) => set({ stageId: e.target.value })}
        >
          {!stages && <option value="">{t('contacts.deal.loadingStages')}</option>}
          {stages?.length === 0 && <option value="">{t('contacts.deal.noStages')}</option>}
          {stages?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        name="value"
        label={t('contacts.deal.value')}
        inputMode="decimal"
        value={values.value}
        error={errors.value}
        onChange={(value) => set({ value })}
      />
    </InlineForm>
  );
}
