import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with e to h. */
export const frenchMonitoringEToH: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Each shift or at home by the carer': "À chaque équipe ou à domicile par l'accompagnant",
      'Each visit': 'À chaque visite',
      'Ear pain, fever, discharge': "Douleur d'oreille, fièvre, écoulement",
      'ECG, creatinine, amylase on antimonials': 'ECG, créatinine, amylase sous antimoniés',
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
      'Every 1-2 hours': 'Toutes les 1-2 heures',
      'Every 1-2 hours for at least 6 hours': 'Toutes les 1-2 heures pendant au moins 6 heures',
      'Every 1-3 hours in the first 24 hours': 'Toutes les 1-3 heures pendant les 24 premières heures',
      'Every 1-4 hours': 'Toutes les 1-4 heures',
      'Every 1-4 hours for the first 72 hours after the last drink':
        'Toutes les 1-4 heures pendant les 72 premières heures après la dernière consommation',
      'Every 15 minutes during IV treatment': 'Toutes les 15 minutes pendant le traitement IV',
      'Every 15 minutes during transfer': 'Toutes les 15 minutes pendant le transfert',
      'Every 15 minutes until fully awake': "Toutes les 15 minutes jusqu'au réveil complet",
      'Every 15 minutes until stable, then every 30 minutes for 6 hours':
        "Toutes les 15 minutes jusqu'à stabilité, puis toutes les 30 minutes pendant 6 heures",
      'Every 15 minutes until stable, then hourly':
        "Toutes les 15 minutes jusqu'à stabilité, puis toutes les heures",
      'Every 15 minutes until surgery': "Toutes les 15 minutes jusqu'à la chirurgie",
      'Every 15-30 minutes during IV rehydration, then hourly':
        'Toutes les 15-30 minutes pendant la réhydratation IV, puis toutes les heures',
      'Every 15-30 minutes for 2 hours, then hourly':
        'Toutes les 15-30 minutes pendant 2 heures, puis toutes les heures',
      'Every 15-30 minutes until delivery': "Toutes les 15-30 minutes jusqu'à l'accouchement",
      'Every 2 to 3 days until in range, then every 2 to 4 weeks':
        "Tous les 2 à 3 jours jusqu'à la cible, puis toutes les 2 à 4 semaines",
      'Every 2 to 4 hours': 'Toutes les 2 à 4 heures',
      'Every 2 to 4 hours while awaiting surgery': 'Toutes les 2 à 4 heures en attendant la chirurgie',
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
      'Every 3 hours for 3 days': 'Toutes les 3 heures pendant 3 jours',
      'Every 3 hours in admitted infants; observe a coughing spell before discharge':
        'Toutes les 3 heures chez le nourrisson hospitalisé ; observer une quinte de toux avant la sortie',
      'Every 3 hours; ECG daily for 2 weeks where possible':
        'Toutes les 3 heures ; ECG quotidien pendant 2 semaines si possible',
      'Every 3 months': 'Tous les 3 mois',
      'Every 3 to 12 months by stage': 'Tous les 3 à 12 mois selon le stade',
      'Every 3 to 4 weeks': 'Toutes les 3 à 4 semaines',
      'Every 3 to 6 months': 'Tous les 3 à 6 mois',
      'Every 3 to 6 months in stage 3b-5': 'Tous les 3 à 6 mois aux stades 3b-5',
      'Every 3 to 6 months on glaucoma treatment': 'Tous les 3 à 6 mois sous traitement du glaucome',
      'Every 3-6 hours': 'Toutes les 3-6 heures',
      'Every 3-6 hours (inpatient); home review after 2 days':
        'Toutes les 3-6 heures (hospitalisé) ; revue à domicile après 2 jours',
      'Every 30 minutes until controlled, then 2 to 4 hourly':
        "Toutes les 30 minutes jusqu'au contrôle, puis toutes les 2 à 4 heures",
      'Every 30 minutes until sober and walking; methanol symptoms may start 12-24 hours after drinking':
        "Toutes les 30 minutes jusqu'à la sobriété et la reprise de la marche ; les symptômes du méthanol peuvent débuter 12-24 heures après la consommation",
      'Every 30-60 minutes until stable': "Toutes les 30-60 minutes jusqu'à stabilité",
      'Every 4 hours': 'Toutes les 4 heures',
      'Every 4 hours during stabilisation': 'Toutes les 4 heures pendant la stabilisation',
      'Every 4 hours for 1 to 4 days': 'Toutes les 4 heures pendant 1 à 4 jours',
      'Every 4 hours for the first 48 hours': 'Toutes les 4 heures pendant les 48 premières heures',
      'Every 4 hours in delirium': 'Toutes les 4 heures en cas de délirium',
      'Every 4 hours while admitted': "Toutes les 4 heures pendant l'hospitalisation",
      'Every 4 hours while an effusion is large': "Toutes les 4 heures tant que l'épanchement est abondant",
      'Every 4 hours, and whenever consciousness changes':
        "Toutes les 4 heures, et à chaque changement de l'état de conscience",
      'Every 4 to 6 hours while admitted': "Toutes les 4 à 6 heures pendant l'hospitalisation",
      'Every 4 to 6 weeks while titrating, then every 3 months':
        "Toutes les 4 à 6 semaines pendant l'ajustement, puis tous les 3 mois",
      'Every 4-6 hours': 'Toutes les 4-6 heures',
      'Every 4-6 hours if admitted; review at 48-72 hours if outpatient':
        "Toutes les 4-6 heures en cas d'hospitalisation ; revoir à 48-72 heures en ambulatoire",
      'Every 5 to 15 minutes during atropinisation, then hourly':
        "Toutes les 5 à 15 minutes pendant l'atropinisation, puis toutes les heures",
      'Every 5-10 minutes while cooling, then hourly':
        'Toutes les 5-10 minutes pendant le refroidissement, puis toutes les heures',
      'Every 5-15 minutes until stable': "Toutes les 5-15 minutes jusqu'à stabilité",
      'Every 6 months': 'Tous les 6 mois',
      'Every 6 to 12 months on treatment': 'Tous les 6 à 12 mois sous traitement',
      'Every clinic visit (1 to 3 monthly)': 'À chaque consultation (tous les 1 à 3 mois)',
      'Every hour during rewarming': 'Toutes les heures pendant le réchauffement',
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
      'Fall > 5 mmol/L per hour, or < 14 mmol/L: add dextrose to fluids':
        'Baisse > 5 mmol/L par heure, ou < 14 mmol/L : ajouter du dextrose aux liquides',
      'Fall of 2 or more GCS points: repeat CT': 'Baisse du GCS de 2 points ou plus : refaire le scanner',
      'Fall of mean arterial pressure > 25% in the first hour: slow the infusion':
        'Baisse de la pression artérielle moyenne > 25% pendant la première heure : ralentir la perfusion',
      'Falling acuity or rising pressure.': "Baisse de l'acuité ou hausse de la pression.",
      'Falling blood pressure, rising pulse, pulsus paradoxus > 10 mmHg.':
        "Pression artérielle en baisse, pouls qui s'accélère, pouls paradoxal > 10 mmHg.",
      'Falling breath count, weak cough, pooling saliva, arrhythmia or blood pressure swings':
        'Comptage respiratoire en baisse, toux faible, salive qui stagne, arythmie ou variations de la pression artérielle',
      'Falling eGFR: adjust dose': 'DFGe en baisse : adapter la dose',
      'Falling GCS, breathing < 10/min, blurred vision, deep breathing, fits':
        'GCS en baisse, respiration < 10/min, vision floue, respiration profonde, convulsions',
      'Falling GCS/BCS, new convulsions or focal signs':
        'GCS/score de Blantyre en baisse, nouvelles convulsions ou signes focaux',
      'Falling score or new convulsions': 'Score en baisse ou nouvelles convulsions',
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Baisse de la vision ; réaction de Mazzotti sévère après traitement.',
      'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration':
        'Respiration rapide, opacification cornéenne, incapacité à manger, diarrhée avec déshydratation',
      'Fast breathing, drowsiness, spreading redness or bleeding into spots':
        "Respiration rapide, somnolence, rougeur qui s'étend ou saignement dans les boutons",
      'Fast breathing, indrawing, SpO2 < 92%, drowsiness':
        'Respiration rapide, tirage, SpO2 < 92%, somnolence',
      'Fast or difficult breathing, high fever, unable to drink':
        'Respiration rapide ou difficile, forte fièvre, incapable de boire',
      'Fasting ≥ 5.3 or 1-hour ≥ 7.8 mmol/L despite diet for 1-2 weeks':
        'À jeun ≥ 5.3 ou à 1 heure ≥ 7.8 mmol/L malgré le régime pendant 1-2 semaines',
      'Feeding and hydration (nasogastric tube)': 'Alimentation et hydratation (sonde nasogastrique)',
      'Fetal growth (fundal height)': 'Croissance fœtale (hauteur utérine)',
      'Fetal heart < 100 or > 180, maternal pulse > 110, fever, bleeding':
        'Bruits du cœur fœtal < 100 ou > 180, pouls maternel > 110, fièvre, saignement',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Fièvre au-delà de 48 heures de doxycycline : reconsidérer le diagnostic.',
      'Fever curve on antibiotics': 'Courbe de température sous antibiotiques',
      'Fever in any contact': 'Fièvre chez un contact',
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
      'Fever, spleen size, haemoglobin, weight': 'Fièvre, taille de la rate, hémoglobine, poids',
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
      'Glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition)':
        'Glycémie < 2.5 mmol/L (< 3 mmol/L en cas de malnutrition sévère)',
      'Glucose < 4 mmol/L (hypoglycaemia) or > 14 mmol/L with ketones; HbA1c > 7%.':
        'Glycémie < 4 mmol/L (hypoglycémie) ou > 14 mmol/L avec cétones ; HbA1c > 7%.',
      'Glucose < 4 mmol/L again: repeat glucose and start a dextrose infusion':
        'Glycémie de nouveau < 4 mmol/L : redonner du glucose et débuter une perfusion de dextrose',
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Glycémie à chaque visite ; HbA1c tous les 3 à 6 mois',
      'Growing spleen or falling Hb': 'Rate qui augmente ou Hb en baisse',
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
      'hCG fall < 15% between day 4 and 7: further treatment or surgery':
        'Baisse des hCG < 15% entre le jour 4 et le jour 7 : traitement complémentaire ou chirurgie',
      'Headache days and analgesic use': "Jours de céphalée et consommation d'antalgiques",
      'Headache diary: frequency, triggers, analgesic days':
        "Agenda des céphalées : fréquence, facteurs déclenchants, jours d'antalgiques",
      'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days':
        'Céphalée 15 jours ou plus par mois (chronique) ou antalgiques 15 jours ou plus',
      'Headache, consciousness, vision': 'Céphalée, conscience, vision',
      'Headache, falling GCS, slowing heart rate with rising BP: cerebral oedema':
        'Céphalée, GCS en baisse, fréquence cardiaque qui ralentit avec PA qui monte : œdème cérébral',
      Hearing: 'Audition',
      'Hearing loss (refer for audiology)': 'Perte auditive (transférer pour audiologie)',
      'Heart rate and blood pressure': 'Fréquence cardiaque et pression artérielle',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        "Soins à domicile ; revenir en l'absence d'amélioration en 5 jours (PCIME) ou 10 jours (adultes)",
      'Home care; return if worse or not better in 5 days':
        "Soins à domicile ; revenir en cas d'aggravation ou en l'absence d'amélioration en 5 jours",
      'Home glucose before meals and at bedtime; HbA1c':
        'Glycémie à domicile avant les repas et au coucher ; HbA1c',
      Hourly: 'Toutes les heures',
      'Hourly for 24 hours': 'Toutes les heures pendant 24 heures',
      'Hourly for 24 hours after splinting or casting':
        "Toutes les heures pendant 24 heures après la pose d'une attelle ou d'un plâtre",
      'Hourly for 6 hours, then 4-hourly': 'Toutes les heures pendant 6 heures, puis toutes les 4 heures',
      'Hourly for at least 6-8 hours, even if well at first':
        "Toutes les heures pendant au moins 6-8 heures, même si l'état est bon au début",
      'Hourly for the first 24 hours': 'Toutes les heures pendant les 24 premières heures',
      'Hourly for the first 24 to 48 hours': 'Toutes les heures pendant les 24 à 48 premières heures',
      'Hourly for the first 6 hours, 20WBCT every 6 hours, observe at least 24 hours':
        'Toutes les heures pendant les 6 premières heures, TCST20 toutes les 6 heures, surveiller au moins 24 heures',
      'Hourly for the first hours after draining a large chronic retention':
        "Toutes les heures pendant les premières heures après le drainage d'une rétention chronique importante",
      'Hourly in the first 24 hours for large burns; dressings every 1-2 days':
        'Toutes les heures pendant les 24 premières heures pour les brûlures étendues ; pansements tous les 1-2 jours',
      'Hydration and urine output': 'Hydratation et diurèse',
      'Hypotension, oliguria, bleeding, confusion': 'Hypotension, oligurie, saignement, confusion',
      'Hypotension, persistent fever after 72 hours, rising creatinine':
        'Hypotension, fièvre persistante après 72 heures, créatinine en hausse',
      'Hypotension, rising oxygen need.': 'Hypotension, besoin croissant en oxygène.',
      'Hypotension, SpO2 < 94%, confusion, new cough.': 'Hypotension, SpO2 < 94%, confusion, nouvelle toux.',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Hypothyroïdie sous traitement ; fièvre ou mal de gorge (contrôler les neutrophiles).',
    },
  },
];
