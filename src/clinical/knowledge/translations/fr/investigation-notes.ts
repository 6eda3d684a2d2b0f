import type { TranslationGroup } from '../types';
import { frenchInvestigationNotesDigitsToI } from './investigation-notes-digits-to-i';
import { frenchInvestigationNotesKToS } from './investigation-notes-k-to-s';
import { frenchInvestigationNotesTToY } from './investigation-notes-t-to-y';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the
 * investigations of knowledge/conditions) in French, by their English wording; a text missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInvestigationNotes: readonly TranslationGroup[] = [
  ...frenchInvestigationNotesDigitsToI,
  ...frenchInvestigationNotesKToS,
  ...frenchInvestigationNotesTToY,
];
