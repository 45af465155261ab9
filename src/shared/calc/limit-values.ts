/*
 * Limit U-values an element is compared with in the u-wert-rechner editor.
 * - BEG EM technical minimum requirements for envelope measures (Anlage "Technische
 *   Mindestanforderungen" zur Richtlinie BEG EM), as listed in CALCULATORS.md section 1.
 * - GEG Anlage 7 (zu § 48): maximum U-values when a component of an existing residential building
 *   is replaced or renewed (the values for zones heated to 12–19 °C are left out).
 * Both in W/(m²·K).
 */

export interface LimitValue {
  key: string;
  label: string;
  u: number;
}

export interface LimitValueTable {
  source: string;
  stand: string;
  values: readonly LimitValue[];
}

export const begEmLimitValues: LimitValueTable = {
  source: 'BEG EM, Technische Mindestanforderungen (Anlage zur Richtlinie vom 21.12.2023)',
  stand: '2024-01-01',
  values: [
    { key: 'outerWall', label: 'Außenwand', u: 0.2 },
    { key: 'roof', label: 'Dachfläche, Schrägdach', u: 0.14 },
    { key: 'topFloorCeiling', label: 'Oberste Geschossdecke', u: 0.14 },
    { key: 'cellarCeiling', label: 'Kellerdecke, Bodenplatte, Wände gegen Erdreich', u: 0.25 },
    { key: 'window', label: 'Fenster, Fenstertüren (U_w)', u: 0.95 },
    { key: 'roofWindow', label: 'Dachflächenfenster (U_w)', u: 1.0 },
    { key: 'door', label: 'Außentür (U_D)', u: 1.3 },
  ],
};

export const gegAnlage7LimitValues: LimitValueTable = {
  source: 'GEG Anlage 7 (zu § 48), Wohngebäude, Zonen mit Innentemperatur ≥ 19 °C',
  stand: '2024-01-01 (GEG in der Fassung vom 16.10.2023)',
  values: [
    { key: 'outerWall', label: 'Außenwand', u: 0.24 },
    { key: 'window', label: 'Außen liegende Fenster, Fenstertüren', u: 1.3 },
    { key: 'roofWindow', label: 'Dachflächenfenster', u: 1.4 },
    { key: 'glazing', label: 'Verglasungen, U_g', u: 1.1 },
    { key: 'curtainWall', label: 'Vorhangfassaden', u: 1.5 },
    { key: 'glassRoof', label: 'Glasdächer', u: 2.0 },
    { key: 'door', label: 'Außentüren', u: 1.8 },
    { key: 'roof', label: 'Dachflächen, Decken gegen unbeheizten Dachraum', u: 0.24 },
    { key: 'flatRoof', label: 'Flachdächer mit Abdichtung', u: 0.2 },
    {
      key: 'cellarCeiling',
      label: 'Wände und Decken gegen Erdreich oder unbeheizte Räume',
      u: 0.3,
    },
    { key: 'floorBuildUp', label: 'Fußbodenaufbauten auf der beheizten Seite', u: 0.5 },
    { key: 'ceilingToOutside', label: 'Decken nach unten an Außenluft', u: 0.24 },
  ],
};
