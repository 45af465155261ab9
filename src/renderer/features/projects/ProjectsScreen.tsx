import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectStatuses, projectTypes } from '../../../shared/api';
import { formatDate } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { useNavigation, useRecordKey } from '../../stores/navigation';
import { useSearches } from '../../stores/searches';
import { ListItem } from '../../ui/ListItem';
import { SearchField } from '../../ui/SearchField';
import { ContactFilter } from './ContactFilter';
import { useProjectFilters } from './filters';
import { ProjectsCsvButton } from './projects-csv';
import { groupVersions } from './project-form';
import { ProjectDetailView } from './ProjectDetail';
import { projectQueries } from './queries';
import './projects.css';
import { ConflictMark, useRecordsInConflict } from '../outbox/ConflictMark';

export function ProjectsScreen({ id, moduleKey }: { id?: string; moduleKey?: string }) {
  const { t } = useTranslation();
  const inConflict = useRecordsInConflict('projects');
  const navigate = useNavigation((s) => s.navigate);
  // The open record's page stays when the sync renames the record (typing goes on).
  const recordKey = useRecordKey(id ?? '');
  const text = useSearches((s) => s.projects);
  const setText = useSearches((s) => s.set);
  const filters = useProjectFilters();
  const list = useInfiniteQuery({
    ...projectQueries.list({
      text,
      type: filters.type,
      status: filters.status,
      contactId: filters.contactId,
    }),
    placeholderData: keepPreviousData,
  });
  const projects = list.data?.pages.flatMap((p) => p.data) ?? [];
  const groups = groupVersions(projects);
  const filtered = !!(text || filters.type || filters.status || filters.contactId);

  return (
    <div className="split">
      <section className="list-pane" aria-labelledby="projects-title">
        <header className="pane-header">
          <h1 id="projects-title" tabIndex={-1}>
            {t('projects.title')}
          </h1>
        </header>
        <SearchField
          initial={text}
          placeholder={t('projects.searchPlaceholder')}
          label={t('projects.searchLabel')}
          onSearch={(next) => setText('projects', next)}
        />
        <div className="list-filters" role="group" aria-label={t('projects.filter.label')}>
          <select
            aria-label={t('projects.filter.type')}
            value={filters.type}
            onChange={(e) => filters.set({ type: e.target.value })}
          >
            <option value="">{t('projects.filter.anyType')}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {enumLabel(t, 'projectType', type)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('projects.filter.status')}
            value={filters.status}
            onChange={(e) => filters.set({ status: e.target.value })}
          >
            <option value="">{t('projects.filter.anyStatus')}</option>
            {projectStatuses.map((status) => (
              <option key={status} value={status}>
                {enumLabel(t, 'projectStatus', status)}
              </option>
            ))}
          </select>
          <ContactFilter />
          <ProjectsCsvButton
            filter={{
              text,
              type: filters.type,
              status: filters.status,
              contactId: filters.contactId,
            }}
          />
        </div>
        <ul className="list" data-testid="project-list" aria-label={t('projects.listLabel')}>
          {groups.map((group) =>
            group.map((p, i) => (
              <ListItem
                key={p.id}
                id={p.id}
                title={<span className={i > 0 ? 'version-of' : undefined}>{p.title}</span>}
                selected={p.id === id}
                onOpen={() => navigate({ screen: 'projects', id: p.id })}
              >
                <span className={`tag tag-${p.status}`}>
                  {enumLabel(t, 'projectStatus', p.status)}
                </span>
                {inConflict.has(p.id) && <ConflictMark />}
                <span>{enumLabel(t, 'projectType', p.type)}</span>
                {(group.length > 1 || p.versionNumber > 1) && (
                  <span>{t('projects.version', { number: p.versionNumber })}</span>
                )}
                <span>{formatDate(p.updatedAt)}</span>
              </ListItem>
            )),
          )}
          {list.isSuccess && projects.length === 0 && (
            <li className="empty">
              {filtered ? t('projects.noMatchFilter') : t('projects.noneYet')}
            </li>
          )}
          {list.hasNextPage && (
            <li>
              <button
                className="more-button"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('projects.loadMore')}
              </button>
            </li>
          )}
        </ul>
      </section>
      <section className="detail-pane">
        {id ? (
          <ProjectDetailView key={recordKey} id={id} moduleKey={moduleKey} />
        ) : (
          <div className="placeholder">{t('projects.placeholder')}</div>
        )}
      </section>
    </div>
  );
}
