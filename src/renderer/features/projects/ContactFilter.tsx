import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { contactName } from '../contacts/contact-name';
import { contactKeys } from '../contacts/keys';
import { useProjectFilters } from './filters';

/**
 * The project list's contact filter: a chosen contact as a removable chip, else a small search
 * (a few matches as buttons) to choose one. Also set from a contact's page.
 */
export function ContactFilter() {
  const { t } = useTranslation();
  const { contactId, contactName: chosen, set } = useProjectFilters();
  const [text, setText] = useState('');
  const query = text.trim();
  const matches = useQuery({
    queryKey: [...contactKeys.search(query), 'pick'],
    queryFn: () => api.contacts.search({ text: query, limit: 6 }),
    enabled: query.length >= 2 && !contactId,
  });
  if (contactId)
    return (
      <button
        className="chip"
        aria-label={t('projects.filter.removeContact', { name: chosen })}
        onClick={() => set({ contactId: '', contactName: '' })}
      >
        {t('projects.filter.contact', { name: chosen })} ✕
      </button>
    );
  return (
    <div className="contact-filter">
      <input
        type="search"
        aria-label={t('projects.filter.findContact')}
        placeholder={t('projects.filter.findContact')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {query.length >= 2 && matches.data && (
        <ul className="contact-matches" aria-label={t('projects.filter.matches')}>
          {matches.data.data.map((c) => (
            <li key={c.id}>
              <button
                onClick={() => {
                  set({ contactId: c.id, contactName: contactName(c) });
                  setText('');
                }}
              >
                {contactName(c)}
              </button>
            </li>
          ))}
          {matches.data.data.length === 0 && (
            <li className="muted">{t('contacts.noMatch', { query })}</li>
          )}
        </ul>
      )}
    </div>
  );
}
