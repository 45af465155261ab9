import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { surveyFuelOffers } from '../../../src/renderer/modules/project-information/flow';
import { consumptionModule } from '../../../src/renderer/modules/verbrauch';
import { ConsumptionForm } from '../../../src/renderer/modules/verbrauch/ConsumptionForm';
import {
  consumptionInputsSchema,
  type ConsumptionInputs,
} from '../../../src/renderer/modules/verbrauch/model';
import { openModule } from '../../../src/renderer/modules/payload';
import { surveySchema } from '../../../src/shared/survey/schema';
import { htmlText, surveyContext } from './survey-context';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The existing heating's fuel, surveyed on site, is offered to the consumption analysis as the
 * fuel with the unit its readings were taken in, named with its provenance where it is taken.
 */

const taken = (wert: unknown, herkunft = 'unterlagen', quelle: string | null = null) => ({
  wert,
  herkunft,
  quelle,
});
const reading = (id: string, fuel: string, year: number, unit: string) => ({
  id,
  energietraeger: taken(fuel),
  jahr: taken(year),
  menge: taken(1000),
  einheit: taken(unit),
});

const contextWith = (survey: Record<string, unknown>) => surveyContext(surveySchema.parse(survey));

const gasInM3 = contextWith({
  heizung: { brennstoff: taken('erdgas', 'unterlagen', 'Schornsteinfegerprotokoll') },
  verbrauch: [
    // Electricity readings of the household do not decide the heating's unit.
    reading('strom-2023', 'strom', 2023, 'kWh'),
    reading('gas-2022', 'erdgas', 2022, 'kWh'),
    reading('gas-2023', 'erdgas', 2023, 'm3'),
  ],
});

const text = htmlText;

const form = (inputs: Record<string, unknown>, context = gasInM3) =>
  renderToString(
    createElement(ConsumptionForm, {
      value: consumptionInputsSchema.parse(inputs),
      onChange: () => {},
      context,
    } as unknown as Parameters<typeof ConsumptionForm>[0]),
  );

describe('the surveyed fuel in the consumption analysis', () => {
  beforeAll(() => void initI18n('de'));

  it('is offered with the unit of the latest reading of that fuel, and its provenance', () => {
    expect(surveyFuelOffers(gasInM3)).toEqual([
      {
        key: 'survey:heizung:brennstoff',
        source: 'survey',
        label: 'erdgas',
        value: 'gas-m3',
        provenance: { herkunft: 'unterlagen', quelle: 'Schornsteinfegerprotokoll' },
      },
    ]);
    const value = (survey: Record<string, unknown>) =>
      surveyFuelOffers(contextWith(survey)).map((o) => o.value);
    // Without readings: gas as the bill states it (kWh, Hs), oil in litres.
    expect(value({ heizung: { brennstoff: taken('erdgas') } })).toEqual(['gas-kwh-hs']);
    expect(value({ heizung: { brennstoff: taken('heizoel') } })).toEqual(['oil-l']);
    expect(value({ heizung: { brennstoff: taken('fernwaerme') } })).toEqual(['kwh']);
    // Pellets weighed in kg: this analysis has no conversion, so nothing is offered …
    const pellets = { heizung: { brennstoff: taken('holzpellets') } };
    expect(value({ ...pellets, verbrauch: [reading('p', 'holzpellets', 2023, 'kg')] })).toEqual([]);
    // … unless they were read in kWh.
    expect(value({ ...pellets, verbrauch: [reading('p', 'holzpellets', 2023, 'kWh')] })).toEqual([
      'kwh',
    ]);
    expect(value({})).toEqual([]);
  });

  it('a stored analysis without a source keeps its fuel as the user’s own, the survey offered', () => {
    // An older payload (no fuelFrom) read as the editor reads it: no source is claimed for it.
    const read = openModule<ConsumptionInputs>(
      consumptionModule,
      { payload: { fuel: 'gas-kwh-hs', years: [] }, schemaVersion: 2 },
      gasInM3,
    );
    expect(read.ok && read.inputs.fuel).toBe('gas-kwh-hs');
    expect(read.ok && read.inputs.fuelFrom).toBeFalsy();
    const html = text(form({ fuel: 'gas-kwh-hs' }));
    expect(html).toContain('Aus der Gebäudeaufnahme übernehmen: Erdgas in m³');
    expect(html).not.toContain('Übernommen aus');
  });

  it('the form offers the fuel in one click while it is chosen by hand', () => {
    const html = text(form({ fuel: 'oil-l' }));
    expect(html).toContain('Aus der Gebäudeaufnahme übernehmen: Erdgas in m³');
    expect(html).not.toContain('Übernommen aus');
  });

  it('a taken fuel names its source in a few words, the full source read with the choice', () => {
    const html = form({ fuel: 'gas-m3', fuelFrom: 'survey:heizung:brennstoff' });
    const short = html.match(/class="taken-short"[^>]*>(.*?)<\/span><\/span>/)?.[1];
    expect(short && text(short).trim().split(' ')).toEqual(['Aufnahme', 'aus', 'Unterlagen']);
    const select = html.match(/<select[^>]*aria-describedby="([^"]+)"[^>]*>/);
    expect(select).toBeTruthy();
    const described = html.match(new RegExp(`id="${select![1]}"[^>]*>([^<]*)<`))?.[1];
    expect(described).toBe(
      'Übernommen aus Gebäudeaufnahme: Energieträger Erdgas (aus Unterlagen: Schornsteinfegerprotokoll)',
    );
    expect(text(html)).not.toContain('Aus der Gebäudeaufnahme übernehmen');
    expect(text(html)).not.toContain('Neuen Wert übernehmen');
  });

  it('a survey that now names another unit can be followed; a vanished one is said', () => {
    const moved = text(form({ fuel: 'gas-kwh-hs', fuelFrom: 'survey:heizung:brennstoff' }));
    expect(moved).toContain('Neuen Wert übernehmen (Erdgas in m³)');
    const gone = text(
      form({ fuel: 'gas-m3', fuelFrom: 'survey:heizung:brennstoff' }, contextWith({})),
    );
    expect(gone).toContain('Die Quelle dieses Werts gibt es nicht mehr');
  });
});
