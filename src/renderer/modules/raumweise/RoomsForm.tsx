import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offered, type ModuleEditorProps } from '../definition';
import { useEditorFields } from '../../ui/fields/field-context';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { newId } from '../../ui/fields/row-ids';
import { formatFixed, formatSigned } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { untakenGroups } from '../../ui/fields/offer';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import { storedResults } from '../payload';
import { ElementsTable } from '../heizlast-huellflaeche/ElementsTable';
import { Result } from '../u-wert-rechner/UValueForm';
import { indoorByUse, roomGaps, roomsTotal, roomUses, type Room, type RoomsInputs } from './model';
import { roomsWithSurveyed } from './taken-rooms';
import { roomArea } from '../../../shared/domain/plausible';
import { RadiatorsSection } from './RadiatorsSection';
import { roomGapWords } from './room-gaps';

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
  const uOffers = offered(context, 'raumweise.elementU');
  const areaOffers = offered(context, 'raumweise.roomArea');
  const radiatorOffers = offered(context, 'raumweise.radiatorOutput');
  const temperatureOffers = offered(context, 'raumweise.indoorTemperature');
  const envelope = offered(context, 'raumweise.envelopeHeatLoad')[0]?.value ?? null;
  // Surveyed rooms no room took its area from yet: taken as whole rooms (with radiators) on request.
  const surveyed = untakenGroups(
    areaOffers,
    value.rooms.map((r) => r.areaFrom),
  );
  const envelopeTe = storedResults(context.modules['heizlast-huellflaeche']?.payload)?.values
    .designOutdoorTemperature;
  const n0 = (v: number) => formatFixed(v, 0, lang);
  const teMissing = value.designOutdoorTemperature === null && value.rooms.length > 0;
  // What each room lacks for its heat load, in the words of the fields it is typed in.
  const gaps = value.rooms.map((room, i) => roomGaps(room, sum.outcomes[i]!));
  // In a room's row θe is left out (it stands at its own field), the column heads name the rest
  // and a room without elements says so on its own line ("fehlt: keine …" would read double).
  const rowGapText = (room: readonly string[]) =>
    roomGapWords(
      t,
      room.filter((g) => g !== 'designOutdoorTemperature' && g !== 'elements'),
      true,
    );

  const addRoom = () => {
    const room: Room = {
      id: newId('rm'),
      name: t('module.raumweise.roomN', { n: value.rooms.length + 1 }),
      use: 'living',
      indoorTemperature: indoorByUse.living,
      area: null,
      height: 2.5,
      airChangeRate: 0.5,
      elements: [],
      radiators: [],
    };
    set({ rooms: [...value.rooms, room] });
    setOpen(room.id);
  };

  return (
    <>
      <p className="source-note">{t('module.raumweise.intro')}</p>
      <div className="editor-section">
        <div className="editor-grid">
          <NumberField
            label={t('module.heizlast-huellflaeche.outdoor')}
            unit="°C"
            value={value.designOutdoorTemperature}
            min={-40}
            max={20}
            path="designOutdoorTemperature"
            error={teMissing ? t('module.raumweise.teMissing') : null}
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
                      outdoorSource: t('module.raumweise.teFromEnvelope'),
                    })
                  }
                >
                  {t('module.raumweise.takeTe', { value: formatFixed(envelopeTe, 0, lang) })}
                </button>
              ) : undefined
            }
            onChange={(designOutdoorTemperature) => set({ designOutdoorTemperature })}
          />
          <TextInput
            label={t('module.heizlast-huellflaeche.outdoorSource')}
            value={value.outdoorSource}
            path="outdoorSource"
            onChange={(outdoorSource) => set({ outdoorSource })}
          />
        </div>
      </div>
      <div className="table-scroll">
        <table className="editor-table fixed rooms-table" data-testid="rooms-table">
          <caption className="me-sr-only">{t('module.raumweise.caption')}</caption>
          <colgroup>
            <col />
            <col className="w-num" />
            <col className="w-num" />
            <col className="w-num" />
            <col className="w-num" />
            <col className="w-res" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('module.raumweise.roomAndUse')}</th>
              <th scope="col" className="num">
                θi °C
              </th>
              <th scope="col" className="num">
                {t('module.heizlast-huellflaeche.area')} m²
              </th>
              <th scope="col" className="num">
                {t('module.raumweise.height')} m
              </th>
              <th scope="col" className="num">
                n 1/h
              </th>
              <th scope="col" className="num">
                Φ W
              </th>
            </tr>
          </thead>
          <tbody>
            {value.rooms.map((room, index) => {
              const o = sum.outcomes[index]!;
              const rowGap = rowGapText(gaps[index]!);
              const noElements = gaps[index]!.includes('elements');
              const name = room.name || t('module.raumweise.roomN', { n: index + 1 });
              const expanded = open === room.id;
              const p = `rooms.${index}`;
              const perArea = o.kind === 'ok' && room.area;
              // What the room lacks, on a line of its own under its figures (spanning them): in
              // the Φ column, a number wide, it stood word by word over five lines.
              const lacks = !perArea && (rowGap || noElements);
              return (
                <Fragment key={room.id}>
                  <tr data-testid="room-row" className={lacks ? 'room-row lacks' : 'room-row'}>
                    <td rowSpan={lacks ? 2 : undefined}>
                      <div className="stack">
                        <TextInput
                          hideLabel
                          label={t('module.raumweise.nameOf', { n: index + 1 })}
                          value={room.name}
                          path={`${p}.name`}
                          onChange={(v) => setRoom(index, { ...room, name: v })}
                        />
                        <span className="small-select">
                          <SelectInput
                            hideLabel
                            label={t('module.raumweise.useOf', { name })}
                            value={room.use}
                            options={roomUses.map((u) => ({
                              value: u,
                              label: t(`module.raumweise.uses.${u}`),
                            }))}
                            onChange={(use) =>
                              setRoom(index, { ...room, use, indoorTemperature: indoorByUse[use] })
                            }
                          />
                        </span>
                        <span className="row-actions">
                          <button
                            type="button"
                            className="icon-button"
                            aria-expanded={expanded}
                            onClick={() => setOpen(expanded ? null : room.id)}
                          >
                            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>{' '}
                            {t('module.raumweise.elementsCount', { count: room.elements.length })}
                            <span className="me-sr-only">
                              {' '}
                              {t('module.raumweise.ofRoom', { name })}
                            </span>
                          </button>
                          {!readOnly && (
                            <>
                              <button
                                type="button"
                                className="icon-button"
                                aria-label={t('module.raumweise.copyRoom', { name })}
                                onClick={() => {
                                  const copy: Room = {
                                    ...room,
                                    id: newId('rm'),
                                    name: t('editorParts.copyOf', { name }),
                                    elements: room.elements.map((e) => ({ ...e, id: newId('bt') })),
                                    radiators: room.radiators.map((r) => ({
                                      ...r,
                                      id: newId('hk'),
                                    })),
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
                                {t('editorParts.copy')}
                              </button>
                              <button
                                type="button"
                                className="icon-button"
                                aria-label={t('module.raumweise.removeRoom', { name })}
                                onClick={() =>
                                  set({ rooms: value.rooms.filter((_, i) => i !== index) })
                                }
                              >
                                ✕
                              </button>
                            </>
                          )}
                        </span>
                      </div>
                    </td>
                    <td className="num">
                      <NumberField
                        hideLabel
                        label={t('module.raumweise.indoorOf', { name })}
                        unit="°C"
                        unitInHeader
                        value={room.indoorTemperature}
                        min={5}
                        max={35}
                        path={`${p}.indoorTemperature`}
                        error={
                          o.kind === 'refused' && o.path === `${p}.designOutdoorTemperature`
                            ? t('module.heizlast-huellflaeche.outdoorAboveIndoor')
                            : null
                        }
                        onChange={(v) => setRoom(index, { ...room, indoorTemperature: v })}
                      />
                    </td>
                    <td className="num">
                      <SourcedNumberField
                        hideLabel
                        label={t('module.raumweise.areaOf', { name })}
                        unit="m²"
                        unitInHeader
                        value={room.area}
                        digits={1}
                        from={room.areaFrom}
                        offers={areaOffers}
                        {...roomArea}
                        path={`${p}.area`}
                        onChange={(area, areaFrom) => setRoom(index, { ...room, area, areaFrom })}
                      />
                    </td>
                    <td className="num">
                      <NumberField
                        hideLabel
                        label={t('module.raumweise.heightOf', { name })}
                        unit="m"
                        unitInHeader
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
                        label={t('module.raumweise.airChangeOf', { name })}
                        unit="1/h"
                        unitInHeader
                        value={room.airChangeRate}
                        min={0}
                        max={10}
                        path={`${p}.airChangeRate`}
                        onChange={(v) => setRoom(index, { ...room, airChangeRate: v })}
                      />
                    </td>
                    <td className="num" data-testid="room-total">
                      <strong>{o.kind === 'ok' ? n0(o.result.total) : '–'}</strong>
                      {perArea && (
                        <div className="muted small">{`${n0(o.result.total / room.area!)} W/m²`}</div>
                      )}
                    </td>
                  </tr>
                  {lacks && (
                    <tr className="room-gaps-row">
                      <td colSpan={5} className="muted small room-gaps" data-testid="room-gaps">
                        {rowGap && (
                          <span>{t('module.raumweise.rowMissing', { fields: rowGap })}</span>
                        )}
                        {rowGap && noElements && ' · '}
                        {noElements && (
                          <span data-testid="room-no-elements">
                            {t('module.raumweise.noElements')}
                          </span>
                        )}
                      </td>
                    </tr>
                  )}
                  {expanded && (
                    <tr className="room-elements">
                      <td colSpan={6}>
                        <ElementsTable
                          elements={room.elements}
                          path={`${p}.elements`}
                          caption={t('module.raumweise.elementsCaption', { name })}
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
              <th scope="row" colSpan={2}>
                {/* The sum adds up the rooms with a heat load only: say so where it is partial,
                    or its area reads as the floor area of rooms that have one typed. */}
                {sum.complete < value.rooms.length
                  ? t('module.raumweise.partial', {
                      headline: t('module.raumweise.sum'),
                      complete: sum.complete,
                      count: value.rooms.length,
                    })
                  : t('module.raumweise.sum')}
              </th>
              <td className="num">{sum.complete > 0 ? formatFixed(sum.area, 1, lang) : '–'}</td>
              <td colSpan={2} />
              <td className="num" data-testid="rooms-sum">
                <strong>{sum.complete > 0 ? n0(sum.total) : '–'}</strong>
                <div className="muted small">
                  {sum.area > 0 ? `${n0(sum.total / sum.area)} W/m²` : ''}
                </div>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {!readOnly && (
        <div>
          <button type="button" onClick={addRoom}>
            {t('module.raumweise.addRoom')}
          </button>
          {surveyed.size > 0 && (
            <button
              type="button"
              className="secondary"
              onClick={() =>
                set({
                  rooms: roomsWithSurveyed(
                    value.rooms,
                    [...surveyed.values()].flat(),
                    areaOffers,
                    radiatorOffers,
                    (label, n) => label || t('module.raumweise.roomN', { n: n + 1 }),
                    temperatureOffers,
                  ),
                })
              }
            >
              {t('surveyFlow.takeRooms', { count: surveyed.size })}
            </button>
          )}
        </div>
      )}
      <div className="result-box" data-testid="rooms-result" aria-live="polite">
        <Result
          label={t('module.heizlast-huellflaeche.transmission')}
          value={`Φ_T = ${n0(sum.transmission)} W`}
        />
        <Result
          label={t('module.heizlast-huellflaeche.ventilation')}
          value={`Φ_V = ${n0(sum.ventilation)} W`}
        />
        <Result
          label={t('module.raumweise.total')}
          value={`${formatFixed(sum.total / 1000, 2, lang)} kW`}
          testId="rooms-total"
        />
        {sum.complete < value.rooms.length && (
          <span className="muted">
            {t(teMissing ? 'module.raumweise.incompleteTe' : 'module.raumweise.incomplete', {
              missing: value.rooms.length - sum.complete,
              count: value.rooms.length,
            })}
          </span>
        )}
        {envelope !== null ? (
          <Result
            label={t('module.raumweise.envelope')}
            value={`${formatFixed(envelope / 1000, 2, lang)} kW${
              envelope > 0 && sum.total > 0
                ? ` (${t('module.raumweise.difference', {
                    percent: formatSigned(((sum.total - envelope) / envelope) * 100, 0, lang),
                  })})`
                : ''
            }`}
            testId="rooms-vs-envelope"
          />
        ) : (
          <span className="source-note">{t('module.raumweise.noEnvelope')}</span>
        )}
      </div>
      <RadiatorsSection
        value={value}
        heatLoads={sum.outcomes.map((o) => (o.kind === 'ok' ? o.result.total : null))}
        gaps={gaps.map((g) => roomGapWords(t, g))}
        onChange={onChange}
      />
    </>
  );
}
