import { z } from 'zod';
import type { BuildingCreate } from '../../../shared/api';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { message } from '../../ui/use-create-form';
import { buildingArea, constructionYear, isPlausible } from '../../../shared/domain/plausible';

/*
 * The rules of the building form, apart from the screen: inputs are strings (a draft keeps them
 * as typed), the schema turns them into the create body. The interface asks only for a name and a
 * two-letter country; the rest are what a German consultant expects: a 5-digit PLZ in Germany,
 * "92,5" m², a year between 1500 and this year (shared/domain/plausible.ts).
 */

/** Common German building types offered in the form; any other text is allowed. */
export const buildingTypeSuggestions = [
  'Einfamilienhaus',
  'Zweifamilienhaus',
  'Reihenhaus',
  'Reihenendhaus',
  'Reihenmittelhaus',
  'Doppelhaushälfte',
  'Mehrfamilienhaus',
  'Wohn- und Geschäftshaus',
  'Nichtwohngebäude',
] as const;

export const emptyBuilding = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: 'DE',
  buildingType: '',
  buildingYear: '',
  livingArea: '',
  notes: '',
};
export type BuildingValues = typeof emptyBuilding;

/** A typed number by the app's German rule; not a number → undefined (empty → null). */
function typedNumber(text: string): number | null | undefined {
  const value = parseGermanNumber(text);
  return Number.isNaN(value) ? undefined : value;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v));

/** The form's rules with today's date (a construction year cannot lie in the future). */
export const buildingFormSchemaAt = (today: Date) => {
  const year = constructionYear(today);
  return (
    z
      .object({
        name: z.string().trim().min(1, message('required')).max(200),
        street: optionalText(200),
        postalCode: optionalText(20),
        city: optionalText(100),
        countryCode: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, message('countryCode'))
          .transform((v) => v.toUpperCase()),
        buildingType: optionalText(100),
        buildingYear: z
          .string()
          .transform((v) => typedNumber(v))
          .refine(
            (v) => v === null || (v !== undefined && Number.isInteger(v)),
            message('wholeNumber', { example: '1978' }),
          )
          .transform((v) => v ?? null)
          .refine(
            (v) => v === null || isPlausible(v, year),
            message('range', { min: year.min, max: year.max }),
          ),
        livingArea: z
          .string()
          .transform((v) => typedNumber(v))
          .refine((v) => v !== undefined, message('decimal', { example: '92,5' }))
          .refine((v) => v == null || v > 0, message('positive'))
          .refine(
            (v) => v == null || v <= buildingArea.max,
            message('atMost', { max: formatGermanNumber(buildingArea.max) }),
          )
          .transform((v) => v ?? null),
        notes: optionalText(2000),
      })
      // Checked even while another input is wrong (`when`), so every error shows at once.
      .refine((b) => !isBadGermanPostalCode(b.countryCode, b.postalCode), {
        path: ['postalCode'],
        message: message('postalCodeDe'),
        when: ({ value }) => {
          const v = value as { countryCode?: unknown; postalCode?: unknown };
          return typeof v.countryCode === 'string';
        },
      })
  );
};

export const buildingFormSchema = buildingFormSchemaAt(new Date());

/** A German address needs a five-digit PLZ ("3411" is a typo); other countries have their own. */
export function isBadGermanPostalCode(countryCode: unknown, postalCode: unknown): boolean {
  if (typeof countryCode !== 'string' || countryCode.trim().toUpperCase() !== 'DE') return false;
  if (typeof postalCode !== 'string' || postalCode.trim() === '') return false;
  return !/^\d{5}$/.test(postalCode.trim());
}

/** The form's values for a create body (a refused create edited in the outbox). */
export function buildingValuesFromBody(body: Partial<BuildingCreate>): BuildingValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(body.name),
    street: text(body.street),
    postalCode: text(body.postalCode),
    city: text(body.city),
    countryCode: body.countryCode ?? 'DE',
    buildingType: text(body.buildingType),
    buildingYear: text(body.buildingYear),
    livingArea:
      typeof body.livingArea === 'number'
        ? formatGermanNumber(body.livingArea)
        : text(body.livingArea),
    notes: text(body.notes),
  };
}
