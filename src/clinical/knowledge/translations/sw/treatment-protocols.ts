import type { TranslationGroup } from '../types';
import { swahiliTreatmentProtocolsAToL } from './treatment-protocols-a-to-l';
import { swahiliTreatmentProtocolsMToR } from './treatment-protocols-m-to-r';
import { swahiliTreatmentProtocolsSToZ } from './treatment-protocols-s-to-z';

/**
 * The treatment protocol of each condition, sentence by sentence: primary treatment, supportive care, follow-up and the notes of its regimens (knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliTreatmentProtocols: readonly TranslationGroup[] = [
  ...swahiliTreatmentProtocolsAToL,
  ...swahiliTreatmentProtocolsMToR,
  ...swahiliTreatmentProtocolsSToZ,
];
