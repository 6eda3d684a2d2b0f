import type { TranslationGroup } from '../types';
import { swahiliRedFlagsAToO } from './red-flags-a-to-o';
import { swahiliRedFlagsPToZ } from './red-flags-p-to-z';

/**
 * The danger signs of each condition and the action each requires (redFlags of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRedFlags: readonly TranslationGroup[] = [...swahiliRedFlagsAToO, ...swahiliRedFlagsPToZ];
