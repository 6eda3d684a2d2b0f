import type { TranslationGroup } from '../types';
import { swahiliTreatmentProtocolsAToC } from './treatment-protocols-a-to-c';
import { swahiliTreatmentProtocolsDToL } from './treatment-protocols-d-to-l';
import { swahiliTreatmentProtocolsMToQ } from './treatment-protocols-m-to-q';
import { swahiliTreatmentProtocolsRToS } from './treatment-protocols-r-to-s';
import { swahiliTreatmentProtocolsTToZ } from './treatment-protocols-t-to-z';

/**
 * The treatment protocol of each condition, sentence by sentence: primary treatment, supportive care, follow-up and the notes of its regimens (knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliTreatmentProtocols: readonly TranslationGroup[] = [
  ...swahiliTreatmentProtocolsAToC,
  ...swahiliTreatmentProtocolsDToL,
  ...swahiliTreatmentProtocolsMToQ,
  ...swahiliTreatmentProtocolsRToS,
  ...swahiliTreatmentProtocolsTToZ,
];
