import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import { TextField } from '../../ui/Field';
import {
  electricalKeys,
  type ModuleElectrical,
  type ModuleType,
} from '../../../shared/pv-plan/document';
import { NumberField } from './NumberField';
import {
  electricalBounds,
  electricalComplete,
  electricalLimits,
  missingElectrical,
} from './module-electrical';
import { chooseModuleType, newLibraryId, saveLibraryEntry, usePlanner } from './planner-store';

/*
 * The plan's module library: manufacturer, model, Wp and size, editable; one of them is the
 * plan's module (choosing another lays out the faces with modules again). The datasheet's
 * electrical values (for the string check) are optional: all six or none, each checked at its
 * field (module-electrical.ts).
 */

export function ElectricalFields({
  value,
  onChange,
}: {
  value: ModuleElectrical;
  onChange(value: ModuleElectrical): void;
}) {
  const { t } = useTranslation();
  const limits = electricalLimits(value);
  return (
    <>
      {electricalKeys.map((key) => {
        const { min, max, below } = limits[key];
        const range = { min: formatGermanNumber(min), max: formatGermanNumber(max) };
        return (
          <NumberField
            key={key}
            name={`module-${key}`}
            label={t(`pvHousehold.electrical.${key}`)}
            value={value[key]}
            min={min}
            max={max}
            rangeMessage={
              below
                ? t(`pvHousehold.electrical.below.${below}`, range)
                : t('pvHousehold.range', range)
            }
            numberMessage={t('pvHousehold.electrical.missingValue', {
              example: electricalBounds[key].example,
            })}
            onCommit={(v) => onChange({ ...value, [key]: v })}
          />
        );
      })}
    </>
  );
}

function ModuleForm({ entry, onDone }: { entry: ModuleType; onDone(): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(entry);
  const edit = usePlanner((s) => s.edit);
  const numberMessage = t('pvPlanner.form.number', { example: '445' });
  const num = (key: 'wattPeak' | 'widthMm' | 'heightMm', min: number, max: number) => (
    <NumberField
      name={`module-${key}`}
      label={t(`pvPlanner.planner.${key}`)}
      value={draft[key]}
      min={min}
      max={max}
      rangeMessage={t('pvPlanner.planner.moduleRange', { min, max })}
      numberMessage={numberMessage}
      onCommit={(v) => setDraft((d) => ({ ...d, [key]: v }))}
    />
  );
  const [withElectrical, setWithElectrical] = useState(!!entry.electrical);
  const electrical = draft.electrical ?? missingElectrical;
  const electricalWrong = withElectrical && !electricalComplete(electrical);
  const complete =
    draft.manufacturer.trim() !== '' && draft.model.trim() !== '' && !electricalWrong;
  return (
    <form
      className="pv-module-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!complete) return;
        const { electrical: _, ...rest } = draft;
        edit((m) =>
          saveLibraryEntry(m, {
            ...rest,
            manufacturer: draft.manufacturer.trim(),
            model: draft.model.trim(),
            ...(withElectrical ? { electrical } : {}),
          }),
        );
        onDone();
      }}
    >
      <TextField
        name="module-manufacturer"
        label={t('pvPlanner.planner.manufacturer')}
        value={draft.manufacturer}
        error={draft.manufacturer.trim() === '' ? t('pvPlanner.form.required') : undefined}
        onChange={(manufacturer) => setDraft((d) => ({ ...d, manufacturer }))}
      />
      <TextField
        name="module-model"
        label={t('pvPlanner.planner.model')}
        value={draft.model}
        error={draft.model.trim() === '' ? t('pvPlanner.form.required') : undefined}
        onChange={(model) => setDraft((d) => ({ ...d, model }))}
      />
      {num('wattPeak', 50, 1000)}
      {num('widthMm', 300, 2500)}
      {num('heightMm', 300, 3000)}
      <label className="pv-check pv-span">
        <input
          type="checkbox"
          checked={withElectrical}
          onChange={(e) => setWithElectrical(e.target.checked)}
        />
        {t('pvHousehold.electrical.enabled')}
      </label>
      {withElectrical && (
        <ElectricalFields
          value={electrical}
          onChange={(next) => setDraft((d) => ({ ...d, electrical: next }))}
        />
      )}
      {electricalWrong && (
        <p className="form-error pv-span" role="status">
          {t('pvHousehold.electrical.incomplete')}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={onDone}>
          {t('app.cancel')}
        </button>
        <button type="submit" className="primary" disabled={!complete}>
          {t('pvPlanner.planner.saveModule')}
        </button>
      </div>
    </form>
  );
}

export function ModuleLibrary({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const model = usePlanner((s) => s.model)!;
  const edit = usePlanner((s) => s.edit);
  const [editing, setEditing] = useState<ModuleType | null>(null);
  return (
    <section className="pv-card" aria-labelledby="pv-library-title">
      <h2 id="pv-library-title">{t('pvPlanner.planner.library')}</h2>
      <ul className="pv-library">
        {model.library.map((entry) => {
          const inUse = entry.id === model.moduleType.id;
          return (
            <li key={entry.id} className={inUse ? 'in-use' : undefined}>
              <div>
                <strong>
                  {entry.manufacturer} {entry.model}
                </strong>
                <div className="muted small">
                  {formatNumber(entry.wattPeak)} Wp · {formatNumber(entry.widthMm)} ×{' '}
                  {formatNumber(entry.heightMm)} mm
                  {entry.electrical
                    ? ` · Voc ${formatNumber(entry.electrical.voc)} V · Isc ${formatNumber(entry.electrical.isc)} A`
                    : ` · ${t('pvHousehold.electrical.missing')}`}
                </div>
              </div>
              {!readOnly && (
                <div className="pv-library-actions">
                  {inUse ? (
                    <span className="tag tag-active">{t('pvPlanner.planner.inUse')}</span>
                  ) : (
                    <button type="button" onClick={() => edit((m) => chooseModuleType(m, entry))}>
                      {t('pvPlanner.planner.useModule')}
                    </button>
                  )}
                  <button type="button" onClick={() => setEditing(entry)}>
                    {t('pvPlanner.planner.editModule')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing ? (
        <ModuleForm key={editing.id} entry={editing} onDone={() => setEditing(null)} />
      ) : (
        !readOnly && (
          <button
            type="button"
            onClick={() =>
              setEditing({
                id: newLibraryId(model),
                manufacturer: '',
                model: '',
                wattPeak: 440,
                widthMm: 1134,
                heightMm: 1762,
              })
            }
          >
            {t('pvPlanner.planner.newModule')}
          </button>
        )
      )}
    </section>
  );
}
