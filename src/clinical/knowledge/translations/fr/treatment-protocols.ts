import type { TranslationGroup } from '../types';
import { frenchTreatmentProtocolsAToH } from './treatment-protocols-a-to-h';
import { frenchTreatmentProtocolsIToQ } from './treatment-protocols-i-to-q';
import { frenchTreatmentProtocolsRToV } from './treatment-protocols-r-to-v';
import { frenchTreatmentProtocolsWToZ } from './treatment-protocols-w-to-z';

/**
 * The treatment protocols of the conditions (primary treatment, supportive care, follow-up schedule of
 * knowledge/conditions) in French, by their English wording; a text missing here is shown in English.
 * Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchTreatmentProtocols: readonly TranslationGroup[] = [
  ...frenchTreatmentProtocolsAToH,
  ...frenchTreatmentProtocolsIToQ,
  ...frenchTreatmentProtocolsRToV,
  ...frenchTreatmentProtocolsWToZ,
];
