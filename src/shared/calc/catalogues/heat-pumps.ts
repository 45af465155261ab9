/*
 * Manufacturers' test points (EN 14511) of a few air/water heat pumps, for the waermepumpe editor's
 * capacity curve (section 12): heating capacity and electric power at outdoor air temperatures and
 * flow temperatures as the data sheets give them. The consultant picks one (the points are copied
 * into the module and stay editable) or types the points of another heat pump.
 *
 * Source: the makers' data sheets as collected in AixLib's heat pump records (RWTH Aachen E.ON ERC,
 * AixLib.DataBase.ThermalMachines.HeatPump.EN14511; each record names its data sheet). Older
 * models; their curves show how an air heat pump loses capacity in the cold.
 */

export interface HeatPumpTestPoint {
  outdoor: number; // °C air (A)
  flow: number; // °C water (W)
  capacity: number; // kW heating
  power: number; // kW electric
}

export interface HeatPumpModel {
  key: string;
  name: string;
  source: string;
  points: readonly HeatPumpTestPoint[];
}

const aixlib = 'AixLib.DataBase.ThermalMachines.HeatPump.EN14511 (RWTH Aachen)';

/** Rows per flow temperature: [flow, ...capacities W] and [flow, ...powers W] at the outdoor temperatures. */
function table(outdoor: number[], capacity: number[][], power: number[][]): HeatPumpTestPoint[] {
  return capacity.flatMap(([flow, ...q], r) =>
    q.map((w, c) => ({
      outdoor: outdoor[c]!,
      flow: flow!,
      capacity: w / 1000,
      power: power[r]![c + 1]! / 1000,
    })),
  );
}

export const heatPumpModels: readonly HeatPumpModel[] = [
  {
    key: 'vaillant-vwl-10-1',
    name: 'Vaillant VWL 10-1',
    source: `Vaillant, Datenblatt VWL 10-1 (EN 14511), nach ${aixlib}`,
    points: table(
      [-15, -7, 2, 7],
      [
        [35, 5842, 7523, 9776, 10807],
        [45, 5842, 7332, 9050, 10387],
        [55, 5728, 7179, 9050, 10043],
      ],
      [
        [35, 2138, 2177, 2444, 2444],
        [45, 2558, 2673, 2864, 3055],
        [55, 2902, 3131, 3360, 3513],
      ],
    ),
  },
  {
    key: 'dimplex-la-11-as',
    name: 'Dimplex LA 11AS',
    source: `Dimplex, Datenblatt LA 11AS (EN 14511), nach ${aixlib}`,
    points: table(
      [-7, 2, 7, 10],
      [
        [35, 6600, 8800, 11300, 12100],
        [45, 6400, 7898, 9600, 10145],
      ],
      [
        [35, 2444, 2839, 3139, 3103],
        [45, 2783, 2974, 3097, 3013],
      ],
    ),
  },
  {
    key: 'stiebel-eltron-wpl-18',
    name: 'Stiebel Eltron WPL 18',
    source: `Prüfzentrum WPZ Buchs (EN 14511), nach ${aixlib}`,
    points: table(
      [-7, 2, 7, 10, 20],
      [
        [35, 9700, 11600, 13000, 14800, 16300],
        [50, 10000, 11200, 12900, 16700, 17500],
      ],
      [
        [35, 3300, 3400, 3500, 3700, 3800],
        [50, 4500, 4400, 4600, 5000, 5100],
      ],
    ),
  },
  {
    key: 'ochsner-gmlw-19-plus',
    name: 'Ochsner GMLW 19 plus',
    source: `Ochsner, Datenblatt GMLW 19 plus (EN 14511), nach ${aixlib}`,
    points: table(
      [-10, 2, 7],
      [
        [35, 12600, 16800, 19800],
        [50, 11700, 15900, 18900],
        [60, 11400, 15600, 18600],
      ],
      [
        [35, 4100, 4300, 4400],
        [50, 5500, 5700, 5800],
        [60, 6300, 6500, 6600],
      ],
    ),
  },
];

/** COP of a test point: heating capacity over electric power. */
export const copOf = (p: HeatPumpTestPoint) => p.capacity / p.power;
