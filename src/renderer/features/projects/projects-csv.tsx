import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import type { Project } from '../../../shared/api';
import { excelCsv, type CsvColumn } from '../../../shared/csv/excel-csv';
import { api } from '../../api';
import { enumLabel } from '../../i18n/labels';
import { allPages } from '../../ui/csv-export';
import type { ProjectListFilter } from './keys';
import { groupVersions } from './project-form';
import { projectListRequest } from './queries';

/*
 * The project list as CSV: every project (each version a row) the search and filters match, in
 * the list's order (a project's versions under the first of them shown, as the list groups them).
 */

function projectColumns(t: TFunction): CsvColumn<Project>[] {
  return [
    { header: t('fields.title'), kind: 'text', value: (p) => p.title },
    {
      header: t('backOffice.csv.type'),
      kind: 'text',
      value: (p) => enumLabel(t, 'projectType', p.type),
    },
    {
      header: t('fields.status'),
      kind: 'text',
      value: (p) => enumLabel(t, 'projectStatus', p.status),
    },
    { header: t('backOffice.csv.version'), kind: 'number', value: (p) => p.versionNumber },
    { header: t('backOffice.csv.createdAt'), kind: 'date', value: (p) => p.createdAt },
    { header: t('backOffice.csv.changedAt'), kind: 'date', value: (p) => p.updatedAt },
    { header: t('backOffice.csv.archived'), kind: 'date', value: (p) => p.archivedAt },
  ];
}

export async function projectsCsv(t: TFunction, filter: ProjectListFilter) {
  const request = projectListRequest(filter);
  const read = await allPages((offset, limit) => api.projects.list({ ...request, offset, limit }));
  const rows = groupVersions(read).flat();
  return { text: excelCsv(projectColumns(t), rows), rows: rows.length };
}

/** "Als CSV exportieren" for the project list, with its current search and filters. */
export function ProjectsCsvButton({ filter }: { filter: ProjectListFilter }) {
  const { t } = useTranslation();
  return (
    <ExportCsvButton
      list={t('backOffice.csv.files.projects')}
      build={() => projectsCsv(t, filter)}
    />
  );
}
