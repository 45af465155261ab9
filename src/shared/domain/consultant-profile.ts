import { z } from 'zod';

/*
 * The consultant's profile, one per workspace: who made the report (name, company, address,
 * phone, e-mail, logo). Printed in the report's header, where an empty value leaves its line out
 * (never a placeholder); the "before you leave" list names what is empty.
 */

export const consultantProfileTextFields = [
  'name',
  'company',
  'street',
  'postalCode',
  'city',
  'phone',
  'email',
] as const;
export type ConsultantProfileTextField = (typeof consultantProfileTextFields)[number];

/** The logo travels as a data URI (PNG, JPEG or WebP); about 150 KB of image at most. */
export const logoMaxChars = 200_000;
const logoPattern = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const text = (max: number) => z.string().trim().max(max).default('');

export const consultantProfileSchema = z.object({
  name: text(120),
  company: text(160),
  street: text(160),
  postalCode: text(10),
  city: text(120),
  phone: text(40),
  email: text(200),
  logo: z.string().max(logoMaxChars).regex(logoPattern).nullable().default(null),
});
export type ConsultantProfile = z.infer<typeof consultantProfileSchema>;

export const emptyConsultantProfile: ConsultantProfile = consultantProfileSchema.parse({});

/** Why a field can't be kept as typed; worded by the renderer ("consultantProfile.problems"). */
export type ProfileProblem =
  'email' | 'phone' | 'postalCode' | 'tooLong' | 'logoFormat' | 'logoSize';

const limits: Record<ConsultantProfileTextField, number> = {
  name: 120,
  company: 160,
  street: 160,
  postalCode: 10,
  city: 120,
  phone: 40,
  email: 200,
};

/** The field problems of a profile as typed: the same formats as a contact's e-mail and phone. */
export function profileProblems(
  profile: Partial<Record<ConsultantProfileTextField, string>> & { logo?: string | null },
): Partial<Record<ConsultantProfileTextField | 'logo', ProfileProblem>> {
  const problems: Partial<Record<ConsultantProfileTextField | 'logo', ProfileProblem>> = {};
  for (const field of consultantProfileTextFields) {
    const value = (profile[field] ?? '').trim();
    if (value.length > limits[field]) problems[field] = 'tooLong';
  }
  const email = (profile.email ?? '').trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'email';
  const phone = (profile.phone ?? '').trim();
  if (phone && !/^\+?[\d\s/()-]{5,}$/.test(phone)) problems.phone = 'phone';
  const postalCode = (profile.postalCode ?? '').trim();
  // German addresses first; a foreign code (letters, other lengths) is allowed too.
  if (postalCode && !/^[A-Za-z0-9 -]{3,10}$/.test(postalCode)) problems.postalCode = 'postalCode';
  const logo = profile.logo ?? null;
  if (logo !== null) {
    if (logo.length > logoMaxChars) problems.logo = 'logoSize';
    else if (!logoPattern.test(logo)) problems.logo = 'logoFormat';
  }
  return problems;
}

/**
 * The header lines of the report, in print order: name, company, street, "PLZ Ort", phone,
 * e-mail. An empty value leaves its line out; an address with only a town prints the town.
 */
export function profileLines(profile: ConsultantProfile): string[] {
  const town = [profile.postalCode, profile.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return [profile.name, profile.company, profile.street, town, profile.phone, profile.email]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Who made the report, in one line under the logo on page 1 ("Energieberatung Lindner ·
 * Dipl.-Ing. Petra Lindner"): the company first, as on a letterhead; null when both are empty.
 */
export function letterhead(profile: ConsultantProfile): string | null {
  return (
    [profile.company, profile.name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' · ') || null
  );
}

/** The profile's empty fields the report would miss (logo included), for "before you leave". */
export function missingProfileFields(
  profile: ConsultantProfile,
): (ConsultantProfileTextField | 'logo')[] {
  const missing: (ConsultantProfileTextField | 'logo')[] = consultantProfileTextFields.filter(
    (field) => !profile[field].trim(),
  );
  if (!profile.logo) missing.push('logo');
  return missing;
}
