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
import { ClimateSpeedBonusBasis } from './ClimateSpeedBonusBasis';

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
    problems[key] ? t(`editorParts.problems.${problems[key]}`) : null;
  const results = foerderrechnerResults(value, context);
  const fromHeatPump = efficiencyBonusFromHeatPump(context);
  const bonus = (
    key: 'climateSpeedBonus' | 'incomeBonus' | 'efficiencyBonus',
    ownerOnly: boolean,
  ) => (
    <div className="calc-bonus">
      <CheckboxInput
        label={t(`module.foerderrechner.${key}`)}
        checked={value[key]}
        readOnly={readOnly || (ownerOnly && !value.selfOccupied)}
        onChange={(v) => set(key, v)}
      />
      <p className="muted">{t(`module.foerderrechner.${key}Condition`)}</p>
    </div>
  );

  return (
    <div className="calc-form">
      <p className="calc-note" data-testid="grant-stand">
        {t('module.foerderrechner.stand', {
          stand: standDate(begHeatingRules.stand),
          source: begHeatingRules.source,
        })}
      </p>
      <fieldset className="calc-group">
        <legend>{t('module.foerderrechner.heating')}</legend>
        <div className="calc-grid">
          <NumberField
            label={t('module.foerderrechner.housingUnits')}
            value={value.housingUnits}
            min={1}
            required
            error={problem('housingUnits')}
            path="housingUnits"
            onChange={(v) => set('housingUnits', v ?? 1)}
          />
          <NumberField
            label={t('module.foerderrechner.heatingCosts')}
            unit="€"
            value={value.heatingCosts}
            min={0}
            path="heatingCosts"
            error={problem('heatingCosts')}
            hint={t('module.foerderrechner.heatingCostsHint')}
            onChange={(v) => set('heatingCosts', v)}
          />
        </div>
        <CheckboxInput
          label={t('module.foerderrechner.selfOccupied')}
          checked={value.selfOccupied}
          onChange={(v) => onChange({ ...value, selfOccupied: v })}
        />
        <p className="muted">{t('module.foerderrechner.baseRate')}</p>
        {bonus('efficiencyBonus', false)}
        {fromHeatPump !== null && fromHeatPump !== value.efficiencyBonus && (
          <p className="warn-text" role="status">
            {fromHeatPump
              ? t('module.foerderrechner.efficiencyFromHeatPumpYes')
              : t('module.foerderrechner.efficiencyFromHeatPumpNo')}
          </p>
        )}
        {bonus('climateSpeedBonus', true)}
        <ClimateSpeedBonusBasis
          value={value}
          context={context}
          readOnly={readOnly}
          onChange={onChange}
        />
        {bonus('incomeBonus', true)}
        {!value.selfOccupied && <p className="muted">{t('module.foerderrechner.ownerOnly')}</p>}
        <p className="muted">{t('module.foerderrechner.capRule')}</p>
      </fieldset>

      <fieldset className="calc-group">
        <legend>{t('module.foerderrechner.envelope')}</legend>
        <p className="muted">
          {t('module.foerderrechner.envelopeRule', {
            stand: standDate(envelopeRules.stand),
            source: envelopeRules.source,
          })}
        </p>
        {value.envelopeMeasures.map((m, i) => (
          <div className="calc-row" key={i}>
            <TextInput
              label={t('module.foerderrechner.measureName')}
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
              label={t('module.foerderrechner.costs')}
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
                {t('editorParts.common.remove')}
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
            {t('module.foerderrechner.addMeasure')}
          </button>
        )}
        <CheckboxInput
          label={t('module.foerderrechner.withIsfp')}
          checked={value.withIsfp}
          onChange={(v) => set('withIsfp', v)}
        />
      </fieldset>
      {results ? (
        <FoerderrechnerSummary r={results} />
      ) : (
        <p className="muted" role="status">
          {t('editorParts.common.incomplete')}
        </p>
      )}
    </div>
  );
}
