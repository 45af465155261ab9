import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { ElementResult, UValueForm } from '../../../src/renderer/modules/u-wert-rechner/UValueForm';
import {
  elementOutcome,
  uValueInputsSchema,
} from '../../../src/renderer/modules/u-wert-rechner/model';

/*
 * An input of the layer table that is not a valid value never reaches the model: the U-value and
 * the verdict beside it would be those of the last valid entry (or of an implausible one, a wall
 * of 100,000 km insulation giving "U = 0,00 erfüllt"). The result says instead that it can't be
 * computed and which input to check.
 */

const wall = (insulationMm: number) =>
  uValueInputsSchema.parse({
    elements: [
      {
        id: 'el-1',
        name: 'Außenwand Nord',
        component: 'outerWall',
        heatFlow: 'horizontal',
        boundary: 'outside',
        mode: 'layers',
        uDirect: null,
        layers: [
          {
            id: 'ly-1',
            kind: 'material',
            name: 'Mauerwerk',
            materialKey: null,
            thicknessMm: 240,
            lambda: 0.68,
            resistance: null,
          },
          {
            id: 'ly-2',
            kind: 'material',
            name: 'Dämmung',
            materialKey: null,
            thicknessMm: insulationMm,
            lambda: 0.035,
            resistance: null,
          },
        ],
      },
    ],
    materials: [],
  });

const form = (value: ReturnType<typeof wall>) =>
  renderToStaticMarkup(
    createElement(UValueForm, {
      value,
      onChange: () => undefined,
      readOnly: false,
      context: { project: null, contact: null, building: null, modules: {} },
      serverIssues: {},
    } as never),
  );

beforeAll(() => initI18n('de'));

describe('U-value result while a layer input is not valid', () => {
  it('a plausible wall shows its U-value and the verdict', () => {
    const html = form(wall(160));
    expect(html).toContain('U = 0,20 W/(m²·K)');
    expect(html).toContain('>erfüllt<');
  });

  it('a stored insulation of 99.999.999.999 mm gives no U-value and no verdict', () => {
    const html = form(wall(99_999_999_999));
    expect(html).toContain('Dicke, Schicht 2: Der Wert darf höchstens 2.000 sein.');
    expect(html).not.toContain('U = 0,00');
    expect(html).not.toContain('>erfüllt<');
  });

  it('while a typed thickness is not valid, the last valid U and its verdict are not shown', () => {
    // The inputs still hold the last valid 160 mm; the field reported "Dicke, Schicht 2" invalid.
    const element = wall(160).elements[0]!;
    const result = (invalid: readonly string[]) =>
      renderToStaticMarkup(
        createElement(ElementResult, {
          outcome: elementOutcome(element, 0),
          component: element.component,
          invalid,
        }),
      );
    expect(result([])).toContain('>erfüllt<');
    const html = result(['Dicke, Schicht 2']);
    expect(html).not.toContain('U = 0,20');
    expect(html).not.toContain('>erfüllt<');
    expect(html).toContain('Kein Ergebnis: Eingaben prüfen (Dicke, Schicht 2)');
    expect(result(['Dicke, Schicht 2', 'λ, Schicht 1'])).toContain(
      'Kein Ergebnis: Eingaben prüfen (Dicke, Schicht 2; λ, Schicht 1)',
    );
  });
});
