import type { TranslationGroup } from '../types';

/**
 * The notes of the regimens (note of the regimens of knowledge/conditions: what to check before
 * prescribing, what the source leaves to the clinician) in French, by their English wording; a text
 * missing here is shown in English. Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them.
 */
export const frenchRegimenNotes: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'A few lesions need only washing, crust removal and an antiseptic or topical antibiotic.':
        'Quelques lésions demandent seulement lavage, retrait des croûtes et un antiseptique ou un antibiotique local.',
      'Acute rheumatic fever: aspirin or naproxen for arthritis (specialist), treat heart failure, eradicate streptococci; dental care; anticoagulation for atrial fibrillation or prosthetic valves.':
        "Rhumatisme articulaire aigu : aspirine ou naproxène pour l'arthrite (spécialiste), traiter l'insuffisance cardiaque, éradiquer les streptocoques ; soins dentaires ; anticoagulation en cas de fibrillation atriale ou de prothèse valvulaire.",
      'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90). Lifestyle: salt, weight, activity, tobacco.':
        "Ajouter un thiazidique, puis un IEC ou un ARA II, si la PA n'est pas contrôlée à 4 semaines (cible inférieure à 140/90). Mode de vie : sel, poids, activité, tabac.",
      'Add spironolactone 25 mg daily (check potassium and creatinine). Children: specialist.':
        'Ajouter la spironolactone 25 mg par jour (contrôler le potassium et la créatinine). Enfants : spécialiste.',
      'Adjust to culture; joint washout for septic arthritis.':
        "Adapter selon la culture ; lavage articulaire en cas d'arthrite septique.",
      'Adult blister packs; screen for TB before starting rifampicin (rifampicin alone would breed resistant TB).':
        'Plaquettes pour adulte ; rechercher une tuberculose avant de débuter la rifampicine (la rifampicine seule sélectionnerait une tuberculose résistante).',
      'Adults and children under 1 or over 12 years: no steroid before specialist review and kidney biopsy (membranous, HIV, hepatitis B and other secondary causes are common).':
        "Adultes et enfants de moins de 1 an ou de plus de 12 ans : pas de corticoïde avant l'avis spécialisé et la biopsie rénale (les causes membraneuses, le VIH, l'hépatite B et d'autres causes secondaires sont fréquents).",
      'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs. Mark the edge; admit if spreading fast or septic.':
        "Un abcès demande incision et drainage ; antibiotiques seulement en cas de cellulite autour ou de signes généraux. Marquer la limite ; hospitaliser si l'extension est rapide ou en cas de sepsis.",
      'An intranasal corticosteroid is more effective for persistent symptoms; avoid allergens.':
        'Un corticoïde intranasal est plus efficace pour les symptômes persistants ; éviter les allergènes.',
      'Antibiotic (amoxicillin or doxycycline for 5 days) only with increased sputum purulence plus more breathlessness or sputum. Controlled oxygen to SpO2 88-92%.':
        "Antibiotique (amoxicilline ou doxycycline pendant 5 jours) seulement si l'expectoration devient plus purulente avec plus d'essoufflement ou d'expectoration. Oxygène contrôlé pour une SpO2 de 88-92%.",
      'Antidote for magnesium toxicity: calcium gluconate 1 g (10 mL of 10%) IV over 10 minutes. Deliver within 12 hours of eclampsia (24 hours of severe pre-eclampsia). Zuspan alternative: 4 g IV then 1 g/hour infusion.':
        "Antidote de l'intoxication au magnésium : gluconate de calcium 1 g (10 mL à 10%) IV en 10 minutes. Accoucher dans les 12 heures suivant une éclampsie (24 heures pour une pré-éclampsie sévère). Alternative de Zuspan : 4 g IV puis perfusion de 1 g/heure.",
      'Any danger sign or SpO2 below 90% (severe pneumonia): first dose of ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer urgently. Wheeze: try salbutamol first.':
        "Tout signe de danger ou SpO2 inférieure à 90% (pneumonie grave) : première dose d'ampicilline (ou benzylpénicilline) et de gentamicine, oxygène, transférer en urgence. Sifflement : essayer d'abord le salbutamol.",
      'Avoid NSAIDs in kidney impairment, peptic ulcer and the third trimester; use paracetamol then.':
        "Éviter les AINS en cas d'insuffisance rénale, d'ulcère gastroduodénal et au troisième trimestre ; utiliser alors le paracétamol.",
      'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.':
        "Benzathine benzylpénicilline en dose IM unique si l'observance sur 10 jours est peu probable.",
      'Biliary colic alone needs analgesia, not antibiotics.':
        "Une colique biliaire seule demande une analgésie, pas d'antibiotiques.",
      'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.':
        "Le traitement du cancer (chimiothérapie, hormonothérapie, radiothérapie, chirurgie) relève du seul spécialiste : transférer. L'analgésie opioïde de la douleur cancéreuse est titrée par le clinicien ; aucune dose n'est calculée ici.",
      'Cataract needs surgery, not medicine. Acute angle closure: acetazolamide and urgent referral (the dose is given at the eye unit; not computed here).':
        "La cataracte demande une chirurgie, pas un médicament. Glaucome aigu par fermeture de l'angle : acétazolamide et transfert urgent (la dose est donnée au service d'ophtalmologie ; non calculée ici).",
      'Catheterise retention. The alpha-blocker (tamsulosin 400 micrograms daily in the BNF) is not in this catalogue, so no dose is computed: prescribe from the national list.':
        "Sonder la rétention. L'alphabloquant (tamsulosine 400 microgrammes par jour dans le BNF) ne figure pas dans ce catalogue, aucune dose n'est donc calculée : prescrire à partir de la liste nationale.",
      'Ceftriaxone is avoided in jaundiced or preterm newborns receiving calcium; give it IM, not with calcium-containing fluids.':
        'La ceftriaxone est évitée chez le nouveau-né ictérique ou prématuré recevant du calcium ; la donner en IM, pas avec des solutés contenant du calcium.',
      'Check glucose in diabetes. Under 16 years: the guideline does not cover them; clinician decision.':
        'Contrôler la glycémie en cas de diabète. Moins de 16 ans : le guide ne les couvre pas ; décision du clinicien.',
      'Children of 25 kg or more take the adult regimen. Non-severe TB in children may be treated for 4 months (2HRZ(E)/2HR).':
        "Les enfants de 25 kg ou plus prennent le schéma adulte. La tuberculose non grave de l'enfant peut être traitée 4 mois (2HRZ(E)/2HR).",
      'Children of 30 kg or more take TLD. Screen for TB; support adherence with the caregiver.':
        "Les enfants de 30 kg ou plus prennent le TLD. Rechercher une tuberculose ; soutenir l'observance avec l'aidant.",
      'Clean the eyes; treat the mother and her partner; refer. Not with calcium-containing fluids, and not to a jaundiced or preterm newborn (BNF for Children 2023-24): use cefotaxime then.':
        'Nettoyer les yeux ; traiter la mère et son partenaire ; transférer. Pas avec des solutés contenant du calcium, et pas chez un nouveau-né ictérique ou prématuré (BNF for Children 2023-24) : utiliser alors le céfotaxime.',
      'Confirm with RDT or microscopy before treating. Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.':
        'Confirmer par TDR ou microscopie avant de traiter. Nourrissons de moins de 5 kg : même dose en mg/kg que pour un enfant de 5 kg, sur avis spécialisé.',
      'Control blood pressure (ACE inhibitor or ARB if albuminuria, checking potassium and creatinine), manage diabetes, avoid NSAIDs and nephrotoxins, adjust renally cleared doses; refer for eGFR below 30 or rapid decline.':
        "Contrôler la pression artérielle (IEC ou ARA II en cas d'albuminurie, en contrôlant le potassium et la créatinine), prendre en charge le diabète, éviter les AINS et les néphrotoxiques, adapter les doses des médicaments à élimination rénale ; transférer si DFGe inférieur à 30 ou déclin rapide.",
      'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.':
        'CURB-65 de 2 ou plus, SpO2 inférieure à 90% ou sepsis : hospitaliser, ceftriaxone IV (ou benzylpénicilline) et oxygène.',
      'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.':
        "Régime, activité physique, soins des pieds ; statine et contrôle tensionnel selon le WHO PEN ; ajouter le gliclazide si l'HbA1c reste au-dessus de la cible.",
      'Digoxin if beta-blockers are contraindicated or with decompensated heart failure. Anticoagulation with warfarin is titrated to INR by the clinician (not computed here).':
        "Digoxine si les bêtabloquants sont contre-indiqués ou en cas d'insuffisance cardiaque décompensée. L'anticoagulation par warfarine est ajustée selon l'INR par le clinicien (non calculée ici).",
      'Doxycycline 100 mg every 12 hours is the alternative (not in pregnancy). Systemic disease: IV combination in hospital.':
        "La doxycycline 100 mg toutes les 12 heures est l'alternative (pas pendant la grossesse). Forme systémique : association IV à l'hôpital.",
      'Drainage or extraction is the main treatment. Children: dose by the clinician (the source section for children was not checked here).':
        "Le drainage ou l'extraction est le traitement principal. Enfants : dose par le clinicien (la section de la source pour l'enfant n'a pas été vérifiée ici).",
      'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.':
        "Assécher l'oreille par méchage si elle coule ; tuméfaction douloureuse derrière l'oreille (mastoïdite) : transférer.",
      'Exclude ectopic pregnancy and appendicitis; admit if pregnant, severely ill or with a pelvic mass; treat partners.':
        "Exclure une grossesse extra-utérine et une appendicite ; hospitaliser en cas de grossesse, d'état grave ou de masse pelvienne ; traiter les partenaires.",
      'Exercise, weight loss and education are core treatment; topical or short courses of oral NSAIDs for flares.':
        "L'exercice, la perte de poids et l'éducation sont le cœur du traitement ; AINS locaux ou courtes cures d'AINS oraux pour les poussées.",
      'Fever, flank pain or vomiting suggests pyelonephritis. Treat asymptomatic bacteriuria only in pregnancy.':
        'Fièvre, douleur du flanc ou vomissements évoquent une pyélonéphrite. Ne traiter la bactériurie asymptomatique que pendant la grossesse.',
      'Find the cause: hookworm, menstrual or gastrointestinal blood loss, diet. Recheck Hb after 4 weeks.':
        "Rechercher la cause : ankylostome, pertes sanguines menstruelles ou digestives, alimentation. Recontrôler l'Hb après 4 semaines.",
      'Fluconazole only when swallowing is painful or nystatin fails.':
        "Fluconazole seulement si la déglutition est douloureuse ou en cas d'échec de la nystatine.",
      'Follow with a luminal agent where available; aspirate large liver abscesses.':
        'Poursuivre par un amœbicide de contact si disponible ; ponctionner les abcès du foie volumineux.',
      'For redness extending beyond the stump (severe). A stump infection alone is cleaned with antiseptic and treated with the IMCI oral antibiotic, dosed from the national chart booklet.':
        "Pour une rougeur qui dépasse le moignon (forme grave). Une infection du moignon seule est nettoyée à l'antiseptique et traitée par l'antibiotique oral de la PCIME, dosé selon le livret national de tableaux.",
      'From the programme’s child blister packs (10-14 years: rifampicin 450 mg, clofazimine 150 mg monthly and 50 mg alternate days, dapsone 50 mg daily).':
        'À partir des plaquettes enfant du programme (10-14 ans : rifampicine 450 mg, clofazimine 150 mg par mois et 50 mg un jour sur deux, dapsone 50 mg par jour).',
      'Give after a meal; pregnant women after the first trimester are treated.':
        'Donner après un repas ; les femmes enceintes sont traitées après le premier trimestre.',
      'Give albendazole if 1 year or older and not treated in 6 months; treat malaria; feeding advice. Hb below 5 g/dL or with distress: transfuse.':
        "Donner l'albendazole à partir de 1 an si l'enfant n'a pas été traité depuis 6 mois ; traiter le paludisme ; conseils alimentaires. Hb inférieure à 5 g/dL ou avec détresse : transfuser.",
      'Give ORS for dehydration. Review in 2 days.':
        'Donner la SRO en cas de déshydratation. Revoir dans 2 jours.',
      'Give ORS for dehydration. Review in 2 days; refer infants under 2 months.':
        'Donner la SRO en cas de déshydratation. Revoir dans 2 jours ; transférer les nourrissons de moins de 2 mois.',
      'Healthy children: no antiviral and no aspirin or ibuprofen; calamine lotion for itching, keep nails short; antibiotics only for secondary bacterial infection.':
        "Enfants en bonne santé : pas d'antiviral, ni aspirine ni ibuprofène ; lotion à la calamine contre les démangeaisons, garder les ongles courts ; antibiotiques seulement en cas de surinfection bactérienne.",
      'In pregnancy use a vaginal imidazole (clotrimazole 500 mg vaginal tablet once, or 100 mg daily for 7 days) instead of oral fluconazole.':
        'Pendant la grossesse, utiliser un imidazolé vaginal (clotrimazole 500 mg comprimé vaginal en une fois, ou 100 mg par jour pendant 7 jours) au lieu du fluconazole oral.',
      'In pregnancy with mild disease azithromycin may be used by the clinician.':
        "Pendant la grossesse, en cas de forme légère, le clinicien peut utiliser l'azithromycine.",
      'In sickle cell disease add Gram-negative cover as the pocket book directs.':
        'En cas de drépanocytose, ajouter une couverture des bacilles à Gram négatif selon les indications du Pocket Book.',
      'Insulin doses are individual and titrated to glucose by the diabetes team; no dose is computed here.':
        "Les doses d'insuline sont individuelles et ajustées selon la glycémie par l'équipe de diabétologie ; aucune dose n'est calculée ici.",
      'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.':
        "Isoler jusqu'à ce que les lésions forment des croûtes ; soins de la peau ; dépister le VIH ; antibiotiques seulement en cas de surinfection bactérienne.",
      'IV fluid volume for major burns depends on the burned area (% body surface), which is not yet an input: calculate it by the Pocket Book/BEC formula (about 4 mL/kg per % burn in 24 hours, half in the first 8 hours, plus maintenance for children) at the bedside; no figure is written here.':
        "Le volume de liquides IV pour les brûlures graves dépend de la surface brûlée (% de la surface corporelle), qui n'est pas encore une donnée saisie : le calculer au lit du patient par la formule du Pocket Book/BEC (environ 4 mL/kg par % de brûlure en 24 heures, la moitié dans les 8 premières heures, plus les besoins d'entretien chez l'enfant) ; aucun chiffre n'est écrit ici.",
      'Limit analgesics to under 10 days a month (medication-overuse headache); stress management, posture, sleep.':
        'Limiter les antalgiques à moins de 10 jours par mois (céphalée par abus médicamenteux) ; gestion du stress, posture, sommeil.',
      'Lower diazepam doses in liver disease and older people; no benzodiazepine to take home with continuing drinking.':
        "Doses de diazépam plus faibles en cas de maladie du foie et chez la personne âgée ; pas de benzodiazépine à emporter à domicile si la consommation d'alcool continue.",
      'Mild oral thrush: nystatin suspension alone. Fluconazole interacts with rifampicin and raises warfarin and sulfonylurea levels.':
        'Muguet buccal léger : nystatine suspension seule. Le fluconazole interagit avec la rifampicine et augmente les taux de warfarine et de sulfamides hypoglycémiants.',
      'Mood stabilisers (lithium with level monitoring, valproate, carbamazepine) are started by the clinician; valproate not in women who may become pregnant.':
        'Les thymorégulateurs (lithium avec surveillance des taux, valproate, carbamazépine) sont débutés par le clinicien ; pas de valproate chez la femme susceptible de devenir enceinte.',
      'Most conjunctivitis is viral or allergic: clean the eyes, no antibiotic. Purulent discharge (bacterial): tetracycline 1% eye ointment 3 times daily for 5-7 days. A neonate with discharge: ceftriaxone 50 mg/kg IM (max 125 mg) once and refer.':
        "La plupart des conjonctivites sont virales ou allergiques : nettoyer les yeux, pas d'antibiotique. Écoulement purulent (bactérien) : pommade ophtalmique à la tétracycline 1% 3 fois par jour pendant 5-7 jours. Nouveau-né avec écoulement : ceftriaxone 50 mg/kg IM (max 125 mg) en une fois et transférer.",
      'Most sinusitis is viral: no antibiotic. Only when symptoms last over 10 days, are severe or worsen after improving: amoxicillin 500 mg every 8 hours for 5 days.':
        "La plupart des sinusites sont virales : pas d'antibiotique. Seulement si les symptômes durent plus de 10 jours, sont sévères ou s'aggravent après une amélioration : amoxicilline 500 mg toutes les 8 heures pendant 5 jours.",
      'No antibiotic and no bronchodilator or steroid: oxygen if SpO2 below 90%, gentle nasal suction, small frequent feeds; admit infants with danger signs.':
        "Pas d'antibiotique, ni bronchodilatateur ni corticoïde : oxygène si SpO2 inférieure à 90%, aspiration nasale douce, petits repas fréquents ; hospitaliser les nourrissons présentant des signes de danger.",
      'No antibiotic for non-severe COVID-19. Severe or critical (SpO2 below 90%): oxygen and dexamethasone 6 mg daily for 10 days, in hospital.':
        "Pas d'antibiotique pour la COVID-19 non grave. Forme sévère ou critique (SpO2 inférieure à 90%) : oxygène et dexaméthasone 6 mg par jour pendant 10 jours, à l'hôpital.",
      "No antibiotic for watery diarrhoea without blood. No dehydration: ORS as much as wanted after each loose stool. Severe dehydration: Ringer's lactate IV (Plan C).":
        "Pas d'antibiotique pour une diarrhée aqueuse sans sang. Pas de déshydratation : SRO à volonté après chaque selle liquide. Déshydratation sévère : Ringer lactate IV (Plan C).",
      "No antibiotic for watery diarrhoea. No dehydration: Plan A (ORS after each loose stool, continue feeding). Severe dehydration: Ringer's lactate 100 mL/kg IV (Plan C).":
        "Pas d'antibiotique pour une diarrhée aqueuse. Pas de déshydratation : Plan A (SRO après chaque selle liquide, poursuivre l'alimentation). Déshydratation sévère : Ringer lactate 100 mL/kg IV (Plan C).",
      'No antibiotic unless pneumonia, ear infection or eye infection complicate measles. Tetracycline eye ointment for eye signs; isolate.':
        "Pas d'antibiotique sauf si une pneumonie, une otite ou une infection oculaire complique la rougeole. Pommade ophtalmique à la tétracycline en cas de signes oculaires ; isoler.",
      'No antibiotic.': "Pas d'antibiotique.",
      'No antibiotic. Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).':
        "Pas d'antibiotique. Oseltamivir 75 mg deux fois par jour pendant 5 jours en cas de forme sévère ou de patient à haut risque (maladie chronique, immunodépression).",
      'No antibiotic: viral illness. Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.':
        "Pas d'antibiotique : maladie virale. Liquides, repos, apaiser la gorge ; revenir si la respiration devient rapide ou difficile.",
      'No antiviral or antibiotic; aspirin is avoided in children.':
        "Pas d'antiviral ni d'antibiotique ; l'aspirine est évitée chez l'enfant.",
      'No aspirin, ibuprofen or other NSAIDs, no IM injections, no antibiotic. Oral fluids; watch for warning signs (abdominal pain, bleeding, rising haematocrit).':
        "Pas d'aspirine, d'ibuprofène ni d'autres AINS, pas d'injection IM, pas d'antibiotique. Liquides par voie orale ; surveiller les signes d'alerte (douleur abdominale, saignement, hématocrite en hausse).",
      'No aspirin. Pregnant women, neonates and the immunocompromised: urgent specialist review (IV aciclovir).':
        "Pas d'aspirine. Femmes enceintes, nouveau-nés et immunodéprimés : avis spécialisé urgent (aciclovir IV).",
      'No cough syrups or sedatives. Oxygen and suction for apnoea.':
        "Pas de sirops antitussifs ni de sédatifs. Oxygène et aspiration en cas d'apnée.",
      'No medicine is dosed here: diet and activity come first, and metformin or insulin is started and titrated by the antenatal diabetes clinic against home glucose readings (Kenya national diabetes guidelines 2018).':
        "Aucun médicament n'est dosé ici : le régime et l'activité viennent d'abord, et la metformine ou l'insuline est débutée et ajustée par la consultation prénatale de diabétologie d'après les glycémies à domicile (directives nationales du Kenya sur le diabète 2018).",
      'No specific treatment for acute hepatitis: rest, fluids, avoid alcohol and hepatotoxic medicines (reduce paracetamol). Chronic hepatitis B: assess for tenofovir disoproxil per WHO 2024 criteria (specialist or trained clinician).':
        "Pas de traitement spécifique de l'hépatite aiguë : repos, liquides, éviter l'alcool et les médicaments hépatotoxiques (réduire le paracétamol). Hépatite B chronique : évaluer l'indication du ténofovir disoproxil selon les critères de l'OMS 2024 (spécialiste ou clinicien formé).",
      'Not for simple goitre with normal thyroid tests. Children: specialist.':
        'Pas pour un goitre simple avec un bilan thyroïdien normal. Enfants : spécialiste.',
      'Once euvolaemic add bisoprolol 1.25 mg daily, titrated to 10 mg. Check potassium and creatinine 1-2 weeks after each change; salt and fluid advice; daily weights.':
        "Une fois l'euvolémie atteinte, ajouter le bisoprolol 1.25 mg par jour, augmenté jusqu'à 10 mg. Contrôler le potassium et la créatinine 1-2 semaines après chaque changement ; conseils sur le sel et les liquides ; pesée quotidienne.",
      'Open fractures need IV antibiotics (cefazolin or the local surgical protocol) given by the receiving hospital; no dose is written here. Severe pain: IV morphine titrated in hospital.':
        "Les fractures ouvertes demandent des antibiotiques IV (céfazoline ou protocole chirurgical local) donnés par l'hôpital receveur ; aucune dose n'est écrite ici. Douleur sévère : morphine IV titrée à l'hôpital.",
      'Oxygen to keep SpO2 94-98%; danger signs or no response: nebulised salbutamol 2.5 mg and ipratropium, refer.':
        'Oxygène pour maintenir la SpO2 à 94-98% ; signes de danger ou absence de réponse : salbutamol nébulisé 2.5 mg et ipratropium, transférer.',
      'Oxygen to SpO2 93-96%; severe: nebulised salbutamol with ipratropium, refer. Start or step up inhaled corticosteroid before discharge.':
        'Oxygène pour une SpO2 de 93-96% ; forme sévère : salbutamol nébulisé avec ipratropium, transférer. Débuter ou renforcer le corticoïde inhalé avant la sortie.',
      'Psychoeducation and psychological treatment; ask about self-harm; review in 2 weeks then monthly.':
        "Psychoéducation et psychothérapie ; demander s'il y a des idées d'automutilation ; revoir dans 2 semaines puis chaque mois.",
      'Psychological treatment comes first. Warn of early jitteriness; review within 2 weeks.':
        'La psychothérapie vient en premier. Prévenir de la nervosité en début de traitement ; revoir dans les 2 semaines.',
      'Pyridoxine only when the neuropathy is from isoniazid. Avoid amitriptyline in heart disease, glaucoma, urinary retention and older people at risk of falls.':
        "Pyridoxine seulement quand la neuropathie est due à l'isoniazide. Éviter l'amitriptyline en cas de cardiopathie, de glaucome, de rétention urinaire et chez la personne âgée à risque de chute.",
      'Reduce the aciclovir dose in kidney failure.':
        "Réduire la dose d'aciclovir en cas d'insuffisance rénale.",
      'Reduce to 1 mg/kg once daily if creatinine clearance < 30 mL/min. Warfarin is started on day 1 and titrated to INR 2 to 3 by the clinician (dose individual, not computed here). Children: specialist.':
        'Réduire à 1 mg/kg une fois par jour si la clairance de la créatinine est < 30 mL/min. La warfarine est débutée au jour 1 et ajustée pour un INR de 2 à 3 par le clinicien (dose individuelle, non calculée ici). Enfants : spécialiste.',
      'Rest and ice the joint. Do not start or stop allopurinol during the flare; start urate-lowering therapy (allopurinol 100 mg daily, titrated) for recurrent gout, tophi or urate stones.':
        "Repos et glace sur l'articulation. Ne pas débuter ni arrêter l'allopurinol pendant la crise ; débuter un traitement hypo-uricémiant (allopurinol 100 mg par jour, ajusté) en cas de goutte récidivante, de tophus ou de calculs uriques.",
      'Restrict salt and fluid; antihypertensive (amlodipine or nifedipine) if blood pressure stays raised after furosemide, by specialist advice in children.':
        "Restreindre le sel et les liquides ; antihypertenseur (amlodipine ou nifédipine) si la pression artérielle reste élevée après le furosémide, sur avis spécialisé chez l'enfant.",
      'Rounded to whole 3 mg tablets. The source states no maximum; the cap is the dose at 150 kg. Check for Loa loa where co-endemic.':
        'Arrondi à des comprimés entiers de 3 mg. La source ne donne pas de maximum ; le plafond est la dose pour 150 kg. Rechercher Loa loa en zone de co-endémie.',
      'RUTF (about 200 kcal/kg/day) for outpatients with appetite. Complicated SAM: admit; F-75, treat hypoglycaemia and hypothermia, IV ampicillin and gentamicin, careful fluids (ReSoMal); vitamin A only with eye signs or measles; folic acid; no iron until recovering.':
        "ATPE (environ 200 kcal/kg/jour) en ambulatoire si l'appétit est conservé. MAS compliquée : hospitaliser ; F-75, traiter l'hypoglycémie et l'hypothermie, ampicilline et gentamicine IV, liquides avec prudence (ReSoMal) ; vitamine A seulement en cas de signes oculaires ou de rougeole ; acide folique ; pas de fer avant la phase de récupération.",
      'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.':
        "Rechercher une tuberculose (et l'antigène cryptococcique si CD4 inférieurs à 200) avant de débuter ; débuter le TAR dans les 7 jours, le jour même si le patient est prêt.",
      'Screen for TB and treat infections first; under 1 year or over 12 years, refer before treating.':
        "Rechercher une tuberculose et traiter d'abord les infections ; avant 1 an ou après 12 ans, transférer avant de traiter.",
      'Sepsis, vomiting or pregnancy: admit, ceftriaxone IV (with gentamicin if severe).':
        'Sepsis, vomissements ou grossesse : hospitaliser, ceftriaxone IV (avec gentamicine si forme sévère).',
      "Severe dehydration: Ringer's lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.":
        "Déshydratation sévère : Ringer lactate 100 mL/kg IV (Plan C de l'OMS). Antibiotiques seulement en cas de déshydratation modérée ou sévère.",
      'Severe disease: ceftriaxone IV. Children under 8 and pregnancy: amoxicillin or azithromycin by the clinician (dose not computed here: the section of the source for children was not checked).':
        "Forme sévère : ceftriaxone IV. Enfants de moins de 8 ans et grossesse : amoxicilline ou azithromycine par le clinicien (dose non calculée ici : la section de la source pour l'enfant n'a pas été vérifiée).",
      'Severe or complicated enteric fever (perforation, shock, altered consciousness): ceftriaxone IV and surgical review.':
        'Fièvre typhoïde sévère ou compliquée (perforation, choc, trouble de la conscience) : ceftriaxone IV et avis chirurgical.',
      'Specialist-only treatment at a HAT centre (fexinidazole, acoziborole, NECT, suramin, melarsoprol, pentamidine): doses depend on stage, species and weight band and the medicines come from WHO; no dose is computed here.':
        "Traitement réservé au spécialiste dans un centre de THA (fexinidazole, acoziborole, NECT, suramine, mélarsoprol, pentamidine) : les doses dépendent du stade, de l'espèce et de la tranche de poids, et les médicaments viennent de l'OMS ; aucune dose n'est calculée ici.",
      'Start low and go slow; older people and first episodes need lower doses. Adolescents, pregnancy and breastfeeding: specialist.':
        'Commencer bas et augmenter lentement ; les personnes âgées et les premiers épisodes demandent des doses plus faibles. Adolescents, grossesse et allaitement : spécialiste.',
      'Stay active, avoid bed rest; red flags (fever, weight loss, neurological deficit, trauma, cancer history): investigate.':
        "Rester actif, éviter le repos au lit ; signes d'alerte (fièvre, perte de poids, déficit neurologique, traumatisme, antécédent de cancer) : explorer.",
      'Stop diuretics for sodium < 125 mmol/L, acute kidney injury, encephalopathy or potassium > 6 mmol/L. Children: specialist care.':
        'Arrêter les diurétiques si sodium < 125 mmol/L, insuffisance rénale aiguë, encéphalopathie ou potassium > 6 mmol/L. Enfants : prise en charge spécialisée.',
      'Take early in the attack; rest in a dark room; avoid triggers; prophylaxis (amitriptyline or propranolol) for frequent attacks; limit analgesics to under 10 days a month.':
        'Prendre tôt dans la crise ; repos dans une pièce sombre ; éviter les facteurs déclenchants ; prophylaxie (amitriptyline ou propranolol) pour les crises fréquentes ; limiter les antalgiques à moins de 10 jours par mois.',
      'Test and treat H. pylori (omeprazole + amoxicillin + clarithromycin or metronidazole for 14 days); stop NSAIDs; alarm features (bleeding, weight loss, age over 55): endoscopy.':
        "Rechercher et traiter H. pylori (oméprazole + amoxicilline + clarithromycine ou métronidazole pendant 14 jours) ; arrêter les AINS ; signes d'alarme (saignement, perte de poids, âge supérieur à 55 ans) : endoscopie.",
      'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.':
        'Rechercher le VIH et la résistance à la rifampicine (Xpert) ; traitement directement observé ; notifier.',
      'The lower end of the 3000-6000 IU range; a single large dose (stoss) is an alternative the source allows for poor adherence.':
        'Le bas de la fourchette de 3000-6000 UI ; une dose unique élevée (stoss) est une alternative admise par la source en cas de mauvaise observance.',
      'Then maintenance 600 IU daily.': 'Puis entretien à 600 UI par jour.',
      'Tinea capitis and extensive or nail infection need oral griseofulvin (10 mg/kg daily for 6-8 weeks; not in pregnancy).':
        'La teigne du cuir chevelu et les infections étendues ou unguéales demandent de la griséofulvine orale (10 mg/kg par jour pendant 6-8 semaines ; pas pendant la grossesse).',
      'Treat all household contacts at the same time; wash clothes and bedding in hot water. Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.':
        "Traiter tous les contacts du foyer en même temps ; laver vêtements et literie à l'eau chaude. Benzoate de benzyle à 25% (dilué chez l'enfant, pas avant 2 ans) si la perméthrine n'est pas disponible.",
      'Treat asymptomatic bacteriuria in pregnancy; send a urine culture and check it after treatment.':
        'Traiter la bactériurie asymptomatique pendant la grossesse ; envoyer une uroculture et la recontrôler après le traitement.',
      'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.':
        "Traiter les partenaires, proposer le dépistage du VIH et de la syphilis, des préservatifs ; pendant la grossesse, l'azithromycine remplace la doxycycline.",
      'Treat partners; warn of the Jarisch-Herxheimer reaction; in pregnancy only penicillin reliably treats the fetus.':
        'Traiter les partenaires ; prévenir de la réaction de Jarisch-Herxheimer ; pendant la grossesse, seule la pénicilline traite le fœtus de façon fiable.',
      'Treat the cause of delirium. No routine medicine; a low dose of haloperidol only for dangerous agitation, prescribed by the clinician; no cognitive enhancers in primary care.':
        "Traiter la cause du délirium. Pas de médicament systématique ; une faible dose d'halopéridol seulement pour une agitation dangereuse, prescrite par le clinicien ; pas de stimulants cognitifs en soins primaires.",
      'Treatment is food (ready-to-use supplementary food through the nutrition programme), not medicine.':
        "Le traitement est alimentaire (aliment de complément prêt à l'emploi par le programme de nutrition), pas médicamenteux.",
      'Treatment is phototherapy or exchange transfusion, decided by serum bilirubin for age in hours; no medicine.':
        "Le traitement est la photothérapie ou l'exsanguinotransfusion, décidées selon la bilirubine sérique pour l'âge en heures ; pas de médicament.",
      'Trichiasis needs surgery: refer.': 'Le trichiasis demande une chirurgie : transférer.',
      'Tuberculous pleurisy: give the TB regimens of pulmonary tuberculosis (2HRZE/4HR by weight band). Empyema: drainage and IV antibiotics in hospital; no dose is computed here because the antibiotic choice follows the local protocol and the culture.':
        "Pleurésie tuberculeuse : donner les schémas antituberculeux de la tuberculose pulmonaire (2HRZE/4HR selon la tranche de poids). Empyème : drainage et antibiotiques IV à l'hôpital ; aucune dose n'est calculée ici car le choix de l'antibiotique suit le protocole local et la culture.",
      'Up-dosing to 4 times (specialist advice) is in the guideline for uncontrolled chronic urticaria; the cap here is the standard dose.':
        "L'augmentation jusqu'à 4 fois la dose (sur avis spécialisé) figure dans le guide pour l'urticaire chronique non contrôlée ; le plafond ici est la dose standard.",
      'Usual maintenance 100 to 200 micrograms daily; the cap is the top of that range. Children and pregnancy: specialist.':
        'Entretien habituel de 100 à 200 microgrammes par jour ; le plafond est le haut de cette fourchette. Enfants et grossesse : spécialiste.',
      'Wash the wound with soap and water for 15 minutes at once. Category III: rabies immunoglobulin (human 20 IU/kg or equine 40 IU/kg) infiltrated into and around the wound on day 0. Intradermal alternative: 0.1 mL at 2 sites on days 0, 3 and 7.':
        "Laver immédiatement la plaie à l'eau et au savon pendant 15 minutes. Catégorie III : immunoglobulines antirabiques (humaines 20 UI/kg ou équines 40 UI/kg) infiltrées dans et autour de la plaie au jour 0. Alternative intradermique : 0.1 mL en 2 sites aux jours 0, 3 et 7.",
      'Weight loss, raise the head of the bed, avoid late meals, alcohol and tobacco; antacid for occasional symptoms.':
        "Perte de poids, surélever la tête du lit, éviter les repas tardifs, l'alcool et le tabac ; antiacide pour les symptômes occasionnels.",
      'Where onchocerciasis is co-endemic give ivermectin 150 micrograms/kg with albendazole instead of DEC. The source states no maximum for DEC; the cap is the dose at 150 kg.':
        "Là où l'onchocercose est co-endémique, donner l'ivermectine 150 microgrammes/kg avec l'albendazole au lieu de la DEC. La source ne donne pas de maximum pour la DEC ; le plafond est la dose pour 150 kg.",
      'WHO now recommends artemether-lumefantrine in the first trimester; quinine (with clindamycin) only when it cannot be given. Check for severe malaria signs; give IPTp-SP from the second trimester.':
        "L'OMS recommande désormais l'artéméther-luméfantrine au premier trimestre ; la quinine (avec la clindamycine) seulement quand il ne peut pas être donné. Rechercher des signes de paludisme grave ; donner le TPIp-SP à partir du deuxième trimestre.",
      'Wick the ear dry before each instillation.':
        "Assécher l'oreille par méchage avant chaque instillation.",
      'With a protective proton-pump inhibitor. Tuberculous pericarditis is treated with the TB regimens (see pulmonary tuberculosis).':
        'Avec un inhibiteur de la pompe à protons en protection. La péricardite tuberculeuse est traitée par les schémas antituberculeux (voir la tuberculose pulmonaire).',
      'With generous emollients.': 'Avec des émollients en abondance.',
    },
  },
];
