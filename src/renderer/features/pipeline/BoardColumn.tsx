import { useDroppable } from '@dnd-kit/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealStage } from '../../../shared/api';
import type { DealFilterInput, PipelineColumn } from '../../../shared/ipc/contract';
import { formatEuro } from '../../i18n/format';
import { useRecordsInConflict } from '../outbox/ConflictMark';
import { DealCard } from './DealCard';
import { pipelineQueries } from './queries';

interface Props {
  column: PipelineColumn;
  name: string;
  filter: DealFilterInput;
  stages: readonly DealStage[];
}

/**
 * A column's weighted sum. Only open deals are weighted by the stage's probability (won ones count
 * in full, lost ones not at all), so the stage's % is shown only when the board shows open deals.
 */
function WeightedSum(props: { sum: number; probability: number; openOnly: boolean }) {
  const { t } = useTranslation();
  const { sum, probability, openOnly } = props;
  return openOnly ? (
    <span className="muted" title={t('pipeline.probabilityHint', { probability })}>
      {t('pipeline.columnWeighted', { sum: formatEuro(sum), probability })}
    </span>
  ) : (
    <span className="muted" title={t('backOffice.weightingHint', { probability })}>
      {t('backOffice.columnWeightedMixed', { sum: formatEuro(sum) })}
    </span>
  );
}

/**
 * One stage: its totals (over every matching deal, from the core) and its cards, virtualized;
 * the board gave the first page, further pages are asked for when the user scrolls near the end.
 */
export const BoardColumn = memo(function BoardColumn({ column, name, filter, stages }: Props) {
  const { t } = useTranslation();
  const { stage } = column;
  const { setNodeRef, isOver } = useDroppable({
    id: stage.id,
    disabled: column.unknownStage,
    data: { stage },
  });
  const inConflict = useRecordsInConflict('deals');
  const [wantMore, setWantMore] = useState(false);
  const more = useInfiniteQuery({
    ...pipelineQueries.column(
      filter,
      column.unknownStage ? undefined : stage.id,
      column.deals.length,
    ),
    enabled: wantMore && column.hasMore,
  });
  const deals = useMemo(() => {
    const seen = new Set<string>();
    return [...column.deals, ...(more.data?.pages.flatMap((p) => p.data) ?? [])].filter(
      (d) => !seen.has(d.id) && !!seen.add(d.id),
    );
  }, [column.deals, more.data]);
  const hasMore = column.hasMore && (!more.data || more.hasNextPage);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: deals.length + (hasMore ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => 104,
    // The first render already fills the column (no pass with nothing but the overscan first).
    initialRect: { width: 0, height: window.innerHeight },
    overscan: 2,
    gap: 8,
    getItemKey: (i) => deals[i]?.id ?? 'more',
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (!hasMore || more.isFetching || lastShown < deals.length - 3) return;
    if (!wantMore) setWantMore(true);
    else void more.fetchNextPage();
  }, [lastShown, hasMore, deals.length, wantMore, more]);

  const headingId = `stage-${stage.id}`;
  return (
    <section
      ref={setNodeRef}
      className={`column${isOver ? ' drop-over' : ''}${column.unknownStage ? ' unknown' : ''}`}
      data-testid="pipeline-column"
      data-stage={stage.id}
      aria-labelledby={headingId}
    >
      <header className="column-header">
        <div className="column-title">
          <h2 id={headingId}>{name}</h2>
          <span className="count">{column.count}</span>
        </div>
        {column.unknownStage && <p className="muted small">{t('pipeline.unknownStageHint')}</p>}
        <div className="column-sums">
          <span>{formatEuro(column.sum)}</span>
          {!column.unknownStage && (
            <WeightedSum
              sum={column.weightedSum}
              probability={stage.probability ?? 0}
              openOnly={(filter.status ?? 'open') === 'open'}
            />
          )}
          {column.criticalCount > 0 && (
            <span className="danger">
              {t('pipeline.critical', { count: column.criticalCount })}
            </span>
          )}
        </div>
      </header>
      <div className="column-scroll" ref={scroller}>
        {deals.length === 0 ? (
          <p className="empty">{t('pipeline.noDeals')}</p>
        ) : (
          <ul
            className="column-deals"
            aria-label={t('pipeline.dealsIn', { stage: name })}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const deal = deals[item.index];
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="column-slot"
                  style={{ transform: `translateY(${item.start}px)` }}
                  aria-setsize={column.count}
                  aria-posinset={item.index + 1}
                >
                  {deal ? (
                    <DealCard
                      deal={deal}
                      stage={stage}
                      stages={stages}
                      inConflict={inConflict.has(deal.id)}
                    />
                  ) : (
                    <p className="muted small more-loading">{t('pipeline.moreLoading')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
