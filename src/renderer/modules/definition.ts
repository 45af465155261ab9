import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type {
  Building,
  Contact,
  JsonObject,
  ModuleKey,
  Project,
  ProjectModule,
} from '../../shared/api';
import type { Survey } from '../../shared/survey/schema';
import type { Offer } from '../ui/fields/offer';

/*
 * What a module is (ModuleDefinition) and the contract between the module editor host and one
 * module key's editor (ModuleEditorDef). The host
 * (ModuleEditorHost) owns everything every editor shares: loading, the draft (stores/drafts),
 * "changed elsewhere", lock, status, save and discard, schemaVersion handling and keeping every key
 * of the payload the editor does not understand. An editor owns only its form, the schema of the
 * parts it understands, and its results.
 *
 * Payload layout (documented in docs/calculators.md): the editor's inputs at the top level as its
 * schema names them, the results under `results` (see ModuleResults), every other key untouched.
 */

/** What an editor may read of its project: the records and the other modules (data flow). */
export interface ModuleContext {
  project: Project;
  contact: Contact | null;
  building: Building | null;
  /** The project's modules by key, as stored now (their payloads hold their inputs and results). */
  modules: Readonly<Record<string, ProjectModule | undefined>>;
  /**
   * What the modules offer a field (each module's `offers`, gathered by the registry's
   * withOffers). Read it through `offered`; a context built without it offers nothing.
   */
  offers?: <F extends OfferField>(field: F) => Offer<OfferValue<F>>[];
  /**
   * The project's PV plans this device has the document of (the PV planner's store), so their
   * saved results can be offered (modules/pv-plan-flow.ts). A context built without them has none.
   */
  pvPlans?: readonly ContextPvPlan[];
}

/** A PV plan of the project as the data flow reads it: its name and its stored document. */
export interface ContextPvPlan {
  id: string;
  name: string;
  payload: JsonObject | null;
  schemaVersion: number | null;
}

/**
 * The fields that can take a value another module offers, as `<consumer key>.<field>`. A module
 * offers values to them in its `flow.ts` (ModuleDefinition.offers); the consumer reads them with
 * `offered(context, field)` and never imports the module that offers them.
 */
export type OfferField =
  | 'project-information.buildingYear'
  | 'project-information.livingArea'
  | 'heizlast-huellflaeche.heatedArea'
  | 'heizlast-huellflaeche.elementArea'
  | 'heizlast-huellflaeche.elementU'
  /** The envelope's heat load in W, to compare another result with (not taken into a field). */
  | 'raumweise.envelopeHeatLoad'
  | 'raumweise.elementU'
  | 'raumweise.roomArea'
  /** A room's design indoor temperature (°C), in the group of its area offer. */
  | 'raumweise.indoorTemperature'
  /** A radiator's rated output, in the group of its room's area offer. */
  | 'raumweise.radiatorOutput'
  | 'verbrauch.livingArea'
  /** The fuel with the unit its consumption is read in: a key of verbrauch's fuel choice. */
  | 'verbrauch.fuel'
  | 'verbrauch.amount'
  /**
   * The existing heat generator where its efficiency is assumed: its type (a key of the survey's
   * generator choice) as value, its year of construction as label ('' when not taken).
   */
  | 'verbrauch.generator'
  /**
   * The heating to be replaced, for the climate speed bonus: its kind (ExistingHeatingKind of
   * shared/calc/climate-speed-bonus.ts) as value, its year as label ('' when not known).
   */
  | 'foerderrechner.existingHeating'
  /** The current heating's fuel the CO₂ price is charged on: a FuelKey (fuel-factors.ts). */
  | 'wirtschaftlichkeit.currentFuel'
  | 'verbrauch.envelopeHeatLoad'
  | 'waermepumpe.heatLoad'
  /** The existing heat generator's rated output (kW, type plate), to check the heat load with. */
  | 'waermepumpe.existingGeneratorOutput'
  | 'waermepumpe.flowTemperature'
  | 'jaz.flowTemperature'
  /** A surveyed component's U-value (W/(m²·K)) with its kind, to compare a computed one with. */
  | 'u-wert-rechner.surveyU'
  /** A PV plan's figures for the economics (€, €/a in year 1), in the group of its plan. */
  | 'wirtschaftlichkeit.pvInvestment'
  | 'wirtschaftlichkeit.pvSaving'
  | 'wirtschaftlichkeit.pvFeedInRevenue'
  | 'wirtschaftlichkeit.pvOperatingCosts';

