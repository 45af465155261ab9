import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFixed } from '../../ui/fields/number-input';
import { sameFigures } from '../../ui/figures/same-figures';

/**
 * Where the heat goes: one bar per element and one for ventilation, in W (recharts). Drawn again
 * only when its figures changed: the editor computes them anew on every keystroke.
 */
export const HeatLossChart = memo(function HeatLossChart({
  parts,
}: {
  parts: Array<{ name: string; watts: number }>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = parts.reduce((s, p) => s + p.watts, 0);
  const data = parts.map((p) => ({
    ...p,
    label: p.name.length > 22 ? `${p.name.slice(0, 21)}…` : p.name,
  }));
  const summary = parts.map((p) => `${p.name} ${formatFixed(p.watts, 0, lang)} W`).join(', ');
  return (
    <figure className="heat-chart" data-testid="heat-chart">
      <figcaption>
        {t('module.heizlast-huellflaeche.chartTitle', {
          total: formatFixed(total / 1000, 1, lang),
        })}
      </figcaption>
      <div role="img" aria-label={t('module.heizlast-huellflaeche.chartLabel', { summary })}>
        <ResponsiveContainer width="100%" height={Math.max(120, 30 * data.length + 40)}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ left: 8, right: 24, top: 4, bottom: 4 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tickFormatter={(v: number) => formatFixed(v, 0, lang)}
              unit=" W"
              fontSize={12}
            />
            <YAxis type="category" dataKey="label" width={150} fontSize={12} />
            <Tooltip
              formatter={(v) => [
                `${formatFixed(Number(v), 0, lang)} W`,
                t('module.heizlast-huellflaeche.loss'),
              ]}
            />
            <Bar dataKey="watts" fill="#0f766e" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}, sameFigures);
