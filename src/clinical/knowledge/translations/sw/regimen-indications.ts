import type { TranslationGroup } from '../types';
import { swahiliRegimenIndicationsAToN } from './regimen-indications-a-to-n';
import { swahiliRegimenIndicationsOToZ } from './regimen-indications-o-to-z';

/**
 * What each regimen item treats (indication of the regimens of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRegimenIndications: readonly TranslationGroup[] = [
  ...swahiliRegimenIndicationsAToN,
  ...swahiliRegimenIndicationsOToZ,
];
