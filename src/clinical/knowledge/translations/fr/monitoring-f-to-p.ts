import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with f to p. */
export const frenchMonitoringFToP: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Falling acuity or rising pressure.': "Baisse de l'acuité ou hausse de la pression.",
      'Falling blood pressure, rising pulse, pulsus paradoxus > 10 mmHg.':
        "Pression artérielle en baisse, pouls qui s'accélère, pouls paradoxal > 10 mmHg.",
      'Falling breath count, weak cough, pooling saliva, arrhythmia or blood pressure swings':
        'Comptage respiratoire en baisse, toux faible, salive qui stagne, arythmie ou variations de la pression artérielle',
      'Falling eGFR: adjust dose': 'DFGe en baisse : adapter la dose',
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Baisse de la vision ; réaction de Mazzotti sévère après traitement.',
      'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration':
        'Respiration rapide, opacification cornéenne, incapacité à manger, diarrhée avec déshydratation',
      'Fast breathing, drowsiness, spreading redness or bleeding into spots':
        "Respiration rapide, somnolence, rougeur qui s'étend ou saignement dans les boutons",
      'Fast or difficult breathing, high fever, unable to drink':
        'Respiration rapide ou difficile, forte fièvre, incapable de boire',
      'Fasting ≥ 5.3 or 1-hour ≥ 7.8 mmol/L despite diet for 1-2 weeks':
        'À jeun ≥ 5.3 ou à 1 heure ≥ 7.8 mmol/L malgré le régime pendant 1-2 semaines',
      'Fetal growth (fundal height)': 'Croissance fœtale (hauteur utérine)',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Fièvre au-delà de 48 heures de doxycycline : reconsidérer le diagnostic.',
      'Fever persisting beyond day 3 of treatment, or any danger sign':
        'Fièvre persistant au-delà du jour 3 de traitement, ou tout signe de danger',
      'Fever, abdominal pain and stool frequency': 'Fièvre, douleur abdominale et fréquence des selles',
      'Fever, abdominal pain, dizziness, one swollen leg, protein back on the dipstick for 3 days':
        'Fièvre, douleur abdominale, vertiges, une jambe gonflée, protéines de nouveau à la bandelette pendant 3 jours',
      'Fever, headache, neck stiffness, testicular pain, abdominal pain, hearing':
        'Fièvre, céphalée, raideur de la nuque, douleur testiculaire, douleur abdominale, audition',
      'Fever, joint and back pain, adherence': 'Fièvre, douleurs articulaires et dorsales, observance',
      'Fever, loin pain, vomiting or persistence after treatment':
        'Fièvre, douleur lombaire, vomissements ou persistance après traitement',
      'Fever, swallowing': 'Fièvre, déglutition',
      'Fever, uncontrolled pain, reduced urine.': 'Fièvre, douleur non contrôlée, diurèse diminuée.',
      'Fluid balance, urine ketones, weight': 'Bilan hydrique, cétonurie, poids',
      'Follicles, lashes, vision': 'Follicules, cils, vision',
      'Follow up after 5 days': 'Revoir après 5 jours',
      'Foot ulcer, drowsiness, falls.': 'Ulcère du pied, somnolence, chutes.',
      'Four-fold rise, or titre not falling four-fold by 6-12 months':
        "Multiplication par quatre, ou titre qui ne baisse pas d'un facteur quatre en 6-12 mois",
      'Free T4 (and TSH later), pulse, weight': 'T4 libre (puis TSH), pouls, poids',
      'Frequent acute attacks, wounds, worsening stage.':
        'Crises aiguës fréquentes, plaies, aggravation du stade.',
      'Function, behaviour and carer strain in dementia':
        "Autonomie, comportement et épuisement de l'aidant dans la démence",
      'GCS falls by 2, unequal pupils, slowing pulse with rising BP, new weakness':
        'Baisse du GCS de 2 points, pupilles inégales, pouls qui ralentit avec PA qui monte, nouvelle faiblesse',
      'GCS, pupils, pulse, BP, breathing': 'GCS, pupilles, pouls, PA, respiration',
      'Glucose < 4 mmol/L (hypoglycaemia) or > 14 mmol/L with ketones; HbA1c > 7%.':
        'Glycémie < 4 mmol/L (hypoglycémie) ou > 14 mmol/L avec cétones ; HbA1c > 7%.',
      'Glucose < 4 mmol/L again: repeat glucose and start a dextrose infusion':
        'Glycémie de nouveau < 4 mmol/L : redonner du glucose et débuter une perfusion de dextrose',
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Glycémie à chaque visite ; HbA1c tous les 3 à 6 mois',
      'Growth, blood pressure, urine albumin, eyes, feet':
        'Croissance, pression artérielle, albumine urinaire, yeux, pieds',
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
      'Home glucose before meals and at bedtime; HbA1c':
        'Glycémie à domicile avant les repas et au coucher ; HbA1c',
      Hourly: 'Toutes les heures',
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
      'INR on warfarin': 'INR sous warfarine',
      'INR outside 2 to 3 (2.5 to 3.5 with mechanical valves); bleeding.':
        'INR en dehors de 2 à 3 (2.5 à 3.5 avec des valves mécaniques) ; saignement.',
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
      'Level of consciousness': 'Niveau de conscience',
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
      'Not awake 30 minutes after normal glucose: look for another cause':
        'Pas réveillé 30 minutes après une glycémie normale : rechercher une autre cause',
      'Not healing: biopsy, longer treatment, consider donovanosis or LGV':
        'Pas de cicatrisation : biopsie, traitement plus long, envisager une donovanose ou une LGV',
      'Number of stools and vomits': 'Nombre de selles et de vomissements',
      'Output exceeds intake, or no urine for 6 hours':
        "Sorties supérieures aux entrées, ou pas d'urines depuis 6 heures",
      'Pain and function': 'Douleur et fonction',
      'Pain and function (walking distance, stairs)': 'Douleur et fonction (périmètre de marche, escaliers)',
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
      'Pulse, BP, GCS, SpO2, urine output, bleeding': 'Pouls, PA, GCS, SpO2, diurèse, saignement',
      'Pulse, BP, urine output, pain, wound infection': 'Pouls, PA, diurèse, douleur, infection de la plaie',
    },
  },
];
