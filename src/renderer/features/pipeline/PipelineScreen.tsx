import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealFilterInput } from '../../../shared/ipc/contract';
import type { DealTotals } from '../../../shared/domain/pipeline';
import { errorText } from '../../i18n/errors';
import { formatEuro } from '../../i18n/format';
import { DealMenuDialogs } from '../deals/DealMenu';
import { DealNotice } from '../deals/DealNotice';
import { Board } from './Board';
import { DealTable } from './DealTable';
import { dealFilterOf, usePipelineFilters } from './filters';
import { PipelineToolbar } from './PipelineToolbar';
import { pipelineQueries } from './queries';
import './pipeline.css';

/** The totals of every deal the filter matches (from the core, never from the cards shown). */
function Totals({ totals, status }: { totals: DealTotals; status: string }) {
  const { t } = useTranslation();
  return (
    <div className="totals" data-testid="pipeline-totals">
      <span>
        <strong>{t(`pipeline.${status as 'open'}`, { count: totals.count })}</strong>
      </span>
      <span>
        <strong>{formatEuro(totals.sum)}</strong> {t('pipeline.total')}
      </span>
      <span>
        <strong>{formatEuro(totals.weightedSum)}</strong> {t('pipeline.weighted')}
      </span>
      {totals.criticalCount > 0 && (
        <span className="danger">{t('pipeline.critical', { count: totals.criticalCount })}</span>
      )}
    </div>
  );
}

/** The back office's main screen: the deal board (or list) with its filters. */
export function PipelineScreen() {
  const { t } = useTranslation();
  const filters = usePipelineFilters();
  // One object per filter change: the board and its columns are memoized on it.
  const filter: DealFilterInput = useMemo(() => dealFilterOf(filters), [filters]);
  const board = useQuery({ ...pipelineQueries.board(filter), enabled: filters.view === 'board' });
  const list = useInfiniteQuery({
    ...pipelineQueries.list(filter, filters.sort, filters.descending),
    enabled: filters.view === 'list',
  });
  // Stages and owners after the board: the core answers one call at a time, and the owners
  // (a scan of every deal) would otherwise hold up the cards.
  const optionsWanted = filters.view === 'list' || !board.isPending;
  const stages =
    useQuery({ ...pipelineQueries.options(), enabled: optionsWanted }).data?.stages ?? [];
  const totals = filters.view === 'board' ? board.data?.totals : list.data?.pages[0]?.totals;
  const current = filters.view === 'board' ? board : list;

  return (
    <div className="page pipeline-page">
      <header className="pane-header">
        <h1 tabIndex={-1}>{t('pipeline.title')}</h1>
        {totals && <Totals totals={totals} status={filters.status} />}
      </header>
      <PipelineToolbar loadOptions={optionsWanted} />
      <DealNotice />
      {current.isPending || current.isError ? (
        <div className="placeholder">
          {current.isError ? errorText(t, current.error) : t('pipeline.loading')}
        </div>
      ) : filters.view === 'board' && board.data ? (
        <Board pipeline={board.data} filter={filter} />
      ) : (
        <DealTable filter={filter} stages={stages} />
      )}
      <DealMenuDialogs />
    </div>
  );
}
