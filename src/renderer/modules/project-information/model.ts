import { z } from 'zod';
import type { ModuleContext } from '../definition';
import { contactName } from '../../ui/contact-name';

/*
 * The inputs of `project-information` (payload schemaVersion 1, German keys as the workspace's
 * existing payloads have them: auftraggeber, anlass, bestandsheizung): the customer and the
 * building as copied at the visit (prefilled from the contact and the building, editable), the
 * consultant, the visit date, the occupants and notes.
 */

const text = z.string().default('');
const num = z.number().nullable().default(null);

export const customerSchema = z.looseObject({
  name: text,
  strasse: text,
  plz: text,
  ort: text,
  telefon: text,
  email: text,
});
export const buildingInfoSchema = z.looseObject({
  bezeichnung: text,
  strasse: text,
  plz: text,
  ort: text,
  gebaeudetyp: text,
  baujahr: num,
  baujahrFrom: z.string().nullable().default(null),
  wohnflaeche: num,
  wohnflaecheFrom: z.string().nullable().default(null),
});
export const heatingSchema = z.looseObject({ traeger: text, baujahr: num, leistungKw: num });

export const projectInfoSchema = z.object({
  kunde: customerSchema.default(customerSchema.parse({})),
  objekt: buildingInfoSchema.default(buildingInfoSchema.parse({})),
  auftraggeber: text,
  anlass: text,
  berater: text,
  ortstermin: text,
  personen: num,
  bestandsheizung: heatingSchema.default(heatingSchema.parse({})),
  notizen: text,
});
export type ProjectInfo = z.infer<typeof projectInfoSchema>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function customerFromContact(context: ModuleContext): ProjectInfo['kunde'] | null {
  const contact = context.contact;
  if (!contact) return null;
  const f = contact.fields;
  return customerSchema.parse({
    name: contactName(contact),
    strasse: str(f.street),
    plz: str(f.postalCode),
    ort: str(f.city),
    telefon: str(f.phone) || str(f.mobile),
    email: str(f.email),
  });
}

export function buildingFromRecord(context: ModuleContext): ProjectInfo['objekt'] | null {
  const b = context.building;
  if (!b) return null;
  return buildingInfoSchema.parse({
    bezeichnung: b.name,
    strasse: b.street ?? '',
    plz: b.postalCode ?? '',
    ort: b.city ?? '',
    gebaeudetyp: b.buildingType ?? '',
    baujahr: b.buildingYear,
    baujahrFrom: b.buildingYear === null ? null : 'building:buildingYear',
    wohnflaeche: b.livingArea,
    wohnflaecheFrom: b.livingArea === null ? null : 'building:livingArea',
  });
}

export function initialProjectInfo(context: ModuleContext): ProjectInfo {
  const empty = projectInfoSchema.parse({});
  return {
    ...empty,
    kunde: customerFromContact(context) ?? empty.kunde,
    objekt: buildingFromRecord(context) ?? empty.objekt,
  };
}
