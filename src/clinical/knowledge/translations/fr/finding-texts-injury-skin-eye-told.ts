import type { TranslationGroup } from '../types';

/**
 * French labels and questions of findings added for injuries, poisonings, skin and eye conditions as they are
 * told in clinics. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchInjurySkinEyeToldFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'recent-ivermectin':
        'Ivermectine prise ces derniers jours (traitement de masse contre la cécité des rivières ou la filariose)',
      'alcohol-dependence-signs':
        "Perte de contrôle de la boisson : boit malgré les dégâts, dès le matin, ou n'arrive pas à arrêter",
      'shoulder-dislocation': "Luxation de l'épaule (épaule déboîtée)",
      'flies-on-face': 'Mouches sur le visage, ou visage non lavé (risque de trachome)',
      'spreading-oedema':
        "Gonflement étendu qui dépasse une lésion (jusqu'au cou, au thorax ou le long du membre)",
      'known-psychotic-disorder':
        'Schizophrénie ou psychose chronique connue, ou sous traitement antipsychotique',
      'known-chronic-liver-disease': 'Maladie chronique du foie ou cirrhose connue',
    },
  },
];

export const frenchInjurySkinEyeToldFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'recent-ivermectin':
        'De l’ivermectine a-t-elle été prise ces derniers jours (traitement de masse au village) ?',
      'alcohol-dependence-signs':
        "La consommation échappe-t-elle au contrôle : essais d'arrêt sans succès, boisson dès le matin, ou malgré les dégâts ?",
      'shoulder-dislocation':
        "L'épaule est-elle déboîtée (épaule carrée, bras écarté du corps, impossible à bouger) ?",
      'flies-on-face':
        "Y a-t-il beaucoup de mouches sur le visage de l'enfant, et de l'eau pour lui laver le visage chaque jour ?",
      'spreading-oedema':
        "Le gonflement autour de la plaie est-il important et s'étend-il (jusqu'au cou, au thorax ou le long du membre) ?",
      'known-psychotic-disorder':
        'Le patient est-il connu pour une schizophrénie ou une autre psychose, et sous quel traitement ?',
      'known-chronic-liver-disease':
        'Le patient est-il connu pour une maladie chronique du foie ou une cirrhose ?',
    },
  },
];
