import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import type { ReportSectionProps } from '../definition';
import { roomGaps, roomsTotal, type RoomsInputs } from './model';
import { roomGapWords } from './room-gaps';
import { celsius, fixed, kw } from '../../ui/figures/figures';
import { openForReport } from '../open';
import { LegacyTotal } from '../heizlast-huellflaeche/ReportSection';
import { ReportTable } from '../../ui/figures/ReportTable';
import { BalancingReport } from './BalancingReport';

/** A number an older version stored beside a room (heizlastW), by the room's position. */
function storedRoomLoad(module: ProjectModule, index: number): number | null {
  const rooms = module.payload?.rooms;
  const room = Array.isArray(rooms) ? (rooms[index] as Record<string, unknown> | null) : null;
  const w = room && typeof room === 'object' ? room.heizlastW : null;
  return typeof w === 'number' && Number.isFinite(w) ? w : null;
}

/** Room by room: use, θi, area, Φ_T, Φ_V and Φ_HL, with the sum. */
export function RoomsSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<RoomsInputs>(definition, module, context);
  if (!opened) return null;
  const v = opened.inputs;
  const sum = roomsTotal(v);
  const r = (k: string, params?: Record<string, unknown>) => t(`module.raumweise.${k}`, params);
  let legacy = false;
  const rows = v.rooms.map((room, i) => {
    const o = sum.outcomes[i]!;
    // An incomplete room prints no load that could be read as computed (Φ_T 0 without elements).
    let total = o.kind === 'ok' ? fixed(o.result.total, 0) : r('incompleteCell');
    if (o.kind !== 'ok' && storedRoomLoad(module, i) !== null) {
      total = `${fixed(storedRoomLoad(module, i), 0)}*`;
      legacy = true;
    }
    return [
      room.name || t('module.raumweise.roomN', { n: i + 1 }),
      r(`uses.${room.use}`),
      celsius(room.indoorTemperature, 0),
      fixed(room.area, 1),
      o.kind === 'ok' ? fixed(o.result.transmission, 0) : '–',
      o.kind === 'ok' ? fixed(o.result.ventilation, 0) : '–',
      total,
    ];
  });
  // Each room without a load, with what it lacks: the sum and the VdZ data leave it out.
  const leftOut = v.rooms.flatMap((room, i) => {
    const o = sum.outcomes[i]!;
    if (o.kind === 'ok') return [];
    const name = room.name || t('module.raumweise.roomN', { n: i + 1 });
    const gaps = roomGaps(room, o);
    return [gaps.length ? r('leftOutRoom', { name, fields: roomGapWords(t, gaps) }) : name];
  });
  return (
    <>
      {v.designOutdoorTemperature !== null && (
        <p>
          {t('module.heizlast-huellflaeche.outdoor')}: {celsius(v.designOutdoorTemperature)}
          {v.outdoorSource ? ` (${v.outdoorSource})` : ''}
        </p>
      )}
      <ReportTable
        caption={r('caption')}
        head={[
          r('room'),
          r('use'),
          'θi',
          `${t('module.heizlast-huellflaeche.area')} (m²)`,
          'Φ_T (W)',
          'Φ_V (W)',
          'Φ_HL (W)',
        ]}
        num={[2, 3, 4, 5, 6]}
        rows={rows}
        foot={
          sum.complete > 0
            ? [
                r('total'),
                '',
                '',
                fixed(sum.area, 1),
                fixed(sum.transmission, 0),
                fixed(sum.ventilation, 0),
                fixed(sum.total, 0),
              ]
            : undefined
        }
      />
      {sum.complete > 0 && (
        <p className="report-result">
          <strong>
            {t('module.heizlast-huellflaeche.total')}: {kw(sum.total / 1000)}
          </strong>
          {sum.area > 0 && ` · ${fixed(sum.total / sum.area, 0)} W/m²`}
        </p>
      )}
      {leftOut.length > 0 && (
        <p data-testid="rooms-left-out">{r('leftOut', { rooms: leftOut.join('; ') })}</p>
      )}
      {legacy && (
        <p className="muted">
          {sum.complete === 0 && <LegacyTotal base={opened.base} />}
          {t('report.sections.legacyRooms')}
        </p>
      )}
      <BalancingReport
        inputs={v}
        heatLoads={sum.outcomes.map((o) => (o.kind === 'ok' ? o.result.total : null))}
        leftOut={leftOut}
        context={context}
      />
    </>
  );
}
