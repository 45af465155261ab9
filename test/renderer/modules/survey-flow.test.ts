import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/renderer/i18n';
import { offered, type ModuleContext } from '../../../src/renderer/modules/definition';
import { EnvelopeForm } from '../../../src/renderer/modules/heizlast-huellflaeche/EnvelopeForm';
import { envelopeInputsSchema } from '../../../src/renderer/modules/heizlast-huellflaeche/model';
import { JazForm } from '../../../src/renderer/modules/jaz/Form';
import { jazSchema } from '../../../src/renderer/modules/jaz/model';
import { roomsInputsSchema } from '../../../src/renderer/modules/raumweise/model';
import { RoomsForm } from '../../../src/renderer/modules/raumweise/RoomsForm';
import { roomsFromOffers } from '../../../src/renderer/modules/raumweise/taken-rooms';
import { withOffers } from '../../../src/renderer/modules/registry';
import { WaermepumpeForm } from '../../../src/renderer/modules/waermepumpe/Form';
import { waermepumpeInitial } from '../../../src/renderer/modules/waermepumpe/model';
import { untakenGroups } from '../../../src/renderer/ui/fields/offer';
import { demoVisitSurvey } from '../../../src/server/seed/demo-survey';
import { emptyConsultantProfile } from '../../../src/shared/domain/consultant-profile';
import { beforeLeaving } from '../../../src/shared/survey/before-leaving';
import { surveySchema } from '../../../src/shared/survey/schema';
import { moduleFixture } from '../module-fixture';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/*
 * The site survey feeds the calculators through the modules' offers: the envelope components
 * become heizlast elements (area and U taken, each named with its provenance), the rooms with
 * their radiators become raumweise rooms, the heating's flow temperature is offered to the heat
 * pump and its JAZ, the heated area to the envelope. The demo's visited project has this survey.
 */

const context = (survey: unknown = demoVisitSurvey, building: unknown = null): ModuleContext =>
  withOffers({
    project: { type: 'heat-planning' } as ModuleContext['project'],
    contact: null,
    building: building as ModuleContext['building'],
    modules: {
      'project-information': moduleFixture('project-information', { gebaeudeaufnahme: survey }),
    },
  });

const text = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const props = (ctx: ModuleContext) => ({
  onChange: () => undefined,
  readOnly: false,
  context: ctx,
});

