import { z } from 'zod';
import {
  tabulaUValue,
  type TabulaComponent,
  type TabulaConstruction,
  type TabulaGlazing,
} from '../calc/catalogues/tabula';

/*
 * The building survey (Gebäudeaufnahme) taken on site, following the dena on-site checklist
 * (Vor-Ort-Beratung / iSFP: building, envelope components, heating, ventilation, renewables,
 * meters and consumption, the owner's documents, notes). It is stored in the payload of the
 * `project-information` module under its own key, `gebaeudeaufnahme`, so it syncs and merges by
 * key like every payload. German keys, as the workspace's payloads have them.
 *
 * Every value carries where it came from (`herkunft`): gemessen (measured on site), unterlagen
 * (from the owner's documents: plans, bills, type plate), geschaetzt (the consultant's
 * estimate) or standardwert (a typology default; `quelle` names the typology and class).
 */

export const surveyKey = 'gebaeudeaufnahme';
export const surveyVersion = 1;

export const provenances = ['gemessen', 'unterlagen', 'geschaetzt', 'standardwert'] as const;
export type Provenance = (typeof provenances)[number];

/** One surveyed value with its provenance; `wert` null = not taken yet. */
export interface Surveyed<T> {
  wert: T | null;
  herkunft: Provenance | null;
  /** For a Standardwert: the typology and class; for a document: which one (optional). */
  quelle: string | null;
}

const surveyed = <T extends z.ZodType>(value: T) =>
  z
    .object({
      wert: value.nullable().default(null),
      herkunft: z.enum(provenances).nullable().default(null),
      quelle: z.string().max(500).nullable().default(null),
    })
    .default({ wert: null, herkunft: null, quelle: null });

const num = surveyed(z.number().finite());
const year = surveyed(z.number().int().min(1000).max(2200));
const flag = surveyed(z.boolean());
const text = surveyed(z.string().max(500));
const choice = <T extends readonly [string, ...string[]]>(options: T) => surveyed(z.enum(options));
const id = z.string().min(1).max(64);

export const buildingTypes = [
  'einfamilienhaus',
  'zweifamilienhaus',
  'reihenhaus',
  'doppelhaushaelfte',
  'mehrfamilienhaus',
] as const;

export const componentKinds = ['wand', 'dach', 'obersteGeschossdecke', 'boden', 'fenster'] as const;
export type ComponentKind = (typeof componentKinds)[number];
export const constructions = ['massiv', 'holz'] as const;
export const glazings = ['einfach', 'zweifach', 'dreifach'] as const;
export const conditions = ['gut', 'mittel', 'schlecht'] as const;

export const componentSchema = z.object({
  id,
  art: z.enum(componentKinds),
  /** "Außenwand Nord", "Fenster Wohnzimmer". */
  bezeichnung: z.string().max(200).default(''),
  /** Opaque components: massive or wooden; windows: their glazing. */
  konstruktion: choice(constructions),
  verglasung: choice(glazings),
  baujahr: year,
  /** m² */
  flaeche: num,
  daemmungVorhanden: flag,
  /** cm */
  daemmstaerke: num,
  zustand: choice(conditions),
  /** W/(m²·K): measured/documented, or the typology's Standardwert. */
  uWert: num,
});
export type SurveyComponent = z.infer<typeof componentSchema>;

export const generatorTypes = [
  'gasBrennwert',
  'gasNiedertemperatur',
  'oelBrennwert',
  'oelNiedertemperatur',
  'konstanttemperatur',
  'pellet',
  'scheitholz',
  'fernwaerme',
  'waermepumpe',
  'nachtspeicher',
  'sonstiger',
] as const;
export const fuels = [
  'erdgas',
  'heizoel',
  'fluessiggas',
  'holzpellets',
  'scheitholz',
  'strom',
  'fernwaerme',
] as const;
export type SurveyFuel = (typeof fuels)[number];
export const hotWaterKinds = [
  'zentralMitHeizung',
  'zentralEigenerErzeuger',
  'dezentralElektrisch',
  'solar',
] as const;
export const distributions = ['heizkoerper', 'fussbodenheizung', 'gemischt'] as const;
export const pumpKinds = ['ungeregelt', 'geregelt', 'hocheffizienz'] as const;
export const radiatorTypes = [
  'plattenheizkoerper',
  'gliederheizkoerper',
  'roehrenheizkoerper',
  'konvektor',
  'fussbodenheizung',
] as const;

export const radiatorSchema = z.object({
  id,
  typ: choice(radiatorTypes),
  /** Panel radiators: "22", "33" (panels and convector sheets). */
  bauart: text,
  /** mm */
  laenge: num,
  hoehe: num,
  /** W at the maker's standard conditions, from the type plate or catalogue. */
  normleistung: num,
});
export const roomSchema = z.object({
  id,
  name: z.string().max(120).default(''),
  /** m² */
  flaeche: num,
  /** °C */
  solltemperatur: num,
  heizkoerper: z.array(radiatorSchema).max(20).default([]),
});
export type SurveyRoom = z.infer<typeof roomSchema>;

