import {
  missingProfileFields,
  type ConsultantProfile,
  type ConsultantProfileTextField,
} from '../domain/consultant-profile';
import {
  isEstimate,
  isTaken,
  type ComponentKind,
  type DocumentKind,
  type Survey,
  type SurveyComponent,
  type Surveyed,
} from './schema';

/*
 * "Before you leave" (Vor dem Verlassen): for each document the project is heading for, what the
 * survey still lacks or holds only as an estimate, so that nothing forces a second visit. Each
 * item names where it is entered (a target the screen jumps to). Pure; printed nowhere.
 *
 * What each document needs, in the words of its rules:
 * - Heizlast für den BEG-Antrag (DIN EN 12831-1 with DIN/TS 12831-1; BEG EM Technische
 *   Mindestanforderungen: room-by-room heat load for a heat pump): building year and heated
 *   area; each envelope component with its area and U-value (walls, roof or top ceiling, floor,
 *   windows); the rooms with their areas.
 * - Hydraulischer Abgleich (VdZ form, Verfahren B): every room with area and set temperature,
 *   every radiator with type and size, the generator's rated output, distribution and pump.
 * - Energieausweis (GEG § 82, consumption-based): building type, year, heated area, the fuel and
 *   three consecutive years of consumption, hot-water preparation, and the bills received.
 * - PV-Angebot: a PV plan of the project and a year of electricity consumption.
 * - Bericht: the building's type, year and area, and the consultant's profile for the header.
 */

export type DocumentGoal = 'heizlast' | 'hydraulik' | 'energieausweis' | 'pvAngebot' | 'bericht';

export type SurveySection =
  | 'gebaeude'
  | 'bauteile'
  | 'heizung'
  | 'raeume'
  | 'lueftung'
  | 'erneuerbare'
  | 'verbrauch'
  | 'unterlagen';

export type LeavingTarget =
  | { kind: 'survey'; section: SurveySection; itemId?: string; field: string }
  | { kind: 'profile'; field: ConsultantProfileTextField | 'logo' }
  | { kind: 'pvPlans' };

export interface LeavingItem {
  /** Stable within a list: "heizlast/bauteile/c1/uWert". */
  id: string;
  /** missing: not taken; estimated: taken as geschätzt (or without saying where from). */
  state: 'missing' | 'estimated';
  /** What is meant, worded by the renderer: "visit.fields.<field>". */
  field: string;
  /** The room, component or year the item is about, when there is one. */
  subject?: string;
  target: LeavingTarget;
}

export interface LeavingDocument {
  document: DocumentGoal;
  items: LeavingItem[];
}

export interface LeavingInput {
  projectType: string;
  survey: Survey;
  profile: ConsultantProfile;
  /** PV plans of the project (the PV offer needs one). */
  pvPlanCount: number;
}

/** The documents a project heads for, by its type. */
export function documentsFor(projectType: string): DocumentGoal[] {
  return projectType === 'energieausweis'
    ? ['energieausweis', 'bericht']
    : ['heizlast', 'hydraulik', 'pvAngebot', 'bericht'];
}

class Items {
  readonly list: LeavingItem[] = [];
  constructor(private readonly document: DocumentGoal) {}

  /** A surveyed value: missing when not taken, estimated when only guessed. */
  value(
    value: Surveyed<unknown>,
    field: string,
    target: LeavingTarget,
    subject?: string,
    estimateCounts = true,
  ): void {
    const state = !isTaken(value)
      ? 'missing'
      : estimateCounts && isEstimate(value)
        ? 'estimated'
        : null;
    if (state) this.add(state, field, target, subject);
  }

  add(state: LeavingItem['state'], field: string, target: LeavingTarget, subject?: string): void {
    const where =
      target.kind === 'survey'
        ? [target.section, target.itemId, target.field]
        : target.kind === 'profile'
          ? ['profile', target.field]
          : ['pvPlans'];
    const id = [this.document, ...where.filter(Boolean), field].join('/');
    this.list.push({ id, state, field, ...(subject ? { subject } : {}), target });
  }
}

const survey = (section: SurveySection, field: string, itemId?: string): LeavingTarget => ({
  kind: 'survey',
  section,
  field,
  ...(itemId ? { itemId } : {}),
});

const componentName = (c: SurveyComponent) => c.bezeichnung.trim() || c.id;

function buildingBasics(items: Items, s: Survey, withType: boolean): void {
  const g = s.gebaeude;
  if (withType) items.value(g.typ, 'gebaeudetyp', survey('gebaeude', 'typ'));
  items.value(g.baujahr, 'baujahr', survey('gebaeude', 'baujahr'));
  items.value(g.beheizteFlaeche, 'beheizteFlaeche', survey('gebaeude', 'beheizteFlaeche'));
}

/** Every kind of the envelope the heat load needs: walls, the top (roof or ceiling), floor, windows. */
const envelopeKinds: { kinds: ComponentKind[]; field: string }[] = [
  { kinds: ['wand'], field: 'bauteilWand' },
  { kinds: ['dach', 'obersteGeschossdecke'], field: 'bauteilDach' },
  { kinds: ['boden'], field: 'bauteilBoden' },
  { kinds: ['fenster'], field: 'bauteilFenster' },
];

