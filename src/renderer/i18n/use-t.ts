import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './index';

/*
 * The translate function for components shown by the hundred (board cards, their menus, list
 * rows). It is react-i18next's `t` for the current language, re-rendering on a language change
 * as useTranslation does, without useTranslation's cost per mounted component: that hook copies
 * the i18n instance's property descriptors for every component (~0.1 ms each; a board of 66
 * cards with three translated parts each spent ~20 ms in it).
 */

let cached: { language: string; t: TFunction } | null = null;

function currentT(): TFunction {
  if (cached?.language !== i18n.language)
    cached = { language: i18n.language, t: i18n.getFixedT(i18n.language) };
  return cached.t;
}

function subscribe(changed: () => void): () => void {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

export function useT(): TFunction {
  return useSyncExternalStore(subscribe, currentT, currentT);
}
