/*
 * PV strings against an inverter's input (CALCULATORS.md section 13). A string's voltages follow
 * the module's temperature coefficients linearly from STC (25 °C):
 * Voc at cellMin = n · voc · (1 + tempCoeffVoc/100 · (cellMin − 25)), and Vmpp at cellMax and at
 * cellMin likewise with tempCoeffVmpp; the input current is strings · isc. The defaults −10 °C and
 * 70 °C are the usual German design temperatures (SMA: "the maximum open circuit voltage, which
 * can occur at a cell temperature of −10 °C, may not exceed the maximum input voltage"). Every
 * bound broken is listed; nothing is clamped.
 * proposePvStrings suggests an assignment of N modules to the inverter's MPP trackers (equal
 * strings per tracker, the fewest strings that keep every bound); the planner shows it as a
 * proposal the consultant can change.
 */
import { atLeast, greaterThan, lessThan, within, wholeAtLeast } from './domain';

export interface PvStringModule {
  voc: number; // V at STC
  vmpp: number; // V at STC
  isc: number; // A at STC
  tempCoeffVoc: number; // %/K, negative
  tempCoeffVmpp?: number; // %/K, default tempCoeffVoc
}

export interface PvStringInverterInput {
  maxDcVoltage: number; // V
  mpptMin: number; // V
  mpptMax: number; // V
  maxInputCurrent: number; // A per MPP tracker
}

export interface PvStringCheckInput {
  module: PvStringModule;
  modulesPerString: number;
  strings: number;
  inverter: PvStringInverterInput;
  cellMin?: number; // °C, default −10
  cellMax?: number; // °C, default 70
}

export type PvStringProblem = 'overvoltage' | 'below_mppt' | 'above_mppt' | 'overcurrent';

export interface PvStringCheckResult {
  vocCold: number;
  vmppHot: number;
  vmppCold: number;
  current: number;
  problems: PvStringProblem[];
}

export const pvStringDesignTemperatures = { cellMin: -10, cellMax: 70 } as const;

interface PerModule {
  vocCold: number;
  vmppHot: number;
  vmppCold: number;
  isc: number;
}

function checkModule(module: PvStringModule, prefix = 'module'): Required<PvStringModule> {
  const voc = greaterThan(`${prefix}.voc`, module.voc, 0, 'V');
  const vmpp = greaterThan(`${prefix}.vmpp`, module.vmpp, 0, 'V');
  lessThan(`${prefix}.vmpp`, vmpp, voc, 'V (voc)');
  const isc = greaterThan(`${prefix}.isc`, module.isc, 0, 'A');
  const tempCoeffVoc = lessThan(
    `${prefix}.tempCoeffVoc`,
    greaterThan(`${prefix}.tempCoeffVoc`, module.tempCoeffVoc, -1, '%/K'),
    0,
    '%/K',
  );
  const tempCoeffVmpp = lessThan(
    `${prefix}.tempCoeffVmpp`,
    greaterThan(`${prefix}.tempCoeffVmpp`, module.tempCoeffVmpp ?? tempCoeffVoc, -1, '%/K'),
    0,
    '%/K',
  );
  return { voc, vmpp, isc, tempCoeffVoc, tempCoeffVmpp };
}

function checkInverter(inverter: PvStringInverterInput): PvStringInverterInput {
  const maxDcVoltage = greaterThan('inverter.maxDcVoltage', inverter.maxDcVoltage, 0, 'V');
  const mpptMin = atLeast('inverter.mpptMin', inverter.mpptMin, 0, 'V');
  const mpptMax = greaterThan('inverter.mpptMax', inverter.mpptMax, mpptMin, 'V (mpptMin)');
  const maxInputCurrent = greaterThan('inverter.maxInputCurrent', inverter.maxInputCurrent, 0, 'A');
  return { maxDcVoltage, mpptMin, mpptMax, maxInputCurrent };
}

