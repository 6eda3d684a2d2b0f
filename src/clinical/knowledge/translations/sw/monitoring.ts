import type { TranslationGroup } from '../types';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliMonitoring: readonly TranslationGroup[] = [];
