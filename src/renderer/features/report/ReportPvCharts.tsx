import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportChartWidth, upTo } from '../../ui/figures/figures';
import {
  dayAxisTicks,
  dayChartSeries,
  monthAxisTicks,
  monthChartSeries,
  selfConsumptionChartTitles,
} from '../pv-planner/chart-words';

/*
 * The planner's self-consumption charts on paper: a typical summer and winter day per hour and
 * the months, from the figures the planner saved with the plan. Drawn as plain SVG (vector in the
 * PDF, its words text a reader can find) with the planner's titles and series names, axes in kWh
 * and hours, and told apart without colour: PV a solid line, demand a dashed one, self-consumption
 * a grey area; in the months self-consumption grey, feed-in white, grid import hatched.
 */

type Json = Record<string, unknown>;
type DayPoint = { pv: number; demand: number; selfConsumed: number };
type MonthPoint = { selfConsumed: number; feedIn: number; gridImport: number };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The saved points when every one has every figure (an older plan saved none: no chart). */
function pointsOf<K extends string>(
  value: unknown,
  length: number,
  keys: readonly K[],
): Array<Record<K, number>> | null {
  if (!Array.isArray(value) || value.length !== length) return null;
  const ok = value.every(
    (p) => typeof p === 'object' && p !== null && keys.every((k) => finite((p as Json)[k])),
  );
  return ok ? (value as Array<Record<K, number>>) : null;
}

/**
 * Where a legend entry starts: after the swatches and names before it. The names' width is
 * estimated (10 px type is about 6.2 px a letter, generously), as the report is laid out before
 * any text is measured; the day charts' legend needs 286 of its 304 px.
 */
function legendX(series: ReadonlyArray<{ name: string }>, k: number, start: number): number {
  return series.slice(0, k).reduce((x, s) => x + 20 + s.name.length * 6.2 + 14, start);
}

const ink = '#111';
const grid = '#c9ccd1';
const selfFill = '#b5b8bd';
const font = 10;

export function PrintedSelfConsumptionCharts({ results }: { results: Json }) {
  const { t } = useTranslation();
  const titles = selfConsumptionChartTitles(t);
  const dayKeys = ['pv', 'demand', 'selfConsumed'] as const;
  const summer = pointsOf(results.summerDay, 24, dayKeys);
  const winter = pointsOf(results.winterDay, 24, dayKeys);
  const months = pointsOf(results.months, 12, ['selfConsumed', 'feedIn', 'gridImport'] as const);
  if (!summer && !winter && !months) return null;
  const dayTicks = dayAxisTicks(summer ?? [], winter ?? []);
  return (
    <div className="report-pv-charts" data-testid="report-pv-charts">
      {(summer || winter) && (
        <div className="report-pv-days">
          {summer && <DayChart title={titles.summer} hours={summer} ticks={dayTicks} />}
          {winter && <DayChart title={titles.winter} hours={winter} ticks={dayTicks} />}
        </div>
      )}
      {months && <MonthsChart title={titles.months} months={months} names={titles.monthNames} />}
    </div>
  );
}

/** A printed chart: the drawing at a fixed size, named by its title, the title below it. */
export function ChartFrame({
  title,
  width,
  height,
  className = 'report-pv-chart',
  children,
}: {
  title: string;
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={className}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={title}
      >
        {children}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** The y scale of a plot between `top` and `bottom` margins, 0 to the axis' last step. */
const yScale = (ticks: number[], height: number, top: number, bottom: number) => (v: number) =>
  height - bottom - ((height - top - bottom) * v) / ticks.at(-1)!;

/** The y axis: round steps in kWh, grid lines across, the unit above. */
function YAxis({
  ticks,
  y,
  left,
  right,
}: {
  ticks: number[];
  y: (v: number) => number;
  left: number;
  right: number;
}) {
  return (
    <g>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={left} x2={right} y1={y(v)} y2={y(v)} stroke={grid} strokeWidth={0.6} />
          <text x={left - 4} y={y(v) + 3.5} fontSize={font} textAnchor="end" fill={ink}>
            {upTo(v, 2)}
          </text>
        </g>
      ))}
      <text x={left - 4} y={y(ticks.at(-1)!) - 8} fontSize={font} textAnchor="end" fill={ink}>
        kWh
      </text>
    </g>
  );
}

