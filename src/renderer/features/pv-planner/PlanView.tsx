import { memo, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setbackOutline } from '../../../shared/calc';
import type { PlacedModule, PlannerModel, Point, RoofFace } from '../../../shared/pv-plan/document';
import { addModule, addRoof, removeModule, usePlanner } from './planner-store';

/*
 * The plan view: roof faces unfolded at true size in the roof plane, in metres (SVG, no map
 * tiles: works offline). Shows each face's setback line, fire-wall edges, obstacles with their
 * clearance, and the modules. Faces are drawn here by clicking their corners; modules are
 * selected, added (click in "add" mode) and removed (Delete) here.
 */

const snap = (v: number) => Math.round(v * 10) / 10;
const closeDistance = 0.3;

/** The area shown: every face and the drawing, and at least 14 × 8 m to draw in. */
function bounds(model: PlannerModel, drawing: Point[]) {
  const points = [...model.roofs.flatMap((r) => r.outline), ...drawing];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    minX: Math.min(0, ...xs),
    minY: Math.min(0, ...ys),
    maxX: Math.max(14, ...xs),
    maxY: Math.max(8, ...ys),
  };
}

const FaceShape = memo(function FaceShape({
  face,
  selected,
  onSelect,
}: {
  face: RoofFace;
  selected: boolean;
  onSelect(face: RoofFace, at: Point): void;
}) {
  const { t } = useTranslation();
  let inner: Point[] = [];
  try {
    inner = setbackOutline({ face: face.outline, setback: face.edgeDistanceCm / 100 });
  } catch {
    inner = [];
  }
  const points = face.outline.map((p) => p.join(',')).join(' ');
  const xs = face.outline.map((p) => p[0]);
  const ys = face.outline.map((p) => p[1]);
  const label: Point = [
    (Math.min(...xs) + Math.max(...xs)) / 2,
    (Math.min(...ys) + Math.max(...ys)) / 2,
  ];
  return (
    <g className={`pv-face${selected ? ' selected' : ''}`} data-testid={`face-${face.id}`}>
      <polygon points={points} className="pv-face-area" onClick={(e) => onSelect(face, pointIn(e))}>
        <title>{t('pvPlanner.planner.faceLabel', { name: face.name })}</title>
      </polygon>
      {inner.length > 2 && (
        <polygon points={inner.map((p) => p.join(',')).join(' ')} className="pv-setback" />
      )}
      {face.fireWalls.map((wall) => {
        const a = face.outline[wall.index];
        const b = face.outline[(wall.index + 1) % face.outline.length];
        return a && b ? (
          <line key={wall.index} className="pv-firewall" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />
        ) : null;
      })}
      {face.obstacles.map((o) => (
        <g key={o.id} className={`pv-obstacle pv-obstacle-${o.kind}`}>
          <rect
            className="pv-clearance"
            x={o.x - o.clearanceM}
            y={o.y - o.clearanceM}
            width={o.width + 2 * o.clearanceM}
            height={o.height + 2 * o.clearanceM}
          />
          <rect x={o.x} y={o.y} width={o.width} height={o.height} />
        </g>
      ))}
      <text x={label[0]} y={Math.min(...ys) - 0.25} className="pv-face-label" textAnchor="middle">
        {face.name}
      </text>
    </g>
  );
});

/** The SVG point of a mouse event, in metres. */
function pointIn(event: MouseEvent<SVGElement>): Point {
  const svg =
    (event.currentTarget as SVGElement).ownerSVGElement ?? (event.currentTarget as SVGSVGElement);
  const matrix = svg.getScreenCTM();
  if (!matrix) return [0, 0];
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return [p.x, p.y];
}

