/**
 * The PV planner's budget: with 5 roof faces and 300 modules, a relayout of every face
 * stays under 16 ms (one frame) and the yield recompute under 50 ms; the hourly self-consumption
 * simulation of one plan (8,760 h with heat pump, car and battery) under 50 ms; the planner's whole
 * household recompute after a change of the faces and after an edit of the household only. Medians of many runs of the
 * planner's own code (relayout, planYield), in this process: no server, no database.
 */
import { performance } from 'node:perf_hooks';
import { readDocument, type PlannerModel, type Point } from '../src/shared/pv-plan/document';
import { planYield } from '../src/shared/pv-plan/planner-calc';
import { addObstacle, addRoof, relayout, setFireWall } from '../src/shared/pv-plan/edits';
import { pvSelfConsumption } from '../src/shared/calc';
import { householdDefaults } from '../src/shared/pv-plan/household';
import { householdResults } from '../src/shared/pv-plan/household-calc';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Five 19.5 × 9 m faces (one with a chimney and a fire wall), laid out: 300+ modules. */
export function plannerWithFiveFaces(): PlannerModel {
  const read = readDocument({}, 1);
  if (!read.ok) throw new Error('empty document unreadable');
  let model = read.model;
  for (let k = 0; k < 5; k++) {
    const x0 = k * 20;
    const outline: Point[] = [
      [x0, 0],
      [x0 + 19.5, 0],
      [x0 + 19.5, 9],
      [x0, 9],
    ];
    model = addRoof(model, outline, `Fläche ${k + 1}`);
    model = {
      ...model,
      roofs: model.roofs.map((r, j) =>
        j === k ? { ...r, azimuthDeg: 90 + k * 45, tiltDeg: 20 + k * 5 } : r,
      ),
    };
  }
  model = setFireWall(addObstacle(model, 'roof-1', 'chimney'), 'roof-1', 1, 'fireWall125');
  for (const roof of model.roofs) model = relayout(model, roof.id);
  return model;
}

export function pvBenchmark(runs = 60): {
  'pv.relayoutMs': number;
  'pv.yieldMs': number;
  'pv.modules': number;
  'pv.selfConsumptionMs': number;
  'pv.householdMs': number;
  'pv.householdEditMs': number;
} {
  const model = plannerWithFiveFaces();
  const relayoutTimes: number[] = [];
  const yieldTimes: number[] = [];
  const selfConsumptionTimes: number[] = [];
  const householdTimes: number[] = [];
  const householdEditTimes: number[] = [];
  // The planner's whole household recompute: five faces, battery, sizing 0–15 kWh, tariff,
  // economics and strings, as the screen runs it after an edit (off the keystroke path).
  const household = {
    ...householdDefaults,
    demand: { ...householdDefaults.demand, heatPump: { mode: 'manual' as const, manualKwh: 3500 } },
    battery: { ...householdDefaults.battery, enabled: true, capacityKwh: 8, powerKw: 4 },
  };
  let modules = 0;
  for (let run = 0; run < runs; run++) {
    let start = performance.now();
    let next = model;
    for (const roof of model.roofs) next = relayout(next, roof.id);
    relayoutTimes.push(performance.now() - start);
    modules = next.modules.length;
    start = performance.now();
    planYield(next, 51.53, 9.93);
    yieldTimes.push(performance.now() - start);
    start = performance.now();
    pvSelfConsumption({
      kwp: 9.9,
      annualYield: 9300,
      latitude: 51.53,
      tilt: 35,
      azimuth: 0,
      householdDemand: 4500,
      heatPumpDemand: 3500,
      evDemand: 2000,
      battery: { capacity: 8 },
    });
    selfConsumptionTimes.push(performance.now() - start);
    // After a change of the faces (here: the site, alternating), everything is computed again.
    const latitude = run % 2 ? 51.53 : 51.54;
    const yielded = planYield(next, latitude, 9.93);
    start = performance.now();
    householdResults(next, yielded, latitude, household, null, '2026-03-01');
    householdTimes.push(performance.now() - start);
    // After an edit of the household only (a larger battery): the faces' PV is reused.
    const larger = { ...household, battery: { ...household.battery, capacityKwh: 8 + (run % 3) } };
    start = performance.now();
    householdResults(next, yielded, latitude, larger, null, '2026-03-01');
    householdEditTimes.push(performance.now() - start);
  }
  return {
    'pv.relayoutMs': median(relayoutTimes),
    'pv.yieldMs': median(yieldTimes),
    'pv.modules': modules,
    'pv.selfConsumptionMs': median(selfConsumptionTimes),
    'pv.householdMs': median(householdTimes),
    'pv.householdEditMs': median(householdEditTimes),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(pvBenchmark(), null, 2)}\n`);
}
