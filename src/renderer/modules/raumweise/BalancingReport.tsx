import { useTranslation } from 'react-i18next';
import type { ModuleContext } from '../definition';
import { fixed } from '../../ui/figures/figures';
import { ReportTable } from '../../ui/figures/ReportTable';
import type { RoomsInputs } from './model';
import { radiatorCheck } from './radiators';
import './radiators.css';

/**
 * The data of the VdZ form "Bestätigung des hydraulischen Abgleichs für das Gesamtsystem"
 * (Verfahren B): building, rooms with heat loads, radiators, flow and return, volume flows,
 * presettings with the valve table, pump, and the consultant with the date of the visit.
 */
export function BalancingReport({
  inputs,
  heatLoads,
  context,
}: {
  inputs: RoomsInputs;
  heatLoads: readonly (number | null)[];
  context: ModuleContext;
}) {
  const { t } = useTranslation();
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
  const rows = c.rooms.flatMap((room) =>
    room.radiators.map((hk, i) => [
      i === 0 ? room.name : '',
      i === 0 ? fixed(room.heatLoad, 0) : '',
      fixed(hk.ratedOutput, 0),
      fixed(hk.output, 0),
      fixed(hk.volumeFlow, 1),
      presettingText(hk.presetting),
    ]),
  );
  return (
    <div className="vdz-data" data-testid="vdz-data">
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
      <ReportTable
        caption={h('vdzRooms')}
        head={[
          t('module.raumweise.room'),
          `${h('heatLoad')} (W)`,
          `${h('ratedOutputHead')} (W)`,
          `${h('output', { flow: fixed(c.flow, 0), ret: fixed(c.return, 0) })} (W)`,
          `${h('volumeFlowHead')} (l/h)`,
          h('presettingHead'),
        ]}
        num={[1, 2, 3, 4, 5]}
        rows={rows}
      />
      {notes.map((note) => (
        <p key={note.fit} className="small" data-testid="presetting-note">
          {note.text}
        </p>
      ))}
      <p>
        {h('pump')}: {fixed(c.totalVolumeFlow, 0)} l/h
        {c.pump ? ` · ${fixed(c.pump.head, 1)} m (Δp-c)` : ` · ${h('pumpMissing')}`}
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
