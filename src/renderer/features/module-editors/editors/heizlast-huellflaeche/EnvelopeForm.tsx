import { useTranslation } from 'react-i18next';
import { referenceTowns, referenceTownsSource } from '../../../../../shared/calc';
import { livingAreaOffer, uValueOffers } from '../../data-flow';
import type { ModuleEditorProps } from '../../editor-def';
import { useEditorFields } from '../../field-context';
import { TextInput } from '../../fields';
import { formatFixed } from '../../number-input';
import { NumberField } from '../../NumberField';
import { SourcedNumberField } from '../../TakenValue';
import { Result } from '../u-wert-rechner/UValueForm';
import { ElementsTable } from './ElementsTable';
import { HeatLossChart } from './HeatLossChart';
import { heatLoadOutcome, type EnvelopeInputs } from './model';
import { buildingArea } from '../../../../../shared/domain/plausible';

export const typicalRoomHeight = 2.5;

/** Design heat load by the envelope method: Φ_T + Φ_V = Φ_HL, W/m², where the heat goes. */
export function EnvelopeForm({ value, onChange, context }: ModuleEditorProps<EnvelopeInputs>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { readOnly } = useEditorFields();
  const set = (patch: Partial<EnvelopeInputs>) => onChange({ ...value, ...patch });
  const outcome = heatLoadOutcome(value);
  const uOffers = uValueOffers(context);
  const area = livingAreaOffer(context);
  const refusal =
    outcome.kind === 'refused'
      ? {
          path: outcome.path,
          message:
            outcome.path === 'designOutdoorTemperature'
              ? t('editors11.heatLoad.outdoorAboveIndoor')
              : t('editors11.uValue.refused'),
        }
      : null;
  return (
    <>
      <p className="source-note">{t('editors11.heatLoad.intro')}</p>
      <div className="editor-section">
        <h4>{t('editors11.heatLoad.climate')}</h4>
        <div className="editor-grid">
          <NumberField
            label={t('editors11.heatLoad.indoor')}
            unit="°C"
            value={value.indoorTemperature}
            min={5}
            max={35}
            path="indoorTemperature"
            hint={t('editors11.heatLoad.indoorHint')}
            onChange={(indoorTemperature) => set({ indoorTemperature })}
          />
          <NumberField
            label={t('editors11.heatLoad.outdoor')}
            unit="°C"
            value={value.designOutdoorTemperature}
            min={-40}
            max={20}
            path="designOutdoorTemperature"
            error={refusal?.path === 'designOutdoorTemperature' ? refusal.message : null}
            onChange={(designOutdoorTemperature) => set({ designOutdoorTemperature })}
          />
          {!readOnly && (
            <label className="field">
              <span>{t('editors11.heatLoad.town')}</span>
              <select
                value=""
                onChange={(e) => {
                  const town = referenceTowns.find((r) => r.name === e.target.value);
                  if (town)
                    set({
                      designOutdoorTemperature: town.designOutdoorTemperature,
                      outdoorSource: t('editors11.heatLoad.townSource', {
                        town: town.name,
                        source: referenceTownsSource,
                      }),
                    });
                }}
              >
                <option value="">{t('editors11.heatLoad.townPick')}</option>
                {referenceTowns.map((r) => (
                  <option key={r.name} value={r.name}>
                    {r.name} ({formatFixed(r.designOutdoorTemperature, 0, lang)} °C)
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <TextInput
          label={t('editors11.heatLoad.outdoorSource')}
          value={value.outdoorSource}
          path="outdoorSource"
          hint={t('editors11.heatLoad.outdoorSourceHint')}
          onChange={(outdoorSource) => set({ outdoorSource })}
        />
      </div>
      <div className="editor-section">
        <h4>{t('editors11.heatLoad.building')}</h4>
        <div className="editor-grid">
          <SourcedNumberField
            label={t('editors11.heatLoad.heatedArea')}
            unit="m²"
            value={value.heatedArea}
            from={value.heatedAreaFrom}
            offers={area ? [area] : []}
            {...buildingArea}
            path="heatedArea"
            onChange={(heatedArea, heatedAreaFrom) => set({ heatedArea, heatedAreaFrom })}
          />
          <NumberField
            label={t('editors11.heatLoad.volume')}
            unit="m³"
            value={value.volume}
            min={0}
            path="volume"
            hint={
              value.heatedArea !== null && !readOnly ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set({ volume: value.heatedArea! * typicalRoomHeight })}
                >
                  {t('editors11.heatLoad.volumeFromArea', {
                    volume: formatFixed(value.heatedArea * typicalRoomHeight, 1, lang),
                  })}
                </button>
              ) : (
                t('editors11.heatLoad.volumeHint')
              )
            }
            onChange={(volume) => set({ volume })}
          />
          <NumberField
            label={t('editors11.heatLoad.airChange')}
            unit="1/h"
            value={value.airChangeRate}
            min={0}
            max={10}
            path="airChangeRate"
            hint={t('editors11.heatLoad.airChangeHint')}
            onChange={(airChangeRate) => set({ airChangeRate })}
          />
        </div>
      </div>
      <div className="editor-section">
        <h4>{t('editors11.heatLoad.elements')}</h4>
        {uOffers.length === 0 && <p className="source-note">{t('editors11.heatLoad.noUOffers')}</p>}
        <ElementsTable
          elements={value.elements}
          path="elements"
          caption={t('editors11.heatLoad.elements')}
          uOffers={uOffers}
          byElement={outcome.byElement}
          refusal={refusal}
          onChange={(elements) => set({ elements })}
        />
      </div>
      <div className="result-box" data-testid="heat-load-result" aria-live="polite">
        {outcome.kind === 'ok' ? (
          <>
            <Result
              label={t('editors11.heatLoad.transmission')}
              value={`Φ_T = ${formatFixed(outcome.result.transmission, 0, lang)} W`}
            />
            <Result
              label={t('editors11.heatLoad.ventilation')}
              value={`Φ_V = ${formatFixed(outcome.result.ventilation, 0, lang)} W`}
            />
            <Result
              label={t('editors11.heatLoad.total')}
              value={`Φ_HL = ${formatFixed(outcome.result.total / 1000, 2, lang)} kW`}
              testId="heat-load-total"
            />
            {value.heatedArea ? (
              <Result
                label={t('editors11.heatLoad.perArea')}
                value={`${formatFixed(outcome.result.total / value.heatedArea, 1, lang)} W/m²`}
              />
            ) : null}
          </>
        ) : (
          <span className="muted">
            {outcome.kind === 'refused'
              ? t('editors11.uValue.fixRefused')
              : t('editors11.heatLoad.incomplete', {
                  fields: outcome.missing
                    .map((m) =>
                      m.startsWith('elements.')
                        ? t('editors11.heatLoad.elementN', { n: Number(m.split('.')[1]) + 1 })
                        : t(`editors11.heatLoad.missing.${m}`),
                    )
                    .join(', '),
                })}
          </span>
        )}
      </div>
      {outcome.kind === 'ok' && (
        <HeatLossChart
          parts={[
            ...value.elements.map((e, i) => ({
              name: e.name || t('editors11.heatLoad.elementN', { n: i + 1 }),
              watts: outcome.byElement[i] ?? 0,
            })),
            { name: t('editors11.heatLoad.ventilationBar'), watts: outcome.result.ventilation },
          ]}
        />
      )}
    </>
  );
}
