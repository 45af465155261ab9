import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { valveSeries } from '../../../shared/calc';
import { useEditorFields } from '../../ui/fields/field-context';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { newId } from '../../ui/fields/row-ids';
import { formatFixed } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import type { Room, RoomsInputs } from './model';
import { pumpText } from './radiator-words';
import './radiators.css';
import {
  exponentByKind,
  modelsOf,
  radiatorCheck,
  radiatorKinds,
  ratingOf,
  type HeatingSystem,
  type Radiator,
  type RadiatorCheck,
} from './radiators';

/**
 * The rooms' radiators, the system's flow temperature and the balancing data (Verfahren B): the
 * one-glance answer for the flow temperature, what fixes the rooms that are not carried, and per
 * radiator its volume flow and valve presetting.
 */
export function RadiatorsSection({
  value,
  heatLoads,
  gaps = [],
  onChange,
}: {
  value: RoomsInputs;
  /** W per room, null while the room's inputs are incomplete. */
  heatLoads: readonly (number | null)[];
  /** Per room, what its heat load still lacks ("Höhe, Luftwechsel"), '' when nothing. */
  gaps?: readonly string[];
  onChange(value: RoomsInputs): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { readOnly } = useEditorFields();
  const system = value.heatingSystem;
  const setSystem = (patch: Partial<HeatingSystem>) =>
    onChange({ ...value, heatingSystem: { ...system, ...patch } });
  const setRadiators = (index: number, radiators: Radiator[]) =>
    onChange({
      ...value,
      rooms: value.rooms.map((r, i) => (i === index ? { ...r, radiators } : r)),
    });
  const models = modelsOf(system);
  const chosenValve = valveSeries.find((v) => v.key === system.valveKey);
  const outcome = radiatorCheck(value, system, heatLoads);
  const check = outcome.kind === 'ok' ? outcome.check : null;
  const n0 = (v: number) => formatFixed(v, 0, lang);
  const h = (key: string, params?: Record<string, unknown>) => t(`heating.${key}`, params);

  return (
    <section className="editor-section" aria-labelledby="radiators-title" data-testid="radiators">
      <h4 id="radiators-title">{h('title')}</h4>
      <p className="source-note">{h('intro')}</p>
      <div className="editor-grid">
        <NumberField
          label={h('flowTemperature')}
          unit="°C"
          value={system.flowTemperature}
          min={20}
          max={90}
          required
          path="heatingSystem.flowTemperature"
          onChange={(v) => v !== null && setSystem({ flowTemperature: v })}
        />
        <NumberField
          label={h('spread')}
          unit="K"
          value={system.spread}
          min={0}
          minExclusive
          max={40}
          required
          path="heatingSystem.spread"
          onChange={(v) => v !== null && setSystem({ spread: v })}
        />
        {/* Closed, the select shows the series and its order number (short enough for the
            editor at 960 px); the open list heads them by maker, and the hint names the chosen
            valve as its data sheet does, so the valve reads whole. */}
        <SelectInput
          className="radiator-valve"
          label={h('valve')}
          value={system.valveKey}
          options={[
            ...valveSeries.map((v) => ({ value: v.key, label: v.model, group: v.maker })),
            { value: 'own', label: h('ownValve') },
          ]}
          hint={chosenValve && <span data-testid="valve-name">{chosenValve.name}</span>}
          path="heatingSystem.valveKey"
          onChange={(valveKey) => setSystem({ valveKey })}
        />
        <NumberField
          label={h('valvePressureDrop')}
          unit="kPa"
          value={system.valvePressureDrop / 1000}
          min={0}
          minExclusive
          max={100}
          required
          path="heatingSystem.valvePressureDrop"
          onChange={(v) => v !== null && setSystem({ valvePressureDrop: v * 1000 })}
        />
        <NumberField
          label={h('longestRun')}
          unit="m"
          value={system.longestRun}
          min={0}
          max={2000}
          path="heatingSystem.longestRun"
          onChange={(longestRun) => setSystem({ longestRun })}
        />
        <NumberField
          label={h('generatorPressureDrop')}
          unit="kPa"
          value={system.generatorPressureDrop === null ? null : system.generatorPressureDrop / 1000}
          min={0}
          max={200}
          hint={h('generatorHint')}
          path="heatingSystem.generatorPressureDrop"
          onChange={(v) => setSystem({ generatorPressureDrop: v === null ? null : v * 1000 })}
        />
      </div>
      {system.valveKey === 'own' && (
        <OwnValveTable system={system} setSystem={setSystem} readOnly={readOnly} />
      )}

      <div className="table-scroll">
        <table className="editor-table fixed radiator-table" data-testid="radiator-table">
          <caption className="me-sr-only">{h('title')}</caption>
          <colgroup>
            <col />
            <col className="w-length" />
            <col className="w-rated" />
            <col className="w-exponent" />
            <col className="w-output" />
            <col className="w-flow" />
            <col className="w-setting" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{h('kindAndModel')}</th>
              <th scope="col" className="num">
                {h('length')} mm
              </th>
              <th scope="col" className="num">
                {h('ratedOutputHead')} W
              </th>
              <th scope="col" className="num">
                n
              </th>
              <th scope="col" className="num">
                {h('outputHead', {
                  flow: n0(system.flowTemperature),
                  ret: n0(system.flowTemperature - system.spread),
                })}{' '}
                W
              </th>
              <th scope="col" className="num">
                {h('volumeFlowHead')} l/h
              </th>
              <th scope="col" className="num">
                {h('presettingHead')}
              </th>
            </tr>
          </thead>
          <tbody>
            {value.rooms.map((room, index) => (
              <RoomRows
                key={room.id}
                room={room}
                index={index}
                heatLoad={heatLoads[index] ?? null}
                gap={gaps[index] ?? ''}
                check={check}
                models={models}
                readOnly={readOnly}
                onChange={(radiators) => setRadiators(index, radiators)}
              />
            ))}
          </tbody>
        </table>
      </div>

      <div className="result-box" data-testid="radiator-result" aria-live="polite">
        {outcome.kind === 'none' && <span className="muted">{h('none')}</span>}
        {outcome.kind === 'refused' && (
          <span className="field-error" role="alert">
            {h(`refused.${outcome.problem}`, {
              ret: n0(system.flowTemperature - system.spread),
              room: outcome.room ?? '',
            })}
          </span>
        )}
        {check && <Verdict check={check} lang={lang} />}
        {check?.valve && (
          <span className="source-note" data-testid="valve-source">
            {system.valveKey === 'own'
              ? h('ownTable', { name: check.valve.name })
              : h('tableSource', { source: check.valve.source })}
          </span>
        )}
        {check && (
          <span data-testid="pump-line">
            <strong>{h('pump')}:</strong> {pumpText(t, check, lang)}
          </span>
        )}
        <span className="source-note" data-testid="catalogue-source">
          {h('catalogueSource', { source: catalogueSources(models) })}
        </span>
      </div>
    </section>
  );
}

/** The maker and series of a catalogue radiator ("Kermi therm-x2 Profil-V"). */
function modelMaker(model: { maker: string; series: string }): string {
  return `${model.maker} ${model.series}`.trim();
}

/** Each maker's table once: the catalogue lists models of more than one maker. */
function catalogueSources(models: readonly { source: string }[]): string {
  return [...new Set(models.map((m) => m.source.trim()).filter(Boolean))].join('; ');
}

/** The one-glance answer and, for every room not carried, what would fix it. */
function Verdict({ check, lang }: { check: RadiatorCheck; lang: string }) {
  const { t } = useTranslation();
  const n0 = (v: number) => formatFixed(v, 0, lang);
  const critical = check.critical;
  const params = {
    flow: n0(check.flow),
    covered: check.covered,
    count: check.checked,
    room: critical?.name ?? '',
    needed: critical ? n0(Math.ceil(critical.requiredFlow)) : '',
  };
  return (
    <>
      <strong data-testid="radiator-verdict">
        {t(check.covered === check.checked ? 'heating.verdictAll' : 'heating.verdict', params)}
      </strong>
      {check.rooms.map((room) => {
        const fix = room.fix;
        if (!fix) return null;
        const key = fix.larger ? 'fixLarger' : 'fixRated';
        return (
          <span key={room.id} data-testid="radiator-fix">
            {t(`heating.${key}`, {
              room: room.name,
              model: fix.larger
                ? `${fix.larger.model.maker} ${fix.larger.model.series} Typ ${fix.larger.model.type}`
                : '',
              height: fix.larger ? n0(fix.larger.model.heightMm) : '',
              length: fix.larger ? n0(fix.larger.lengthMm) : '',
              rated: n0(fix.larger ? fix.larger.ratedOutput : Math.ceil(fix.neededRatedOutput)),
              output: fix.larger ? n0(fix.larger.output) : '',
              flow: n0(check.flow),
            })}
          </span>
        );
      })}
    </>
  );
}

function RoomRows({
  room,
  index,
  heatLoad,
  gap,
  check,
  models,
  readOnly,
  onChange,
}: {
  room: Room;
  index: number;
  heatLoad: number | null;
  gap: string;
  check: RadiatorCheck | null;
  models: ReturnType<typeof modelsOf>;
  readOnly: boolean;
  onChange(radiators: Radiator[]): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n0 = (v: number) => formatFixed(v, 0, lang);
  const name = room.name || t('module.raumweise.roomN', { n: index + 1 });
  const radiators = (room.radiators ?? []) as Radiator[];
  const roomCheck = check?.rooms.find((r) => r.id === room.id);
  const set = (i: number, patch: Partial<Radiator>) =>
    onChange(radiators.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const p = `rooms.${index}.radiators`;
  return (
    <Fragment>
      <tr className="radiator-room" data-testid="radiator-room">
        <th scope="rowgroup" colSpan={4}>
          {name}{' '}
          <span className="muted small">
            {heatLoad !== null
              ? `${t('heating.heatLoad')} ${n0(heatLoad)} W, θi ${n0(room.indoorTemperature ?? 0)} °C`
              : gap
                ? t('heating.stillOpen', { fields: gap })
                : t('heating.noHeatLoad')}
          </span>
        </th>
        <td className="num" data-testid="radiator-room-output">
          {roomCheck ? n0(roomCheck.output) : ''}
        </td>
        <td colSpan={2} className="radiator-coverage">
          {roomCheck && roomCheck.coverage !== null && (
            <span className={roomCheck.covered ? undefined : 'field-error'}>
              {t('heating.coverage')} {n0(roomCheck.coverage * 100)}&nbsp;%
              {roomCheck.requiredFlow !== null &&
                `, ${t('heating.neededFlow')} ${n0(Math.ceil(roomCheck.requiredFlow))}\u00a0°C`}
            </span>
          )}
        </td>
      </tr>
      {radiators.map((radiator, i) => {
        const label = `${t('heating.radiatorN', { n: i + 1 })}, ${name}`;
        const fromModel = radiator.modelKey !== null;
        const result = roomCheck?.radiators.find((r) => r.id === radiator.id);
        const fit = result?.presetting?.fit;
        // The size's rated output from the catalogue, whether or not the room is checked yet.
        const rating = fromModel ? ratingOf(radiator, models) : null;
        const model = fromModel ? models.find((m) => m.key === radiator.modelKey) : undefined;
        return (
          <tr key={radiator.id} data-testid="radiator-row">
            <td>
              <div className="stack">
                <SelectInput
                  hideLabel
                  label={`${t('heating.kind')} ${label}`}
                  value={radiator.kind}
                  options={radiatorKinds.map((k) => ({ value: k, label: t(`heating.kinds.${k}`) }))}
                  onChange={(kind) =>
                    set(i, { kind, modelKey: kind === 'panel' ? radiator.modelKey : null })
                  }
                />
                {radiator.kind === 'panel' ? (
                  <>
                    {/* Closed, the select shows type and height (short enough for the column at
                        1,280 px); the open list heads them by maker and series, and the line below
                        names the chosen one's maker and series, so the radiator reads whole. */}
                    <SelectInput
                      hideLabel
                      label={`${t('heating.model')} ${label}`}
                      value={radiator.modelKey ?? ''}
                      options={[
                        { value: '', label: t('heating.ownEntry') },
                        ...models.map((m) => ({
                          value: m.key,
                          label: `Typ ${m.type}, ${n0(m.heightMm)} mm`,
                          group: modelMaker(m) || undefined,
                        })),
                      ]}
                      onChange={(key) => set(i, { modelKey: key || null })}
                    />
                    {model && modelMaker(model) && (
                      <span className="muted small" data-testid="radiator-model-maker">
                        {modelMaker(model)}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="muted small">{t('heating.ownEntry')}</span>
                )}
                {!readOnly && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('heating.removeRadiator', { n: i + 1, name })}
                    onClick={() => onChange(radiators.filter((_, j) => j !== i))}
                  >
                    {t('editorParts.common.remove')}
                  </button>
                )}
              </div>
            </td>
            <td className="num">
              {fromModel && (
                <NumberField
                  hideLabel
                  label={`${t('heating.length')} ${label}`}
                  unit="mm"
                  unitInHeader
                  value={radiator.lengthMm}
                  min={100}
                  max={6000}
                  digits={0}
                  path={`${p}.${i}.lengthMm`}
                  onChange={(lengthMm) => set(i, { lengthMm })}
                />
              )}
            </td>
            <td className="num">
              {fromModel ? (
                <span data-testid="radiator-rated">{rating ? n0(rating.ratedOutput) : ''}</span>
              ) : (
                <NumberField
                  hideLabel
                  label={`${t('heating.ratedOutput')} ${label}`}
                  unit="W"
                  unitInHeader
                  value={radiator.ratedOutput}
                  min={0}
                  minExclusive
                  max={20_000}
                  path={`${p}.${i}.ratedOutput`}
                  onChange={(ratedOutput) => set(i, { ratedOutput })}
                />
              )}
            </td>
            <td className="num">
              {fromModel ? (
                <span className="muted">{formatFixed(model?.exponent ?? 0, 2, lang)}</span>
              ) : (
                <NumberField
                  hideLabel
                  label={`${t('heating.exponent')} ${label}`}
                  value={radiator.exponent ?? exponentByKind[radiator.kind]}
                  min={0.8}
                  max={2}
                  path={`${p}.${i}.exponent`}
                  onChange={(exponent) => set(i, { exponent })}
                />
              )}
            </td>
            <td className="num" data-testid="radiator-output">
              {result ? n0(result.output) : '–'}
            </td>
            <td className="num" data-testid="radiator-volume-flow">
              {result ? formatFixed(result.volumeFlow, 1, lang) : '–'}
            </td>
            <td className="num" data-testid="radiator-presetting">
              {result?.presetting ? (
                <>
                  {result.presetting.step.setting}
                  {fit && fit !== 'within' && (
                    <div className="muted small">{t(`heating.presettingFit.${fit}`)}</div>
                  )}
                </>
              ) : result?.atManifold ? (
                t('heating.atManifold')
              ) : (
                '–'
              )}
            </td>
          </tr>
        );
      })}
      {!readOnly && (
        <tr>
          <td colSpan={7}>
            <button
              type="button"
              className="icon-button"
              onClick={() =>
                onChange([
                  ...radiators,
                  {
                    id: newId('hk'),
                    kind: 'panel',
                    modelKey: null,
                    lengthMm: null,
                    ratedOutput: null,
                    exponent: null,
                  },
                ])
              }
            >
              + {t('heating.addRadiator')}
              <span className="me-sr-only"> ({t('heating.radiatorsOf', { name })})</span>
            </button>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function OwnValveTable({
  system,
  setSystem,
  readOnly,
}: {
  system: HeatingSystem;
  setSystem(patch: Partial<HeatingSystem>): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const steps = system.ownValveSteps;
  const setStep = (i: number, patch: Partial<(typeof steps)[number]>) =>
    setSystem({ ownValveSteps: steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <div className="editor-section" data-testid="own-valve">
      <TextInput
        label={t('heating.ownValveName')}
        value={system.ownValveName}
        path="heatingSystem.ownValveName"
        onChange={(ownValveName) => setSystem({ ownValveName })}
      />
      <table className="editor-table">
        <caption>{t('heating.steps')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('heating.setting')}</th>
            <th scope="col" className="num">
              {t('heating.kv')}
            </th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {steps.map((step, i) => (
            <tr key={i}>
              <td>
                <TextInput
                  hideLabel
                  label={`${t('heating.setting')} ${i + 1}`}
                  value={step.setting}
                  onChange={(setting) => setStep(i, { setting })}
                />
              </td>
              <td className="num">
                <NumberField
                  hideLabel
                  label={`${t('heating.kv')} ${i + 1}`}
                  value={step.kv}
                  min={0}
                  minExclusive
                  max={10}
                  onChange={(kv) => kv !== null && setStep(i, { kv })}
                />
              </td>
              <td>
                {!readOnly && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('heating.removeStep', { setting: step.setting })}
                    onClick={() => setSystem({ ownValveSteps: steps.filter((_, j) => j !== i) })}
                  >
                    ✕
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <button
          type="button"
          onClick={() => setSystem({ ownValveSteps: [...steps, { setting: '', kv: 0.1 }] })}
        >
          {t('heating.addStep')}
        </button>
      )}
    </div>
  );
}
