import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with p to y. */
export const frenchMonitoringPToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pain and function': 'Douleur et fonction',
      'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days':
        "Douleur ou fièvre persistantes, tuméfaction derrière l'oreille, ou écoulement au-delà de 14 jours",
      'Pain score, sleep, feet (ulcers), side effects':
        'Score de douleur, sommeil, pieds (ulcères), effets indésirables',
      'Pain, eye, spread of lesions, secondary infection':
        'Douleur, œil, extension des lésions, surinfection',
      'Pain, reduced vision or no improvement after 5 days':
        "Douleur, baisse de la vision ou absence d'amélioration après 5 jours",
      'Pain, temperature, jaundice, pulse': 'Douleur, température, ictère, pouls',
      'Pain, temperature, urine output': 'Douleur, température, diurèse',
      'Pain, weight, function, symptoms of spread': "Douleur, poids, fonction, symptômes d'extension",
      'Persistent anaemia or poor weight gain': 'Anémie persistante ou prise de poids insuffisante',
      'Persistent discharge (possible resistant gonorrhoea, trichomonas or reinfection)':
        'Écoulement persistant (possible gonococcie résistante, trichomonase ou réinfection)',
      'Persistent discharge, swelling behind the ear, headache.':
        "Écoulement persistant, tuméfaction derrière l'oreille, céphalée.",
      'Persistent fever or sepsis despite antibiotics (undrained pus), rising oxygen need.':
        'Fièvre persistante ou sepsis malgré les antibiotiques (pus non drainé), besoin croissant en oxygène.',
      'Persistent haematuria: re-test and consider bladder pathology':
        'Hématurie persistante : refaire le test et envisager une pathologie vésicale',
      'Persistent ketonuria, falling weight, confusion': 'Cétonurie persistante, poids en baisse, confusion',
      'Persisting or recurring (≥ 4 a year) discharge: test for diabetes and HIV':
        'Écoulement persistant ou récidivant (≥ 4 par an) : dépister le diabète et le VIH',
      'Positive smear at month 2 or later': 'Frottis positif au mois 2 ou plus tard',
      'Post-obstructive diuresis (> 200 mL/hour), haematuria, falling blood pressure.':
        "Syndrome de levée d'obstacle (> 200 mL/heure), hématurie, baisse de la pression artérielle.",
      'Potassium > 5.5 mmol/L or creatinine up > 50%':
        'Potassium > 5.5 mmol/L ou créatinine augmentée de > 50 %',
      'Reaches palms and soles, poor feeding, lethargy':
        'Atteint les paumes et les plantes, mauvaise alimentation, léthargie',
      'Redness, discharge and vision': 'Rougeur, écoulement et vision',
      'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)':
        'Diurèse diminuée, pâleur ou œdèmes (syndrome hémolytique et urémique)',
      'Relapse, dystonia, fever with rigidity (neuroleptic malignant syndrome).':
        'Rechute, dystonie, fièvre avec rigidité (syndrome malin des neuroleptiques).',
      'Reliever needed more than twice a week or night waking: step up':
        'Traitement de secours nécessaire plus de deux fois par semaine ou réveils nocturnes : renforcer le traitement',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Fréquence respiratoire, tirage sous-costal, SpO2, alimentation',
      'Respiratory rate, SpO2, heart rate, PEF': 'Fréquence respiratoire, SpO2, fréquence cardiaque, DEP',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Fréquence respiratoire, SpO2, température, pression artérielle, état mental',
      'Respiratory rate, SpO2, temperature, drain output':
        'Fréquence respiratoire, SpO2, température, débit du drain',
      'Review after 2 days of antibiotic': "Revoir après 2 jours d'antibiotique",
      'Review after 2 days; weekly for a month (post-measles immunosuppression)':
        'Revoir après 2 jours ; chaque semaine pendant un mois (immunodépression après la rougeole)',
      'Review after 2 to 4 weeks': 'Revoir après 2 à 4 semaines',
      'Review after 2 to 4 weeks if persisting': 'Revoir après 2 à 4 semaines si persistance',
      'Review after 2 to 4 weeks of treatment': 'Revoir après 2 à 4 semaines de traitement',
      'Review after 2 weeks of treatment': 'Revoir après 2 semaines de traitement',
      'Review after 3 days (outpatient); every 6 hours (inpatient)':
        'Revoir après 3 jours (ambulatoire) ; toutes les 6 heures (hospitalisé)',
      'Review after 3 to 5 days if not better': "Revoir après 3 à 5 jours en l'absence d'amélioration",
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
      'Rising score, confusion, hallucinations, fits, fever':
        'Score en hausse, confusion, hallucinations, convulsions, fièvre',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Céphalée intense, vomissements, somnolence, douleur testiculaire ou abdominale intense',
      'Size of the lesions': 'Taille des lésions',
      'Skin, sleep, itch, steroid use': 'Peau, sommeil, prurit, usage des corticoïdes',
      'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.':
        'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, créatinine en hausse, confusion : réduire ou arrêter les diurétiques.',
      'Sores, spread, urine colour and puffiness': 'Plaies, extension, couleur des urines et bouffissure',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% ou > 92% sous oxygène, somnolence',
      'SpO2 < 92% or PEF < 60% after 1 hour: admit': 'SpO2 < 92% ou DEP < 60% après 1 heure : hospitaliser',
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
      'Symptom score (IPSS) and creatinine': 'Score de symptômes (IPSS) et créatinine',
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
      'Temperature curve': 'Courbe de température',
      'Temperature, pulse, blood pressure, urine output': 'Température, pouls, pression artérielle, diurèse',
      TSH: 'TSH',
      'TSH outside range; palpitations or angina on treatment.':
        'TSH hors des normes ; palpitations ou angor sous traitement.',
      'Two or more exacerbations a year: escalate maintenance therapy':
        "Deux exacerbations ou plus par an : renforcer le traitement d'entretien",
      'Ulcer healing': "Cicatrisation de l'ulcère",
      'Ultrasound and AFP for liver cancer': 'Échographie et AFP pour le cancer du foie',
      'Uncontrolled despite intranasal steroid: check technique and adherence, refer ENT':
        "Non contrôlé malgré le corticoïde intranasal : vérifier la technique et l'observance, transférer en ORL",
      'Uncontrolled pain, bleeding, obstruction, spinal cord compression, hypercalcaemia.':
        'Douleur non contrôlée, saignement, occlusion, compression médullaire, hypercalcémie.',
      'Urine output after catheterisation': 'Diurèse après le sondage',
      'Visual acuity and IOP': 'Acuité visuelle et PIO',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Vomit la dose dans les 30 minutes à deux reprises, ou ne peut pas boire',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        "Errance, agressivité, épuisement de l'aidant, perte de poids, maltraitance.",
      'Weekly at first, then monthly': 'Chaque semaine au début, puis chaque mois',
      'Weight and MUAC': 'Poids et PB',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Prise de poids > 2 kg en 3 jours, ou essoufflement aggravé',
      'Weight loss, new cough, headache, fever': 'Perte de poids, nouvelle toux, céphalée, fièvre',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Poids, observance et effets indésirables (ictère, vision, neuropathie)',
      'Weight, breathlessness, oedema': 'Poids, essoufflement, œdèmes',
      'Weight, sodium, potassium, creatinine on diuretics':
        'Poids, sodium, potassium, créatinine sous diurétiques',
      'Weight, urine dipstick, blood pressure, signs of infection':
        "Poids, bandelette urinaire, pression artérielle, signes d'infection",
      'Wheals and swelling': 'Papules urticariennes et gonflement',
      'Withdrawal score, pulse, blood pressure, temperature, consciousness':
        'Score de sevrage, pouls, pression artérielle, température, conscience',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Respiration aggravée, ne peut pas boire, SpO2 < 90 %, ou tout signe de danger',
      'Worsening dehydration, unable to drink, or lethargy':
        'Aggravation de la déshydratation, incapacité à boire, ou léthargie',
      'Worsening symptoms, retention, rising creatinine.':
        'Aggravation des symptômes, rétention, créatinine en hausse.',
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
