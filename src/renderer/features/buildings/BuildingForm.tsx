import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../../ui/Field';
import type { FieldErrors } from '../../ui/use-create-form';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { useCreateForm } from '../../ui/use-create-form';
import { InlineForm } from '../contacts/ContactRecordForms';
import { useCreateBuildingMutation } from '../contacts/mutations';
import {
  buildingFormSchema,
  buildingTypeSuggestions,
  emptyBuilding,
  type BuildingValues,
} from './building-form';
import './buildings.css';

export const buildingDraftKey = (contactId: string) => draftKey('building-new', contactId);

interface FieldsProps {
  values: BuildingValues;
  errors: FieldErrors;
  onChange(values: BuildingValues): void;
  autoFocus?: boolean;
}

/** Every input of a building (the interface's create body), as strings; used wherever one is made or edited. */
export function BuildingFields({ values, errors, onChange, autoFocus }: FieldsProps) {
  const { t } = useTranslation();
  const typesId = useId();
  const input = (
    name: keyof BuildingValues,
    options: { inputMode?: 'numeric'; number?: boolean; autoFocus?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={t(`buildings.field.${name}`)}
      inputMode={options.inputMode}
      number={options.number ? {} : undefined}
      value={values[name]}
      error={errors[name]}
      autoFocus={options.autoFocus}
      onChange={(value) => onChange({ ...values, [name]: value })}
    />
  );
  return (
    <>
      {input('name', { autoFocus })}
      <Field
        name="buildingType"
        label={t('buildings.field.buildingType')}
        error={errors.buildingType}
      >
        <input
          name="buildingType"
          list={typesId}
          value={values.buildingType}
          aria-invalid={!!errors.buildingType}
          onChange={(e) => onChange({ ...values, buildingType: e.target.value })}
        />
        <datalist id={typesId}>
          {buildingTypeSuggestions.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </Field>
      {input('street')}
      {input('postalCode', { inputMode: 'numeric' })}
      {input('city')}
      {input('countryCode')}
      {input('buildingYear', { number: true })}
      {input('livingArea', { number: true })}
      <Field name="notes" label={t('buildings.field.notes')} error={errors.notes}>
        <textarea
          name="notes"
          rows={2}
          value={values.notes}
          aria-invalid={!!errors.notes}
          onChange={(e) => onChange({ ...values, notes: e.target.value })}
        />
      </Field>
    </>
  );
}

/** The building a consultant adds to a contact on site: a draft of that contact until saved. */
export function AddBuildingForm({
  contactId,
  onDone,
}: {
  contactId: string;
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const key = buildingDraftKey(contactId);
  const draft = useDraft(key);
  const values = { ...emptyBuilding, ...(draft?.values as Partial<BuildingValues>) };
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const create = useCreateBuildingMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    buildingFormSchema,
    (body) => create.mutateAsync({ contactId, ...body }),
    () => {
      discard(key);
      onDone(true);
    },
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
      <BuildingFields
        values={values}
        errors={errors}
        autoFocus
        onChange={(next) => save(key, next)}
      />
    </InlineForm>
  );
}
