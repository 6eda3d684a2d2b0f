import type { TranslationGroup } from '../types';
import { frenchFindingQuestionsAToM } from './finding-questions-a-to-m';
import { frenchFindingQuestionsNToZ } from './finding-questions-n-to-z';

/**
 * The question that establishes each finding, in French, by finding id: the next questions the engine
 * suggests; an id missing here is asked in English. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchFindingQuestions: readonly TranslationGroup[] = [
  ...frenchFindingQuestionsAToM,
  ...frenchFindingQuestionsNToZ,
];
