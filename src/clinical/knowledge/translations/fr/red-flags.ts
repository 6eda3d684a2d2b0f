import type { TranslationGroup } from '../types';
import { frenchRedFlagsAToE } from './red-flags-a-to-e';
import { frenchRedFlagsFToM } from './red-flags-f-to-m';
import { frenchRedFlagsNToR } from './red-flags-n-to-r';
import { frenchRedFlagsSToV } from './red-flags-s-to-v';
import { frenchRedFlagsWToX } from './red-flags-w-to-x';

/**
 * The danger signs of the conditions and the action each requires (redFlags of knowledge/conditions) in
 * French, by their English wording; a text missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in French reviews them.
 */
export const frenchRedFlags: readonly TranslationGroup[] = [
  ...frenchRedFlagsAToE,
  ...frenchRedFlagsFToM,
  ...frenchRedFlagsNToR,
  ...frenchRedFlagsSToV,
  ...frenchRedFlagsWToX,
];
