import { describe, expect, it } from 'vitest';
import {
  copOf,
  heatPumpCapacityAt,
  heatPumpModels,
  largerRadiator,
  radiatorModels,
  radiatorOfModel,
  radiatorOutput,
} from '../../src/shared/calc';

const model = (key: string) => radiatorModels.find((m) => m.key === key)!;

describe('radiator catalogue (Kermi therm-x2 Profil-V, Technik I/2010)', () => {
  it('a Typ 11, 600 × 1,000 mm gives the listed 979 W at 75/65/20', () => {
    const r = radiatorOfModel(model('kermi-profil-v-11-600'), 1000);
    expect(r.ratedOutput).toBe(979);
    expect(radiatorOutput({ ...r, flow: 75, return: 65, room: 20 }).output).toBeCloseTo(979, 9);
  });

  // By hand with the maker's n = 1.2721: ΔT 55/45/20 = 10/ln(35/25) = 29.720 K,
  // (29.720/49.833)^1.2721 = 0.5182 → 507 W per metre.
  it('gives about half its rated output at 55/45/20', () => {
    const r = radiatorOfModel(model('kermi-profil-v-11-600'), 1000);
    expect(radiatorOutput({ ...r, flow: 55, return: 45, room: 20 }).output).toBeCloseTo(507.3, 0);
  });

  it('keeps the rating condition the table states (Typ 22 at 75/65/24)', () => {
    const r = radiatorOfModel(model('kermi-profil-v-22-300'), 1000);
    expect(radiatorOutput({ ...r, flow: 75, return: 65, room: 24 }).output).toBeCloseTo(861, 9);
    expect(radiatorOutput({ ...r, flow: 75, return: 65, room: 20 }).output).toBeGreaterThan(861);
  });

  it('proposes a longer radiator of the same type and height, in 100 mm steps', () => {
    // 700 W at 55/45/20 from a Typ 11, 600 mm: 700 / 507.3 W/m = 1.380 m → 1,400 mm.
    const fix = largerRadiator({
      models: radiatorModels,
      type: '11',
      heightMm: 600,
      neededOutput: 700,
      flow: 55,
      return: 45,
      room: 20,
    })!;
    expect(fix.model.key).toBe('kermi-profil-v-11-600');
    expect(fix.lengthMm).toBe(1400);
    expect(fix.output).toBeGreaterThanOrEqual(700);
    expect(fix.ratedOutput).toBeCloseTo(979 * 1.4, 9);
  });

  it('goes to another height when the same one would be longer than 3 m, none when nothing fits', () => {
    const at = { type: '11', flow: 55, return: 45, room: 20 };
    // 1,200 W from a 300 mm Typ 11 (about 280 W/m at 55/45/20) would be 4.3 m: the 600 mm one
    // (507 W/m) needs 2.4 m. 2,000 W would need 4 m even at 600 mm: nothing fits.
    expect(
      largerRadiator({ ...at, models: radiatorModels, heightMm: 300, neededOutput: 1200 })!.model
        .heightMm,
    ).toBe(600);
    expect(
      largerRadiator({ ...at, models: radiatorModels, heightMm: 600, neededOutput: 2000 }),
    ).toBeNull();
  });
});

describe('radiator catalogue, Typ 33 (Purmo Plan Ventil Compact, purmo.com/cz)', () => {
  const typ33 = model('purmo-plan-ventil-compact-33-300');

  it('a Typ 33, 300 × 400 mm gives the listed 526 W at 75/65/20 with the listed n = 1.3159', () => {
    const r = radiatorOfModel(typ33, 400);
    expect(r.ratedOutput).toBeCloseTo(526, 9);
    expect(r.exponent).toBe(1.3159);
    expect(radiatorOutput({ ...r, flow: 75, return: 65, room: 20 }).output).toBeCloseTo(526, 9);
  });

  // By hand: (29.720 / 49.833)^1.3159 = 0.50655 → 526 W · 0.50655 = 266.4 W at 55/45/20.
  it('gives about half its rated output at 55/45/20', () => {
    const r = radiatorOfModel(typ33, 400);
    expect(radiatorOutput({ ...r, flow: 55, return: 45, room: 20 }).output).toBeCloseTo(266.4, 1);
  });

  it('a Typ 33 too small at 55 °C gets a longer Typ 33, never another type', () => {
    // 1,000 W at 55/45/20 from 666.1 W per metre: 1.501 m → 1,600 mm.
    const fix = largerRadiator({
      models: radiatorModels,
      type: '33',
      heightMm: 600,
      neededOutput: 1000,
      flow: 55,
      return: 45,
      room: 20,
    })!;
    expect(fix.model.key).toBe('purmo-plan-ventil-compact-33-300');
    expect(fix.lengthMm).toBe(1600);
    expect(fix.output).toBeGreaterThanOrEqual(1000);
  });

  it('every catalogue model names its maker in its source', () => {
    for (const m of radiatorModels) expect(m.source).toContain(m.maker);
  });
});

describe('heat pump test points (EN 14511 data sheets)', () => {
  it('every model has two outdoor temperatures per flow temperature and plausible COPs', () => {
    for (const hp of heatPumpModels) {
      const flows = new Set(hp.points.map((p) => p.flow));
      for (const flow of flows)
        expect(hp.points.filter((p) => p.flow === flow).length).toBeGreaterThanOrEqual(2);
      for (const p of hp.points) expect(copOf(p)).toBeGreaterThan(1.5);
      for (const p of hp.points) expect(copOf(p)).toBeLessThan(6);
    }
  });

  it('Vaillant VWL 10-1: A2/W35 9.776 kW at COP 4.0; −12 °C between A−15 and A−7', () => {
    const hp = heatPumpModels.find((m) => m.key === 'vaillant-vwl-10-1')!;
    const a2 = hp.points.find((p) => p.outdoor === 2 && p.flow === 35)!;
    expect(a2.capacity).toBe(9.776);
    expect(copOf(a2)).toBeCloseTo(4.0, 2);
    const w35 = hp.points.filter((p) => p.flow === 35);
    // 5.842 + 3/8 · (7.523 − 5.842) = 6.472 kW, by hand.
    expect(heatPumpCapacityAt({ points: w35, outdoor: -12 }).capacity).toBeCloseTo(6.472, 3);
  });
});
