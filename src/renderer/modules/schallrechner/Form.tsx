import { useTranslation } from 'react-i18next';
import { begOutdoorSoundRule } from '../../../shared/calc';
import type { ModuleEditorProps } from '../definition';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { standDate } from '../../ui/figures/figures';
import '../../ui/figures/figures.css';
import {
  noiseAreas,
  placements,
  pointSchema,
  schallrechnerProblems,
  schallrechnerResults,
  shieldings,
  unitSchema,
  type SchallrechnerInput,
} from './model';
import { SchallrechnerSummary } from './Summary';

export function SchallrechnerForm({
  value,
  onChange,
  readOnly,
}: ModuleEditorProps<SchallrechnerInput>) {
  const { t } = useTranslation();
  const problems = schallrechnerProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editorParts.problems.${problems[key]}`) : null;
  const results = schallrechnerResults(value);
  type Unit = SchallrechnerInput['units'][number];
  type Point = SchallrechnerInput['points'][number];
  const setUnit = (i: number, patch: Partial<Unit>) =>
    onChange({ ...value, units: value.units.map((u, j) => (j === i ? { ...u, ...patch } : u)) });
  const setPoint = (i: number, patch: Partial<Point>) =>
    onChange({ ...value, points: value.points.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  return (
    <div className="calc-form">
      <fieldset className="calc-group">
        <legend>{t('module.schallrechner.units')}</legend>
        {value.units.map((u, i) => (
          <div className="calc-row" key={i} data-testid="noise-unit">
            <TextInput
              label={t('module.schallrechner.unitName')}
              value={u.name}
              onChange={(name) => setUnit(i, { name })}
            />
            <NumberField
              label={t('module.schallrechner.soundPower')}
              unit="dB(A)"
              value={u.soundPowerLevel}
              path={`units.${i}.soundPowerLevel`}
              error={problem(`units.${i}.soundPowerLevel`)}
              onChange={(soundPowerLevel) => setUnit(i, { soundPowerLevel })}
            />
            <NumberField
              label={t('module.schallrechner.nightSoundPower')}
              unit="dB(A)"
              value={u.nightSoundPowerLevel}
              hint={t('module.schallrechner.nightSoundPowerHint')}
              onChange={(nightSoundPowerLevel) => setUnit(i, { nightSoundPowerLevel })}
            />
            <NumberField
              label={t('module.schallrechner.count')}
              value={u.count}
              min={1}
              required
              error={problem(`units.${i}.count`)}
              onChange={(count) => setUnit(i, { count: count ?? 1 })}
            />
            <SelectInput
              label={t('module.schallrechner.placement')}
              value={u.placement}
              options={placements.map((p) => ({
                value: p,
                label: t(`module.schallrechner.placements.${p}`),
              }))}
              onChange={(placement) => setUnit(i, { placement })}
            />
            <NumberField
              label={t('module.schallrechner.ratedOutput')}
              unit="kW"
              value={u.ratedHeatOutput}
              min={0}
              minExclusive
              hint={t('module.schallrechner.ratedOutputHint')}
              onChange={(ratedHeatOutput) => setUnit(i, { ratedHeatOutput })}
            />
            {!readOnly && value.units.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => onChange({ ...value, units: value.units.filter((_, j) => j !== i) })}
              >
                {t('module.schallrechner.removeUnit')}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() => onChange({ ...value, units: [...value.units, unitSchema.parse({})] })}
          >
            {t('module.schallrechner.addUnit')}
          </button>
        )}
      </fieldset>

      <fieldset className="calc-group">
        <legend>{t('module.schallrechner.points')}</legend>
        <p className="muted">{t('module.schallrechner.pointsHint')}</p>
        {value.points.map((p, i) => (
          <div className="calc-row" key={i} data-testid="noise-point">
            <TextInput
              label={t('module.schallrechner.pointName')}
              value={p.name}
              onChange={(name) => setPoint(i, { name })}
            />
            <NumberField
              label={t('module.schallrechner.distance')}
              unit="m"
              value={p.distance}
              min={0}
              minExclusive
              path={`points.${i}.distance`}
              error={problem(`points.${i}.distance`)}
              onChange={(distance) => setPoint(i, { distance })}
            />
            <SelectInput
              label={t('module.schallrechner.area')}
              value={p.area}
              options={noiseAreas.map((a) => ({
                value: a,
                label: t(`module.schallrechner.areas.${a}`),
              }))}
              onChange={(area) => setPoint(i, { area })}
            />
            <SelectInput
              label={t('module.schallrechner.shielding')}
              value={p.shielding}
              options={shieldings.map((s) => ({
                value: s,
                label: t(`module.schallrechner.shieldings.${s}`),
              }))}
              onChange={(shielding) => setPoint(i, { shielding })}
            />
            {!readOnly && value.points.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  onChange({ ...value, points: value.points.filter((_, j) => j !== i) })
                }
              >
                {t('module.schallrechner.removePoint')}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() => onChange({ ...value, points: [...value.points, pointSchema.parse({})] })}
          >
            {t('module.schallrechner.addPoint')}
          </button>
        )}
      </fieldset>
      <NumberField
        label={t('module.schallrechner.applicationYear')}
        value={value.applicationYear}
        min={2024}
        required
        error={problem('applicationYear')}
        hint={t('module.schallrechner.begRule', { stand: standDate(begOutdoorSoundRule.stand) })}
        onChange={(applicationYear) =>
          onChange({ ...value, applicationYear: applicationYear ?? 2026 })
        }
      />
      {results ? (
        <SchallrechnerSummary r={results} />
      ) : (
        <p className="muted" role="status">
          {t('editorParts.common.incomplete')}
        </p>
      )}
      <p className="muted">{t('module.schallrechner.method')}</p>
    </div>
  );
}
