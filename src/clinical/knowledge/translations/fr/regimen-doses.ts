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
      '1 capsule (20 mg)': '1 gélule (20 mg)',
      '1 capsule (20 mg) before breakfast': '1 gélule (20 mg) avant le petit-déjeuner',
      '1 dispersible tablet (20 mg)': '1 comprimé dispersible (20 mg)',
      '1 double-strength tablet (800/160 mg)': '1 comprimé double dose (800/160 mg)',
      '1 drop in the affected eye': "1 goutte dans l'œil atteint",
      '1 tablet (10 mg)': '1 comprimé (10 mg)',
      '1 tablet (100 mg)': '1 comprimé (100 mg)',
      '1 tablet (2.5 mg)': '1 comprimé (2.5 mg)',
      '1 tablet (20 mg)': '1 comprimé (20 mg)',
      '1 tablet (25 mg)': '1 comprimé (25 mg)',
      '1 tablet (40 mg)': '1 comprimé (40 mg)',
      '1 tablet (400 mg) with food': "1 comprimé (400 mg) au cours d'un repas",
      '1 tablet (5 mg)': '1 comprimé (5 mg)',
      '1 tablet (50 mg)': '1 comprimé (50 mg)',
      '1 tablet (500 mg elemental calcium)': '1 comprimé (500 mg de calcium élément)',
      '1 tablet (500 mg) with meals': '1 comprimé (500 mg) au cours des repas',
      '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)':
        '1 comprimé (60 mg de fer élément sous forme de 200 mg de sulfate ferreux)',
      '1 tablet TLD (300/300/50 mg)': '1 comprimé de TLD (300/300/50 mg)',
      '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children':
        '1 flacon (dose intramusculaire complète, au moins 2.5 UI) dans le deltoïde, ou la cuisse chez le petit enfant',
      '10 mg (up to 20 mg if severe)': "10 mg (jusqu'à 20 mg si sévère)",
      '12 to 18 months (Graves disease)': '12 à 18 mois (maladie de Basedow)',
      '12 weeks with the vitamin D': '12 semaines avec la vitamine D',
      '2 months (intensive phase)': '2 mois (phase intensive)',
      '3 months after haemoglobin normalises': "3 mois après la normalisation de l'hémoglobine",
      '3-7 days, reducing daily': '3-7 jours, en diminuant chaque jour',
      '3000 IU': '3000 UI',
      '4 doses': '4 doses',
      '4 months (continuation phase, after the intensive phase)':
        '4 mois (phase de continuation, après la phase intensive)',
      '4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks, then stop':
        '4 semaines, puis 1.5 mg/kg (max 40 mg) un jour sur deux pendant 4 semaines, puis arrêt',
      '4-8 weeks': '4-8 semaines',
      '5 days (10 days for liver abscess)': '5 jours (10 jours pour un abcès du foie)',
      '5 days (3 days in low HIV prevalence areas)': '5 jours (3 jours en zone de faible prévalence du VIH)',
      '5 days (IV or IM if vomiting or confused)':
        '5 jours (IV ou IM en cas de vomissements ou de confusion)',
      '500 mg (100 mL of 5 mg/mL)': '500 mg (100 mL à 5 mg/mL)',
      '6 months (paucibacillary) or 12 months (multibacillary)':
        '6 mois (paucibacillaire) ou 12 mois (multibacillaire)',
      '6 months (with isoniazid)': "6 mois (avec l'isoniazide)",
      '6 to 12 months after response, then taper':
        '6 à 12 mois après la réponse, puis diminution progressive',
      '7 days (first episode), 5 days (recurrence)': '7 jours (premier épisode), 5 jours (récidive)',
      '8 tablets of 5 mg (or 40 mg)': '8 comprimés de 5 mg (soit 40 mg)',
      'apply to the whole body, wash off after 8-12 hours':
        'appliquer sur tout le corps, rincer après 8-12 heures',
      'at least 12 months after remission of a first episode':
        "au moins 12 mois après la rémission d'un premier épisode",
      'at least 12 weeks, then 400-600 IU daily': 'au moins 12 semaines, puis 400-600 UI par jour',
      'at least 3 days after the fever settles (usually 5 to 7 days)':
        'au moins 3 jours après la chute de la fièvre (habituellement 5 à 7 jours)',
      'at least 9-12 months after recovery': 'au moins 9-12 mois après la guérison',
      'during the exacerbation': "pendant l'exacerbation",
      'every 20 minutes for the first hour, then reassess':
        'toutes les 20 minutes pendant la première heure, puis réévaluer',
      'every 4 weeks (every 3 weeks for high-risk patients)':
        'toutes les 4 semaines (toutes les 3 semaines chez les patients à haut risque)',
      'every 4-6 hours and as needed': 'toutes les 4-6 heures et si besoin',
      'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)':
        '4 premières heures ; puis Plan A (50-100 mL avant 2 ans, 100-200 mL de 2 à 10 ans, à volonté au-delà, après chaque selle liquide)',
      'first hour, then as needed': 'première heure, puis si besoin',
      'for the manic episode; maintenance with a mood stabiliser':
        "pour l'épisode maniaque ; entretien par un thymorégulateur",
      'lifelong (glaucoma)': 'à vie (glaucome)',
      'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks':
        'à vie, ajusté selon la TSH par paliers de 25 à 50 microgrammes toutes les 3 à 4 semaines',
      'long term (check potassium and creatinine)': 'au long cours (contrôler le potassium et la créatinine)',
      'long term, added for recurrent or large ascites; step up to 160 mg':
        "au long cours, ajouté en cas d'ascite récidivante ou volumineuse ; augmenter jusqu'à 160 mg",
      'long term, titrated to HbA1c': "au long cours, ajusté selon l'HbA1c",
      'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate':
        "au long cours ; augmenter de 100 mg toutes les 72 heures jusqu'à 400 mg si la perte de poids est insuffisante",
      'long term; review monthly until controlled': "au long cours ; revoir chaque mois jusqu'au contrôle",
      'on days 0, 3, 7 and between 14 and 28': 'aux jours 0, 3, 7 et entre 14 et 28',
      'once (may be split in two doses 4 hours apart)':
        "une fois (peut être divisé en deux prises à 4 heures d'intervalle)",
      'once a month, supervised': 'une fois par mois, supervisé',
      'once daily at night, increased gradually as tolerated':
        'une fois par jour le soir, augmenté progressivement selon la tolérance',
      'once daily at night, increased slowly to the lowest effective dose':
        "une fois par jour le soir, augmenté lentement jusqu'à la plus faible dose efficace",
      'once daily in the morning (10 mg for the first week in older people)':
        'une fois par jour le matin (10 mg la première semaine chez la personne âgée)',
      'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)':
        'une fois par jour au jour 1 et au jour 2 (troisième dose 2-4 semaines plus tard en cas de signes oculaires)',
      'once daily, adjusted in 1 mg steps': 'une fois par jour, ajusté par paliers de 1 mg',
      'once daily, then reduced to 5 to 15 mg when euthyroid':
        "une fois par jour, puis réduit à 5 à 15 mg une fois l'euthyroïdie obtenue",
      'once or twice daily by response': 'une ou deux fois par jour selon la réponse',
      'over 2-4 hours, repeat by hydration': "en 2-4 heures, à répéter selon l'hydratation",
      'over 4 hours in small frequent sips, then reassess':
        'en 4 heures par petites gorgées fréquentes, puis réévaluer',
      'per national criteria': 'selon les critères nationaux',
      'review after 4 to 8 weeks; continue while helpful':
        "revoir après 4 à 8 semaines ; poursuivre tant que c'est utile",
      'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease':
        "prophylaxie secondaire pendant au moins 10 ans ou jusqu'à 40 ans en cas d'atteinte modérée à sévère",
      'single dose (if not up to date)': "dose unique (si la vaccination n'est pas à jour)",
      'single dose (only for curd-like discharge or itching)':
        'dose unique (seulement en cas de pertes caillebottées ou de prurit)',
      'single dose, repeated every 6 to 12 months': 'dose unique, répétée tous les 6 à 12 mois',
      'single dose, yearly': 'dose unique, chaque année',
      'twice daily with meals (start once daily, increase over weeks)':
        'deux fois par jour au cours des repas (débuter une fois par jour, augmenter sur plusieurs semaines)',
      'twice daily, doubling every 2 weeks to 10-20 mg twice daily':
        "deux fois par jour, en doublant toutes les 2 semaines jusqu'à 10-20 mg deux fois par jour",
      'two applications, 7 days apart': "deux applications, à 7 jours d'intervalle",
      'until 1-2 days after the flare settles': "jusqu'à 1-2 jours après la fin de la crise",
      'until 2 weeks after the skin has healed (usually 4 weeks)':
        "jusqu'à 2 semaines après la guérison de la peau (habituellement 4 semaines)",
      'until euthyroid': "jusqu'à l'euthyroïdie",
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
