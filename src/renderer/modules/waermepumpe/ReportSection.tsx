import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { celsius, fixed, kw, reportChartWidth } from '../../ui/figures/figures';
import { LoadChart } from '../../ui/figures/LoadChart';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { loadChart, waermepumpeResults, waermepumpeSchema } from './model';
import { WaermepumpeSummary } from './Summary';
import { existingGeneratorCheck, useExistingGeneratorSource } from './ExistingGenerator';

/** The heat pump in the report: its inputs, the sizing summary and the load curve. */
export function WaermepumpeSection({ module, context }: ReportSectionProps) {
  const { t, i18n } = useTranslation();
  const payload = module.payload ?? {};
  const v = waermepumpeSchema.parse(payload);
  const r = waermepumpeResults(v);
  const generator = existingGeneratorCheck(t, i18n.language, v);
  const generatorSource = useExistingGeneratorSource(v, context);
  return (
    <>
      <ReportInputs
        rows={[
          [t('module.waermepumpe.persons'), fixed(v.persons, 0)],
          [t('module.waermepumpe.hotWaterPerPerson'), kw(v.hotWaterPerPerson)],
          [t('module.waermepumpe.blockingHours'), `${fixed(v.blockingHoursPerDay, 1)} h/d`],
          [t('module.waermepumpe.designTemperature'), celsius(v.designOutdoorTemperature)],
          [t('module.waermepumpe.heatingLimit'), celsius(v.heatingLimitTemperature)],
          ...(v.existingGeneratorOutput !== null
            ? [
                [
                  t('existingGenerator.output'),
                  generatorSource
                    ? `${kw(v.existingGeneratorOutput, 1)} (${generatorSource})`
                    : kw(v.existingGeneratorOutput, 1),
                ] as [string, string],
              ]
            : []),
          ...(v.catalogueSource
            ? [[t('module.waermepumpe.pointsFrom'), v.catalogueSource] as [string, string]]
            : []),
          ...v.testPoints
            .filter((p) => p.capacity !== null || p.cop !== null)
            .map((p, i): [string, string] => [
              t('module.waermepumpe.pointLabel', {
                n: i + 1,
                what: `${celsius(p.sourceTemperature, 0)} / W${fixed(p.flowTemperature, 0)}`,
              }),
              `${kw(p.capacity)} · COP ${fixed(p.cop, 2)}`,
            ]),
        ]}
      />
      {generator && <p className="report-result">{generator.text}</p>}
      {r && <WaermepumpeSummary r={r} printed />}
      {r && (
        <LoadChart
          rows={loadChart(v)}
          bivalence={r.bivalencePoint}
          designTemperature={v.designOutdoorTemperature}
          width={reportChartWidth}
        />
      )}
    </>
  );
}
