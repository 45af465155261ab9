import { useTranslation } from 'react-i18next';
import { referenceTowns, referenceTownsSource } from '../../../shared/calc';
import { offered, type ModuleEditorProps } from '../definition';
import {
  EditorFields,
  useEditorFields,
  useInvalidFieldsScope,
} from '../../ui/fields/field-context';
import { TextInput } from '../../ui/fields/fields';
import { formatFixed } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import { Result } from '../u-wert-rechner/UValueForm';
import { ElementsTable, emptyElement } from './ElementsTable';
import { untakenGroups } from '../../ui/fields/offer';
import { HeatLossChart } from './HeatLossChart';
import { heatLoadOutcome, type EnvelopeInputs } from './model';
import { buildingArea } from '../../../shared/domain/plausible';

export const typicalRoomHeight = 2.5;

/** Design heat load by the envelope method: Φ_T + Φ_V = Φ_HL, W/m², where the heat goes. */
export function EnvelopeForm({ value, onChange, context }: ModuleEditorProps<EnvelopeInputs>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { readOnly } = useEditorFields();
  const set = (patch: Partial<EnvelopeInputs>) => onChange({ ...value, ...patch });
  const outcome = heatLoadOutcome(value);
  // A field holding text that is no valid value: the inputs hold the last valid one, so would the
  // heat load computed from them.
  const scope = useInvalidFieldsScope();
  const stale = scope.invalid.length > 0;
  const uOffers = offered(context, 'heizlast-huellflaeche.elementU');
  const areaOffers = offered(context, 'heizlast-huellflaeche.elementArea');
  const areas = offered(context, 'heizlast-huellflaeche.heatedArea');
  // Surveyed components no element took anything from yet: taken as whole elements on request.
  const surveyed = untakenGroups(
    [...areaOffers, ...uOffers],
    value.elements.flatMap((e) => [e.areaFrom, e.uFrom]),
  );
  const takeSurveyed = () =>
    set({
      elements: [
        ...value.elements,
        ...[...surveyed.values()].map((group) => {
          const area = group.find((o) => areaOffers.includes(o));
          const u = group.find((o) => uOffers.includes(o));
          const label = (area ?? u)?.label || t('surveyFlow.unnamed');
          return {
            ...emptyElement(label),
            area: area?.value ?? null,
            areaFrom: area?.key ?? null,
            u: u?.value ?? null,
            uFrom: u?.key ?? null,
          };
        }),
      ],
    });
  const refusal =
    outcome.kind === 'refused'
      ? {
          path: outcome.path,
          message:
            outcome.path === 'designOutdoorTemperature'
              ? t('module.heizlast-huellflaeche.outdoorAboveIndoor')
              : t('module.u-wert-rechner.refused'),
        }
      : null;
  return (
    <EditorFields.Provider value={scope.fields}>
      <p className="source-note">{t('module.heizlast-huellflaeche.intro')}</p>
      <div className="editor-section">
        <h4>{t('module.heizlast-huellflaeche.climate')}</h4>
        <div className="editor-grid">
          <NumberField
            label={t('module.heizlast-huellflaeche.indoor')}
            unit="°C"
            value={value.indoorTemperature}
            min={5}
            max={35}
            path="indoorTemperature"
            hint={t('module.heizlast-huellflaeche.indoorHint')}
            onChange={(indoorTemperature) => set({ indoorTemperature })}
          />
          <NumberField
            label={t('module.heizlast-huellflaeche.outdoor')}
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
              <span>{t('module.heizlast-huellflaeche.town')}</span>
              <select
                value=""
                onChange={(e) => {
                  const town = referenceTowns.find((r) => r.name === e.target.value);
                  if (town)
                    set({
                      designOutdoorTemperature: town.designOutdoorTemperature,
                      outdoorSource: t('module.heizlast-huellflaeche.townSource', {
                        town: town.name,
                        source: referenceTownsSource,
                      }),
                    });
                }}
              >
                <option value="">{t('module.heizlast-huellflaeche.townPick')}</option>
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
          label={t('module.heizlast-huellflaeche.outdoorSource')}
          value={value.outdoorSource}
          path="outdoorSource"
          hint={t('module.heizlast-huellflaeche.outdoorSourceHint')}
          onChange={(outdoorSource) => set({ outdoorSource })}
        />
      </div>
      <div className="editor-section">
        <h4>{t('module.heizlast-huellflaeche.building')}</h4>
        <div className="editor-grid">
          <SourcedNumberField
            label={t('module.heizlast-huellflaeche.heatedArea')}
            unit="m²"
            value={value.heatedArea}
            from={value.heatedAreaFrom}
            offers={areas}
            {...buildingArea}
            path="heatedArea"
            onChange={(heatedArea, heatedAreaFrom) => set({ heatedArea, heatedAreaFrom })}
          />
          <NumberField
            label={t('module.heizlast-huellflaeche.volume')}
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
                  {t('module.heizlast-huellflaeche.volumeFromArea', {
                    volume: formatFixed(value.heatedArea * typicalRoomHeight, 1, lang),
                  })}
                </button>
              ) : (
                t('module.heizlast-huellflaeche.volumeHint')
              )
            }
            onChange={(volume) => set({ volume })}
          />
          <NumberField
            label={t('module.heizlast-huellflaeche.airChange')}
            unit="1/h"
            value={value.airChangeRate}
            min={0}
            max={10}
            path="airChangeRate"
            hint={t('module.heizlast-huellflaeche.airChangeHint')}
            onChange={(airChangeRate) => set({ airChangeRate })}
          />
        </div>
      </div>
      <div className="editor-section">
        <h4>{t('module.heizlast-huellflaeche.elements')}</h4>
        {uOffers.length === 0 && (
          <p className="source-note">{t('module.heizlast-huellflaeche.noUOffers')}</p>
        )}
        {surveyed.size > 0 && !readOnly && (
          <p>
            <button type="button" className="secondary" onClick={takeSurveyed}>
              {t('surveyFlow.takeComponents', { count: surveyed.size })}
            </button>
          </p>
        )}
        <ElementsTable
          elements={value.elements}
          path="elements"
          caption={t('module.heizlast-huellflaeche.elements')}
          uOffers={uOffers}
          areaOffers={areaOffers}
          byElement={outcome.byElement}
          refusal={refusal}
          onChange={(elements) => set({ elements })}
        />
      </div>
      <div className="result-box" data-testid="heat-load-result" aria-live="polite">
        {stale ? (
          <span className="muted">
            {t('module.u-wert-rechner.noResult', { fields: scope.invalid.join('; ') })}
          </span>
        ) : outcome.kind === 'ok' ? (
          <>
            <Result
              label={t('module.heizlast-huellflaeche.transmission')}
              value={`Φ_T = ${formatFixed(outcome.result.transmission, 0, lang)} W`}
            />
            <Result
              label={t('module.heizlast-huellflaeche.ventilation')}
              value={`Φ_V = ${formatFixed(outcome.result.ventilation, 0, lang)} W`}
            />
            <Result
              label={t('module.heizlast-huellflaeche.total')}
              value={`Φ_HL = ${formatFixed(outcome.result.total / 1000, 2, lang)} kW`}
              testId="heat-load-total"
            />
            {value.heatedArea ? (
              <Result
                label={t('module.heizlast-huellflaeche.perArea')}
                value={`${formatFixed(outcome.result.total / value.heatedArea, 1, lang)} W/m²`}
              />
            ) : null}
          </>
        ) : (
          <span className="muted">
            {outcome.kind === 'refused'
              ? t('module.u-wert-rechner.fixRefused')
              : t('module.heizlast-huellflaeche.incomplete', {
                  fields: outcome.missing
                    .map((m) =>
                      m.startsWith('elements.')
                        ? t('module.heizlast-huellflaeche.elementN', {
                            n: Number(m.split('.')[1]) + 1,
                          })
                        : t(`module.heizlast-huellflaeche.missing.${m}`),
                    )
                    .join(', '),
                })}
          </span>
        )}
      </div>
      {outcome.kind === 'ok' && !stale && (
        <HeatLossChart
          parts={[
            ...value.elements.map((e, i) => ({
              name: e.name || t('module.heizlast-huellflaeche.elementN', { n: i + 1 }),
              watts: outcome.byElement[i] ?? 0,
            })),
            {
              name: t('module.heizlast-huellflaeche.ventilationBar'),
              watts: outcome.result.ventilation,
            },
          ]}
        />
      )}
    </EditorFields.Provider>
  );
}
