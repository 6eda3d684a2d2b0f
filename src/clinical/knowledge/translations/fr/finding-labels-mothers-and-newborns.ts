import type { TranslationGroup } from '../types';

/**
 * French labels of the findings told of mothers around birth (bleeding in pregnancy, thoughts of harming the
 * baby), by finding id. Machine drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchMotherFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'placenta-praevia-on-scan':
        "Placenta bas inséré ou recouvrant le col à l'échographie (placenta praevia)",
      'cord-prolapse': 'Cordon ombilical vu ou senti avant le bébé (procidence du cordon)',
      'birth-in-last-5-months': 'Accouchement au cours des 5 derniers mois',
      'no-antenatal-care': 'Aucune consultation prénatale pendant cette grossesse (grossesse non suivie)',
      'bleeding-site-not-named': 'Saignement (origine non précisée)',
      'thoughts-of-harming-baby': 'Idées ou envies de faire du mal à son bébé',
      'glucose-raised-for-pregnancy-lab':
        'Glycémie à jeun au-dessus du seuil de la grossesse (>= 5.1 mmol/L)',
      'not-feeding-well': 'Ne tète pas bien : succion faible ou mauvaise (jeune nourrisson)',
      'cloudy-cornea': 'Cornée trouble, voilée ou ulcérée (le devant transparent de l’œil)',
      'hyperacute-purulent-eye':
        'Pus qui coule à flots de l’œil et revient peu après le nettoyage, paupières gonflées et tendues (conjonctivite hyperaiguë)',
      'skin-peeling-in-sheets':
        'Peau qui se décolle en lambeaux ou bulles sur une grande partie du corps, à vif comme ébouillantée',
      weaned: "Sevré : n'est plus allaité",
      'sexual-assault': 'Agression sexuelle, viol ou abus sexuel',
      'in-labour': 'En travail (contractions régulières)',
      'recurrent-genital-herpes': 'Herpès génital déjà survenu (récidive)',
      'hiv-exposed-infant': 'Nourrisson exposé au VIH (mère vivant avec le VIH)',
    },
  },
];
