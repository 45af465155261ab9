import { useTranslation } from 'react-i18next';
import { begHeatingRules } from '../../../shared/calc';
import type { ModuleEditorProps } from '../definition';
import { CheckboxInput, TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { standDate } from '../../ui/figures/figures';
import '../../ui/figures/figures.css';
import {
  efficiencyBonusFromHeatPump,
  envelopeRules,
  foerderrechnerProblems,
  foerderrechnerResults,
  type FoerderrechnerInput,
} from './model';
import { FoerderrechnerSummary } from './Summary';

export function FoerderrechnerForm({
  value,
  onChange,
  readOnly,
  context,
}: ModuleEditorProps<FoerderrechnerInput>) {
  const { t } = useTranslation();
  const set = <K extends keyof FoerderrechnerInput>(key: K, v: FoerderrechnerInput[K]) =>
    onChange({ ...value, [key]: v });
  const problems = foerderrechnerProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editors12.problems.${problems[key]}`) : null;
  const results = foerderrechnerResults(value, context);
  const fromHeatPump = efficiencyBonusFromHeatPump(context);
  const bonus = (
    key: 'climateSpeedBonus' | 'incomeBonus' | 'efficiencyBonus',
    ownerOnly: boolean,
  ) => (
    <div className="e12-bonus">
      <CheckboxInput
        label={t(`editors12.grant.${key}`)}
        checked={value[key]}
        readOnly={readOnly || (ownerOnly && !value.selfOccupied)}
        onChange={(v) => set(key, v)}
      />
      <p className="muted">{t(`editors12.grant.${key}Condition`)}</p>
    </div>
  );

  return (
    <div className="e12-form">
      <p className="e12-note" data-testid="grant-stand">
        {t('editors12.grant.stand', {
          stand: standDate(begHeatingRules.stand),
          source: begHeatingRules.source,
        })}
      </p>
      <fieldset className="e12-group">
        <legend>{t('editors12.grant.heating')}</legend>
        <div className="e12-grid">
          <NumberField
            label={t('editors12.grant.housingUnits')}
            value={value.housingUnits}
            min={1}
            required
            error={problem('housingUnits')}
            path="housingUnits"
            onChange={(v) => set('housingUnits', v ?? 1)}
          />
          <NumberField
            label={t('editors12.grant.heatingCosts')}
            unit="€"
            value={value.heatingCosts}
            min={0}
            path="heatingCosts"
            error={problem('heatingCosts')}
            hint={t('editors12.grant.heatingCostsHint')}
            onChange={(v) => set('heatingCosts', v)}
          />
        </div>
        <CheckboxInput
          label={t('editors12.grant.selfOccupied')}
          checked={value.selfOccupied}
          onChange={(v) => onChange({ ...value, selfOccupied: v })}
        />
        <p className="muted">{t('editors12.grant.baseRate')}</p>
        {bonus('efficiencyBonus', false)}
        {fromHeatPump !== null && fromHeatPump !== value.efficiencyBonus && (
          <p className="warn-text" role="status">
            {fromHeatPump
              ? t('editors12.grant.efficiencyFromHeatPumpYes')
              : t('editors12.grant.efficiencyFromHeatPumpNo')}
          </p>
        )}
        {bonus('climateSpeedBonus', true)}
        {bonus('incomeBonus', true)}
        {!value.selfOccupied && <p className="muted">{t('editors12.grant.ownerOnly')}</p>}
        <p className="muted">{t('editors12.grant.capRule')}</p>
      </fieldset>

      <fieldset className="e12-group">
        <legend>{t('editors12.grant.envelope')}</legend>
        <p className="muted">
          {t('editors12.grant.envelopeRule', {
            stand: standDate(envelopeRules.stand),
            source: envelopeRules.source,
          })}
        </p>
        {value.envelopeMeasures.map((m, i) => (
          <div className="e12-row" key={i}>
            <TextInput
              label={t('editors12.grant.measureName')}
              value={m.name}
              error={problem(`envelopeMeasures.${i}.name`)}
              onChange={(name) =>
                set(
                  'envelopeMeasures',
                  value.envelopeMeasures.map((x, j) => (j === i ? { ...x, name } : x)),
                )
              }
            />
            <NumberField
              label={t('editors12.grant.costs')}
              unit="€"
              value={m.costs}
              min={0}
              error={problem(`envelopeMeasures.${i}.costs`)}
              onChange={(costs) =>
                set(
                  'envelopeMeasures',
                  value.envelopeMeasures.map((x, j) => (j === i ? { ...x, costs } : x)),
                )
              }
            />
            {!readOnly && (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  set(
                    'envelopeMeasures',
                    value.envelopeMeasures.filter((_, j) => j !== i),
                  )
                }
              >
                {t('editors12.common.remove')}
              </button>
            )}
          </div>
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() =>
              set('envelopeMeasures', [...value.envelopeMeasures, { name: '', costs: null }])
            }
          >
            {t('editors12.grant.addMeasure')}
          </button>
        )}
        <CheckboxInput
          label={t('editors12.grant.withIsfp')}
          checked={value.withIsfp}
          onChange={(v) => set('withIsfp', v)}
        />
      </fieldset>
      {results ? (
        <FoerderrechnerSummary r={results} />
      ) : (
        <p className="muted" role="status">
          {t('editors12.common.incomplete')}
        </p>
      )}
    </div>
  );
}
