import type { TranslationGroup } from '../types';
import { frenchRedFlagsAToV } from './red-flags-a-to-v';
import { frenchRedFlagsW } from './red-flags-w';

/**
 * The danger signs of the conditions and the action each requires (redFlags of knowledge/conditions) in
 * French, by their English wording; a text missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in French reviews them.
 */
export const frenchRedFlags: readonly TranslationGroup[] = [...frenchRedFlagsAToV, ...frenchRedFlagsW];
