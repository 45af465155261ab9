import { useTranslation } from 'react-i18next';
import type { JsonObject } from '../../../shared/api';
import type { ReportSectionProps } from '../definition';
import { heatLoadOutcome, type EnvelopeElement, type EnvelopeInputs } from './model';
import { celsius, fixed, kw } from '../../ui/figures/figures';
import { openForReport } from '../open';
import { Pairs, ReportTable } from '../../ui/figures/ReportTable';

/** A total an older version stored (summeHeizlastW), shown until the editor computes its own. */
export function LegacyTotal({ base }: { base: JsonObject }) {
  const { t } = useTranslation();
  const w = base.summeHeizlastW;
  if (typeof w !== 'number' || !Number.isFinite(w)) return null;
  return (
    <>
      <strong>{t('report.sections.legacyTotal', { value: kw(w / 1000) })}</strong>{' '}
    </>
  );
}

/** What stands behind an element: θe, f_k or a temperature. */
export function temperatureText(e: EnvelopeElement): string {
  if (e.temperature === 'factor') return `f_k ${fixed(e.factor, 2)}`;
  if (e.temperature === 'adjacent') return celsius(e.adjacentTemperature);
  return 'θe';
}

/** Heat load by the envelope: θi, θe and its source, the elements with Φ_T, Φ_T, Φ_V, Φ_HL, W/m². */
export function EnvelopeSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<EnvelopeInputs>(definition, module, context);
  if (!opened) return null;
  const v = opened.inputs;
  const outcome = heatLoadOutcome(v);
  const h = (k: string) => t(`module.heizlast-huellflaeche.${k}`);
  const r = outcome.kind === 'ok' ? outcome.result : null;
  return (
    <>
      <Pairs
        caption={t('report.inputs')}
        rows={[
          [h('indoor'), celsius(v.indoorTemperature)],
          [
            h('outdoor'),
            `${celsius(v.designOutdoorTemperature)}${v.outdoorSource ? ` (${v.outdoorSource})` : ''}`,
          ],
          [h('heatedArea'), v.heatedArea === null ? null : `${fixed(v.heatedArea, 1)} m²`],
          [h('volume'), v.volume === null ? null : `${fixed(v.volume, 0)} m³`],
          [h('airChange'), v.airChangeRate === null ? null : `${fixed(v.airChangeRate, 2)} 1/h`],
        ]}
      />
      {v.elements.length > 0 && (
        <ReportTable
          caption={h('elements')}
          head={[
            h('element'),
            `${h('area')} (m²)`,
            'U (W/(m²·K))',
            'ΔU_WB',
            t('report.sections.temperatureFactor'),
            'Φ_T (W)',
          ]}
          num={[1, 2, 3, 5]}
          rows={v.elements.map((e, i) => [
            e.name || t('module.heizlast-huellflaeche.elementN', { n: i + 1 }),
            fixed(e.area, 1),
            fixed(e.u, 2),
            fixed(e.thermalBridgeSurcharge ?? 0, 2),
            temperatureText(e),
            fixed(outcome.byElement[i], 0),
          ])}
        />
      )}
      {r ? (
        <Pairs
          caption={t('editorParts.common.results')}
          rows={[
            [`${h('transmission')} Φ_T`, kw(r.transmission / 1000)],
            [`${h('ventilation')} Φ_V`, kw(r.ventilation / 1000)],
            [`${h('total')} Φ_HL`, kw(r.total / 1000)],
            [h('perArea'), v.heatedArea ? `${fixed(r.total / v.heatedArea, 0)} W/m²` : null],
          ]}
        />
      ) : (
        <p className="muted">
          <LegacyTotal base={opened.base} />
          {t('module.heizlast-huellflaeche.incomplete', {
            fields: (outcome.kind === 'incomplete' ? outcome.missing : [])
              .map((m) =>
                m.startsWith('elements.')
                  ? t('module.heizlast-huellflaeche.elementN', { n: Number(m.split('.')[1]) + 1 })
                  : t(`module.heizlast-huellflaeche.missing.${m}`),
              )
              .join(', '),
          })}
        </p>
      )}
    </>
  );
}
