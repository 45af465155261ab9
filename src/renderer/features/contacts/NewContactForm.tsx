import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contactCreateSchema, contactCreateStatuses } from '../../../shared/api';
import { enumLabel } from '../../i18n/labels';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { Field, FormError, TextField, onSubmit } from '../../ui/Field';
import { message, useCreateForm } from '../../ui/use-create-form';
import { email, phone } from './contact-patch';
import { useCreateContactMutation } from './mutations';

/*
 * The create body is checked with the shared contactCreateSchema (the same one the core and the
 * server use); the form adds what a person record needs on top (a name, a valid e-mail). The input
 * is a draft: it survives leaving the screen and reloading the window, until saved or discarded.
 */
const formFields = z
  .object({
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    email,
    phone,
    company: z.string().trim().max(200),
  })
  .refine((f) => f.lastName !== '' || f.company !== '', {
    path: ['lastName'],
    message: message('requiredOrCompany'),
  });
const formSchema = contactCreateSchema.extend({ fields: formFields });

type Values = {
  status: (typeof contactCreateStatuses)[number];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
};
const empty: Values = {
  status: 'lead',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
};

export const newContactDraftKey = draftKey('contact-new');

export function NewContactForm({ onDone }: { onDone: (id: string | null) => void }) {
  const { t } = useTranslation();
  const draft = useDraft(newContactDraftKey);
  const values = { ...empty, ...(draft?.values as Partial<Values> | undefined) };
  const saveDraft = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const create = useCreateContactMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    formSchema,
    (checked) => {
      // Empty inputs are left out rather than saved as empty strings.
      const fields = Object.fromEntries(Object.entries(checked.fields).filter(([, v]) => v !== ''));
      return create.mutateAsync({ status: checked.status, fields });
    },
    (contact) => {
      discard(newContactDraftKey);
      onDone(contact.id);
    },
  );
  const set = (patch: Partial<Values>) => saveDraft(newContactDraftKey, { ...values, ...patch });

  const send = () => {
    const { status, ...fields } = values;
    void submit({ status, fields });
  };

  const input = (
    key: keyof Omit<Values, 'status'>,
    type?: 'email' | 'tel',
    autoFocus?: boolean,
  ) => (
    <TextField
      name={key}
      label={t(`fields.${key}`)}
      type={type}
      value={values[key]}
      error={errors[key]}
      autoFocus={autoFocus}
      onChange={(value) => set({ [key]: value })}
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
        <h2>{t('contacts.form.title')}</h2>
      </header>
      <p className="muted">{t('contacts.form.hint')}</p>
      <div className="form-grid">
        {input('firstName', undefined, true)}
        {input('lastName')}
        {input('email', 'email')}
        {input('phone', 'tel')}
        {input('company')}
        <Field name="status" label={t('fields.status')}>
          <select
            name="status"
            value={values.status}
            onChange={(e) => set({ status: e.target.value as Values['status'] })}
          >
            {contactCreateStatuses.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'contactStatus', s)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormError message={formError} />
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            discard(newContactDraftKey);
            onDone(null);
          }}
        >
          {draft ? t('contacts.form.discard') : t('app.cancel')}
        </button>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('app.saving') : t('contacts.form.create')}
        </button>
      </div>
    </form>
  );
}
