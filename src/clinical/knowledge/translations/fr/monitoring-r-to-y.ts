import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with r to y. */
export const frenchMonitoringRToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Reaches palms and soles, poor feeding, lethargy':
        'Atteint les paumes et les plantes, mauvaise alimentation, léthargie',
      'Redness extent, feeding, temperature': 'Étendue de la rougeur, alimentation, température',
      'Redness, discharge and vision': 'Rougeur, écoulement et vision',
      'Redness, swelling or pus (wound infection)': 'Rougeur, gonflement ou pus (infection de la plaie)',
      'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)':
        'Diurèse diminuée, pâleur ou œdèmes (syndrome hémolytique et urémique)',
      'Relapse, dystonia, fever with rigidity (neuroleptic malignant syndrome).':
        'Rechute, dystonie, fièvre avec rigidité (syndrome malin des neuroleptiques).',
      'Relapse, toxicity (tremor, vomiting, confusion on lithium).':
        'Rechute, toxicité (tremblements, vomissements, confusion sous lithium).',
      'Reliever needed more than twice a week or night waking: step up':
        'Traitement de secours nécessaire plus de deux fois par semaine ou réveils nocturnes : renforcer le traitement',
      'Respiratory rate < 16/min, absent reflexes or urine < 30 mL/hour: withhold magnesium, give calcium gluconate if respiratory depression':
        'Fréquence respiratoire < 16/min, réflexes abolis ou diurèse < 30 mL/heure : suspendre le magnésium, donner du gluconate de calcium en cas de dépression respiratoire',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Fréquence respiratoire, tirage sous-costal, SpO2, alimentation',
      'Respiratory rate, patellar reflexes and urine output during magnesium sulfate':
        'Fréquence respiratoire, réflexes rotuliens et diurèse pendant le sulfate de magnésium',
      'Respiratory rate, SpO2, apnoea, feeding': 'Fréquence respiratoire, SpO2, apnées, alimentation',
      'Respiratory rate, SpO2, heart rate, PEF': 'Fréquence respiratoire, SpO2, fréquence cardiaque, DEP',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Fréquence respiratoire, SpO2, température, pression artérielle, état mental',
      'Respiratory rate, SpO2, temperature, drain output':
        'Fréquence respiratoire, SpO2, température, débit du drain',
      'Resting heart rate, blood pressure, symptoms':
        'Fréquence cardiaque de repos, pression artérielle, symptômes',
      'Resting rate > 110/min, bradycardia < 50/min, heart failure signs.':
        "Fréquence de repos > 110/min, bradycardie < 50/min, signes d'insuffisance cardiaque.",
      'Return if not better in 3 weeks or sooner if worse':
        "Revenir en l'absence d'amélioration en 3 semaines ou plus tôt en cas d'aggravation",
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
      'Review after 7 days': 'Revoir après 7 jours',
      'Review after 7 days if not better': "Revoir après 7 jours en l'absence d'amélioration",
      'Review after 7-10 days': 'Revoir après 7-10 jours',
      'Review at 1 to 2 weeks and at 3 months': 'Revoir à 1 à 2 semaines et à 3 mois',
      'Review at 1 week': 'Revoir à 1 semaine',
      'Review at 2 and 4 weeks': 'Revoir à 2 et 4 semaines',
      'Review at 2 to 4 weeks': 'Revoir à 2 à 4 semaines',
      'Review at 3-6 months; community surveys after mass treatment':
        'Revoir à 3-6 mois ; enquêtes communautaires après traitement de masse',
      'Review at 48 hours': 'Revoir à 48 heures',
      'Review at 48-72 hours': 'Revoir à 48-72 heures',
      'Review at 7 days': 'Revoir à 7 jours',
      'Review at 7 days if symptoms persist': 'Revoir à 7 jours si les symptômes persistent',
      'Review at 72 hours': 'Revoir à 72 heures',
      'Review every 1 to 3 months': 'Revoir tous les 1 à 3 mois',
      'Review if not better in 3 days': "Revoir en l'absence d'amélioration dans 3 jours",
      'Review if not improved in 48-72 hours': "Revoir en l'absence d'amélioration en 48-72 heures",
      'Review in 2 days': 'Revoir dans 2 jours',
      'Review in 2 to 3 days if antibiotics were needed':
        'Revoir dans 2 à 3 jours si des antibiotiques ont été nécessaires',
      'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause':
        "Hausse < 1 g/dL après 4 semaines : vérifier l'observance et rechercher une autre cause",
      'Rise < 1 g/dL in 4 weeks or Hb < 7': 'Hausse < 1 g/dL en 4 semaines ou Hb < 7',
      'Rising BP or creatinine, dyspepsia or black stool':
        'PA ou créatinine en hausse, dyspepsie ou selles noires',
      'Rising haematocrit with rapidly falling platelets':
        'Hématocrite en hausse avec plaquettes en chute rapide',
      'Rising score, confusion, hallucinations, fits, fever':
        'Score en hausse, confusion, hallucinations, convulsions, fièvre',
      'RPR/VDRL titre': 'Titre RPR/VDRL',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
      'Serum uric acid on urate-lowering therapy': 'Uricémie sous traitement hypo-uricémiant',
      'Several days a week': 'Plusieurs jours par semaine',
      'Several times daily; HbA1c every 3 months': 'Plusieurs fois par jour ; HbA1c tous les 3 mois',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Céphalée intense, vomissements, somnolence, douleur testiculaire ou abdominale intense',
      'Severe pain or disability despite full conservative care: surgical referral':
        'Douleur sévère ou handicap malgré un traitement conservateur complet : transfert chirurgical',
      'Signs of dehydration persisting or weak pulse': 'Signes de déshydratation persistants ou pouls faible',
      'Size of swelling around the eschar, airway, temperature, blood pressure':
        "Taille de l'œdème autour de l'escarre, voies aériennes, température, pression artérielle",
      'Size of the lesions': 'Taille des lésions',
      'Skin, sleep, itch, steroid use': 'Peau, sommeil, prurit, usage des corticoïdes',
      'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.':
        'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, créatinine en hausse, confusion : réduire ou arrêter les diurétiques.',
      'Sores, spread, urine colour and puffiness': 'Plaies, extension, couleur des urines et bouffissure',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% ou > 92% sous oxygène, somnolence',
      'SpO2 < 90%, apnoea, feeding less than half of usual':
        "SpO2 < 90%, apnées, alimentation inférieure à la moitié de l'habitude",
      'SpO2 < 92% or PEF < 60% after 1 hour: admit': 'SpO2 < 92% ou DEP < 60% après 1 heure : hospitaliser',
      'SpO2 < 94%, RR > 24/min, worsening breathlessness':
        "SpO2 < 94%, FR > 24/min, essoufflement qui s'aggrave",
      'SpO2, respiratory rate, breathlessness': 'SpO2, fréquence respiratoire, essoufflement',
      'SpO2, respiratory rate, consciousness': 'SpO2, fréquence respiratoire, conscience',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Extension au-delà du trait, nouvelles bulles ou nécrose, fièvre persistante',
      'Spreading despite correct topical treatment: consider oral antifungal':
        'Extension malgré un traitement local correct : envisager un antifongique oral',
      'Spreading oedema, stridor, hypotension, headache with neck stiffness.':
        'Œdème extensif, stridor, hypotension, céphalée avec raideur de la nuque.',
      'Spreading redness, fever, poor feeding': "Rougeur qui s'étend, fièvre, mauvaise alimentation",
      'Spreading swelling, difficulty swallowing or breathing.':
        "Gonflement qui s'étend, difficulté à avaler ou à respirer.",
      'Spreading, fever, puffy face, dark urine': 'Extension, fièvre, visage bouffi, urines foncées',
      'Sputum smear or culture': 'Frottis ou culture des crachats',
      'Swelling, fever, swallowing': 'Gonflement, fièvre, déglutition',
      'Symptom control and sleep': 'Contrôle des symptômes et sommeil',
      'Symptom score (IPSS) and creatinine': 'Score de symptômes (IPSS) et créatinine',
      Symptoms: 'Symptômes',
      'Symptoms and BP after delivery': "Symptômes et PA après l'accouchement",
      'Symptoms of heart failure, heart rhythm': "Symptômes d'insuffisance cardiaque, rythme cardiaque",
      'Symptoms, adherence, side effects (stiffness, restlessness, weight)':
        'Symptômes, observance, effets indésirables (raideur, agitation, poids)',
      'Symptoms, function, alcohol or sedative use':
        "Symptômes, fonctionnement, consommation d'alcool ou de sédatifs",
      'Systolic < 90 after 2 boluses, GCS falling, SpO2 < 94%':
        'Systolique < 90 après 2 bolus, GCS en baisse, SpO2 < 94%',
      'Systolic >= 160 or diastolic >= 110 mmHg': 'Systolique >= 160 ou diastolique >= 110 mmHg',
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'PA systolique < 90 mmHg ou fréquence cardiaque < 50/min sous bêtabloquant',
      'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)':
        'Température < 35.5 C, glycémie < 3 mmol/L, pouls et fréquence respiratoire en hausse (renutrition ou surcharge hydrique)',
      'Temperature and clinical response': 'Température et réponse clinique',
      'Temperature and general condition': 'Température et état général',
      'Temperature curve': 'Courbe de température',
      'Temperature, glucose, pulse and respiratory rate':
        'Température, glycémie, pouls et fréquence respiratoire',
      'Temperature, pain, swelling, CRP': 'Température, douleur, gonflement, CRP',
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
      'Urine < 0.5 mL/kg/hour, haemoptysis, SpO2 < 94%.':
        'Diurèse < 0.5 mL/kg/heure, hémoptysie, SpO2 < 94%.',
      'Urine below target, rising pulse, fever with spreading redness':
        "Diurèse sous la cible, pouls qui s'accélère, fièvre avec rougeur qui s'étend",
      'Urine output after catheterisation': 'Diurèse après le sondage',
      'Urine output, creatinine, bilirubin, SpO2': 'Diurèse, créatinine, bilirubine, SpO2',
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
      'Yearly screening from puberty or 5 years after diagnosis':
        'Dépistage annuel à partir de la puberté ou 5 ans après le diagnostic',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        "Chaque année, et 1 à 2 semaines après le début d'un IEC ou d'un diurétique",
    },
  },
];
