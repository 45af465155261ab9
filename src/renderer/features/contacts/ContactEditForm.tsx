import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactStatuses, type Contact } from '../../../shared/api';
import { enumLabel, fieldLabel } from '../../i18n/labels';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { Field, TextField } from '../../ui/Field';
import { useCreateForm } from '../../ui/use-create-form';
import {
  contactEditSchema,
  contactEditValues,
  contactPatch,
  knownContactFields,
  newFieldKeyError,
  type ContactEditValues,
} from './contact-patch';
import { InlineForm } from './ContactRecordForms';
import { usePatchContactMutation } from './mutations';

export const contactEditDraftKey = (id: string) => draftKey('contact-edit', id);

/** Opens the edit form: a draft of the contact as it is now (its base for the changed-only patch). */
export const startContactEdit = (contact: Contact) =>
  useDrafts.getState().save(contactEditDraftKey(contact.id), contactEditValues(contact), {
    stamp: contact.updatedAt,
    content: contact,
  });

interface FieldsProps {
  values: ContactEditValues;
  errors: Record<string, string>;
  onChange(values: ContactEditValues): void;
  /** Which parts to show (a queued write edits only what it carries); all by default. */
  parts?: { status?: boolean; assignedTo?: boolean; fields?: boolean };
}

/** Status, assignedTo and every free-form field of a contact; known fields first, by label. */
export function ContactEditFields({
  values,
  errors,
  onChange,
  parts = { status: true, assignedTo: true, fields: true },
}: FieldsProps) {
  const { t } = useTranslation();
  const [newKey, setNewKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const others = Object.keys(values.fields).filter(
    (k) => !(knownContactFields as readonly string[]).includes(k),
  );
  const setField = (key: string, value: string) =>
    onChange({ ...values, fields: { ...values.fields, [key]: value } });
  const addField = () => {
    const key = newKey.trim();
    const error = newFieldKeyError(key, values.fields);
    setKeyError(error ? t(error) : null);
    if (error) return;
    setField(key, '');
    setNewKey('');
  };
  return (
    <>
      <div className="form-grid">
        {parts.status && (
          <Field name="status" label={t('fields.status')} error={errors.status}>
            <select
              name="status"
              autoFocus
              value={values.status}
              onChange={(e) => onChange({ ...values, status: e.target.value })}
            >
              {[...new Set([...contactStatuses, values.status])].map((s) => (
                <option key={s} value={s}>
                  {enumLabel(t, 'contactStatus', s)}
                </option>
              ))}
            </select>
          </Field>
        )}
        {parts.assignedTo && (
          <TextField
            name="assignedTo"
            label={t('contacts.edit.assignedTo')}
            value={values.assignedTo}
            error={errors.assignedTo}
            onChange={(assignedTo) => onChange({ ...values, assignedTo })}
          />
        )}
        {parts.fields &&
          knownContactFields.map((key) => (
            <TextField
              key={key}
              name={key}
              label={fieldLabel(t, key)}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : undefined}
              value={values.fields[key] ?? ''}
              error={errors[key]}
              onChange={(value) => setField(key, value)}
            />
          ))}
      </div>
      {parts.fields && (
        <>
          {others.length > 0 && <h4 className="form-subtitle">{t('contacts.edit.otherFields')}</h4>}
          <div className="form-grid">
            {others.map((key) => (
              <div key={key} className="field-with-action">
                <TextField
                  name={key}
                  label={fieldLabel(t, key)}
                  value={values.fields[key] ?? ''}
                  error={errors[key]}
                  onChange={(value) => setField(key, value)}
                />
              </div>
            ))}
          </div>
          <div className="add-field">
            <TextField
              name="newFieldKey"
              label={t('contacts.edit.newFieldKey')}
              value={newKey}
              error={keyError ?? undefined}
              onChange={setNewKey}
            />
            <button type="button" onClick={addField}>
              {t('contacts.edit.addField')}
            </button>
          </div>
          <p className="muted">{t('contacts.edit.emptyClears')}</p>
        </>
      )}
    </>
  );
}

/**
 * Edit a contact on this device (a draft until saved); the queued edit carries only what changed.
 * When the contact changed elsewhere meanwhile, only the user's own changes are sent, so the
 * other change survives.
 */
export function ContactEditForm({ contact, onDone }: { contact: Contact; onDone(): void }) {
  const { t } = useTranslation();
  const key = contactEditDraftKey(contact.id);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  // The edit compares against the contact as it was when the edit began (the draft's base).
  const base = (draft?.base as Contact | undefined) ?? contact;
  const values = (draft?.values as ContactEditValues | undefined) ?? contactEditValues(contact);
  const patch = usePatchContactMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    contactEditSchema,
    async (edited) => {
      const body = contactPatch(base, edited);
      if (Object.keys(body).length) await patch.mutateAsync({ id: contact.id, body });
    },
    () => {
      discard(key);
      onDone();
    },
  );
  const cancel = () => {
    discard(key);
    onDone();
  };
  return (
    <InlineForm
      testId="edit-contact-form"
      action={t('contacts.edit.save')}
      saving={saving}
      error={formError}
      grid={false}
      onSubmit={() => void submit(values)}
      onCancel={cancel}
    >
      {draft?.baseStamp && draft.baseStamp !== contact.updatedAt && (
        <p className="form-note" role="status" data-testid="contact-changed-elsewhere">
          {t('contacts.edit.changedElsewhere')}
        </p>
      )}
      <ContactEditFields values={values} errors={errors} onChange={(next) => save(key, next)} />
    </InlineForm>
  );
}
