import type { TranslationGroup } from '../types';

/**
 * Kiswahili labels, questions and red flags of the signs of mastoiditis other than a told swelling (the ear pushed
 * forward, a red or tender bone behind the ear). Machine drafts (reviewer: null) until a clinician fluent in
 * Kiswahili reviews them.
 */
export const swahiliEarMastoidFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'ear-pushed-forward': 'Sikio limesukumwa mbele na kujitokeza (mastoid imevimba nyuma yake)',
      'behind-ear-redness-tenderness': 'Wekundu au maumivu ya mfupa nyuma ya sikio (mastoid)',
    },
  },
];

export const swahiliEarMastoidFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'ear-pushed-forward': 'Je, sikio limesukumwa mbele au limejitokeza kuliko lingine?',
      'behind-ear-redness-tenderness': 'Je, mfupa nyuma ya sikio ni mwekundu au unauma ukiguswa?',
    },
  },
];

export const swahiliEarMastoidRedFlags: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Ear pushed forward, or redness or tenderness behind the ear, with a discharging ear: mastoiditis':
        'Sikio limesukumwa mbele, au wekundu au maumivu nyuma ya sikio, pamoja na sikio linalotoa usaha: mastoiditis',
      'Ear pushed forward with ear pain: mastoiditis':
        'Sikio limesukumwa mbele pamoja na maumivu ya sikio: mastoiditis',
    },
  },
];
