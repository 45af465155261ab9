import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { Field } from '../../ui/Field';
import { contactName } from '../contacts/contact-name';
import { pipelineKeys } from '../pipeline/keys';

interface Props {
  contactId: string;
  /** The chosen contact's name, as last seen (kept in the draft). */
  label: string;
  error?: string;
  onChange(contactId: string, label: string): void;
}

/** Chooses the deal's contact: search by name, company, e-mail…, then pick from the matches. */
export function ContactPicker({ contactId, label, error, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const matches = useQuery({
    queryKey: [...pipelineKeys.board, 'contactPick', text],
    queryFn: () => api.contacts.search({ text, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const options = (matches.data?.data ?? []).filter((c) => c.id !== contactId);
  return (
    <div className="deal-contact-picker">
      <label className="field">
        <span>{t('deals.fields.contactSearch')}</span>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Field name="contactId" label={t('deals.fields.contact')} error={error}>
        <select
          name="contactId"
          value={contactId}
          aria-invalid={!!error}
          onChange={(e) => {
            const chosen = matches.data?.data.find((c) => c.id === e.target.value);
            onChange(e.target.value, chosen ? contactName(chosen) : '');
          }}
        >
          <option value="">
            {options.length || contactId
              ? t('deals.fields.contactPick')
              : t('deals.fields.contactNone')}
          </option>
          {contactId && <option value={contactId}>{label || contactId}</option>}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {contactName(c)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
