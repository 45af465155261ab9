import { describe, expect, it } from 'vitest';
import {
  dcAcRatio,
  proposePvStrings,
  pvBatteryCatalogue,
  pvInverterCatalogue,
  pvModuleCatalogue,
  pvStringCheck,
  pvTrackerMppCurrent,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const bsm450 = pvModuleCatalogue.find((m) => m.model === 'BSM450M-72HBD')!;
const sunnyBoy = pvInverterCatalogue.find((i) => i.model === 'Sunny Boy 5000TL-20')!;
const module = {
  voc: bsm450.voc,
  vmpp: bsm450.vmpp,
  isc: bsm450.isc,
  tempCoeffVoc: bsm450.tempCoeffVoc,
};

describe('pvStringCheck (CALCULATORS.md section 13)', () => {
  // SMA's rule for the Sunny Boy 5000TL-20 (installation guide, technical data): "The maximum open
  // circuit voltage, which can occur at a cell temperature of −10 °C, may not exceed the maximum
  // input voltage" of 550 V; MPP range 125–440 V, 15 A per tracker. With the BSM450M-72HBD
  // (Voc 50.4 V, −0.26 %/K): Voc(−10 °C) = 50.4 · (1 + 0.0026 · 35) = 54.9864 V per module, so
  // ten modules (549.864 V) are the most one string may have (hand calculation).
  it('sizes a string to the Sunny Boy 5000TL-20 as SMA prescribes', () => {
    const ten = pvStringCheck({ module, modulesPerString: 10, strings: 1, inverter: sunnyBoy });
    expect(ten.vocCold).toBeCloseTo(549.864, 9);
    expect(ten.problems).not.toContain('overvoltage');
    const eleven = pvStringCheck({ module, modulesPerString: 11, strings: 1, inverter: sunnyBoy });
    expect(eleven.vocCold).toBeCloseTo(604.8504, 9);
    expect(eleven.problems).toContain('overvoltage');
  });

  it('computes the voltages and current by the formulas', () => {
    const r = pvStringCheck({
      module: { voc: 40, vmpp: 33, isc: 10, tempCoeffVoc: -0.3, tempCoeffVmpp: -0.4 },
      modulesPerString: 12,
      strings: 2,
      inverter: { maxDcVoltage: 1000, mpptMin: 200, mpptMax: 800, maxInputCurrent: 25 },
    });
    expect(r.vocCold).toBeCloseTo(12 * 40 * (1 - 0.003 * -35), 12); // 530.4
    expect(r.vmppHot).toBeCloseTo(12 * 33 * (1 - 0.004 * 45), 12); // 324.72
    expect(r.vmppCold).toBeCloseTo(12 * 33 * (1 - 0.004 * -35), 12); // 451.44
    expect(r.current).toBe(20);
    expect(r.problems).toEqual([]);
  });

  it('lists every bound broken, and nothing is clamped', () => {
    // 3 modules of a 40 V module: too low for a 300 V MPP minimum; 3 strings of 10 A: 30 A > 12 A.
    const low = pvStringCheck({
      module: { voc: 40, vmpp: 33, isc: 10, tempCoeffVoc: -0.3 },
      modulesPerString: 3,
      strings: 3,
      inverter: { maxDcVoltage: 600, mpptMin: 300, mpptMax: 500, maxInputCurrent: 12 },
    });
    expect(low.problems).toEqual(['below_mppt', 'overcurrent']);
    expect(low.current).toBe(30);
    // 16 modules: over the maximum voltage and above the MPP range when cold.
    const high = pvStringCheck({
      module: { voc: 40, vmpp: 33, isc: 10, tempCoeffVoc: -0.3 },
      modulesPerString: 16,
      strings: 1,
      inverter: { maxDcVoltage: 600, mpptMin: 300, mpptMax: 500, maxInputCurrent: 12 },
    });
    expect(high.problems).toEqual(['overvoltage', 'above_mppt']);
    expect(high.vocCold).toBeGreaterThan(600);
  });

  it('a bound met exactly is no problem; tempCoeffVmpp defaults to tempCoeffVoc', () => {
    const exact = pvStringCheck({
      module: { voc: 50, vmpp: 40, isc: 10, tempCoeffVoc: -0.4 },
      modulesPerString: 10,
      strings: 1,
      inverter: { maxDcVoltage: 570, mpptMin: 100, mpptMax: 456, maxInputCurrent: 10 },
    });
    // Voc: 10 · 50 · 1.14 = 570; Vmpp cold: 10 · 40 · 1.14 = 456 (−0.4 %/K as for Voc).
    expect(exact.vocCold).toBeCloseTo(570, 9);
    expect(exact.vmppCold).toBeCloseTo(456, 9);
    expect(exact.problems).toEqual([]);
    expect(exact.current).toBe(10);
  });

  it('uses the given cell temperatures', () => {
    const cold = pvStringCheck({
      module,
      modulesPerString: 10,
      strings: 1,
      inverter: sunnyBoy,
      cellMin: -20,
    });
    expect(cold.vocCold).toBeCloseTo(10 * 50.4 * (1 + 0.0026 * 45), 9);
    expect(cold.problems).toContain('overvoltage');
  });

  it('refuses input outside the domain, naming the field and bound', () => {
    const base = { module, modulesPerString: 10, strings: 1, inverter: sunnyBoy };
    expectRefusal(() => pvStringCheck({ ...base, modulesPerString: 0 }), 'modulesPerString');
    expectRefusal(() => pvStringCheck({ ...base, strings: 1.5 }), 'strings', 'whole');
    expectRefusal(
      () => pvStringCheck({ ...base, module: { ...module, tempCoeffVoc: 0.3 } }),
      'module.tempCoeffVoc',
      '< 0',
    );
    expectRefusal(() => pvStringCheck({ ...base, module: { ...module, vmpp: 60 } }), 'module.vmpp');
    expectRefusal(
      () => pvStringCheck({ ...base, inverter: { ...sunnyBoy, mpptMax: 100 } }),
      'inverter.mpptMax',
    );
    expectRefusal(() => pvStringCheck({ ...base, cellMin: 30 }), 'cellMin', '-50..25');
    expectRefusal(() => pvStringCheck({ ...base, cellMax: 120 }), 'cellMax', '25..100');
  });
});

describe('pvTrackerMppCurrent (beside the contract check)', () => {
  // The BSM450M-72HBD's Impp 10.72 A on the Sunny Boy 5000TL-20 (15 A per tracker, SMA's
  // installation guide). Above the usable input current the inverter limits the current ("the
  // inverter actively limits the current to the specified value. Accordingly, slight yield
  // losses are to be expected", Fronius installation guide Verto); by hand: 1 × 10.72 = 10.72 A
  // fits, 2 × 10.72 = 21.44 A does not.
  it('gives strings × Impp and whether the inverter limits it', () => {
    const one = pvTrackerMppCurrent({ impp: bsm450.impp, strings: 1, maxInputCurrent: 15 });
    expect(one).toEqual({ current: 10.72, limited: false });
    const two = pvTrackerMppCurrent({ impp: bsm450.impp, strings: 2, maxInputCurrent: 15 });
    expect(two.current).toBeCloseTo(21.44, 12);
    expect(two.limited).toBe(true);
    // A bound met exactly is no limit: 2 × 7.5 A on 15 A.
    expect(pvTrackerMppCurrent({ impp: 7.5, strings: 2, maxInputCurrent: 15 }).limited).toBe(false);
  });

  it('never limits a tracker the contract check passes (Impp ≤ Isc)', () => {
    for (let strings = 1; strings <= 3; strings++) {
      const check = pvStringCheck({ module, modulesPerString: 8, strings, inverter: sunnyBoy });
      const mpp = pvTrackerMppCurrent({
        impp: bsm450.impp,
        strings,
        maxInputCurrent: sunnyBoy.maxInputCurrent,
      });
      if (!check.problems.includes('overcurrent')) expect(mpp.limited).toBe(false);
      expect(mpp.current).toBeLessThan(check.current);
    }
  });

  it('refuses input outside the domain, naming the field', () => {
    expectRefusal(
      () => pvTrackerMppCurrent({ impp: 0, strings: 1, maxInputCurrent: 15 }),
      'impp',
      '> 0',
    );
    expectRefusal(
      () => pvTrackerMppCurrent({ impp: 10, strings: 0, maxInputCurrent: 15 }),
      'strings',
    );
    expectRefusal(
      () => pvTrackerMppCurrent({ impp: 10, strings: 1, maxInputCurrent: 0 }),
      'maxInputCurrent',
    );
  });
});

describe('proposePvStrings and dcAcRatio', () => {
  it('puts 16 modules on the Sunny Boy as two strings of eight, one per tracker', () => {
    const proposal = proposePvStrings({ module, modules: 16, inverter: sunnyBoy });
    expect(proposal.modulesLeft).toBe(0);
    expect(proposal.trackers.map((t) => [t.modulesPerString, t.strings])).toEqual([
      [8, 1],
      [8, 1],
    ]);
    for (const tracker of proposal.trackers) expect(tracker.check.problems).toEqual([]);
  });

  it('splits an odd count unevenly over the trackers and keeps every string valid', () => {
    const proposal = proposePvStrings({ module, modules: 17, inverter: sunnyBoy });
    expect(proposal.trackers.map((t) => t.modulesPerString * t.strings)).toEqual([9, 8]);
    for (const tracker of proposal.trackers) expect(tracker.check.problems).toEqual([]);
  });

  it('leaves out what does not fit and says how many', () => {
    // At most 9 per string (Vmpp at −10 °C: 9 · 45.82 V = 412 V ≤ 440 V; 10 would be 458 V) and
    // one string per tracker (2 · 11.36 A > 15 A): 18 modules.
    const proposal = proposePvStrings({ module, modules: 26, inverter: sunnyBoy });
    expect(proposal.modulesConnected).toBe(18);
    expect(proposal.modulesLeft).toBe(8);
    // Two modules are too few for the 125 V MPP minimum at 70 °C (2 · 42 · 0.883 = 74 V).
    expect(proposePvStrings({ module, modules: 2, inverter: sunnyBoy })).toEqual({
      trackers: [],
      modulesConnected: 0,
      modulesLeft: 2,
    });
  });

  it('uses parallel strings where the tracker allows the current', () => {
    const fronius = pvInverterCatalogue.find((i) => i.model === 'Symo 4.5-3-M')!;
    const small = { voc: 40, vmpp: 33, isc: 7, tempCoeffVoc: -0.3 };
    const proposal = proposePvStrings({ module: small, modules: 60, inverter: fronius });
    expect(proposal.modulesLeft).toBe(0);
    expect(proposal.trackers.reduce((sum, t) => sum + t.strings, 0)).toBe(4);
    for (const tracker of proposal.trackers) expect(tracker.check.problems).toEqual([]);
  });

  it('gives the DC/AC ratio', () => {
    // 16 · 450 W on 4.6 kW AC.
    expect(dcAcRatio((16 * bsm450.power) / 1000, sunnyBoy.acPower / 1000)).toBeCloseTo(
      7.2 / 4.6,
      12,
    );
    expectRefusal(() => dcAcRatio(5, 0), 'acRatedKw', '> 0');
  });

  it('ships catalogue entries with a source and plausible values', () => {
    for (const m of pvModuleCatalogue) {
      expect(m.source).not.toBe('');
      expect(m.vmpp).toBeLessThan(m.voc);
      expect(m.impp).toBeLessThan(m.isc);
      expect(m.tempCoeffVoc).toBeLessThan(0);
      // Pmpp = Vmpp · Impp within the datasheet's rounding (±1.5 %).
      expect(Math.abs(m.vmpp * m.impp - m.power) / m.power).toBeLessThan(0.015);
    }
    // No figure without its maker's document: every inverter and battery names its source.
    for (const i of pvInverterCatalogue) {
      expect(i.source).toMatch(/\S{3,}/);
      expect(i.mpptMax).toBeLessThanOrEqual(i.maxDcVoltage);
    }
    for (const b of pvBatteryCatalogue) {
      expect(b.source).toMatch(/\S{3,}/);
      expect(b.roundTripEfficiency).toBeLessThanOrEqual(1);
    }
  });
});
