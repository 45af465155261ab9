import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { contactStatuses, type ContactStatus } from '../../../shared/api';
import { enumLabel } from '../../i18n/labels';
import { useNavigation, useRecordKey } from '../../stores/navigation';
import { useSearches } from '../../stores/searches';
import { ListItem } from '../../ui/ListItem';
import { SearchField } from '../../ui/SearchField';
import { ContactsCsvButton } from './contacts-csv';
import { ContactDetailView, NewContactForm } from '../../app/screens';
import { contactName } from './contact-name';
import { contactQueries } from './queries';
import './contacts.css';
import { ConflictMark, useRecordsInConflict } from '../outbox/ConflictMark';

/** The status filter, kept while the user visits other screens. */
const useStatusFilter = create<{ status: ContactStatus | ''; set(s: ContactStatus | ''): void }>(
  (set) => ({ status: '', set: (status) => set({ status }) }),
);

/** Height of one row (title + line under it); rows are measured, this is the first guess. */
const rowEstimate = 58;

export function ContactsScreen({ id, creating }: { id?: string; creating?: boolean }) {
  const { t } = useTranslation();
  const inConflict = useRecordsInConflict('contacts');
  const navigate = useNavigation((s) => s.navigate);
  // The open record's page stays when the sync renames the record (typing goes on).
  const recordKey = useRecordKey(id ?? '');
  const text = useSearches((s) => s.contacts);
  const setText = useSearches((s) => s.set);
  const { status, set: setStatus } = useStatusFilter();
  const results = useInfiniteQuery({
    ...contactQueries.search(text, status),
    placeholderData: keepPreviousData,
  });
  const contacts = results.data?.pages.flatMap((p) => p.data) ?? [];
  // The whole list, virtualised: only the rows in view are in the page; the next page of 100 is
  // read when the user scrolls near the end of what is loaded.
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: contacts.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowEstimate,
    overscan: 10,
  });
  const rows = virtual.getVirtualItems();
  const last = rows[rows.length - 1];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  useEffect(() => {
    if (last && last.index >= contacts.length - 20 && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [last, contacts.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const before = rows[0]?.start ?? 0;
  const after = last ? virtual.getTotalSize() - last.end : 0;

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
        <div className="list-filters">
          <select
            aria-label={t('contacts.statusFilter')}
            value={status}
            onChange={(e) => setStatus(e.target.value as ContactStatus | '')}
          >
            <option value="">{t('contacts.anyStatus')}</option>
            {contactStatuses.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'contactStatus', s)}
              </option>
            ))}
          </select>
          <span className="muted" aria-live="polite" data-testid="contact-count">
            {results.isSuccess &&
              (hasNextPage
                ? t('contacts.countMore', { count: contacts.length })
                : t('contacts.count', { count: contacts.length }))}
          </span>
          <ContactsCsvButton text={text} status={status} />
        </div>
        <div ref={scroller} className="list virtual-scroller">
          <ul
            className="virtual-rows"
            data-testid="contact-list"
            aria-label={t('contacts.listLabel')}
            style={{ paddingTop: before, paddingBottom: after }}
          >
            {rows.map((row) => {
              const c = contacts[row.index]!;
              return (
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
                  {inConflict.has(c.id) && <ConflictMark />}
                  {typeof c.fields.email === 'string' && <span>{c.fields.email}</span>}
                </ListItem>
              );
            })}
            {results.isSuccess && contacts.length === 0 && (
              <li className="empty">
                {text ? t('contacts.noMatch', { query: text }) : t('contacts.noneYet')}
              </li>
            )}
          </ul>
        </div>
      </section>

      <section className="detail-pane">
        {creating ? (
          <NewContactForm
            onDone={(created) =>
              navigate(created ? { screen: 'contacts', id: created } : { screen: 'contacts' })
            }
          />
        ) : id ? (
          <ContactDetailView key={recordKey} id={id} />
        ) : (
          <div className="placeholder">
            <p>{t('contacts.placeholder')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
