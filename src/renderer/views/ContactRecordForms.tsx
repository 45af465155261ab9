import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { limits, type DealStage } from '../../shared/api';
import { api } from '../api';
import { Field, FormError, TextField, onSubmit } from '../forms/Field';
import { useCreateForm } from '../forms/use-create-form';

/*
 * The building and deal a consultant adds to a contact on site. Inputs are strings; the form's
 * schema turns them into the create body (numbers, nulls for empty inputs), and the core checks
 * that body again with the shared schema.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v));

/** "24000", "24.000,50" or "24000.50" (German or plain) → 24000.5; empty → null. */
const euros = z
  .string()
  .trim()
  .regex(
    /^$|^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/,
    'must be an amount in euros, e.g. 24000 or 24.000,50',
  )
  .transform((v) => {
    if (v === '') return null;
    const german = v.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(v);
    return Number(german ? v.replace(/\./g, '').replace(',', '.') : v);
  });

const wholeNumber = (min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .regex(/^$|^\d+$/, `must be a whole number, e.g. ${example}`)
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || (v >= min && v <= max), `must be from ${min} to ${max}`);

const required = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

const buildingForm = z.object({
  name: required(200),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  buildingYear: wholeNumber(1500, 2100, '1978'),
  livingArea: wholeNumber(1, 100_000, '140'),
});

const dealForm = z.object({
  title: required(limits.dealTitleMax),
  stageId: z.string().min(1, 'is required: choose a stage'),
  value: euros,
});

interface FormProps {
  contactId: string;
  onDone(saved: boolean): void;
}

interface InlineFormProps {
  testId: string;
  /** The submit button's words, e.g. "Add deal". */
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
  return (
    <form className="inline-form" noValidate data-testid={testId} onSubmit={onSubmit(send)}>
      <div className="form-grid">{children}</div>
      <FormError message={error} />
      <div className="actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? 'Saving…' : action}
        </button>
      </div>
    </form>
  );
}

export function AddBuildingForm({ contactId, onDone }: FormProps) {
  const [draft, setDraft] = useState({
    name: '',
    street: '',
    postalCode: '',
    city: '',
    buildingYear: '',
    livingArea: '',
  });
  const { errors, formError, saving, submit } = useCreateForm(
    buildingForm,
    (body) => api.buildings.create({ body: { contactId, ...body } }),
    () => onDone(true),
  );
  const input = (key: keyof typeof draft, label: string, inputMode?: 'numeric') => (
    <TextField
      name={key}
      label={label}
      inputMode={inputMode}
      value={draft[key]}
      error={errors[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );
  return (
    <InlineForm
      testId="add-building-form"
      action="Add building"
      saving={saving}
      error={formError}
      onSubmit={() => void submit(draft)}
      onCancel={() => onDone(false)}
    >
      {input('name', 'Name')}
      {input('street', 'Street')}
      {input('postalCode', 'Postal code', 'numeric')}
      {input('city', 'City')}
      {input('buildingYear', 'Year built', 'numeric')}
      {input('livingArea', 'Living area (m²)', 'numeric')}
    </InlineForm>
  );
}

export function AddDealForm({ contactId, onDone }: FormProps) {
  const [stages, setStages] = useState<DealStage[] | null>(null);
  const [draft, setDraft] = useState({ title: '', stageId: '', value: '' });
  const [stagesError, setStagesError] = useState<string | null>(null);
  useEffect(() => {
    // The stages in board order (archived ones are not offered); the first is preselected.
    api.deals
      .pipeline({})
      .then((board) => {
        const list = board.columns.map((c) => c.stage);
        setStages(list);
        setDraft((d) => (d.stageId ? d : { ...d, stageId: list[0]?.id ?? '' }));
      })
      .catch((error: unknown) =>
        setStagesError(`The stages could not be loaded: ${String(error)}`),
      );
  }, []);
  const { errors, formError, saving, submit } = useCreateForm(
    dealForm,
    (body) => api.deals.create({ body: { contactId, ...body } }),
    () => onDone(true),
  );
  return (
    <InlineForm
      testId="add-deal-form"
      action="Add deal"
      saving={saving}
      error={formError ?? stagesError}
      onSubmit={() => void submit(draft)}
      onCancel={() => onDone(false)}
    >
      <TextField
        name="title"
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(title) => setDraft({ ...draft, title })}
      />
      <Field name="stageId" label="Stage" error={errors.stageId}>
        <select
          name="stageId"
          value={draft.stageId}
          onChange={(e) => setDraft({ ...draft, stageId: e.target.value })}
        >
          {stages === null && <option value="">Loading stages…</option>}
          {stages?.length === 0 && <option value="">No stages yet: sync first</option>}
          {stages?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        name="value"
        label="Value (€)"
        inputMode="decimal"
        value={draft.value}
        error={errors.value}
        onChange={(value) => setDraft({ ...draft, value })}
      />
    </InlineForm>
  );
}
