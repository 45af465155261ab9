import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { UValueForm } from '../../../src/renderer/modules/u-wert-rechner/UValueForm';
import { uValueInputsSchema } from '../../../src/renderer/modules/u-wert-rechner/model';
import { componentSchema, surveySchema } from '../../../src/shared/survey/schema';
import { htmlText, surveyContext } from './survey-context';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The survey records no layers, only a U-value per component: the U-value calculator shows the
 * surveyed U of the same component beside the one it computes from the layers.
 */

const taken = (wert: unknown, herkunft = 'gemessen', quelle: string | null = null) => ({
  wert,
  herkunft,
  quelle,
});
const survey = surveySchema.parse({
  bauteile: [
    {
      id: 'wand-nord',
      art: 'wand',
      bezeichnung: 'Außenwand Nord',
      uWert: taken(1.4, 'unterlagen', 'Energieausweis 2012'),
    },
    { id: 'dach', art: 'dach', bezeichnung: 'Dach', uWert: taken(0.9) },
  ],
});
const context = (components = survey.bauteile) =>
  surveyContext({ ...survey, bauteile: components });

// Hand check (DIN EN ISO 6946): 365 mm at λ = 0,5 W/(m·K) → R = 0,73; horizontal to the outside
// R_si 0,13 + R_se 0,04 → R_T = 0,90 m²·K/W, U = 1,11 W/(m²·K); against 1,40 surveyed:
// (1,111 − 1,40) ÷ 1,40 = −20,6 % → "21 % niedriger".
const wall = (element: Record<string, unknown>) => ({
  id: 'el-1',
  name: 'Außenwand Nord',
  component: 'outerWall',
  layers: [{ id: 'ly-1', name: 'Mauerwerk', thicknessMm: 365, lambda: 0.5 }],
  ...element,
});

const text = htmlText;
const form = (elements: Record<string, unknown>[], ctx = context()) =>
  text(
    renderToString(
      createElement(UValueForm, {
        value: uValueInputsSchema.parse({ elements }),
        onChange: () => {},
        readOnly: false,
        context: ctx,
      } as unknown as Parameters<typeof UValueForm>[0]),
    ),
  );

describe('the surveyed U-value beside the computed one', () => {
  beforeAll(() => void initI18n('de'));

  it('shows the surveyed U of the component named alike, its provenance and the difference', () => {
    const html = form([wall({})]);
    expect(html).toContain('U = 1,11 W/(m²·K)');
    expect(html).toContain(
      'Aufnahme: 1,40 W/(m²·K) Gebäudeaufnahme „Außenwand Nord“ (aus Unterlagen: Energieausweis 2012) Berechnet 21 % niedriger als aufgenommen.',
    );
    // Nothing to choose: one wall was surveyed.
    expect(html).not.toContain('Vergleich mit der Gebäudeaufnahme');
  });

  it('the only surveyed component of its kind is compared with, whatever the names', () => {
    expect(form([wall({ name: 'Wand Bestand' })])).toContain('Aufnahme: 1,40 W/(m²·K)');
    // A roof is compared with the surveyed roof, not with the wall.
    const roof = form([
      { id: 'el-2', name: 'Steildach', component: 'roof', mode: 'direct', uDirect: 0.9 },
    ]);
    expect(roof).toContain('Aufnahme: 0,90 W/(m²·K) Gebäudeaufnahme „Dach“ (gemessen)');
    expect(roof).toContain('Berechnet wie aufgenommen.');
    // A door has no surveyed counterpart: no comparison at all.
    expect(
      form([{ id: 'el-3', name: 'Haustür', component: 'door', mode: 'direct', uDirect: 1.8 }]),
    ).not.toContain('Aufnahme:');
  });

  it('with several of its kind the consultant chooses; the choice is kept, also “none”', () => {
    const south = {
      id: 'wand-sued',
      art: 'wand' as const,
      bezeichnung: 'Außenwand Süd',
      uWert: taken(1.2),
    };
    const two = context([...survey.bauteile, componentSchema.parse(south)]);
    const unclear = form([wall({ name: 'Wand' })], two);
    expect(unclear).toContain('Vergleich mit der Gebäudeaufnahme');
    expect(unclear).toContain('Außenwand Süd (1,20 W/(m²·K))');
    expect(unclear).not.toContain('Aufnahme:');
    const chosen = form([wall({ name: 'Wand', comparedWith: 'survey:bauteil:wand-sued:u' })], two);
    expect(chosen).toContain('Aufnahme: 1,20 W/(m²·K) Gebäudeaufnahme „Außenwand Süd“ (gemessen)');
    // 1,111 vs 1,20: −7,4 % → "7 % niedriger".
    expect(chosen).toContain('Berechnet 7 % niedriger als aufgenommen.');
    // "kein Vergleich" chosen even where the names agree.
    expect(form([wall({ comparedWith: null })], two)).not.toContain('Aufnahme:');
  });

  it('without a survey the calculator is as before', () => {
    expect(form([wall({})], context([]))).not.toContain('Gebäudeaufnahme');
  });
});
