/** The closed value sets of workspace-api.md. One place, used by server, core and renderer. */

export const contactStatuses = ['lead', 'qualified', 'customer'] as const;
/** POST /v1/contacts accepts only these; `qualified` is reached by an update. */
export const contactCreateStatuses = ['lead', 'customer'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const dealStatuses = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof dealStatuses)[number];

export const projectTypes = ['heat-planning', 'energieausweis'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const projectStatuses = ['draft', 'active', 'submitted', 'archived'] as const;
/** PATCH /v1/projects/{id} may set these; `archived` is reached only through POST .../archive. */
export const projectPatchStatuses = ['draft', 'active', 'submitted'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const moduleStatuses = [
  'not_started',
  'draft',
  'ready',
  'calculating',
  'completed',
  'submitted',
  'locked',
  'failed',
] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];

/**
 * The interface lists 14 keys in one unseparated run and says "13"; we accept the 14 listed
 * (DESIGN.md, gaps table). A key outside this list coming *from* the server is still stored and
 * shown generically, so resource schemas take any non-empty string.
 */
export const moduleKeys = [
  'project-information',
  'raumweise',
  'heizlast-huellflaeche',
  'verbrauch',
  'waermepumpe',
  'jaz',
  'wirtschaftlichkeit',
  'foerderrechner',
  'foerderwissen',
  'schallrechner',
  'check',
  'u-wert-rechner',
  'foerderservice',
  'nachweisservice',
] as const;
export type ModuleKey = (typeof moduleKeys)[number];

export function isKnownModuleKey(key: string): key is ModuleKey {
  return (moduleKeys as readonly string[]).includes(key);
}
