import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { excelCsv, type CsvColumn } from '../../../shared/csv/excel-csv';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { syncErrorText } from '../../i18n/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { refusalReasons, rejectionText } from './describe-entry';

/*
 * The outbox as CSV, as the screen shows it: the changes its search leaves, in its order, each
 * named as its line names it (the record's name, read by the line). Its own file, so the outbox
 * screen takes it with one import and one element.
 */

/** A line of the outbox screen: the entry and its title as shown. */
export interface ShownEntry {
  entry: OutboxEntryView;
  title: string;
}

function outboxColumns(t: TFunction): CsvColumn<ShownEntry>[] {
  const column = (
    header: string,
    kind: CsvColumn<ShownEntry>['kind'],
    value: (e: OutboxEntryView) => string | number | null,
  ): CsvColumn<ShownEntry> => ({ header, kind, value: (row) => value(row.entry) });
  return [
    column(t('backOffice.csv.number'), 'number', (e) => e.seq),
    { header: t('backOffice.csv.change'), kind: 'text', value: (row) => row.title },
    column(t('backOffice.csv.outboxState'), 'text', (e) => t(`outbox.state.${e.state}`)),
    column(t('backOffice.csv.attempts'), 'number', (e) => e.attempts),
    column(t('backOffice.csv.createdAt'), 'date', (e) => e.createdAt),
    column(t('backOffice.csv.problem'), 'text', (e) =>
      e.rejection
        ? [
            rejectionText(t, e.rejection),
            ...(e.rejection.code === 'not_supported'
              ? []
              : refusalReasons(t, e.rejection, e.moduleKey)),
          ].join(' ')
        : syncErrorText(t, e.lastError),
    ),
  ];
}

export function outboxCsv(t: TFunction, shown: readonly ShownEntry[]) {
  return { text: excelCsv(outboxColumns(t), shown), rows: shown.length };
}

/** "Als CSV exportieren" for the outbox screen: `shown()` gives its lines at the click. */
export function OutboxCsvButton({ shown }: { shown: () => readonly ShownEntry[] }) {
  const { t } = useTranslation();
  return (
    <ExportCsvButton
      list={t('backOffice.csv.files.outbox')}
      build={async () => outboxCsv(t, shown())}
    />
  );
}
