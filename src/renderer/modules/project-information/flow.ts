import {
  surveyOf,
  type ConsumptionUnit,
  type Survey,
  type SurveyFuel,
  type Surveyed,
  type SurveyComponent,
} from '../../../shared/survey/schema';
import {
  co2PricedFuelOfSurvey,
  co2PricedFuelOfText,
  heatingKindOfSurvey,
  heatingKindOfText,
} from '../../../shared/survey/existing-heating';
import type { ModuleContext, ModuleOffers } from '../definition';
import type { Offer } from '../../ui/fields/offer';
import { heatingSchema } from './model';

/*
 * What the project's own data offers the calculators: the building's living area and year (its
 * record), and the site survey (the `gebaeudeaufnahme` key of this module's payload). Each survey
 * offer carries the value's provenance (gemessen, aus Unterlagen, geschätzt, Standardwert with its
 * TABULA class), so the field that takes it can say how sure it is.
 * Keys: `building:<field>`, `survey:gebaeude:<field>`, `survey:bauteil:<id>:u|flaeche`,
 * `survey:raum:<id>:flaeche`, `survey:raum:<id>:heizkoerper:<id>`, `survey:heizung:<field>`,
 * `survey:verbrauch:<id>`; the project information's own fields `project-information:<path>`.
 */

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function livingAreaOffer(context: ModuleContext): Offer | null {
  const value = num(context.building?.livingArea);
  return value === null
    ? null
    : { key: 'building:livingArea', source: 'building', label: 'livingArea', value };
}

export function buildingYearOffer(context: ModuleContext): Offer | null {
  const value = num(context.building?.buildingYear);
  return value === null
    ? null
    : { key: 'building:buildingYear', source: 'building', label: 'buildingYear', value };
}

const surveyIn = (context: ModuleContext): Survey =>
  surveyOf(context.modules['project-information']?.payload);

/** One surveyed number as an offer, named as on site; none while it was not taken. */
const surveyOffer = (
  key: string,
  label: string,
  { wert, herkunft, quelle }: Surveyed<number>,
  group?: string,
): Offer[] =>
  wert === null
    ? []
    : [
        {
          key,
          source: 'survey',
          label: label.trim(),
          value: wert,
          provenance: { herkunft, quelle },
          ...(group ? { group } : {}),
        },
      ];

/** One surveyed value of each envelope component that has it, keyed by component and field. */
const componentOffers = (context: ModuleContext, field: 'uWert' | 'flaeche', suffix: string) =>
  surveyIn(context).bauteile.flatMap((component: SurveyComponent) =>
    surveyOffer(
      `survey:bauteil:${component.id}:${suffix}`,
      component.bezeichnung,
      component[field],
      `survey:bauteil:${component.id}`,
    ).map((offer) => ({ ...offer, component: component.art })),
  );

/**
 * U-values of the surveyed envelope components (W/(m²·K)), for heizlast and raumweise to take and
 * for the U-value calculator to compare a computed U with (the survey has no layers to offer).
 */
export const surveyUValueOffers = (context: ModuleContext): Offer[] =>
  componentOffers(context, 'uWert', 'u');

/** Areas of the surveyed envelope components (m²), for the envelope's elements. */
export const surveyAreaOffers = (context: ModuleContext): Offer[] =>
  componentOffers(context, 'flaeche', 'flaeche');

/** The heated living area measured or read on site (m²). */
export const surveyHeatedAreaOffers = (context: ModuleContext): Offer[] =>
  surveyOffer(
    'survey:gebaeude:beheizteFlaeche',
    'beheizteFlaeche',
    surveyIn(context).gebaeude.beheizteFlaeche,
  );

/** One surveyed value of each room that has it, labelled with the room's name, in its group. */
const roomOffers = (context: ModuleContext, field: 'flaeche' | 'solltemperatur') =>
  surveyIn(context).raeume.flatMap((room) =>
    surveyOffer(
      `survey:raum:${room.id}:${field}`,
      room.name,
      room[field],
      `survey:raum:${room.id}`,
    ),
  );

/** The rooms' areas (m²), for raumweise's rooms. */
export const surveyRoomAreaOffers = (context: ModuleContext): Offer[] =>
  roomOffers(context, 'flaeche');

/** The rooms' set temperatures (°C), for raumweise's rooms. */
export const surveyRoomTemperatureOffers = (context: ModuleContext): Offer[] =>
  roomOffers(context, 'solltemperatur');

