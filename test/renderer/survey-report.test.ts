import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import { SurveyReportSection } from '../../src/renderer/features/survey/SurveyReportSection';
import { componentSchema, standardUValue, surveyKey } from '../../src/shared/survey/schema';
import { htmlText } from './modules/survey-context';

// The report's imports reach the core's bridge; these sections need none of it.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

/*
 * The survey as the customer reads it in the report: U-values written as U-values are (two
 * decimals, "1,00", as the heat load's table beside it prints them), and a Standardwert named by
 * its typology and class, without the name of the file the table was read from.
 */

const wall = (uWert: unknown) =>
  componentSchema.parse({
    id: 'wand-nord',
    art: 'wand',
    bezeichnung: 'Außenwand Nord',
    konstruktion: { wert: 'massiv', herkunft: 'gemessen', quelle: null },
    flaeche: { wert: 48, herkunft: 'gemessen', quelle: null },
    uWert,
  });

const report = (components: unknown[]) =>
  htmlText(
    renderToStaticMarkup(
      createElement(SurveyReportSection, { payload: { [surveyKey]: { bauteile: components } } }),
    ),
  );

describe('the survey in the report', () => {
  beforeAll(() => void initI18n('de'));

  it('prints U-values with two decimals, as the calculators do', () => {
    const text = report([
      wall({ wert: 1, herkunft: 'unterlagen', quelle: 'Energieausweis 2012' }),
      { ...wall({ wert: 0.6, herkunft: 'gemessen', quelle: null }), id: 'dach', art: 'dach' },
    ]);
    expect(text).toContain('Außenwand Nord – 48 1,00 aus Unterlagen: Energieausweis 2012');
    expect(text).toContain('0,60 gemessen');
  });

  it('names a Standardwert by its typology and class, not by a file name', () => {
    // A massive wall of 1971: TABULA DE class DE.MOBASY.06 (1969–1978).
    const standard = standardUValue(wall({}), 1971)!;
    const text = report([wall(standard)]);
    expect(text).toContain(
      'Standardwert: IWU, Deutsche Wohngebäudetypologie (TABULA DE), Datensatz DE.MOBASY (2022), DE.MOBASY.06 (1969–1978)',
    );
    expect(text).not.toMatch(/\.xlsx/);
  });

  it('prints where each room value and radiator came from', () => {
    const text = htmlText(
      renderToStaticMarkup(
        createElement(SurveyReportSection, {
          payload: {
            [surveyKey]: {
              raeume: [
                {
                  id: 'wz',
                  name: 'Wohnzimmer',
                  flaeche: { wert: 28.4, herkunft: 'gemessen', quelle: null },
                  solltemperatur: { wert: 20, herkunft: 'standardwert', quelle: 'DIN/TS 12831-1' },
                  heizkoerper: [
                    {
                      id: 'hk',
                      typ: { wert: 'plattenheizkoerper', herkunft: 'gemessen', quelle: null },
                      bauart: { wert: '22', herkunft: 'gemessen', quelle: null },
                      laenge: { wert: 1400, herkunft: 'gemessen', quelle: null },
                      hoehe: { wert: 600, herkunft: 'gemessen', quelle: null },
                      normleistung: { wert: 1650, herkunft: 'unterlagen', quelle: null },
                    },
                  ],
                },
              ],
            },
          },
        }),
      ),
    );
    expect(text).toContain(
      'Wohnzimmer 28,4 (gemessen) 20 (Standardwert: DIN/TS 12831-1) Plattenheizkörper 22 1.400 × 600 mm (gemessen), 1.650 W (aus Unterlagen)',
    );
  });
});
