/*
 * Automatic PV module layout on one roof face (CALCULATORS.md section 10).
 * The usable area is the face eroded by the setback: every point of a module keeps at least
 * `setback` metres from every edge of the face. This is exact for any simple polygon, convex or
 * concave (an L-shaped face, a face with a notch): a module is kept when it lies inside the face,
 * no face edge crosses it, and its distance to every face edge is ≥ setback (at a concave corner
 * the kept area is rounded, as the true inward offset is).
 * Placement: rows and columns of one grid aligned with the x axis of the face (x along the eaves),
 * starting at the lower-left corner of the face's bounding box plus the setback, pitch = module
 * size + gap; every grid cell whose module fits is kept. No search for a better grid offset, no
 * obstacles (the planner removes single modules), no mixed orientations.
 */
import { atLeast, CalculatorRangeError, finite, greaterThan, oneOf } from './domain';

export type Point = [number, number];

export interface PvLayoutInput {
  face: Array<[number, number]>;
  setback: number;
  module: { width: number; height: number };
  orientation: 'portrait' | 'landscape';
  gap: number;
}

export interface PvModuleRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PvLayoutResult {
  count: number;
  modules: PvModuleRect[];
}

/** Refuse layouts with more grid positions than this (a module size typed in mm, not m). */
export const maxGridPositions = 100_000;

// Tolerance in metres for "touches the bound": 1 µm.
const tolerance = 1e-6;

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function signedArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let k = 0; k < polygon.length; k++) {
    const a = polygon[k]!;
    const b = polygon[(k + 1) % polygon.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** Do segments ab and cd intersect, touching included? */
function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  const onSegment = (p: Point, q: Point, r: Point) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/** Distance from point p to segment ab. */
function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Even-odd point in polygon (points on the boundary count either way). */
function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let k = 0, j = polygon.length - 1; k < polygon.length; j = k++) {
    const a = polygon[k]!;
    const b = polygon[j]!;
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0];
      if (p[0] < x) inside = !inside;
    }
  }
  return inside;
}

function validateFace(face: PvLayoutInput['face']): Point[] {
  if (!Array.isArray(face) || face.length < 3) {
    throw new CalculatorRangeError(
      `face must have at least 3 points, got ${face?.length ?? 0}`,
      'face',
      face,
    );
  }
  const points = face.map((point, k): Point => {
    if (!Array.isArray(point) || point.length !== 2) {
      throw new CalculatorRangeError(
        `face[${k}] must be a pair [x, y] in m, got ${JSON.stringify(point)}`,
        `face[${k}]`,
        point,
      );
    }
    return [finite(`face[${k}][0]`, point[0]), finite(`face[${k}][1]`, point[1])];
  });
  const n = points.length;
  for (let k = 0; k < n; k++) {
    for (let j = k + 1; j < n; j++) {
      const adjacent = j === k + 1 || (k === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(points[k]!, points[(k + 1) % n]!, points[j]!, points[(j + 1) % n]!)) {
        throw new CalculatorRangeError(
          `face must be a simple polygon: edge ${k}–${(k + 1) % n} crosses edge ${j}–${(j + 1) % n}`,
          'face',
          face,
        );
      }
    }
  }
  greaterThan('face area', Math.abs(signedArea(points)), 0, 'm²');
  return points;
}

/**
 * Does one module (axis-aligned, m) lie inside the face with `setback` to every edge? The same
 * test as the automatic layout, for a module the planner places by hand.
 */
export function moduleFits(
  rect: PvModuleRect,
  input: Pick<PvLayoutInput, 'face' | 'setback'>,
): boolean {
  const face = validateFace(input.face);
  return fits(rect, face, atLeast('setback', input.setback, 0, 'm'));
}

/** Does the axis-aligned rectangle lie inside the face with `setback` to every edge? */
function fits(rect: PvModuleRect, face: readonly Point[], setback: number): boolean {
  const corners: Point[] = [
    [rect.x, rect.y],
    [rect.x + rect.width, rect.y],
    [rect.x + rect.width, rect.y + rect.height],
    [rect.x, rect.y + rect.height],
  ];
  const centre: Point = [rect.x + rect.width / 2, rect.y + rect.height / 2];
  if (!pointInPolygon(centre, face)) return false;
  // The same rectangle shrunk by the tolerance: a face edge may touch the module, not cross it.
  const inner: Point[] = [
    [rect.x + tolerance, rect.y + tolerance],
    [rect.x + rect.width - tolerance, rect.y + tolerance],
    [rect.x + rect.width - tolerance, rect.y + rect.height - tolerance],
    [rect.x + tolerance, rect.y + rect.height - tolerance],
  ];
  for (let k = 0; k < face.length; k++) {
    const a = face[k]!;
    const b = face[(k + 1) % face.length]!;
    for (let c = 0; c < 4; c++) {
      if (segmentsIntersect(a, b, inner[c]!, inner[(c + 1) % 4]!)) return false;
    }
    if (a[0] > inner[0]![0] && a[0] < inner[2]![0] && a[1] > inner[0]![1] && a[1] < inner[2]![1]) {
      return false;
    }
    if (setback > 0) {
      // Not crossing, so the distance between edge and rectangle is attained at an endpoint.
      let distance = Math.min(
        ...corners.map((corner) => pointSegmentDistance(corner, a, b)),
        rectDistance(a, rect),
        rectDistance(b, rect),
      );
      distance = Math.max(0, distance);
      if (distance < setback - tolerance) return false;
    }
  }
  return true;
}

