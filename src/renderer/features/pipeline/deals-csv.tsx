import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import type { DealStage } from '../../../shared/api';
import { excelCsv, type CsvColumn } from '../../../shared/csv/excel-csv';
import type { DealListSort } from '../../../shared/domain/pipeline';
import type { DealFilterInput, PipelineDealView } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { enumLabel } from '../../i18n/labels';
import { allPages } from '../../ui/csv-export';
import { contactName } from '../contacts/contact-name';

/* The deal list as CSV: every deal the filters match, in the table's order and columns. */

function dealColumns(t: TFunction, stages: readonly DealStage[]): CsvColumn<PipelineDealView>[] {
  const stageName = (id: string) =>
    stages.find((s) => s.id === id)?.name ?? t('pipeline.unknownStage');
  return [
    { header: t('pipeline.column.title'), kind: 'text', value: (d) => d.title },
    {
      header: t('pipeline.column.contact'),
      kind: 'text',
      value: (d) =>
        d.contactFields ? contactName({ id: d.contactId, fields: d.contactFields }) : d.contactId,
    },
    { header: t('deals.fields.value'), kind: 'number', value: (d) => d.value },
    { header: t('pipeline.column.stage'), kind: 'text', value: (d) => stageName(d.stageId) },
    {
      header: t('pipeline.column.status'),
      kind: 'text',
      value: (d) => enumLabel(t, 'dealStatus', d.status),
    },
    { header: t('backOffice.csv.daysInStage'), kind: 'number', value: (d) => d.daysInStage },
    {
      header: t('backOffice.csv.critical'),
      kind: 'text',
      value: (d) => (d.critical ? t('app.yes') : t('app.no')),
    },
    { header: t('pipeline.column.owner'), kind: 'text', value: (d) => d.ownerId },
    { header: t('deals.fields.street'), kind: 'text', value: (d) => d.street },
    { header: t('deals.fields.postalCode'), kind: 'text', value: (d) => d.postalCode },
    { header: t('deals.fields.city'), kind: 'text', value: (d) => d.city },
    { header: t('deals.fields.notes'), kind: 'text', value: (d) => d.notes },
    { header: t('backOffice.csv.changedAt'), kind: 'date', value: (d) => d.updatedAt },
    { header: t('backOffice.csv.archived'), kind: 'date', value: (d) => d.archivedAt },
  ];
}

export async function dealsCsv(
  t: TFunction,
  filter: DealFilterInput,
  sort: DealListSort,
  descending: boolean,
  stages: readonly DealStage[],
) {
  const rows = await allPages((offset, limit) =>
    api.deals.list({ filter, sort, descending, offset, limit }),
  );
  return { text: excelCsv(dealColumns(t, stages), rows), rows: rows.length };
}

interface DealsCsvProps {
  filter: DealFilterInput;
  sort: DealListSort;
  descending: boolean;
  stages: readonly DealStage[];
}

/** "Als CSV exportieren" for the deal list, with its filters and sort order. */
export function DealsCsvButton({ filter, sort, descending, stages }: DealsCsvProps) {
  const { t } = useTranslation();
  return (
    <ExportCsvButton
      list={t('backOffice.csv.files.deals')}
      build={() => dealsCsv(t, filter, sort, descending, stages)}
    />
  );
}
