import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with v to y. */
export const frenchMonitoringVToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Vaccine schedule attendance': 'Présence aux rendez-vous de vaccination',
      'Visual acuity and IOP': 'Acuité visuelle et PIO',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Vomit la dose dans les 30 minutes à deux reprises, ou ne peut pas boire',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        "Errance, agressivité, épuisement de l'aidant, perte de poids, maltraitance.",
      'Warning signs, pulse, blood pressure, urine output':
        "Signes d'alerte, pouls, pression artérielle, diurèse",
      'Weekly at first, then monthly': 'Chaque semaine au début, puis chaque mois',
      'Weight and MUAC': 'Poids et PB',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Prise de poids > 2 kg en 3 jours, ou essoufflement aggravé',
      'Weight gain > 2 kg in 3 days, potassium > 5.5 mmol/L, creatinine up > 50%.':
        'Prise de poids > 2 kg en 3 jours, potassium > 5.5 mmol/L, créatinine augmentée de > 50%.',
      'Weight loss, new cough, headache, fever': 'Perte de poids, nouvelle toux, céphalée, fièvre',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Poids, observance et effets indésirables (ictère, vision, neuropathie)',
      'Weight, blood pressure, pulse, potassium and creatinine while titrating':
        "Poids, pression artérielle, pouls, potassium et créatinine pendant l'ajustement",
      'Weight, breathlessness, oedema': 'Poids, essoufflement, œdèmes',
      'Weight, oedema, appetite': 'Poids, œdèmes, appétit',
      'Weight, sodium, potassium, creatinine on diuretics':
        'Poids, sodium, potassium, créatinine sous diurétiques',
      'Weight, urine dipstick, blood pressure, signs of infection':
        "Poids, bandelette urinaire, pression artérielle, signes d'infection",
      'Wheals and swelling': 'Papules urticariennes et gonflement',
      'Withdrawal score, pulse, blood pressure, temperature, consciousness':
        'Score de sevrage, pouls, pression artérielle, température, conscience',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Respiration aggravée, ne peut pas boire, SpO2 < 90 %, ou tout signe de danger',
      'Worsening after initial improvement, eye swelling, severe headache':
        "Aggravation après une amélioration initiale, gonflement de l'œil, céphalée intense",
      'Worsening dehydration, unable to drink, or lethargy':
        'Aggravation de la déshydratation, incapacité à boire, ou léthargie',
      'Worsening symptoms, retention, rising creatinine.':
        'Aggravation des symptômes, rétention, créatinine en hausse.',
      'Worsening valve lesion: surgical referral':
        'Aggravation de la lésion valvulaire : transfert chirurgical',
      'Worsening, depression, suicidal thoughts, benzodiazepine dependence.':
        'Aggravation, dépression, idées suicidaires, dépendance aux benzodiazépines.',
      Wound: 'Plaie',
      Yearly: 'Chaque année',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        "Chaque année, et 1 à 2 semaines après le début d'un IEC ou d'un diurétique",
    },
  },
];
