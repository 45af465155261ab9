import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { db, kw, metres } from '../../ui/figures/figures';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { schallrechnerResults, schallrechnerSchema } from './model';
import { SchallrechnerSummary } from './Summary';

/** The noise calculation in the report: the units, the summary and each point’s distance. */
export function SchallrechnerSection({ module }: ReportSectionProps) {
  const { t } = useTranslation();
  const payload = module.payload ?? {};
  const v = schallrechnerSchema.parse(payload);
  const r = schallrechnerResults(v);
  return (
    <>
      <ReportInputs
        rows={v.units.map((u, i): [string, string] => [
          u.name || t('module.schallrechner.unitN', { n: i + 1 }),
          [
            `L_WA ${db(u.soundPowerLevel)}`,
            u.nightSoundPowerLevel !== null &&
              `${t('module.schallrechner.night')}: ${db(u.nightSoundPowerLevel)}`,
            `${u.count} ×`,
            t(`module.schallrechner.placements.${u.placement}`),
            u.ratedHeatOutput !== null && kw(u.ratedHeatOutput, 1),
          ]
            .filter(Boolean)
            .join(' · '),
        ])}
      />
      {r && <SchallrechnerSummary r={r} />}
      {r && (
        <p className="muted">
          {r.points
            .map(
              (p, i) =>
                `${p.name || t('module.schallrechner.pointN', { n: i + 1 })}: ${metres(p.distance)}`,
            )
            .join(' · ')}
        </p>
      )}
    </>
  );
}
