import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with r to y. */
export const frenchMonitoringRToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Reaches palms and soles, poor feeding, lethargy':
        'Atteint les paumes et les plantes, mauvaise alimentation, léthargie',
      'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)':
        'Diurèse diminuée, pâleur ou œdèmes (syndrome hémolytique et urémique)',
      'Relapse, dystonia, fever with rigidity (neuroleptic malignant syndrome).':
        'Rechute, dystonie, fièvre avec rigidité (syndrome malin des neuroleptiques).',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Fréquence respiratoire, tirage sous-costal, SpO2, alimentation',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Fréquence respiratoire, SpO2, température, pression artérielle, état mental',
      'Respiratory rate, SpO2, temperature, drain output':
        'Fréquence respiratoire, SpO2, température, débit du drain',
      'Review after 2 days of antibiotic': "Revoir après 2 jours d'antibiotique",
      'Review after 2 to 4 weeks': 'Revoir après 2 à 4 semaines',
      'Review after 2 to 4 weeks if persisting': 'Revoir après 2 à 4 semaines si persistance',
      'Review after 2 to 4 weeks of treatment': 'Revoir après 2 à 4 semaines de traitement',
      'Review after 2 weeks of treatment': 'Revoir après 2 semaines de traitement',
      'Review after 3 days (outpatient); every 6 hours (inpatient)':
        'Revoir après 3 jours (ambulatoire) ; toutes les 6 heures (hospitalisé)',
      'Review after 48-72 hours (outpatient); every 4 hours (inpatient)':
        'Revoir après 48-72 heures (ambulatoire) ; toutes les 4 heures (hospitalisé)',
      'Review after 5-7 days': 'Revoir après 5-7 jours',
      'Review after 7 days if not better': "Revoir après 7 jours en l'absence d'amélioration",
      'Review at 1 week': 'Revoir à 1 semaine',
      'Review at 2 and 4 weeks': 'Revoir à 2 et 4 semaines',
      'Review at 2 to 4 weeks': 'Revoir à 2 à 4 semaines',
      'Review at 3-6 months; community surveys after mass treatment':
        'Revoir à 3-6 mois ; enquêtes communautaires après traitement de masse',
      'Review at 48 hours': 'Revoir à 48 heures',
      'Review at 48-72 hours': 'Revoir à 48-72 heures',
      'Review at 7 days': 'Revoir à 7 jours',
      'Review at 7 days if symptoms persist': 'Revoir à 7 jours si les symptômes persistent',
      'Review if not better in 3 days': "Revoir en l'absence d'amélioration dans 3 jours",
      'Review if not improved in 48-72 hours': "Revoir en l'absence d'amélioration en 48-72 heures",
      'Review in 2 to 3 days if antibiotics were needed':
        'Revoir dans 2 à 3 jours si des antibiotiques ont été nécessaires',
      'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause':
        "Hausse < 1 g/dL après 4 semaines : vérifier l'observance et rechercher une autre cause",
      'Rise < 1 g/dL in 4 weeks or Hb < 7': 'Hausse < 1 g/dL en 4 semaines ou Hb < 7',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
      'Size of the lesions': 'Taille des lésions',
      'Skin, sleep, itch, steroid use': 'Peau, sommeil, prurit, usage des corticoïdes',
      'Sores, spread, urine colour and puffiness': 'Plaies, extension, couleur des urines et bouffissure',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% ou > 92% sous oxygène, somnolence',
      'SpO2, respiratory rate, consciousness': 'SpO2, fréquence respiratoire, conscience',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Extension au-delà du trait, nouvelles bulles ou nécrose, fièvre persistante',
      'Spreading despite correct topical treatment: consider oral antifungal':
        'Extension malgré un traitement local correct : envisager un antifongique oral',
      'Spreading swelling, difficulty swallowing or breathing.':
        "Gonflement qui s'étend, difficulté à avaler ou à respirer.",
      'Spreading, fever, puffy face, dark urine': 'Extension, fièvre, visage bouffi, urines foncées',
      'Sputum smear or culture': 'Frottis ou culture des crachats',
      'Swelling, fever, swallowing': 'Gonflement, fièvre, déglutition',
      'Symptom control and sleep': 'Contrôle des symptômes et sommeil',
      Symptoms: 'Symptômes',
      'Symptoms of heart failure, heart rhythm': "Symptômes d'insuffisance cardiaque, rythme cardiaque",
      'Symptoms, adherence, side effects (stiffness, restlessness, weight)':
        'Symptômes, observance, effets indésirables (raideur, agitation, poids)',
      'Symptoms, function, alcohol or sedative use':
        "Symptômes, fonctionnement, consommation d'alcool ou de sédatifs",
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'PA systolique < 90 mmHg ou fréquence cardiaque < 50/min sous bêtabloquant',
      'Temperature and clinical response': 'Température et réponse clinique',
      'Temperature and general condition': 'Température et état général',
      TSH: 'TSH',
      'TSH outside range; palpitations or angina on treatment.':
        'TSH hors des normes ; palpitations ou angor sous traitement.',
      'Two or more exacerbations a year: escalate maintenance therapy':
        "Deux exacerbations ou plus par an : renforcer le traitement d'entretien",
      'Ulcer healing': "Cicatrisation de l'ulcère",
      'Uncontrolled despite intranasal steroid: check technique and adherence, refer ENT':
        "Non contrôlé malgré le corticoïde intranasal : vérifier la technique et l'observance, transférer en ORL",
      'Uncontrolled pain, bleeding, obstruction, spinal cord compression, hypercalcaemia.':
        'Douleur non contrôlée, saignement, occlusion, compression médullaire, hypercalcémie.',
      'Visual acuity and IOP': 'Acuité visuelle et PIO',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Vomit la dose dans les 30 minutes à deux reprises, ou ne peut pas boire',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        "Errance, agressivité, épuisement de l'aidant, perte de poids, maltraitance.",
      'Weight and MUAC': 'Poids et PB',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Prise de poids > 2 kg en 3 jours, ou essoufflement aggravé',
      'Weight loss, new cough, headache, fever': 'Perte de poids, nouvelle toux, céphalée, fièvre',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Poids, observance et effets indésirables (ictère, vision, neuropathie)',
      'Weight, breathlessness, oedema': 'Poids, essoufflement, œdèmes',
      'Weight, urine dipstick, blood pressure, signs of infection':
        "Poids, bandelette urinaire, pression artérielle, signes d'infection",
      'Wheals and swelling': 'Papules urticariennes et gonflement',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Respiration aggravée, ne peut pas boire, SpO2 < 90 %, ou tout signe de danger',
      'Worsening dehydration, unable to drink, or lethargy':
        'Aggravation de la déshydratation, incapacité à boire, ou léthargie',
      'Worsening valve lesion: surgical referral':
        'Aggravation de la lésion valvulaire : transfert chirurgical',
      'Worsening, depression, suicidal thoughts, benzodiazepine dependence.':
        'Aggravation, dépression, idées suicidaires, dépendance aux benzodiazépines.',
      Yearly: 'Chaque année',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        "Chaque année, et 1 à 2 semaines après le début d'un IEC ou d'un diurétique",
    },
  },
];
