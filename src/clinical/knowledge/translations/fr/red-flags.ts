import type { TranslationGroup } from '../types';

/**
 * The danger signs of each condition and the action each requires (redFlags of knowledge/conditions), in French, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchRedFlags: readonly TranslationGroup[] = [];
