import { create } from 'zustand';
import { currentLanguage, setLanguage, type Language } from '../i18n';

/*
 * The interface language as the renderer applies it (i18next, <html lang>). The host's settings
 * (settings.get / settings.set) are the truth; this store follows them and changes at once when
 * the user picks another language, before the host has answered.
 */

interface SettingsUiState {
  language: Language;
  applyLanguage(language: Language): void;
}

export const useSettingsUi = create<SettingsUiState>((set) => ({
  language: currentLanguage(),
  applyLanguage(language) {
    void setLanguage(language);
    set({ language });
  },
}));
