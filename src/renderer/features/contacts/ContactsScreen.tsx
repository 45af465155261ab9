import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../i18n/labels';
import { useNavigation } from '../../stores/navigation';
import { useSearches } from '../../stores/searches';
import { ListItem } from '../../ui/ListItem';
import { SearchField } from '../../ui/SearchField';
import { ContactDetailView } from './ContactDetail';
import { contactName } from './contact-name';
import { NewContactForm } from './NewContactForm';
import { contactQueries } from './queries';

export function ContactsScreen({ id, creating }: { id?: string; creating?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const text = useSearches((s) => s.contacts);
  const setText = useSearches((s) => s.set);
  const results = useQuery({ ...contactQueries.search(text), placeholderData: keepPreviousData });
  const contacts = results.data?.data ?? [];

  return (
    <div className="split">
      <section className="list-pane" aria-labelledby="contacts-title">
        <header className="pane-header">
          <h1 id="contacts-title" tabIndex={-1}>
            {t('contacts.title')}
          </h1>
          <button
            className="primary"
            onClick={() => navigate({ screen: 'contacts', creating: true })}
          >
            {t('contacts.new')}
          </button>
        </header>
        <SearchField
          initial={text}
          placeholder={t('contacts.searchPlaceholder')}
          label={t('contacts.searchLabel')}
          onSearch={(next) => setText('contacts', next)}
        />
        <ul className="list" data-testid="contact-list" aria-label={t('contacts.listLabel')}>
          {contacts.map((c) => (
            <ListItem
              key={c.id}
              id={c.id}
              title={contactName(c)}
              selected={c.id === id}
              onOpen={() => navigate({ screen: 'contacts', id: c.id })}
            >
              <span className={`tag tag-${c.status}`}>
                {enumLabel(t, 'contactStatus', c.status)}
              </span>
              {typeof c.fields.email === 'string' && <span>{c.fields.email}</span>}
            </ListItem>
          ))}
          {results.isSuccess && contacts.length === 0 && (
            <li className="empty">
              {text ? t('contacts.noMatch', { query: text }) : t('contacts.noneYet')}
            </li>
          )}
          {results.data?.hasMore && <li className="empty">{t('contacts.more')}</li>}
        </ul>
      </section>

      <section className="detail-pane">
        {creating ? (
          <NewContactForm
            onDone={(created) =>
              navigate(created ? { screen: 'contacts', id: created } : { screen: 'contacts' })
            }
          />
        ) : id ? (
          <ContactDetailView key={id} id={id} />
        ) : (
          <div className="placeholder">
            <p>{t('contacts.placeholder')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
