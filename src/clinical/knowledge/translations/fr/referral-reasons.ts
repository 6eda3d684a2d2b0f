import type { TranslationGroup } from '../types';
import { frenchReferralReasonsDigitsToR } from './referral-reasons-digits-to-r';
import { frenchReferralReasonsSToW } from './referral-reasons-s-to-w';

/**
 * The reasons for referral of the conditions (referrals of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchReferralReasons: readonly TranslationGroup[] = [
  ...frenchReferralReasonsDigitsToR,
  ...frenchReferralReasonsSToW,
];
