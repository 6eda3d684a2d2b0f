import type { TranslationGroup } from '../types';

/**
 * What each regimen item treats (indication of the regimens of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRegimenIndications: readonly TranslationGroup[] = [];
