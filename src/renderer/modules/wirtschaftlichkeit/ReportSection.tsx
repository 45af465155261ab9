import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { CostChart } from '../../ui/figures/CostChart';
import { euro, fixed, percent, reportChartWidth } from '../../ui/figures/figures';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { GenericSection } from '../generic/ReportSection';
import { hasPv, wirtschaftlichkeitResults, wirtschaftlichkeitSchema } from './model';
import { useOfferLabel } from '../../ui/fields/TakenValue';
import { offered } from '../definition';
import { WirtschaftlichkeitSummary } from './Summary';

/** The economics in the report: both variants, the summary and the cumulative costs. */
export function WirtschaftlichkeitSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const offerLabel = useOfferLabel();
  const payload = module.payload ?? {};
  const v = wirtschaftlichkeitSchema.parse(payload);
  const r = wirtschaftlichkeitResults(v, context);
  // The PV figures in one line, the plan they were taken from named.
  const pvRow = (): [string, string] => {
    const taken = offered(context, 'wirtschaftlichkeit.pvInvestment').find(
      (o) => o.key === v.pv.investmentFrom,
    );
    const figures = `${euro(v.pv.investment ?? 0)} · ${euro(v.pv.saving ?? 0)}/a + ${euro(v.pv.feedInRevenue ?? 0)}/a − ${euro(v.pv.operatingCosts ?? 0)}/a`;
    return [
      t('module.wirtschaftlichkeit.pv.title'),
      taken
        ? `${figures} (${offerLabel(taken)}; ${t('pvEconomicsFlow.reportEquivalents')})`
        : figures,
    ];
  };
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
          ...(hasPv(v.pv) ? [pvRow()] : []),
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
