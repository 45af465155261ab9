import { describe, expect, it } from 'vitest';
import {
  radiatorOutput,
  radiatorSystem,
  requiredFlowTemperature,
  volumeFlow,
} from '../../src/shared/calc';
import { valveSeries } from '../../src/shared/calc/catalogues/valves';
import { expectRefusal } from './refusal';

const raN = valveSeries.find((v) => v.key === 'danfoss-ra-n-013g0360')!.steps;

// Hand example: a dwelling at 55/45 °C (design spread 10 K, 10,000 Pa across each valve).
const rooms = [
  // Living room: two 1,650 W radiators (75/65/20) for 1,500 W: covered at 55 °C.
  {
    id: 'wohnen',
    heatLoad: 1500,
    room: 20,
    radiators: [
      { ratedOutput: 1650, valve: raN },
      { ratedOutput: 1650, valve: raN },
    ],
  },
  // Bath at 24 °C: one 900 W radiator for 700 W: needs more than 55 °C (the critical room).
  { id: 'bad', heatLoad: 700, room: 24, radiators: [{ ratedOutput: 900, valve: raN }] },
  // Bedroom: a 1,000 W panel (n 1.3) and an 800 W old column radiator (n 1.25) for 600 W.
  {
    id: 'schlafen',
    heatLoad: 600,
    room: 20,
    radiators: [{ ratedOutput: 1000 }, { ratedOutput: 800, exponent: 1.25 }],
  },
  { id: 'flur', heatLoad: 0, room: 15, radiators: [] },
];
const system = { rooms, flow: 55, spread: 10, valvePressureDrop: 10_000 };

describe('radiatorSystem', () => {
  it('gives each room’s output at the system temperatures and whether it is covered', () => {
    const r = radiatorSystem(system);
    const living = r.rooms[0]!;
    expect(living.output).toBeCloseTo(2 * 1650 * 0.51073, 0);
    expect(living.covered).toBe(true);
    const bath = r.rooms[1]!;
    expect(bath.output).toBeCloseTo(
      radiatorOutput({ ratedOutput: 900, flow: 55, return: 45, room: 24 }).output,
      9,
    );
    expect(bath.covered).toBe(false);
    expect(r.rooms[3]).toMatchObject({ output: 0, covered: true, requiredFlow: null });
  });

  it('names the critical room and the flow temperature it needs', () => {
    const r = radiatorSystem(system);
    const bathFlow = requiredFlowTemperature({
      heatLoad: 700,
      ratedOutput: 900,
      room: 24,
      spread: 10,
    });
    expect(r.criticalRoom).toBe('bad');
    expect(r.requiredSystemFlow).toBeCloseTo(bathFlow.flow, 9);
    expect(r.requiredSystemFlow).toBeGreaterThan(55);
    // Two equal radiators are one of 3,300 W: the exact solution.
    expect(r.rooms[0]!.requiredFlow).toBeCloseTo(
      requiredFlowTemperature({ heatLoad: 1500, ratedOutput: 3300, room: 20, spread: 10 }).flow,
      9,
    );
  });

  it('solves a room with mixed exponents by bisection to 0.001 K', () => {
    const bedroom = radiatorSystem(system).rooms[2]!;
    const flow = bedroom.requiredFlow!;
    const at = (r: { ratedOutput: number; exponent?: number }) =>
      radiatorOutput({ ...r, flow, return: flow - 10, room: 20 }).output;
    const total = at({ ratedOutput: 1000 }) + at({ ratedOutput: 800, exponent: 1.25 });
    expect(Math.abs(total - 600) / 600).toBeLessThan(0.001);
    // Far beyond the radiators (20 kW from 1.8 kW rated) and no load at all.
    const mixed = [{ ratedOutput: 1000 }, { ratedOutput: 800, exponent: 1.25 }];
    const far = radiatorSystem({
      ...system,
      rooms: [{ id: 'x', heatLoad: 20_000, room: 20, radiators: mixed }],
    }).rooms[0]!.requiredFlow!;
    const farTotal =
      radiatorOutput({ ratedOutput: 1000, flow: far, return: far - 10, room: 20 }).output +
      radiatorOutput({ ratedOutput: 800, exponent: 1.25, flow: far, return: far - 10, room: 20 })
        .output;
    expect(Math.abs(farTotal - 20_000) / 20_000).toBeLessThan(0.001);
    const none = radiatorSystem({
      ...system,
      rooms: [{ id: 'x', heatLoad: 0, room: 20, radiators: mixed }],
    });
    expect(none.rooms[0]!.requiredFlow).toBe(30);
  });

  it('splits a room’s load over its radiators by output and presets every valve', () => {
    const r = radiatorSystem(system);
    const living = r.rooms[0]!;
    // 750 W each at 10 K: 64.49 l/h; kv = 0.06449/√0.1 = 0.2039 → RA-N step 2 (0.21).
    for (const radiator of living.radiators) {
      expect(radiator.volumeFlow).toBeCloseTo(volumeFlow({ heat: 750, spread: 10 }), 9);
      expect(radiator.presetting!.step.setting).toBe('2');
    }
    expect(r.rooms[2]!.radiators[0]!.presetting).toBeNull();
    expect(r.totalVolumeFlow).toBeCloseTo(volumeFlow({ heat: 2800, spread: 10 }), 9);
  });

  it('refuses a return at or below a room’s temperature and a spread of 0', () => {
    expectRefusal(
      () => radiatorSystem({ ...system, flow: 30 }),
      'rooms[0].room must be < 20 °C (the system return), got 20',
    );
    expectRefusal(() => radiatorSystem({ ...system, spread: 0 }), 'spread must be > 0 K');
    expectRefusal(
      () => radiatorSystem({ ...system, rooms: [{ ...rooms[0]!, heatLoad: -5 }] }),
      'rooms[0].heatLoad must be ≥ 0 W',
    );
  });
});