/** Each room's radiators by rated output (W), in their room's group. */
export const surveyRadiatorOffers = (context: ModuleContext): Offer[] =>
  surveyIn(context).raeume.flatMap((room) =>
    room.heizkoerper.flatMap((radiator, index) =>
      surveyOffer(
        `survey:raum:${room.id}:heizkoerper:${radiator.id}`,
        [room.name.trim(), `${index + 1}`].filter(Boolean).join(' '),
        radiator.normleistung,
        `survey:raum:${room.id}`,
      ),
    ),
  );

/** The flow temperature the existing heating is set to (°C), for the heat pump and its JAZ. */
export const surveyFlowTemperatureOffers = (context: ModuleContext): Offer[] =>
  surveyOffer(
    'survey:heizung:vorlauftemperatur',
    'vorlauftemperatur',
    surveyIn(context).heizung.vorlauftemperatur,
  );

/** The existing generator's rated output from its type plate (kW), for the heat pump's check. */
export const surveyGeneratorOutputOffers = (context: ModuleContext): Offer[] =>
  surveyOffer(
    'survey:heizung:nennleistung',
    'nennleistung',
    surveyIn(context).heizung.nennleistung,
  );

/** The project information's "Bestehende Heizung" as typed (empty where missing or damaged). */
const typedHeating = (context: ModuleContext) => {
  const parsed = heatingSchema.safeParse(
    context.modules['project-information']?.payload?.bestandsheizung ?? {},
  );
  return parsed.success ? parsed.data : heatingSchema.parse({});
};

/**
 * The existing generator's rated output as typed in the project information ("Bestehende
 * Heizung"), often before the visit. The survey's type plate, read on site, wins where both exist:
 * the heat pump lists it first and names it beside a value taken from here when they differ.
 */
export function projectInfoGeneratorOutputOffers(context: ModuleContext): Offer[] {
  const value = num(typedHeating(context).leistungKw);
  if (value === null || value <= 0) return [];
  return [
    {
      key: 'project-information:bestandsheizung:leistungKw',
      source: 'project-information',
      label: 'existingGenerator.projectInfoOutput',
      value,
    },
  ];
}

/** The existing generator's type with its year, shown where its efficiency is assumed. */
export const surveyGeneratorOffers = (context: ModuleContext): Offer<string>[] => {
  const { erzeuger, baujahr } = surveyIn(context).heizung;
  if (erzeuger.wert === null) return [];
  return [
    {
      key: 'survey:heizung:erzeuger',
      source: 'survey',
      label: baujahr.wert === null ? '' : String(baujahr.wert),
      value: erzeuger.wert,
      provenance: { herkunft: erzeuger.herkunft, quelle: erzeuger.quelle },
    },
  ];
};

/**
 * An existing-heating choice offered from both places: the survey's first (read on site), then the
 * project information's typed Energieträger (`project-information:bestandsheizung:traeger`); each
 * only where it names a value, with its own label.
 */
const surveyThenTyped = (
  surveyed: { key: string; value: string | null; label: string; from: Surveyed<unknown> },
  typed: { value: string | null; label: string },
): Offer<string>[] => [
  ...(surveyed.value === null
    ? []
    : [
        {
          key: surveyed.key,
          source: 'survey' as const,
          label: surveyed.label,
          value: surveyed.value,
          provenance: { herkunft: surveyed.from.herkunft, quelle: surveyed.from.quelle },
        },
      ]),
  ...(typed.value === null
    ? []
    : [
        {
          key: 'project-information:bestandsheizung:traeger',
          source: 'project-information' as const,
          label: typed.label,
          value: typed.value,
        },
      ]),
];

const yearLabel = (year: number | null) => (year === null ? '' : String(year));

/**
 * The heating to be replaced, for the grant's climate speed bonus: the survey's generator (by its
 * fuel where the generator says less) and the project information's Energieträger when it names
 * a kind the rule knows, each with its own year as the label.
 */
export function existingHeatingOffers(context: ModuleContext): Offer<string>[] {
  const { heizung } = surveyIn(context);
  const typed = typedHeating(context);
  return surveyThenTyped(
    {
      key: 'survey:heizung:erzeuger',
      value: heatingKindOfSurvey(heizung),
      label: yearLabel(heizung.baujahr.wert),
      from: heizung.erzeuger.wert !== null ? heizung.erzeuger : heizung.brennstoff,
    },
    { value: heatingKindOfText(typed.traeger), label: yearLabel(num(typed.baujahr)) },
  );
}

/**
 * The current heating's fuel for the economics' CO₂ price: the survey's (read on site) first,
 * then the project information's typed Energieträger; only fuels with a cited factor.
 */
