import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialLibraryStand, type Material } from '../../../shared/calc';
import { offered, type ModuleEditorProps } from '../definition';
import type { Offer } from '../../ui/fields/offer';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { newId } from '../../ui/fields/row-ids';
import { formatFixed } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { EditorFields, useInvalidFieldsScope } from '../../ui/fields/field-context';
import { LayerTable } from './LayerTable';
import { SurveyComparison } from './SurveyComparison';
import {
  boundaries,
  componentDefaults,
  componentKeys,
  effectiveLibrary,
  elementOutcome,
  heatFlows,
  limitChecks,
  type Element,
  type ElementOutcome,
  type UValueInputs,
} from './model';

/** U-values of several building elements, layer by layer (DIN EN ISO 6946), against the limits. */
export function UValueForm({
  value,
  onChange,
  readOnly,
  context,
}: ModuleEditorProps<UValueInputs>) {
  const { t } = useTranslation();
  const surveyU = offered(context, 'u-wert-rechner.surveyU');
  const library = useMemo(() => effectiveLibrary(value.materials), [value.materials]);
  const setElements = (elements: Element[]) => onChange({ ...value, elements });
  const add = () =>
    setElements([
      ...value.elements,
      {
        id: newId('el'),
        name: t('module.u-wert-rechner.newElement', { n: value.elements.length + 1 }),
        component: 'outerWall',
        ...componentDefaults('outerWall'),
        uDirect: null,
        layers: [],
      },
    ]);
  return (
    <>
      <p className="source-note">{t('module.u-wert-rechner.intro')}</p>
      {value.elements.length === 0 && (
        <p className="muted">{t('module.u-wert-rechner.noElements')}</p>
      )}
      {value.elements.map((element, index) => (
        <ElementCard
          key={element.id}
          element={element}
          index={index}
          library={library}
          surveyU={surveyU}
          readOnly={readOnly}
          onChange={(next) => setElements(value.elements.map((e, i) => (i === index ? next : e)))}
          onCopy={() =>
            setElements([
              ...value.elements.slice(0, index + 1),
              {
                ...element,
                id: newId('el'),
                name: t('editorParts.copyOf', { name: element.name }),
                layers: element.layers.map((l) => ({ ...l, id: newId('ly') })),
              },
              ...value.elements.slice(index + 1),
            ])
          }
          onRemove={() => setElements(value.elements.filter((_, i) => i !== index))}
        />
      ))}
      {!readOnly && (
        <div>
          <button type="button" onClick={add}>
            {t('module.u-wert-rechner.addElement')}
          </button>
        </div>
      )}
      <MaterialLibrary
        library={library}
        own={value.materials}
        readOnly={readOnly}
        onChange={(materials) =>
          onChange({ ...value, materials: materials as UValueInputs['materials'] })
        }
      />
    </>
  );
}

