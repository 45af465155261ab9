import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import type { Contact, ContactStatus } from '../../../shared/api';
import { excelCsv, type CsvColumn } from '../../../shared/csv/excel-csv';
import { api } from '../../api';
import { enumLabel } from '../../i18n/labels';
import { allPages } from '../../ui/csv-export';
import { contactName } from './contact-name';

/* The contact list as CSV: every contact the search and the status filter match. */

const field = (name: string) => (c: Contact) => {
  const value = c.fields[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

function contactColumns(t: TFunction): CsvColumn<Contact>[] {
  const text = (header: string, value: CsvColumn<Contact>['value']): CsvColumn<Contact> => ({
    header,
    kind: 'text',
    value,
  });
  return [
    text(t('backOffice.csv.name'), contactName),
    ...(
      [
        'firstName',
        'lastName',
        'company',
        'email',
        'phone',
        'mobile',
        'street',
        'postalCode',
        'city',
      ] as const
    ).map((name) => text(t(`fields.${name}`), field(name))),
    text(t('fields.status'), (c) => enumLabel(t, 'contactStatus', c.status)),
    { header: t('backOffice.csv.createdAt'), kind: 'date', value: (c) => c.createdAt },
    { header: t('backOffice.csv.changedAt'), kind: 'date', value: (c) => c.updatedAt },
  ];
}

export async function contactsCsv(t: TFunction, text: string, status: ContactStatus | '') {
  const rows = await allPages((offset, limit) =>
    api.contacts.search({ text, status: status || undefined, offset, limit }),
  );
  return { text: excelCsv(contactColumns(t), rows), rows: rows.length };
}

/** "Als CSV exportieren" for the contact list, with its current search and status filter. */
export function ContactsCsvButton({ text, status }: { text: string; status: ContactStatus | '' }) {
  const { t } = useTranslation();
  return (
    <ExportCsvButton
      list={t('backOffice.csv.files.contacts')}
      build={() => contactsCsv(t, text, status)}
    />
  );
}
