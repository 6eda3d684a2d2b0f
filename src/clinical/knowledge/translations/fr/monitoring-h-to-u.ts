import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with h to u. */
export const frenchMonitoringHToU: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Haematocrit and platelets': 'Hématocrite et plaquettes',
      'Haematuria and symptoms': 'Hématurie et symptômes',
      'Haemoglobin and growth': 'Hémoglobine et croissance',
      'Hb < 10 g/dL': 'Hb < 10 g/dL',
      'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment':
        'HbA1c > 7% (53 mmol/mol) ou glycémie à jeun > 7 mmol/L : intensifier le traitement',
      'HBsAg still positive at 6 months: chronic hepatitis B':
        'AgHBs toujours positif à 6 mois : hépatite B chronique',
      'Headache days and analgesic use': "Jours de céphalée et consommation d'antalgiques",
      'Headache diary: frequency, triggers, analgesic days':
        "Agenda des céphalées : fréquence, facteurs déclenchants, jours d'antalgiques",
      'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days':
        'Céphalée 15 jours ou plus par mois (chronique) ou antalgiques 15 jours ou plus',
      'Heart rate and blood pressure': 'Fréquence cardiaque et pression artérielle',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        "Soins à domicile ; revenir en l'absence d'amélioration en 5 jours (PCIME) ou 10 jours (adultes)",
      'Home care; return if worse or not better in 5 days':
        "Soins à domicile ; revenir en cas d'aggravation ou en l'absence d'amélioration en 5 jours",
      'Hourly for 24 hours after splinting or casting':
        "Toutes les heures pendant 24 heures après la pose d'une attelle ou d'un plâtre",
      'Hourly for the first hours after draining a large chronic retention':
        "Toutes les heures pendant les premières heures après le drainage d'une rétention chronique importante",
      'Hourly in the first 24 hours for large burns; dressings every 1-2 days':
        'Toutes les heures pendant les 24 premières heures pour les brûlures étendues ; pansements tous les 1-2 jours',
      'Hydration and urine output': 'Hydratation et diurèse',
      'Hypotension, persistent fever after 72 hours, rising creatinine':
        'Hypotension, fièvre persistante après 72 heures, créatinine en hausse',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Hypothyroïdie sous traitement ; fièvre ou mal de gorge (contrôler les neutrophiles).',
      'Increasing pain, numbness, pale or blue fingers/toes':
        'Douleur croissante, engourdissement, doigts ou orteils pâles ou bleus',
      'Infection, skin thinning, poor sleep.': 'Infection, amincissement de la peau, mauvais sommeil.',
      'Intake and output (stool and urine volumes)': 'Entrées et sorties (volumes des selles et des urines)',
      'Itching and new lesions': 'Démangeaisons et nouvelles lésions',
      'Itching, skin and vision': 'Prurit, peau et vision',
      'Jaundice with fever or rigors, hypotension, peritonism.':
        'Ictère avec fièvre ou frissons, hypotension, péritonisme.',
      'Jaundice, visual change, weight loss or missed doses':
        'Ictère, trouble visuel, perte de poids ou doses manquées',
      'Large for dates or polyhydramnios': "Gros pour l'âge gestationnel ou hydramnios",
      'Lashes touching the eye, reduced vision': "Cils qui touchent l'œil, baisse de la vision",
      'Leg shape, growth, ALP': 'Forme des jambes, croissance, PAL',
      'Lesions, pain, eyes, hydration, secondary infection':
        'Lésions, douleur, yeux, hydratation, surinfection',
      'Level of consciousness, bleeding, INR and glucose':
        'Niveau de conscience, saignement, INR et glycémie',
      'Level of consciousness, orientation, hydration, urine output':
        'Niveau de conscience, orientation, hydratation, diurèse',
      'Limb circumference, skin folds, entry lesions, acute attacks':
        "Circonférence du membre, plis cutanés, portes d'entrée, crises aiguës",
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Nombreuses selles aqueuses, sang dans les selles, ou diarrhée de plus de 14 jours',
      'Margin of redness, fever, pain': 'Limite de la rougeur, fièvre, douleur',
      'Missed dose: continue the schedule without restarting':
        'Dose manquée : poursuivre le calendrier sans recommencer',
      'Missed injection: recall the patient': 'Injection manquée : rappeler le patient',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mois 3 après le début du TAR, puis tous les 6-12 mois selon le guide national',
      'Monthly at the supervised dose': 'Chaque mois lors de la dose supervisée',
      'Monthly until controlled, then every 3 to 6 months':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois",
      'Mood, functioning and suicidal thoughts (PHQ-9)':
        'Humeur, fonctionnement et idées suicidaires (PHQ-9)',
      'Mood, sleep, adherence, side effects; lithium level where used':
        "Humeur, sommeil, observance, effets indésirables ; lithémie s'il est utilisé",
      'MUAC < 115 mm, oedema, weight loss on 2 visits': 'PB < 115 mm, œdèmes, perte de poids à 2 visites',
      'Nerve function (sensation and strength of hands, feet, eyes), reactions, adherence':
        'Fonction nerveuse (sensibilité et force des mains, des pieds, des yeux), réactions, observance',
      'New abdominal pain, distension, guarding or melaena':
        'Nouvelle douleur abdominale, distension, défense ou méléna',
      'New breathlessness, irregular pulse (atrial fibrillation)':
        'Essoufflement récent, pouls irrégulier (fibrillation atriale)',
      'New burrows after 4 weeks: treatment failure or reinfestation':
        'Nouveaux sillons après 4 semaines : échec du traitement ou réinfestation',
      'New liver nodule or rising AFP.': 'Nouveau nodule hépatique ou AFP en hausse.',
      'New loss of sensation or strength, painful nerves, red painful skin lesions or eyes':
        'Nouvelle perte de sensibilité ou de force, nerfs douloureux, lésions cutanées ou yeux rouges et douloureux',
      'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment':
        "Nouvelles idées suicidaires ou absence d'amélioration après 4 à 6 semaines de traitement",
      'No defervescence after 5 days of appropriate antibiotics':
        "Pas d'apyrexie après 5 jours d'antibiotiques adaptés",
      'No improvement after 48 hours: change antibiotic or refer':
        "Pas d'amélioration après 48 heures : changer d'antibiotique ou transférer",
      'No improvement after 6 weeks or new red flag: re-assess and image':
        "Pas d'amélioration après 6 semaines ou nouveau signe d'alerte : réévaluer et faire une imagerie",
      'No improvement at 72 hours: admit for IV therapy and imaging':
        "Pas d'amélioration à 72 heures : hospitaliser pour traitement IV et imagerie",
      'No improvement in 48 to 72 hours: abscess needing drainage.':
        "Pas d'amélioration en 48 à 72 heures : abcès à drainer.",
      'No improvement within 72 hours of metronidazole':
        "Pas d'amélioration dans les 72 heures sous métronidazole",
      'No improvement, cannot swallow, weight loss': "Pas d'amélioration, ne peut pas avaler, perte de poids",
      'No radiological healing after 3 months (look for renal or hereditary rickets)':
        'Pas de guérison radiologique après 3 mois (rechercher un rachitisme rénal ou héréditaire)',
      'No response or any alarm feature: endoscopy': "Pas de réponse ou tout signe d'alarme : endoscopie",
      'No weight gain for 2 weeks or weight loss: medical review':
        'Pas de prise de poids depuis 2 semaines ou perte de poids : avis médical',
      'Not healing: biopsy, longer treatment, consider donovanosis or LGV':
        'Pas de cicatrisation : biopsie, traitement plus long, envisager une donovanose ou une LGV',
      'Number of stools and vomits': 'Nombre de selles et de vomissements',
      'Output exceeds intake, or no urine for 6 hours':
        "Sorties supérieures aux entrées, ou pas d'urines depuis 6 heures",
      'Pain and function': 'Douleur et fonction',
      'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days':
        "Douleur ou fièvre persistantes, tuméfaction derrière l'oreille, ou écoulement au-delà de 14 jours",
      'Pain score, sleep, feet (ulcers), side effects':
        'Score de douleur, sommeil, pieds (ulcères), effets indésirables',
      'Pain, eye, spread of lesions, secondary infection':
        'Douleur, œil, extension des lésions, surinfection',
      'Pain, fever, tenderness': 'Douleur, fièvre, sensibilité',
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
      'Persistent fever after 2 weeks, new back pain (spondylitis) or neurological signs':
        'Fièvre persistante après 2 semaines, nouvelle douleur du dos (spondylodiscite) ou signes neurologiques',
      'Persistent fever or sepsis despite antibiotics (undrained pus), rising oxygen need.':
        'Fièvre persistante ou sepsis malgré les antibiotiques (pus non drainé), besoin croissant en oxygène.',
      'Persistent haematuria: re-test and consider bladder pathology':
        'Hématurie persistante : refaire le test et envisager une pathologie vésicale',
      'Persistent ketonuria, falling weight, confusion': 'Cétonurie persistante, poids en baisse, confusion',
      'Persistent symptoms: confirm H. pylori eradication and consider endoscopy':
        "Symptômes persistants : confirmer l'éradication de H. pylori et envisager une endoscopie",
      'Persisting or recurring (≥ 4 a year) discharge: test for diabetes and HIV':
        'Écoulement persistant ou récidivant (≥ 4 par an) : dépister le diabète et le VIH',
      'Plaques, swallowing, feeding and weight': 'Plaques, déglutition, alimentation et poids',
      'Positive smear at month 2 or later': 'Frottis positif au mois 2 ou plus tard',
      'Post-obstructive diuresis (> 200 mL/hour), haematuria, falling blood pressure.':
        "Syndrome de levée d'obstacle (> 200 mL/heure), hématurie, baisse de la pression artérielle.",
      'Potassium > 5.5 mmol/L or creatinine up > 50%':
        'Potassium > 5.5 mmol/L ou créatinine augmentée de > 50 %',
      'Pulse, BP, urine output, pain, wound infection': 'Pouls, PA, diurèse, douleur, infection de la plaie',
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
      'Review after 7 days': 'Revoir après 7 jours',
      'Review after 7 days if not better': "Revoir après 7 jours en l'absence d'amélioration",
      'Review after 7-10 days': 'Revoir après 7-10 jours',
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
      'Rising haematocrit with rapidly falling platelets':
        'Hématocrite en hausse avec plaquettes en chute rapide',
      'Rising score, confusion, hallucinations, fits, fever':
        'Score en hausse, confusion, hallucinations, convulsions, fièvre',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
      'Serum uric acid on urate-lowering therapy': 'Uricémie sous traitement hypo-uricémiant',
      'Several days a week': 'Plusieurs jours par semaine',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Céphalée intense, vomissements, somnolence, douleur testiculaire ou abdominale intense',
      'Signs of dehydration persisting or weak pulse': 'Signes de déshydratation persistants ou pouls faible',
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
      'Spreading redness, fever, poor feeding': "Rougeur qui s'étend, fièvre, mauvaise alimentation",
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
      'Urine below target, rising pulse, fever with spreading redness':
        "Diurèse sous la cible, pouls qui s'accélère, fièvre avec rougeur qui s'étend",
      'Urine output after catheterisation': 'Diurèse après le sondage',
    },
  },
];
