import type { TranslationGroup } from '../types';
import { swahiliReferralReasonsAToR } from './referral-reasons-a-to-r';
import { swahiliReferralReasonsSToZ } from './referral-reasons-s-to-z';

/**
 * Why the patient is referred (referrals of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliReferralReasons: readonly TranslationGroup[] = [
  ...swahiliReferralReasonsAToR,
  ...swahiliReferralReasonsSToZ,
];
