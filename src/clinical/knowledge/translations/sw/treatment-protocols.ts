import type { TranslationGroup } from '../types';

/**
 * The treatment protocol of each condition, sentence by sentence: primary treatment, supportive care and follow-up (protocol of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliTreatmentProtocols: readonly TranslationGroup[] = [];
