import { z } from 'zod';
import { apiKeySchema } from '../../api/api-key';
import { empty, ok } from './common';

/* Workspaces and settings (DESIGN.md decision 14). */

export const workspaceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/);
export const workspaceNameSchema = z.string().trim().min(1).max(100);

/**
 * A workspace's API base URL as the user enters it: http or https, no user name or password, no
 * query or fragment. Normalised: lower-case host, default port dropped, no trailing slash
 * (`https://Example.com:443/api/` → `https://example.com/api`). Refusals are `invalid_format`
 * issues with params.format `http_url` (not an http(s) URL) or `url_without_credentials`.
 */
export const baseUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .transform((text, ctx) => {
    const fail = (format: string, message: string) => {
      ctx.addIssue({ code: 'invalid_format', format, input: text, message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return fail('http_url', 'must be an http or https URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail('http_url', 'must be an http or https URL');
    if (url.username || url.password)
      return fail('url_without_credentials', 'must not contain a user name or password');
    if (url.search || url.hash || text.includes('?') || text.includes('#'))
      return fail('http_url', 'must not contain a query or fragment');
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

export const keyStorageSchema = z.enum(['os-keychain', 'os-keychain-weak', 'file', 'memory']);
/** Told to the user after a key was entered: not stored at all, or stored no better than a file. */
export const keyWarningSchema = z.enum(['key_not_stored', 'key_stored_weakly']);

export const workspaceViewSchema = z.object({
  id: workspaceIdSchema,
  name: z.string(),
  kind: z.enum(['demo', 'remote']),
  /** The demo workspace's is the embedded server's current URL. */
  baseUrl: z.string(),
  /** The key itself never reaches the renderer. */
  keySet: z.boolean(),
  /** Where the key is kept; null when none is set. */
  keyStorage: keyStorageSchema.nullable(),
  /**
   * Writes in this workspace's local database its server has not accepted (queued, refused,
   * conflicts); -1 when its database could not be read (damaged, too new, in use).
   */
  unsynced: z.number().int(),
});
export type WorkspaceView = z.infer<typeof workspaceViewSchema>;

export const connectionOutcomeSchema = z.object({
  /**
   * ok: the API answered with the key. unreachable: no connection (DNS, refused, TLS).
   * timeout: no answer in time. unauthorized: 401, the key is wrong. forbidden: 403, the key is
   * known but API access is not granted (yet). not_an_api: something answered, but not the API
   * (HTML, a proxy or captive portal, an unexpected status).
   */
  outcome: z.enum(['ok', 'unreachable', 'timeout', 'unauthorized', 'forbidden', 'not_an_api']),
  /** The HTTP status, when there was an answer. */
  status: z.number().int().optional(),
});
export type ConnectionOutcome = z.infer<typeof connectionOutcomeSchema>;

export const settingsSchema = z.object({
  language: z.enum(['de', 'en']),
  /** Offline on purpose: no network traffic for the active workspace (status state 'paused'). */
  offline: z.boolean(),
  /** Keep the EXIF location of a photo added (off: it is dropped before it is stored). */
  photoLocation: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const demoStatusSchema = z.object({
  /** This host embeds the demo server (browser mode, Electron, tests). */
  available: z.boolean(),
  running: z.boolean(),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const workspaceChannels = {
  'workspaces.list': {
    request: empty,
    response: z.object({ activeId: workspaceIdSchema, workspaces: z.array(workspaceViewSchema) }),
  },
  'workspaces.add': {
    // Adds (does not switch to) a remote workspace; the key goes to the key vault.
    request: z.strictObject({
      name: workspaceNameSchema,
      baseUrl: baseUrlSchema,
      apiKey: apiKeySchema,
    }),
    response: z.object({ workspace: workspaceViewSchema, warning: keyWarningSchema.optional() }),
  },
  'workspaces.test': {
    // Probes GET /v1/deal-stages with the key: either the entered values or a stored workspace's.
    request: z.union([
      z.strictObject({ baseUrl: baseUrlSchema, apiKey: apiKeySchema }),
      z.strictObject({ id: workspaceIdSchema }),
    ]),
    response: connectionOutcomeSchema,
  },
  'workspaces.switch': {
    // Closes the active workspace's database and opens this one's; then the `workspace` event.
    request: z.strictObject({ id: workspaceIdSchema }),
    response: ok,
  },
  'workspaces.setKey': {
    // Applied to the workspace's running engine at once, even when it could not be stored.
    request: z.strictObject({ id: workspaceIdSchema, apiKey: apiKeySchema }),
    response: z.object({ storage: keyStorageSchema, warning: keyWarningSchema.optional() }),
  },
  'workspaces.rename': {
    request: z.strictObject({ id: workspaceIdSchema, name: workspaceNameSchema }),
    response: ok,
  },
  'workspaces.remove': {
    // Refused with `workspace_has_unsynced` { count } unless confirmed (count -1: unknown); the
    // demo can't be removed (`workspace_is_demo`); removing the active one switches to the demo.
    request: z.strictObject({ id: workspaceIdSchema, confirmUnsynced: z.boolean().optional() }),
    response: ok,
  },
  'settings.get': { request: empty, response: settingsSchema },
  'settings.set': {
    request: z.strictObject({
      language: settingsSchema.shape.language.optional(),
      offline: z.boolean().optional(),
      photoLocation: z.boolean().optional(),
    }),
    response: settingsSchema,
  },
  'demo.status': { request: empty, response: demoStatusSchema },
  'demo.setRunning': {
    // Stops or starts the embedded demo server (same port when free, same database), so the
    // network really goes away; refused with `demo_unavailable` where there is none.
    request: z.strictObject({ running: z.boolean() }),
    response: demoStatusSchema,
  },
} as const;
