/*
 * PV modules from their datasheets, an editable starting point for the planner (a consultant adds
 * the module actually offered). Values at STC (1000 W/m², 25 °C cell, AM 1.5); temperature
 * coefficients in %/K. Only values read from the cited datasheet; the data sheets print the Voc
 * coefficient without its sign where noted, it is negative for every crystalline module.
 */

export interface PvModuleDatasheet {
  maker: string;
  model: string;
  power: number; // W
  voc: number; // V
  vmpp: number; // V
  isc: number; // A
  impp: number; // A
  tempCoeffVoc: number; // %/K
  tempCoeffPower: number; // %/K
  length: number; // mm
  width: number; // mm
  source: string;
}

export const pvModuleCatalogueStand = '2026-11';

export const pvModuleCatalogue: readonly PvModuleDatasheet[] = [
  {
    maker: 'BSM',
    model: 'BSM450M-72HBD',
    power: 450,
    voc: 50.4,
    vmpp: 42.0,
    isc: 11.36,
    impp: 10.72,
    tempCoeffVoc: -0.26, // printed "0,26 %/°C"
    tempCoeffPower: -0.36, // printed "0,36 %/°C"
    length: 2094,
    width: 1038,
    source: 'Datenblatt BSM440–460M-72HBD (bifazial, 144 Halbzellen), via de.enfsolar.com',
  },
  {
    maker: 'Blue Mountain PV',
    model: 'PS330M-24/T',
    power: 330,
    voc: 47.1,
    vmpp: 38.0,
    isc: 8.99,
    impp: 8.68,
    tempCoeffVoc: -0.35,
    tempCoeffPower: -0.45,
    length: 1956,
    width: 992,
    source: 'Datenblatt "Premium Solar Modules 310–335 W" (72 Zellen), bluemountainpv.com',
  },
];
