import { useTranslation } from 'react-i18next';
import type { Offer } from '../../ui/fields/offer';
import { useEditorFields } from '../../ui/fields/field-context';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { newId } from '../../ui/fields/row-ids';
import { formatFixed } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import { temperatureModes, type EnvelopeElement } from './model';
import { elementArea } from '../../../shared/domain/plausible';

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
  areaOffers = [],
  byElement,
  refusal,
  onChange,
}: {
  elements: readonly EnvelopeElement[];
  /** 'elements' or 'rooms.2.elements': the server's and the calculation's messages by path. */
  path: string;
  caption: string;
  uOffers: readonly Offer[];
  /** Areas the element can take (surveyed components); none: typed only. */
  areaOffers?: readonly Offer[];
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
              <th scope="col">{t('module.heizlast-huellflaeche.element')}</th>
              <th scope="col" className="num">
                {t('module.heizlast-huellflaeche.area')} m²
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
              <th scope="col">{t('module.heizlast-huellflaeche.temperature')}</th>
              <th scope="col" className="num">
                Φ_T W
              </th>
            </tr>
          </thead>
          <tbody>
            {elements.map((element, index) => {
              const p = `${path}.${index}`;
              const name =
                element.name || t('module.heizlast-huellflaeche.elementN', { n: index + 1 });
              const share = byElement[index];
              return (
                <tr key={element.id} data-testid="envelope-element">
                  <td>
                    <TextInput
                      hideLabel
                      label={t('module.heizlast-huellflaeche.nameOf', { n: index + 1 })}
                      value={element.name}
                      path={`${p}.name`}
                      onChange={(v) => set(index, { ...element, name: v })}
                    />
                    {!readOnly && (
                      <span className="row-actions">
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('module.heizlast-huellflaeche.copyElement', { name })}
                          onClick={() =>
                            onChange([
                              ...elements.slice(0, index + 1),
                              {
                                ...element,
                                id: newId('bt'),
                                name: t('editorParts.copyOf', { name }),
                              },
                              ...elements.slice(index + 1),
                            ])
                          }
                        >
                          {t('editorParts.copy')}
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('module.heizlast-huellflaeche.removeElement', { name })}
                          onClick={() => onChange(elements.filter((_, i) => i !== index))}
                        >
                          ✕
                        </button>
                      </span>
                    )}
                  </td>
                  <td className="num">
                    <SourcedNumberField
                      hideLabel
                      label={t('module.heizlast-huellflaeche.areaOf', { name })}
                      unit="m²"
                      unitInHeader
                      value={element.area}
                      digits={1}
                      from={element.areaFrom}
                      offers={areaOffers}
                      {...elementArea}
                      path={`${p}.area`}
                      error={fieldError(`${p}.area`)}
                      onChange={(area, areaFrom) => set(index, { ...element, area, areaFrom })}
                    />
                  </td>
                  <td className="num u-cell">
                    <SourcedNumberField
                      hideLabel
                      label={t('module.heizlast-huellflaeche.uOf', { name })}
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
                      label={t('module.heizlast-huellflaeche.bridgeOf', { name })}
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
                      label={t('module.heizlast-huellflaeche.temperatureOf', { name })}
                      value={element.temperature}
                      options={temperatureModes.map((m) => ({
                        value: m,
                        label: t(`module.heizlast-huellflaeche.temperatures.${m}`),
                      }))}
                      onChange={(temperature) => set(index, { ...element, temperature })}
                    />
                    {element.temperature === 'factor' && (
                      <NumberField
                        hideLabel
                        label={t('module.heizlast-huellflaeche.factorOf', { name })}
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
                        label={t('module.heizlast-huellflaeche.adjacentOf', { name })}
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
                emptyElement(
                  t('module.heizlast-huellflaeche.elementN', { n: elements.length + 1 }),
                ),
              ])
            }
          >
            {t('module.heizlast-huellflaeche.addElement')}
          </button>
        </div>
      )}
    </>
  );
}
