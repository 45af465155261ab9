import { useTranslation } from 'react-i18next';
import type { Offer } from '../../data-flow';
import { useEditorFields } from '../../field-context';
import { SelectInput, TextInput } from '../../fields';
import { newId } from '../../ids';
import { formatFixed } from '../../number-input';
import { NumberField } from '../../NumberField';
import { SourcedNumberField } from '../../TakenValue';
import { temperatureModes, type EnvelopeElement } from './model';
import { elementArea } from '../../../../../shared/domain/plausible';

export const emptyElement = (name: string): EnvelopeElement => ({
  id: newId('bt'),
  name,
  area: null,
  u: null,
  uFrom: null,
  thermalBridgeSurcharge: 0.05,
  temperature: 'outside',
  factor: null,
  adjacentTemperature: null,
});

/**
 * Envelope elements with area, U (typed or taken from the U-value module), ΔU_WB and the
 * temperature on the other side; the transmission heat loss of each in the last column.
 */
export function ElementsTable({
  elements,
  path,
  caption,
  uOffers,
  byElement,
  refusal,
  onChange,
}: {
  elements: readonly EnvelopeElement[];
  /** 'elements' or 'rooms.2.elements': the server's and the calculation's messages by path. */
  path: string;
  caption: string;
  uOffers: readonly Offer[];
  byElement: readonly (number | null)[];
  refusal: { path: string; message: string } | null;
  onChange(next: EnvelopeElement[]): void;
}) {
  const { t, i18n } = useTranslation();
  const { readOnly } = useEditorFields();
  const set = (index: number, next: EnvelopeElement) =>
    onChange(elements.map((e, i) => (i === index ? next : e)));
  const fieldError = (p: string) => (refusal && refusal.path === p ? refusal.message : null);
  return (
    <>
      <div className="table-scroll">
        <table className="editor-table fixed" data-testid="envelope-elements">
          <caption className="me-sr-only">{caption}</caption>
          <colgroup>
            <col />
            <col className="w-num" />
            <col className="w-u" />
            <col className="w-num" />
            <col className="w-sel" />
            <col className="w-res" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('editors11.heatLoad.element')}</th>
              <th scope="col" className="num">
                {t('editors11.heatLoad.area')} m²
              </th>
              <th scope="col" className="num">
                U<br />
                W/(m²·K)
              </th>
              <th scope="col" className="num">
                ΔU_WB
                <br />
                W/(m²·K)
              </th>
              <th scope="col">{t('editors11.heatLoad.temperature')}</th>
              <th scope="col" className="num">
                Φ_T W
              </th>
            </tr>
          </thead>
          <tbody>
            {elements.map((element, index) => {
              const p = `${path}.${index}`;
              const name = element.name || t('editors11.heatLoad.elementN', { n: index + 1 });
              const share = byElement[index];
              return (
                <tr key={element.id} data-testid="envelope-element">
                  <td>
                    <TextInput
                      hideLabel
                      label={t('editors11.heatLoad.nameOf', { n: index + 1 })}
                      value={element.name}
                      path={`${p}.name`}
                      onChange={(v) => set(index, { ...element, name: v })}
                    />
                    {!readOnly && (
                      <span className="row-actions">
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('editors11.heatLoad.copyElement', { name })}
                          onClick={() =>
                            onChange([
                              ...elements.slice(0, index + 1),
                              {
                                ...element,
                                id: newId('bt'),
                                name: t('editors11.copyOf', { name }),
                              },
                              ...elements.slice(index + 1),
                            ])
                          }
                        >
                          {t('editors11.copy')}
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('editors11.heatLoad.removeElement', { name })}
                          onClick={() => onChange(elements.filter((_, i) => i !== index))}
                        >
                          ✕
                        </button>
                      </span>
                    )}
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.heatLoad.areaOf', { name })}
                      unit="m²"
                      unitInHeader
                      value={element.area}
                      {...elementArea}
                      path={`${p}.area`}
                      error={fieldError(`${p}.area`)}
                      onChange={(area) => set(index, { ...element, area })}
                    />
                  </td>
                  <td className="num u-cell">
                    <SourcedNumberField
                      hideLabel
                      label={t('editors11.heatLoad.uOf', { name })}
                      unit="W/(m²·K)"
                      unitInHeader
                      value={element.u}
                      digits={3}
                      from={element.uFrom}
                      offers={uOffers}
                      min={0}
                      path={`${p}.u`}
                      error={fieldError(`${p}.u`)}
                      onChange={(u, uFrom) => set(index, { ...element, u, uFrom })}
                    />
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.heatLoad.bridgeOf', { name })}
                      unit="W/(m²·K)"
                      unitInHeader
                      value={element.thermalBridgeSurcharge}
                      min={0}
                      path={`${p}.thermalBridgeSurcharge`}
                      onChange={(v) => set(index, { ...element, thermalBridgeSurcharge: v })}
                    />
                  </td>
                  <td>
                    <SelectInput
                      hideLabel
                      label={t('editors11.heatLoad.temperatureOf', { name })}
                      value={element.temperature}
                      options={temperatureModes.map((m) => ({
                        value: m,
                        label: t(`editors11.heatLoad.temperatures.${m}`),
                      }))}
                      onChange={(temperature) => set(index, { ...element, temperature })}
                    />
                    {element.temperature === 'factor' && (
                      <NumberField
                        hideLabel
                        label={t('editors11.heatLoad.factorOf', { name })}
                        unit="f_k"
                        value={element.factor}
                        min={0}
                        max={1}
                        path={`${p}.factor`}
                        onChange={(factor) => set(index, { ...element, factor })}
                      />
                    )}
                    {element.temperature === 'adjacent' && (
                      <NumberField
                        hideLabel
                        label={t('editors11.heatLoad.adjacentOf', { name })}
                        unit="°C"
                        unitInHeader
                        value={element.adjacentTemperature}
                        min={-40}
                        max={40}
                        path={`${p}.adjacentTemperature`}
                        onChange={(adjacentTemperature) =>
                          set(index, { ...element, adjacentTemperature })
                        }
                      />
                    )}
                  </td>
                  <td className="num" data-testid="element-loss">
                    {share === null || share === undefined
                      ? '–'
                      : formatFixed(share, 0, i18n.language)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() =>
              onChange([
                ...elements,
                emptyElement(t('editors11.heatLoad.elementN', { n: elements.length + 1 })),
              ])
            }
          >
            {t('editors11.heatLoad.addElement')}
          </button>
        </div>
      )}
    </>
  );
}
