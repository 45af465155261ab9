import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { EnvelopeForm } from '../../../src/renderer/modules/heizlast-huellflaeche/EnvelopeForm';
import { envelopeInputsSchema } from '../../../src/renderer/modules/heizlast-huellflaeche/model';
import {
  surveyAreaOffers,
  surveyConsumptionOffers,
  surveyUValueOffers,
} from '../../../src/renderer/modules/project-information/flow';
import { ConsumptionForm } from '../../../src/renderer/modules/verbrauch/ConsumptionForm';
import { consumptionInputsSchema } from '../../../src/renderer/modules/verbrauch/model';
import { standardUValue, surveySchema } from '../../../src/shared/survey/schema';
import { surveyContext } from './survey-context';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The site survey feeds the calculators: an envelope component's U-value (measured, from documents
 * or the TABULA Standardwert) and a consumption reading are offered where they are used, named
 * with their provenance, can be taken, and stay the user's to override.
 */

const survey = surveySchema.parse({
  gebaeude: { baujahr: { wert: 1965, herkunft: 'unterlagen', quelle: null } },
  bauteile: [
    {
      id: 'wand-nord',
      art: 'wand',
      bezeichnung: 'Außenwand Nord',
      konstruktion: { wert: 'massiv', herkunft: 'gemessen', quelle: null },
      flaeche: { wert: 42.5, herkunft: 'gemessen', quelle: null },
    },
    {
      id: 'dach',
      art: 'dach',
      bezeichnung: 'Dach',
      uWert: { wert: 0.24, herkunft: 'unterlagen', quelle: 'Energieausweis 2012' },
    },
  ],
  verbrauch: [
    {
      id: 'gas-2023',
      energietraeger: { wert: 'erdgas', herkunft: 'unterlagen', quelle: null },
      jahr: { wert: 2023, herkunft: 'unterlagen', quelle: null },
      menge: { wert: 2150, herkunft: 'unterlagen', quelle: 'Gasrechnung' },
      einheit: { wert: 'm3', herkunft: 'unterlagen', quelle: null },
    },
  ],
});
// The wall's U-value is the typology's Standardwert, as the survey screen's button sets it.
const standard = standardUValue(survey.bauteile[0]!, 1965)!;
survey.bauteile[0]!.uWert = standard;

const context = surveyContext(survey);

const envelope = (element: Record<string, unknown>) =>
  renderToString(
    createElement(EnvelopeForm, {
      value: envelopeInputsSchema.parse({
        elements: [{ id: 'e1', name: 'Wand', area: 40, ...element }],
      }),
      onChange: () => {},
      context,
    } as unknown as Parameters<typeof EnvelopeForm>[0]),
  );

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'");

describe('survey offers', () => {
  beforeAll(() => void initI18n('de'));

  it('offers each surveyed U-value and area with its provenance, the Standardwert with its TABULA class', () => {
    expect(standard.quelle).toMatch(/TABULA/);
    const u = surveyUValueOffers(context);
    expect(u.map((o) => [o.key, o.label, o.value, o.provenance?.herkunft])).toEqual([
      ['survey:bauteil:wand-nord:u', 'Außenwand Nord', standard.wert, 'standardwert'],
      ['survey:bauteil:dach:u', 'Dach', 0.24, 'unterlagen'],
    ]);
    expect(surveyAreaOffers(context).map((o) => [o.label, o.value])).toEqual([
      ['Außenwand Nord', 42.5],
    ]);
    expect(surveyUValueOffers({ ...context, modules: {} })).toEqual([]);
  });

  it('the envelope element offers the survey U-values, named with their provenance', () => {
    const html = text(envelope({ u: null, uFrom: null }));
    expect(html).toContain('Aus …');
    expect(html).toContain(`Gebäudeaufnahme: Außenwand Nord (Standardwert: ${standard.quelle})`);
    expect(html).toContain('Gebäudeaufnahme: Dach (aus Unterlagen: Energieausweis 2012) (0,24)');
  });

  it('a taken U-value says where it came from; a changed survey value can be followed', () => {
    const taken = text(envelope({ u: 0.24, uFrom: 'survey:bauteil:dach:u' }));
    expect(taken).toContain(
      'Übernommen aus Gebäudeaufnahme: Dach (aus Unterlagen: Energieausweis 2012)',
    );
    expect(taken).not.toContain('Neuen Wert übernehmen');
    const moved = text(envelope({ u: 0.3, uFrom: 'survey:bauteil:dach:u' }));
    expect(moved).toContain('Neuen Wert übernehmen (0,24)');
  });

  it('in the narrow element table the source is named in a few words, its full text read with the input', () => {
    const html = envelope({ u: 0.24, uFrom: 'survey:bauteil:dach:u' });
    const short = html.match(/class="taken-short"[^>]*>(.*?)<\/span><\/span>/)?.[1];
    expect(
      short &&
        text(short)
          .trim()
          .split(/\s{2,}/),
    ).toEqual(['Aufnahme', 'aus Unterlagen']);
    // The U-value input is described by the full source (read on focus; shown on hover/focus).
    const input = html.match(/<input[^>]*data-path="elements\.0\.u"[^>]*>/)?.[0];
    const describedBy = input?.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    const described = html.match(new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`))?.[1];
    expect(described).toBe(
      'Übernommen aus Gebäudeaufnahme: Dach (aus Unterlagen: Energieausweis 2012)',
    );
    // The area typed by hand has no source to describe.
    const area = html.match(/<input[^>]*data-path="elements\.0\.area"[^>]*>/)?.[0];
    expect(area).not.toContain('aria-describedby');
  });

  it('a typed U-value (the source dropped) is the user’s own: no source named, the offers stay', () => {
    const typed = text(envelope({ u: 0.3, uFrom: null }));
    expect(typed).not.toContain('Übernommen aus');
    expect(typed).toContain('Aus …');
  });

  it('verbrauch offers the readings taken on site with year, unit and provenance', () => {
    expect(surveyConsumptionOffers(context).map((o) => [o.label, o.value])).toEqual([
      ['2023 (m³)', 2150],
    ]);
    const form = (year: Record<string, unknown>) =>
      text(
        renderToString(
          createElement(ConsumptionForm, {
            value: consumptionInputsSchema.parse({
              fuel: 'gas-m3',
              years: [{ id: 'y1', year: 2023, amount: null, ...year }],
            }),
            onChange: () => {},
            context,
          } as unknown as Parameters<typeof ConsumptionForm>[0]),
        ),
      );
    expect(form({})).toContain('Gebäudeaufnahme: 2023 (m³) (aus Unterlagen: Gasrechnung) (2.150)');
    expect(form({ amount: 2150, amountFrom: 'survey:verbrauch:gas-2023' })).toContain(
      'Übernommen aus Gebäudeaufnahme: 2023 (m³) (aus Unterlagen: Gasrechnung)',
    );
  });
});
