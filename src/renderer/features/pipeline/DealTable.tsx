import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealStage } from '../../../shared/api';
import type { DealListSort } from '../../../shared/domain/pipeline';
import type { DealFilterInput } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDate, formatEuro } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { contactName } from '../contacts/contact-name';
import { DealLink } from '../deals/DealLink';
import { DealMenu } from '../deals/DealMenu';
import { DealSyncMark } from '../deals/DealSyncMark';
import { useRecordsInConflict } from '../outbox/ConflictMark';
import { DealsCsvButton } from './deals-csv';
import { usePipelineFilters } from './filters';
import { pipelineQueries } from './queries';

const rowHeight = 45;

/** The deals as a sortable table: rows virtualized, read a page at a time as the user scrolls. */
export function DealTable({
  filter,
  stages,
}: {
  filter: DealFilterInput;
  stages: readonly DealStage[];
}) {
  const { t } = useTranslation();
  const { sort, descending, set } = usePipelineFilters();
  const list = useInfiniteQuery(pipelineQueries.list(filter, sort, descending));
  const inConflict = useRecordsInConflict('deals');
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && lastShown >= rows.length - 10)
      void list.fetchNextPage();
  }, [lastShown, rows.length, list]);

  const stageName = (id: string) =>
    stages.find((s) => s.id === id)?.name ?? t('pipeline.unknownStage');
  const header = (key: DealListSort, num?: boolean) => {
    const label = t(`pipeline.column.${key}`);
    const active = sort === key;
    return (
      <th
        key={key}
        className={num ? 'num' : undefined}
        aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="sort-button"
          aria-label={t('pipeline.column.sortBy', { column: label })}
          onClick={() =>
            set(
              active
                ? { descending: !descending }
                : { sort: key, descending: key !== 'title' && key !== 'stage' && key !== 'owner' },
            )
          }
        >
          {label}
          <span aria-hidden className="sort-mark">
            {active ? (descending ? '▼' : '▲') : ''}
          </span>
        </button>
      </th>
    );
  };
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  if (list.isError) return <div className="placeholder">{errorText(t, list.error)}</div>;
  return (
    <div className="deal-table-wrap">
      <div className="deal-table-tools">
        <DealsCsvButton filter={filter} sort={sort} descending={descending} stages={stages} />
      </div>
      <div className="deal-table-scroll" ref={scroller}>
        <table
          className="table deal-table"
          aria-label={t('pipeline.listLabel')}
          aria-rowcount={(totals?.count ?? 0) + 1}
        >
          <thead>
            <tr>
              {header('title')}
              <th>{t('pipeline.column.contact')}</th>
              {header('value', true)}
              {header('stage')}
              <th>{t('pipeline.column.status')}</th>
              {header('daysInStage', true)}
              {header('owner')}
              {header('updated')}
              <th>
                <span className="visually-hidden">{t('deals.actions.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {before > 0 && (
              <tr aria-hidden style={{ height: before }}>
                <td colSpan={9} />
              </tr>
            )}
            {items.map((item) => {
              const deal = rows[item.index]!;
              return (
                <tr
                  key={deal.id}
                  className={deal.critical ? 'critical' : undefined}
                  aria-rowindex={item.index + 2}
                  data-testid="deal-row"
                  style={{ height: rowHeight }}
                >
                  <td>
                    <DealLink deal={deal} className="link" />
                    <DealSyncMark pending={deal.pending} inConflict={inConflict.has(deal.id)} />
                  </td>
                  <td>
                    {deal.contactFields
                      ? contactName({ id: deal.contactId, fields: deal.contactFields })
                      : deal.contactId}
                  </td>
                  <td className="num">{formatEuro(deal.value)}</td>
                  <td>{stageName(deal.stageId)}</td>
                  <td>
                    <span className={`tag tag-${deal.status}`}>
                      {enumLabel(t, 'dealStatus', deal.status)}
                    </span>
                    {deal.archivedAt && <span className="tag">{t('pipeline.card.archived')}</span>}
                  </td>
                  <td className={`num${deal.critical ? ' danger' : ''}`}>
                    {deal.critical ? '⚠ ' : ''}
                    {deal.daysInStage}
                  </td>
                  <td>{deal.ownerId ?? t('app.dash')}</td>
                  <td>{formatDate(deal.updatedAt)}</td>
                  <td>
                    <DealMenu deal={deal} stages={stages} />
                  </td>
                </tr>
              );
            })}
            {after > 0 && (
              <tr aria-hidden style={{ height: after }}>
                <td colSpan={9} />
              </tr>
            )}
          </tbody>
        </table>
        {list.isSuccess && rows.length === 0 && <p className="empty">{t('pipeline.noDeals')}</p>}
      </div>
      {totals && (
        <p className="muted small deal-table-footer">
          {t('pipeline.listFooter', { shown: rows.length, count: totals.count })}
        </p>
      )}
    </div>
  );
}
