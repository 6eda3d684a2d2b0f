import type { TranslationGroup } from '../types';

/** frenchRegimenDoses (see regimen-doses.ts), the entries whose English key starts with a to t. */
export const frenchRegimenDosesAToT: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'apply to the whole body, wash off after 8-12 hours':
        'appliquer sur tout le corps, rincer après 8-12 heures',
      'as fast as possible, then reassess; repeat once or twice by response, then blood':
        'aussi vite que possible, puis réévaluer ; répéter une ou deux fois selon la réponse, puis du sang',
      'as for benzathine penicillin': 'comme pour la benzathine pénicilline',
      'as needed': 'si besoin',
      'at 0, 12 and 24 hours, then once daily (IV, or IM into the thigh)':
        'à 0, 12 et 24 heures, puis une fois par jour (IV, ou IM dans la cuisse)',
      'at 0, 12 and 24 hours, then once daily (IV, or IM)':
        'à 0, 12 et 24 heures, puis une fois par jour (IV ou IM)',
      'at least 12 months after remission of a first episode':
        "au moins 12 mois après la rémission d'un premier épisode",
      'at least 12 weeks, then 400-600 IU daily': 'au moins 12 semaines, puis 400-600 UI par jour',
      'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course':
        "au moins 24 heures et jusqu'à ce que le traitement oral soit toléré, puis une cure complète de CTA de 3 jours",
      'at least 3 days after the fever settles (usually 5 to 7 days)':
        'au moins 3 jours après la chute de la fièvre (habituellement 5 à 7 jours)',
      'at least 5 days and until INR 2 to 3 on warfarin (throughout pregnancy)':
        "au moins 5 jours et jusqu'à un INR de 2 à 3 sous warfarine (pendant toute la grossesse)",
      'at least 7-10 days (14-21 days for meningitis)':
        'au moins 7-10 jours (14-21 jours pour une méningite)',
      'at least 9-12 months after recovery': 'au moins 9-12 mois après la guérison',
      'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement':
        "immédiatement dans la face antéro-externe de la cuisse ; répéter toutes les 5-15 minutes en l'absence d'amélioration",
      'bag 1 of 3': 'poche 1 sur 3',
      'bag 2 of 3': 'poche 2 sur 3',
      'bag 3 of 3': 'poche 3 sur 3',
      'before and after surgery as the surgeon directs':
        'avant et après la chirurgie selon les consignes du chirurgien',
      'convulsion lasting 5 minutes or more': 'convulsion durant 5 minutes ou plus',
      'during referral': 'pendant le transfert',
      'during the exacerbation': "pendant l'exacerbation",
      'every 10 minutes, escalating, until controlled':
        "toutes les 10 minutes, en augmentant, jusqu'au contrôle",
      'every 12 hours (200 mg on the first day)': 'toutes les 12 heures (200 mg le premier jour)',
      'every 2 hours day and night on days 1-2 (12 feeds); then 16 mL/kg every 3 hours on days 3-5 and 22 mL/kg every 4 hours from day 6, by cup or nasogastric tube':
        'toutes les 2 heures jour et nuit aux jours 1-2 (12 repas) ; puis 16 mL/kg toutes les 3 heures aux jours 3-5 et 22 mL/kg toutes les 4 heures à partir du jour 6, à la tasse ou par sonde nasogastrique',
      'every 20 minutes for the first hour, then reassess':
        'toutes les 20 minutes pendant la première heure, puis réévaluer',
      'every 4 hours if pain is not controlled': "toutes les 4 heures si la douleur n'est pas contrôlée",
      'every 4 hours if patellar reflex present, breathing 16/min or more and urine 30 mL/hour or more':
        'toutes les 4 heures si le réflexe rotulien est présent, la respiration à 16/min ou plus et la diurèse à 30 mL/heure ou plus',
      'every 4 weeks (every 3 weeks for high-risk patients)':
        'toutes les 4 semaines (toutes les 3 semaines chez les patients à haut risque)',
      'every 4-6 hours and as needed': 'toutes les 4-6 heures et si besoin',
      'every 5 minutes if pain persists and systolic BP is above 90 mmHg':
        'toutes les 5 minutes si la douleur persiste et que la PA systolique est au-dessus de 90 mmHg',
      'every 8 hours with food as needed': 'toutes les 8 heures au cours des repas si besoin',
      'every 8 hours, titrated': 'toutes les 8 heures, ajusté',
      'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)':
        '4 premières heures ; puis Plan A (50-100 mL avant 2 ans, 100-200 mL de 2 à 10 ans, à volonté au-delà, après chaque selle liquide)',
      'first hour, then about 1 litre every 2-4 hours by response':
        'première heure, puis environ 1 litre toutes les 2-4 heures selon la réponse',
      'first hour, then as needed': 'première heure, puis si besoin',
      'first hour, then every 1-4 hours as needed': 'première heure, puis toutes les 1-4 heures si besoin',
      'first infusion over 1 hour': 'première perfusion en 1 heure',
      'for the manic episode': "pour l'épisode maniaque",
      'for the manic episode; maintenance with a mood stabiliser':
        "pour l'épisode maniaque ; entretien par un thymorégulateur",
      'four times daily (50 mg/kg/day)': 'quatre fois par jour (50 mg/kg/jour)',
      'half a 10 mg tablet (or 5 mL of 5 mg/5 mL)': 'un demi-comprimé de 10 mg (ou 5 mL à 5 mg/5 mL)',
      'half a 100 mg tablet': 'un demi-comprimé de 100 mg',
      'half a 250-microgram tablet (125 micrograms)':
        'un demi-comprimé de 250 microgrammes (125 microgrammes)',
      'half a 5 mg tablet': 'un demi-comprimé de 5 mg',
      'if diastolic 110 mmHg or more; repeat every 20-30 minutes':
        'si la diastolique est à 110 mmHg ou plus ; répéter toutes les 20-30 minutes',
      'initial bolus, then deficit replacement over 24-48 hours':
        'bolus initial, puis compensation du déficit sur 24-48 heures',
      'initial bolus; double the dose every 5 minutes until atropinised, then infuse 10-20% of the total per hour':
        "bolus initial ; doubler la dose toutes les 5 minutes jusqu'à l'atropinisation, puis perfuser 10-20% du total par heure",
      'initial dose': 'dose initiale',
      'initial dose; repeat every 5-10 minutes until atropinised (clear chest, heart rate above 80, dry axillae)':
        "dose initiale ; répéter toutes les 5-10 minutes jusqu'à l'atropinisation (thorax libre, fréquence cardiaque au-dessus de 80, aisselles sèches)",
      'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)':
        "IV jusqu'à amélioration, puis orale ; au moins 3 semaines au total (3 à 6 semaines pour l'os)",
      'lifelong (glaucoma)': 'à vie (glaucome)',
      'lifelong, adjusted by TSH in 25 microgram steps every 4 weeks':
        'à vie, ajusté selon la TSH par paliers de 25 microgrammes toutes les 4 semaines',
      'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks':
        'à vie, ajusté selon la TSH par paliers de 25 à 50 microgrammes toutes les 3 à 4 semaines',
      'loading dose over 4 hours; then 10 mg/kg (max 700 mg) every 8 hours from 8 hours after the loading dose':
        'dose de charge en 4 heures ; puis 10 mg/kg (max 700 mg) toutes les 8 heures à partir de 8 heures après la dose de charge',
      'loading dose within 3 hours of injury, then 1 g over 8 hours':
        'dose de charge dans les 3 heures suivant le traumatisme, puis 1 g en 8 heures',
      'loading dose, then 12 months': 'dose de charge, puis 12 mois',
      'loading dose, then 5 mg/kg once daily': 'dose de charge, puis 5 mg/kg une fois par jour',
      'loading dose, then lifelong low dose': 'dose de charge, puis faible dose à vie',
      'long term (check level, potassium and creatinine)':
        'au long cours (contrôler le taux, le potassium et la créatinine)',
      'long term (check potassium and creatinine)': 'au long cours (contrôler le potassium et la créatinine)',
      'long term (start when not congested)': "au long cours (débuter en l'absence de congestion)",
      'long term, added for recurrent or large ascites; step up to 160 mg':
        "au long cours, ajouté en cas d'ascite récidivante ou volumineuse ; augmenter jusqu'à 160 mg",
      'long term, titrated to HbA1c': "au long cours, ajusté selon l'HbA1c",
      'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate':
        "au long cours ; augmenter de 100 mg toutes les 72 heures jusqu'à 400 mg si la perte de poids est insuffisante",
      'long term; review monthly until controlled': "au long cours ; revoir chaque mois jusqu'au contrôle",
      'maximum 6 mg per course; not repeated within 3 days':
        'maximum 6 mg par cure ; pas de nouvelle cure dans les 3 jours',
      'on days 0, 3, 7 and between 14 and 28': 'aux jours 0, 3, 7 et entre 14 et 28',
      'once (50 000 IU/kg)': 'une fois (50 000 UI/kg)',
      'once (loading)': 'une fois (dose de charge)',
      'once (loading), then 75 mg daily': 'une fois (dose de charge), puis 75 mg par jour',
      'once (may be split in two doses 4 hours apart)':
        "une fois (peut être divisé en deux prises à 4 heures d'intervalle)",
      'once (weekly for 3 weeks in late or unknown-duration syphilis)':
        'une fois (chaque semaine pendant 3 semaines en cas de syphilis tardive ou de durée inconnue)',
      'once (when coagulation is normal)': 'une fois (quand la coagulation est normale)',
      'once a month supervised, plus 50 mg daily': 'une fois par mois supervisé, plus 50 mg par jour',
      'once a month supervised, plus 50 mg twice weekly':
        'une fois par mois supervisé, plus 50 mg deux fois par semaine',
      'once a month, supervised': 'une fois par mois, supervisé',
      'once as a loading dose (IV or IM); if fits continue, 10 mg/kg more up to twice, then 5 mg/kg daily':
        "une fois en dose de charge (IV ou IM) ; si les convulsions continuent, 10 mg/kg de plus jusqu'à deux fois, puis 5 mg/kg par jour",
      'once daily (or 50 mg/kg every 12 hours)': 'une fois par jour (ou 50 mg/kg toutes les 12 heures)',
      'once daily at bedtime, increasing by 25-50 mg weekly':
        'une fois par jour au coucher, en augmentant de 25-50 mg chaque semaine',
      'once daily at night at first, increased as needed in divided doses':
        'une fois par jour le soir au début, augmenté si besoin en plusieurs prises',
      'once daily at night, increased gradually as tolerated':
        'une fois par jour le soir, augmenté progressivement selon la tolérance',
      'once daily at night, increased slowly to the lowest effective dose':
        "une fois par jour le soir, augmenté lentement jusqu'à la plus faible dose efficace",
      'once daily by response': 'une fois par jour selon la réponse',
      'once daily in the morning (10 mg for the first week in older people)':
        'une fois par jour le matin (10 mg la première semaine chez la personne âgée)',
      'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)':
        'une fois par jour au jour 1 et au jour 2 (troisième dose 2-4 semaines plus tard en cas de signes oculaires)',
      'once daily with the dressing change': 'une fois par jour au changement de pansement',
      'once daily, adjusted in 1 mg steps': 'une fois par jour, ajusté par paliers de 1 mg',
      'once daily, doubling every 2 weeks to 10 mg':
        "une fois par jour, en doublant toutes les 2 semaines jusqu'à 10 mg",
      'once daily, increased as needed': 'une fois par jour, augmenté si besoin',
      'once daily, increased by the resting heart rate':
        'une fois par jour, augmenté selon la fréquence cardiaque de repos',
      'once daily, increased to 2 to 6 mg as needed': 'une fois par jour, augmenté à 2 à 6 mg si besoin',
      'once daily, then reduced to 5 to 15 mg when euthyroid':
        "une fois par jour, puis réduit à 5 à 15 mg une fois l'euthyroïdie obtenue",
      'once daily, titrated': 'une fois par jour, ajusté',
      'once every 24 hours': 'une fois toutes les 24 heures',
      'once if glucose < 3 mmol/L, then recheck': 'une fois si la glycémie est < 3 mmol/L, puis recontrôler',
      'once or twice daily by response': 'une ou deux fois par jour selon la réponse',
      'once within 3 hours of birth; a second 1 g if bleeding continues after 30 minutes or restarts within 24 hours':
        'une fois dans les 3 heures suivant la naissance ; une deuxième dose de 1 g si le saignement continue après 30 minutes ou reprend dans les 24 heures',
      'once, at another site from the immunoglobulin': 'une fois, à un autre site que les immunoglobulines',
      'once, before any glucose': 'une fois, avant tout apport de glucose',
      'once, IV over 15 minutes (or IM); if still convulsing, 10 mg/kg more after 30 minutes':
        'une fois, IV en 15 minutes (ou IM) ; si les convulsions persistent, 10 mg/kg de plus après 30 minutes',
      'once, IV over 20 minutes (or IM)': 'une fois, IV en 20 minutes (ou IM)',
      'once, repeat once if glucose still low after 15 minutes':
        'une fois, à répéter une fois si la glycémie reste basse après 15 minutes',
      'once, then a maintenance glucose infusion or feeds':
        "une fois, puis perfusion de glucose d'entretien ou alimentation",
      'once, then infusion of 20 IU in 1 L saline or Ringer’s lactate at 60 drops/min; no more than 3 L of oxytocin-containing fluid':
        "une fois, puis perfusion de 20 UI dans 1 L de sérum salé ou de Ringer lactate à 60 gouttes/min ; pas plus de 3 L de soluté contenant de l'ocytocine",
      'once, with the IV loading dose': 'une fois, avec la dose de charge IV',
      'once, within 1 hour of ingestion, only if awake with a safe airway':
        "une fois, dans un délai de 1 heure suivant l'ingestion, seulement si le patient est éveillé avec des voies aériennes sûres",
      'once; repeat after 10 minutes if still convulsing':
        'une fois ; répéter après 10 minutes si les convulsions persistent',
      'once; repeat after 30 minutes while BP is 160/110 or more, checking BP every 15 minutes':
        'une fois ; répéter après 30 minutes tant que la PA est à 160/110 ou plus, en contrôlant la PA toutes les 15 minutes',
      'once; repeat if glucose stays low': 'une fois ; répéter si la glycémie reste basse',
      'over 1 hour if dehydrated, then by response':
        'en 1 heure en cas de déshydratation, puis selon la réponse',
      'over 2-4 hours, repeat by hydration': "en 2-4 heures, à répéter selon l'hydratation",
      'over 20 minutes, then 8 mg/kg/hour by infusion': 'en 20 minutes, puis 8 mg/kg/heure en perfusion',
      'over 30-60 minutes (20 mL/kg fast only in shock)':
        'en 30-60 minutes (20 mL/kg en débit rapide seulement en cas de choc)',
      'over 4 hours in small frequent sips, then reassess':
        'en 4 heures par petites gorgées fréquentes, puis réévaluer',
      'over the first hour': 'pendant la première heure',
      'per hour by continuous infusion (fixed rate)': 'par heure en perfusion continue (débit fixe)',
      'per hour by continuous infusion, starting 1 hour after fluids':
        'par heure en perfusion continue, à partir de 1 heure après les liquides',
      'per national criteria': 'selon les critères nationaux',
      'rapid bolus if hypotensive or poorly perfused; repeat by response':
        "bolus rapide en cas d'hypotension ou de mauvaise perfusion ; répéter selon la réponse",
      'rapidly if hypotensive; repeat by response':
        "rapidement en cas d'hypotension ; répéter selon la réponse",
      'rapidly, then recheck glucose after 30 minutes':
        'rapidement, puis recontrôler la glycémie après 30 minutes',
      'repeat after 20-30 minutes if needed': 'répéter après 20-30 minutes si besoin',
      'repeat by response': 'répéter selon la réponse',
      'repeat by response (pulse, BP, urine output)': 'répéter selon la réponse (pouls, PA, diurèse)',
      'repeat by response (pulse, BP, urine) up to 3 L before blood':
        "répéter selon la réponse (pouls, PA, diurèse) jusqu'à 3 L avant le sang",
      'repeat every 20-30 minutes until diastolic below 110 mmHg':
        "répéter toutes les 20-30 minutes jusqu'à une diastolique inférieure à 110 mmHg",
      'repeat every 5 minutes if needed': 'répéter toutes les 5 minutes si besoin',
      'review after 4 to 8 weeks; continue while helpful':
        "revoir après 4 à 8 semaines ; poursuivre tant que c'est utile",
      'review at 48-72 hours with cultures': 'revoir à 48-72 heures avec les cultures',
      'second infusion over 4 hours': 'deuxième perfusion en 4 heures',
      'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease':
        "prophylaxie secondaire pendant au moins 10 ans ou jusqu'à 40 ans en cas d'atteinte modérée à sévère",
      'short course of up to 2 weeks for a flare': 'courte cure de 2 semaines au plus pour une poussée',
      'single dose (early syphilis)': 'dose unique (syphilis précoce)',
      'single dose (if not up to date)': "dose unique (si la vaccination n'est pas à jour)",
      'single dose (only for curd-like discharge or itching)':
        'dose unique (seulement en cas de pertes caillebottées ou de prurit)',
      'single dose at birth (if not given)': "dose unique à la naissance (si elle n'a pas été donnée)",
      'single dose if not up to date': "dose unique si la vaccination n'est pas à jour",
      'single dose, repeated every 6 to 12 months': 'dose unique, répétée tous les 6 à 12 mois',
      'single dose, then daily if malnourished or a heavy drinker':
        "dose unique, puis chaque jour en cas de malnutrition ou de forte consommation d'alcool",
      'single dose, yearly': 'dose unique, chaque année',
      'single pre-referral dose': 'dose unique avant le transfert',
      'slowly IV, then recheck glucose after 30 minutes':
        'en IV lente, puis recontrôler la glycémie après 30 minutes',
      'start the primary series': 'débuter la primovaccination',
      'the labelled number of drops after dry wicking':
        "le nombre de gouttes indiqué sur l'étiquette après assèchement par méchage",
      'thin layer (about 3 mm) under a clean dressing': 'couche fine (environ 3 mm) sous un pansement propre',
      'thin layer over the lesion': 'couche fine sur la lésion',
      'thin layer over the lesion and 2 cm around it': 'couche fine sur la lésion et 2 cm autour',
      'thin layer to the affected skin': 'couche fine sur la peau atteinte',
      'thin layer to the affected skin (not the face)':
        'couche fine sur la peau atteinte (pas sur le visage)',
      'third infusion over 16 hours': 'troisième perfusion en 16 heures',
      'three times a week (not daily)': 'trois fois par semaine (pas chaque jour)',
      'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with breast milk or feed':
        'deux fois par jour (à 0, 8, 24, 36, 48 et 60 heures) avec le lait maternel ou un repas',
      'twice daily (once daily under 70 kg)': 'deux fois par jour (une fois par jour en dessous de 70 kg)',
      'twice daily with meals (start once daily, increase over weeks)':
        'deux fois par jour au cours des repas (débuter une fois par jour, augmenter sur plusieurs semaines)',
      'twice daily, doubling every 2 weeks to 10-20 mg twice daily':
        "deux fois par jour, en doublant toutes les 2 semaines jusqu'à 10-20 mg deux fois par jour",
      'two applications, 7 days apart': "deux applications, à 7 jours d'intervalle",
    },
  },
];
