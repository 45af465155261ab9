import { create } from 'zustand';
import { defaultRoute, formatRoute, parseRoute, renameInRoute, type Route } from '../app/routes';

/*
 * Where the user is: the route, kept in the address's hash. Navigating pushes a history entry
 * (back/forward work); following a renamed id replaces it (the local id never comes back).
 */

interface NavigationState {
  route: Route;
  navigate(route: Route): void;
  /** Same place, new address, no new history entry. */
  replace(route: Route): void;
  followRenames(renamed: Record<string, string>): void;
}

const readRoute = (): Route =>
  typeof location === 'undefined' ? defaultRoute : parseRoute(location.hash);

export const useNavigation = create<NavigationState>((set, get) => ({
  route: readRoute(),
  navigate(route) {
    const hash = formatRoute(route);
    if (location.hash !== hash) history.pushState(null, '', hash);
    set({ route });
  },
  replace(route) {
    history.replaceState(history.state, '', formatRoute(route));
    set({ route });
  },
  followRenames(renamed) {
    const current = get().route;
    const next = renameInRoute(current, renamed);
    if (next !== current) get().replace(next);
  },
}));

/** Follows the address bar (back, forward, a typed hash). Call once at start; returns the undo. */
export function listenToLocation(): () => void {
  const sync = () => {
    const route = readRoute();
    // An empty or unknown hash shows the default screen under its own address.
    if (location.hash !== formatRoute(route))
      history.replaceState(history.state, '', formatRoute(route));
    useNavigation.setState({ route });
  };
  sync();
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
  return () => {
    window.removeEventListener('popstate', sync);
    window.removeEventListener('hashchange', sync);
  };
}
