/** The Limits table of workspace-api.md, as constants. */
export const limits = {
  listLimitMin: 1,
  listLimitMax: 500,
  listLimitDefault: 100,
  offsetMax: Number.MAX_SAFE_INTEGER,
  dealTitleMax: 200,
  projectTypeIdsMax: 50,
  pvPlanNameMax: 191,
  latitudeAbsMax: 90,
  longitudeAbsMax: 180,
  countryCodeLength: 2,
  safeIntegerMax: Number.MAX_SAFE_INTEGER,
  safeIntegerMin: Number.MIN_SAFE_INTEGER,
  /** Deepest nesting of arrays and objects in a JSON body; the body itself is level 1. */
  jsonDepthMax: 64,
} as const;
