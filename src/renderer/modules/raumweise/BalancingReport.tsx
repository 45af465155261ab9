import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleContext } from '../definition';
import { fixed } from '../../ui/figures/figures';
import { ReportTable } from '../../ui/figures/ReportTable';
import type { RoomsInputs } from './model';
import { pumpText, radiatorDescriptionParts } from './radiator-words';
import { modelsOf, radiatorCheck, type Radiator } from './radiators';
import './radiators.css';

/**
 * The data of the VdZ form "Bestätigung des hydraulischen Abgleichs für das Gesamtsystem"
 * (Verfahren B): building, rooms with heat loads, radiators, flow and return, volume flows,
 * presettings with the valve table, pump, and the consultant with the date of the visit.
 */
export function BalancingReport({
  inputs,
  heatLoads,
  leftOut = [],
  context,
}: {
  inputs: RoomsInputs;
  heatLoads: readonly (number | null)[];
  /** Rooms without a heat load yet, each with what it lacks: the form must not read as whole. */
  leftOut?: readonly string[];
  context: ModuleContext;
}) {
  const { t, i18n } = useTranslation();
  const outcome = radiatorCheck(inputs, inputs.heatingSystem, heatLoads);
  if (outcome.kind !== 'ok') return null;
  const c = outcome.check;
  const h = (key: string, params?: Record<string, unknown>) => t(`heating.${key}`, params);
  const info = context.modules['project-information']?.payload as
    { berater?: unknown; ortstermin?: unknown } | null | undefined;
  const building = context.building;
  // A step that cannot give the design flow is marked beside the setting and explained under the
  // table, naming the rooms: the setting alone would read as balanced to whoever sets the valve.
  type Presetting = (typeof c.rooms)[number]['radiators'][number]['presetting'];
  const presettingText = (p: Presetting) =>
    !p
      ? '–'
      : p.fit === 'within'
        ? p.step.setting
        : `${p.step.setting} (${h(`presettingMark.${p.fit}`)})`;
  const roomsWith = (fit: 'belowSmallest' | 'aboveLargest') =>
    c.rooms.filter((room) => room.radiators.some((hk) => hk.presetting?.fit === fit));
  const notes = (['belowSmallest', 'aboveLargest'] as const).flatMap((fit) => {
    const rooms = roomsWith(fit);
    return rooms.length
      ? [{ fit, text: h(`presettingNote.${fit}`, { rooms: rooms.map((r) => r.name).join(', ') }) }]
      : [];
  });
  // Which radiator each row is, as the editor names it, so the installer finds the valve.
  const models = modelsOf(inputs.heatingSystem);
  const radiators = new Map(
    inputs.rooms.flatMap((room) => ((room.radiators ?? []) as Radiator[]).map((r) => [r.id, r])),
  );
  // Lines break between the parts only, never inside "therm-x2 Profil-V".
  const described = (id: string) => {
    const radiator = radiators.get(id);
    if (!radiator) return '–';
    return radiatorDescriptionParts(t, radiator, models, i18n.language).map((part, k) => (
      <Fragment key={k}>
        {k > 0 && ' '}
        <span className="vdz-radiator-part">{part}</span>
      </Fragment>
    ));
  };
  // A room with its load but no radiator is not in the check either: named, like the incomplete.
  const checked = new Set(c.rooms.map((room) => room.id));
  const withoutRadiator = inputs.rooms
    .map((room, i) => ({ room, i }))
    .filter(({ room, i }) => heatLoads[i] != null && !checked.has(room.id))
    .map(({ room, i }) => room.name || t('module.raumweise.roomN', { n: i + 1 }));
  const rows = c.rooms.flatMap((room) =>
    room.radiators.map((hk, i) => [
      i === 0 ? room.name : '',
      i === 0 ? fixed(room.heatLoad, 0) : '',
      described(hk.id),
      fixed(hk.ratedOutput, 0),
      fixed(hk.output, 0),
      fixed(hk.volumeFlow, 1),
      hk.atManifold ? h('atManifold') : presettingText(hk.presetting),
    ]),
  );
  return (
    <div className="vdz-data" data-testid="vdz-data">
      {/* The heading stays with the building, the temperatures and the table on one page. */}
      <div className="vdz-head">
        <h4>{h('vdzTitle')}</h4>
        <p>
          {building
            ? `${building.name}${building.street ? `, ${building.street}` : ''}${
                building.postalCode || building.city
                  ? `, ${[building.postalCode, building.city].filter(Boolean).join(' ')}`
                  : ''
              }`
            : ''}
        </p>
        <p>
          {h('vdzTemperatures', { flow: fixed(c.flow, 0), ret: fixed(c.return, 0) })}
          {c.valve ? ` · ${h('valve')}: ${c.valve.name}` : ''}
          {` · ${h('valvePressureDrop')}: ${fixed(inputs.heatingSystem.valvePressureDrop / 1000, 1)} kPa`}
        </p>
      </div>
      <ReportTable
        caption={h('vdzRooms')}
        head={[
          t('module.raumweise.room'),
          `${h('heatLoad')} (W)`,
          h('radiator'),
          `${h('ratedOutputHead')} (W)`,
          `${h('output', { flow: fixed(c.flow, 0), ret: fixed(c.return, 0) })} (W)`,
          `${h('volumeFlowHead')} (l/h)`,
          h('presettingHead'),
        ]}
        num={[1, 3, 4, 5, 6]}
        rows={rows}
      />
      {leftOut.length > 0 && (
        <p className="small" data-testid="vdz-left-out">
          {h('vdzLeftOut', { rooms: leftOut.join('; ') })}
        </p>
      )}
      {withoutRadiator.length > 0 && (
        <p className="small" data-testid="vdz-no-radiator">
          {h('vdzNoRadiator', { rooms: withoutRadiator.join(', ') })}
        </p>
      )}
      {notes.map((note) => (
        <p key={note.fit} className="small" data-testid="presetting-note">
          {note.text}
        </p>
      ))}
      <p data-testid="vdz-pump">
        {h('pump')}: {pumpText(t, c, i18n.language)}
        {inputs.heatingSystem.longestRun !== null &&
          ` ${h('pumpBasis', {
            run: fixed(inputs.heatingSystem.longestRun, 0),
            generator: fixed((inputs.heatingSystem.generatorPressureDrop ?? 0) / 1000, 1),
          })}`}
      </p>
      <p>
        {h('vdzConsultant', {
          name: typeof info?.berater === 'string' && info.berater ? info.berater : '–',
          date:
            typeof info?.ortstermin === 'string' && info.ortstermin
              ? info.ortstermin.split('-').reverse().join('.')
              : '–',
        })}
      </p>
    </div>
  );
}
