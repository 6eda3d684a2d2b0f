import type { TranslationGroup } from '../types';

/**
 * Why the patient is referred (referrals of knowledge/conditions), in French, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchReferralReasons: readonly TranslationGroup[] = [];
