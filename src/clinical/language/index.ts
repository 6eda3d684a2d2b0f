import type { ClinicalLanguage, ClinicalTranslations } from '../knowledge/translations/types';

export {
  createClinicalTranslator,
  type ClinicalTranslator,
  type EnglishClinicalNames,
} from './translate-clinical-text';
export { translateAnswer, type AnswerTranslationCount } from './translate-answer';
export type { ClinicalLanguage, ClinicalTranslations } from '../knowledge/translations/types';

/** The languages clinical content is translated into; English is the knowledge base itself. */
export const clinicalLanguages = ['sw', 'fr'] as const satisfies readonly ClinicalLanguage[];

export const isClinicalLanguage = (value: string): value is ClinicalLanguage =>
  (clinicalLanguages as readonly string[]).includes(value);

/** Each language's data is its own module, loaded only when that language is asked for. */
export const loadClinicalTranslations: Record<ClinicalLanguage, () => Promise<ClinicalTranslations>> = {
  sw: () => import('../knowledge/translations/sw').then((module) => module.swahili),
  fr: () => import('../knowledge/translations/fr').then((module) => module.french),
};
