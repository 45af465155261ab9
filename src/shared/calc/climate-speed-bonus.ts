/*
 * Whether the heating being replaced can earn the BEG climate speed bonus
 * (Klimageschwindigkeitsbonus, +20 %, KfW 458). Richtlinie für die Bundesförderung für effiziente
 * Gebäude – Einzelmaßnahmen (BEG EM) vom 21.12.2023: the bonus is given for replacing a working
 * oil, coal, gas-storey (Gasetagen-) or night-storage heating, or a working gas or biomass heating
 * whose commissioning is at least 20 years before the application (summarised in the same words
 * by haustec.de, "KfW-Heizungsförderung: Wie kann man vom Klima-Bonus profitieren?", and the
 * GEB forum's "Klima-Geschwindigkeits-Bonus und dessen Fallstricke"). Only for the unit the
 * owner lives in (the calculator's own check, subsidy.ts).
 *
 * With only the year of the old heating known (type plate, the owner's papers), a gas or biomass
 * heating exactly 20 calendar years old may be either side of the line: that depends on the
 * month, so the answer is "unknown", not a guess. Whether the heating works is the consultant's
 * finding on site; it is assumed here and said where the result is shown.
 */

/** The existing heating as the rule tells them apart. */
export type ExistingHeatingKind =
  | 'oil'
  | 'coal'
  | 'gas-storey'
  | 'night-storage'
  | 'gas'
  | 'biomass'
  /** A heat pump, district heat, direct electric heating …: no bonus for replacing it. */
  | 'other';

export type ClimateSpeedBonusVerdict =
  /** Oil, coal, gas-storey, night storage: any age. */
  | { eligible: true; reason: 'fossilAnyAge' }
  /** Gas or biomass, more than 20 years before the application year. */
  | { eligible: true; reason: 'oldEnough'; age: number }
  | { eligible: false; reason: 'tooYoung'; age: number }
  | { eligible: false; reason: 'notReplaced' }
  /** Gas or biomass without a year, or exactly 20 years: the month decides. */
  | { eligible: null; reason: 'yearMissing' | 'monthDecides'; age: number | null };

/** The minimum age of a gas or biomass heating, in years (BEG EM 2023). */
export const climateSpeedMinimumAge = 20;

export function climateSpeedBonusFor(input: {
  kind: ExistingHeatingKind;
  /** Year the existing heating was built or put into operation; null: not known. */
  year: number | null;
  /** The year the grant is applied for (today's, in the app). */
  applicationYear: number;
}): ClimateSpeedBonusVerdict {
  switch (input.kind) {
    case 'oil':
    case 'coal':
    case 'gas-storey':
    case 'night-storage':
      return { eligible: true, reason: 'fossilAnyAge' };
    case 'other':
      return { eligible: false, reason: 'notReplaced' };
    case 'gas':
    case 'biomass': {
      if (input.year === null) return { eligible: null, reason: 'yearMissing', age: null };
      const age = input.applicationYear - input.year;
      if (age > climateSpeedMinimumAge) return { eligible: true, reason: 'oldEnough', age };
      if (age < climateSpeedMinimumAge) return { eligible: false, reason: 'tooYoung', age };
      return { eligible: null, reason: 'monthDecides', age };
    }
  }
}
