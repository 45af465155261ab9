import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelopeHeatLoad, uValueOffers } from '../../data-flow';
import type { ModuleEditorProps } from '../../editor-def';
import { useEditorFields } from '../../field-context';
import { SelectInput, TextInput } from '../../fields';
import { newId } from '../../ids';
import { formatFixed } from '../../number-input';
import { NumberField } from '../../NumberField';
import { storedResults } from '../../payload';
import { ElementsTable } from '../heizlast-huellflaeche/ElementsTable';
import { Result } from '../u-wert-rechner/UValueForm';
import { indoorByUse, roomsTotal, roomUses, type Room, type RoomsInputs } from './model';

/** Room-by-room heat load: a table of rooms, each with its elements; the sum beside the envelope's. */
export function RoomsForm({ value, onChange, context }: ModuleEditorProps<RoomsInputs>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { readOnly } = useEditorFields();
  const [open, setOpen] = useState<string | null>(null);
  const set = (patch: Partial<RoomsInputs>) => onChange({ ...value, ...patch });
  const setRoom = (index: number, room: Room) =>
    set({ rooms: value.rooms.map((r, i) => (i === index ? room : r)) });
  const sum = roomsTotal(value);
  const uOffers = uValueOffers(context);
  const envelope = envelopeHeatLoad(context);
  const envelopeTe = storedResults(context.modules['heizlast-huellflaeche']?.payload)?.values
    .designOutdoorTemperature;
  const w = (v: number) => `${formatFixed(v, 0, lang)} W`;

  const addRoom = () => {
    const room: Room = {
      id: newId('rm'),
      name: t('editors11.rooms.roomN', { n: value.rooms.length + 1 }),
      use: 'living',
      indoorTemperature: indoorByUse.living,
      area: null,
      height: 2.5,
      airChangeRate: 0.5,
      elements: [],
    };
    set({ rooms: [...value.rooms, room] });
    setOpen(room.id);
  };

  return (
    <>
      <p className="source-note">{t('editors11.rooms.intro')}</p>
      <div className="editor-section">
        <div className="editor-grid">
          <NumberField
            label={t('editors11.heatLoad.outdoor')}
            unit="°C"
            value={value.designOutdoorTemperature}
            min={-40}
            max={20}
            path="designOutdoorTemperature"
            hint={
              typeof envelopeTe === 'number' &&
              envelopeTe !== value.designOutdoorTemperature &&
              !readOnly ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    set({
                      designOutdoorTemperature: envelopeTe,
                      outdoorSource: t('editors11.rooms.teFromEnvelope'),
                    })
                  }
                >
                  {t('editors11.rooms.takeTe', { value: formatFixed(envelopeTe, 0, lang) })}
                </button>
              ) : undefined
            }
            onChange={(designOutdoorTemperature) => set({ designOutdoorTemperature })}
          />
          <TextInput
            label={t('editors11.heatLoad.outdoorSource')}
            value={value.outdoorSource}
            path="outdoorSource"
            onChange={(outdoorSource) => set({ outdoorSource })}
          />
        </div>
      </div>
      <table className="editor-table rooms-table" data-testid="rooms-table">
        <caption className="me-sr-only">{t('editors11.rooms.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editors11.rooms.room')}</th>
            <th scope="col">{t('editors11.rooms.use')}</th>
            <th scope="col" className="num">
              θi
            </th>
            <th scope="col" className="num">
              {t('editors11.heatLoad.area')}
            </th>
            <th scope="col" className="num">
              {t('editors11.rooms.height')}
            </th>
            <th scope="col" className="num">
              n
            </th>
            <th scope="col" className="num">
              Φ_T
            </th>
            <th scope="col" className="num">
              Φ_V
            </th>
            <th scope="col" className="num">
              Φ
            </th>
            <th scope="col" className="num">
              W/m²
            </th>
            <th scope="col">
              <span className="me-sr-only">{t('editors11.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.rooms.map((room, index) => {
            const o = sum.outcomes[index]!;
            const name = room.name || t('editors11.rooms.roomN', { n: index + 1 });
            const expanded = open === room.id;
            const p = `rooms.${index}`;
            return (
              <Fragment key={room.id}>
                <tr data-testid="room-row">
                  <td>
                    <TextInput
                      hideLabel
                      label={t('editors11.rooms.nameOf', { n: index + 1 })}
                      value={room.name}
                      path={`${p}.name`}
                      onChange={(v) => setRoom(index, { ...room, name: v })}
                    />
                  </td>
                  <td>
                    <SelectInput
                      hideLabel
                      label={t('editors11.rooms.useOf', { name })}
                      value={room.use}
                      options={roomUses.map((u) => ({
                        value: u,
                        label: t(`editors11.rooms.uses.${u}`),
                      }))}
                      onChange={(use) =>
                        setRoom(index, { ...room, use, indoorTemperature: indoorByUse[use] })
                      }
                    />
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.rooms.indoorOf', { name })}
                      unit="°C"
                      value={room.indoorTemperature}
                      min={5}
                      max={35}
                      path={`${p}.indoorTemperature`}
                      error={
                        o.kind === 'refused' && o.path === `${p}.designOutdoorTemperature`
                          ? t('editors11.heatLoad.outdoorAboveIndoor')
                          : null
                      }
                      onChange={(v) => setRoom(index, { ...room, indoorTemperature: v })}
                    />
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.rooms.areaOf', { name })}
                      unit="m²"
                      value={room.area}
                      min={0}
                      path={`${p}.area`}
                      onChange={(v) => setRoom(index, { ...room, area: v })}
                    />
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.rooms.heightOf', { name })}
                      unit="m"
                      value={room.height}
                      min={0}
                      max={20}
                      path={`${p}.height`}
                      onChange={(v) => setRoom(index, { ...room, height: v })}
                    />
                  </td>
                  <td className="num">
                    <NumberField
                      hideLabel
                      label={t('editors11.rooms.airChangeOf', { name })}
                      unit="1/h"
                      value={room.airChangeRate}
                      min={0}
                      max={10}
                      path={`${p}.airChangeRate`}
                      onChange={(v) => setRoom(index, { ...room, airChangeRate: v })}
                    />
                  </td>
                  <td className="num">{o.kind === 'ok' ? w(o.result.transmission) : '–'}</td>
                  <td className="num">{o.kind === 'ok' ? w(o.result.ventilation) : '–'}</td>
                  <td className="num" data-testid="room-total">
                    <strong>{o.kind === 'ok' ? w(o.result.total) : '–'}</strong>
                  </td>
                  <td className="num">
                    {o.kind === 'ok' && room.area
                      ? formatFixed(o.result.total / room.area, 0, lang)
                      : '–'}
                  </td>
                  <td>
                    <span className="row-actions">
                      <button
                        type="button"
                        className="icon-button"
                        aria-expanded={expanded}
                        aria-label={t('editors11.rooms.elementsOf', {
                          name,
                          count: room.elements.length,
                        })}
                        onClick={() => setOpen(expanded ? null : room.id)}
                      >
                        {expanded ? '▾' : '▸'} {room.elements.length}
                      </button>
                      {!readOnly && (
                        <>
                          <button
                            type="button"
                            className="icon-button"
                            aria-label={t('editors11.rooms.copyRoom', { name })}
                            onClick={() => {
                              const copy: Room = {
                                ...room,
                                id: newId('rm'),
                                name: t('editors11.copyOf', { name }),
                                elements: room.elements.map((e) => ({ ...e, id: newId('bt') })),
                              };
                              set({
                                rooms: [
                                  ...value.rooms.slice(0, index + 1),
                                  copy,
                                  ...value.rooms.slice(index + 1),
                                ],
                              });
                            }}
                          >
                            ⧉
                          </button>
                          <button
                            type="button"
                            className="icon-button"
                            aria-label={t('editors11.rooms.removeRoom', { name })}
                            onClick={() =>
                              set({ rooms: value.rooms.filter((_, i) => i !== index) })
                            }
                          >
                            ✕
                          </button>
                        </>
                      )}
                    </span>
                  </td>
                </tr>
                {expanded && (
                  <tr className="room-elements">
                    <td colSpan={11}>
                      <ElementsTable
                        elements={room.elements}
                        path={`${p}.elements`}
                        caption={t('editors11.rooms.elementsCaption', { name })}
                        uOffers={uOffers}
                        byElement={o.byElement}
                        refusal={null}
                        onChange={(elements) => setRoom(index, { ...room, elements })}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('editors11.rooms.sum')}
            </th>
            <td className="num">{formatFixed(sum.area, 1, lang)} m²</td>
            <td colSpan={2} />
            <td className="num">{w(sum.transmission)}</td>
            <td className="num">{w(sum.ventilation)}</td>
            <td className="num" data-testid="rooms-sum">
              <strong>{w(sum.total)}</strong>
            </td>
            <td className="num">
              {sum.area > 0 ? formatFixed(sum.total / sum.area, 0, lang) : '–'}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      {!readOnly && (
        <div>
          <button type="button" onClick={addRoom}>
            {t('editors11.rooms.addRoom')}
          </button>
        </div>
      )}
      <div className="result-box" data-testid="rooms-result" aria-live="polite">
        <Result
          label={t('editors11.rooms.total')}
          value={`${formatFixed(sum.total / 1000, 2, lang)} kW`}
        />
        {sum.complete < value.rooms.length && (
          <span className="muted">
            {t('editors11.rooms.incomplete', {
              missing: value.rooms.length - sum.complete,
              count: value.rooms.length,
            })}
          </span>
        )}
        {envelope !== null ? (
          <Result
            label={t('editors11.rooms.envelope')}
            value={`${formatFixed(envelope / 1000, 2, lang)} kW${
              envelope > 0 && sum.total > 0
                ? ` (${t('editors11.rooms.difference', {
                    percent: formatFixed(((sum.total - envelope) / envelope) * 100, 0, lang),
                  })})`
                : ''
            }`}
            testId="rooms-vs-envelope"
          />
        ) : (
          <span className="source-note">{t('editors11.rooms.noEnvelope')}</span>
        )}
      </div>
    </>
  );
}
