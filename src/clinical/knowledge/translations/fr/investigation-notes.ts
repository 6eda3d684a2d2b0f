import type { TranslationGroup } from '../types';
import { frenchInvestigationNotesDigitsToB } from './investigation-notes-digits-to-b';
import { frenchInvestigationNotesCToE } from './investigation-notes-c-to-e';
import { frenchInvestigationNotesFToL } from './investigation-notes-f-to-l';
import { frenchInvestigationNotesMToO } from './investigation-notes-m-to-o';
import { frenchInvestigationNotesPToR } from './investigation-notes-p-to-r';
import { frenchInvestigationNotesSToY } from './investigation-notes-s-to-y';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the
 * investigations of knowledge/conditions) in French, by their English wording; a text missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInvestigationNotes: readonly TranslationGroup[] = [
  ...frenchInvestigationNotesDigitsToB,
  ...frenchInvestigationNotesCToE,
  ...frenchInvestigationNotesFToL,
  ...frenchInvestigationNotesMToO,
  ...frenchInvestigationNotesPToR,
  ...frenchInvestigationNotesSToY,
];
