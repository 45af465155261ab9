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
  rooms: Array<{ area: number | null }>;
}
interface UValueModel {
  uValueInputsSchema: Schema<UValueInputs>;
  elementOutcome(element: UValueInputs['elements'][number], index: number): unknown;
}
interface RoomsModel {
  roomsInputsSchema: Schema<RoomsInputs>;
  roomsTotal(inputs: RoomsInputs): unknown;
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
  };
}

// `tsx bench/editors.ts` prints the figures on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await measureEditors(), null, 2)}\n`);
}
