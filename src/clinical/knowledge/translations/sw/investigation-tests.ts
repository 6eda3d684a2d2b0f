import type { TranslationGroup } from '../types';
import { swahiliInvestigationTestsAToI } from './investigation-tests-a-to-i';
import { swahiliInvestigationTestsJToZ } from './investigation-tests-j-to-z';

/**
 * The tests the recommendations name, in Kiswahili, by their English wording (investigations of
 * knowledge/conditions); a test missing here is named in English. Machine drafts (reviewer: null) until a
 * clinician fluent in Kiswahili reviews them.
 */
export const swahiliInvestigationTests: readonly TranslationGroup[] = [
  ...swahiliInvestigationTestsAToI,
  ...swahiliInvestigationTestsJToZ,
];
