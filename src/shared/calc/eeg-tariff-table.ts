/*
 * EEG 2023 feed-in tariffs (feste Einspeisevergütung) for PV on, in or at buildings and noise
 * barriers up to 100 kWp, by commissioning period, ct/kWh, as the Bundesnetzagentur publishes
 * them: the "anzulegender Wert" of § 48 (2) and (2a) EEG 2023, lowered by 1 % every six months
 * from 1 Feb 2024 (§ 49: base × 0.99ⁿ, rounded to two decimals), less 0.4 ct for the fixed
 * tariff (§ 53). Bands: up to 10, 40 and 100 kWp; Teileinspeisung (surplus) and Volleinspeisung
 * (full feed-in). Quoted values, as published for each period:
 * - 30 Jul 2022 – 31 Jan 2024: 8.2/7.1/5.8 and 13.0/10.9/10.9 (alparo.de "Vergütungssätze",
 *   solarexperte.eu: valid for commissioning after 29 Jul 2022);
 * - from 1 Feb 2024: 8.11/7.03/5.74 and 12.87/10.79/10.79 (DGS table via klimaschutz-vogtland.de);
 * - from 1 Aug 2024: 8.03 and 6.95 (solarberater.ai, abc-wagner.de);
 * - from 1 Feb 2025: 7.94/6.88/5.62 and 12.60/10.56/10.56 (strompilot.org, getec-mueller.de);
 * - from 1 Aug 2025: 7.86/6.80/5.56 and 12.47/10.45/10.45 (tanahlot.de, ramoelln.de);
 * - from 1 Feb 2026: 7.78/6.73/5.50 and 12.34/10.35/10.35 (heizung.de; 7.78 also 1komma5.com).
 * Every other value follows from the § 49 rule, which reproduces all the quoted ones (see
 * test/calc/eeg-tariff.test.ts). The period from 1 Aug 2026 is computed by that rule and not yet
 * checked against the Bundesnetzagentur's publication (heizung.de expects 7.70/6.66 and 12.22).
 */

export interface EegTariffPeriod {
  start: string; // ISO date, first day of commissioning
  end: string; // ISO date, last day
  partial: readonly [upTo10: number, upTo40: number, upTo100: number]; // ct/kWh, Teileinspeisung
  full: readonly [upTo10: number, upTo40: number, upTo100: number]; // ct/kWh, Volleinspeisung
  published: boolean; // false: computed by the § 49 rule, not checked against the publication
}

export const eegTariffSource =
  'Bundesnetzagentur, EEG-Vergütungssätze Solar (§§ 48, 49, 53 EEG 2023), Gebäudeanlagen bis 100 kWp';
export const eegTariffStand = '2026-11';

/** The band limits, kWp: a system's power is split into these parts (size-weighted average). */
export const eegTariffBands: readonly number[] = [10, 40, 100];

/** The anzulegende Werte of § 48 EEG 2023 before degression, ct/kWh (for the rule's check). */
export const eegBaseValues = {
  partial: [8.6, 7.5, 6.2],
  full: [13.4, 11.3, 11.3],
  fixedTariffDeduction: 0.4,
} as const;

export const eegTariffTable: readonly EegTariffPeriod[] = [
  {
    start: '2022-07-30',
    end: '2024-01-31',
    partial: [8.2, 7.1, 5.8],
    full: [13.0, 10.9, 10.9],
    published: true,
  },
  {
    start: '2024-02-01',
    end: '2024-07-31',
    partial: [8.11, 7.03, 5.74],
    full: [12.87, 10.79, 10.79],
    published: true,
  },
  {
    start: '2024-08-01',
    end: '2025-01-31',
    partial: [8.03, 6.95, 5.68],
    full: [12.73, 10.68, 10.68],
    published: true,
  },
  {
    start: '2025-02-01',
    end: '2025-07-31',
    partial: [7.94, 6.88, 5.62],
    full: [12.6, 10.56, 10.56],
    published: true,
  },
  {
    start: '2025-08-01',
    end: '2026-01-31',
    partial: [7.86, 6.8, 5.56],
    full: [12.47, 10.45, 10.45],
    published: true,
  },
  {
    start: '2026-02-01',
    end: '2026-07-31',
    partial: [7.78, 6.73, 5.5],
    full: [12.34, 10.35, 10.35],
    published: true,
  },
  {
    start: '2026-08-01',
    end: '2027-01-31',
    partial: [7.7, 6.66, 5.44],
    full: [12.22, 10.24, 10.24],
    published: false,
  },
];
