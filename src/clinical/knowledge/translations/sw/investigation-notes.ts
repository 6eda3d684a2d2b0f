import type { TranslationGroup } from '../types';
import { swahiliInvestigationNotesAToC } from './investigation-notes-a-to-c';
import { swahiliInvestigationNotesDToK } from './investigation-notes-d-to-k';
import { swahiliInvestigationNotesLToO } from './investigation-notes-l-to-o';
import { swahiliInvestigationNotesPToS } from './investigation-notes-p-to-s';
import { swahiliInvestigationNotesTToZ } from './investigation-notes-t-to-z';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the investigations of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliInvestigationNotes: readonly TranslationGroup[] = [
  ...swahiliInvestigationNotesAToC,
  ...swahiliInvestigationNotesDToK,
  ...swahiliInvestigationNotesLToO,
  ...swahiliInvestigationNotesPToS,
  ...swahiliInvestigationNotesTToZ,
];