function checkTemperatures(cellMin: number | undefined, cellMax: number | undefined) {
  const min = within('cellMin', cellMin ?? pvStringDesignTemperatures.cellMin, -50, 25, '°C');
  const max = within('cellMax', cellMax ?? pvStringDesignTemperatures.cellMax, 25, 100, '°C');
  return { cellMin: min, cellMax: max };
}

function perModule(module: Required<PvStringModule>, cellMin: number, cellMax: number): PerModule {
  return {
    vocCold: module.voc * (1 + (module.tempCoeffVoc / 100) * (cellMin - 25)),
    vmppHot: module.vmpp * (1 + (module.tempCoeffVmpp / 100) * (cellMax - 25)),
    vmppCold: module.vmpp * (1 + (module.tempCoeffVmpp / 100) * (cellMin - 25)),
    isc: module.isc,
  };
}

/**
 * value > bound beyond floating-point rounding: 10 · 50 V · 1.14 is 570.0000000000001 in binary
 * and meets a 570 V limit exactly.
 */
function above(value: number, bound: number): boolean {
  return value - bound > 1e-12 * Math.max(1, Math.abs(bound));
}

function evaluate(
  one: PerModule,
  modulesPerString: number,
  strings: number,
  inverter: PvStringInverterInput,
): PvStringCheckResult {
  const vocCold = modulesPerString * one.vocCold;
  const vmppHot = modulesPerString * one.vmppHot;
  const vmppCold = modulesPerString * one.vmppCold;
  const current = strings * one.isc;
  const problems: PvStringProblem[] = [];
  if (above(vocCold, inverter.maxDcVoltage)) problems.push('overvoltage');
  if (above(inverter.mpptMin, vmppHot)) problems.push('below_mppt');
  if (above(vmppCold, inverter.mpptMax)) problems.push('above_mppt');
  if (above(current, inverter.maxInputCurrent)) problems.push('overcurrent');
  return { vocCold, vmppHot, vmppCold, current, problems };
}

export function pvStringCheck(input: PvStringCheckInput): PvStringCheckResult {
  const module = checkModule(input.module);
  const modulesPerString = wholeAtLeast('modulesPerString', input.modulesPerString, 1);
  const strings = wholeAtLeast('strings', input.strings, 1);
  const inverter = checkInverter(input.inverter);
  const { cellMin, cellMax } = checkTemperatures(input.cellMin, input.cellMax);
  return evaluate(perModule(module, cellMin, cellMax), modulesPerString, strings, inverter);
}

export interface PvTrackerMppCurrentInput {
  impp: number; // A at STC, the module's MPP current
  strings: number; // in parallel on the tracker
  maxInputCurrent: number; // A, the inverter's usable input current per tracker
}

export interface PvTrackerMppCurrentResult {
  current: number; // A, strings · impp
  /** True when the tracker would carry more than the inverter uses: it limits the current. */
  limited: boolean;
}

/*
 * The current a tracker carries in operation, beside pvStringCheck. The contract checks
 * strings · Isc against the inverter's input current (the safe side: Isc ≥ Impp, so no tracker
 * it passes draws more in operation). Impp says what the inverter actually takes at the MPP:
 * "The maximum usable input currents […] may be exceeded without violating the manufacturer's
 * warranty. If these are exceeded, […] the inverter actively limits the current to the specified
 * value. Accordingly, slight yield losses are to be expected. The maximum short-circuit current
 * of the module strings must not exceed the values specified in the data sheet" (Fronius,
 * installation guide Verto, How to install); SKE Solar: the loss is below 1 %. So a tracker
 * flagged for its Isc whose MPP current fits is a question for the inverter's short-circuit
 * limit, and one whose MPP current is above the input current loses yield at its peaks.
 */
export function pvTrackerMppCurrent(input: PvTrackerMppCurrentInput): PvTrackerMppCurrentResult {
  const impp = greaterThan('impp', input.impp, 0, 'A');
  const strings = wholeAtLeast('strings', input.strings, 1);
  const max = greaterThan('maxInputCurrent', input.maxInputCurrent, 0, 'A');
  const current = strings * impp;
  return { current, limited: above(current, max) };
}

