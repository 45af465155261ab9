import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../definition';
import { CheckboxInput } from '../../ui/fields/fields';
import { standDate } from '../../ui/figures/figures';
import '../../ui/figures/figures.css';
import { knowledgeStand, measures } from './cards';
import { KnowledgeCards } from './Cards';
import { chosenMeasures, projectMeasures, visibleCards, type FoerderwissenInput } from './model';

export function FoerderwissenForm({
  value,
  onChange,
  context,
}: ModuleEditorProps<FoerderwissenInput>) {
  const { t } = useTranslation();
  const chosen = chosenMeasures(value, context);
  const fromProject = projectMeasures(context);
  return (
    <div className="calc-form">
      <p className="calc-note" data-testid="knowledge-stand">
        {t('module.foerderwissen.stand', { stand: standDate(knowledgeStand) })}
      </p>
      <fieldset className="calc-group">
        <legend>{t('module.foerderwissen.filter')}</legend>
        <p className="muted">
          {value.measures === null
            ? t('module.foerderwissen.followsProject', {
                measures: fromProject
                  .map((m) => t(`module.foerderwissen.measures.${m}`))
                  .join(', '),
              })
            : t('module.foerderwissen.ownChoice')}
        </p>
        <div className="calc-checks">
          {measures.map((m) => (
            <CheckboxInput
              key={m}
              label={t(`module.foerderwissen.measures.${m}`)}
              checked={chosen.includes(m)}
              readOnly={value.showAll ? true : undefined}
              onChange={(on) =>
                onChange({
                  ...value,
                  measures: measures.filter((x) => (x === m ? on : chosen.includes(x))),
                })
              }
            />
          ))}
          <CheckboxInput
            label={t('module.foerderwissen.showAll')}
            checked={value.showAll}
            onChange={(showAll) => onChange({ ...value, showAll })}
          />
        </div>
        {value.measures !== null && (
          <button
            type="button"
            className="link-button"
            onClick={() => onChange({ ...value, measures: null })}
          >
            {t('module.foerderwissen.reset')}
          </button>
        )}
      </fieldset>
      <KnowledgeCards cards={visibleCards(value, context)} />
    </div>
  );
}
