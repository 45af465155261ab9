import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { FoerderrechnerForm } from '../../../src/renderer/modules/foerderrechner/Form';
import { foerderrechnerSchema } from '../../../src/renderer/modules/foerderrechner/model';
import { FoerderrechnerSection } from '../../../src/renderer/modules/foerderrechner/ReportSection';
import { moduleFixture } from '../module-fixture';
import { htmlText, projectInfoContext } from './survey-context';

vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The grant calculator names the heating to be replaced, as the survey or the project
 * information has it, and what it means for the climate speed bonus (Richtlinie BEG EM vom
 * 21.12.2023: a working oil, coal, gas-storey or night-storage heating at any age, a gas or
 * biomass heating from 20 years on). A box that disagrees gets a note and a button; nothing is
 * ticked or unticked by itself.
 */

const heating = (erzeuger: string, year: number | null) => ({
  heizung: {
    erzeuger: { wert: erzeuger, herkunft: 'gemessen', quelle: null },
    baujahr: { wert: year, herkunft: 'unterlagen', quelle: 'Typenschild' },
  },
});

const form = (payload: Record<string, unknown>, inputs: Record<string, unknown> = {}) =>
  htmlText(
    renderToString(
      createElement(FoerderrechnerForm, {
        value: foerderrechnerSchema.parse({ heatingCosts: 30_000, ...inputs }),
        onChange: () => {},
        readOnly: false,
        context: projectInfoContext(payload),
        serverIssues: {},
      }),
    ),
  );

describe('the climate speed bonus from the heating to be replaced', () => {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    await initI18n('de');
  });
  afterAll(() => vi.useRealTimers());

  it('a surveyed gas boiler of 1994 (32 years): the bonus may be ticked, one click', () => {
    const text = form({ gebaeudeaufnahme: heating('gasNiedertemperatur', 1994) });
    expect(text).toContain(
      'Bestehende Heizung laut Gebäudeaufnahme (gemessen): Gasheizung, Baujahr 1994 (32 Jahre).',
    );
    expect(text).toContain('Der Klimageschwindigkeitsbonus steht zu, wenn sie noch funktioniert.');
    expect(text).toContain('Klimageschwindigkeitsbonus ankreuzen');
  });

  it('ticked already: the same note, no button', () => {
    const text = form(
      { gebaeudeaufnahme: heating('gasNiedertemperatur', 1994) },
      { climateSpeedBonus: true },
    );
    expect(text).toContain('Der Klimageschwindigkeitsbonus steht zu');
    expect(text).not.toContain('Klimageschwindigkeitsbonus ankreuzen');
  });

  it('a gas boiler of 2010 ticked: too young, the tick can be taken back', () => {
    const text = form(
      { gebaeudeaufnahme: heating('gasBrennwert', 2010) },
      { climateSpeedBonus: true },
    );
    expect(text).toContain('Gasheizung, Baujahr 2010 (16 Jahre).');
    expect(text).toContain(
      'Gas- und Biomasseheizungen erst ab 20 Jahren: kein Klimageschwindigkeitsbonus (eine Gasetagenheizung in jedem Alter).',
    );
    expect(text).toContain('Haken beim Klimageschwindigkeitsbonus entfernen');
  });

  it('an oil heating typed in the project information, before the visit: any age', () => {
    const text = form({ bestandsheizung: { traeger: 'Heizöl', baujahr: 2015, leistungKw: 20 } });
    expect(text).toContain(
      'Bestehende Heizung laut Projektinformationen: Ölheizung, Baujahr 2015 (11 Jahre).',
    );
    expect(text).toContain('Der Klimageschwindigkeitsbonus steht zu, wenn sie noch funktioniert.');
  });

  it('the survey wins over the project information and names where the other differs', () => {
    const text = form({
      gebaeudeaufnahme: heating('gasNiedertemperatur', 1994),
      bestandsheizung: { traeger: 'Erdgas', baujahr: 1998, leistungKw: 24 },
    });
    expect(text).toContain('laut Gebäudeaufnahme (gemessen): Gasheizung, Baujahr 1994');
    expect(text).toContain('Die Projektinformationen nennen: Gasheizung, Baujahr 1998.');
  });

  it('without the year, or 20 years back: says what decides, no button', () => {
    const missing = form({ bestandsheizung: { traeger: 'Gas', baujahr: null } });
    expect(missing).toContain('Bestehende Heizung laut Projektinformationen: Gasheizung.');
    expect(missing).toContain(
      'Bei Gas- und Biomasseheizungen entscheidet das Alter (ab 20 Jahren): Baujahr der Heizung angeben.',
    );
    expect(missing).not.toContain('ankreuzen');
    const twenty = form({ gebaeudeaufnahme: heating('gasBrennwert', 2006) });
    expect(twenty).toContain(
      'Genau 20 Jahre: ob der Bonus zusteht, entscheidet der Monat der Inbetriebnahme (Typenschild, Schornsteinfegerprotokoll).',
    );
    expect(twenty).not.toContain('ankreuzen');
  });

  it('a typed fuel the rule does not know, or none: nothing is said', () => {
    expect(form({ bestandsheizung: { traeger: 'unbekannt' } })).not.toContain(
      'Bestehende Heizung laut',
    );
    expect(form({})).not.toContain('Bestehende Heizung laut');
  });

  it('the report prints the heating the bonus rests on beside the tick', () => {
    const text = htmlText(
      renderToString(
        createElement(FoerderrechnerSection, {
          module: moduleFixture('foerderrechner', {
            heatingCosts: 30_000,
            climateSpeedBonus: true,
          }),
          context: projectInfoContext({ gebaeudeaufnahme: heating('gasNiedertemperatur', 1994) }),
        } as Parameters<typeof FoerderrechnerSection>[0]),
      ),
    );
    expect(text).toContain(
      'Klimageschwindigkeitsbonus +20 % Ja – Bestehende Heizung laut Gebäudeaufnahme (gemessen): Gasheizung, Baujahr 1994 (32 Jahre).',
    );
  });
});
