/*
 * Presetting tables of thermostatic radiator valves, for valvePresetting (hydraulic-balancing.ts).
 * Only tables taken from a maker's published data sheet, with its name and date; the consultant
 * can type in another valve's table in the editor. kv in m³/h at 1 bar, as the data sheet gives
 * them (at the valve's proportional band, Xp up to 2 K at "N").
 */
import type { PresettingStep } from '../hydraulic-balancing';

export interface ValveSeries {
  key: string;
  /** The whole name, as the data sheet titles it. */
  name: string;
  /** Maker and the series with its order number: short enough for a narrow select. */
  maker: string;
  model: string;
  /** How the presetting is set: in steps only, or anywhere between the marks. */
  setting: 'steps' | 'stepless';
  steps: readonly PresettingStep[];
  /** The differential pressure the maker recommends for the design, Pa. */
  designPressureDrop?: { min: number; max: number };
  source: string;
  stand: string;
}

const steps = (settings: readonly string[], kv: readonly number[]): PresettingStep[] =>
  settings.map((setting, i) => ({ setting, kv: kv[i]! }));

const danfossSettings = ['1', '2', '3', '4', '5', '6', '7', 'N'] as const;
const danfossInsertSheet =
  'Danfoss, Datenblatt "Einbauventil mit integrierter Voreinstellung RA-N 013G0360 / RA-U 013G0361", VD.VES.303, 04/2011';

export const valveSeries: readonly ValveSeries[] = [
  {
    key: 'danfoss-ra-n-013g0360',
    name: 'Danfoss RA-N Einbauventil (Ventilheizkörper), 013G0360',
    maker: 'Danfoss',
    model: 'RA-N, 013G0360',
    setting: 'steps',
    steps: steps(danfossSettings, [0.14, 0.21, 0.26, 0.32, 0.46, 0.59, 0.73, 0.87]),
    designPressureDrop: { min: 5_000, max: 20_000 },
    source: danfossInsertSheet,
    stand: '2011-04',
  },
  {
    key: 'danfoss-ra-u-013g0361',
    name: 'Danfoss RA-U Einbauventil für kleine Volumenströme, 013G0361',
    maker: 'Danfoss',
    model: 'RA-U, 013G0361',
    setting: 'steps',
    steps: steps(danfossSettings, [0.04, 0.05, 0.07, 0.09, 0.13, 0.18, 0.24, 0.34]),
    designPressureDrop: { min: 5_000, max: 20_000 },
    source: danfossInsertSheet,
    stand: '2011-04',
  },
];
