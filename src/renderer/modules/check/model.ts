import { z } from 'zod';
import type { JsonObject } from '../../../shared/api';

/*
 * The inputs of `check` (payload schemaVersion 1): the site-visit checklist, started from a
 * template per project type, each item done or not with a note. The templates are German text
 * (the consultant's working language), stored in the payload as the items' text.
 */

export const checkItemSchema = z.looseObject({
  id: z.string(),
  text: z.string().default(''),
  done: z.boolean().default(false),
  note: z.string().default(''),
});
export type CheckItem = z.infer<typeof checkItemSchema>;

export const checkTemplates = ['heat-planning', 'energieausweis', 'none'] as const;
export type CheckTemplate = (typeof checkTemplates)[number];

export const checkInputsSchema = z.object({
  template: z.enum(checkTemplates).default('none'),
  items: z.array(checkItemSchema).default([]),
});
export type CheckInputs = z.infer<typeof checkInputsSchema>;

/** What a consultant checks on site, per project type. */
export const templateItems: Record<Exclude<CheckTemplate, 'none'>, readonly string[]> = {
  'heat-planning': [
    'Typenschild des Wärmeerzeugers fotografiert (Baujahr, Leistung, Brennstoff)',
    'Verbrauchsabrechnungen der letzten drei Jahre erhalten',
    'Heizkörper je Raum erfasst (Typ, Größe, Ventile)',
    'Vorlauftemperatur an einem kalten Tag erfragt bzw. abgelesen',
    'Warmwasserbereitung und Speicher erfasst',
    'Fenster (Baujahr, Verglasung) und Außentüren aufgenommen',
    'Dämmzustand von Dach bzw. oberster Geschossdecke geprüft',
    'Kellerdecke bzw. Bodenplatte geprüft',
    'Aufstellort der Wärmepumpe besprochen, Abstand zum Nachbarn gemessen',
    'Elektroanschluss, Zählerschrank und Sperrzeiten des Netzbetreibers geklärt',
    'Schornstein und Heizraum begutachtet',
    'Fotos aller Fassaden aufgenommen',
  ],
  energieausweis: [
    'Grundrisse und Schnitte erhalten oder aufgemessen',
    'Baujahr von Gebäude und Anlagentechnik belegt',
    'Wohnfläche bzw. Gebäudenutzfläche ermittelt',
    'Außenwände: Aufbau und Dämmung erfasst',
    'Dach bzw. oberste Geschossdecke erfasst',
    'Kellerdecke bzw. Bodenplatte erfasst',
    'Fenster und Türen mit Baujahr und Verglasung erfasst',
    'Heizung, Warmwasser und Lüftung erfasst',
    'Verbrauchsdaten der letzten drei Jahre erhalten (Verbrauchsausweis)',
    'Fotos der Fassade für den Ausweis aufgenommen',
  ],
};

export function progress(items: readonly CheckItem[]): { done: number; total: number } {
  return { done: items.filter((i) => i.done).length, total: items.length };
}

export function checkResults(inputs: CheckInputs): JsonObject | null {
  return inputs.items.length ? progress(inputs.items) : null;
}
