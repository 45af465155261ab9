import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { contactCreateSchema, contactCreateStatuses } from '../../shared/api';
import { IpcError } from '../../shared/ipc/contract';
import { api } from '../api';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const body = () => {
    const { status, ...fields } = draft;
    return { status, fields };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const candidate = body();
    const checked = formSchema.safeParse(candidate);
    if (!checked.success) {
      setErrors(
        fieldErrors(
          checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      );
      return;
    }
    setErrors({});
    // Empty inputs are left out rather than saved as empty strings.
    const fields = Object.fromEntries(
      Object.entries(checked.data.fields).filter(([, v]) => v !== ''),
    );
    setSaving(true);
    try {
      const contact = await api.contacts.create({ body: { status: candidate.status, fields } });
      setDraft(emptyDraft);
      onDone(contact.id);
    } catch (error) {
      // The core validates again; its issues name the same fields.
      if (error instanceof IpcError && error.issues?.length) setErrors(fieldErrors(error.issues));
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const input = (key: keyof Omit<Draft, 'status'>, label: string, type = 'text') => (
    <label className={`field${errors[key] ? ' invalid' : ''}`}>
      <span>{label}</span>
      <input
        name={key}
        type={type}
        value={draft[key]}
        aria-invalid={!!errors[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
      {errors[key] && (
        <span className="field-error" role="alert" data-testid={`error-${key}`}>
          {label} {errors[key]}
        </span>
      )}
    </label>
  );

  return (
    <form
      className="detail form"
      onSubmit={(e) => void submit(e)}
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
        <label className="field">
          <span>Status</span>
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
        </label>
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
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

/** `fields.email: must be…` → { email: 'must be…' }; the last path segment names the input. */
function fieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.split('.').pop() ?? issue.path;
    out[key] ??= issue.message;
  }
  return out;
}