function ElementCard({
  element,
  index,
  library,
  surveyU,
  readOnly,
  onChange,
  onCopy,
  onRemove,
}: {
  element: Element;
  index: number;
  library: readonly Material[];
  /** The surveyed U-values, to compare the computed one with. */
  surveyU: readonly Offer[];
  readOnly: boolean;
  onChange(next: Element): void;
  onCopy(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const outcome = elementOutcome(element, index);
  const refusal =
    outcome.kind === 'refused'
      ? {
          path: outcome.path,
          message: outcome.path.endsWith('thicknessMm')
            ? t('module.u-wert-rechner.airLayerTooThin')
            : t('module.u-wert-rechner.refused'),
        }
      : null;
  const path = `elements.${index}`;
  const scope = useInvalidFieldsScope();
  return (
    <section
      className="editor-section"
      aria-label={element.name || t('module.u-wert-rechner.newElement', { n: index + 1 })}
      data-testid="u-element"
    >
      <EditorFields.Provider value={scope.fields}>
        <div className="editor-grid">
          <TextInput
            label={t('module.u-wert-rechner.elementName')}
            value={element.name}
            path={`${path}.name`}
            onChange={(name) => onChange({ ...element, name })}
          />
          <SelectInput
            label={t('module.u-wert-rechner.component')}
            value={element.component}
            options={componentKeys.map((k) => ({
              value: k,
              label: t(`module.u-wert-rechner.components.${k}`),
            }))}
            onChange={(component) =>
              onChange({ ...element, component, ...componentDefaults(component) })
            }
          />
          <SelectInput
            label={t('module.u-wert-rechner.heatFlow')}
            value={element.heatFlow}
            options={heatFlows.map((k) => ({
              value: k,
              label: t(`module.u-wert-rechner.heatFlows.${k}`),
            }))}
            onChange={(heatFlow) => onChange({ ...element, heatFlow })}
          />
          <SelectInput
            label={t('module.u-wert-rechner.boundary')}
            value={element.boundary}
            options={boundaries.map((k) => ({
              value: k,
              label: t(`module.u-wert-rechner.boundaries.${k}`),
            }))}
            onChange={(boundary) => onChange({ ...element, boundary })}
          />
          <SelectInput
            label={t('module.u-wert-rechner.mode')}
            value={element.mode}
            options={(['layers', 'direct'] as const).map((k) => ({
              value: k,
              label: t(`module.u-wert-rechner.modes.${k}`),
            }))}
            onChange={(mode) => onChange({ ...element, mode })}
          />
        </div>
        {element.mode === 'layers' ? (
          <>
            <p className="source-note">{t('module.u-wert-rechner.insideOut')}</p>
            <LayerTable
              element={element}
              elementIndex={index}
              library={library}
              layerR={outcome.layerR}
              refusal={refusal}
              onChange={(layers) => onChange({ ...element, layers })}
            />
          </>
        ) : (
          <div className="editor-grid">
            <NumberField
              label={t('module.u-wert-rechner.uDirect')}
              unit="W/(m²·K)"
              value={element.uDirect}
              min={0}
              minExclusive
              path={`${path}.uDirect`}
              hint={t('module.u-wert-rechner.uDirectHint')}
              onChange={(uDirect) => onChange({ ...element, uDirect })}
            />
          </div>
        )}
      </EditorFields.Provider>
      <ElementResult outcome={outcome} component={element.component} invalid={scope.invalid} />
      <SurveyComparison
        element={element}
        offers={surveyU}
        // Beside a field that is not a valid value the computed U would be stale: none to compare.
        computedU={outcome.kind === 'ok' && scope.invalid.length === 0 ? outcome.u : null}
        readOnly={readOnly}
        onChoose={(comparedWith) => onChange({ ...element, comparedWith })}
      />
      {!readOnly && (
        <div className="actions">
          <button type="button" onClick={onCopy}>
            {t('module.u-wert-rechner.copyElement')}
          </button>
          <button type="button" className="danger-button" onClick={onRemove}>
            {t('module.u-wert-rechner.removeElement')}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * An element's U-value and its verdict against the limits, or why there is none. While a field of
 * the element holds text that is not a valid value, the inputs still hold the last valid one: a
 * U-value and "erfüllt" beside the field's error would be stale, so there is no result.
 */
export function ElementResult({
  outcome,
  component,
  invalid,
}: {
  outcome: ElementOutcome;
  component: Element['component'];
  invalid: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (invalid.length > 0)
    return (
      <div className="result-box" data-testid="u-result" aria-live="polite">
        <span className="muted">
          {t('module.u-wert-rechner.noResult', { fields: invalid.join('; ') })}
        </span>
      </div>
    );
  return (
    <>
      <div className="result-box" data-testid="u-result" aria-live="polite">
        {outcome.kind === 'ok' ? (
          <>
            {outcome.result && (
              <>
                <Result label="R_si" value={`${formatFixed(outcome.result.rsi, 2, lang)} m²·K/W`} />
                <Result label="R_se" value={`${formatFixed(outcome.result.rse, 2, lang)} m²·K/W`} />
                <Result
                  label="R_T"
                  value={`${formatFixed(outcome.result.rTotal, 2, lang)} m²·K/W`}
                />
              </>
            )}
            <Result
              label={t('module.u-wert-rechner.uValue')}
              value={`U = ${formatFixed(outcome.u, 2, lang)} W/(m²·K)`}
              testId="u-value"
            />
          </>
        ) : (
          <span className="muted">
            {outcome.kind === 'refused'
              ? t('module.u-wert-rechner.fixRefused')
              : t(`module.u-wert-rechner.${outcome.kind}`)}
          </span>
        )}
      </div>
      {outcome.kind === 'ok' && <Limits component={component} u={outcome.u} />}
    </>
  );
}

export function Result({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <span className="result">
      <span className="label">{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </span>
  );
}

function Limits({ component, u }: { component: Element['component']; u: number }) {
  const { t, i18n } = useTranslation();
  const checks = limitChecks(component, u);
  if (checks.length === 0)
    return <p className="source-note">{t('module.u-wert-rechner.noLimits')}</p>;
  return (
    <ul className="limit-list" data-testid="u-limits">
      {checks.map((c) => (
        <li key={c.table.source}>
          <span className={c.met ? 'verdict-ok' : 'verdict-fail'}>
            {c.met ? t('module.u-wert-rechner.met') : t('module.u-wert-rechner.notMet')}
          </span>{' '}
          {t('module.u-wert-rechner.limit', {
            label: c.limit.label,
            u: formatFixed(c.limit.u, 2, i18n.language),
          })}
          <span className="source-note">
            {' '}
            · {t('editorParts.source', { source: c.table.source })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MaterialLibrary({
  library,
  own,
  readOnly,
  onChange,
}: {
  library: readonly Material[];
  own: readonly Material[];
  readOnly: boolean;
  onChange(materials: Material[]): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [lambda, setLambda] = useState<number | null>(null);
  const ownKeys = new Set(own.map((m) => m.key));
  const setLambdaOf = (material: Material, next: number | null) => {
    if (next === null) return;
    const changed = { ...material, lambda: next, source: t('module.u-wert-rechner.ownValue') };
    onChange(
      ownKeys.has(material.key)
        ? own.map((m) => (m.key === material.key ? changed : m))
        : [...own, changed],
    );
  };
  return (
    <details className="editor-section material-library">
      <summary>
        {t('module.u-wert-rechner.library', { count: library.length, stand: materialLibraryStand })}
      </summary>
      <table className="editor-table">
        <thead>
          <tr>
            <th scope="col">{t('module.u-wert-rechner.material')}</th>
            <th scope="col" className="num">
              {t('module.u-wert-rechner.lambda')}
            </th>
            <th scope="col">{t('module.u-wert-rechner.libSource')}</th>
          </tr>
        </thead>
        <tbody>
          {library.map((m) => (
            <tr key={m.key}>
              <td>{m.name}</td>
              <td className="num">
                <NumberField
                  hideLabel
                  label={t('module.u-wert-rechner.lambdaOfMaterial', { name: m.name })}
                  unit="W/(m·K)"
                  value={m.lambda}
                  min={0}
                  minExclusive
                  onChange={(next) => setLambdaOf(m, next)}
                />
              </td>
              <td className="source-note">{m.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <div className="editor-grid">
          <TextInput
            label={t('module.u-wert-rechner.newMaterial')}
            value={name}
            onChange={setName}
          />
          <NumberField
            label={t('module.u-wert-rechner.newMaterialLambda')}
            unit="W/(m·K)"
            value={lambda}
            min={0}
            minExclusive
            onChange={setLambda}
          />
          <div className="actions">
            <button
              type="button"
              disabled={!name.trim() || lambda === null}
              onClick={() => {
                onChange([
                  ...own,
                  {
                    key: newId('mat'),
                    name: name.trim(),
                    lambda: lambda!,
                    source: t('module.u-wert-rechner.ownValue'),
                  },
                ]);
                setName('');
                setLambda(null);
              }}
            >
              {t('module.u-wert-rechner.addMaterial')}
            </button>
          </div>
        </div>
      )}
    </details>
  );
}