/** The fields that take one of their choices (its key) rather than a number. */
type ChoiceOfferField =
  | 'verbrauch.fuel'
  | 'verbrauch.generator'
  | 'foerderrechner.existingHeating'
  | 'wirtschaftlichkeit.currentFuel';

/** What a field takes: the key of a choice, or a number in the field's unit. */
export type OfferValue<F extends OfferField> = F extends ChoiceOfferField ? string : number;

/** What one module offers others: for each field it has values for, how to read them. */
export type ModuleOffers = {
  [F in OfferField]?: (context: ModuleContext) => Offer<OfferValue<F>>[];
};

/** The values every module offers a field, in the registry's order (empty without offers). */
export const offered = <F extends OfferField>(
  context: ModuleContext,
  field: F,
): Offer<OfferValue<F>>[] => context.offers?.(field) ?? [];

/**
 * A project's figures that screens beyond the module editors read: the report's summary for the
 * owner and the PV planner's heat pump demand. The modules that hold one give it in their
 * definition (`figures`), from what they stored (results.values or an input, never a draft);
 * a screen reads it with `projectFigure` (modules/figures.ts), the first module in the
 * registry's order that gives it (the envelope's heat load before the rooms'), and never names
 * a module.
 */
export interface ProjectFigures {
  /** What was found on site. */
  survey: Survey;
  /** The building's design heat load, W. */
  heatLoadW: number;
  /** A heat pump is being planned for the project (its module exists). */
  heatPumpPlanned: true;
  /** The heat pump's required capacity, kW. */
  heatPumpCapacityKw: number;
  /** The heat load the heat pump is sized for, kW. */
  heatPumpHeatLoadKw: number;
  /** The flow temperature the heat pump is planned for (its own input), °C. */
  heatPumpFlowTemperature: number;
  /** The rooms' radiator check: at which flow temperature (°C), the rooms checked and covered, the system flow temperature they need (°C). */
  radiatorCheck: {
    flowTemperature: number | null;
    checked: number | null;
    covered: number | null;
    required: number | null;
  };
  /** The combined seasonal performance factor (JAZ). */
  seasonalPerformanceFactor: number;
  /** The heat the house uses in a year, heating and hot water, kWh/a (measured consumption). */
  annualHeatDemandKwh: number;
  /** The grant, €, and the eligible costs it is a share of, €. */
  grantEuro: number;
  grantEligibleEuro: number;
  /** The saving per year, €, and the year the investment has paid back. */
  annualSavingEuro: number;
  breakEvenYear: number;
}

/** The figures one module gives, each read from its stored payload; null: not there (yet). */
export type ModuleFigures = {
  [F in keyof ProjectFigures]?: (payload: JsonObject | null) => ProjectFigures[F] | null;
};

/** Results written into the payload beside the inputs, so the back office and the server see them. */
export interface ModuleResults {
  /** Which calculation produced them, e.g. 'uValue@1' (bumped when the calculation changes). */
  calculation: string;
  /** When they were computed (ISO date-time). */
  computedAt: string;
  /** The figures themselves, in the units of CALCULATORS.md. */
  values: JsonObject;
}

export interface ModuleEditorProps<V> {
  /** The editable inputs (the draft when there is one, else parsed from the stored payload). */
  value: V;
  onChange: (next: V) => void;
  /** Locked module, or a payload newer than the editor knows: show, don't edit. */
  readOnly: boolean;
  context: ModuleContext;
  /** The server's validationState turned into messages by field path ('elements.0.area'). */
  serverIssues: Readonly<Record<string, string>>;
}

