import type { ReactElement, ReactNode } from 'react';
import { Line, ReferenceLine, ResponsiveContainer } from 'recharts';

/*
 * What the load chart and the cost chart share. Plain functions returning recharts elements
 * (recharts looks for its own element types among the chart's children, so no wrapper components).
 */

export const chartColours = { bad: '#b42318', good: '#0f766e', mark: '#a15c07' } as const;

/** A data series drawn as a plain line (no dots, no animation: also right for print). */
export const seriesLine = (dataKey: string, name: string, stroke: string) => (
  <Line
    type="linear"
    dataKey={dataKey}
    name={name}
    stroke={stroke}
    strokeWidth={2}
    dot={false}
    isAnimationActive={false}
  />
);

/** A labelled vertical marker (bivalence point, break-even year). */
export const markerLine = (x: number, label: string) => (
  <ReferenceLine
    x={x}
    stroke={chartColours.mark}
    strokeWidth={2}
    label={{ value: label, position: 'top', fill: chartColours.mark }}
  />
);

/** A chart at a fixed width for print, or filling its column on screen. */
export function ChartFigure({
  label,
  caption,
  width,
  chart,
}: {
  label: string;
  caption: ReactNode;
  width?: number;
  chart: ReactElement;
}) {
  return (
    <figure className="calc-chart" aria-label={label}>
      {width ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={320}>
          {chart}
        </ResponsiveContainer>
      )}
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}
