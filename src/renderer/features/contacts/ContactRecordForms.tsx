import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { FormError, TextField, onSubmit } from '../../ui/Field';
import { message, useCreateForm } from '../../ui/use-create-form';
import { DealForm } from '../deals/DealForm';
import { useCreateBuildingMutation } from './mutations';

/*
 * The building and deal a consultant adds to a contact on site. Inputs are strings, kept as a
 * draft per contact (so a half-filled form survives navigation, reload and the contact's rename to
 * its server id); the form's schema turns them into the create body, and the core checks it again.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v));

const wholeNumber = (min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .regex(/^$|^\d+$/, message('wholeNumber', { example }))
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || (v >= min && v <= max), message('range', { min, max }));

const required = (max: number) => z.string().trim().min(1, message('required')).max(max);

const buildingForm = z.object({
  name: required(200),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  buildingYear: wholeNumber(1500, 2100, '1978'),
  livingArea: wholeNumber(1, 100_000, '140'),
});

export const buildingDraftKey = (contactId: string) => draftKey('building-new', contactId);
export const dealDraftKey = (contactId: string) => draftKey('deal-new', contactId);

export const emptyBuilding = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  buildingYear: '',
  livingArea: '',
};
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
}

/** A small form opened inside the contact's page, with its inputs in a grid. */
function InlineForm({
  testId,
  action,
  saving,
  error,
  onSubmit: send,
  onCancel,
  children,
}: InlineFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="inline-form"
      noValidate
      data-testid={testId}
      onSubmit={onSubmit(send)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <div className="form-grid">{children}</div>
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

export function AddBuildingForm({ contactId, onDone }: FormProps) {
  const { t } = useTranslation();
  const key = buildingDraftKey(contactId);
  const draft = useDraft(key);
  const values = { ...emptyBuilding, ...(draft?.values as Partial<typeof emptyBuilding>) };
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const create = useCreateBuildingMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    buildingForm,
    (body) => create.mutateAsync({ contactId, ...body }),
    () => {
      discard(key);
      onDone(true);
    },
  );
  const input = (name: keyof typeof emptyBuilding, inputMode?: 'numeric', autoFocus?: boolean) => (
    <TextField
      name={name}
      label={t(`contacts.building.${name}`)}
      inputMode={inputMode}
      value={values[name]}
      error={errors[name]}
      autoFocus={autoFocus}
      onChange={(value) => save(key, { ...values, [name]: value })}
    />
  );
  return (
    <InlineForm
      testId="add-building-form"
      action={t('contacts.addBuilding')}
      saving={saving}
      error={formError}
      onSubmit={() => void submit(values)}
      onCancel={() => {
        discard(key);
        onDone(false);
      }}
    >
      {input('name', undefined, true)}
      {input('street')}
      {input('postalCode', 'numeric')}
      {input('city')}
      {input('buildingYear', 'numeric')}
      {input('livingArea', 'numeric')}
    </InlineForm>
  );
}

export function AddDealForm({ contactId, onDone }: FormProps) {
  const { t } = useTranslation();
  return (
    <DealForm
      draftKey={dealDraftKey(contactId)}
      testId="add-deal-form"
      action={t('contacts.addDeal')}
      contactId={contactId}
      autoFocus
      onDone={(saved) => onDone(!!saved)}
    />
  );
}
