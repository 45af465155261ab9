import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../../shared/calc';
import { useEditorFields } from '../../ui/fields/field-context';
import { useSortableList } from '../../ui/sortable-list';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { moveItem, newId } from '../../ui/fields/row-ids';
import { formatFixed } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { layerKinds, type Element, type Layer } from './model';
import { layerThicknessMm } from '../../../shared/domain/plausible';

const customMaterial = '';

/**
 * The layers of one element from the inside out: drag a row by its handle (mouse, or with the
 * keyboard: Space on the handle, arrow keys, Space), or move it with the arrow buttons.
 */
export function LayerTable({
  element,
  elementIndex,
  library,
  layerR,
  refusal,
  onChange,
}: {
  element: Element;
  elementIndex: number;
  library: readonly Material[];
  layerR: readonly (number | null)[];
  refusal: { path: string; message: string } | null;
  onChange(layers: Layer[]): void;
}) {
  const { t } = useTranslation();
  const { readOnly } = useEditorFields();
  const layers = element.layers;
  const move = (from: number, to: number) => onChange(moveItem(layers, from, to));
  const sortable = useSortableList({
    ids: layers.map((l) => l.id),
    words: 'module.u-wert-rechner',
    onMove: move,
  });
  const setLayer = (index: number, next: Layer) =>
    onChange(layers.map((l, i) => (i === index ? next : l)));

  return (
    <DndContext
      sensors={sortable.sensors}
      collisionDetection={closestCenter}
      onDragEnd={sortable.onDragEnd}
      accessibility={sortable.accessibility}
    >
      <div className="table-scroll">
        <table className="editor-table fixed layer-table" data-testid="layer-table">
          <caption className="me-sr-only">
            {t('module.u-wert-rechner.layersCaption', { name: element.name })}
          </caption>
          <colgroup>
            <col className="w-handle" />
            <col />
            <col className="w-num" />
            <col className="w-wide" />
            <col className="w-res" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">
                <span className="me-sr-only">{t('module.u-wert-rechner.order')}</span>
              </th>
              <th scope="col">{t('module.u-wert-rechner.layer')}</th>
              <th scope="col" className="num">
                {t('module.u-wert-rechner.thickness')}
                <br />
                mm
              </th>
              <th scope="col" className="num">
                {t('module.u-wert-rechner.lambdaOrR')}
                <br />
                <span className="small">W/(m·K) bzw. m²·K/W</span>
              </th>
              <th scope="col" className="num">
                R
                <br />
                m²·K/W
              </th>
            </tr>
          </thead>
          <SortableContext items={layers.map((l) => l.id)} strategy={verticalListSortingStrategy}>
            <tbody>
              {layers.map((layer, index) => (
                <LayerRow
                  key={layer.id}
                  layer={layer}
                  index={index}
                  count={layers.length}
                  path={`elements.${elementIndex}.layers.${index}`}
                  library={library}
                  r={layerR[index] ?? null}
                  refusal={refusal}
                  readOnly={readOnly}
                  onChange={(next) => setLayer(index, next)}
                  onMove={(to) => move(index, to)}
                  onRemove={() => onChange(layers.filter((_, i) => i !== index))}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </div>
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() =>
              onChange([
                ...layers,
                {
                  id: newId('ly'),
                  kind: 'material',
                  name: '',
                  materialKey: null,
                  thicknessMm: null,
                  lambda: null,
                  resistance: null,
                },
              ])
            }
          >
            {t('module.u-wert-rechner.addLayer')}
          </button>
        </div>
      )}
    </DndContext>
  );
}

