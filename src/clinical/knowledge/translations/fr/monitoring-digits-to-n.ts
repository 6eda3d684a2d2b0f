import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with digits to n. */
export const frenchMonitoringDigitsToN: readonly TranslationGroup[] = [
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
      'Abdominal examination': "Examen de l'abdomen",
      'Ability to take oral medicine': 'Capacité à prendre un médicament par voie orale',
      'Above 130/80 mmHg': 'Au-dessus de 130/80 mmHg',
      'Adherence, weight, opportunistic infection symptoms':
        "Observance, poids, symptômes d'infection opportuniste",
      'After 4 weeks of iron, then at the end of treatment':
        'Après 4 semaines de fer, puis en fin de traitement',
      'After 4 weeks of treatment, then each trimester':
        'Après 4 semaines de traitement, puis à chaque trimestre',
      'ALT and HBsAg in hepatitis B': "ALAT et AgHBs dans l'hépatite B",
      'Asthma control (day and night symptoms, reliever use)':
        "Contrôle de l'asthme (symptômes diurnes et nocturnes, usage du traitement de secours)",
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
      'Benzathine penicillin injections given on time': 'Injections de benzathine pénicilline faites à temps',
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
      'Breathing, eyes, mouth, hydration and feeding':
        'Respiration, yeux, bouche, hydratation et alimentation',
      'Breathing, fever, hydration': 'Respiration, fièvre, hydratation',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Essoufflement, douleur thoracique, confusion, fièvre qui revient après amélioration',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Ne peut pas avaler, hypersalivation, tuméfaction unilatérale, douleurs articulaires ou essoufflement',
      'Carer observes daily for 10 days': "L'accompagnant surveille chaque jour pendant 10 jours",
      'Creatinine and potassium': 'Créatinine et potassium',
      'Creatinine up > 30% or potassium > 5.5 mmol/L':
        'Créatinine augmentée de > 30 % ou potassium > 5.5 mmol/L',
      'Creatinine, urine albumin, eye examination': 'Créatinine, albumine urinaire, examen des yeux',
      Daily: 'Chaque jour',
      'Daily during the second and third week': 'Chaque jour pendant la deuxième et la troisième semaine',
      'Daily in hospital; at each visit': "Chaque jour à l'hôpital ; à chaque visite",
      'Daily in the first week; 12-24 hourly under phototherapy':
        'Chaque jour la première semaine ; toutes les 12-24 heures sous photothérapie',
      'Daily until afebrile; review on day 3': "Chaque jour jusqu'à l'apyrexie ; revoir au jour 3",
      'Daily until the stone passes (sieve the urine)':
        "Chaque jour jusqu'à l'expulsion du calcul (filtrer les urines)",
      'Daily urine dipstick at home during treatment; clinic weekly':
        'Bandelette urinaire quotidienne à domicile pendant le traitement ; consultation chaque semaine',
      'Daily while jaundiced and unwell': 'Chaque jour tant que le patient est ictérique et malade',
      'Deepening drowsiness, new focal signs, not drinking.':
        'Somnolence croissante, nouveaux signes focaux, ne boit pas.',
      'Dehydration signs and ability to drink': 'Signes de déshydratation et capacité à boire',
      'Discharge and hearing': 'Écoulement et audition',
      'Distal pulses, colour, pain, swelling': 'Pouls distaux, coloration, douleur, gonflement',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Somnolence, saignement ou INR > 1.5 : insuffisance hépatique aiguë',
      'Each shift or at home by the carer': "À chaque équipe ou à domicile par l'accompagnant",
      'Each visit': 'À chaque visite',
      'Ear pain, fever, discharge': "Douleur d'oreille, fièvre, écoulement",
      'eGFR < 30 (stop metformin), albuminuria, retinopathy':
        'DFGe < 30 (arrêter la metformine), albuminurie, rétinopathie',
      'eGFR fall > 25% or to < 30: refer to nephrology':
        'Baisse du DFGe > 25% ou à < 30 : transférer en néphrologie',
      'eGFR, potassium, urine albumin': 'DFGe, potassium, albumine urinaire',
      'End of month 2, 5 and 6 of treatment': 'Fin des mois 2, 5 et 6 du traitement',
      'Every 1 to 2 years, or with new symptoms': 'Tous les 1 à 2 ans, ou en cas de nouveaux symptômes',
      'Every 1 to 3 months': 'Tous les 1 à 3 mois',
      'Every 1 to 4 hours in hospital': "Toutes les 1 à 4 heures à l'hôpital",
      'Every 1-4 hours for the first 72 hours after the last drink':
        'Toutes les 1-4 heures pendant les 72 premières heures après la dernière consommation',
      'Every 2 to 4 weeks at first': 'Toutes les 2 à 4 semaines au début',
      'Every 2 to 4 weeks during a flare': 'Toutes les 2 à 4 semaines pendant une poussée',
      'Every 2 to 4 weeks while titrating, then every 3 to 6 months':
        "Toutes les 2 à 4 semaines pendant l'ajustement, puis tous les 3 à 6 mois",
      'Every 2 weeks': 'Toutes les 2 semaines',
      'Every 2 weeks at first, then monthly': 'Toutes les 2 semaines au début, puis chaque mois',
      'Every 2 weeks in the intensive phase, then monthly':
        'Toutes les 2 semaines en phase intensive, puis chaque mois',
      'Every 2-3 days until all crusts fall off': "Tous les 2-3 jours jusqu'à la chute de toutes les croûtes",
      'Every 20 to 30 minutes during the first hour, then hourly':
        'Toutes les 20 à 30 minutes pendant la première heure, puis toutes les heures',
      'Every 3 months': 'Tous les 3 mois',
      'Every 3 to 12 months by stage': 'Tous les 3 à 12 mois selon le stade',
      'Every 3 to 4 weeks': 'Toutes les 3 à 4 semaines',
      'Every 3 to 6 months': 'Tous les 3 à 6 mois',
      'Every 3 to 6 months in stage 3b-5': 'Tous les 3 à 6 mois aux stades 3b-5',
      'Every 3 to 6 months on glaucoma treatment': 'Tous les 3 à 6 mois sous traitement du glaucome',
      'Every 4 hours in delirium': 'Toutes les 4 heures en cas de délirium',
      'Every 4 hours while admitted': "Toutes les 4 heures pendant l'hospitalisation",
      'Every 4 to 6 hours while admitted': "Toutes les 4 à 6 heures pendant l'hospitalisation",
      'Every 4 to 6 weeks while titrating, then every 3 months':
        "Toutes les 4 à 6 semaines pendant l'ajustement, puis tous les 3 mois",
      'Every 4-6 hours if admitted; review at 48-72 hours if outpatient':
        "Toutes les 4-6 heures en cas d'hospitalisation ; revoir à 48-72 heures en ambulatoire",
      'Every 6 months': 'Tous les 6 mois',
      'Every 6 to 12 months on treatment': 'Tous les 6 à 12 mois sous traitement',
      'Every clinic visit (1 to 3 monthly)': 'À chaque consultation (tous les 1 à 3 mois)',
      'Every hour on Plan B; every 15-30 minutes on Plan C':
        'Toutes les heures en Plan B ; toutes les 15-30 minutes en Plan C',
      'Every visit': 'À chaque visite',
      'Exacerbation frequency and symptoms (CAT or mMRC)':
        'Fréquence des exacerbations et symptômes (CAT ou mMRC)',
      'Extent of jaundice (head to toe), feeding, bilirubin':
        "Étendue de l'ictère (de la tête aux pieds), alimentation, bilirubine",
      'Eye involvement, spread beyond dermatomes, pain after healing (postherpetic neuralgia)':
        'Atteinte oculaire, extension au-delà des dermatomes, douleur après la guérison (névralgie post-zostérienne)',
      'Eye pain or vision change, spreading cellulitis, unable to eat or drink':
        'Douleur oculaire ou trouble de la vision, cellulite extensive, incapacité à manger ou à boire',
      'Falling acuity or rising pressure.': "Baisse de l'acuité ou hausse de la pression.",
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Baisse de la vision ; réaction de Mazzotti sévère après traitement.',
      'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration':
        'Respiration rapide, opacification cornéenne, incapacité à manger, diarrhée avec déshydratation',
      'Fast or difficult breathing, high fever, unable to drink':
        'Respiration rapide ou difficile, forte fièvre, incapable de boire',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Fièvre au-delà de 48 heures de doxycycline : reconsidérer le diagnostic.',
      'Fever persisting beyond day 3 of treatment, or any danger sign':
        'Fièvre persistant au-delà du jour 3 de traitement, ou tout signe de danger',
      'Fever, abdominal pain, dizziness, one swollen leg, protein back on the dipstick for 3 days':
        'Fièvre, douleur abdominale, vertiges, une jambe gonflée, protéines de nouveau à la bandelette pendant 3 jours',
      'Fever, headache, neck stiffness, testicular pain, abdominal pain, hearing':
        'Fièvre, céphalée, raideur de la nuque, douleur testiculaire, douleur abdominale, audition',
      'Fever, loin pain, vomiting or persistence after treatment':
        'Fièvre, douleur lombaire, vomissements ou persistance après traitement',
      'Fever, swallowing': 'Fièvre, déglutition',
      'Fever, uncontrolled pain, reduced urine.': 'Fièvre, douleur non contrôlée, diurèse diminuée.',
      'Fluid balance, urine ketones, weight': 'Bilan hydrique, cétonurie, poids',
      'Follicles, lashes, vision': 'Follicules, cils, vision',
      'Follow up after 5 days': 'Revoir après 5 jours',
      'Foot ulcer, drowsiness, falls.': 'Ulcère du pied, somnolence, chutes.',
      'Free T4 (and TSH later), pulse, weight': 'T4 libre (puis TSH), pouls, poids',
      'Frequent acute attacks, wounds, worsening stage.':
        'Crises aiguës fréquentes, plaies, aggravation du stade.',
      'Function, behaviour and carer strain in dementia':
        "Autonomie, comportement et épuisement de l'aidant dans la démence",
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Glycémie à chaque visite ; HbA1c tous les 3 à 6 mois',
      'Haematuria and symptoms': 'Hématurie et symptômes',
      'Haemoglobin and growth': 'Hémoglobine et croissance',
      'Hb < 10 g/dL': 'Hb < 10 g/dL',
      'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment':
        'HbA1c > 7% (53 mmol/mol) ou glycémie à jeun > 7 mmol/L : intensifier le traitement',
      'HBsAg still positive at 6 months: chronic hepatitis B':
        'AgHBs toujours positif à 6 mois : hépatite B chronique',
      'Heart rate and blood pressure': 'Fréquence cardiaque et pression artérielle',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        "Soins à domicile ; revenir en l'absence d'amélioration en 5 jours (PCIME) ou 10 jours (adultes)",
      'Home care; return if worse or not better in 5 days':
        "Soins à domicile ; revenir en cas d'aggravation ou en l'absence d'amélioration en 5 jours",
      'Hourly for 24 hours after splinting or casting':
        "Toutes les heures pendant 24 heures après la pose d'une attelle ou d'un plâtre",
      'Hourly for the first hours after draining a large chronic retention':
        "Toutes les heures pendant les premières heures après le drainage d'une rétention chronique importante",
      'Hydration and urine output': 'Hydratation et diurèse',
      'Hypotension, persistent fever after 72 hours, rising creatinine':
        'Hypotension, fièvre persistante après 72 heures, créatinine en hausse',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Hypothyroïdie sous traitement ; fièvre ou mal de gorge (contrôler les neutrophiles).',
      'Increasing pain, numbness, pale or blue fingers/toes':
        'Douleur croissante, engourdissement, doigts ou orteils pâles ou bleus',
      'Infection, skin thinning, poor sleep.': 'Infection, amincissement de la peau, mauvais sommeil.',
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
      'Level of consciousness, orientation, hydration, urine output':
        'Niveau de conscience, orientation, hydratation, diurèse',
      'Limb circumference, skin folds, entry lesions, acute attacks':
        "Circonférence du membre, plis cutanés, portes d'entrée, crises aiguës",
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Nombreuses selles aqueuses, sang dans les selles, ou diarrhée de plus de 14 jours',
      'Margin of redness, fever, pain': 'Limite de la rougeur, fièvre, douleur',
      'Missed injection: recall the patient': 'Injection manquée : rappeler le patient',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mois 3 après le début du TAR, puis tous les 6-12 mois selon le guide national',
      'Monthly at the supervised dose': 'Chaque mois lors de la dose supervisée',
      'Monthly until controlled, then every 3 to 6 months':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois",
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
      'No defervescence after 5 days of appropriate antibiotics':
        "Pas d'apyrexie après 5 jours d'antibiotiques adaptés",
      'No improvement after 48 hours: change antibiotic or refer':
        "Pas d'amélioration après 48 heures : changer d'antibiotique ou transférer",
      'No improvement after 6 weeks or new red flag: re-assess and image':
        "Pas d'amélioration après 6 semaines ou nouveau signe d'alerte : réévaluer et faire une imagerie",
      'No radiological healing after 3 months (look for renal or hereditary rickets)':
        'Pas de guérison radiologique après 3 mois (rechercher un rachitisme rénal ou héréditaire)',
      'Not healing: biopsy, longer treatment, consider donovanosis or LGV':
        'Pas de cicatrisation : biopsie, traitement plus long, envisager une donovanose ou une LGV',
      'Number of stools and vomits': 'Nombre de selles et de vomissements',
    },
  },
];
