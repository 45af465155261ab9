import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDocumentLanguage, storage } from '../browser-env';
import { de } from './de';
import { en } from './en';

/*
 * i18next with two bundled catalogues; German is the default and the fallback. The language the
 * user chose is remembered in localStorage so the first paint is already in it; the host's
 * settings (settings.get) are the truth and win once they arrive.
 */

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const catalogues = { de, en } as const;

const remembered = 'ortstermin.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

function initialLanguage(): Language {
  const stored = storage().getItem(remembered);
  return isLanguage(stored) ? stored : 'de';
}

export const i18n: I18n = i18next.createInstance();

export function initI18n(language: Language = initialLanguage()): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { de: { translation: de }, en: { translation: en } },
      lng: language,
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      // Keys are always paths in the one namespace. Saying so skips i18next's guess, on every
      // t(), whether a key is a sentence or a path (a regular expression per call: a board of
      // a hundred cards makes ~1,000 calls).
      keySeparator: '.',
      nsSeparator: false,
      returnNull: false,
      initAsync: false,
    });
    applyLanguage(language);
  }
  return i18n;
}

function applyLanguage(language: Language): void {
  setDocumentLanguage(language);
  storage().setItem(remembered, language);
}

export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'de');
export const locale = (language: Language = currentLanguage()) =>
  language === 'de' ? 'de-DE' : 'en-GB';

export type T = TFunction;