/** DC/AC ratio: the array's peak power over the inverter's rated AC power. */
export function dcAcRatio(dcPeakKw: number, acRatedKw: number): number {
  return greaterThan('dcPeakKw', dcPeakKw, 0, 'kWp') / greaterThan('acRatedKw', acRatedKw, 0, 'kW');
}

export interface PvStringProposalInput {
  module: PvStringModule;
  modules: number; // how many to connect
  inverter: PvStringInverterInput & { mpptCount: number };
  cellMin?: number;
  cellMax?: number;
}

export interface PvTrackerAssignment {
  tracker: number; // 1-based
  modulesPerString: number;
  strings: number;
  check: PvStringCheckResult;
}

export interface PvStringProposal {
  trackers: PvTrackerAssignment[];
  modulesConnected: number;
  modulesLeft: number; // that fit no valid assignment on this inverter
}

/** The fewest equal strings (1..maxStrings) carrying `count` modules within [shortest, longest]. */
function stringsFor(count: number, shortest: number, longest: number, maxStrings: number): number {
  for (let strings = 1; strings <= maxStrings; strings++) {
    if (count % strings !== 0) continue;
    const length = count / strings;
    if (length >= shortest && length <= longest) return strings;
  }
  return 0;
}

/** Splits `count` modules over `trackers` trackers as evenly as possible, or null if one fails. */
function splitOver(
  count: number,
  trackers: number,
  shortest: number,
  longest: number,
  maxStrings: number,
): Array<{ modules: number; strings: number }> | null {
  const split: Array<{ modules: number; strings: number }> = [];
  for (let t = 0; t < trackers; t++) {
    const modules = Math.floor(count / trackers) + (t < count % trackers ? 1 : 0);
    const strings = stringsFor(modules, shortest, longest, maxStrings);
    if (strings === 0) return null;
    split.push({ modules, strings });
  }
  return split;
}

export function proposePvStrings(input: PvStringProposalInput): PvStringProposal {
  const module = checkModule(input.module);
  const count = wholeAtLeast('modules', input.modules, 1);
  const inverter = checkInverter(input.inverter);
  const mpptCount = wholeAtLeast('inverter.mpptCount', input.inverter.mpptCount, 1);
  const { cellMin, cellMax } = checkTemperatures(input.cellMin, input.cellMax);
  const one = perModule(module, cellMin, cellMax);

  // Bounds on the string length and the strings per tracker (rounding as above).
  const fits = (limit: number, per: number) => Math.floor(limit / per + 1e-9);
  const longest = Math.min(
    fits(inverter.maxDcVoltage, one.vocCold),
    fits(inverter.mpptMax, one.vmppCold),
  );
  const shortest = Math.max(1, Math.ceil(inverter.mpptMin / one.vmppHot - 1e-9));
  const maxStrings = fits(inverter.maxInputCurrent, one.isc);

  // The most modules that fit, then the fewest strings, then more trackers (independent MPPs).
  for (
    let connected = count;
    connected >= 1 && longest >= shortest && maxStrings >= 1;
    connected--
  ) {
    let best: Array<{ modules: number; strings: number }> | null = null;
    let bestStrings = Infinity;
    for (let trackers = 1; trackers <= Math.min(mpptCount, connected); trackers++) {
      const split = splitOver(connected, trackers, shortest, longest, maxStrings);
      if (!split) continue;
      const total = split.reduce((sum, part) => sum + part.strings, 0);
      if (total <= bestStrings) {
        best = split;
        bestStrings = total;
      }
    }
    if (best) {
      return {
        trackers: best.map((part, index) => {
          const modulesPerString = part.modules / part.strings;
          return {
            tracker: index + 1,
            modulesPerString,
            strings: part.strings,
            check: evaluate(one, modulesPerString, part.strings, inverter),
          };
        }),
        modulesConnected: connected,
        modulesLeft: count - connected,
      };
    }
  }
  return { trackers: [], modulesConnected: 0, modulesLeft: count };
}