export function currentFuelOffers(context: ModuleContext): Offer<string>[] {
  const { brennstoff } = surveyIn(context).heizung;
  return surveyThenTyped(
    {
      key: 'survey:heizung:brennstoff',
      value: co2PricedFuelOfSurvey(brennstoff.wert),
      label: '',
      from: brennstoff,
    },
    { value: co2PricedFuelOfText(typedHeating(context).traeger), label: '' },
  );
}

/** The consumption readings taken on site (amount in the reading's unit), for `verbrauch`. */
export const surveyConsumptionOffers = (context: ModuleContext): Offer[] =>
  surveyIn(context).verbrauch.flatMap((reading) => {
    const year = reading.jahr.wert;
    const unit = reading.einheit.wert;
    const label = [year ?? '', unit ? `(${unit === 'm3' ? 'm³' : unit})` : '']
      .filter(Boolean)
      .join(' ');
    return surveyOffer(`survey:verbrauch:${reading.id}`, label, reading.menge);
  });

/**
 * The heating's fuel as `verbrauch` converts it: the fuel with the unit its readings (of that fuel)
 * were taken in, the latest year's unit where they differ. Gas without a reading is offered as the
 * bill gives it (kWh, Hs); oil in litres; electricity and district heat in kWh. A fuel `verbrauch`
 * has no conversion for (pellets, logs, LPG) is offered only when its readings are in kWh.
 * The label is the survey's own fuel key (`erdgas`), named by the form.
 */
export const surveyFuelOffers = (context: ModuleContext): Offer<string>[] => {
  const survey = surveyIn(context);
  const { wert: fuel, herkunft, quelle } = survey.heizung.brennstoff;
  if (fuel === null) return [];
  const unit =
    survey.verbrauch
      .filter((r) => r.energietraeger.wert === fuel && r.einheit.wert !== null)
      .sort((a, b) => (b.jahr.wert ?? 0) - (a.jahr.wert ?? 0))[0]?.einheit.wert ?? null;
  const choice = consumptionFuel(fuel, unit);
  return choice === null
    ? []
    : [
        {
          key: 'survey:heizung:brennstoff',
          source: 'survey',
          label: fuel,
          value: choice,
          provenance: { herkunft, quelle },
        },
      ];
};

/** verbrauch's fuel choice for a surveyed fuel read in a unit (null: read in none yet). */
function consumptionFuel(fuel: SurveyFuel, unit: ConsumptionUnit | null): string | null {
  switch (fuel) {
    case 'erdgas':
      return unit === 'm3' ? 'gas-m3' : unit === 'kWh' || unit === null ? 'gas-kwh-hs' : null;
    case 'heizoel':
      return unit === 'l' || unit === null ? 'oil-l' : unit === 'kWh' ? 'kwh' : null;
    case 'strom':
    case 'fernwaerme':
      return unit === 'kWh' || unit === null ? 'kwh' : null;
    default:
      return unit === 'kWh' ? 'kwh' : null;
  }
}

const building = (offer: (context: ModuleContext) => Offer | null) => (context: ModuleContext) => {
  const found = offer(context);
  return found ? [found] : [];
};

/** The building's record first (a new envelope prefills its area from it), then the survey. */
export const projectInfoOffers: ModuleOffers = {
  'project-information.buildingYear': building(buildingYearOffer),
  'project-information.livingArea': building(livingAreaOffer),
  'heizlast-huellflaeche.heatedArea': (context) => [
    ...building(livingAreaOffer)(context),
    ...surveyHeatedAreaOffers(context),
  ],
  'heizlast-huellflaeche.elementArea': surveyAreaOffers,
  'heizlast-huellflaeche.elementU': surveyUValueOffers,
  'raumweise.elementU': surveyUValueOffers,
  'u-wert-rechner.surveyU': surveyUValueOffers,
  'raumweise.roomArea': surveyRoomAreaOffers,
  'raumweise.indoorTemperature': surveyRoomTemperatureOffers,
  'raumweise.radiatorOutput': surveyRadiatorOffers,
  'verbrauch.livingArea': (context) => [
    ...building(livingAreaOffer)(context),
    ...surveyHeatedAreaOffers(context),
  ],
  'verbrauch.amount': surveyConsumptionOffers,
  'verbrauch.fuel': surveyFuelOffers,
  'verbrauch.generator': surveyGeneratorOffers,
  'foerderrechner.existingHeating': existingHeatingOffers,
  'wirtschaftlichkeit.currentFuel': currentFuelOffers,
  'waermepumpe.flowTemperature': surveyFlowTemperatureOffers,
  'waermepumpe.existingGeneratorOutput': (context) => [
    ...surveyGeneratorOutputOffers(context),
    ...projectInfoGeneratorOutputOffers(context),
  ],
  'jaz.flowTemperature': surveyFlowTemperatureOffers,
};
