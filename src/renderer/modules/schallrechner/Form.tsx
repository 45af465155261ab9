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
    problems[key] ? t(`editors12.problems.${problems[key]}`) : null;
  const results = schallrechnerResults(value);
  type Unit = SchallrechnerInput['units'][number];
  type Point = SchallrechnerInput['points'][number];
  const setUnit = (i: number, patch: Partial<Unit>) =>
    onChange({ ...value, units: value.units.map((u, j) => (j === i ? { ...u, ...patch } : u)) });
  const setPoint = (i: number, patch: Partial<Point>) =>
    onChange({ ...value, points: value.points.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  return (
    <div className="e12-form">
      <fieldset className="e12-group">
        <legend>{t('editors12.noise.units')}</legend>
        {value.units.map((u, i) => (
          <div className="e12-row" key={i} data-testid="noise-unit">
            <TextInput
              label={t('editors12.noise.unitName')}
              value={u.name}
              onChange={(name) => setUnit(i, { name })}
            />
            <NumberField
              label={t('editors12.noise.soundPower')}
              unit="dB(A)"
              value={u.soundPowerLevel}
              path={`units.${i}.soundPowerLevel`}
              error={problem(`units.${i}.soundPowerLevel`)}
              onChange={(soundPowerLevel) => setUnit(i, { soundPowerLevel })}
            />
            <NumberField
              label={t('editors12.noise.nightSoundPower')}
              unit="dB(A)"
              value={u.nightSoundPowerLevel}
              hint={t('editors12.noise.nightSoundPowerHint')}
              onChange={(nightSoundPowerLevel) => setUnit(i, { nightSoundPowerLevel })}
            />
            <NumberField
              label={t('editors12.noise.count')}
              value={u.count}
              min={1}
              required
              error={problem(`units.${i}.count`)}
              onChange={(count) => setUnit(i, { count: count ?? 1 })}
            />
            <SelectInput
              label={t('editors12.noise.placement')}
              value={u.placement}
              options={placements.map((p) => ({
                value: p,
                label: t(`editors12.noise.placements.${p}`),
              }))}
              onChange={(placement) => setUnit(i, { placement })}
            />
            <NumberField
              label={t('editors12.noise.ratedOutput')}
              unit="kW"
              value={u.ratedHeatOutput}
              min={0}
              minExclusive
              hint={t('editors12.noise.ratedOutputHint')}
              onChange={(ratedHeatOutput) => setUnit(i, { ratedHeatOutput })}
            />
            {!readOnly && value.units.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => onChange({ ...value, units: value.units.filter((_, j) => j !== i) })}
              >
                {t('editors12.noise.removeUnit')}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() => onChange({ ...value, units: [...value.units, unitSchema.parse({})] })}
          >
            {t('editors12.noise.addUnit')}
          </button>
        )}
      </fieldset>

      <fieldset className="e12-group">
        <legend>{t('editors12.noise.points')}</legend>
        <p className="muted">{t('editors12.noise.pointsHint')}</p>
        {value.points.map((p, i) => (
          <div className="e12-row" key={i} data-testid="noise-point">
            <TextInput
              label={t('editors12.noise.pointName')}
              value={p.name}
              onChange={(name) => setPoint(i, { name })}
            />
            <NumberField
              label={t('editors12.noise.distance')}
              unit="m"
              value={p.distance}
              min={0}
              minExclusive
              path={`points.${i}.distance`}
              error={problem(`points.${i}.distance`)}
              onChange={(distance) => setPoint(i, { distance })}
            />
            <SelectInput
              label={t('editors12.noise.area')}
              value={p.area}
              options={noiseAreas.map((a) => ({
                value: a,
                label: t(`editors12.noise.areas.${a}`),
              }))}
              onChange={(area) => setPoint(i, { area })}
            />
            <SelectInput
              label={t('editors12.noise.shielding')}
              value={p.shielding}
              options={shieldings.map((s) => ({
                value: s,
                label: t(`editors12.noise.shieldings.${s}`),
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
                {t('editors12.noise.removePoint')}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() => onChange({ ...value, points: [...value.points, pointSchema.parse({})] })}
          >
            {t('editors12.noise.addPoint')}
          </button>
        )}
      </fieldset>
      <NumberField
        label={t('editors12.noise.applicationYear')}
        value={value.applicationYear}
        min={2024}
        required
        error={problem('applicationYear')}
        hint={t('editors12.noise.begRule', { stand: standDate(begOutdoorSoundRule.stand) })}
        onChange={(applicationYear) =>
          onChange({ ...value, applicationYear: applicationYear ?? 2026 })
        }
      />
      {results ? (
        <SchallrechnerSummary r={results} />
      ) : (
        <p className="muted" role="status">
          {t('editors12.common.incomplete')}
        </p>
      )}
      <p className="muted">{t('editors12.noise.method')}</p>
    </div>
  );
}
