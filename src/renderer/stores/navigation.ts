import { create } from 'zustand';
import { useState } from 'react';
import { defaultRoute, formatRoute, parseRoute, renameInRoute, type Route } from '../app/routes';
import { followRename } from '../../shared/ipc/renamed-ids';

/*
 * Where the user is: the route, kept in the address's hash. Navigating pushes a history entry
 * (back/forward work); following a renamed id replaces it (the local id never comes back).
 */

interface NavigationState {
  route: Route;
  /** Every local id renamed this session: an older history entry still names the local one. */
  renames: Record<string, string>;
  navigate(route: Route): void;
  /** Same place, new address, no new history entry. */
  replace(route: Route): void;
  followRenames(renamed: Record<string, string>): void;
}

const renamesKey = 'ortstermin.renames';
function loadRenames(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(renamesKey) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

const readRoute = (renames: Record<string, string>): Route =>
  renameInRoute(parseRoute(location.hash), renames);

export const useNavigation = create<NavigationState>((set, get) => ({
  route: defaultRoute,
  renames: loadRenames(),
  // A create's answer can arrive after the sync already renamed its local id (a busy machine):
  // a route is always read through the renames known so far.
  navigate(to) {
    const route = renameInRoute(to, get().renames);
    const hash = formatRoute(route);
    if (location.hash !== hash) history.pushState(null, '', hash);
    set({ route });
  },
  replace(to) {
    const route = renameInRoute(to, get().renames);
    history.replaceState(history.state, '', formatRoute(route));
    set({ route });
  },
  followRenames(renamed) {
    // The core's rule: a record renamed twice (a restore) is reached by its first id too.
    const renames = { ...get().renames };
    for (const [former, current] of Object.entries(renamed)) followRename(renames, former, current);
    set({ renames });
    try {
      sessionStorage.setItem(renamesKey, JSON.stringify(renames));
    } catch {
      // Without storage the renames still apply until a reload.
    }
    const current = get().route;
    const next = renameInRoute(current, renamed);
    if (next !== current) get().replace(next);
  },
}));

/** Follows the address bar (back, forward, a typed hash). Call once at start; returns the undo. */
export function listenToLocation(): () => void {
  const sync = () => {
    const route = readRoute(useNavigation.getState().renames);
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

/**
 * The key of a record's screen: its id, kept when the sync renames the record (its local id
 * becomes the server's and the address follows). The screen is not drawn anew then, so the field
 * the consultant is typing in keeps its focus and the keys that follow.
 */
export function useRecordKey(id: string): string {
  const renames = useNavigation((s) => s.renames);
  const [kept, setKept] = useState({ id, key: id });
  if (kept.id === id) return kept.key;
  const next = { id, key: renames[kept.id] === id ? kept.key : id };
  setKept(next);
  return next.key;
}
