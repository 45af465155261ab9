/*
 * EEG feed-in tariff by commissioning date (CALCULATORS.md section 13), from the table in
 * eeg-tariff-table.ts. A system above 10 kWp gets the size-weighted average of the bands, as
 * § 48 EEG prescribes ("anteilig"): 15 kWp = (10 · rate≤10 + 5 · rate≤40)/15. Above 100 kWp there
 * is no fixed tariff (direct marketing), so the function refuses it.
 */
import { CalculatorRangeError, greaterThan, atMost } from './domain';
import { eegTariffBands, eegTariffTable, type EegTariffPeriod } from './eeg-tariff-table';

export interface EegFeedInTariffInput {
  commissioned: string; // ISO date
  kwp: number;
  fullFeedIn: boolean;
}

export interface EegFeedInTariffResult {
  ctPerKwh: number;
  periodStart: string;
  periodEnd: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** The date part of an ISO date or date-time, checked to be a real calendar day. */
export function calendarDay(value: string): string {
  const match = typeof value === 'string' ? isoDate.exec(value) : null;
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const parsed = match ? new Date(`${day}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new CalculatorRangeError(
      `commissioned must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(value)}`,
      'commissioned',
      value,
    );
  }
  return day;
}

/** The table's period for a commissioning day; a RangeError naming the table's range outside it. */
export function eegTariffPeriod(commissioned: string): EegTariffPeriod {
  const day = calendarDay(commissioned);
  const period = eegTariffTable.find((p) => p.start <= day && day <= p.end);
  if (!period) {
    const first = eegTariffTable[0]!.start;
    const last = eegTariffTable[eegTariffTable.length - 1]!.end;
    throw new CalculatorRangeError(
      `commissioned must be within the tariff table's range ${first}..${last}, got ${day}`,
      'commissioned',
      commissioned,
    );
  }
  return period;
}

export function eegFeedInTariff(input: EegFeedInTariffInput): EegFeedInTariffResult {
  const kwp = atMost('kwp', greaterThan('kwp', input.kwp, 0, 'kWp'), 100, 'kWp');
  const period = eegTariffPeriod(input.commissioned);
  const rates = input.fullFeedIn ? period.full : period.partial;
  // Up to 10 kWp the first band's rate as published (no round trip through the weighting).
  if (kwp <= eegTariffBands[0]!) {
    return { ctPerKwh: rates[0], periodStart: period.start, periodEnd: period.end };
  }
  let weighted = 0;
  let lower = 0;
  for (let band = 0; band < eegTariffBands.length; band++) {
    const upper = eegTariffBands[band]!;
    weighted += Math.max(0, Math.min(kwp, upper) - lower) * rates[band]!;
    lower = upper;
  }
  return { ctPerKwh: weighted / kwp, periodStart: period.start, periodEnd: period.end };
}
