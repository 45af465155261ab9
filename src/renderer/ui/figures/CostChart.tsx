import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartColours, markerLine, seriesLine } from './chart-parts';
import { euro, fixed } from './figures';
import { sameFigures } from './same-figures';

/**
 * Cumulative payments of the current and the planned system by year, with the break-even year.
 * Drawn again only when its figures changed: the editor computes them anew on every keystroke.
 */
export const CostChart = memo(function CostChart({
  rows,
  breakEvenYear,
  currentLabel,
  plannedLabel,
  width,
}: {
  rows: { year: number; current: number; planned: number }[];
  breakEvenYear: number | null;
  currentLabel: string;
  plannedLabel: string;
  width?: number;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const chart = (
    <LineChart
      data={rows}
      width={width}
      height={width ? 300 : undefined}
      margin={{ top: 24, right: 24, bottom: 18, left: 24 }}
    >
      <CartesianGrid stroke="#e2e5ea" />
      <XAxis
        dataKey="year"
        type="number"
        domain={['dataMin', 'dataMax']}
        allowDecimals={false}
        label={{ value: t('editorParts.chart.year'), position: 'insideBottom', offset: -10 }}
      />
      <YAxis tickFormatter={(v: number) => `${fixed(v / 1000, 0)} T€`} />
      <Tooltip formatter={(v) => euro(Number(v))} />
      <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 28 }} />
      {seriesLine('current', currentLabel, chartColours.bad)}
      {seriesLine('planned', plannedLabel, chartColours.good)}
      {breakEvenYear !== null &&
        markerLine(breakEvenYear, t('editorParts.chart.breakEven', { year: breakEvenYear }))}
    </LineChart>
  );
  return (
    <ChartFigure
      label={t('editorParts.chart.costTitle')}
      caption={t('editorParts.chart.costCaption')}
      width={width}
      chart={chart}
    />
  );
}, sameFigures);