function LayerRow({
  layer,
  index,
  count,
  path,
  library,
  r,
  refusal,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: {
  layer: Layer;
  index: number;
  count: number;
  path: string;
  library: readonly Material[];
  r: number | null;
  refusal: { path: string; message: string } | null;
  readOnly: boolean;
  onChange(next: Layer): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: layer.id,
    disabled: readOnly,
  });
  const n = index + 1;
  const errorAt = (field: string) =>
    refusal && refusal.path === `${path}.${field}` ? refusal.message : null;
  const material = library.find((m) => m.key === layer.materialKey);
  return (
    <tr
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid="layer-row"
    >
      <td>
        {!readOnly && (
          <button
            type="button"
            className="icon-button drag-handle"
            aria-label={t('module.u-wert-rechner.dragHandle', { n })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        )}{' '}
        <span className="muted">{n}</span>
        {!readOnly && (
          <span className="row-actions">
            <button
              type="button"
              className="icon-button"
              aria-label={t('module.u-wert-rechner.moveUp', { n })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('module.u-wert-rechner.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('module.u-wert-rechner.removeLayer', { n })}
              onClick={onRemove}
            >
              ✕
            </button>
          </span>
        )}
      </td>
      <td>
        <div className="stack">
          {layer.kind === 'material' ? (
            <>
              <SelectInput
                hideLabel
                label={t('module.u-wert-rechner.materialOf', { n })}
                value={material ? material.key : customMaterial}
                options={[
                  { value: customMaterial, label: t('module.u-wert-rechner.customMaterial') },
                  ...library.map((m) => ({ value: m.key, label: m.name })),
                ]}
                onChange={(key) => {
                  const chosen = library.find((m) => m.key === key);
                  onChange(
                    chosen
                      ? {
                          ...layer,
                          materialKey: chosen.key,
                          name: chosen.name,
                          lambda: chosen.lambda,
                        }
                      : { ...layer, materialKey: null },
                  );
                }}
              />
              {!material && (
                <TextInput
                  hideLabel
                  label={t('module.u-wert-rechner.nameOf', { n })}
                  value={layer.name}
                  onChange={(name) => onChange({ ...layer, name })}
                />
              )}
            </>
          ) : (
            <TextInput
              hideLabel
              label={t('module.u-wert-rechner.nameOf', { n })}
              value={layer.name}
              onChange={(name) => onChange({ ...layer, name })}
            />
          )}
          <span className="small-select">
            <SelectInput
              hideLabel
              label={t('module.u-wert-rechner.kindOf', { n })}
              value={layer.kind}
              options={layerKinds.map((k) => ({
                value: k,
                label: t(`module.u-wert-rechner.kinds.${k}`),
              }))}
              onChange={(kind) => onChange({ ...layer, kind })}
            />
          </span>
        </div>
      </td>
      <td className="num">
        {layer.kind !== 'resistance' && (
          <NumberField
            hideLabel
            label={t('module.u-wert-rechner.thicknessOf', { n })}
            unit="mm"
            unitInHeader
            value={layer.thicknessMm}
            {...layerThicknessMm}
            path={`${path}.thicknessMm`}
            error={errorAt('thicknessMm')}
            onChange={(thicknessMm) => onChange({ ...layer, thicknessMm })}
          />
        )}
      </td>
      <td className="num">
        {layer.kind === 'material' && (
          <NumberField
            hideLabel
            label={t('module.u-wert-rechner.lambdaOf', { n })}
            unit="W/(m·K)"
            unitInHeader
            value={layer.lambda}
            min={0}
            minExclusive
            path={`${path}.lambda`}
            onChange={(lambda) =>
              onChange({
                ...layer,
                lambda,
                // A λ different from the library's is the consultant's own value.
                materialKey: material && lambda === material.lambda ? material.key : null,
                name: layer.name || material?.name || '',
              })
            }
          />
        )}
        {layer.kind === 'resistance' && (
          <NumberField
            hideLabel
            label={t('module.u-wert-rechner.resistanceOf', { n })}
            unit="m²·K/W"
            unitInHeader
            value={layer.resistance}
            min={0}
            path={`${path}.resistance`}
            onChange={(resistance) => onChange({ ...layer, resistance })}
          />
        )}
      </td>
      <td className="num" data-testid="layer-r">
        {r === null ? '–' : formatFixed(r, 3, i18n.language)}
      </td>
    </tr>
  );
}
