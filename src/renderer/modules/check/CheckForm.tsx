import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../definition';
import { useEditorFields } from '../../ui/fields/field-context';
import { CheckboxInput, TextInput } from '../../ui/fields/fields';
import { newId } from '../../ui/fields/row-ids';
import { checkTemplates, progress, templateItems, type CheckInputs } from './model';

/** The site-visit checklist: done and a note per item, progress at the top. */
export function CheckForm({ value, onChange }: ModuleEditorProps<CheckInputs>) {
  const { t } = useTranslation();
  const { readOnly } = useEditorFields();
  const { done, total } = progress(value.items);
  const setItem = (index: number, patch: Partial<CheckInputs['items'][number]>) =>
    onChange({
      ...value,
      items: value.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    });
  return (
    <>
      <div className="check-progress">
        <progress
          max={Math.max(total, 1)}
          value={done}
          aria-label={t('module.check.progressLabel')}
        />
        <strong data-testid="check-progress">{t('module.check.progress', { done, total })}</strong>
      </div>
      {!readOnly && (
        <div className="editor-grid">
          <label className="field">
            <span>{t('module.check.template')}</span>
            <select
              value=""
              onChange={(e) => {
                const template = e.target.value as CheckInputs['template'];
                if (template === 'none' || !(template in templateItems)) return;
                const texts = templateItems[template as keyof typeof templateItems];
                const have = new Set(value.items.map((i) => i.text));
                onChange({
                  template,
                  items: [
                    ...value.items,
                    ...texts
                      .filter((text) => !have.has(text))
                      .map((text) => ({ id: newId('ck'), text, done: false, note: '' })),
                  ],
                });
              }}
            >
              <option value="">{t('module.check.templatePick')}</option>
              {checkTemplates
                .filter((k) => k !== 'none')
                .map((k) => (
                  <option key={k} value={k}>
                    {t(`module.check.templates.${k}`)}
                  </option>
                ))}
            </select>
          </label>
        </div>
      )}
      {value.items.length === 0 && <p className="muted">{t('module.check.empty')}</p>}
      <ul className="check-list" data-testid="check-list">
        {value.items.map((item, index) => (
          <li key={item.id} className={item.done ? 'done' : undefined}>
            <CheckboxInput
              label={item.text || t('module.check.itemN', { n: index + 1 })}
              checked={item.done}
              onChange={(checked) => setItem(index, { done: checked })}
            />
            <div className="check-item-fields">
              {!readOnly && (
                <TextInput
                  hideLabel
                  label={t('module.check.textOf', { n: index + 1 })}
                  value={item.text}
                  path={`items.${index}.text`}
                  onChange={(text) => setItem(index, { text })}
                />
              )}
              <TextInput
                hideLabel
                label={t('module.check.noteOf', { n: index + 1 })}
                value={item.note}
                path={`items.${index}.note`}
                onChange={(note) => setItem(index, { note })}
              />
              {!readOnly && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('module.check.removeItem', { n: index + 1 })}
                  onClick={() =>
                    onChange({ ...value, items: value.items.filter((_, i) => i !== index) })
                  }
                >
                  ✕
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() =>
              onChange({
                ...value,
                items: [...value.items, { id: newId('ck'), text: '', done: false, note: '' }],
              })
            }
          >
            {t('module.check.addItem')}
          </button>
        </div>
      )}
    </>
  );
}
