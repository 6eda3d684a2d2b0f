import type { TranslationGroup } from '../types';
import { frenchRegimenNotesAToR } from './regimen-notes-a-to-r';
import { frenchRegimenNotesSToW } from './regimen-notes-s-to-w';

/**
 * The notes of the regimens (note of the regimens of knowledge/conditions: what to check before
 * prescribing, what the source leaves to the clinician) in French, by their English wording; a text
 * missing here is shown in English. Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them.
 */
export const frenchRegimenNotes: readonly TranslationGroup[] = [
  ...frenchRegimenNotesAToR,
  ...frenchRegimenNotesSToW,
];
