import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with i to r. */
export const frenchMonitoringIToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Increasing pain, numbness, pale or blue fingers/toes':
        'Douleur croissante, engourdissement, doigts ou orteils pâles ou bleus',
      'Infection, skin thinning, poor sleep.': 'Infection, amincissement de la peau, mauvais sommeil.',
      'INR on warfarin': 'INR sous warfarine',
      'INR outside 2 to 3 (2.5 to 3.5 with mechanical valves); bleeding.':
        'INR en dehors de 2 à 3 (2.5 à 3.5 avec des valves mécaniques) ; saignement.',
      'INR outside 2 to 3; any bleeding.': 'INR en dehors de 2 à 3 ; tout saignement.',
      'Intake and output (stool and urine volumes)': 'Entrées et sorties (volumes des selles et des urines)',
      'Itching and new lesions': 'Démangeaisons et nouvelles lésions',
      'Itching, skin and vision': 'Prurit, peau et vision',
      'Jaundice with fever or rigors, hypotension, peritonism.':
        'Ictère avec fièvre ou frissons, hypotension, péritonisme.',
      'Jaundice, visual change, weight loss or missed doses':
        'Ictère, trouble visuel, perte de poids ou doses manquées',
      'Large for dates or polyhydramnios': "Gros pour l'âge gestationnel ou hydramnios",
      'Laryngospasm, SpO2 < 90%, autonomic instability (labile BP, tachycardia)':
        'Laryngospasme, SpO2 < 90%, instabilité neurovégétative (PA labile, tachycardie)',
      'Lashes touching the eye, reduced vision': "Cils qui touchent l'œil, baisse de la vision",
      'Leg shape, growth, ALP': 'Forme des jambes, croissance, PAL',
      'Lesions, pain, eyes, hydration, secondary infection':
        'Lésions, douleur, yeux, hydratation, surinfection',
      'Less than 0.5 mL/kg/hour': 'Moins de 0.5 mL/kg/heure',
      'Level of consciousness': 'Niveau de conscience',
      'Level of consciousness (Blantyre coma scale in children, GCS in adults)':
        "Niveau de conscience (score de Blantyre chez l'enfant, GCS chez l'adulte)",
      'Level of consciousness, bleeding, INR and glucose':
        'Niveau de conscience, saignement, INR et glycémie',
      'Level of consciousness, orientation, hydration, urine output':
        'Niveau de conscience, orientation, hydratation, diurèse',
      'Limb circumference, skin folds, entry lesions, acute attacks':
        "Circonférence du membre, plis cutanés, portes d'entrée, crises aiguës",
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Nombreuses selles aqueuses, sang dans les selles, ou diarrhée de plus de 14 jours',
      'Margin of redness, fever, pain': 'Limite de la rougeur, fièvre, douleur',
      'Maternal pulse, BP, temperature; fetal heart':
        'Pouls, PA et température maternels ; bruits du cœur fœtal',
      'Missed dose: continue the schedule without restarting':
        'Dose manquée : poursuivre le calendrier sans recommencer',
      'Missed injection: recall the patient': 'Injection manquée : rappeler le patient',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mois 3 après le début du TAR, puis tous les 6-12 mois selon le guide national',
      'Monthly at first, then every 3 months': 'Chaque mois au début, puis tous les 3 mois',
      'Monthly at the supervised dose': 'Chaque mois lors de la dose supervisée',
      'Monthly until controlled, then every 3 to 6 months':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois",
      'Mood, functioning and suicidal thoughts (PHQ-9)':
        'Humeur, fonctionnement et idées suicidaires (PHQ-9)',
      'Mood, sleep, adherence, side effects; lithium level where used':
        "Humeur, sommeil, observance, effets indésirables ; lithémie s'il est utilisé",
      'MUAC < 115 mm, oedema, weight loss on 2 visits': 'PB < 115 mm, œdèmes, perte de poids à 2 visites',
      'Neck flexion strength and breathing (intermediate syndrome)':
        'Force de flexion du cou et respiration (syndrome intermédiaire)',
      'Nerve function (sensation and strength of hands, feet, eyes), reactions, adherence':
        'Fonction nerveuse (sensibilité et force des mains, des pieds, des yeux), réactions, observance',
      'New abdominal pain, distension, guarding or melaena':
        'Nouvelle douleur abdominale, distension, défense ou méléna',
      'New breathlessness, irregular pulse (atrial fibrillation)':
        'Essoufflement récent, pouls irrégulier (fibrillation atriale)',
      'New burrows after 4 weeks: treatment failure or reinfestation':
        'Nouveaux sillons après 4 semaines : échec du traitement ou réinfestation',
      'New crackles, raised JVP, worsening breathing: stop fluids':
        "Nouveaux crépitants, PVJ élevée, respiration qui s'aggrave : arrêter les liquides",
      'New liver nodule or rising AFP.': 'Nouveau nodule hépatique ou AFP en hausse.',
      'New loss of sensation or strength, painful nerves, red painful skin lesions or eyes':
        'Nouvelle perte de sensibilité ou de force, nerfs douloureux, lésions cutanées ou yeux rouges et douloureux',
      'New ST changes: re-refer for reperfusion':
        'Nouvelles modifications du ST : retransférer pour reperfusion',
      'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment':
        "Nouvelles idées suicidaires ou absence d'amélioration après 4 à 6 semaines de traitement",
      'New weakness or falling GCS': 'Nouvelle faiblesse ou GCS en baisse',
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
      'Not rising by 0.5 °C per hour, apnoea, not feeding':
        "Pas de hausse de 0.5 °C par heure, apnée, ne s'alimente pas",
      'Number of stools and vomits': 'Nombre de selles et de vomissements',
      'Output exceeds intake, or no urine for 6 hours':
        "Sorties supérieures aux entrées, ou pas d'urines depuis 6 heures",
      'Pain and function': 'Douleur et fonction',
      'Pain and function (walking distance, stairs)': 'Douleur et fonction (périmètre de marche, escaliers)',
      'Pain not controlled within 1 hour: escalate analgesia':
        "Douleur non contrôlée en 1 heure : renforcer l'analgésie",
      'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days':
        "Douleur ou fièvre persistantes, tuméfaction derrière l'oreille, ou écoulement au-delà de 14 jours",
      'Pain score': 'Score de douleur',
      'Pain score, sleep, feet (ulcers), side effects':
        'Score de douleur, sommeil, pieds (ulcères), effets indésirables',
      'Pain, abdominal signs, pulse, temperature': 'Douleur, signes abdominaux, pouls, température',
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
      'Persistent fever or growing spleen; relapse': 'Fièvre persistante ou rate qui augmente ; rechute',
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
      'Potassium < 3.5 or > 5.5 mmol/L': 'Potassium < 3.5 ou > 5.5 mmol/L',
      'Potassium > 5.5 mmol/L or creatinine up > 50%':
        'Potassium > 5.5 mmol/L ou créatinine augmentée de > 50 %',
      'Potassium, sodium, bicarbonate or pH': 'Potassium, sodium, bicarbonate ou pH',
      'Progressing swelling, new bleeding, ptosis or falling peak flow: more antivenom':
        'Œdème qui progresse, nouveau saignement, ptosis ou débit de pointe en baisse : plus de sérum antivenimeux',
      'Pulse > 110, systolic < 90, fetal heart absent or < 100':
        'Pouls > 110, systolique < 90, bruits du cœur fœtal absents ou < 100',
      'Pulse > 110, systolic < 90, fever, bleeding soaking a pad in under 5 minutes':
        'Pouls > 110, systolique < 90, fièvre, saignement trempant une garniture en moins de 5 minutes',
      'Pulse > 110, systolic < 90, soft uterus, continued bleeding':
        'Pouls > 110, systolique < 90, utérus mou, saignement qui continue',
      'Pulse, blood pressure, blood loss, uterine tone':
        'Pouls, pression artérielle, pertes sanguines, tonus utérin',
      'Pulse, blood pressure, pain, abdominal girth':
        'Pouls, pression artérielle, douleur, périmètre abdominal',
      'Pulse, blood pressure, SpO2 in suspected PE': "Pouls, pression artérielle, SpO2 en cas d'EP suspectée",
      'Pulse, blood pressure, SpO2, urine output, glucose':
        'Pouls, pression artérielle, SpO2, diurèse, glycémie',
      'Pulse, blood pressure, urine output, nasogastric aspirate, abdominal signs':
        "Pouls, pression artérielle, diurèse, liquide d'aspiration nasogastrique, signes abdominaux",
      'Pulse, BP, bleeding, fetal heart': 'Pouls, PA, saignement, bruits du cœur fœtal',
      'Pulse, BP, bleeding, temperature': 'Pouls, PA, saignement, température',
      'Pulse, BP, GCS, SpO2, urine output, bleeding': 'Pouls, PA, GCS, SpO2, diurèse, saignement',
      'Pulse, BP, urine output, pain, wound infection': 'Pouls, PA, diurèse, douleur, infection de la plaie',
      'QTc prolongation, rising creatinine or amylase': 'Allongement du QTc, créatinine ou amylase en hausse',
      'Reaches palms and soles, poor feeding, lethargy':
        'Atteint les paumes et les plantes, mauvaise alimentation, léthargie',
      'Recurrent symptoms (biphasic reaction) or persistent low BP: repeat adrenaline, refer':
        "Récidive des symptômes (réaction biphasique) ou PA basse persistante : répéter l'adrénaline, transférer",
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
      'Respiratory distress, SpO2 < 90%, SBP < 80 mmHg, urine < 0.5 mL/kg/h':
        'Détresse respiratoire, SpO2 < 90%, PAS < 80 mmHg, diurèse < 0.5 mL/kg/h',
      'Respiratory rate < 16/min, absent reflexes or urine < 30 mL/hour: withhold magnesium, give calcium gluconate if respiratory depression':
        'Fréquence respiratoire < 16/min, réflexes abolis ou diurèse < 30 mL/heure : suspendre le magnésium, donner du gluconate de calcium en cas de dépression respiratoire',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Fréquence respiratoire, tirage sous-costal, SpO2, alimentation',
      'Respiratory rate, patellar reflexes and urine output during magnesium sulfate':
        'Fréquence respiratoire, réflexes rotuliens et diurèse pendant le sulfate de magnésium',
      'Respiratory rate, SpO2, apnoea, feeding': 'Fréquence respiratoire, SpO2, apnées, alimentation',
      'Respiratory rate, SpO2, heart rate, PEF': 'Fréquence respiratoire, SpO2, fréquence cardiaque, DEP',
      'Respiratory rate, SpO2, pulse, blood pressure, urine output':
        'Fréquence respiratoire, SpO2, pouls, pression artérielle, diurèse',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Fréquence respiratoire, SpO2, température, pression artérielle, état mental',
      'Respiratory rate, SpO2, temperature, drain output':
        'Fréquence respiratoire, SpO2, température, débit du drain',
      'Resting heart rate, blood pressure, symptoms':
        'Fréquence cardiaque de repos, pression artérielle, symptômes',
      'Resting rate > 110/min, bradycardia < 50/min, heart failure signs.':
        "Fréquence de repos > 110/min, bradycardie < 50/min, signes d'insuffisance cardiaque.",
      'Return if not better in 3 weeks or sooner if worse':
        "Revenir en l'absence d'amélioration en 3 semaines ou plus tôt en cas d'aggravation",
      'Return of secretions or bradycardia: increase atropine; fever, confusion, absent bowel sounds: atropine toxicity':
        "Retour des sécrétions ou bradycardie : augmenter l'atropine ; fièvre, confusion, absence de bruits intestinaux : intoxication à l'atropine",
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
      'Review at 1 to 2 weeks and at 3 months': 'Revoir à 1 à 2 semaines et à 3 mois',
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
      'Rising BP or creatinine, dyspepsia or black stool':
        'PA ou créatinine en hausse, dyspepsie ou selles noires',
      'Rising haematocrit with rapidly falling platelets':
        'Hématocrite en hausse avec plaquettes en chute rapide',
      'Rising pulse, falling BP or increasing pain: rupture':
        "Pouls qui s'accélère, PA qui baisse ou douleur croissante : rupture",
      'Rising pulse, fever, constant pain or peritonism (strangulation), urine < 0.5 mL/kg/hour.':
        "Pouls qui s'accélère, fièvre, douleur constante ou péritonisme (étranglement), diurèse < 0.5 mL/kg/heure.",
      'Rising rate, falling SpO2, drowsiness': 'Fréquence en hausse, SpO2 en baisse, somnolence',
      'Rising score, confusion, hallucinations, fits, fever':
        'Score en hausse, confusion, hallucinations, convulsions, fièvre',
      'RPR/VDRL titre': 'Titre RPR/VDRL',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'FR >= 30, SpO2 < 90 %, PAS < 90 mmHg, confusion récente',
    },
  },
];
