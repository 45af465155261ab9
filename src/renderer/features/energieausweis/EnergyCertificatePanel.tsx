import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Building, ProjectModule } from '../../../shared/api';
import { fixed, kwh } from '../../ui/figures/figures';
import {
  areaRules,
  consumptionOf,
  consumptionValues,
  defaultAreaRule,
  type AreaRule,
} from './consumption-values';
import { EfficiencyClassBar } from './EfficiencyClassBar';

interface Choices {
  rule: AreaRule;
  hotWaterIncluded: boolean;
}

const storageKey = (projectId: string) => `ortstermin.certificate.${projectId}`;

/** The consultant's choices for this project, remembered on this device. */
function useChoices(projectId: string, building: Building | null) {
  const [choices, setChoices] = useState<Choices>(() => {
    try {
      const stored = JSON.parse(
        localStorage.getItem(storageKey(projectId)) ?? 'null',
      ) as Choices | null;
      if (stored && typeof stored.hotWaterIncluded === 'boolean') return stored;
    } catch {
      // fall through to the defaults
    }
    return { rule: defaultAreaRule(building), hotWaterIncluded: true };
  });
  const update = (next: Choices) => {
    setChoices(next);
    localStorage.setItem(storageKey(projectId), JSON.stringify(next));
  };
  return [choices, update] as const;
}

/**
 * Energieausweis projects: the consumption-based values (final energy per m² of A_N from the
 * verbrauch module and the building's living area) and the efficiency class on the colour bar.
 * `compact` for the printed report (no controls).
 */
export function EnergyCertificatePanel({
  projectId,
  building,
  modules,
  compact,
}: {
  projectId: string;
  building: Building | null;
  modules: readonly ProjectModule[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useChoices(projectId, building);
  const consumption = consumptionOf(modules.find((m) => m.moduleKey === 'verbrauch'));
  const livingArea = building?.livingArea ?? null;
  const values =
    consumption === null
      ? null
      : consumptionValues({
          annualFinalEnergy: consumption,
          livingArea,
          rule: choices.rule === 'known' ? 'other' : choices.rule,
          hotWaterIncluded: choices.hotWaterIncluded,
        });

  return (
    <section
      className="card cert-panel"
      aria-labelledby="cert-title"
      data-testid="certificate-panel"
    >
      <h3 id="cert-title">{t('report.certificate.title')}</h3>
      {consumption === null ? (
        <p className="muted">{t('report.certificate.noConsumption')}</p>
      ) : livingArea === null ? (
        <p className="muted">{t('report.certificate.noArea')}</p>
      ) : (
        values && (
          <>
            <table className="table calc-results">
              <tbody>
                <tr>
                  <th scope="row">{t('report.certificate.consumption')}</th>
                  <td>{kwh(consumption)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('report.certificate.livingArea')}</th>
                  <td>{fixed(livingArea, 1)} m²</td>
                </tr>
                <tr>
                  <th scope="row">{t('report.certificate.referenceArea')}</th>
                  <td>
                    {fixed(values.referenceArea, 1)} m²{' '}
                    <span className="muted">
                      (
                      {t('report.certificate.factor', { factor: fixed(values.areaFactor ?? 1, 2) })}
                      )
                    </span>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('report.certificate.perArea')}</th>
                  <td data-testid="certificate-value">
                    <strong>{fixed(values.finalEnergyPerArea, 1)} kWh/(m²·a)</strong>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('report.certificate.class')}</th>
                  <td data-testid="certificate-class">
                    <strong>{values.efficiencyClass}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
            <EfficiencyClassBar value={values.finalEnergyPerArea} cls={values.efficiencyClass} />
          </>
        )
      )}
      {!compact && (
        <div className="calc-grid">
          <label className="field">
            <span>{t('report.certificate.rule')}</span>
            <select
              value={choices.rule === 'known' ? 'other' : choices.rule}
              onChange={(e) => setChoices({ ...choices, rule: e.target.value as AreaRule })}
            >
              {(Object.keys(areaRules) as (keyof typeof areaRules)[]).map((r) => (
                <option key={r} value={r}>
                  {t(`report.certificate.rules.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={choices.hotWaterIncluded}
              onChange={(e) => setChoices({ ...choices, hotWaterIncluded: e.target.checked })}
            />
            <span>{t('report.certificate.hotWaterIncluded')}</span>
          </label>
        </div>
      )}
      <p className="muted">{t('report.certificate.source')}</p>
    </section>
  );
}
