import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { WaermepumpeForm } from '../../../src/renderer/modules/waermepumpe/Form';
import { WaermepumpeSection } from '../../../src/renderer/modules/waermepumpe/ReportSection';
import { waermepumpeSchema } from '../../../src/renderer/modules/waermepumpe/model';
import { waermepumpeModule } from '../../../src/renderer/modules/waermepumpe';
import { ConsumptionForm } from '../../../src/renderer/modules/verbrauch/ConsumptionForm';
import { consumptionInputsSchema } from '../../../src/renderer/modules/verbrauch/model';
import { moduleFixture } from '../module-fixture';
import { htmlText, surveyContext } from './survey-context';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The survey's heating feeds the heat pump module: the rated output from the existing boiler's
 * type plate is offered with its provenance, can be typed over, and checks the heat load (an old
 * boiler is usually far larger; a heat load above it is a figure to check).
 */

const survey = {
  heizung: {
    erzeuger: { wert: 'gasNiedertemperatur', herkunft: 'gemessen', quelle: null },
    baujahr: { wert: 1998, herkunft: 'unterlagen', quelle: 'Typenschild' },
    nennleistung: { wert: 24, herkunft: 'unterlagen', quelle: 'Typenschild' },
  },
};
const context = surveyContext(survey);

const form = (inputs: Record<string, unknown>, ctx = context) =>
  htmlText(
    renderToString(
      createElement(WaermepumpeForm, {
        value: waermepumpeSchema.parse(inputs),
        onChange: () => {},
        readOnly: false,
        context: ctx,
        serverIssues: {},
      }),
    ),
  );

describe('the existing heat generator in the heat pump module', () => {
  beforeAll(() => void initI18n('de'));

  it('offers the type plate’s rated output with its provenance', () => {
    const text = form({ heatLoad: 9.8 });
    expect(text).toContain('Nennleistung des bestehenden Wärmeerzeugers');
    expect(text).toContain(
      'Gebäudeaufnahme: Nennleistung des Wärmeerzeugers (aus Unterlagen: Typenschild) (24)',
    );
    // Nothing taken yet: no check.
    expect(text).not.toContain('der Nennleistung des bestehenden Wärmeerzeugers (');
  });

  it('taken: names its source and puts the heat load beside it (9,8 ÷ 24 = 41 %)', () => {
    const text = form({
      heatLoad: 9.8,
      existingGeneratorOutput: 24,
      existingGeneratorOutputFrom: 'survey:heizung:nennleistung',
    });
    expect(text).toContain(
      'Übernommen aus Gebäudeaufnahme: Nennleistung des Wärmeerzeugers (aus Unterlagen: Typenschild)',
    );
    expect(text).toContain(
      'Die Heizlast von 9,8 kW ist 41 % der Nennleistung des bestehenden Wärmeerzeugers (24,0 kW). Bestehende Kessel sind meist größer als nötig',
    );
  });

  it('a heat load above a typed rated output is a figure to check', () => {
    // Typed over the survey's 24 kW (the boiler was replaced): 26 kW heat load > 18 kW.
    const text = form({
      heatLoad: 26,
      existingGeneratorOutput: 18,
      existingGeneratorOutputFrom: null,
    });
    expect(text).toContain(
      'Die Heizlast von 26,0 kW ist größer als die Nennleistung des bestehenden Wärmeerzeugers (18,0 kW), der das Haus bisher warm gehalten hat.',
    );
    expect(text).not.toContain('Übernommen aus Gebäudeaufnahme: Nennleistung');
  });

  it('without a survey nothing is offered; a new module does not claim one', () => {
    expect(form({ heatLoad: 9.8 }, surveyContext({}))).not.toContain('Typenschild');
    expect(waermepumpeModule.initial(context).existingGeneratorOutput).toBeNull();
  });

  it('the report prints the rated output and the check', () => {
    const text = htmlText(
      renderToString(
        createElement(WaermepumpeSection, {
          module: moduleFixture('waermepumpe', {
            heatLoad: 9.8,
            existingGeneratorOutput: 24,
            existingGeneratorOutputFrom: 'survey:heizung:nennleistung',
          }),
          context,
          definition: waermepumpeModule,
        }),
      ),
    );
    expect(text).toContain('Nennleistung des bestehenden Wärmeerzeugers 24,0 kW');
    expect(text).toContain('Die Heizlast von 9,8 kW ist 41 % der Nennleistung');
  });

  it('the consumption analysis names the generator its efficiency is assumed for', () => {
    const consumption = (ctx: typeof context) =>
      htmlText(
        renderToString(
          createElement(ConsumptionForm, {
            value: consumptionInputsSchema.parse({}),
            onChange: () => {},
            readOnly: false,
            context: ctx,
            serverIssues: {},
          }),
        ),
      );
    expect(consumption(context)).toContain(
      'Bestehender Wärmeerzeuger laut Gebäudeaufnahme: Gas-Niedertemperaturkessel, Baujahr 1998. Zwischen 0 und 1, z. B. 0,85.',
    );
    const noYear = surveyContext({ heizung: { ...survey.heizung, baujahr: undefined } });
    expect(consumption(noYear)).toContain(
      'Bestehender Wärmeerzeuger laut Gebäudeaufnahme: Gas-Niedertemperaturkessel. Zwischen',
    );
    expect(consumption(surveyContext({}))).not.toContain('laut Gebäudeaufnahme');
  });
});
