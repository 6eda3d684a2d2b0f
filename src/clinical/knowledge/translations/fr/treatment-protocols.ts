import type { TranslationGroup } from '../types';
import { frenchTreatmentProtocolsAToD } from './treatment-protocols-a-to-d';
import { frenchTreatmentProtocolsEToM } from './treatment-protocols-e-to-m';
import { frenchTreatmentProtocolsNToQ } from './treatment-protocols-n-to-q';
import { frenchTreatmentProtocolsRToS } from './treatment-protocols-r-to-s';
import { frenchTreatmentProtocolsTToZ } from './treatment-protocols-t-to-z';

/**
 * The treatment protocols of the conditions (primary treatment, supportive care, follow-up schedule of
 * knowledge/conditions) in French, by their English wording; a text missing here is shown in English.
 * Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchTreatmentProtocols: readonly TranslationGroup[] = [
  ...frenchTreatmentProtocolsAToD,
  ...frenchTreatmentProtocolsEToM,
  ...frenchTreatmentProtocolsNToQ,
  ...frenchTreatmentProtocolsRToS,
  ...frenchTreatmentProtocolsTToZ,
];