function rectDistance(p: Point, rect: PvModuleRect): number {
  const dx = Math.max(rect.x - p[0], 0, p[0] - (rect.x + rect.width));
  const dy = Math.max(rect.y - p[1], 0, p[1] - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

/**
 * The outline of the face shrunk by the setback, counter-clockwise, for drawing the setback line
 * in the planner: convex corners are mitred (the offset edges meet), concave corners are rounded
 * (an arc of radius `setback` around the corner, `arcSegments` pieces), as the layout uses them.
 * A drawing aid: exact while no edge vanishes (setback small against the face's edges, the usual
 * case); when the setback swallows an edge the outline may cross itself. The layout does not
 * depend on it.
 */
export function setbackOutline(
  input: Pick<PvLayoutInput, 'face' | 'setback'>,
  arcSegments = 8,
): Point[] {
  const points = validateFace(input.face);
  const setback = atLeast('setback', input.setback, 0, 'm');
  const face = signedArea(points) > 0 ? points : [...points].reverse();
  const n = face.length;
  const normal = (a: Point, b: Point): Point => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length]; // left of a→b: inward for CCW
  };
  const outline: Point[] = [];
  for (let k = 0; k < n; k++) {
    const previous = face[(k + n - 1) % n]!;
    const vertex = face[k]!;
    const next = face[(k + 1) % n]!;
    const n1 = normal(previous, vertex);
    const n2 = normal(vertex, next);
    const turn = cross(previous, vertex, next);
    if (turn < 0 && setback > 0) {
      // Concave corner: arc from n1 to n2 the short way round (clockwise).
      const from = Math.atan2(n1[1], n1[0]);
      let sweep = Math.atan2(n2[1], n2[0]) - from;
      if (sweep > 0) sweep -= 2 * Math.PI;
      for (let j = 0; j <= arcSegments; j++) {
        const angle = from + (sweep * j) / arcSegments;
        outline.push([
          vertex[0] + setback * Math.cos(angle),
          vertex[1] + setback * Math.sin(angle),
        ]);
      }
    } else {
      // Convex or straight corner: where the two offset edges meet.
      const scale = setback / (1 + n1[0] * n2[0] + n1[1] * n2[1]);
      outline.push([vertex[0] + scale * (n1[0] + n2[0]), vertex[1] + scale * (n1[1] + n2[1])]);
    }
  }
  return outline;
}

export function pvModuleLayout(input: PvLayoutInput): PvLayoutResult {
  const face = validateFace(input.face);
  const setback = atLeast('setback', input.setback, 0, 'm');
  const moduleWidth = greaterThan('module.width', input.module?.width, 0, 'm');
  const moduleHeight = greaterThan('module.height', input.module?.height, 0, 'm');
  const orientation = oneOf('orientation', input.orientation, ['portrait', 'landscape'] as const);
  const gap = atLeast('gap', input.gap, 0, 'm');
  const [width, height] =
    orientation === 'portrait' ? [moduleWidth, moduleHeight] : [moduleHeight, moduleWidth];

  const xs = face.map((p) => p[0]);
  const ys = face.map((p) => p[1]);
  const minX = Math.min(...xs) + setback;
  const minY = Math.min(...ys) + setback;
  const maxX = Math.max(...xs) - setback;
  const maxY = Math.max(...ys) - setback;
  const columns = Math.floor((maxX - minX + gap + tolerance) / (width + gap));
  const rows = Math.floor((maxY - minY + gap + tolerance) / (height + gap));
  if (columns <= 0 || rows <= 0) return { count: 0, modules: [] };
  if (columns * rows > maxGridPositions) {
    throw new CalculatorRangeError(
      `module must leave at most ${maxGridPositions} grid positions on the face, got ${columns * rows} (module size in m?)`,
      'module',
      input.module,
    );
  }
  const modules: PvModuleRect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const rect = {
        x: minX + column * (width + gap),
        y: minY + row * (height + gap),
        width,
        height,
      };
      if (fits(rect, face, setback)) modules.push(rect);
    }
  }
  return { count: modules.length, modules };
}
