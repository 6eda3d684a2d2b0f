import type { TranslationGroup } from '../types';
import { swahiliInvestigationNotesAToB } from './investigation-notes-a-to-b';
import { swahiliInvestigationNotesCToE } from './investigation-notes-c-to-e';
import { swahiliInvestigationNotesFToL } from './investigation-notes-f-to-l';
import { swahiliInvestigationNotesMToO } from './investigation-notes-m-to-o';
import { swahiliInvestigationNotesPToR } from './investigation-notes-p-to-r';
import { swahiliInvestigationNotesSToZ } from './investigation-notes-s-to-z';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the investigations of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliInvestigationNotes: readonly TranslationGroup[] = [
  ...swahiliInvestigationNotesAToB,
  ...swahiliInvestigationNotesCToE,
  ...swahiliInvestigationNotesFToL,
  ...swahiliInvestigationNotesMToO,
  ...swahiliInvestigationNotesPToR,
  ...swahiliInvestigationNotesSToZ,
];
