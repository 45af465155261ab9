import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { Field, TextField } from '../../ui/Field';
import { Compass } from './Compass';
import {
  edgeRules,
  obstacleKinds,
  type EdgeRule,
  type RoofFace,
} from '../../../shared/pv-plan/document';
import { NumberField } from './NumberField';
import { layoutFace } from '../../../shared/pv-plan/planner-calc';
import {
  addModule,
  addObstacle,
  addRoof,
  relayout,
  removeModule,
  removeRoof,
  setFireWall,
  updateRoof,
  usePlanner,
} from './planner-store';

/*
 * The faces: add one (rectangle by size, or drawn in the plan view), and for the selected face
 * its name, tilt and azimuth (with the compass), edge distances and fire walls, obstacles with
 * clearance, module orientation and gap, the automatic layout and single modules.
 */

function area(outline: RoofFace['outline']): number {
  let sum = 0;
  for (let k = 0; k < outline.length; k++) {
    const a = outline[k]!;
    const b = outline[(k + 1) % outline.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(sum / 2);
}

function NewRectangle({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [size, setSize] = useState({ width: 10, height: 5 });
  const edit = usePlanner((s) => s.edit);
  const selectRoof = usePlanner((s) => s.selectRoof);
  const add = () => {
    edit((m) => {
      // Next to the faces there are, with a metre between them.
      const right = m.roofs.flatMap((r) => r.outline.map((p) => p[0]));
      const x0 = right.length ? Math.ceil(Math.max(...right)) + 1 : 0;
      const { width: w, height: h } = size;
      return addRoof(
        m,
        [
          [x0, 0],
          [x0 + w, 0],
          [x0 + w, h],
          [x0, h],
        ],
        t('pvPlanner.planner.defaultFaceName', { n: m.roofs.length + 1 }),
      );
    });
    selectRoof(usePlanner.getState().model!.roofs.at(-1)?.id ?? null);
  };
  const numberMessage = t('pvPlanner.form.number', { example: '9,5' });
  const range = t('pvPlanner.planner.moduleRange', { min: 1, max: 100 });
  return (
    <div className="pv-new-face">
      {(['width', 'height'] as const).map((side) => (
        <NumberField
          key={side}
          name={`rect-${side}`}
          label={t(
            side === 'width' ? 'pvPlanner.planner.rectWidth' : 'pvPlanner.planner.rectHeight',
          )}
          value={size[side]}
          min={1}
          max={100}
          rangeMessage={range}
          numberMessage={numberMessage}
          disabled={disabled}
          onCommit={(value) => setSize((s) => ({ ...s, [side]: value }))}
        />
      ))}
      <button type="button" disabled={disabled} onClick={add}>
        {t('pvPlanner.planner.addRect')}
      </button>
    </div>
  );
}

export function FaceList({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const roofs = usePlanner((s) => s.model!.roofs);
  const modules = usePlanner((s) => s.model!.modules);
  const selected = usePlanner((s) => s.selectedRoofId);
  const mode = usePlanner((s) => s.mode);
  const { selectRoof, setMode } = usePlanner.getState();
  return (
    <section className="pv-card" aria-labelledby="pv-faces-title">
      <h2 id="pv-faces-title">{t('pvPlanner.planner.faces')}</h2>
      {roofs.length === 0 && <p className="muted small">{t('pvPlanner.planner.noFaces')}</p>}
      <ul className="pv-face-list">
        {roofs.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className={r.id === selected ? 'active' : undefined}
              aria-pressed={r.id === selected}
              onClick={() => selectRoof(r.id)}
            >
              {r.name}{' '}
              <span className="muted small">
                {t('pvPlanner.modules', { count: modules.filter((m) => m.roofId === r.id).length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {!readOnly && (
        <>
          <NewRectangle disabled={readOnly} />
          <button
            type="button"
            aria-pressed={mode === 'draw'}
            onClick={() => setMode(mode === 'draw' ? 'select' : 'draw')}
          >
            {t('pvPlanner.planner.draw')}
          </button>
        </>
      )}
    </section>
  );
}

export function FacePanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const model = usePlanner((s) => s.model)!;
  const selectedId = usePlanner((s) => s.selectedRoofId);
  const selectedModuleId = usePlanner((s) => s.selectedModuleId);
  const mode = usePlanner((s) => s.mode);
  const { edit, setMode, selectRoof, selectModule } = usePlanner.getState();
  const [noRoom, setNoRoom] = useState(false);
  const face = model.roofs.find((r) => r.id === selectedId);
  if (!face) return null;
  const change = (patch: Partial<Omit<RoofFace, 'id'>>) =>
    edit((m) => updateRoof(m, face.id, patch));
  const xs = face.outline.map((p) => p[0]);
  const ys = face.outline.map((p) => p[1]);
  const valid = layoutFace(face, model.moduleType).ok;
  const numberMessage = t('pvPlanner.form.number', { example: '35' });
  const selectedModule = model.modules.find(
    (m) => m.id === selectedModuleId && m.roofId === face.id,
  );
  /** A number of the face from 0 to `max`, with its German range message. */
  const faceNumber = (
    name: string,
    key: 'tiltDeg' | 'azimuthDeg' | 'edgeDistanceCm' | 'moduleGapCm',
    label: string,
    max: number,
    range: string,
  ) => (
    <NumberField
      name={name}
      label={t(`pvPlanner.planner.${label}`)}
      value={face[key]}
      min={0}
      max={max}
      rangeMessage={t(`pvPlanner.planner.${range}`)}
      numberMessage={numberMessage}
      onCommit={(value) => change({ [key]: value })}
    />
  );

  return (
    <section className="pv-card" aria-labelledby="pv-face-title" data-testid="pv-face-panel">
      <h2 id="pv-face-title">{face.name}</h2>
      <p className="muted small">
        {t('pvPlanner.planner.size', {
          width: formatNumber(Math.max(...xs) - Math.min(...xs)),
          height: formatNumber(Math.max(...ys) - Math.min(...ys)),
          area: formatNumber(Math.round(area(face.outline) * 10) / 10),
        })}
      </p>
      {!valid && (
        <p className="form-error" role="alert">
          {t('pvPlanner.planner.invalidFace')}
        </p>
      )}
      <fieldset disabled={readOnly} className="pv-fieldset">
        <TextField
          name="face-name"
          label={t('pvPlanner.planner.faceName')}
          value={face.name}
          onChange={(name) => change({ name })}
        />
        <div className="pv-row">
          {faceNumber('tilt', 'tiltDeg', 'tilt', 90, 'tiltRange')}
          {faceNumber('azimuth', 'azimuthDeg', 'azimuth', 359, 'azimuthRange')}
        </div>
        <p className="muted small">{t('pvPlanner.planner.azimuthHelp')}</p>
        <Compass azimuth={face.azimuthDeg} tilt={face.tiltDeg} />

        <h3>{t('pvPlanner.planner.edges')}</h3>
        {faceNumber('edge-distance', 'edgeDistanceCm', 'edgeDistance', 300, 'edgeRange')}
        <div className="pv-edges">
          {face.outline.map((a, k) => {
            const b = face.outline[(k + 1) % face.outline.length]!;
            const rule: EdgeRule = face.fireWalls.find((f) => f.index === k)?.rule ?? 'edge';
            return (
              <Field
                key={k}
                name={`edge-${k}`}
                label={t('pvPlanner.planner.edgeLabel', {
                  n: k + 1,
                  length: formatNumber(
                    Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) * 100) / 100,
                  ),
                })}
              >
                <select
                  name={`edge-${k}`}
                  value={rule}
                  onChange={(e) =>
                    edit((m) => setFireWall(m, face.id, k, e.target.value as EdgeRule))
                  }
                >
                  {edgeRules.map((r) => (
                    <option key={r} value={r}>
                      {t(`pvPlanner.planner.rules.${r}`)}
                    </option>
                  ))}
                </select>
              </Field>
            );
          })}
        </div>
        <p className="muted small">{t('pvPlanner.planner.rulesNote')}</p>

        <h3>{t('pvPlanner.planner.obstacles')}</h3>
        {face.obstacles.length === 0 && (
          <p className="muted small">{t('pvPlanner.planner.noObstacles')}</p>
        )}
        {face.obstacles.map((o) => {
          const set = (patch: Partial<typeof o>) =>
            change({
              obstacles: face.obstacles.map((x) => (x.id === o.id ? { ...x, ...patch } : x)),
            });
          const field = (
            key: 'x' | 'y' | 'width' | 'height' | 'clearanceM',
            label: string,
            min: number,
          ) => (
            <NumberField
              name={`${o.id}-${key}`}
              label={label}
              value={o[key]}
              min={min}
              max={100}
              rangeMessage={t('pvPlanner.planner.moduleRange', { min, max: 100 })}
              numberMessage={numberMessage}
              onCommit={(v) => set({ [key]: v })}
            />
          );
          return (
            <fieldset key={o.id} className="pv-obstacle-row">
              <legend>{t(`pvPlanner.planner.obstacleKinds.${o.kind}`)}</legend>
              {field('x', t('pvPlanner.planner.obstacleX'), -100)}
              {field('y', t('pvPlanner.planner.obstacleY'), -100)}
              {field('width', t('pvPlanner.planner.obstacleWidth'), 0.05)}
              {field('height', t('pvPlanner.planner.obstacleHeight'), 0.05)}
              {field('clearanceM', t('pvPlanner.planner.clearance'), 0)}
              <button
                type="button"
                onClick={() => change({ obstacles: face.obstacles.filter((x) => x.id !== o.id) })}
              >
                {t('pvPlanner.planner.removeObstacle')}
              </button>
            </fieldset>
          );
        })}
        <div className="actions pv-wrap">
          {obstacleKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              onClick={() => edit((m) => addObstacle(m, face.id, kind))}
            >
              {t('pvPlanner.planner.addObstacle', {
                kind: t(`pvPlanner.planner.obstacleKinds.${kind}`),
              })}
            </button>
          ))}
        </div>

        <h3>{t('pvPlanner.planner.layout')}</h3>
        <div className="pv-row">
          <Field name="orientation" label={t('pvPlanner.planner.orientation')}>
            <select
              name="orientation"
              value={face.orientation}
              onChange={(e) => change({ orientation: e.target.value as RoofFace['orientation'] })}
            >
              <option value="portrait">{t('pvPlanner.planner.portrait')}</option>
              <option value="landscape">{t('pvPlanner.planner.landscape')}</option>
            </select>
          </Field>
          {faceNumber('gap', 'moduleGapCm', 'gap', 50, 'gapRange')}
        </div>
        <div className="actions pv-wrap">
          <button
            type="button"
            className="primary"
            disabled={!valid}
            onClick={() => edit((m) => relayout(m, face.id))}
          >
            {t('pvPlanner.planner.autoLayout')}
          </button>
          <button
            type="button"
            disabled={!valid}
            onClick={() => {
              const before = usePlanner.getState().model;
              edit((m) => addModule(m, face.id));
              setNoRoom(usePlanner.getState().model === before);
            }}
          >
            {t('pvPlanner.planner.addModule')}
          </button>
          <button
            type="button"
            aria-pressed={mode === 'addModule'}
            onClick={() => {
              setMode(mode === 'addModule' ? 'select' : 'addModule');
              // The clicks go into the plan view: bring it into sight.
              document
                .querySelector('[data-testid="pv-planview"]')
                ?.scrollIntoView({ block: 'nearest' });
            }}
          >
            {t('pvPlanner.planner.addModuleMode')}
          </button>
          <button
            type="button"
            disabled={!selectedModule}
            onClick={() => {
              if (!selectedModule) return;
              edit((m) => removeModule(m, selectedModule.id));
              selectModule(null);
            }}
          >
            {t('pvPlanner.planner.removeModule')}
          </button>
        </div>
        {noRoom && (
          <p className="muted small" role="status">
            {t('pvPlanner.planner.noRoom')}
          </p>
        )}
        <div className="actions">
          <button
            type="button"
            className="danger-button"
            onClick={() => {
              edit((m) => removeRoof(m, face.id));
              selectRoof(usePlanner.getState().model!.roofs[0]?.id ?? null);
            }}
          >
            {t('pvPlanner.planner.removeFace')}
          </button>
        </div>
      </fieldset>
    </section>
  );
}
