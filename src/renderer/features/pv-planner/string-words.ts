import type { TFunction } from 'i18next';
import { pvStringDesignTemperatures, type PvStringProblem } from '../../../shared/calc/pv-strings';
import type { StringInverter } from '../../../shared/pv-plan/household';
import type { StringsOutcome, TrackerCheck } from '../../../shared/pv-plan/household-calc';
import { fixed, upTo } from '../../ui/figures/figures';

/*
 * The string check in words, once for the planner's panel and the printed report: what a
 * tracker's strings reach at −10 °C and 70 °C, what the tracker carries in operation, every
 * bound it breaks, and why nothing could be checked. The installer reads the same sentence on
 * screen and on paper.
 */

const { cellMin, cellMax } = pvStringDesignTemperatures;
const volts = (v: number) => fixed(v, 0);
/** −10 with the minus sign, as printed. */
const celsius = (v: number) => (v < 0 ? `−${Math.abs(v)}` : String(v));

/** The tracker's voltages at the design temperatures and its short-circuit current. */
export function trackerValuesText(t: TFunction, tracker: TrackerCheck): string {
  return t('pvHousehold.strings.values', {
    voc: volts(tracker.check.vocCold),
    hot: volts(tracker.check.vmppHot),
    cold: volts(tracker.check.vmppCold),
    a: upTo(tracker.check.current, 1),
    cellMin: celsius(cellMin),
    cellMax: celsius(cellMax),
  });
}

/** Every bound a tracker's strings break, in German with the figures. */
export function stringProblemTexts(
  t: TFunction,
  tracker: TrackerCheck,
  inverter: StringInverter,
): string[] {
  const { check } = tracker;
  const text: Record<PvStringProblem, string> = {
    overvoltage: t('pvHousehold.strings.problem.overvoltage', {
      temp: celsius(cellMin),
      v: volts(check.vocCold),
      max: volts(inverter.maxDcVoltage),
    }),
    below_mppt: t('pvHousehold.strings.problem.belowMppt', {
      temp: celsius(cellMax),
      v: volts(check.vmppHot),
      min: volts(inverter.mpptMin),
    }),
    above_mppt: t('pvHousehold.strings.problem.aboveMppt', {
      temp: celsius(cellMin),
      v: volts(check.vmppCold),
      max: volts(inverter.mpptMax),
    }),
    overcurrent: t('pvHousehold.strings.problem.overcurrent', {
      a: upTo(check.current, 1),
      max: upTo(inverter.maxInputCurrent, 1),
    }),
  };
  return check.problems.map((p) => text[p]);
}

/*
 * What the tracker carries in operation (strings × Impp) beside the check, which the contract
 * makes on the short-circuit current (strings × Isc, the safe side): where only the short-circuit
 * current is above the inverter's input current, the operating current still fits; where the MPP
 * current is above it too, the inverter limits the current and loses a little yield.
 */
export function trackerMppText(t: TFunction, tracker: TrackerCheck, inverter: StringInverter) {
  const values = {
    n: tracker.strings,
    impp: upTo(tracker.mpp.current / tracker.strings, 2),
    a: upTo(tracker.mpp.current, 2),
    max: upTo(inverter.maxInputCurrent, 1),
  };
  if (tracker.mpp.limited) return t('pvHousehold.strings.mpp.limited', values);
  if (tracker.check.problems.includes('overcurrent'))
    return t('pvHousehold.strings.mpp.iscOnly', values);
  return t('pvHousehold.strings.mpp.fits', values);
}

type CheckedStrings = Extract<StringsOutcome, { ok: true }>;

/** How many modules the strings connect and the DC/AC ratio; whose the layout is. */
export function stringsSummaryText(t: TFunction, outcome: CheckedStrings): string {
  return `${t('pvHousehold.strings.summary', {
    connected: outcome.modulesConnected,
    placed: outcome.modulesPlaced,
    ratio: upTo(outcome.dcAcRatio, 2),
  })} ${outcome.changed ? t('pvHousehold.strings.own') : t('pvHousehold.strings.proposal')}`;
}

/** What the layout as a whole gets wrong: modules left out or counted twice, trackers, ratio. */
export function stringsWarningTexts(t: TFunction, outcome: CheckedStrings): string[] {
  const counts = { connected: outcome.modulesConnected, placed: outcome.modulesPlaced };
  return [
    ...(outcome.modulesConnected < outcome.modulesPlaced
      ? [t('pvHousehold.strings.notAllConnected', counts)]
      : outcome.modulesConnected > outcome.modulesPlaced
        ? [t('pvHousehold.strings.moreThanPlaced', counts)]
        : []),
    ...(outcome.extraTrackers > 0
      ? [t('pvHousehold.strings.tooManyTrackers', { count: outcome.inverter.mpptCount })]
      : []),
  ];
}

/** Outside the usual DC/AC band the planner asks to check the inverter. */
export function dcAcHint(t: TFunction, outcome: CheckedStrings): string | null {
  return outcome.dcAcRatio > 1.5 || outcome.dcAcRatio < 0.8
    ? t('pvHousehold.strings.ratioHint')
    : null;
}

/** Where the inverter's values come from, or that they have no source to check them against. */
export function inverterSourceText(t: TFunction, inverter: StringInverter): string {
  return inverter.source
    ? t('pvHousehold.strings.inverterSource', { source: inverter.source })
    : t('pvHousehold.strings.inverterNoSource');
}

/**
 * Why the strings could not be checked (the finding, said alike on screen and on paper) and what
 * to do about it in the module library (the planner only: the report states findings).
 */
export function stringsMissingText(
  t: TFunction,
  outcome: Extract<StringsOutcome, { ok: false }>,
): { finding: string; todo: string } {
  return {
    finding: t(`pvHousehold.strings.${outcome.reason}`),
    todo: t(`pvHousehold.strings.${outcome.reason}Todo`),
  };
}
