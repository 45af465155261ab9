/*
 * PV inverters from their datasheets, an editable starting point for the string planner. Only
 * values read from the cited datasheet; the MPP range is the one the maker gives for the
 * string design (at rated power where the sheet distinguishes).
 */

export interface PvInverterDatasheet {
  maker: string;
  model: string;
  maxDcVoltage: number; // V
  mpptMin: number; // V
  mpptMax: number; // V
  mpptCount: number;
  maxInputCurrent: number; // A per MPP tracker
  acPower: number; // W, rated
  source: string;
}

export const pvInverterCatalogueStand = '2026-11';

export const pvInverterCatalogue: readonly PvInverterDatasheet[] = [
  {
    maker: 'SMA',
    model: 'Sunny Boy 5000TL-20',
    maxDcVoltage: 550,
    mpptMin: 125,
    mpptMax: 440,
    mpptCount: 2,
    maxInputCurrent: 15,
    acPower: 4600,
    source:
      'SMA Installationsanleitung SB40TL_50TL-IEN081211, Technische Daten (AC-Nennleistung 4600 W, je nach Ländereinstellung 5000 W)',
  },
  {
    maker: 'Fronius',
    model: 'Symo 4.5-3-M',
    maxDcVoltage: 1000,
    mpptMin: 150,
    mpptMax: 800,
    mpptCount: 2,
    maxInputCurrent: 16,
    acPower: 4500,
    source: 'Fronius Datenblatt Symo 4.5-3-S/-M (Eingangs- und Ausgangsdaten)',
  },
  {
    maker: 'ABB',
    model: 'UNO-DM-4.0-TL-PLUS',
    maxDcVoltage: 600,
    mpptMin: 130,
    mpptMax: 530,
    mpptCount: 2,
    maxInputCurrent: 16,
    acPower: 4000,
    source:
      'ABB Produkthandbuch UNO-DM-3.3/4.0-TL-PLUS, Kapitel 3 Kenndaten (MPPT-Bereich bei Nennleistung)',
  },
  /*
   * The two three-phase inverters for 7–10 kWp homes. Their sheet gives only the operating
   * voltage range (140–980 V), no separate range at rated power, so that range is the MPP range
   * here; the maximum short-circuit current per MPP tracker is 19.5 A.
   */
  {
    maker: 'Huawei',
    model: 'SUN2000-8KTL-M1',
    maxDcVoltage: 1100,
    mpptMin: 140,
    mpptMax: 980,
    mpptCount: 2,
    maxInputCurrent: 13.5,
    acPower: 8000,
    source:
      'Huawei Datenblatt SUN2000-5/6/8/10KTL-M1 (High Current Version), Technical Specification (Betriebsspannungsbereich 140–980 V, max. Kurzschlussstrom 19,5 A)',
  },
  {
    maker: 'Huawei',
    model: 'SUN2000-10KTL-M1',
    maxDcVoltage: 1100,
    mpptMin: 140,
    mpptMax: 980,
    mpptCount: 2,
    maxInputCurrent: 13.5,
    acPower: 10000,
    source:
      'Huawei Datenblatt SUN2000-5/6/8/10KTL-M1 (High Current Version), Technical Specification (Betriebsspannungsbereich 140–980 V, max. Kurzschlussstrom 19,5 A)',
  },
];
