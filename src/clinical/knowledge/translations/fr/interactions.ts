import type { TranslationGroup } from '../types';

/**
 * What a medicine interaction does (interactions of knowledge/medicines); the prescription names the medicines with the templates of sentences.ts, in French, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInteractions: readonly TranslationGroup[] = [];
