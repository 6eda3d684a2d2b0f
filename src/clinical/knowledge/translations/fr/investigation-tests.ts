import type { TranslationGroup } from '../types';
import { frenchInvestigationTestsAToI } from './investigation-tests-a-to-i';
import { frenchInvestigationTestsJToZ } from './investigation-tests-j-to-z';

/**
 * The tests the recommendations name, in French, by their English wording (investigations of
 * knowledge/conditions); a test missing here is named in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchInvestigationTests: readonly TranslationGroup[] = [
  ...frenchInvestigationTestsAToI,
  ...frenchInvestigationTestsJToZ,
];
