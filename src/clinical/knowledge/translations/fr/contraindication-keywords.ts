import type { TranslationGroup } from '../types';

/**
 * The conditions a medicine's contraindication names (keywords of knowledge/medicines), as the prescription lists them after 'History of', in French, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchContraindicationKeywords: readonly TranslationGroup[] = [];
