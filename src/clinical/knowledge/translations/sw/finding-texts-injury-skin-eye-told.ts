import type { TranslationGroup } from '../types';

/**
 * Kiswahili labels and questions of findings added for injuries, poisonings, skin and eye conditions as they are
 * told in clinics. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliInjurySkinEyeToldFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'recent-ivermectin':
        'Amemeza ivermectin siku chache zilizopita (kampeni ya dawa ya upofu wa mto au matende)',
      'alcohol-dependence-signs':
        'Hawezi kudhibiti unywaji: anakunywa licha ya madhara, asubuhi, au ameshindwa kuacha',
      'shoulder-dislocation': 'Bega limeteguka (limetoka mahali pake)',
      'flies-on-face': 'Nzi usoni, au uso haunawi (hatari ya trakoma)',
      'spreading-oedema':
        'Uvimbe mkubwa unaoenea zaidi ya kidonda (hadi shingoni, kifuani au kando ya kiungo)',
      'known-psychotic-disorder':
        'Skizofrenia au saikosisi ya muda mrefu inayojulikana, au anatumia dawa za saikosisi',
      'known-chronic-liver-disease': 'Ugonjwa sugu wa ini au sirosisi unaojulikana',
    },
  },
];

export const swahiliInjurySkinEyeToldFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'recent-ivermectin': 'Amemeza ivermectin siku chache zilizopita (dawa za kampeni ya kijiji)?',
      'alcohol-dependence-signs':
        'Je, unywaji umeshindwa kudhibitiwa: amejaribu kuacha bila mafanikio, anakunywa asubuhi, au anakunywa licha ya madhara?',
      'shoulder-dislocation': 'Je, bega limetoka mahali pake (limebadilika umbo, mkono hauwezi kusogezwa)?',
      'flies-on-face': 'Je, kuna nzi wengi usoni mwa mtoto, na kuna maji ya kunawa uso kila siku?',
      'spreading-oedema':
        'Je, uvimbe unaozunguka kidonda ni mkubwa na unaenea (hadi shingoni, kifuani au kando ya kiungo)?',
      'known-psychotic-disorder':
        'Je, mgonjwa anajulikana kuwa na skizofrenia au saikosisi nyingine, na anatumia dawa gani?',
      'known-chronic-liver-disease': 'Je, mgonjwa anajulikana kuwa na ugonjwa sugu wa ini au sirosisi?',
    },
  },
];