describe('the survey in the calculators', () => {
  beforeAll(() => void initI18n('de'));

  it('the demo survey is a valid and complete one: nothing missing for heat load or balancing', () => {
    expect(surveySchema.parse(demoVisitSurvey)).toEqual(demoVisitSurvey);
    const documents = beforeLeaving({
      projectType: 'heat-planning',
      survey: demoVisitSurvey,
      profile: emptyConsultantProfile,
      pvPlanCount: 0,
    });
    for (const goal of ['heizlast', 'hydraulik'])
      expect(
        documents.find((d) => d.document === goal)!.items.filter((i) => i.state === 'missing'),
      ).toEqual([]);
    // Its walls carry the typology's Standardwert, as the survey screen sets it.
    expect(demoVisitSurvey.bauteile[0]!.uWert).toMatchObject({ herkunft: 'standardwert' });
    expect(demoVisitSurvey.bauteile[0]!.uWert.quelle).toMatch(/TABULA/);
  });

  it('each surveyed component is offered once as a whole element, until one is taken from it', () => {
    const ctx = context();
    const areas = offered(ctx, 'heizlast-huellflaeche.elementArea');
    const us = offered(ctx, 'heizlast-huellflaeche.elementU');
    expect(areas.map((o) => [o.label, o.value])).toEqual([
      ['Außenwand Süd', 38.5],
      ['Außenwand Nord', 41.2],
      ['Dach', 96],
      ['Kellerdecke', 71],
      ['Fenster', 24.6],
    ]);
    expect(untakenGroups([...areas, ...us], []).size).toBe(5);
    // The roof's U taken into an element: the roof is no longer offered as a whole.
    const left = untakenGroups([...areas, ...us], ['survey:bauteil:demo-dach:u']);
    expect([...left.keys()]).not.toContain('survey:bauteil:demo-dach');
    expect(left.size).toBe(4);

    const html = text(
      createElement(EnvelopeForm, {
        ...props(ctx),
        value: envelopeInputsSchema.parse({
          elements: [
            {
              id: 'e1',
              name: 'Dach',
              area: 96,
              areaFrom: 'survey:bauteil:demo-dach:flaeche',
              u: 0.28,
              uFrom: 'survey:bauteil:demo-dach:u',
            },
          ],
        }),
      } as never),
    );
    expect(html).toContain('4 Bauteile aus der Gebäudeaufnahme übernehmen');
    expect(html).toContain('Übernommen aus Gebäudeaufnahme: Dach (gemessen)');
    expect(html).toContain(
      'Übernommen aus Gebäudeaufnahme: Dach (aus Unterlagen: Rechnung Dachdämmung 2009)',
    );
  });

  it('the envelope is offered the building’s living area first, then the surveyed heated area', () => {
    const areas = offered(
      context(demoVisitSurvey, { livingArea: 138, buildingYear: 1968 }),
      'heizlast-huellflaeche.heatedArea',
    );
    expect(areas.map((o) => [o.key, o.value])).toEqual([
      ['building:livingArea', 138],
      ['survey:gebaeude:beheizteFlaeche', 142],
    ]);
    const html = text(
      createElement(EnvelopeForm, {
        ...props(context()),
        value: envelopeInputsSchema.parse({
          heatedArea: 142,
          heatedAreaFrom: 'survey:gebaeude:beheizteFlaeche',
        }),
      } as never),
    );
    expect(html).toContain(
      'Übernommen aus Gebäudeaufnahme: beheizte Fläche (aus Unterlagen: Wohnflächenberechnung 1968)',
    );
  });

  it('surveyed rooms become raumweise rooms with their area taken and their radiators', () => {
    const ctx = context();
    const areas = offered(ctx, 'raumweise.roomArea');
    const radiators = offered(ctx, 'raumweise.radiatorOutput');
    const temperatures = offered(ctx, 'raumweise.indoorTemperature');
    const rooms = roomsFromOffers(areas, radiators, (label) => label, temperatures);
    expect(
      rooms.map((r) => [
        r.name,
        r.use,
        r.indoorTemperature,
        r.area,
        r.areaFrom,
        r.radiators.length,
      ]),
    ).toEqual([
      ['Wohnzimmer', 'living', 20, 32.4, 'survey:raum:demo-wohnen:flaeche', 2],
      ['Küche', 'kitchen', 20, 12.1, 'survey:raum:demo-kueche:flaeche', 1],
      ['Bad', 'bath', 24, 8.3, 'survey:raum:demo-bad:flaeche', 1],
      ['Schlafzimmer', 'bedroom', 20, 16.8, 'survey:raum:demo-schlafen:flaeche', 1],
    ]);
    expect(rooms[0]!.radiators.map((r) => r.ratedOutput)).toEqual([2380, 1700]);

    const html = text(
      createElement(RoomsForm, {
        ...props(ctx),
        value: roomsInputsSchema.parse({ rooms: rooms.slice(0, 1) }),
      } as never),
    );
    expect(html).toContain('Übernommen aus Gebäudeaufnahme: Wohnzimmer (gemessen)');
    // The three rooms not taken yet can still be taken.
    expect(html).toContain('3 Räume aus der Gebäudeaufnahme übernehmen');
  });

  it('the flow temperature the heating is set to is offered to the heat pump and its JAZ', () => {
    const ctx = context();
    const offer = 'Gebäudeaufnahme: Vorlauftemperatur (gemessen: Regler abgelesen) (65)';
    expect(
      text(createElement(WaermepumpeForm, { ...props(ctx), value: waermepumpeInitial() } as never)),
    ).toContain(offer);
    expect(
      text(createElement(JazForm, { ...props(ctx), value: jazSchema.parse({}) } as never)),
    ).toContain(offer);
  });

  it('an empty survey offers nothing', () => {
    const ctx = context({});
    for (const field of [
      'heizlast-huellflaeche.elementArea',
      'heizlast-huellflaeche.heatedArea',
      'raumweise.roomArea',
      'raumweise.radiatorOutput',
      'waermepumpe.flowTemperature',
    ] as const)
      expect(offered(ctx, field)).toEqual([]);
  });
});
