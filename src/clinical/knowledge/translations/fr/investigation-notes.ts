import type { TranslationGroup } from '../types';
import { frenchInvestigationNotesDigitsToE } from './investigation-notes-digits-to-e';
import { frenchInvestigationNotesFToM } from './investigation-notes-f-to-m';
import { frenchInvestigationNotesNToR } from './investigation-notes-n-to-r';
import { frenchInvestigationNotesSToY } from './investigation-notes-s-to-y';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the
 * investigations of knowledge/conditions) in French, by their English wording; a text missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInvestigationNotes: readonly TranslationGroup[] = [
  ...frenchInvestigationNotesDigitsToE,
  ...frenchInvestigationNotesFToM,
  ...frenchInvestigationNotesNToR,
  ...frenchInvestigationNotesSToY,
];
