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
import { htmlText, projectInfoContext, surveyContext } from './survey-context';

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

  /*
   * The project information's "Bestehende Heizung" (typed before or at the visit) is offered too.
   * The survey's type plate wins where both exist: it is offered first, and a field that took
   * the project information's value names the survey's when it differs.
   */
  const typedInInfo = (leistungKw: number, withSurvey: boolean) =>
    projectInfoContext({
      bestandsheizung: { traeger: 'Erdgas', baujahr: 1998, leistungKw },
      ...(withSurvey ? { gebaeudeaufnahme: survey } : {}),
    });
  const fromInfo = 'project-information:bestandsheizung:leistungKw';

  it('offers the rated output typed in the project information, named as there', () => {
    const text = form({ heatLoad: 9.8 }, typedInInfo(18, false));
    expect(text).toContain('Projektinformationen: Nennleistung der bestehenden Heizung (18)');
    const taken = form(
      { heatLoad: 9.8, existingGeneratorOutput: 18, existingGeneratorOutputFrom: fromInfo },
      typedInInfo(18, false),
    );
    expect(taken).toContain(
      'Übernommen aus Projektinformationen: Nennleistung der bestehenden Heizung',
    );
    expect(taken).toContain('Die Heizlast von 9,8 kW ist 54 % der Nennleistung');
  });

  it('with both, the survey’s type plate comes first', () => {
    const both = form({ heatLoad: 9.8 }, typedInInfo(18, true));
    const survey = both.indexOf('Gebäudeaufnahme: Nennleistung des Wärmeerzeugers');
    const info = both.indexOf('Projektinformationen: Nennleistung der bestehenden Heizung');
    expect(survey).toBeGreaterThan(-1);
    expect(info).toBeGreaterThan(survey);
  });

  it('taken from the project information, a different type plate in the survey is named', () => {
    const value = {
      heatLoad: 9.8,
      existingGeneratorOutput: 18,
      existingGeneratorOutputFrom: fromInfo,
    };
    expect(form(value, typedInInfo(18, true))).toContain(
      'Die Gebäudeaufnahme nennt 24,0 kW (aus Unterlagen: Typenschild). Wert der Gebäudeaufnahme übernehmen',
    );
    // Typed over, or both saying the same: nothing to point at.
    expect(
      form({ ...value, existingGeneratorOutputFrom: null }, typedInInfo(18, true)),
    ).not.toContain('Die Gebäudeaufnahme nennt');
    expect(form({ ...value, existingGeneratorOutput: 24 }, typedInInfo(24, true))).not.toContain(
      'Die Gebäudeaufnahme nennt',
    );
  });

  it('the report names where the rated output came from', () => {
    const report = (inputs: Record<string, unknown>, ctx = context) =>
      htmlText(
        renderToString(
          createElement(WaermepumpeSection, {
            module: moduleFixture('waermepumpe', { heatLoad: 9.8, ...inputs }),
            context: ctx,
            definition: waermepumpeModule,
          }),
        ),
      );
    expect(
      report({
        existingGeneratorOutput: 24,
        existingGeneratorOutputFrom: 'survey:heizung:nennleistung',
      }),
    ).toContain(
      'Nennleistung des bestehenden Wärmeerzeugers 24,0 kW (Gebäudeaufnahme, aus Unterlagen: Typenschild)',
    );
    expect(
      report(
        { existingGeneratorOutput: 18, existingGeneratorOutputFrom: fromInfo },
        typedInInfo(18, false),
      ),
    ).toContain('Nennleistung des bestehenden Wärmeerzeugers 18,0 kW (Projektinformationen)');
    // Typed: the figure alone.
    expect(report({ existingGeneratorOutput: 20, existingGeneratorOutputFrom: null })).toMatch(
      /Nennleistung des bestehenden Wärmeerzeugers 20,0 kW (?!\()/,
    );
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
