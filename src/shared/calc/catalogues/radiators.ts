/*
 * Panel radiators with the maker's rated output per metre of length, the exponent n and the
 * rating condition the table states, for the room-by-room radiator check (section 11). Only values
 * taken from a maker's table, with its name; the consultant adds other radiators in the editor
 * (stored in the module's payload) or types a radiator's rated output from its data sheet.
 *
 * Source: Kermi, "Flachheizkörper" technical catalogue I/2010, pp. 44–52 (therm-x2 Profil-V), as
 * transcribed per metre with exponent in AixLib's radiator records (RWTH Aachen E.ON ERC,
 * AixLib.DataBase.Radiators, "Booklet: Flachheizkörper, I/2010"). The Typ 22 record states its
 * output at 75/65/24 °C, which the rating condition below keeps.
 * Typ 33 (three panels, three convector sheets): Purmo, Plan Ventil Compact (FCV), the table
 * "Tepelný výkon a rozměry" on the maker's Czech product page (purmo.com/cz, Otopná desková tělesa,
 * PURMO Plan Ventil Compact): 300 mm high, 400 mm long, 526 W at 75/65 °C and 20 °C room air,
 * n = 1.3159 (norms named there: EN 442). Only that row of the table could be read, so the output
 * per metre is the 400 mm rating scaled to 1 m.
 * Not in the catalogue: Typ 10 and Typ 21 (no maker's table with their ratings was found to cite;
 * the Purmo table names n = 1.2967 for its Typ 21s at 600 mm but its ratings could not be read).
 * Simplification: the output grows in proportion to the length (the makers' tables are linear in
 * length within rounding); lengths in 100 mm steps from 400 to 3,000 mm.
 */
import type { RadiatorRating } from '../radiator';

export interface RadiatorModel {
  key: string;
  maker: string;
  series: string;
  /** Flachheizkörper Typ: panels and convector sheets, "11", "22", "33". */
  type: string;
  heightMm: number;
  /** W per metre of length at the rating condition. */
  outputPerMetre: number;
  exponent: number;
  rating: { flow: number; return: number; room: number };
  source: string;
}

export const radiatorLengths = { min: 400, max: 3000, step: 100 } as const;

const kermiSource =
  'Kermi, Flachheizkörper therm-x2 Profil-V, Technik I/2010, S. 44–52 (Werte je Meter nach AixLib, RWTH Aachen)';
const en442 = { flow: 75, return: 65, room: 20 };
const purmoSource =
  'Purmo, Plan Ventil Compact Typ 33, Leistungstabelle auf purmo.com/cz (300 × 400 mm: 526 W bei 75/65/20 °C, n = 1,3159)';

export const radiatorModels: readonly RadiatorModel[] = [
  {
    key: 'kermi-profil-v-11-300',
    maker: 'Kermi',
    series: 'therm-x2 Profil-V',
    type: '11',
    heightMm: 300,
    outputPerMetre: 551,
    exponent: 1.2196,
    rating: en442,
    source: kermiSource,
  },
  {
    key: 'kermi-profil-v-11-600',
    maker: 'Kermi',
    series: 'therm-x2 Profil-V',
    type: '11',
    heightMm: 600,
    outputPerMetre: 979,
    exponent: 1.2721,
    rating: en442,
    source: kermiSource,
  },
  {
    key: 'kermi-profil-v-12-300',
    maker: 'Kermi',
    series: 'therm-x2 Profil-V',
    type: '12',
    heightMm: 300,
    outputPerMetre: 720,
    exponent: 1.2731,
    rating: en442,
    source: kermiSource,
  },
  {
    key: 'kermi-profil-v-22-300',
    maker: 'Kermi',
    series: 'therm-x2 Profil-V',
    type: '22',
    heightMm: 300,
    outputPerMetre: 861,
    exponent: 1.2776,
    rating: { flow: 75, return: 65, room: 24 },
    source: kermiSource,
  },
  {
    key: 'purmo-plan-ventil-compact-33-300',
    maker: 'Purmo',
    series: 'Plan Ventil Compact',
    type: '33',
    heightMm: 300,
    // 526 W for 400 mm of length.
    outputPerMetre: 1315,
    exponent: 1.3159,
    rating: en442,
    source: purmoSource,
  },
];

/** The rating of one radiator of this model and length, as radiatorOutput takes it. */
export function radiatorOfModel(model: RadiatorModel, lengthMm: number): RadiatorRating {
  return {
    ratedOutput: (model.outputPerMetre * lengthMm) / 1000,
    ratedFlow: model.rating.flow,
    ratedReturn: model.rating.return,
    ratedRoom: model.rating.room,
    exponent: model.exponent,
  };
}
