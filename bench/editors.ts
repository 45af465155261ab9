/*
 * The module editors recalculate on every keystroke (under 5 ms for 50 layers or 40
 * rooms). Measured here per keystroke as the editor does it: the draft's inputs read back through
 * the editor's schema, then the calculation the form shows (src/shared/calc via the editor's
 * model), with one value changed each time. Median of many runs, in ms. React's render is not
 * included.
 */
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { radiatorSystem, valveSeries, type SystemRoom } from '../src/shared/calc';

/*
 * The editors' models live with the renderer (outside this project's tsconfig), so they are
 * loaded at run time (through tsx's loader, also where the benchmark runs from its build: the
 * test suite's smoke run); these are the parts of their shapes the benchmark uses.
 */
interface Schema<T> {
  parse(input: unknown): T;
}
interface Layer {
  kind: string;
  thicknessMm: number | null;
}
interface UValueInputs {
  elements: Array<{ layers: Layer[] }>;
}
interface RoomsInputs {
  rooms: Array<{ area: number | null; radiators?: Array<Record<string, unknown>> }>;
  heatingSystem: object;
}
interface UValueModel {
  uValueInputsSchema: Schema<UValueInputs>;
  elementOutcome(element: UValueInputs['elements'][number], index: number): unknown;
}
interface RoomsModel {
  roomsInputsSchema: Schema<RoomsInputs>;
  roomsTotal(inputs: RoomsInputs): {
    outcomes: Array<{ kind: string; result?: { total: number } }>;
  };
}
interface RadiatorsModel {
  radiatorCheck(
    inputs: RoomsInputs,
    system: RoomsInputs['heatingSystem'],
    heatLoads: readonly (number | null)[],
  ): unknown;
}
const editors = new URL('../src/renderer/modules/', import.meta.url);
const load = <T>(path: string) =>
  tsImport(new URL(path, editors).href, import.meta.url) as Promise<T>;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeKeystrokes(runs: number, keystroke: (i: number) => unknown): number {
  for (let i = 0; i < 50; i++) keystroke(i); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    keystroke(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * The same keystrokes by the process's CPU time (user + system, ms): on a machine shared with
 * other work the wall-clock median also counts the time the process waited for a core.
 */
function cpuPerKeystroke(runs: number, keystroke: (i: number) => unknown): number {
  for (let i = 0; i < 50; i++) keystroke(i);
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) keystroke(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

function wallWith50Layers({ uValueInputsSchema }: UValueModel): UValueInputs {
  return uValueInputsSchema.parse({
    elements: [
      {
        id: 'el-1',
        name: 'Außenwand',
        layers: Array.from({ length: 50 }, (_, i) =>
          i % 10 === 9
            ? { id: `ly-${i}`, kind: 'airLayer', thicknessMm: 20 + i }
            : { id: `ly-${i}`, kind: 'material', thicknessMm: 10 + i, lambda: 0.035 + i / 100 },
        ),
      },
    ],
  });
}

function houseWith40Rooms({ roomsInputsSchema }: RoomsModel): RoomsInputs {
  return roomsInputsSchema.parse({
    designOutdoorTemperature: -12,
    rooms: Array.from({ length: 40 }, (_, r) => ({
      id: `rm-${r}`,
      name: `Raum ${r + 1}`,
      indoorTemperature: r % 5 === 0 ? 24 : 20,
      area: 12 + r,
      height: 2.5,
      airChangeRate: 0.5,
      elements: Array.from({ length: 6 }, (_, e) => ({
        id: `bt-${r}-${e}`,
        name: `Bauteil ${e + 1}`,
        area: 4 + e,
        u: 0.2 + e / 10,
        thermalBridgeSurcharge: 0.05,
        temperature: e === 5 ? 'adjacent' : 'outside',
        adjacentTemperature: e === 5 ? 15 : null,
      })),
    })),
  });
}

/**
 * The same 40 rooms as the raumweise editor holds them, with 60 radiators: every second room has
 * two, the first from the catalogue (Kermi Typ 22, 300 mm, 1.0–1.9 m long, so the rooms short of
 * output get a longer one proposed), the second typed with its rated output and n.
 */
function houseWith60Radiators(roomsModel: RoomsModel): RoomsInputs {
  const house = houseWith40Rooms(roomsModel);
  return roomsModel.roomsInputsSchema.parse({
    ...house,
    heatingSystem: { flowTemperature: 55, spread: 10, longestRun: 40, generatorPressureDrop: 0 },
    rooms: house.rooms.map((room, r) => ({
      ...room,
      radiators: Array.from({ length: r % 2 === 0 ? 2 : 1 }, (_, k) =>
        k === 0
          ? {
              id: `hk-${r}-${k}`,
              kind: 'panel',
              modelKey: 'kermi-profil-v-22-300',
              lengthMm: 1000 + 100 * (r % 10),
            }
          : { id: `hk-${r}-${k}`, kind: 'column', ratedOutput: 500 + 20 * r, exponent: 1.25 },
      ),
    })),
  });
}

/**
 * 40 rooms with 60 radiators (every second room has two, mixed exponents in every fourth one so
 * both solutions run), each with the Danfoss RA-N table: the radiator check of Verfahren B.
 */
function dwellingWith60Radiators(): SystemRoom[] {
  const valve = valveSeries[0]!.steps;
  return Array.from({ length: 40 }, (_, r) => ({
    id: `rm-${r}`,
    heatLoad: 400 + 35 * r,
    room: r % 5 === 0 ? 24 : 20,
    radiators: Array.from({ length: r % 2 === 0 ? 2 : 1 }, (_, k) => ({
      ratedOutput: 900 + 40 * r + 100 * k,
      exponent: r % 4 === 0 && k === 1 ? 1.25 : 1.3,
      valve,
    })),
  }));
}

export async function measureEditors(runs = 400): Promise<Record<string, number>> {
  const uModel = await load<UValueModel>('u-wert-rechner/model.ts');
  const roomsModel = await load<RoomsModel>('raumweise/model.ts');
  const { uValueInputsSchema, elementOutcome } = uModel;
  const { roomsInputsSchema, roomsTotal } = roomsModel;
  const wall = wallWith50Layers(uModel);
  const house = houseWith40Rooms(roomsModel);
  const dwelling = dwellingWith60Radiators();
  const { radiatorCheck } = await load<RadiatorsModel>('raumweise/radiators.ts');
  const heated = houseWith60Radiators(roomsModel);
  // The figure is only worth something when the check runs whole: every room checked, some short
  // of output (so larger radiators are sought).
  const first = radiatorCheck(
    heated,
    heated.heatingSystem,
    roomsTotal(heated).outcomes.map((o) => (o.kind === 'ok' ? o.result!.total : null)),
  ) as { kind: string; check?: { checked: number; covered: number } };
  if (first.kind !== 'ok' || first.check!.checked !== 40 || first.check!.covered === 40) {
    throw new Error(`radiator bench: the check did not run whole (${JSON.stringify(first)})`);
  }
  // The raumweise editor on one keystroke in a radiator's length: the draft read back through
  // its schema, every room's heat load, then the radiator check the form shows (outputs at
  // 55/45 °C, coverage, needed flow, the larger radiators proposed, presettings, the pump).
  const editorKeystroke = (i: number) => {
    const rooms = heated.rooms.map((room, k) =>
      k === i % 40
        ? {
            ...room,
            radiators: room.radiators!.map((r, j) =>
              j === 0 ? { ...r, lengthMm: 400 + 100 * (i % 27) } : r,
            ),
          }
        : room,
    );
    const inputs = roomsInputsSchema.parse({ ...heated, rooms });
    const loads = roomsTotal(inputs).outcomes.map((o) =>
      o.kind === 'ok' ? o.result!.total : null,
    );
    return radiatorCheck(inputs, inputs.heatingSystem, loads);
  };
  return {
    'calc.uValue50LayersMs': timeKeystrokes(runs, (i) => {
      const layers = wall.elements[0]!.layers.map((l, k) =>
        k === i % 50 && l.kind === 'material' ? { ...l, thicknessMm: 10 + (i % 90) } : l,
      );
      const inputs = uValueInputsSchema.parse({
        ...wall,
        elements: [{ ...wall.elements[0]!, layers }],
      });
      return elementOutcome(inputs.elements[0]!, 0);
    }),
    'calc.heatLoad40RoomsMs': timeKeystrokes(runs, (i) => {
      const rooms = house.rooms.map((room, k) =>
        k === i % 40 ? { ...room, area: 10 + (i % 30) } : room,
      );
      return roomsTotal(roomsInputsSchema.parse({ ...house, rooms }));
    }),
    // One radiator's rated output typed: every room's output at 55/45 °C, its required flow
    // temperature, the critical room, the volume flows and the presettings again.
    'calc.radiators40Rooms60Ms': timeKeystrokes(runs, (i) => {
      const rooms = dwelling.map((room, k) =>
        k === i % 40
          ? {
              ...room,
              radiators: room.radiators.map((r) => ({ ...r, ratedOutput: 700 + (i % 900) })),
            }
          : room,
      );
      return radiatorSystem({ rooms, flow: 55, spread: 10, valvePressureDrop: 10_000 });
    }),
    'calc.radiatorEditor40Rooms60Ms': timeKeystrokes(runs, editorKeystroke),
    'calc.radiatorEditor40Rooms60CpuMs': cpuPerKeystroke(runs, editorKeystroke),
  };
}

// `tsx bench/editors.ts` prints the figures on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await measureEditors(), null, 2)}\n`);
}
