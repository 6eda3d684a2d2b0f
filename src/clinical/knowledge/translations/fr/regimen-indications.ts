import type { TranslationGroup } from '../types';
import { frenchRegimenIndicationsAToN } from './regimen-indications-a-to-n';
import { frenchRegimenIndicationsOToZ } from './regimen-indications-o-to-z';

/**
 * What each regimen item treats (indication of the regimens of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchRegimenIndications: readonly TranslationGroup[] = [
  ...frenchRegimenIndicationsAToN,
  ...frenchRegimenIndicationsOToZ,
];
