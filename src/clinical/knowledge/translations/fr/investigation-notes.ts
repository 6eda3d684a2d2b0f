import type { TranslationGroup } from '../types';
import { frenchInvestigationNotesDigitsToG } from './investigation-notes-digits-to-g';
import { frenchInvestigationNotesHToO } from './investigation-notes-h-to-o';
import { frenchInvestigationNotesPToY } from './investigation-notes-p-to-y';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the
 * investigations of knowledge/conditions) in French, by their English wording; a text missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInvestigationNotes: readonly TranslationGroup[] = [
  ...frenchInvestigationNotesDigitsToG,
  ...frenchInvestigationNotesHToO,
  ...frenchInvestigationNotesPToY,
];
