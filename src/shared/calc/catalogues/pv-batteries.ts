/*
 * Home batteries from their datasheets, an editable starting point for the battery sizing.
 * Usable capacity and continuous power as the maker states them; the round-trip efficiency as
 * stated, which for the BYD units is measured on the DC side (100 % DoD, 0.2C, 25 °C) and so
 * leaves out the inverter: enter the AC figure of the system actually offered where known.
 */

export interface PvBatteryDatasheet {
  maker: string;
  model: string;
  capacity: number; // kWh usable
  power: number; // kW continuous
  roundTripEfficiency: number;
  source: string;
}

export const pvBatteryCatalogueStand = '2026-11';

export const pvBatteryCatalogue: readonly PvBatteryDatasheet[] = [
  {
    maker: 'Tesla',
    model: 'Powerwall 2',
    capacity: 13.5,
    power: 5,
    roundTripEfficiency: 0.9,
    source: 'Tesla Powerwall 2 Datenblatt (13,5 kWh nutzbar, 5 kW dauerhaft, 90 % Round-Trip)',
  },
  {
    maker: 'BYD',
    model: 'Battery-Box L 3.5',
    capacity: 3.5,
    power: 3,
    roundTripEfficiency: 0.95,
    source: 'BYD Battery-Box LV User Manual, Technische Daten (≥ 95 %, DC)',
  },
  {
    maker: 'BYD',
    model: 'Battery-Box L 7.0',
    capacity: 7.0,
    power: 6,
    roundTripEfficiency: 0.95,
    source: 'BYD Battery-Box LV User Manual, Technische Daten (≥ 95 %, DC)',
  },
];
