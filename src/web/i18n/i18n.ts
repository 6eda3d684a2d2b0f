import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { sw } from './sw';
import { fr } from './fr';

export const languages = { en: 'English', sw: 'Kiswahili', fr: 'Français' } as const;
export type Language = keyof typeof languages;
const STORAGE_KEY = 'afyadx.language';

function rememberedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return stored && stored in languages ? (stored as Language) : 'en';
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, sw: { translation: sw }, fr: { translation: fr } },
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
export default i18next;
