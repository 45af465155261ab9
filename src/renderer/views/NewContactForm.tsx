import { useState } from 'react';
import { z } from 'zod';
import { contactCreateSchema, contactCreateStatuses } from '../../shared/api';
import { api } from '../api';
import { Field, FormError, TextField, onSubmit } from '../forms/Field';
import { useCreateForm } from '../forms/use-create-form';

/*
 * The create body is checked with the shared contactCreateSchema (the same one the core and the
 * server use); the form adds what a person record needs on top (a name, a valid e-mail).
 */
const formFields = z
  .object({
    firstName: z.string().trim().max(100, 'must be at most 100 characters'),
    lastName: z.string().trim().max(100, 'must be at most 100 characters'),
    email: z
      .string()
      .trim()
      .regex(
        /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        'must be a valid e-mail address, e.g. name@example.de',
      ),
    phone: z
      .string()
      .trim()
      .regex(/^$|^\+?[\d\s/()-]{5,}$/, 'must be a phone number, e.g. +49 89 1234567'),
    company: z.string().trim().max(200, 'must be at most 200 characters'),
  })
  .refine((f) => f.lastName !== '' || f.company !== '', {
    path: ['lastName'],
    message: 'is required (or give a company)',
  });
const formSchema = contactCreateSchema.extend({ fields: formFields });

type Draft = {
  status: (typeof contactCreateStatuses)[number];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
};
const emptyDraft: Draft = {
  status: 'lead',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
};

export function NewContactForm({ onDone }: { onDone: (id: string | null) => void }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const { errors, formError, saving, submit } = useCreateForm(
    formSchema,
    (checked) => {
      // Empty inputs are left out rather than saved as empty strings.
      const fields = Object.fromEntries(Object.entries(checked.fields).filter(([, v]) => v !== ''));
      return api.contacts.create({ body: { status: checked.status, fields } });
    },
    (contact) => {
      setDraft(emptyDraft);
      onDone(contact.id);
    },
  );

  const send = () => {
    const { status, ...fields } = draft;
    void submit({ status, fields });
  };

  const input = (key: keyof Omit<Draft, 'status'>, label: string, type?: 'email' | 'tel') => (
    <TextField
      name={key}
      label={label}
      type={type}
      value={draft[key]}
      error={errors[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );

  return (
    <form
      className="detail form"
      onSubmit={onSubmit(send)}
      noValidate
      data-testid="new-contact-form"
    >
      <header className="detail-header">
        <h2>New contact</h2>
      </header>
      <p className="muted">Saved on this device at once and sent to the workspace when online.</p>
      <div className="form-grid">
        {input('firstName', 'First name')}
        {input('lastName', 'Last name')}
        {input('email', 'E-mail', 'email')}
        {input('phone', 'Phone', 'tel')}
        {input('company', 'Company')}
        <Field name="status" label="Status">
          <select
            name="status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as Draft['status'] })}
          >
            {contactCreateStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormError message={formError} />
      <div className="actions">
        <button type="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Create contact'}
        </button>
      </div>
    </form>
  );
}