export const meterKinds = ['strom', 'gas', 'waermemenge', 'wasser', 'oeltank'] as const;
export const consumptionUnits = ['kWh', 'm3', 'l', 'kg', 'rm'] as const;
export type ConsumptionUnit = (typeof consumptionUnits)[number];
export const meterSchema = z.object({ id, art: choice(meterKinds), nummer: text });
/** A year's consumption, read from a meter or a bill. */
export const readingSchema = z.object({
  id,
  /** The energy it measures: a fuel or electricity. */
  energietraeger: choice(fuels),
  jahr: year,
  menge: num,
  einheit: choice(consumptionUnits),
});
export type SurveyReading = z.infer<typeof readingSchema>;

export const documentKinds = [
  'heizkostenabrechnungen',
  'schornsteinfegerprotokoll',
  'grundrisse',
  'schnitte',
  'energieausweis',
  'typenschild',
  'stromabrechnung',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const ventilationKinds = ['fensterlueftung', 'abluftanlage', 'lueftungMitWrg'] as const;

export const surveySchema = z.object({
  version: z.number().int().default(surveyVersion),
  gebaeude: z
    .object({
      typ: choice(buildingTypes),
      baujahr: year,
      geschosse: num,
      /** m² heated living area */
      beheizteFlaeche: num,
      kellerBeheizt: flag,
      dachgeschossBeheizt: flag,
      denkmalschutz: flag,
      wohneinheiten: num,
    })
    .prefault({}),
  bauteile: z.array(componentSchema).max(100).default([]),
  heizung: z
    .object({
      erzeuger: choice(generatorTypes),
      brennstoff: choice(fuels),
      baujahr: year,
      /** kW, rated output from the type plate */
      nennleistung: num,
      warmwasser: choice(hotWaterKinds),
      verteilung: choice(distributions),
      pumpe: choice(pumpKinds),
      /** °C design flow temperature as set */
      vorlauftemperatur: num,
    })
    .prefault({}),
  raeume: z.array(roomSchema).max(60).default([]),
  lueftung: z.object({ art: choice(ventilationKinds) }).prefault({}),
  erneuerbare: z
    .object({
      solarthermie: flag,
      photovoltaik: flag,
      /** kWp of an existing PV system */
      pvLeistung: num,
      kaminofen: flag,
      waermepumpe: flag,
    })
    .prefault({}),
  zaehler: z.array(meterSchema).max(20).default([]),
  verbrauch: z.array(readingSchema).max(30).default([]),
  /** Documents received from the owner, by kind. */
  unterlagen: z.partialRecord(z.enum(documentKinds), z.boolean()).default({}),
  notizen: z.string().max(10_000).default(''),
});
export type Survey = z.infer<typeof surveySchema>;

/** An empty survey, every value not yet taken. */
export const emptySurvey = (): Survey => surveySchema.parse({});

/** The survey stored in a project-information payload (missing or damaged: an empty one). */
export function surveyOf(payload: unknown): Survey {
  const raw =
    payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)[surveyKey]
      : undefined;
  const parsed = surveySchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : emptySurvey();
}

/** The payload patch that stores a survey: its own key only, so other keys merge untouched. */
export const surveyPatch = (survey: Survey): Record<string, unknown> => ({
  [surveyKey]: surveySchema.parse(survey),
});

const tabulaComponent: Record<ComponentKind, TabulaComponent> = {
  wand: 'wall',
  dach: 'roof',
  obersteGeschossdecke: 'topCeiling',
  boden: 'floor',
  fenster: 'window',
};
const tabulaConstruction: Record<(typeof constructions)[number], TabulaConstruction> = {
  massiv: 'massive',
  holz: 'wooden',
};
const tabulaGlazing: Record<(typeof glazings)[number], TabulaGlazing> = {
  einfach: 'single',
  zweifach: 'double',
  dreifach: 'triple',
};

/**
 * The Standardwert of a component's U-value from the German typology: by its own year, else the
 * building's; by its construction (or a window's glazing) when known. Null when no year is known
 * or the component was insulated later (the typology's values are for unrefurbished ones).
 */
export function standardUValue(
  component: SurveyComponent,
  buildingYear: number | null,
): Surveyed<number> | null {
  const year = component.baujahr.wert ?? buildingYear;
  if (year === null) return null;
  if (component.daemmungVorhanden.wert === true) return null;
  const variant =
    component.art === 'fenster'
      ? component.verglasung.wert
        ? tabulaGlazing[component.verglasung.wert]
        : 'default'
      : component.konstruktion.wert
        ? tabulaConstruction[component.konstruktion.wert]
        : 'default';
  const found = tabulaUValue(tabulaComponent[component.art], year, variant);
  return found && { wert: found.u, herkunft: 'standardwert', quelle: found.source };
}

/** Whether a value was taken, and whether only estimated (geschätzt or without provenance). */
export const isTaken = (value: Surveyed<unknown>): boolean =>
  value.wert !== null && value.wert !== '';
export const isEstimate = (value: Surveyed<unknown>): boolean =>
  isTaken(value) && (value.herkunft === 'geschaetzt' || value.herkunft === null);
