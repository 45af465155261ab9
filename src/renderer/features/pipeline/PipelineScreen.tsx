import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PipelineColumn } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatEuro } from '../../i18n/format';
import { pipelineQueries } from './queries';

/** The deal board, read-only: stages as columns with sums, stale deals flagged. */
export function PipelineScreen() {
  const { t } = useTranslation();
  /** A stage's own name; the column of deals in stages the workspace dropped is named here. */
  const stageName = (column: PipelineColumn) =>
    column.unknownStage ? t('pipeline.unknownStage') : column.stage.name;
  const board = useQuery(pipelineQueries.board());
  const title = <h1 tabIndex={-1}>{t('pipeline.title')}</h1>;
  if (board.isPending || board.isError)
    return (
      <div className="page">
        <header className="pane-header">{title}</header>
        <div className="placeholder">
          {board.isError ? errorText(t, board.error) : t('pipeline.loading')}
        </div>
      </div>
    );
  const pipeline = board.data;
  const total = pipeline.columns.reduce(
    (sum, c) => ({
      count: sum.count + c.count,
      sum: sum.sum + c.sum,
      weighted: sum.weighted + c.weightedSum,
    }),
    { count: 0, sum: 0, weighted: 0 },
  );
  const critical = pipeline.columns.reduce(
    (n, c) => n + c.deals.filter((d) => d.critical).length,
    0,
  );

  return (
    <div className="page">
      <header className="pane-header">
        {title}
        <div className="totals">
          <span>
            <strong>{t('pipeline.open', { count: total.count })}</strong>
          </span>
          <span>
            <strong>{formatEuro(total.sum)}</strong> {t('pipeline.total')}
          </span>
          <span>
            <strong>{formatEuro(total.weighted)}</strong> {t('pipeline.weighted')}
          </span>
          {critical > 0 && (
            <span className="danger">{t('pipeline.critical', { count: critical })}</span>
          )}
        </div>
      </header>
      <div
        className="board"
        data-testid="pipeline"
        // The board scrolls sideways: focusable so the keyboard can scroll it too.
        tabIndex={0}
        role="region"
        aria-label={t('pipeline.title')}
      >
        {pipeline.columns.map((column) => (
          <section
            key={column.stage.id}
            className="column"
            data-testid="pipeline-column"
            aria-labelledby={`stage-${column.stage.id}`}
          >
            <header className="column-header">
              <div className="column-title">
                <h2 id={`stage-${column.stage.id}`}>{stageName(column)}</h2>
                <span className="count">{column.count}</span>
              </div>
              {column.unknownStage && <p className="muted">{t('pipeline.unknownStageHint')}</p>}
              <div className="column-sums">
                <span>{formatEuro(column.sum)}</span>
                <span
                  className="muted"
                  title={t('pipeline.probabilityHint', {
                    probability: column.stage.probability ?? 0,
                  })}
                >
                  {t('pipeline.columnWeighted', {
                    sum: formatEuro(column.weightedSum),
                    probability: column.stage.probability ?? 0,
                  })}
                </span>
              </div>
            </header>
            <ul
              className="column-deals"
              aria-label={t('pipeline.dealsIn', { stage: stageName(column) })}
            >
              {column.deals.map((deal) => (
                <li
                  key={deal.id}
                  className={`deal${deal.critical ? ' critical' : ''}`}
                  data-critical={deal.critical}
                >
                  <div className="deal-title">{deal.title}</div>
                  <div className="deal-meta">
                    <span>{formatEuro(deal.value)}</span>
                    <span className={deal.critical ? 'danger' : 'muted'}>
                      {deal.critical ? '⚠ ' : ''}
                      {t('pipeline.daysInStage', { count: deal.daysInStage })}
                    </span>
                  </div>
                  {deal.critical && (
                    <div className="deal-flag">
                      {t('pipeline.stale', { days: column.stage.staleAfterDays })}
                    </div>
                  )}
                </li>
              ))}
              {column.deals.length === 0 && <li className="empty">{t('pipeline.noDeals')}</li>}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
