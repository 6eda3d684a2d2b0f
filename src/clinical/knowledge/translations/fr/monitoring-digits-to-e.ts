import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with digits to e. */
export const frenchMonitoringDigitsToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone':
        "1 à 2 semaines après le début ou l'augmentation des diurétiques, de l'IEC ou de la spironolactone",
      '15 minutes after treatment, then hourly for 4 to 6 hours (24 hours on a sulfonylurea)':
        '15 minutes après le traitement, puis toutes les heures pendant 4 à 6 heures (24 heures sous sulfamide hypoglycémiant)',
      '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse':
        '4 jours de migraine ou plus par mois : débuter une prophylaxie ; antalgiques 10-15 jours ou plus par mois : abus médicamenteux',
      '4-6 weeks after treatment': '4-6 semaines après le traitement',
      '4-hourly for at least 24 to 72 hours': 'Toutes les 4 heures pendant au moins 24 à 72 heures',
      '6 to 8 weeks after each dose change, then yearly':
        '6 à 8 semaines après chaque changement de dose, puis chaque année',
      '>= 200 copies/mL: enhanced adherence and repeat':
        ">= 200 copies/mL : renforcement de l'observance et nouveau contrôle",
      'Abdominal examination': "Examen de l'abdomen",
      'Ability to take oral medicine': 'Capacité à prendre un médicament par voie orale',
      'Above 0.36 mmol/L (6 mg/dL): increase allopurinol':
        "Au-dessus de 0.36 mmol/L (6 mg/dL) : augmenter l'allopurinol",
      'Above 130/80 mmHg': 'Au-dessus de 130/80 mmHg',
      'Adherence, weight, opportunistic infection symptoms':
        "Observance, poids, symptômes d'infection opportuniste",
      'After 4 to 8 weeks': 'Après 4 à 8 semaines',
      'After 4 to 8 weeks of treatment': 'Après 4 à 8 semaines de traitement',
      'After 4 weeks of iron, then at the end of treatment':
        'Après 4 semaines de fer, puis en fin de traitement',
      'After 4 weeks of treatment, then each trimester':
        'Après 4 semaines de traitement, puis à chaque trimestre',
      'Agitation or mania on an antidepressant: stop and refer':
        'Agitation ou manie sous antidépresseur : arrêter et transférer',
      'Albuminuria, retinopathy, poor growth.': 'Albuminurie, rétinopathie, croissance insuffisante.',
      'ALT and HBsAg in hepatitis B': "ALAT et AgHBs dans l'hépatite B",
      'Antidepressant side effects': "Effets indésirables de l'antidépresseur",
      'Any warning sign, cold extremities, no urine for 6 hours':
        "Tout signe d'alerte, extrémités froides, pas d'urines depuis 6 heures",
      'Apnoea, colour, SpO2, feeding and weight': 'Apnées, coloration, SpO2, alimentation et poids',
      'Apnoea, cyanosis, SpO2 < 90%, unable to feed': "Apnée, cyanose, SpO2 < 90%, incapacité à s'alimenter",
      'Asthma control (day and night symptoms, reliever use)':
        "Contrôle de l'asthme (symptômes diurnes et nocturnes, usage du traitement de secours)",
      'At 2 weeks, monthly for 3 months, then every 3-6 months when stable':
        'À 2 semaines, chaque mois pendant 3 mois, puis tous les 3-6 mois une fois stable',
      'At 3 months of treatment, then 6-monthly': 'À 3 mois de traitement, puis tous les 6 mois',
      'At 3, 6 and 12 months after treatment': 'À 3, 6 et 12 mois après le traitement',
      'At 6 months': 'À 6 mois',
      'At each annual or six-monthly ivermectin round':
        "À chaque campagne d'ivermectine annuelle ou semestrielle",
      'At each dose': 'À chaque prise',
      'At each vaccine visit': 'À chaque visite de vaccination',
      'At each visit': 'À chaque visite',
      'At each visit (weekly while titrating rate control)':
        "À chaque visite (chaque semaine pendant l'ajustement du contrôle de la fréquence)",
      'At each visit while awaiting and after specialist care':
        "À chaque visite, pendant l'attente et après la prise en charge spécialisée",
      'At follow-up after 1-3 months': 'Au suivi après 1-3 mois',
      'Before and during allopurinol': "Avant et pendant l'allopurinol",
      'Benzathine penicillin injections given on time': 'Injections de benzathine pénicilline faites à temps',
      'Blood in stool, fever and appetite': 'Sang dans les selles, fièvre et appétit',
      'Blood pressure': 'Pression artérielle',
      'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal':
        "Pression artérielle toutes les 4-6 heures et pesée quotidienne pendant l'hospitalisation ; chaque semaine après la sortie jusqu'à normalisation",
      'Blood pressure, kidney function and GI symptoms on oral NSAIDs':
        'Pression artérielle, fonction rénale et symptômes digestifs sous AINS oraux',
      'Blood pressure, pulse, JVP, pulsus paradoxus': 'Pression artérielle, pouls, PVJ, pouls paradoxal',
      'Blood pressure, weight, feet': 'Pression artérielle, poids, pieds',
      'Blood pressure, weight, urine output, fluid balance, creatinine and potassium':
        'Pression artérielle, poids, diurèse, bilan hydrique, créatinine et potassium',
      'BP >= 130/80 mmHg, foot ulcer or loss of sensation':
        'PA >= 130/80 mmHg, ulcère du pied ou perte de sensibilité',
      'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment':
        'PA >= 140/90 mmHg (>= 130/80 en cas de diabète ou de MRC) après 3 mois : renforcer le traitement',
      'BP ≥ the 99th centile or ≥ 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium':
        'PA ≥ 99e centile ou ≥ 180/110, diurèse < 0.5 mL/kg/h, créatinine ou potassium en hausse',
      'Breathing (single-breath count), swallowing, cough, pulse, blood pressure, limb power':
        'Respiration (comptage sur une expiration), déglutition, toux, pouls, pression artérielle, force des membres',
      'Breathing and fever': 'Respiration et fièvre',
      'Breathing difficulty or throat swelling.': 'Difficulté respiratoire ou gonflement de la gorge.',
      'Breathing, alertness, skin infection': 'Respiration, vigilance, infection cutanée',
      'Breathing, eyes, mouth, hydration and feeding':
        'Respiration, yeux, bouche, hydratation et alimentation',
      'Breathing, fever, hydration': 'Respiration, fièvre, hydratation',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Essoufflement, douleur thoracique, confusion, fièvre qui revient après amélioration',
      'Breathlessness, high fever, cough over 3 weeks.':
        'Essoufflement, forte fièvre, toux de plus de 3 semaines.',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Ne peut pas avaler, hypersalivation, tuméfaction unilatérale, douleurs articulaires ou essoufflement',
      'Capillary glucose (fasting and 1-2 h after meals)':
        'Glycémie capillaire (à jeun et 1-2 h après les repas)',
      'Carer observes daily for 10 days': "L'accompagnant surveille chaque jour pendant 10 jours",
      'Consciousness, temperature, treatment reactions': 'Conscience, température, réactions au traitement',
      'Corneal clouding or no improvement in 48 hours':
        "Opacification cornéenne ou absence d'amélioration en 48 heures",
      'Cough and breathing': 'Toux et respiration',
      Creatinine: 'Créatinine',
      'Creatinine and potassium': 'Créatinine et potassium',
      'Creatinine up > 30% or potassium > 5.5 mmol/L':
        'Créatinine augmentée de > 30 % ou potassium > 5.5 mmol/L',
      'Creatinine, urine albumin, eye examination': 'Créatinine, albumine urinaire, examen des yeux',
      Daily: 'Chaque jour',
      'Daily (every 4 hours if on the face or neck)':
        'Chaque jour (toutes les 4 heures si la lésion est au visage ou au cou)',
      'Daily (every 4-6 hours if admitted with warning signs)':
        "Chaque jour (toutes les 4-6 heures en cas d'hospitalisation avec signes d'alerte)",
      'Daily (every 6 hours for urine output if severe)':
        'Chaque jour (diurèse toutes les 6 heures si forme sévère)',
      'Daily by the carer; review if worse': "Chaque jour par l'accompagnant ; revoir en cas d'aggravation",
      'Daily during the second and third week': 'Chaque jour pendant la deuxième et la troisième semaine',
      'Daily during treatment': 'Chaque jour pendant le traitement',
      'Daily for 10 days in high-risk patients (home pulse oximetry where possible)':
        'Chaque jour pendant 10 jours chez les patients à haut risque (oxymétrie de pouls à domicile si possible)',
      'Daily for the first 3 days': 'Chaque jour les 3 premiers jours',
      'Daily in hospital; at each visit': "Chaque jour à l'hôpital ; à chaque visite",
      'Daily in the first week; 12-24 hourly under phototherapy':
        'Chaque jour la première semaine ; toutes les 12-24 heures sous photothérapie',
      'Daily inpatient; weekly in the outpatient programme':
        "Chaque jour à l'hôpital ; chaque semaine dans le programme ambulatoire",
      'Daily outpatient review through the critical phase (days 3-7 of illness)':
        'Revue ambulatoire quotidienne pendant la phase critique (jours 3-7 de la maladie)',
      'Daily until afebrile; review on day 3': "Chaque jour jusqu'à l'apyrexie ; revoir au jour 3",
      'Daily until the stone passes (sieve the urine)':
        "Chaque jour jusqu'à l'expulsion du calcul (filtrer les urines)",
      'Daily urine dipstick at home during treatment; clinic weekly':
        'Bandelette urinaire quotidienne à domicile pendant le traitement ; consultation chaque semaine',
      'Daily while jaundiced and unwell': 'Chaque jour tant que le patient est ictérique et malade',
      'Daily, CRP twice weekly': 'Chaque jour, CRP deux fois par semaine',
      'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)':
        'Jours 0, 3, 7 (et jour 14 ou 21/28 selon le schéma)',
      'Deepening drowsiness, new focal signs, not drinking.':
        'Somnolence croissante, nouveaux signes focaux, ne boit pas.',
      'Dehydration signs and ability to drink': 'Signes de déshydratation et capacité à boire',
      'Dehydration signs, pulse and mental state': 'Signes de déshydratation, pouls et état mental',
      'Discharge and hearing': 'Écoulement et audition',
      'Distal pulses, colour, pain, swelling': 'Pouls distaux, coloration, douleur, gonflement',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Somnolence, saignement ou INR > 1.5 : insuffisance hépatique aiguë',
      'Each shift or at home by the carer': "À chaque équipe ou à domicile par l'accompagnant",
      'Each visit': 'À chaque visite',
      'Ear pain, fever, discharge': "Douleur d'oreille, fièvre, écoulement",
      'Eclampsia can occur up to 6 weeks postpartum':
        "L'éclampsie peut survenir jusqu'à 6 semaines après l'accouchement",
      'eGFR < 30 (stop metformin), albuminuria, retinopathy':
        'DFGe < 30 (arrêter la metformine), albuminurie, rétinopathie',
      'eGFR fall > 25% or to < 30: refer to nephrology':
        'Baisse du DFGe > 25% ou à < 30 : transférer en néphrologie',
      'eGFR, potassium, urine albumin': 'DFGe, potassium, albumine urinaire',
      'Encephalopathy on melarsoprol; fall in consciousness.':
        'Encéphalopathie sous mélarsoprol ; baisse de la conscience.',
      'End of month 2, 5 and 6 of treatment': 'Fin des mois 2, 5 et 6 du traitement',
      'Every 1 to 2 weeks while titrating, then every 3 months':
        "Toutes les 1 à 2 semaines pendant l'ajustement, puis tous les 3 mois",
      'Every 1 to 2 years, or with new symptoms': 'Tous les 1 à 2 ans, ou en cas de nouveaux symptômes',
      'Every 1 to 3 months': 'Tous les 1 à 3 mois',
      'Every 1 to 3 months if frequent': 'Tous les 1 à 3 mois si les céphalées sont fréquentes',
      'Every 1 to 4 hours in hospital': "Toutes les 1 à 4 heures à l'hôpital",
      'Every 1-4 hours for the first 72 hours after the last drink':
        'Toutes les 1-4 heures pendant les 72 premières heures après la dernière consommation',
      'Every 15 minutes until fully awake': "Toutes les 15 minutes jusqu'au réveil complet",
      'Every 15 minutes until stable, then hourly':
        "Toutes les 15 minutes jusqu'à stabilité, puis toutes les heures",
      'Every 15-30 minutes during IV rehydration, then hourly':
        'Toutes les 15-30 minutes pendant la réhydratation IV, puis toutes les heures',
      'Every 15-30 minutes for 2 hours, then hourly':
        'Toutes les 15-30 minutes pendant 2 heures, puis toutes les heures',
      'Every 2 to 4 weeks at first': 'Toutes les 2 à 4 semaines au début',
      'Every 2 to 4 weeks at first, then monthly': 'Toutes les 2 à 4 semaines au début, puis chaque mois',
      'Every 2 to 4 weeks during a flare': 'Toutes les 2 à 4 semaines pendant une poussée',
      'Every 2 to 4 weeks when stable': 'Toutes les 2 à 4 semaines une fois stable',
      'Every 2 to 4 weeks while titrating, then every 3 to 6 months':
        "Toutes les 2 à 4 semaines pendant l'ajustement, puis tous les 3 à 6 mois",
      'Every 2 to 5 weeks while titrating, then every 6 months':
        "Toutes les 2 à 5 semaines pendant l'ajustement, puis tous les 6 mois",
      'Every 2 weeks': 'Toutes les 2 semaines',
      'Every 2 weeks at first, then monthly': 'Toutes les 2 semaines au début, puis chaque mois',
      'Every 2 weeks during treatment': 'Toutes les 2 semaines pendant le traitement',
      'Every 2 weeks in mania, then monthly': 'Toutes les 2 semaines pendant la manie, puis chaque mois',
      'Every 2 weeks in the intensive phase, then monthly':
        'Toutes les 2 semaines en phase intensive, puis chaque mois',
      'Every 2-3 days until all crusts fall off': "Tous les 2-3 jours jusqu'à la chute de toutes les croûtes",
      'Every 2-4 hours while weakness progresses': 'Toutes les 2-4 heures tant que la faiblesse progresse',
      'Every 20 to 30 minutes during the first hour, then hourly':
        'Toutes les 20 à 30 minutes pendant la première heure, puis toutes les heures',
      'Every 3 hours in admitted infants; observe a coughing spell before discharge':
        'Toutes les 3 heures chez le nourrisson hospitalisé ; observer une quinte de toux avant la sortie',
      'Every 3 months': 'Tous les 3 mois',
      'Every 3 to 12 months by stage': 'Tous les 3 à 12 mois selon le stade',
      'Every 3 to 4 weeks': 'Toutes les 3 à 4 semaines',
      'Every 3 to 6 months': 'Tous les 3 à 6 mois',
      'Every 3 to 6 months in stage 3b-5': 'Tous les 3 à 6 mois aux stades 3b-5',
      'Every 3 to 6 months on glaucoma treatment': 'Tous les 3 à 6 mois sous traitement du glaucome',
      'Every 3-6 hours (inpatient); home review after 2 days':
        'Toutes les 3-6 heures (hospitalisé) ; revue à domicile après 2 jours',
      'Every 4 hours': 'Toutes les 4 heures',
      'Every 4 hours during stabilisation': 'Toutes les 4 heures pendant la stabilisation',
      'Every 4 hours in delirium': 'Toutes les 4 heures en cas de délirium',
      'Every 4 hours while admitted': "Toutes les 4 heures pendant l'hospitalisation",
      'Every 4 hours while an effusion is large': "Toutes les 4 heures tant que l'épanchement est abondant",
      'Every 4 to 6 hours while admitted': "Toutes les 4 à 6 heures pendant l'hospitalisation",
      'Every 4 to 6 weeks while titrating, then every 3 months':
        "Toutes les 4 à 6 semaines pendant l'ajustement, puis tous les 3 mois",
      'Every 4-6 hours if admitted; review at 48-72 hours if outpatient':
        "Toutes les 4-6 heures en cas d'hospitalisation ; revoir à 48-72 heures en ambulatoire",
      'Every 5-15 minutes until stable': "Toutes les 5-15 minutes jusqu'à stabilité",
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
      'Eye closure and corneal protection; facial function':
        "Fermeture de l'œil et protection cornéenne ; fonction faciale",
      'Eye involvement, spread beyond dermatomes, pain after healing (postherpetic neuralgia)':
        'Atteinte oculaire, extension au-delà des dermatomes, douleur après la guérison (névralgie post-zostérienne)',
      'Eye pain or redness; no recovery by 3 months (refer).':
        'Douleur ou rougeur oculaire ; pas de récupération à 3 mois (transférer).',
      'Eye pain or vision change, spreading cellulitis, unable to eat or drink':
        'Douleur oculaire ou trouble de la vision, cellulite extensive, incapacité à manger ou à boire',
      'Eyelid swelling, discharge, cornea': 'Œdème des paupières, écoulement, cornée',
    },
  },
];
