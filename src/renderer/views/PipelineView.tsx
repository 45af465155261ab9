import { useEffect } from 'react';
import { formatEuro } from '../format';
import { useApp } from '../state';

export function PipelineView() {
  const pipeline = useApp((s) => s.pipeline);
  const load = useApp((s) => s.loadPipeline);
  useEffect(() => {
    void load();
  }, [load]);

  if (!pipeline) return <div className="placeholder">Loading the pipeline…</div>;
  const total = pipeline.columns.reduce(
    (t, c) => ({
      count: t.count + c.count,
      sum: t.sum + c.sum,
      weighted: t.weighted + c.weightedSum,
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
        <h1>Pipeline</h1>
        <div className="totals">
          <span>
            <strong>{total.count}</strong> open deals
          </span>
          <span>
            <strong>{formatEuro(total.sum)}</strong> total
          </span>
          <span>
            <strong>{formatEuro(total.weighted)}</strong> weighted
          </span>
          {critical > 0 && <span className="danger">{critical} critical</span>}
        </div>
      </header>
      <div className="board" data-testid="pipeline">
        {pipeline.columns.map((column) => (
          <section key={column.stage.id} className="column" data-testid="pipeline-column">
            <header className="column-header">
              <div className="column-title">
                <h2>{column.stage.name}</h2>
                <span className="count">{column.count}</span>
              </div>
              <div className="column-sums">
                <span>{formatEuro(column.sum)}</span>
                <span
                  className="muted"
                  title={`Weighted with ${column.stage.probability ?? 0} % win probability`}
                >
                  {formatEuro(column.weightedSum)} weighted · {column.stage.probability ?? 0} %
                </span>
              </div>
            </header>
            <ul className="column-deals">
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
                      {deal.daysInStage} d in stage
                    </span>
                  </div>
                  {deal.critical && (
                    <div className="deal-flag">
                      Stale: over {column.stage.staleAfterDays} days in this stage
                    </div>
                  )}
                </li>
              ))}
              {column.deals.length === 0 && <li className="empty">No deals</li>}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
