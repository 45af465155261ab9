import { describe, expect, it } from 'vitest';
import { pvHourlyFlows, pvSelfConsumption, pvSpecificYield } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const berlinYield = pvSpecificYield({ latitude: 52.52, longitude: 13.4, tilt: 35, azimuth: 0 });
const plan = (kwp: number) => ({
  kwp,
  annualYield: kwp * berlinYield.annualYieldPerKwp,
  latitude: 52.52,
  tilt: 35,
  azimuth: 0,
  householdDemand: 4000,
});

describe('pvSelfConsumption (hourly simulation)', () => {
  // HTW Berlin, Unabhängigkeitsrechner and "Solarspeicherstudie" (Weniger, Quaschning et al.):
  // a 4,000 kWh household with 5 kWp reaches about 30 % autarky without a battery; a battery of
  // about 1 kWh per MWh of demand raises it to 50–65 % (CALCULATORS.md section 13).
  it('lands where HTW Berlin lands for 4,000 kWh and 5 kWp', () => {
    const without = pvSelfConsumption(plan(5));
    expect(without.autarky).toBeGreaterThanOrEqual(0.25);
    expect(without.autarky).toBeLessThanOrEqual(0.35);
    const withBattery = pvSelfConsumption({ ...plan(5), battery: { capacity: 4 } });
    expect(withBattery.autarky).toBeGreaterThanOrEqual(0.5);
    expect(withBattery.autarky).toBeLessThanOrEqual(0.65);
  });

  it('balances the energy: demand = self-consumed + import, yield = self-consumed + feed-in + losses', () => {
    for (const battery of [undefined, { capacity: 6, roundTripEfficiency: 0.9 }]) {
      const input = { ...plan(8), heatPumpDemand: 3500, evDemand: 2000, battery };
      const r = pvSelfConsumption(input);
      const demand = 4000 + 3500 + 2000;
      expect(r.selfConsumed + r.gridImport).toBeCloseTo(demand, 6);
      expect(r.autarky).toBeCloseTo(r.selfConsumed / demand, 12);
      expect(r.selfConsumptionRate).toBeCloseTo(r.selfConsumed / input.annualYield, 12);
      const losses = input.annualYield - r.selfConsumed - r.feedIn;
      if (battery) expect(losses).toBeGreaterThan(0);
      else expect(losses).toBeCloseTo(0, 6);
    }
  });

  it('is reproducible: the same plan gives the same figures', () => {
    const a = pvSelfConsumption({ ...plan(5), battery: { capacity: 5 } });
    const b = pvSelfConsumption({ ...plan(5), battery: { capacity: 5 } });
    expect(a).toEqual(b);
  });

  it('a bigger battery helps less and less, a larger array lowers the self-consumption rate', () => {
    let last = pvSelfConsumption(plan(5)).autarky;
    let lastGain = Infinity;
    for (const capacity of [3, 6, 9, 12]) {
      const autarky = pvSelfConsumption({ ...plan(5), battery: { capacity } }).autarky;
      expect(autarky).toBeGreaterThan(last);
      expect(autarky - last).toBeLessThan(lastGain);
      lastGain = autarky - last;
      last = autarky;
    }
    const small = pvSelfConsumption(plan(4));
    const large = pvSelfConsumption(plan(12));
    expect(large.selfConsumptionRate).toBeLessThan(small.selfConsumptionRate);
    expect(large.autarky).toBeGreaterThan(small.autarky);
  });

  it('a battery gives no more than its power allows', () => {
    const weak = pvSelfConsumption({ ...plan(5), battery: { capacity: 8, power: 0.3 } });
    const strong = pvSelfConsumption({ ...plan(5), battery: { capacity: 8, power: 4 } });
    expect(weak.autarky).toBeLessThan(strong.autarky);
    // 0.3 kW for at most 8,760 h, less the hours it charges
    expect(weak.selfConsumed - pvSelfConsumption(plan(5)).selfConsumed).toBeLessThan(0.3 * 8760);
  });

  it('heat pump demand falls in winter: it lowers the autarky of the same array', () => {
    const household = pvSelfConsumption(plan(8));
    const withHeatPump = pvSelfConsumption({ ...plan(8), heatPumpDemand: 4000 });
    expect(withHeatPump.autarky).toBeLessThan(household.autarky);
    expect(withHeatPump.selfConsumed).toBeGreaterThan(household.selfConsumed);
    const hours = pvHourlyFlows({ ...plan(8), householdDemand: 0, heatPumpDemand: 4000 }).hours;
    const january = hours.demand.subarray(0, 31 * 24).reduce((a, b) => a + b, 0);
    const july = hours.demand.subarray(181 * 24, 212 * 24).reduce((a, b) => a + b, 0);
    expect(january).toBeGreaterThan(5 * july);
  });

  it('charges the car on evenings and weekends', () => {
    const hours = pvHourlyFlows({ ...plan(5), householdDemand: 0, evDemand: 2500 }).hours;
    let daytimeWorkday = 0;
    let total = 0;
    for (let i = 0; i < 8760; i++) {
      total += hours.demand[i]!;
      const day = Math.floor(i / 24);
      const hour = i % 24;
      // The reference year starts on a Monday; 1 Jan, 1 May, 3 Oct, 25/26 Dec are holidays.
      const workday = day % 7 < 5 && ![0, 120, 275, 358, 359].includes(day);
      if (workday && hour >= 8 && hour < 16) daytimeWorkday += hours.demand[i]!;
    }
    expect(total).toBeCloseTo(2500, 6);
    expect(daytimeWorkday).toBe(0);
  });

  it('puts PV in daylight, most at midday and in summer, and adds it up to the annual yield', () => {
    const hours = pvHourlyFlows(plan(5)).hours;
    expect(hours.pv.reduce((a, b) => a + b, 0)).toBeCloseTo(plan(5).annualYield, 6);
    let night = 0;
    for (let day = 0; day < 365; day++) night += hours.pv[day * 24 + 1]! + hours.pv[day * 24 + 23]!;
    expect(night).toBe(0);
    expect(Math.max(...hours.pv)).toBeLessThanOrEqual(5 + 1e-9);
    const june = hours.pv.subarray(151 * 24, 181 * 24).reduce((a, b) => a + b, 0);
    const december = hours.pv.subarray(334 * 24, 365 * 24).reduce((a, b) => a + b, 0);
    expect(june).toBeGreaterThan(4 * december);
  });

  it('refuses input outside the domain, naming the field and bound', () => {
    expectRefusal(() => pvSelfConsumption({ ...plan(5), kwp: 0 }), 'kwp', '> 0');
    expectRefusal(() => pvSelfConsumption({ ...plan(5), tilt: 120 }), 'tilt', '0..90');
    expectRefusal(() => pvSelfConsumption({ ...plan(5), latitude: 30 }), 'latitude', '43..58');
    expectRefusal(() => pvSelfConsumption({ ...plan(5), householdDemand: -1 }), 'householdDemand');
    expectRefusal(
      () => pvSelfConsumption({ ...plan(5), annualYield: 50000 }),
      'annualYield',
      '2000',
    );
    expectRefusal(
      () => pvSelfConsumption({ ...plan(5), battery: { capacity: -2 } }),
      'battery.capacity',
    );
    expectRefusal(
      () => pvSelfConsumption({ ...plan(5), battery: { capacity: 5, roundTripEfficiency: 1.2 } }),
      'battery.roundTripEfficiency',
    );
    expectRefusal(() => pvSelfConsumption({ ...plan(5), householdDemand: 0 }), 'householdDemand');
    expectRefusal(
      () => pvSelfConsumption({ ...plan(5), battery: { capacity: 5, power: 0 } }),
      'battery.power',
      '> 0',
    );
    expectRefusal(
      () => pvSelfConsumption({ ...plan(5), battery: { capacity: 0, power: -1 } }),
      'battery.power',
      '≥ 0 kW',
    );
    // An empty battery is no battery.
    expect(pvSelfConsumption({ ...plan(5), battery: { capacity: 0 } })).toEqual(
      pvSelfConsumption(plan(5)),
    );
  });
});
