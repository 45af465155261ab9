import { describe, expect, it } from 'vitest';
import { combinedSpf } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

describe('combinedSpf (VDI 4650-1)', () => {
  it('weights heating and hot water by their share', () => {
    // Hand calculation: α_WW 0.2, β_HZ 4.0, β_WW 2.8 → 1/(0.8/4.0 + 0.2/2.8) = 3.684.
    expect(combinedSpf({ hotWaterShare: 0.2, heatingSpf: 4.0, hotWaterSpf: 2.8 })).toBeCloseTo(
      3.684,
      3,
    );
    expect(combinedSpf({ hotWaterShare: 0, heatingSpf: 4.2, hotWaterSpf: 2.5 })).toBeCloseTo(
      4.2,
      12,
    );
    expect(combinedSpf({ hotWaterShare: 1, heatingSpf: 4.2, hotWaterSpf: 2.5 })).toBeCloseTo(
      2.5,
      12,
    );
    expect(combinedSpf({ hotWaterShare: 0.37, heatingSpf: 3.3, hotWaterSpf: 3.3 })).toBeCloseTo(
      3.3,
      12,
    );
  });

  it('refuses shares outside 0..1 and non-positive SPFs', () => {
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 1.1, heatingSpf: 4, hotWaterSpf: 3 }),
      'hotWaterShare',
      '0..1',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: -0.1, heatingSpf: 4, hotWaterSpf: 3 }),
      'hotWaterShare',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 0.2, heatingSpf: 0, hotWaterSpf: 3 }),
      'heatingSpf must be > 0',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 0.2, heatingSpf: 4, hotWaterSpf: -3 }),
      'hotWaterSpf',
    );
  });
});
