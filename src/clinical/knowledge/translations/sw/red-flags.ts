import type { TranslationGroup } from '../types';
import { swahiliRedFlagsAToE } from './red-flags-a-to-e';
import { swahiliRedFlagsFToM } from './red-flags-f-to-m';
import { swahiliRedFlagsNToR } from './red-flags-n-to-r';
import { swahiliRedFlagsSToV } from './red-flags-s-to-v';
import { swahiliRedFlagsWToZ } from './red-flags-w-to-z';

/**
 * The danger signs of each condition and the action each requires (redFlags of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRedFlags: readonly TranslationGroup[] = [
  ...swahiliRedFlagsAToE,
  ...swahiliRedFlagsFToM,
  ...swahiliRedFlagsNToR,
  ...swahiliRedFlagsSToV,
  ...swahiliRedFlagsWToZ,
];
