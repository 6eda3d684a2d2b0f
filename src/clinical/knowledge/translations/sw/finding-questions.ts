import type { TranslationGroup } from '../types';
import { swahiliFindingQuestionsAToM } from './finding-questions-a-to-m';
import { swahiliFindingQuestionsNToZ } from './finding-questions-n-to-z';

/**
 * The question that establishes each finding, in Kiswahili, by finding id: the next questions the engine
 * suggests; an id missing here is asked in English. Machine drafts (reviewer: null) until a clinician
 * fluent in Kiswahili reviews them.
 */
export const swahiliFindingQuestions: readonly TranslationGroup[] = [
  ...swahiliFindingQuestionsAToM,
  ...swahiliFindingQuestionsNToZ,
];
