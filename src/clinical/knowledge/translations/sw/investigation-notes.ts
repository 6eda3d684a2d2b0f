import type { TranslationGroup } from '../types';
import { swahiliInvestigationNotesAToF } from './investigation-notes-a-to-f';
import { swahiliInvestigationNotesGToN } from './investigation-notes-g-to-n';
import { swahiliInvestigationNotesOToZ } from './investigation-notes-o-to-z';

/**
 * Why each test is done and what it is expected to show (rationale and expected findings of the investigations of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliInvestigationNotes: readonly TranslationGroup[] = [
  ...swahiliInvestigationNotesAToF,
  ...swahiliInvestigationNotesGToN,
  ...swahiliInvestigationNotesOToZ,
];
