/* The host's own reads (not records): what the host's `host` event invalidates (app/change-feed.ts). */
export const settingsKeys = {
  settings: ['settings'] as const,
  workspaces: ['workspaces'] as const,
  demo: ['demo'] as const,
  profile: ['profile'] as const,
};
