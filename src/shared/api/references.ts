/*
 * The keys of a record whose value is the id of another record, and where that record's name is
 * found: the outbox page and the CLI show the name instead of the id, and a conflict on such a
 * key takes no typed value (a typed name is no id).
 */
export const referenceKeys = {
  stageId: 'stages',
  contactId: 'contacts',
  projectId: 'projects',
  buildingId: 'buildings',
} as const;

/** The kinds of record a key can refer to. */
export type ReferenceKind = (typeof referenceKeys)[keyof typeof referenceKeys];

/** What a key refers to (`stages` for a deal's stage), or null for a key that holds no id. */
export const referenceOf = (key: string): ReferenceKind | null =>
  Object.hasOwn(referenceKeys, key) ? referenceKeys[key as keyof typeof referenceKeys] : null;
