import type { TranslationGroup } from '../types';
import { frenchRedFlagsAToJ } from './red-flags-a-to-j';
import { frenchRedFlagsKToR } from './red-flags-k-to-r';
import { frenchRedFlagsSToW } from './red-flags-s-to-w';

/**
 * The danger signs of the conditions and the action each requires (redFlags of knowledge/conditions) in
 * French, by their English wording; a text missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in French reviews them.
 */
export const frenchRedFlags: readonly TranslationGroup[] = [
  ...frenchRedFlagsAToJ,
  ...frenchRedFlagsKToR,
  ...frenchRedFlagsSToW,
];
