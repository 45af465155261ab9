import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { euro, fixed, yesNo } from '../../ui/figures/figures';
import { ReportInputs } from '../../ui/figures/ReportInputs';
import { foerderrechnerResults, foerderrechnerSchema } from './model';
import { FoerderrechnerSummary } from './Summary';
import { useClimateSpeedBasis } from './ClimateSpeedBonusBasis';

/** The grant calculation in the report: the inputs and the grant summary. */
export function FoerderrechnerSection({ module, context }: ReportSectionProps) {
  const { t } = useTranslation();
  const payload = module.payload ?? {};
  const v = foerderrechnerSchema.parse(payload);
  const r = foerderrechnerResults(v, context);
  // The heating the bonus rests on, as the editor names it (the verdict is the editor's note).
  const basis = useClimateSpeedBasis(context);
  const climateSpeed = yesNo(t, v.climateSpeedBonus);
  return (
    <>
      <ReportInputs
        rows={[
          [t('module.foerderrechner.housingUnits'), fixed(v.housingUnits, 0)],
          [t('module.foerderrechner.selfOccupied'), yesNo(t, v.selfOccupied)],
          [t('module.foerderrechner.efficiencyBonus'), yesNo(t, v.efficiencyBonus)],
          [
            t('module.foerderrechner.climateSpeedBonus'),
            basis ? `${climateSpeed} – ${basis.text}` : climateSpeed,
          ],
          [t('module.foerderrechner.incomeBonus'), yesNo(t, v.incomeBonus)],
          ...v.envelopeMeasures.map((m): [string, string] => [m.name, euro(m.costs)]),
          ...(v.envelopeMeasures.length
            ? [[t('module.foerderrechner.withIsfp'), yesNo(t, v.withIsfp)] as [string, string]]
            : []),
        ]}
      />
      {r && <FoerderrechnerSummary r={r} />}
    </>
  );
}
