import type { TranslationGroup } from '../types';

/**
 * The treatment protocol of each condition, sentence by sentence: primary treatment, supportive care and follow-up (protocol of knowledge/conditions), in French, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchTreatmentProtocols: readonly TranslationGroup[] = [];
