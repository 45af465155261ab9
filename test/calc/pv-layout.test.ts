import { describe, expect, it } from 'vitest';
import {
  moduleFits,
  pvModuleLayout,
  setbackOutline,
  type PvModuleRect,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';
import { seededRandom } from '../../src/shared/calc/seeded-random';

type Point = [number, number];
const module = { width: 1.134, height: 1.722 }; // a common 108-cell module, m

/** Seeded (the server's mulberry32), so that a failing case can be replayed. */
const random = seededRandom;

function corners(m: PvModuleRect): Point[] {
  return [
    [m.x, m.y],
    [m.x + m.width, m.y],
    [m.x + m.width, m.y + m.height],
    [m.x, m.y + m.height],
  ];
}

function signedArea(polygon: Point[]): number {
  let sum = 0;
  polygon.forEach((a, k) => {
    const b = polygon[(k + 1) % polygon.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  });
  return sum / 2;
}

/**
 * For a convex face: the face shrunk by the setback is the intersection of the half-planes of its
 * edges moved inward by the setback; a rectangle is inside iff its four corners are.
 */
function insideShrunkConvex(m: PvModuleRect, face: Point[], setback: number): boolean {
  const ccw = signedArea(face) > 0 ? 1 : -1;
  return corners(m).every((p) =>
    face.every((a, k) => {
      const b = face[(k + 1) % face.length]!;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const inward =
        (ccw * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]))) / length;
      return inward >= setback - 1e-6;
    }),
  );
}

function distancePointSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)),
  );
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function distancePointRect(p: Point, m: PvModuleRect): number {
  return Math.hypot(
    Math.max(m.x - p[0], 0, p[0] - m.x - m.width),
    Math.max(m.y - p[1], 0, p[1] - m.y - m.height),
  );
}

function crossesRectInterior(a: Point, b: Point, m: PvModuleRect): boolean {
  // Sample the edge densely: any point strictly inside the rectangle is a crossing.
  for (let k = 0; k <= 400; k++) {
    const t = k / 400;
    const x = a[0] + t * (b[0] - a[0]);
    const y = a[1] + t * (b[1] - a[1]);
    if (x > m.x + 1e-6 && x < m.x + m.width - 1e-6 && y > m.y + 1e-6 && y < m.y + m.height - 1e-6) {
      return true;
    }
  }
  return false;
}

