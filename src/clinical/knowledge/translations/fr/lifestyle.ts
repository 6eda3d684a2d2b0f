import type { TranslationGroup } from '../types';
import { frenchLifestyleAToK } from './lifestyle-a-to-k';
import { frenchLifestyleLToZ } from './lifestyle-l-to-z';

/**
 * The advice to the patient and family the recommendations give, in French, by their English wording
 * (lifestyle of knowledge/conditions); advice missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in French reviews them.
 */
export const frenchLifestyle: readonly TranslationGroup[] = [...frenchLifestyleAToK, ...frenchLifestyleLToZ];
