import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with s to y. */
export const frenchMonitoringSToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Seizure diary and side effects': 'Agenda des crises et effets indésirables',
      'Seizures not controlled on an adequate dose: review adherence, dose or second drug':
        "Crises non contrôlées à dose suffisante : revoir l'observance, la dose ou un deuxième médicament",
      'Serum hCG after medical treatment': 'hCG sériques après traitement médical',
      'Serum uric acid on urate-lowering therapy': 'Uricémie sous traitement hypo-uricémiant',
      'Several days a week': 'Plusieurs jours par semaine',
      'Several times daily; HbA1c every 3 months': 'Plusieurs fois par jour ; HbA1c tous les 3 mois',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Céphalée intense, vomissements, somnolence, douleur testiculaire ou abdominale intense',
      'Severe pain or disability despite full conservative care: surgical referral':
        'Douleur sévère ou handicap malgré un traitement conservateur complet : transfert chirurgical',
      'Shock or reduced urine': 'Choc ou diurèse diminuée',
      'Signs of dehydration persisting or weak pulse': 'Signes de déshydratation persistants ou pouls faible',
      'Signs of fluid overload after each bolus': 'Signes de surcharge hydrique après chaque bolus',
      'Size of swelling around the eschar, airway, temperature, blood pressure':
        "Taille de l'œdème autour de l'escarre, voies aériennes, température, pression artérielle",
      'Size of the lesions': 'Taille des lésions',
      'Skin, sleep, itch, steroid use': 'Peau, sommeil, prurit, usage des corticoïdes',
      'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.':
        'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, créatinine en hausse, confusion : réduire ou arrêter les diurétiques.',
      'Sores, spread, urine colour and puffiness': 'Plaies, extension, couleur des urines et bouffissure',
      'Spleen size and haemoglobin': 'Taille de la rate et hémoglobine',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% ou > 92% sous oxygène, somnolence',
      'SpO2 < 90% on oxygen, rising respiratory rate':
        'SpO2 < 90% sous oxygène, fréquence respiratoire en hausse',
      'SpO2 < 90%, apnoea, feeding less than half of usual':
        "SpO2 < 90%, apnées, alimentation inférieure à la moitié de l'habitude",
      'SpO2 < 90%, not regaining consciousness within 30 to 60 minutes':
        'SpO2 < 90%, pas de reprise de conscience dans les 30 à 60 minutes',
      'SpO2 < 92% or PEF < 60% after 1 hour: admit': 'SpO2 < 92% ou DEP < 60% après 1 heure : hospitaliser',
      'SpO2 < 94% or new chest signs: acute chest syndrome':
        'SpO2 < 94% ou nouveaux signes thoraciques : syndrome thoracique aigu',
      'SpO2 < 94%, RR > 24/min, worsening breathlessness':
        "SpO2 < 94%, FR > 24/min, essoufflement qui s'aggrave",
      'SpO2, respiratory rate, breathlessness': 'SpO2, fréquence respiratoire, essoufflement',
      'SpO2, respiratory rate, consciousness': 'SpO2, fréquence respiratoire, conscience',
      'SpO2, respiratory rate, temperature': 'SpO2, fréquence respiratoire, température',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Extension au-delà du trait, nouvelles bulles ou nécrose, fièvre persistante',
      'Spreading despite correct topical treatment: consider oral antifungal':
        'Extension malgré un traitement local correct : envisager un antifongique oral',
      'Spreading oedema, stridor, hypotension, headache with neck stiffness.':
        'Œdème extensif, stridor, hypotension, céphalée avec raideur de la nuque.',
      'Spreading redness, fever, poor feeding': "Rougeur qui s'étend, fièvre, mauvaise alimentation",
      'Spreading swelling, difficulty swallowing or breathing.':
        "Gonflement qui s'étend, difficulté à avaler ou à respirer.",
      'Spreading tenderness, rising pulse, fever: perforation':
        "Sensibilité qui s'étend, pouls qui s'accélère, fièvre : perforation",
      'Spreading, fever, puffy face, dark urine': 'Extension, fièvre, visage bouffi, urines foncées',
      'Sputum smear or culture': 'Frottis ou culture des crachats',
      'Still febrile after 48-72 hours: look for abscess or retained products':
        'Toujours fébrile après 48-72 heures : rechercher un abcès ou des débris retenus',
      'Stridor, cyanosis, silent cough': 'Stridor, cyanose, toux silencieuse',
      'Stridor, restlessness, irregular pulse, hypotension, nasal speech or regurgitation':
        'Stridor, agitation, pouls irrégulier, hypotension, voix nasonnée ou reflux nasal',
      Swallowing: 'Déglutition',
      'Swelling extent, 20WBCT, ptosis, breathing, blood pressure, urine output':
        "Étendue de l'œdème, TCST20, ptosis, respiration, pression artérielle, diurèse",
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
      'Systolic < 90, RR ≥ 30, confusion, urine < 30 mL/hour':
        'Systolique < 90, FR ≥ 30, confusion, diurèse < 30 mL/heure',
      'Systolic >= 160 or diastolic >= 110 mmHg': 'Systolique >= 160 ou diastolique >= 110 mmHg',
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'PA systolique < 90 mmHg ou fréquence cardiaque < 50/min sous bêtabloquant',
      'Systolic BP < 90 mmHg, SpO2 < 90%, falling consciousness':
        'PA systolique < 90 mmHg, SpO2 < 90%, baisse de la conscience',
      Temperature: 'Température',
      'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)':
        'Température < 35.5 C, glycémie < 3 mmol/L, pouls et fréquence respiratoire en hausse (renutrition ou surcharge hydrique)',
      'Temperature and clinical response': 'Température et réponse clinique',
      'Temperature and general condition': 'Température et état général',
      'Temperature curve': 'Courbe de température',
      'Temperature rising again, falling consciousness, urine < 0.5 mL/kg/h, bleeding':
        'Température qui remonte, conscience en baisse, diurèse < 0.5 mL/kg/h, saignement',
      'Temperature, breathing, feeding, glucose': 'Température, respiration, alimentation, glycémie',
      'Temperature, glucose, pulse and respiratory rate':
        'Température, glycémie, pouls et fréquence respiratoire',
      'Temperature, pain, swelling, CRP': 'Température, douleur, gonflement, CRP',
      'Temperature, pulse, blood pressure, respiratory rate, SpO2':
        'Température, pouls, pression artérielle, fréquence respiratoire, SpO2',
      'Temperature, pulse, blood pressure, urine output': 'Température, pouls, pression artérielle, diurèse',
      'Temperature, pulse, BP, respiratory rate, consciousness, urine output':
        'Température, pouls, PA, fréquence respiratoire, conscience, diurèse',
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
      'Urine < 0.5 mL/kg/hour, systolic BP < 90 mmHg, SpO2 < 94%, rising urea.':
        'Diurèse < 0.5 mL/kg/heure, PA systolique < 90 mmHg, SpO2 < 94%, urée en hausse.',
      'Urine below target, rising pulse, fever with spreading redness':
        "Diurèse sous la cible, pouls qui s'accélère, fièvre avec rougeur qui s'étend",
      'Urine output': 'Diurèse',
      'Urine output (catheter)': 'Diurèse (sonde)',
      'Urine output after catheterisation': 'Diurèse après le sondage',
      'Urine output, creatinine, bilirubin, SpO2': 'Diurèse, créatinine, bilirubine, SpO2',
      'Vaccine schedule attendance': 'Présence aux rendez-vous de vaccination',
      'Ventricular arrhythmia, systolic BP < 90 mmHg, SpO2 < 90%':
        'Arythmie ventriculaire, PA systolique < 90 mmHg, SpO2 < 90%',
      'Visual acuity and IOP': 'Acuité visuelle et PIO',
      'Vital signs, fluid balance, bleeding': 'Signes vitaux, bilan hydrique, saignement',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Vomit la dose dans les 30 minutes à deux reprises, ou ne peut pas boire',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        "Errance, agressivité, épuisement de l'aidant, perte de poids, maltraitance.",
      'Warning signs, pulse, blood pressure, urine output':
        "Signes d'alerte, pouls, pression artérielle, diurèse",
      'Weak neck flexion or falling tidal volume: prepare ventilation':
        'Flexion du cou faible ou volume courant en baisse : préparer la ventilation',
      Weekly: 'Chaque semaine',
      'Weekly at first, then monthly': 'Chaque semaine au début, puis chaque mois',
      'Weekly during treatment; at 6 months for relapse':
        'Chaque semaine pendant le traitement ; à 6 mois pour une rechute',
      'Weight and MUAC': 'Poids et PB',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Prise de poids > 2 kg en 3 jours, ou essoufflement aggravé',
      'Weight gain > 2 kg in 3 days, potassium > 5.5 mmol/L, creatinine up > 50%.':
        'Prise de poids > 2 kg en 3 jours, potassium > 5.5 mmol/L, créatinine augmentée de > 50%.',
      'Weight loss > 10% or no gain after day 10, temperature < 36.5 °C, apnoea':
        'Perte de poids > 10% ou pas de prise de poids après le jour 10, température < 36.5 °C, apnée',
      'Weight loss, new cough, headache, fever': 'Perte de poids, nouvelle toux, céphalée, fièvre',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Poids, observance et effets indésirables (ictère, vision, neuropathie)',
      'Weight, blood pressure, pulse, potassium and creatinine while titrating':
        "Poids, pression artérielle, pouls, potassium et créatinine pendant l'ajustement",
      'Weight, breathlessness, oedema': 'Poids, essoufflement, œdèmes',
      'Weight, feeding, temperature, breathing': 'Poids, alimentation, température, respiration',
      'Weight, oedema, appetite': 'Poids, œdèmes, appétit',
      'Weight, sodium, potassium, creatinine on diuretics':
        'Poids, sodium, potassium, créatinine sous diurétiques',
      'Weight, urine dipstick, blood pressure, signs of infection':
        "Poids, bandelette urinaire, pression artérielle, signes d'infection",
      'Wheals and swelling': 'Papules urticariennes et gonflement',
      'With any recurrence of pain': 'À chaque récidive de la douleur',
      'Withdrawal score, pulse, blood pressure, temperature, consciousness':
        'Score de sevrage, pouls, pression artérielle, température, conscience',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Respiration aggravée, ne peut pas boire, SpO2 < 90 %, ou tout signe de danger',
      'Worsening after initial improvement, eye swelling, severe headache':
        "Aggravation après une amélioration initiale, gonflement de l'œil, céphalée intense",
      'Worsening dehydration, unable to drink, or lethargy':
        'Aggravation de la déshydratation, incapacité à boire, ou léthargie',
      'Worsening headache, visual loss, falling GCS':
        "Céphalée qui s'aggrave, perte de vision, GCS en baisse",
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
