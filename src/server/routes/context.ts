import type { Store } from '../store';

/** What the route modules share. */
export interface RouteContext {
  store: Store;
  /** Only the endpoints of workspace-api.md; the optional reads answer 404 like unknown paths. */
  strictSpec: boolean;
}

export type IdParams = { id: string };