function ModuleRect({
  module,
  index,
  faceName,
  selected,
  readOnly,
}: {
  module: PlacedModule;
  index: number;
  faceName: string;
  selected: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const select = usePlanner((s) => s.selectModule);
  const edit = usePlanner((s) => s.edit);
  const onKey = (e: KeyboardEvent) => {
    if (readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      edit((m) => removeModule(m, module.id));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(module.id);
    }
  };
  return (
    <rect
      className={`pv-module${selected ? ' selected' : ''}`}
      x={module.x}
      y={module.y}
      width={module.width}
      height={module.height}
      tabIndex={0}
      role="button"
      aria-pressed={selected}
      aria-label={t('pvPlanner.planner.moduleLabel', { n: index + 1, face: faceName })}
      data-testid="pv-module"
      onClick={(e) => {
        e.stopPropagation();
        select(module.id);
      }}
      onFocus={() => select(module.id)}
      onKeyDown={onKey}
    />
  );
}

export function PlanView({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const model = usePlanner((s) => s.model)!;
  const mode = usePlanner((s) => s.mode);
  const drawing = usePlanner((s) => s.drawing);
  const selectedRoofId = usePlanner((s) => s.selectedRoofId);
  const selectedModuleId = usePlanner((s) => s.selectedModuleId);
  const { selectRoof, addDrawingPoint, edit, cancelDrawing } = usePlanner.getState();
  const svgRef = useRef<SVGSVGElement>(null);
  const b = bounds(model, drawing);
  const margin = 1;
  const viewBox = [
    b.minX - margin,
    b.minY - margin,
    b.maxX - b.minX + 2 * margin,
    b.maxY - b.minY + 2 * margin,
  ];
  const faceNames = new Map(model.roofs.map((r) => [r.id, r.name]));
  const indexOnFace = new Map<string, number>();
  const counters = new Map<string, number>();
  for (const m of model.modules) {
    const n = counters.get(m.roofId) ?? 0;
    indexOnFace.set(m.id, n);
    counters.set(m.roofId, n + 1);
  }

  const finishDrawing = (points: Point[]) => {
    if (points.length < 3) return;
    edit((m) =>
      addRoof(m, points, t('pvPlanner.planner.defaultFaceName', { n: m.roofs.length + 1 })),
    );
    cancelDrawing();
    selectRoof(usePlanner.getState().model!.roofs.at(-1)?.id ?? null);
  };

  const onBackgroundClick = (event: MouseEvent<SVGSVGElement>) => {
    if (readOnly || mode !== 'draw') return;
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!matrix) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const point: Point = [snap(p.x), snap(p.y)];
    const first = drawing[0];
    if (
      first &&
      drawing.length >= 3 &&
      Math.hypot(point[0] - first[0], point[1] - first[1]) < closeDistance
    ) {
      finishDrawing(drawing);
      return;
    }
    addDrawingPoint(point);
  };

  const onFace = (face: RoofFace, at: Point) => {
    if (mode === 'draw') return; // the click goes on to the background: a corner
    selectRoof(face.id);
    if (!readOnly && mode === 'addModule') edit((m) => addModule(m, face.id, at));
  };

  // Esc cancels and Enter closes a drawing wherever the focus is.
  useEffect(() => {
    if (mode !== 'draw') return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') cancelDrawing();
      if (event.key === 'Enter' && usePlanner.getState().drawing.length >= 3) {
        event.preventDefault();
        finishDrawing(usePlanner.getState().drawing);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  // Grid lines every metre.
  const grid: number[][] = [];
  for (let x = Math.floor(viewBox[0]!); x <= viewBox[0]! + viewBox[2]!; x++)
    grid.push([x, viewBox[1]!, x, viewBox[1]! + viewBox[3]!]);
  for (let y = Math.floor(viewBox[1]!); y <= viewBox[1]! + viewBox[3]!; y++)
    grid.push([viewBox[0]!, y, viewBox[0]! + viewBox[2]!, y]);

  return (
    <figure className="pv-planview">
      <svg
        ref={svgRef}
        viewBox={viewBox.join(' ')}
        className={`pv-svg mode-${mode}`}
        role="group"
        aria-label={t('pvPlanner.planner.planView')}
        data-testid="pv-planview"
        onClick={onBackgroundClick}
      >
        <g className="pv-grid" aria-hidden>
          {grid.map(([x1, y1, x2, y2], k) => (
            <line key={k} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
        {model.roofs.map((face) => (
          <FaceShape
            key={face.id}
            face={face}
            selected={face.id === selectedRoofId}
            onSelect={onFace}
          />
        ))}
        <g>
          {model.modules.map((m) => (
            <ModuleRect
              key={m.id}
              module={m}
              index={indexOnFace.get(m.id) ?? 0}
              faceName={faceNames.get(m.roofId) ?? ''}
              selected={m.id === selectedModuleId}
              readOnly={readOnly}
            />
          ))}
        </g>
        {drawing.length > 0 && (
          <g className="pv-drawing" aria-hidden>
            <polyline points={drawing.map((p) => p.join(',')).join(' ')} />
            {drawing.map((p, k) => (
              <circle key={k} cx={p[0]} cy={p[1]} r={k === 0 ? 0.18 : 0.1} />
            ))}
          </g>
        )}
        <g className="pv-scale" aria-hidden>
          <line
            x1={viewBox[0]! + 0.3}
            y1={viewBox[1]! + viewBox[3]! - 0.3}
            x2={viewBox[0]! + 1.3}
            y2={viewBox[1]! + viewBox[3]! - 0.3}
          />
          <text x={viewBox[0]! + 0.8} y={viewBox[1]! + viewBox[3]! - 0.45} textAnchor="middle">
            {t('pvPlanner.planner.scale')}
          </text>
        </g>
      </svg>
      <ul className="pv-legend small" aria-label={t('pvPlanner.planner.legend')}>
        <li>
          <span className="pv-key pv-key-setback" aria-hidden />{' '}
          {t('pvPlanner.planner.legendSetback')}
        </li>
        <li>
          <span className="pv-key pv-key-firewall" aria-hidden />{' '}
          {t('pvPlanner.planner.legendFireWall')}
        </li>
        <li>
          <span className="pv-key pv-key-obstacle" aria-hidden />{' '}
          {t('pvPlanner.planner.legendObstacle')}
        </li>
        <li>
          <span className="pv-key pv-key-module" aria-hidden />{' '}
          {t('pvPlanner.planner.legendModule')}
        </li>
      </ul>
      <figcaption className="muted small">
        {mode === 'draw'
          ? t('pvPlanner.planner.drawHint')
          : mode === 'addModule'
            ? t('pvPlanner.planner.addModuleHint')
            : t('pvPlanner.planner.planViewHint')}
      </figcaption>
      {mode === 'draw' && (
        <div className="actions">
          <button type="button" onClick={cancelDrawing}>
            {t('pvPlanner.planner.drawCancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={drawing.length < 3}
            onClick={() => finishDrawing(drawing)}
          >
            {t('pvPlanner.planner.drawDone')}
          </button>
        </div>
      )}
    </figure>
  );
}
