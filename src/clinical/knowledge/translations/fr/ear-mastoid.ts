import type { TranslationGroup } from '../types';

/**
 * French labels, questions and red flags of the signs of mastoiditis other than a told swelling (the ear pushed
 * forward, a red or tender bone behind the ear). Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them; wording after OMS, Soins hospitaliers pédiatriques 2015, mastoïdite.
 */
export const frenchEarMastoidFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'ear-pushed-forward': 'Oreille refoulée en avant et décollée (mastoïde gonflée derrière)',
      'behind-ear-redness-tenderness':
        "Rougeur, sensibilité ou douleur de l'os derrière l'oreille (mastoïde)",
    },
  },
];

export const frenchEarMastoidFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'ear-pushed-forward': "L'oreille est-elle poussée en avant ou plus décollée que l'autre ?",
      'behind-ear-redness-tenderness':
        "L'os derrière l'oreille est-il rouge, sensible ou douloureux au toucher ?",
    },
  },
];

export const frenchEarMastoidRedFlags: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Ear pushed forward, or redness or tenderness behind the ear, with a discharging ear: mastoiditis':
        "Oreille refoulée en avant, ou rougeur ou douleur derrière l'oreille, avec une oreille qui coule : mastoïdite",
      'Ear pushed forward with ear pain: mastoiditis':
        "Oreille refoulée en avant avec douleur d'oreille : mastoïdite",
    },
  },
];
