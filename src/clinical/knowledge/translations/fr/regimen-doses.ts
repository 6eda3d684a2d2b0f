import type { TranslationGroup } from '../types';
import { frenchRegimenDosesDigits } from './regimen-doses-digits';
import { frenchRegimenDosesAToT } from './regimen-doses-a-to-t';
import { frenchRegimenDosesUToW } from './regimen-doses-u-to-w';

/**
 * A regimen item's amount, frequency and duration as the source words them (regimens of
 * knowledge/conditions), where no template of sentences.ts covers them, in French, by their English
 * wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchRegimenDoses: readonly TranslationGroup[] = [
  ...frenchRegimenDosesDigits,
  ...frenchRegimenDosesAToT,
  ...frenchRegimenDosesUToW,
];
