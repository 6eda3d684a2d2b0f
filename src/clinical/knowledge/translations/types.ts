/**
 * Clinical content in the clinician's language, as data. A translation names who reviewed it: `null` is
 * a machine draft nobody has checked, and the product says so wherever it shows one.
 */
export interface TranslatedText {
  text: string;
  /** The clinician fluent in the language who checked this text, or null for an unreviewed machine draft. */
  reviewer: string | null;
}

/**
 * One sentence (or dosing phrase) the engine writes in English, and its translation. `{n1}`, `{n2}`…
 * stand for numbers, copied unchanged; `{condition}` for a condition name, translated by id; `{sentence}`
 * for another catalogued sentence; `{quote}` for the clinician's own words, copied unchanged. When a part
 * cannot be translated, the whole sentence stays in English.
 */
export interface SentenceTranslation extends TranslatedText {
  en: string;
}

export type ClinicalLanguage = 'sw' | 'fr';

export interface ClinicalTranslations {
  language: ClinicalLanguage;
  conditionNames: Readonly<Record<string, TranslatedText>>;
  findingLabels: Readonly<Record<string, TranslatedText>>;
  sentences: readonly SentenceTranslation[];
  /** Added to the disclaimer when an answer shows any unreviewed draft. */
  draftNotice: string;
}
