import type { TranslationGroup } from '../types';
import { swahiliRegimenDosesAToM } from './regimen-doses-a-to-m';
import { swahiliRegimenDosesOToZ } from './regimen-doses-o-to-z';

/**
 * A regimen item's amount, frequency and duration as the source words them (regimens of knowledge/conditions), where no template of sentences.ts covers them, in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRegimenDoses: readonly TranslationGroup[] = [
  ...swahiliRegimenDosesAToM,
  ...swahiliRegimenDosesOToZ,
];
