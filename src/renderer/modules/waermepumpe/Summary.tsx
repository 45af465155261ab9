import { useTranslation } from 'react-i18next';
import { moduleName } from '../../i18n/labels';
import { celsius, db, fixed, kw } from '../../ui/figures/figures';
import { Verdict } from '../../ui/figures/Verdict';
import type { WaermepumpeResults } from './model';

/**
 * The heat pump's results as a table (editor and report). `printed`: for the owner, without the
 * editor's instructions to the consultant (a missing figure stays "–").
 */
export function WaermepumpeSummary({
  r,
  printed = false,
}: {
  r: WaermepumpeResults;
  printed?: boolean;
}) {
  const { t } = useTranslation();
  const source =
    r.heatLoadSource === 'manual'
      ? t('module.waermepumpe.manual')
      : moduleName(t, r.heatLoadSource);
  return (
    <table className="table calc-results" data-testid="wp-results">
      <caption>{t('editorParts.common.results')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('module.waermepumpe.heatLoad')}</th>
          <td>
            {kw(r.heatLoad)} <span className="muted">({source})</span>
          </td>
        </tr>
        <tr>
          <th scope="row">{t('module.waermepumpe.blockingFactor')}</th>
          <td>{fixed(r.blockingFactor, 3)}</td>
        </tr>
        <tr>
          <th scope="row">{t('module.waermepumpe.requiredCapacity')}</th>
          <td data-testid="wp-required">
            <strong>{kw(r.requiredCapacity)}</strong>
          </td>
        </tr>
        <tr>
          <th scope="row">
            {t('module.waermepumpe.capacityAtDesign', {
              te: celsius(r.designOutdoorTemperature, 0),
            })}
          </th>
          <td data-testid="wp-capacity-design">
            {kw(r.capacityAtDesign)}{' '}
            {r.capacityExtrapolated && (
              <span className="muted">({t('heatPumpCurve.extrapolated')}) </span>
            )}
            {r.coversDesignLoad !== null && (
              <Verdict met={r.coversDesignLoad} label={t('module.waermepumpe.covers')} />
            )}
            {r.capacityAtDesign === null && r.source === 'air' && !printed && (
              <p className="muted">{t('heatPumpCurve.needsTwoPoints')}</p>
            )}
          </td>
        </tr>
        <tr>
          <th scope="row">{t('module.waermepumpe.bivalencePoint')}</th>
          <td data-testid="wp-bivalence">
            {r.bivalencePoint === null
              ? r.capacityAtDesign === null
                ? '–'
                : t('module.waermepumpe.monovalent')
              : celsius(r.bivalencePoint)}
          </td>
        </tr>
        {(r.model || r.refrigerant || r.soundPowerLevel !== null) && (
          <tr>
            <th scope="row">{t('module.waermepumpe.device')}</th>
            <td>
              {[
                r.model,
                t(`module.waermepumpe.sources.${r.source}`),
                r.refrigerant &&
                  `${r.refrigerant}${r.naturalRefrigerant ? ` (${t('module.waermepumpe.natural')})` : ''}`,
                r.soundPowerLevel !== null && `L_WA ${db(r.soundPowerLevel)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