function pointInside(p: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let k = 0, j = polygon.length - 1; k < polygon.length; j = k++) {
    const [xi, yi] = polygon[k]!;
    const [xj, yj] = polygon[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/**
 * For any simple face: inside the face, no edge through the module, and the distance from the
 * module to every edge ≥ setback (for disjoint convex sets it is attained at a vertex of one).
 */
function insideShrunkAny(m: PvModuleRect, face: Point[], setback: number): boolean {
  if (!pointInside([m.x + m.width / 2, m.y + m.height / 2], face)) return false;
  return face.every((a, k) => {
    const b = face[(k + 1) % face.length]!;
    if (crossesRectInterior(a, b, m)) return false;
    const d = Math.min(
      distancePointRect(a, m),
      distancePointRect(b, m),
      ...corners(m).map((c) => distancePointSegment(c, a, b)),
    );
    return d >= setback - 1e-6;
  });
}

function overlap(p: PvModuleRect, q: PvModuleRect): boolean {
  const e = 1e-9;
  return (
    p.x < q.x + q.width - e &&
    q.x < p.x + p.width - e &&
    p.y < q.y + q.height - e &&
    q.y < p.y + p.height - e
  );
}

function checkLayout(
  face: Point[],
  setback: number,
  convex: boolean,
  gap: number,
  orientation: 'portrait' | 'landscape',
) {
  const result = pvModuleLayout({ face, setback, module, orientation, gap });
  expect(result.count).toBe(result.modules.length);
  const [w, h] =
    orientation === 'portrait' ? [module.width, module.height] : [module.height, module.width];
  for (const m of result.modules) {
    expect(m.width).toBe(w);
    expect(m.height).toBe(h);
    expect(insideShrunkAny(m, face, setback), JSON.stringify({ face, setback, m })).toBe(true);
    if (convex) expect(insideShrunkConvex(m, face, setback)).toBe(true);
  }
  for (let i = 0; i < result.modules.length; i++) {
    for (let j = i + 1; j < result.modules.length; j++) {
      expect(overlap(result.modules[i]!, result.modules[j]!)).toBe(false);
    }
  }
  return result;
}

describe('pvModuleLayout', () => {
  it('counts on a rectangle, portrait and landscape (hand calculation)', () => {
    // Face 10 × 5 m, setback 0.5 m → usable 9 × 4 m. Module 1.0 × 1.7 m, gap 0.02 m.
    // Portrait: ⌊(9 + 0.02)/1.02⌋ = 8 columns, ⌊(4 + 0.02)/1.72⌋ = 2 rows → 16.
    // Landscape: ⌊9.02/1.72⌋ = 5 columns, ⌊4.02/1.02⌋ = 3 rows → 15.
    const face: Point[] = [
      [0, 0],
      [10, 0],
      [10, 5],
      [0, 5],
    ];
    const input = { face, setback: 0.5, module: { width: 1.0, height: 1.7 }, gap: 0.02 };
    const portrait = pvModuleLayout({ ...input, orientation: 'portrait' });
    expect(portrait.count).toBe(16);
    expect(portrait.modules[0]).toEqual({ x: 0.5, y: 0.5, width: 1.0, height: 1.7 });
    expect(pvModuleLayout({ ...input, orientation: 'landscape' }).count).toBe(15);
  });

  it('fills a face exactly when modules fit edge to edge', () => {
    const face: Point[] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    const result = pvModuleLayout({
      face,
      setback: 0,
      module: { width: 1, height: 1 },
      orientation: 'portrait',
      gap: 0,
    });
    expect(result.count).toBe(4);
  });

  it('gives the same layout for clockwise and counter-clockwise faces', () => {
    const ccw: Point[] = [
      [0, 0],
      [12, 0],
      [9, 6],
      [3, 6],
    ];
    const cw = [...ccw].reverse();
    const input = { setback: 0.4, module, orientation: 'portrait' as const, gap: 0.02 };
    expect(pvModuleLayout({ ...input, face: cw })).toEqual(pvModuleLayout({ ...input, face: ccw }));
  });

  it('keeps the setback around the inner corner of an L-shaped face', () => {
    // L: 10 × 4 m plus 4 × 6 m on the left; inner (reflex) corner at (4, 4); setback 0.3 m.
    // The face shrunk by the setback is rounded there (radius 0.3 m around the corner), so a
    // module may reach past x = 3.7 and y = 3.7 at once while keeping 0.3 m from the corner.
    const face: Point[] = [
      [0, 0],
      [10, 0],
      [10, 4],
      [4, 4],
      [4, 10],
      [0, 10],
    ];
    const result = checkLayout(face, 0.3, false, 0, 'portrait');
    // Hand count (module 1.134 × 1.722 m): columns at x 0.3 + k·1.134 (8 fit below 9.7), rows at
    // y 0.3, 2.022, 3.744, 5.466, 7.188. Row 1: 8. Row 2 (top 3.744 > 3.7): only left of the
    // corner, 3 (the third keeps 0.393 m from it). Rows 3–5 in the arm (x ≤ 3.7): 2 each → 17.
    expect(result.count).toBe(17);
    for (const m of result.modules)
      expect(distancePointRect([4, 4], m)).toBeGreaterThanOrEqual(0.3 - 1e-9);
    // Hand check of one module that uses the rounded corner: x 2.568..3.702, y 2.022..3.744;
    // its corner (3.702, 3.744) is √(0.298² + 0.256²) = 0.393 m from (4, 4).
    expect(result.modules.some((m) => m.x + m.width > 3.7 && m.y + m.height > 3.7)).toBe(true);
  });

  it('property: random rectangles, trapezoids and L-shapes — inside the setback, no overlaps', () => {
    const next = random(20261122);
    const between = (lo: number, hi: number) => lo + (hi - lo) * next();
    for (let run = 0; run < 60; run++) {
      const setback = between(0, 1);
      const gap = between(0, 0.05);
      const orientation = next() < 0.5 ? 'portrait' : 'landscape';
      const x0 = between(-5, 5);
      const y0 = between(-5, 5);
      const w = between(2, 16);
      const h = between(2, 10);
      // Rectangle.
      checkLayout(
        [
          [x0, y0],
          [x0 + w, y0],
          [x0 + w, y0 + h],
          [x0, y0 + h],
        ],
        setback,
        true,
        gap,
        orientation,
      );
      // Rotated rectangle (a face not aligned with the grid).
      const angle = between(0, Math.PI / 2);
      const rotate = ([x, y]: Point): Point => [
        x * Math.cos(angle) - y * Math.sin(angle),
        x * Math.sin(angle) + y * Math.cos(angle),
      ];
      checkLayout(
        [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ].map((p) => rotate(p as Point)),
        setback,
        true,
        gap,
        orientation,
      );
      // Trapezoid (hip roof face): top edge shorter, possibly off-centre.
      const inset = between(0, w / 2 - 0.5);
      const shift = between(-inset, inset) / 2;
      checkLayout(
        [
          [x0, y0],
          [x0 + w, y0],
          [x0 + w - inset + shift, y0 + h],
          [x0 + inset + shift, y0 + h],
        ],
        setback,
        true,
        gap,
        orientation,
      );
      // Triangle (gable end).
      checkLayout(
        [
          [x0, y0],
          [x0 + w, y0],
          [x0 + between(0, w), y0 + h],
        ],
        setback,
        true,
        gap,
        orientation,
      );
      // L-shape, mirrored at random.
      const armW = between(1, w - 0.5);
      const armH = between(1, h - 0.5);
      const sx = next() < 0.5 ? 1 : -1;
      const l: Point[] = [
        [0, 0],
        [w, 0],
        [w, armH],
        [armW, armH],
        [armW, h],
        [0, h],
      ].map(([x, y]) => [x0 + sx * x!, y0 + y!]);
      checkLayout(sx > 0 ? l : l.reverse(), setback, false, gap, orientation);
    }
  });

  it('returns no modules when nothing fits', () => {
    const face: Point[] = [
      [0, 0],
      [1.5, 0],
      [1.5, 1.5],
      [0, 1.5],
    ];
    expect(pvModuleLayout({ face, setback: 0.5, module, orientation: 'portrait', gap: 0 })).toEqual(
      { count: 0, modules: [] },
    );
  });

  // Its speed (16 ms for 5 faces, one frame) is the bench's `pv.relayoutMs`, not a timed test.
  it('lays out many modules on 5 faces', () => {
    const face: Point[] = [
      [0, 0],
      [14, 0],
      [11, 8],
      [3, 8],
    ];
    let count = 0;
    for (let k = 0; k < 5; k++)
      count += pvModuleLayout({
        face,
        setback: 0.3,
        module,
        orientation: 'portrait',
        gap: 0.02,
      }).count;
    expect(count).toBeGreaterThan(100);
  });

  it('refuses faces, setbacks and modules outside the domain', () => {
    const face: Point[] = [
      [0, 0],
      [10, 0],
      [10, 5],
      [0, 5],
    ];
    const base = { face, setback: 0.5, module, orientation: 'portrait' as const, gap: 0.02 };
    expectRefusal(
      () => pvModuleLayout({ ...base, setback: -0.1 }),
      'setback must be ≥ 0 m, got -0.1',
    );
    expectRefusal(
      () => pvModuleLayout({ ...base, module: { width: 0, height: 1.7 } }),
      'module.width must be > 0 m, got 0',
    );
    expectRefusal(
      () => pvModuleLayout({ ...base, module: { width: 1, height: NaN } }),
      'module.height',
      'NaN',
    );
    expectRefusal(() => pvModuleLayout({ ...base, gap: -0.01 }), 'gap');
    expectRefusal(
      () => pvModuleLayout({ ...base, orientation: 'diagonal' as never }),
      'orientation',
    );
    expectRefusal(
      () =>
        pvModuleLayout({
          ...base,
          face: [
            [0, 0],
            [1, 1],
          ],
        }),
      'face',
      'at least 3',
    );
    expectRefusal(
      () =>
        pvModuleLayout({
          ...base,
          face: [
            [0, 0],
            [1, 1],
            [2, 2],
          ],
        }),
      'face area',
      '> 0',
    );
    expectRefusal(
      () =>
        pvModuleLayout({
          ...base,
          face: [
            [0, 0],
            [4, 4],
            [4, 0],
            [0, 4],
          ],
        }),
      'simple polygon',
    );
    expectRefusal(
      () =>
        pvModuleLayout({
          ...base,
          face: [
            [0, 0],
            [4, Infinity],
            [4, 0],
          ],
        }),
      'face[1][1]',
    );
    expectRefusal(
      () =>
        pvModuleLayout({
          ...base,
          face: [
            [0, 0],
            [1000, 0],
            [1000, 1000],
            [0, 1000],
          ],
          module: { width: 0.001, height: 0.002 },
        }),
      'grid positions',
    );
  });

  it('setbackOutline: the shrunk rectangle, and a rounded inner corner on an L-shape', () => {
    const rectangle = setbackOutline({
      face: [
        [0, 0],
        [10, 0],
        [10, 5],
        [0, 5],
      ],
      setback: 0.5,
    });
    const expected = [
      [0.5, 0.5],
      [9.5, 0.5],
      [9.5, 4.5],
      [0.5, 4.5],
    ];
    rectangle.forEach((p, k) => {
      expect(p[0]).toBeCloseTo(expected[k]![0]!, 12);
      expect(p[1]).toBeCloseTo(expected[k]![1]!, 12);
    });
    const l: Point[] = [
      [0, 0],
      [10, 0],
      [10, 4],
      [4, 4],
      [4, 10],
      [0, 10],
    ];
    const outline = setbackOutline({ face: [...l].reverse(), setback: 0.3 }, 4);
    expect(outline).toHaveLength(5 + 5);
    for (const p of outline) {
      const nearest = Math.min(
        ...l.map((a, k) => distancePointSegment(p, a, l[(k + 1) % l.length]!)),
      );
      expect(nearest).toBeCloseTo(0.3, 9);
      expect(pointInside(p, l)).toBe(true);
    }
    // The arc around (4, 4) runs from (4, 3.7) to (3.7, 4).
    const arc = outline.filter((p) => Math.abs(Math.hypot(p[0] - 4, p[1] - 4) - 0.3) < 1e-9);
    expect(arc).toHaveLength(5);
  });

  it('moduleFits: every laid out module fits; one across the setback or a notch does not', () => {
    const face: Array<[number, number]> = [
      [0, 0],
      [10, 0],
      [10, 4],
      [6, 4],
      [6, 8],
      [0, 8],
    ];
    const input = { face, setback: 0.4 };
    const { modules } = pvModuleLayout({
      ...input,
      module: { width: 1.1, height: 1.7 },
      orientation: 'portrait',
      gap: 0.02,
    });
    expect(modules.length).toBeGreaterThan(0);
    for (const m of modules) expect(moduleFits(m, input)).toBe(true);
    const module = { width: 1.1, height: 1.7 };
    expect(moduleFits({ x: 0.2, y: 1, ...module }, input)).toBe(false); // inside the 0.4 m setback
    expect(moduleFits({ x: 7, y: 3, ...module }, input)).toBe(false); // across the notch
    expect(moduleFits({ x: 0.4, y: 0.4, ...module }, input)).toBe(true); // touching the setback
  });
});
