import type { TranslationGroup } from '../types';
import { swahiliLifestyleAToK } from './lifestyle-a-to-k';
import { swahiliLifestyleLToZ } from './lifestyle-l-to-z';

/**
 * The advice to the patient and family the recommendations give, in Kiswahili, by their English wording
 * (lifestyle of knowledge/conditions); advice missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliLifestyle: readonly TranslationGroup[] = [
  ...swahiliLifestyleAToK,
  ...swahiliLifestyleLToZ,
];
