import type { TranslationGroup } from '../types';

/**
 * A regimen item's amount, frequency and duration as the source words them (regimens of
 * knowledge/conditions), where no template of sentences.ts covers them, in French, by their English
 * wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchRegimenDoses: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '0.5 mL': '0.5 mL',
      '1 capsule (20 mg)': '1 gélule (20 mg)',
      '1 capsule (20 mg) before breakfast': '1 gélule (20 mg) avant le petit-déjeuner',
      '1 capsule (500 mg)': '1 gélule (500 mg)',
      '1 dispersible tablet (100 mg)': '1 comprimé dispersible (100 mg)',
      '1 dispersible tablet (20 mg)': '1 comprimé dispersible (20 mg)',
      '1 dispersible tablet (250 mg) or 10 mL of 125 mg/5 mL':
        '1 comprimé dispersible (250 mg) ou 10 mL à 125 mg/5 mL',
      '1 dispersible tablet RH (75/50 mg)': '1 comprimé dispersible RH (75/50 mg)',
      '1 dispersible tablet RHZ (75/50/150 mg)': '1 comprimé dispersible RHZ (75/50/150 mg)',
      '1 double-strength tablet (800/160 mg)': '1 comprimé double dose (800/160 mg)',
      '1 drop in the affected eye': "1 goutte dans l'œil atteint",
      '1 tablet (0.5 mg)': '1 comprimé (0.5 mg)',
      '1 tablet (1.25 mg)': '1 comprimé (1.25 mg)',
      '1 tablet (10 mg)': '1 comprimé (10 mg)',
      '1 tablet (100 mg)': '1 comprimé (100 mg)',
      '1 tablet (2 mg)': '1 comprimé (2 mg)',
      '1 tablet (2.5 mg)': '1 comprimé (2.5 mg)',
      '1 tablet (20 mg)': '1 comprimé (20 mg)',
      '1 tablet (25 mg)': '1 comprimé (25 mg)',
      '1 tablet (40 mg)': '1 comprimé (40 mg)',
      '1 tablet (400 mg)': '1 comprimé (400 mg)',
      '1 tablet (400 mg) with food': "1 comprimé (400 mg) au cours d'un repas",
      '1 tablet (5 mg)': '1 comprimé (5 mg)',
      '1 tablet (50 mg)': '1 comprimé (50 mg)',
      '1 tablet (500 mg elemental calcium)': '1 comprimé (500 mg de calcium élément)',
      '1 tablet (500 mg)': '1 comprimé (500 mg)',
      '1 tablet (500 mg) with meals': '1 comprimé (500 mg) au cours des repas',
      '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)':
        '1 comprimé (60 mg de fer élément sous forme de 200 mg de sulfate ferreux)',
      '1 tablet TLD (300/300/50 mg)': '1 comprimé de TLD (300/300/50 mg)',
      '1 to 2 weeks, then taper': '1 à 2 semaines, puis diminution progressive',
      '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children':
        '1 flacon (dose intramusculaire complète, au moins 2.5 UI) dans le deltoïde, ou la cuisse chez le petit enfant',
      '1.2 million IU (900 mg) deep IM': '1.2 million UI (900 mg) en IM profonde',
      '10 days, started within 72 hours of onset': '10 jours, débuté dans les 72 heures suivant le début',
      '10 mg (up to 20 mg if severe)': "10 mg (jusqu'à 20 mg si sévère)",
      '12 to 18 months (Graves disease)': '12 à 18 mois (maladie de Basedow)',
      '12 weeks with the vitamin D': '12 semaines avec la vitamine D',
      '14 days (oesophageal); 7 days for oral thrush that nystatin has not cleared':
        '14 jours (œsophagienne) ; 7 jours pour un muguet buccal non guéri par la nystatine',
      '2 months (intensive phase)': '2 mois (phase intensive)',
      '24 hours after delivery or the last convulsion':
        "24 heures après l'accouchement ou la dernière convulsion",
      '3 days (only with spreading infection or systemic signs)':
        "3 jours (seulement en cas d'infection qui s'étend ou de signes généraux)",
      '3 months after haemoglobin normalises': "3 mois après la normalisation de l'hémoglobine",
      '3-7 days, reducing daily': '3-7 jours, en diminuant chaque jour',
      '3000 IU': '3000 UI',
      '4 doses': '4 doses',
      '4 months (continuation phase)': '4 mois (phase de continuation)',
      '4 months (continuation phase, after the intensive phase)':
        '4 mois (phase de continuation, après la phase intensive)',
      '4 times daily after feeds': '4 fois par jour après les tétées ou les repas',
      '4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks, then stop':
        '4 semaines, puis 1.5 mg/kg (max 40 mg) un jour sur deux pendant 4 semaines, puis arrêt',
      '4-8 weeks': '4-8 semaines',
      '4-8 weeks, then lowest effective dose': '4-8 semaines, puis la plus faible dose efficace',
      '5 days (10 days for liver abscess)': '5 jours (10 jours pour un abcès du foie)',
      '5 days (3 days in low HIV prevalence areas)': '5 jours (3 jours en zone de faible prévalence du VIH)',
      '5 days (IV or IM if vomiting or confused)':
        '5 jours (IV ou IM en cas de vomissements ou de confusion)',
      '5 mg slowly IV': '5 mg en IV lente',
      '500 mg (100 mL of 5 mg/mL)': '500 mg (100 mL à 5 mg/mL)',
      '6 months (paucibacillary) or 12 months (multibacillary)':
        '6 mois (paucibacillaire) ou 12 mois (multibacillaire)',
      '6 months (with isoniazid)': "6 mois (avec l'isoniazide)",
      '6 to 12 months after response, then taper':
        '6 à 12 mois après la réponse, puis diminution progressive',
      '6000 IU': '6000 UI',
      '7 days (continue 48 hours after clearing)': '7 jours (poursuivre 48 heures après la guérison)',
      '7 days (first episode), 5 days (recurrence)': '7 jours (premier épisode), 5 jours (récidive)',
      '7 days (start within 24 hours of the rash)': "7 jours (débuter dans les 24 heures suivant l'éruption)",
      '7-10 days in total (switch to oral when afebrile)':
        "7-10 jours au total (relais oral après l'apyrexie)",
      '8 tablets of 5 mg (or 40 mg)': '8 comprimés de 5 mg (soit 40 mg)',
      'apply to the whole body, wash off after 8-12 hours':
        'appliquer sur tout le corps, rincer après 8-12 heures',
      'as needed': 'si besoin',
      'at least 12 months after remission of a first episode':
        "au moins 12 mois après la rémission d'un premier épisode",
      'at least 12 weeks, then 400-600 IU daily': 'au moins 12 semaines, puis 400-600 UI par jour',
      'at least 3 days after the fever settles (usually 5 to 7 days)':
        'au moins 3 jours après la chute de la fièvre (habituellement 5 à 7 jours)',
      'at least 9-12 months after recovery': 'au moins 9-12 mois après la guérison',
      'during the exacerbation': "pendant l'exacerbation",
      'every 20 minutes for the first hour, then reassess':
        'toutes les 20 minutes pendant la première heure, puis réévaluer',
      'every 4 hours if patellar reflex present, breathing 16/min or more and urine 30 mL/hour or more':
        'toutes les 4 heures si le réflexe rotulien est présent, la respiration à 16/min ou plus et la diurèse à 30 mL/heure ou plus',
      'every 4 weeks (every 3 weeks for high-risk patients)':
        'toutes les 4 semaines (toutes les 3 semaines chez les patients à haut risque)',
      'every 4-6 hours and as needed': 'toutes les 4-6 heures et si besoin',
      'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)':
        '4 premières heures ; puis Plan A (50-100 mL avant 2 ans, 100-200 mL de 2 à 10 ans, à volonté au-delà, après chaque selle liquide)',
      'first hour, then as needed': 'première heure, puis si besoin',
      'first hour, then every 1-4 hours as needed': 'première heure, puis toutes les 1-4 heures si besoin',
      'for the manic episode; maintenance with a mood stabiliser':
        "pour l'épisode maniaque ; entretien par un thymorégulateur",
      'half a 10 mg tablet (or 5 mL of 5 mg/5 mL)': 'un demi-comprimé de 10 mg (ou 5 mL à 5 mg/5 mL)',
      'if diastolic 110 mmHg or more; repeat every 20-30 minutes':
        'si la diastolique est à 110 mmHg ou plus ; répéter toutes les 20-30 minutes',
      'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)':
        "IV jusqu'à amélioration, puis orale ; au moins 3 semaines au total (3 à 6 semaines pour l'os)",
      'lifelong (glaucoma)': 'à vie (glaucome)',
      'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks':
        'à vie, ajusté selon la TSH par paliers de 25 à 50 microgrammes toutes les 3 à 4 semaines',
      'long term (check potassium and creatinine)': 'au long cours (contrôler le potassium et la créatinine)',
      'long term (start when not congested)': "au long cours (débuter en l'absence de congestion)",
      'long term, added for recurrent or large ascites; step up to 160 mg':
        "au long cours, ajouté en cas d'ascite récidivante ou volumineuse ; augmenter jusqu'à 160 mg",
      'long term, titrated to HbA1c': "au long cours, ajusté selon l'HbA1c",
      'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate':
        "au long cours ; augmenter de 100 mg toutes les 72 heures jusqu'à 400 mg si la perte de poids est insuffisante",
      'long term; review monthly until controlled': "au long cours ; revoir chaque mois jusqu'au contrôle",
      'on days 0, 3, 7 and between 14 and 28': 'aux jours 0, 3, 7 et entre 14 et 28',
      'once (loading)': 'une fois (dose de charge)',
      'once (may be split in two doses 4 hours apart)':
        "une fois (peut être divisé en deux prises à 4 heures d'intervalle)",
      'once (weekly for 3 weeks in late or unknown-duration syphilis)':
        'une fois (chaque semaine pendant 3 semaines en cas de syphilis tardive ou de durée inconnue)',
      'once a month supervised, plus 50 mg daily': 'une fois par mois supervisé, plus 50 mg par jour',
      'once a month supervised, plus 50 mg twice weekly':
        'une fois par mois supervisé, plus 50 mg deux fois par semaine',
      'once a month, supervised': 'une fois par mois, supervisé',
      'once daily at night, increased gradually as tolerated':
        'une fois par jour le soir, augmenté progressivement selon la tolérance',
      'once daily at night, increased slowly to the lowest effective dose':
        "une fois par jour le soir, augmenté lentement jusqu'à la plus faible dose efficace",
      'once daily by response': 'une fois par jour selon la réponse',
      'once daily in the morning (10 mg for the first week in older people)':
        'une fois par jour le matin (10 mg la première semaine chez la personne âgée)',
      'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)':
        'une fois par jour au jour 1 et au jour 2 (troisième dose 2-4 semaines plus tard en cas de signes oculaires)',
      'once daily, adjusted in 1 mg steps': 'une fois par jour, ajusté par paliers de 1 mg',
      'once daily, doubling every 2 weeks to 10 mg':
        "une fois par jour, en doublant toutes les 2 semaines jusqu'à 10 mg",
      'once daily, increased by the resting heart rate':
        'une fois par jour, augmenté selon la fréquence cardiaque de repos',
      'once daily, then reduced to 5 to 15 mg when euthyroid':
        "une fois par jour, puis réduit à 5 à 15 mg une fois l'euthyroïdie obtenue",
      'once or twice daily by response': 'une ou deux fois par jour selon la réponse',
      'once, with the IV loading dose': 'une fois, avec la dose de charge IV',
      'over 2-4 hours, repeat by hydration': "en 2-4 heures, à répéter selon l'hydratation",
      'over 4 hours in small frequent sips, then reassess':
        'en 4 heures par petites gorgées fréquentes, puis réévaluer',
      'per national criteria': 'selon les critères nationaux',
      'review after 4 to 8 weeks; continue while helpful':
        "revoir après 4 à 8 semaines ; poursuivre tant que c'est utile",
      'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease':
        "prophylaxie secondaire pendant au moins 10 ans ou jusqu'à 40 ans en cas d'atteinte modérée à sévère",
      'single dose (early syphilis)': 'dose unique (syphilis précoce)',
      'single dose (if not up to date)': "dose unique (si la vaccination n'est pas à jour)",
      'single dose (only for curd-like discharge or itching)':
        'dose unique (seulement en cas de pertes caillebottées ou de prurit)',
      'single dose, repeated every 6 to 12 months': 'dose unique, répétée tous les 6 à 12 mois',
      'single dose, yearly': 'dose unique, chaque année',
      'twice daily (once daily under 70 kg)': 'deux fois par jour (une fois par jour en dessous de 70 kg)',
      'twice daily with meals (start once daily, increase over weeks)':
        'deux fois par jour au cours des repas (débuter une fois par jour, augmenter sur plusieurs semaines)',
      'twice daily, doubling every 2 weeks to 10-20 mg twice daily':
        "deux fois par jour, en doublant toutes les 2 semaines jusqu'à 10-20 mg deux fois par jour",
      'two applications, 7 days apart': "deux applications, à 7 jours d'intervalle",
      'until 1-2 days after the flare settles': "jusqu'à 1-2 jours après la fin de la crise",
      'until 2 weeks after the skin has healed (usually 4 weeks)':
        "jusqu'à 2 semaines après la guérison de la peau (habituellement 4 semaines)",
      'until diastolic 90-100 mmHg': "jusqu'à une diastolique de 90-100 mmHg",
      'until euthyroid': "jusqu'à l'euthyroïdie",
      'until euvolaemic, then lowest dose': "jusqu'à l'euvolémie, puis la plus faible dose",
      'until euvolaemic, then lowest oral dose': "jusqu'à l'euvolémie, puis la plus faible dose orale",
      'until haemoglobin is normal, then 60 mg daily through pregnancy and 3 months after':
        "jusqu'à la normalisation de l'hémoglobine, puis 60 mg par jour pendant toute la grossesse et 3 mois après",
      'until immune recovery per national criteria':
        "jusqu'à la restauration immunitaire selon les critères nationaux",
      'until ketonuria clears and she drinks': "jusqu'à disparition de la cétonurie et reprise de la boisson",
      'until oedema and hypertension settle (usually under 1 week)':
        "jusqu'à la résolution des œdèmes et de l'hypertension (habituellement moins de 1 semaine)",
      'until source control, usually 4 to 7 days':
        "jusqu'au contrôle de la source, habituellement 4 à 7 jours",
      'until symptoms settle (only for isoniazid-induced neuropathy)':
        "jusqu'à la résolution des symptômes (seulement pour une neuropathie induite par l'isoniazide)",
      'until the flare settles, then stop (use emollients daily)':
        "jusqu'à la fin de la poussée, puis arrêter (émollients chaque jour)",
      'up to 4 times daily by symptoms': "jusqu'à 4 fois par jour selon les symptômes",
      'while febrile': 'tant que la fièvre dure',
      'while hives last': 'tant que durent les papules',
      'while hives last (chronic urticaria: continuous)':
        'tant que durent les papules (urticaire chronique : en continu)',
      'while pain lasts, up to 7 days': "tant que dure la douleur, jusqu'à 7 jours",
      'while painful': "tant que c'est douloureux",
      'while vomiting persists': 'tant que les vomissements persistent',
      'with the rifampicin': 'avec la rifampicine',
      'with the rifampicin, 6 or 12 months': 'avec la rifampicine, 6 ou 12 mois',
    },
  },
];
