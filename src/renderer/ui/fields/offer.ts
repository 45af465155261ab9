import type { ModuleKey } from '../../../shared/api';

/*
 * A value one module offers another (each module's flow.ts computes them) and whether a field that
 * took one still agrees with its source. Here, beside the fields that show them, so a field can
 * say where its value came from without knowing the modules.
 */

export type OfferSource =
  | 'building'
  | 'survey'
  /**
   * The module that offers it (its flow.ts), named by its title. The project information's
   * label is the key of its words; another module's the key of a figure or a name.
   */
  | ModuleKey
  /** A PV plan of the project: the label is the plan's name. */
  | 'pv-plan';

/** How a surveyed value was taken on site (survey/schema.ts), named wherever it is used. */
export interface OfferProvenance {
  herkunft: 'gemessen' | 'unterlagen' | 'geschaetzt' | 'standardwert' | null;
  /** For a Standardwert the typology and class, for a document which one. */
  quelle: string | null;
}

/** A value offered: a number in the receiving field's unit, or the key of one of its choices. */
export interface Offer<V extends number | string = number> {
  /** Stable reference stored with a taken value, e.g. 'u-wert-rechner:el-1'. */
  key: string;
  source: OfferSource;
  /** What it is at the source (element name, 'livingArea', 'total'). */
  label: string;
  value: V;
  /** Only for values from the site survey. */
  provenance?: OfferProvenance;
  /**
   * What it belongs to at the source (a surveyed component or room): offers of one group are
   * taken together when a whole element or room is taken.
   */
  group?: string;
  /** The kind of building component it is of (the survey's `art`: wand, dach, fenster, …). */
  component?: string;
}

export interface TakenState {
  offer: Offer | null;
  /** The value was taken from an offer that no longer exists. */
  missing: boolean;
  /** The source now has a different value than the one taken. */
  changed: boolean;
}

/**
 * The groups (surveyed components, rooms) none of whose offers was taken yet, each with its
 * offers: what a form can still take as a whole element or room.
 */
export function untakenGroups(
  offers: readonly Offer[],
  takenFrom: readonly (string | null | undefined)[],
): Map<string, Offer[]> {
  const taken = new Set(takenFrom.filter(Boolean));
  const takenGroups = new Set(offers.filter((o) => taken.has(o.key)).map((o) => o.group));
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    if (!offer.group || takenGroups.has(offer.group)) continue;
    groups.set(offer.group, [...(groups.get(offer.group) ?? []), offer]);
  }
  return groups;
}

/** Where a taken value came from and whether its source moved on. */
export function takenState(
  value: number | null,
  from: string | null | undefined,
  offers: readonly Offer[],
): TakenState {
  if (!from) return { offer: null, missing: false, changed: false };
  const offer = offers.find((o) => o.key === from) ?? null;
  if (!offer) return { offer: null, missing: true, changed: false };
  return { offer, missing: false, changed: value === null || Math.abs(offer.value - value) > 1e-9 };
}
