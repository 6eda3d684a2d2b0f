import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import type { Translation } from './en';

/** Languages are data: a new one is a file beside en.ts and a line here. */
export const languages = { en: 'English', sw: 'Kiswahili', fr: 'Français' } as const;
export type Language = keyof typeof languages;
const STORAGE_KEY = 'afyadx.language';

// Only English ships with the first page; other languages load when chosen (slow mobile networks).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  sw: () => import('./sw').then((module) => module.sw),
  fr: () => import('./fr').then((module) => module.fr),
};

function rememberedLanguage(): Language {
  let stored: string | null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  return stored && stored in languages ? (stored as Language) : 'en';
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Resolves once the remembered language is ready, so the first paint is already in it. */
export const i18nReady: Promise<void> = applyLanguage(rememberedLanguage()).catch(() => undefined);

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice lasts for this page only
  }
  await applyLanguage(language);
}

export default i18next;