function DayChart({
  title,
  hours,
  ticks,
}: {
  title: string;
  hours: DayPoint[];
  /** Shared by the summer and the winter day (`dayAxisTicks`). */
  ticks: number[];
}) {
  const { t } = useTranslation();
  const series = dayChartSeries(t);
  const width = reportChartWidth / 2 - 8;
  const height = 210;
  const [left, right, top, bottom] = [40, 8, 22, 62];
  const x = (h: number) => left + ((width - left - right) * h) / 23;
  const y = yScale(ticks, height, top, bottom);
  const line = (key: keyof DayPoint) =>
    hours.map((p, h) => `${x(h).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const area = `${x(0)},${y(0)} ${line('selfConsumed')} ${x(23)},${y(0)}`;
  const legendY = height - 14;
  return (
    <ChartFrame title={title} width={width} height={height}>
      <YAxis ticks={ticks} y={y} left={left} right={width - right} />
      <polygon points={area} fill={selfFill} />
      <polyline
        points={line('demand')}
        fill="none"
        stroke={ink}
        strokeWidth={1.4}
        strokeDasharray="5 3"
      />
      <polyline points={line('pv')} fill="none" stroke={ink} strokeWidth={2} />
      <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} stroke={ink} strokeWidth={0.8} />
      {[0, 3, 6, 9, 12, 15, 18, 21].map((h) => (
        <text key={h} x={x(h)} y={y(0) + 13} fontSize={font} textAnchor="middle" fill={ink}>
          {h}
        </text>
      ))}
      <text
        x={(left + width - right) / 2}
        y={y(0) + 27}
        fontSize={font}
        textAnchor="middle"
        fill={ink}
      >
        {t('pvReport.chartHour')}
      </text>
      {/* The legend, each series as it is drawn. */}
      {series.map(({ key, name }, k) => {
        const lx = legendX(series, k, 4);
        return (
          <g key={key}>
            {key === 'selfConsumed' ? (
              <rect x={lx} y={legendY - 6} width={16} height={8} fill={selfFill} />
            ) : (
              <line
                x1={lx}
                x2={lx + 16}
                y1={legendY - 2}
                y2={legendY - 2}
                stroke={ink}
                strokeWidth={key === 'pv' ? 2 : 1.4}
                strokeDasharray={key === 'demand' ? '5 3' : undefined}
              />
            )}
            <text x={lx + 20} y={legendY + 1.5} fontSize={font} fill={ink}>
              {name}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

function MonthsChart({
  title,
  months,
  names,
}: {
  title: string;
  months: MonthPoint[];
  names: string[];
}) {
  const { t } = useTranslation();
  const hatch = `report-pv-hatch-${useId().replace(/:/g, '')}`;
  const series = monthChartSeries(t);
  const width = reportChartWidth;
  const height = 230;
  const [left, right, top, bottom] = [48, 8, 22, 48];
  const ticks = monthAxisTicks(months);
  const y = yScale(ticks, height, top, bottom);
  const step = (width - left - right) / 12;
  const bar = step * 0.36;
  const fills = { selfConsumed: selfFill, feedIn: '#fff', gridImport: `url(#${hatch})` };
  const legendY = height - 12;
  return (
    <ChartFrame title={title} width={width} height={height}>
      <defs>
        <pattern
          id={hatch}
          width={4}
          height={4}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={4} height={4} fill="#fff" />
          <line x1={0} y1={0} x2={0} y2={4} stroke={ink} strokeWidth={1.2} />
        </pattern>
      </defs>
      <YAxis ticks={ticks} y={y} left={left} right={width - right} />
      {months.map((m, k) => {
        const x = left + k * step + step * 0.12;
        return (
          <g key={k}>
            {/* A bar from `from` to `to` kWh. */}
            {(
              [
                [x, 0, m.selfConsumed, fills.selfConsumed],
                [x, m.selfConsumed, m.selfConsumed + m.feedIn, fills.feedIn],
                [x + bar + 2, 0, m.gridImport, fills.gridImport],
              ] as const
            ).map(([bx, from, to, fill], i) => (
              <rect
                key={i}
                x={bx}
                y={y(to)}
                width={bar}
                height={y(from) - y(to)}
                fill={fill}
                stroke={ink}
                strokeWidth={0.6}
              />
            ))}
            <text
              x={left + k * step + step / 2}
              y={y(0) + 13}
              fontSize={font}
              textAnchor="middle"
              fill={ink}
            >
              {names[k]}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} stroke={ink} strokeWidth={0.8} />
      {series.map(({ key, name }, k) => {
        const lx = legendX(series, k, left);
        return (
          <g key={key}>
            <rect
              x={lx}
              y={legendY - 8}
              width={14}
              height={10}
              fill={fills[key]}
              stroke={ink}
              strokeWidth={0.6}
            />
            <text x={lx + 19} y={legendY + 1} fontSize={font} fill={ink}>
              {name}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
