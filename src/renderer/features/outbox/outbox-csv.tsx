import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { excelCsv, type CsvColumn } from '../../../shared/csv/excel-csv';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { syncErrorText } from '../../i18n/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { describeEntry, refusalReasons, rejectionText } from './describe-entry';

/*
 * The outbox as CSV: every waiting change, in the screen's order, said in words as the screen
 * says it. Its own file, so the outbox screen takes it with one import and one element.
 */

function outboxColumns(t: TFunction): CsvColumn<OutboxEntryView>[] {
  return [
    { header: t('backOffice.csv.number'), kind: 'number', value: (e) => e.seq },
    { header: t('backOffice.csv.change'), kind: 'text', value: (e) => describeEntry(t, e) },
    {
      header: t('backOffice.csv.outboxState'),
      kind: 'text',
      value: (e) => t(`outbox.state.${e.state}`),
    },
    { header: t('backOffice.csv.attempts'), kind: 'number', value: (e) => e.attempts },
    { header: t('backOffice.csv.createdAt'), kind: 'date', value: (e) => e.createdAt },
    {
      header: t('backOffice.csv.problem'),
      kind: 'text',
      value: (e) =>
        e.rejection
          ? [
              rejectionText(t, e.rejection),
              ...(e.rejection.code === 'not_supported'
                ? []
                : refusalReasons(t, e.rejection, e.moduleKey)),
            ].join(' ')
          : syncErrorText(t, e.lastError),
    },
  ];
}

export async function outboxCsv(t: TFunction) {
  const { data } = await api.outbox.list({});
  return { text: excelCsv(outboxColumns(t), data), rows: data.length };
}

/** "Als CSV exportieren" for the outbox screen. */
export function OutboxCsvButton() {
  const { t } = useTranslation();
  return <ExportCsvButton list={t('backOffice.csv.files.outbox')} build={() => outboxCsv(t)} />;
}
