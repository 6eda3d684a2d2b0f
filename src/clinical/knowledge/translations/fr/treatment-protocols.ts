import type { TranslationGroup } from '../types';
import { frenchTreatmentProtocolsAToM } from './treatment-protocols-a-to-m';
import { frenchTreatmentProtocolsNToR } from './treatment-protocols-n-to-r';
import { frenchTreatmentProtocolsSToZ } from './treatment-protocols-s-to-z';

/**
 * The treatment protocols of the conditions (primary treatment, supportive care, follow-up schedule of
 * knowledge/conditions) in French, by their English wording; a text missing here is shown in English.
 * Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchTreatmentProtocols: readonly TranslationGroup[] = [
  ...frenchTreatmentProtocolsAToM,
  ...frenchTreatmentProtocolsNToR,
  ...frenchTreatmentProtocolsSToZ,
];
