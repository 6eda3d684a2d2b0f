import type { TranslationGroup } from '../types';

/**
 * French labels of the findings for negative symptoms of psychosis, a stiff thick ventricle, the Kaposi
 * sarcoma biopsy, supplement excess, a marked transaminase rise, a known underactive thyroid and a large
 * tongue. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchFindingLabelsAffectHeartLiverSupplements: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'painless-enlarging-lymph-nodes':
        'Ganglions indolores, fermes ou élastiques, qui continuent de grossir',
      'recent-quarrel': 'Dispute, bagarre ou rupture juste avant',
      'electrical-injury': 'Décharge électrique ou foudre (électrisation)',
      'wanders-into-danger':
        "Erre et s'expose au danger (la nuit, sur les routes, en brousse ou près de l'eau)",
      'massive-neck-swelling': "Gonflement de tout le cou, qui s'étend à la poitrine ou au visage",
      'gathering-means-of-suicide': 'Rassemble des comprimés, du poison ou une corde (moyens de suicide)',
      'farewell-letter-or-arrangements':
        'Une lettre d adieu à la famille ou des dispositions prises pour après la mort',
      'punched-out-erosions': 'Petites érosions ou plaies à l emporte-pièce (eczéma herpétisé)',
      'child-stage-2-hypertension-reading':
        'Tension artérielle de 140/90 mmHg ou plus chez un enfant de moins de 13 ans (hypertension de stade 2 quelle que soit la taille)',
      'cold-hands-feet': 'Mains ou pieds froids',
      'pericarditis-ecg-lab':
        'ECG avec sus-décalage ST diffus et concave et sous-décalage de PR (péricardite)',
      'flat-affect':
        'Expression émotionnelle plate ou émoussée, voix monotone, peu de paroles ou de gestes spontanés',
      's4-stiff-ventricle':
        'Quatrième bruit du cœur (B4) ou double impulsion apicale : ventricule gauche épais et rigide',
      'kaposi-biopsy-lab':
        'Biopsie de peau ou de muqueuse montrant des cellules fusiformes et des fentes vasculaires (sarcome de Kaposi)',
      'supplement-excess':
        "Prend plus de vitamines, de fer ou d'autres compléments que conseillé, depuis des jours ou des semaines",
      'markedly-raised-alt-lab': 'ALAT ou ASAT au-dessus de 400 U/L (environ dix fois la normale)',
      'not-breathing-or-no-pulse': 'Ne respire pas ou pas de pouls (arrêt cardio-respiratoire)',
      'pain-after-fatty-food': 'Douleur déclenchée par un repas gras, frit ou copieux',
      'pain-radiating-right-shoulder':
        "Douleur du haut de l'abdomen irradiant vers l'épaule droite ou l'omoplate",
      'known-hypothyroidism': 'Hypothyroïdie connue, sous lévothyroxine, ou thyroïde enlevée',
      'large-protruding-tongue': 'Grosse langue qui dépasse de la bouche (macroglossie)',
      'sudden-onset-palpitations': 'Cœur qui s’emballe et s’arrête brusquement',
      'known-breast-cancer': 'Cancer du sein, actuel ou traité auparavant',
      'floor-of-mouth-swelling': 'Gonflement du plancher de la bouche ou sous la mâchoire (langue soulevée)',
      'known-nephrotic-syndrome': 'Syndrome néphrotique connu',
    },
  },
];
