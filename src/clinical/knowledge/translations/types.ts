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
 * for another catalogued sentence; `{list}` for a list joined with ', ', translated item by item; `{drug}` for
 * a medicine's name (no ':', ';' or '|'), copied unchanged; `{quote}` for the clinician's own words, copied
 * unchanged. When a part cannot be translated, the whole sentence stays in English.
 */
export interface SentenceTranslation extends TranslatedText {
  en: string;
}

/**
 * Translations that share one reviewer (null: unreviewed machine drafts), keyed by a finding id (finding
 * labels) or by the exact English text of the knowledge base (questions, tests, recommendations,
 * warnings): an English text that changes loses its translation and is shown in English until it is
 * translated again.
 */
export interface TranslationGroup {
  reviewer: string | null;
  texts: Readonly<Record<string, string>>;
}

export type ClinicalLanguage = 'sw' | 'fr';

export interface ClinicalTranslations {
  language: ClinicalLanguage;
  conditionNames: Readonly<Record<string, TranslatedText>>;
  /** Finding labels by finding id. */
  findingLabels: readonly TranslationGroup[];
  /** The question that establishes a finding, by finding id. */
  findingQuestions: readonly TranslationGroup[];
  /** Whole texts of the knowledge base by their English wording. */
  phrases: readonly TranslationGroup[];
  sentences: readonly SentenceTranslation[];
  /** Added to the disclaimer when an answer shows any unreviewed draft. */
  draftNotice: string;
}