export interface ModuleEditorDef<V> {
  /** The newest payload schemaVersion this editor writes; a newer stored one opens read-only. */
  schemaVersion: number;
  /**
   * The inputs the editor understands. Parsing must accept a payload missing any of them (fill
   * defaults), since modules start with `payload: null` or with keys from older versions.
   */
  schema: z.ZodType<V>;
  /**
   * Explicit steps from older versions: `migrations[n]` turns a version-n payload into version
   * n+1. Applied on open (in memory) and so written on save; each step has a unit test.
   */
  migrations?: Readonly<Record<number, (payload: JsonObject) => JsonObject>>;
  /** Inputs for a module that has none yet, prefilled from the context where it makes sense. */
  initial(context: ModuleContext): V;
  /** The form. Recalculates on every change (pure functions of src/shared/calc). */
  Form: ComponentType<ModuleEditorProps<V>>;
  /** The results to store with these inputs, or null when the inputs are not complete enough. */
  results?(value: V, context: ModuleContext): ModuleResults['values'] | null;
  /** The calculation name and version stored in results.calculation. */
  calculation?: string;
  /** A short headline for the module list ("U = 0,16 W/(m²K)"), from the stored payload. */
  headline?(payload: JsonObject, t: TFunction): string | null;
  /**
   * Optional: reads the inputs from the stored payload instead of `schema` (the generic editor,
   * whose inputs are the payload's rows). Throwing refuses the payload (opened read-only).
   */
  read?(payload: JsonObject | null, context: ModuleContext): V;
  /**
   * Optional: builds the payload to save instead of mergeInputs (the generic editor writes only
   * the rows the user changed). May throw an error with a German message for the form.
   */
  write?(value: V, stored: JsonObject | null): JsonObject;
  /**
   * Optional: the editor edits a payload of any schemaVersion as it is (the generic editor): no
   * read-only for a newer version, no migration, the stored schemaVersion is kept on save.
   */
  anyVersion?: boolean;
}

/** An editor of any input type, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModuleEditorDef = ModuleEditorDef<any>;

/** What the report hands a module's section: the stored module and its project. */
export interface ReportSectionProps {
  module: ProjectModule;
  context: ModuleContext;
  /** The module's definition (the generic one for a key the app doesn't know). */
  definition: AnyModuleEditorDef;
}

/** A tree of texts: every leaf a string (i18next plural and context suffixes allowed). */
export interface StringTree {
  [key: string]: string | StringTree;
}

/** The texts every module has, whatever else its strings hold. */
interface ModuleTexts {
  /** The module's name in the project's module list, the editor and the report. */
  title: string;
  /** Its payload keys named for the outbox's conflicts. */
  fieldLabels: Record<string, string>;
}

/**
 * A module's texts, German and English (modules/<key>/strings.ts), registered in the catalogues
 * as `module.<key>`; its title reads t('module.<key>.title') (i18n/labels.ts moduleName).
 */
export interface ModuleStrings {
  de: StringTree & ModuleTexts;
  en: StringTree & ModuleTexts;
}

/**
 * One module key, everything about it: the editor (schema, migrations, form, results), its report
 * section and its strings. The registry holds one per ModuleKey (`satisfies Record<ModuleKey,
 * AnyModuleDefinition>`), so a module without a report section, strings or a title fails the
 * typecheck.
 */
export interface ModuleDefinition<V> extends ModuleEditorDef<V> {
  key: ModuleKey;
  /** The module in the report (stored inputs, results computed from them). */
  ReportSection: ComponentType<ReportSectionProps>;
  strings: ModuleStrings;
  /** The values it offers other modules' fields (modules/<key>/flow.ts). */
  offers?: ModuleOffers;
  /** The project's figures it gives the screens beyond its editor (ProjectFigures). */
  figures?: ModuleFigures;
  /** Its work is handed in to the funding body (KfW, BAFA): it can be "Eingereicht". */
  submittable?: true;
}

/** A definition of any input type, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModuleDefinition = ModuleDefinition<any>;

/** What the editor host and the report need of any module, known or not. */
export type ShownModule = AnyModuleEditorDef &
  Pick<AnyModuleDefinition, 'ReportSection' | 'submittable'>;
