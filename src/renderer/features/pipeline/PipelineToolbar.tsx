import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../i18n/labels';
import { useNavigation } from '../../stores/navigation';
import { SearchField } from '../../ui/SearchField';
import { isFiltered, noOwner, usePipelineFilters, type PipelineFilters } from './filters';
import { pipelineQueries } from './queries';

/**
 * View (board or list), the filters, and a new deal. Kept in a store while the user is away.
 * `loadOptions`: the owners are read once the board is in.
 */
export function PipelineToolbar({ loadOptions }: { loadOptions: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const filters = usePipelineFilters();
  const owners =
    useQuery({ ...pipelineQueries.options(), enabled: loadOptions }).data?.owners ?? [];
  const view = (v: PipelineFilters['view']) => (
    <button
      type="button"
      aria-pressed={filters.view === v}
      className={filters.view === v ? 'selected' : undefined}
      onClick={() => filters.set({ view: v })}
    >
      {t(`pipeline.view.${v}`)}
    </button>
  );
  const check = (name: 'criticalOnly' | 'includeArchived') => (
    <label className="toolbar-check">
      <input
        type="checkbox"
        checked={filters[name]}
        onChange={(e) => filters.set({ [name]: e.target.checked })}
      />
      {t(`pipeline.filter.${name}`)}
    </label>
  );
  return (
    <div className="pipeline-toolbar" role="group" aria-label={t('pipeline.filter.label')}>
      <div className="segmented" role="group" aria-label={t('pipeline.view.label')}>
        {view('board')}
        {view('list')}
      </div>
      <SearchField
        key={filters.resets}
        initial={filters.text}
        label={t('pipeline.filter.text')}
        placeholder={t('pipeline.filter.text')}
        onSearch={(text) => filters.set({ text })}
      />
      <label className="toolbar-field">
        <span>{t('pipeline.filter.status')}</span>
        <select
          value={filters.status}
          onChange={(e) => filters.set({ status: e.target.value as PipelineFilters['status'] })}
        >
          {(['open', 'won', 'lost'] as const).map((s) => (
            <option key={s} value={s}>
              {enumLabel(t, 'dealStatus', s)}
            </option>
          ))}
          <option value="all">{t('pipeline.filter.statusAll')}</option>
        </select>
      </label>
      <label className="toolbar-field">
        <span>{t('pipeline.filter.owner')}</span>
        <select value={filters.owner} onChange={(e) => filters.set({ owner: e.target.value })}>
          <option value="">{t('pipeline.filter.anyOwner')}</option>
          <option value={noOwner}>{t('pipeline.filter.noOwner')}</option>
          {owners.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
          {filters.owner && filters.owner !== noOwner && !owners.includes(filters.owner) && (
            <option value={filters.owner}>{filters.owner}</option>
          )}
        </select>
      </label>
      {check('criticalOnly')}
      {check('includeArchived')}
      {isFiltered(filters) && (
        <button type="button" className="link" onClick={filters.reset}>
          {t('pipeline.filter.reset')}
        </button>
      )}
      <button
        type="button"
        className="primary new-deal"
        onClick={() => navigate({ screen: 'deals', creating: true })}
      >
        {t('pipeline.newDeal')}
      </button>
    </div>
  );
}
