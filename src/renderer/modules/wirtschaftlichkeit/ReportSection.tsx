import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { CostChart } from '../../ui/figures/CostChart';
import { euro, fixed, percent, reportChartWidth } from '../../ui/figures/figures';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { GenericSection } from '../generic/ReportSection';
import { wirtschaftlichkeitResults, wirtschaftlichkeitSchema } from './model';
import { WirtschaftlichkeitSummary } from './Summary';

/** The economics in the report: both variants, the summary and the cumulative costs. */
export function WirtschaftlichkeitSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const payload = module.payload ?? {};
  const v = wirtschaftlichkeitSchema.parse(payload);
  const r = wirtschaftlichkeitResults(v, context);
  if (!r) return <GenericSection module={module} context={context} definition={definition} />;
  return (
    <>
      <ReportInputs
        rows={[
          [t('module.wirtschaftlichkeit.interest'), percent(v.interestRate, 1)],
          ...(['current', 'planned'] as const).map((side): [string, string] => [
            v[side].label || t(`module.wirtschaftlichkeit.${side}`),
            `${euro(v[side].investment)} · ${fixed(v[side].energy, 0)} kWh/a · ${fixed(v[side].price, 3)} €/kWh (${percent(v[side].priceChange, 1)}/a) · ${euro(v[side].maintenance)}/a`,
          ]),
        ]}
      />
      <WirtschaftlichkeitSummary r={r} years={v.years} />
      <CostChart
        rows={r.cumulative}
        breakEvenYear={r.breakEvenYear}
        currentLabel={r.current.label || t('module.wirtschaftlichkeit.current')}
        plannedLabel={r.planned.label || t('module.wirtschaftlichkeit.planned')}
        width={reportChartWidth}
      />
    </>
  );
}
