/*
 * Hash routes: every screen and record has an address, so back/forward and reload work without a
 * server that knows the app's paths (the Electron window loads a file, the bridge serves one page).
 *
 *   #/contacts  #/contacts/new  #/contacts/:id  #/pipeline  #/projects  #/projects/:id
 *   #/projects/:id/modules/:key  #/projects/:id/report  #/projects/:id/survey[/:focus]
 *   #/projects/:id/before-leaving  #/deals/new  #/deals/:id  #/buildings/:id
 *   #/pv-plans/:id  #/outbox  #/settings
 */

export type Route =
  | { screen: 'contacts'; id?: string; creating?: boolean }
  | { screen: 'pipeline' }
  | { screen: 'deals'; id?: string; creating?: boolean }
  /** Without id (a workspace switch left the plan): the project list. */
  | { screen: 'pvPlans'; id?: string }
  | {
      screen: 'projects';
      id?: string;
      moduleKey?: string;
      report?: boolean;
      /** The site visit's screens: the survey (with the field to focus) and "before you leave". */
      visit?: 'survey' | 'before-leaving';
      focus?: string;
    }
  | { screen: 'outbox' }
  | { screen: 'settings' }
  | { screen: 'buildings'; id: string };

export type Screen = Route['screen'];
export const defaultRoute: Route = { screen: 'contacts' };

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decode);
  const [screen, id, sub, key] = parts;
  switch (screen) {
    case 'contacts':
      if (id === 'new') return { screen, creating: true };
      return id ? { screen, id } : { screen };
    case 'projects':
      if (id && sub === 'modules' && key) return { screen, id, moduleKey: key };
      if (id && sub === 'report') return { screen, id, report: true };
      if (id && sub === 'survey')
        return key ? { screen, id, visit: sub, focus: key } : { screen, id, visit: sub };
      if (id && sub === 'before-leaving') return { screen, id, visit: sub };
      return id ? { screen, id } : { screen };
    case 'pv-plans':
      return id ? { screen: 'pvPlans', id } : defaultRoute;
    case 'deals':
      if (id === 'new') return { screen, creating: true };
      return id ? { screen, id } : { screen: 'pipeline' };
    case 'buildings':
      return id ? { screen, id } : defaultRoute;
    case 'pipeline':
    case 'outbox':
    case 'settings':
      return { screen };
    default:
      return defaultRoute;
  }
}

export function formatRoute(route: Route): string {
  const e = encodeURIComponent;
  switch (route.screen) {
    case 'contacts':
      if (route.creating) return '#/contacts/new';
      return route.id ? `#/contacts/${e(route.id)}` : '#/contacts';
    case 'projects':
      if (route.id && route.report) return `#/projects/${e(route.id)}/report`;
      if (route.id && route.visit)
        return `#/projects/${e(route.id)}/${route.visit}${route.focus ? `/${e(route.focus)}` : ''}`;
      if (route.id && route.moduleKey)
        return `#/projects/${e(route.id)}/modules/${e(route.moduleKey)}`;
      return route.id ? `#/projects/${e(route.id)}` : '#/projects';
    case 'pvPlans':
      return route.id ? `#/pv-plans/${e(route.id)}` : '#/projects';
    case 'deals':
      if (route.creating) return '#/deals/new';
      return route.id ? `#/deals/${e(route.id)}` : '#/pipeline';
    case 'buildings':
      return `#/buildings/${e(route.id)}`;
    default:
      return `#/${route.screen}`;
  }
}

/** The same route with a local id replaced by the server's (after an acknowledged create). */
export function renameInRoute(route: Route, renamed: Record<string, string>): Route {
  if (
    (route.screen === 'contacts' ||
      route.screen === 'projects' ||
      route.screen === 'deals' ||
      route.screen === 'buildings' ||
      route.screen === 'pvPlans') &&
    route.id
  ) {
    const next = renamed[route.id];
    if (next) return { ...route, id: next };
  }
  return route;
}