function heatLoad(s: Survey): LeavingItem[] {
  const items = new Items('heizlast');
  buildingBasics(items, s, false);
  for (const { kinds, field } of envelopeKinds)
    if (!s.bauteile.some((c) => kinds.includes(c.art)))
      items.add('missing', field, survey('bauteile', 'neu'));
  for (const c of s.bauteile) {
    items.value(c.flaeche, 'flaeche', survey('bauteile', 'flaeche', c.id), componentName(c));
    items.value(c.uWert, 'uWert', survey('bauteile', 'uWert', c.id), componentName(c));
  }
  if (s.raeume.length === 0) items.add('missing', 'raeume', survey('raeume', 'neu'));
  for (const r of s.raeume)
    items.value(r.flaeche, 'raumflaeche', survey('raeume', 'flaeche', r.id), r.name || r.id);
  return items.list;
}

function balancing(s: Survey): LeavingItem[] {
  const items = new Items('hydraulik');
  const h = s.heizung;
  items.value(h.nennleistung, 'nennleistung', survey('heizung', 'nennleistung'));
  items.value(h.verteilung, 'verteilung', survey('heizung', 'verteilung'));
  items.value(h.pumpe, 'pumpe', survey('heizung', 'pumpe'));
  if (s.raeume.length === 0) items.add('missing', 'raeume', survey('raeume', 'neu'));
  for (const r of s.raeume) {
    const name = r.name || r.id;
    items.value(r.flaeche, 'raumflaeche', survey('raeume', 'flaeche', r.id), name);
    items.value(r.solltemperatur, 'solltemperatur', survey('raeume', 'solltemperatur', r.id), name);
    if (r.heizkoerper.length === 0)
      items.add('missing', 'heizkoerper', survey('raeume', 'heizkoerper', r.id), name);
    for (const [i, hk] of r.heizkoerper.entries()) {
      const subject = `${name}, ${i + 1}`;
      items.value(hk.typ, 'heizkoerperTyp', survey('raeume', 'heizkoerper', r.id), subject);
      items.value(hk.laenge, 'heizkoerperLaenge', survey('raeume', 'heizkoerper', r.id), subject);
      items.value(hk.hoehe, 'heizkoerperHoehe', survey('raeume', 'heizkoerper', r.id), subject);
    }
  }
  return items.list;
}

/** The years of consumption the certificate needs: three consecutive ones (GEG § 82). */
export const certificateYears = 3;

function certificate(s: Survey): LeavingItem[] {
  const items = new Items('energieausweis');
  buildingBasics(items, s, true);
  items.value(s.heizung.brennstoff, 'brennstoff', survey('heizung', 'brennstoff'));
  items.value(s.heizung.warmwasser, 'warmwasser', survey('heizung', 'warmwasser'));
  const fuelYears = s.verbrauch.filter(
    (r) => r.energietraeger.wert !== 'strom' && isTaken(r.menge) && r.jahr.wert !== null,
  );
  const years = new Set(fuelYears.map((r) => r.jahr.wert));
  if (!hasConsecutive([...years] as number[], certificateYears))
    items.add('missing', 'verbrauchsjahre', survey('verbrauch', 'neu'));
  for (const r of fuelYears)
    if (isEstimate(r.menge))
      items.add('estimated', 'verbrauch', survey('verbrauch', 'menge', r.id), String(r.jahr.wert));
  documents(items, s, ['heizkostenabrechnungen']);
  return items.list;
}

function pvOffer(s: Survey, pvPlanCount: number): LeavingItem[] {
  const items = new Items('pvAngebot');
  if (pvPlanCount === 0) items.add('missing', 'pvPlan', { kind: 'pvPlans' });
  const power = s.verbrauch.filter((r) => r.energietraeger.wert === 'strom' && isTaken(r.menge));
  if (power.length === 0) items.add('missing', 'stromverbrauch', survey('verbrauch', 'neu'));
  for (const r of power)
    if (isEstimate(r.menge))
      items.add(
        'estimated',
        'stromverbrauch',
        survey('verbrauch', 'menge', r.id),
        String(r.jahr.wert ?? ''),
      );
  return items.list;
}

function report(s: Survey, profile: ConsultantProfile): LeavingItem[] {
  const items = new Items('bericht');
  buildingBasics(items, s, true);
  for (const field of missingProfileFields(profile))
    items.add('missing', `profil.${field}`, { kind: 'profile', field });
  return items.list;
}

function documents(items: Items, s: Survey, kinds: DocumentKind[]): void {
  for (const kind of kinds)
    if (s.unterlagen[kind] !== true)
      items.add('missing', `unterlage.${kind}`, survey('unterlagen', kind));
}

function hasConsecutive(years: number[], count: number): boolean {
  const set = new Set(years);
  return years.some((first) => {
    for (let i = 0; i < count; i++) if (!set.has(first + i)) return false;
    return true;
  });
}

/** What is missing or only estimated, per document the project heads for. */
export function beforeLeaving(input: LeavingInput): LeavingDocument[] {
  const { survey: s, profile, pvPlanCount } = input;
  return documentsFor(input.projectType).map((document) => ({
    document,
    items:
      document === 'heizlast'
        ? heatLoad(s)
        : document === 'hydraulik'
          ? balancing(s)
          : document === 'energieausweis'
            ? certificate(s)
            : document === 'pvAngebot'
              ? pvOffer(s, pvPlanCount)
              : report(s, profile),
  }));
}

/** How many items are open in all (the badge on the project), each counted once per target. */
export function openItemCount(documents: LeavingDocument[]): number {
  const seen = new Set<string>();
  for (const d of documents)
    for (const item of d.items) seen.add(JSON.stringify([item.target, item.field, item.subject]));
  return seen.size;
}
