import type { TranslationGroup } from '../types';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone':
        "1 à 2 semaines après le début ou l'augmentation des diurétiques, de l'IEC ou de la spironolactone",
      '4-6 weeks after treatment': '4-6 semaines après le traitement',
      '6 to 8 weeks after each dose change, then yearly':
        '6 à 8 semaines après chaque changement de dose, puis chaque année',
      '>= 200 copies/mL: enhanced adherence and repeat':
        ">= 200 copies/mL : renforcement de l'observance et nouveau contrôle",
      'Ability to take oral medicine': 'Capacité à prendre un médicament par voie orale',
      'Adherence, weight, opportunistic infection symptoms':
        "Observance, poids, symptômes d'infection opportuniste",
      'After 4 weeks of iron, then at the end of treatment':
        'Après 4 semaines de fer, puis en fin de traitement',
      'After 4 weeks of treatment, then each trimester':
        'Après 4 semaines de traitement, puis à chaque trimestre',
      'ALT and HBsAg in hepatitis B': "ALAT et AgHBs dans l'hépatite B",
      'At 2 weeks, monthly for 3 months, then every 3-6 months when stable':
        'À 2 semaines, chaque mois pendant 3 mois, puis tous les 3-6 mois une fois stable',
      'At 3 months of treatment, then 6-monthly': 'À 3 mois de traitement, puis tous les 6 mois',
      'At 6 months': 'À 6 mois',
      'At each annual or six-monthly ivermectin round':
        "À chaque campagne d'ivermectine annuelle ou semestrielle",
      'At each dose': 'À chaque prise',
      'At each visit while awaiting and after specialist care':
        "À chaque visite, pendant l'attente et après la prise en charge spécialisée",
      'At follow-up after 1-3 months': 'Au suivi après 1-3 mois',
      'Blood in stool, fever and appetite': 'Sang dans les selles, fièvre et appétit',
      'Blood pressure': 'Pression artérielle',
      'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal':
        "Pression artérielle toutes les 4-6 heures et pesée quotidienne pendant l'hospitalisation ; chaque semaine après la sortie jusqu'à normalisation",
      'Blood pressure, weight, feet': 'Pression artérielle, poids, pieds',
      'Blood pressure, weight, urine output, fluid balance, creatinine and potassium':
        'Pression artérielle, poids, diurèse, bilan hydrique, créatinine et potassium',
      'BP >= 130/80 mmHg, foot ulcer or loss of sensation':
        'PA >= 130/80 mmHg, ulcère du pied ou perte de sensibilité',
      'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment':
        'PA >= 140/90 mmHg (>= 130/80 en cas de diabète ou de MRC) après 3 mois : renforcer le traitement',
      'BP ≥ the 99th centile or ≥ 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium':
        'PA ≥ 99e centile ou ≥ 180/110, diurèse < 0.5 mL/kg/h, créatinine ou potassium en hausse',
      'Breathing and fever': 'Respiration et fièvre',
      'Breathing difficulty or throat swelling.': 'Difficulté respiratoire ou gonflement de la gorge.',
      'Breathing, fever, hydration': 'Respiration, fièvre, hydratation',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Essoufflement, douleur thoracique, confusion, fièvre qui revient après amélioration',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Ne peut pas avaler, hypersalivation, tuméfaction unilatérale, douleurs articulaires ou essoufflement',
      'Creatinine and potassium': 'Créatinine et potassium',
      'Creatinine up > 30% or potassium > 5.5 mmol/L':
        'Créatinine augmentée de > 30 % ou potassium > 5.5 mmol/L',
      'Creatinine, urine albumin, eye examination': 'Créatinine, albumine urinaire, examen des yeux',
      Daily: 'Chaque jour',
      'Daily in hospital; at each visit': "Chaque jour à l'hôpital ; à chaque visite",
      'Daily in the first week; 12-24 hourly under phototherapy':
        'Chaque jour la première semaine ; toutes les 12-24 heures sous photothérapie',
      'Daily until afebrile; review on day 3': "Chaque jour jusqu'à l'apyrexie ; revoir au jour 3",
      'Daily until the stone passes (sieve the urine)':
        "Chaque jour jusqu'à l'expulsion du calcul (filtrer les urines)",
      'Daily urine dipstick at home during treatment; clinic weekly':
        'Bandelette urinaire quotidienne à domicile pendant le traitement ; consultation chaque semaine',
      'Daily while jaundiced and unwell': 'Chaque jour tant que le patient est ictérique et malade',
      'Dehydration signs and ability to drink': 'Signes de déshydratation et capacité à boire',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Somnolence, saignement ou INR > 1.5 : insuffisance hépatique aiguë',
      'Each shift or at home by the carer': "À chaque équipe ou à domicile par l'accompagnant",
      'Each visit': 'À chaque visite',
      'eGFR < 30 (stop metformin), albuminuria, retinopathy':
        'DFGe < 30 (arrêter la metformine), albuminurie, rétinopathie',
      'End of month 2, 5 and 6 of treatment': 'Fin des mois 2, 5 et 6 du traitement',
      'Every 2 to 4 weeks at first': 'Toutes les 2 à 4 semaines au début',
      'Every 2 weeks': 'Toutes les 2 semaines',
      'Every 2 weeks in the intensive phase, then monthly':
        'Toutes les 2 semaines en phase intensive, puis chaque mois',
      'Every 2-3 days until all crusts fall off': "Tous les 2-3 jours jusqu'à la chute de toutes les croûtes",
      'Every 3 months': 'Tous les 3 mois',
      'Every 3 to 6 months': 'Tous les 3 à 6 mois',
      'Every 4 hours while admitted': "Toutes les 4 heures pendant l'hospitalisation",
      'Every 4 to 6 hours while admitted': "Toutes les 4 à 6 heures pendant l'hospitalisation",
      'Every 4 to 6 weeks while titrating, then every 3 months':
        "Toutes les 4 à 6 semaines pendant l'ajustement, puis tous les 3 mois",
      'Every hour on Plan B; every 15-30 minutes on Plan C':
        'Toutes les heures en Plan B ; toutes les 15-30 minutes en Plan C',
      'Every visit': 'À chaque visite',
      'Extent of jaundice (head to toe), feeding, bilirubin':
        "Étendue de l'ictère (de la tête aux pieds), alimentation, bilirubine",
      'Eye pain or vision change, spreading cellulitis, unable to eat or drink':
        'Douleur oculaire ou trouble de la vision, cellulite extensive, incapacité à manger ou à boire',
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Baisse de la vision ; réaction de Mazzotti sévère après traitement.',
      'Fast or difficult breathing, high fever, unable to drink':
        'Respiration rapide ou difficile, forte fièvre, incapable de boire',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Fièvre au-delà de 48 heures de doxycycline : reconsidérer le diagnostic.',
      'Fever persisting beyond day 3 of treatment, or any danger sign':
        'Fièvre persistant au-delà du jour 3 de traitement, ou tout signe de danger',
      'Fever, abdominal pain, dizziness, one swollen leg, protein back on the dipstick for 3 days':
        'Fièvre, douleur abdominale, vertiges, une jambe gonflée, protéines de nouveau à la bandelette pendant 3 jours',
      'Fever, loin pain, vomiting or persistence after treatment':
        'Fièvre, douleur lombaire, vomissements ou persistance après traitement',
      'Fever, swallowing': 'Fièvre, déglutition',
      'Fever, uncontrolled pain, reduced urine.': 'Fièvre, douleur non contrôlée, diurèse diminuée.',
      'Follicles, lashes, vision': 'Follicules, cils, vision',
      'Free T4 (and TSH later), pulse, weight': 'T4 libre (puis TSH), pouls, poids',
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Glycémie à chaque visite ; HbA1c tous les 3 à 6 mois',
      'Haematuria and symptoms': 'Hématurie et symptômes',
      'Haemoglobin and growth': 'Hémoglobine et croissance',
      'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment':
        'HbA1c > 7% (53 mmol/mol) ou glycémie à jeun > 7 mmol/L : intensifier le traitement',
      'HBsAg still positive at 6 months: chronic hepatitis B':
        'AgHBs toujours positif à 6 mois : hépatite B chronique',
      'Heart rate and blood pressure': 'Fréquence cardiaque et pression artérielle',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        "Soins à domicile ; revenir en l'absence d'amélioration en 5 jours (PCIME) ou 10 jours (adultes)",
      'Home care; return if worse or not better in 5 days':
        "Soins à domicile ; revenir en cas d'aggravation ou en l'absence d'amélioration en 5 jours",
      'Hydration and urine output': 'Hydratation et diurèse',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Hypothyroïdie sous traitement ; fièvre ou mal de gorge (contrôler les neutrophiles).',
      'Itching and new lesions': 'Démangeaisons et nouvelles lésions',
      'Itching, skin and vision': 'Prurit, peau et vision',
      'Jaundice with fever or rigors, hypotension, peritonism.':
        'Ictère avec fièvre ou frissons, hypotension, péritonisme.',
      'Jaundice, visual change, weight loss or missed doses':
        'Ictère, trouble visuel, perte de poids ou doses manquées',
      'Lashes touching the eye, reduced vision': "Cils qui touchent l'œil, baisse de la vision",
      'Leg shape, growth, ALP': 'Forme des jambes, croissance, PAL',
      'Lesions, pain, eyes, hydration, secondary infection':
        'Lésions, douleur, yeux, hydratation, surinfection',
      'Level of consciousness, bleeding, INR and glucose':
        'Niveau de conscience, saignement, INR et glycémie',
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Nombreuses selles aqueuses, sang dans les selles, ou diarrhée de plus de 14 jours',
      'Margin of redness, fever, pain': 'Limite de la rougeur, fièvre, douleur',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mois 3 après le début du TAR, puis tous les 6-12 mois selon le guide national',
      'Monthly until controlled, then every 3 to 6 months':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois",
      'MUAC < 115 mm, oedema, weight loss on 2 visits': 'PB < 115 mm, œdèmes, perte de poids à 2 visites',
      'New burrows after 4 weeks: treatment failure or reinfestation':
        'Nouveaux sillons après 4 semaines : échec du traitement ou réinfestation',
      'No improvement after 48 hours: change antibiotic or refer':
        "Pas d'amélioration après 48 heures : changer d'antibiotique ou transférer",
      'No radiological healing after 3 months (look for renal or hereditary rickets)':
        'Pas de guérison radiologique après 3 mois (rechercher un rachitisme rénal ou héréditaire)',
      'Number of stools and vomits': 'Nombre de selles et de vomissements',
      'Pain, temperature, jaundice, pulse': 'Douleur, température, ictère, pouls',
      'Pain, temperature, urine output': 'Douleur, température, diurèse',
      'Pain, weight, function, symptoms of spread': "Douleur, poids, fonction, symptômes d'extension",
      'Persistent anaemia or poor weight gain': 'Anémie persistante ou prise de poids insuffisante',
      'Persistent discharge (possible resistant gonorrhoea, trichomonas or reinfection)':
        'Écoulement persistant (possible gonococcie résistante, trichomonase ou réinfection)',
      'Persistent fever or sepsis despite antibiotics (undrained pus), rising oxygen need.':
        'Fièvre persistante ou sepsis malgré les antibiotiques (pus non drainé), besoin croissant en oxygène.',
      'Persisting or recurring (≥ 4 a year) discharge: test for diabetes and HIV':
        'Écoulement persistant ou récidivant (≥ 4 par an) : dépister le diabète et le VIH',
      'Positive smear at month 2 or later': 'Frottis positif au mois 2 ou plus tard',
      'Potassium > 5.5 mmol/L or creatinine up > 50%':
        'Potassium > 5.5 mmol/L ou créatinine augmentée de > 50 %',
      'Reaches palms and soles, poor feeding, lethargy':
        'Atteint les paumes et les plantes, mauvaise alimentation, léthargie',
      'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)':
        'Diurèse diminuée, pâleur ou œdèmes (syndrome hémolytique et urémique)',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Fréquence respiratoire, tirage sous-costal, SpO2, alimentation',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Fréquence respiratoire, SpO2, température, pression artérielle, état mental',
      'Respiratory rate, SpO2, temperature, drain output':
        'Fréquence respiratoire, SpO2, température, débit du drain',
      'Review after 2 days of antibiotic': "Revoir après 2 jours d'antibiotique",
      'Review after 2 to 4 weeks if persisting': 'Revoir après 2 à 4 semaines si persistance',
      'Review after 3 days (outpatient); every 6 hours (inpatient)':
        'Revoir après 3 jours (ambulatoire) ; toutes les 6 heures (hospitalisé)',
      'Review after 48-72 hours (outpatient); every 4 hours (inpatient)':
        'Revoir après 48-72 heures (ambulatoire) ; toutes les 4 heures (hospitalisé)',
      'Review after 5-7 days': 'Revoir après 5-7 jours',
      'Review after 7 days if not better': "Revoir après 7 jours en l'absence d'amélioration",
      'Review at 2 and 4 weeks': 'Revoir à 2 et 4 semaines',
      'Review at 3-6 months; community surveys after mass treatment':
        'Revoir à 3-6 mois ; enquêtes communautaires après traitement de masse',
      'Review at 48 hours': 'Revoir à 48 heures',
      'Review at 48-72 hours': 'Revoir à 48-72 heures',
      'Review at 7 days if symptoms persist': 'Revoir à 7 jours si les symptômes persistent',
      'Review if not better in 3 days': "Revoir en l'absence d'amélioration dans 3 jours",
      'Review if not improved in 48-72 hours': "Revoir en l'absence d'amélioration en 48-72 heures",
      'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause':
        "Hausse < 1 g/dL après 4 semaines : vérifier l'observance et rechercher une autre cause",
      'Rise < 1 g/dL in 4 weeks or Hb < 7': 'Hausse < 1 g/dL en 4 semaines ou Hb < 7',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
      'Sores, spread, urine colour and puffiness': 'Plaies, extension, couleur des urines et bouffissure',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Extension au-delà du trait, nouvelles bulles ou nécrose, fièvre persistante',
      'Spreading, fever, puffy face, dark urine': 'Extension, fièvre, visage bouffi, urines foncées',
      'Sputum smear or culture': 'Frottis ou culture des crachats',
      Symptoms: 'Symptômes',
      'Symptoms, function, alcohol or sedative use':
        "Symptômes, fonctionnement, consommation d'alcool ou de sédatifs",
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'PA systolique < 90 mmHg ou fréquence cardiaque < 50/min sous bêtabloquant',
      'Temperature and clinical response': 'Température et réponse clinique',
      'Temperature and general condition': 'Température et état général',
      TSH: 'TSH',
      'TSH outside range; palpitations or angina on treatment.':
        'TSH hors des normes ; palpitations ou angor sous traitement.',
      'Uncontrolled pain, bleeding, obstruction, spinal cord compression, hypercalcaemia.':
        'Douleur non contrôlée, saignement, occlusion, compression médullaire, hypercalcémie.',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Vomit la dose dans les 30 minutes à deux reprises, ou ne peut pas boire',
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
      'Worsening, depression, suicidal thoughts, benzodiazepine dependence.':
        'Aggravation, dépression, idées suicidaires, dépendance aux benzodiazépines.',
      Yearly: 'Chaque année',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        "Chaque année, et 1 à 2 semaines après le début d'un IEC ou d'un diurétique",
    },
  },
];
