import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with n to r. */
export const frenchTreatmentProtocolsNToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Nasogastric feeding when unable to feed':
        "Alimentation par sonde nasogastrique en cas d'incapacité à s'alimenter",
      'No added salt': 'Pas de sel ajouté',
      'No specific antiviral. Group A (no warning signs): oral fluids, paracetamol, daily review. Group B (warning signs or risk factors): admit for IV isotonic crystalloids guided by haematocrit. Group C (severe dengue): crystalloid resuscitation, blood for severe bleeding.':
        "Pas d'antiviral spécifique. Groupe A (sans signe d'alerte) : liquides par voie orale, paracétamol, revue quotidienne. Groupe B (signes d'alerte ou facteurs de risque) : hospitaliser pour cristalloïdes isotoniques IV guidés par l'hématocrite. Groupe C (dengue sévère) : remplissage par cristalloïdes, sang en cas de saignement grave.",
      'No specific antiviral. Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.':
        "Pas d'antiviral spécifique. Vitamine A aux jours 1 et 2 (une troisième dose après 2-4 semaines en cas de signes oculaires), traitement des complications : pommade ophtalmique à la tétracycline pour l'écoulement oculaire, violet de gentiane pour les ulcérations buccales, SRO pour la diarrhée, et antibiotiques seulement pour la pneumonie, l'otite ou d'autres complications bactériennes.",
      'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low. Pregnancy: nitrofurantoin (avoid at term) or amoxicillin/cefalexin guided by culture. Men: treat for 7 days and send culture.':
        'Femmes non enceintes : nitrofurantoïne pendant 5 jours (premier choix), ou fosfomycine en dose unique, ou cotrimoxazole/triméthoprime là où la résistance locale est faible. Grossesse : nitrofurantoïne (à éviter à terme) ou amoxicilline/céfalexine guidée par la culture. Hommes : traiter 7 jours et envoyer une culture.',
      'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy). Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.':
        "Forme non grave (CURB-65 0-1) : amoxicilline orale pendant 5 jours (doxycycline en cas d'allergie à la pénicilline). Forme grave : ceftriaxone IV ou benzylpénicilline plus gentamicine, avec un macrolide si une infection atypique est suspectée, relais oral après amélioration clinique.",
      'NSAID first (diclofenac or ibuprofen) unless contraindicated; paracetamol or an opioid if NSAIDs cannot be used. Stones up to 10 mm in the ureter: medical expulsive therapy with an alpha-blocker (tamsulosin) where available and observation up to 4 to 6 weeks. Infected obstructed kidney: urgent decompression plus antibiotics.':
        "AINS en premier (diclofénac ou ibuprofène) sauf contre-indication ; paracétamol ou opioïde si les AINS ne peuvent pas être utilisés. Calculs urétéraux jusqu'à 10 mm : traitement médical expulsif par alphabloquant (tamsulosine) si disponible et surveillance jusqu'à 4 à 6 semaines. Rein infecté et obstrué : décompression urgente plus antibiotiques.",
      Nutrition: 'Nutrition',
      'Nutrition counselling and, where programmes exist, specially formulated food (ready-to-use supplementary food) until recovery (MUAC ≥ 125 mm); treat infections; no routine antibiotics.':
        "Conseil nutritionnel et, là où des programmes existent, aliment spécialement formulé (aliment de complément prêt à l'emploi) jusqu'à la guérison (PB ≥ 125 mm) ; traiter les infections ; pas d'antibiotiques systématiques.",
      'Nutritional counselling': 'Conseil nutritionnel',
      'Nutritional support': 'Soutien nutritionnel',
      'One week.': 'Une semaine.',
      'One week; sooner if eye symptoms.': 'Une semaine ; plus tôt en cas de symptômes oculaires.',
      'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.':
        "Seulement en l'absence d'amélioration dans les 48-72 heures ou si les symptômes récidivent ; contrôle de guérison pendant la grossesse.",
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever). Penicillin allergy: a macrolide (azithromycin or erythromycin). Most sore throats are viral and need no antibiotic.':
        "Amoxicilline orale ou phénoxyméthylpénicilline pendant 10 jours, ou une dose IM unique de benzathine benzylpénicilline si l'observance est incertaine (prévient le rhumatisme articulaire aigu). Allergie à la pénicilline : un macrolide (azithromycine ou érythromycine). La plupart des maux de gorge sont viraux et ne demandent pas d'antibiotique.",
      'Oral antihistamine at night for itching': 'Antihistaminique oral le soir contre les démangeaisons',
      'Oral fluids': 'Liquides par voie orale',
      'Oral fluids and continued feeding': "Liquides par voie orale et poursuite de l'alimentation",
      'Oral fluids and small frequent meals': 'Liquides par voie orale et petits repas fréquents',
      'Oral fluids and soft food': 'Liquides par voie orale et alimentation molle',
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss. Transfusion only for severe anaemia with decompensation. Parenteral iron where oral iron fails or is not tolerated (specialist).':
        "Fer oral (sulfate ou fumarate ferreux, en fer élément) chaque jour, poursuivi 3 mois après la normalisation de l'hémoglobine ; acide folique pendant la grossesse ; traiter la cause : albendazole pour l'ankylostome, prise en charge des règles abondantes, exploration d'un saignement digestif. Transfusion seulement pour une anémie sévère décompensée. Fer parentéral en cas d'échec ou d'intolérance du fer oral (spécialiste).",
      'Oral or IV fluids': 'Liquides par voie orale ou IV',
      'Oral rehydration': 'Réhydratation orale',
      'Oral thrush: nystatin suspension 100 000 IU 4 times daily after feeds for 7 days (clotrimazole or miconazole alternatives). Oesophageal candidiasis (pain or difficulty swallowing with thrush): fluconazole for 14 days — adults 200 mg daily, children 3-6 mg/kg daily. HIV test and ART.':
        'Muguet buccal : nystatine suspension 100 000 UI 4 fois par jour après les tétées ou les repas pendant 7 jours (clotrimazole ou miconazole en alternative). Candidose œsophagienne (douleur ou difficulté à avaler avec muguet) : fluconazole pendant 14 jours — adultes 200 mg par jour, enfants 3-6 mg/kg par jour. Test VIH et TAR.',
      'ORS and continued feeding': "SRO et poursuite de l'alimentation",
      'ORS as the patient can drink': 'SRO autant que le patient peut boire',
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture. Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.':
        'Ambulatoire (forme légère, voie orale possible, pas de grossesse) : ciprofloxacine pendant 7 jours si la résistance locale le permet, ou amoxicilline-acide clavulanique guidée par la culture. Forme sévère, vomissements ou grossesse : ceftriaxone IV (ou gentamicine) puis relais oral pour compléter 7-14 jours.',
      'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days. Severe PID, pregnancy or failure: admit for IV therapy. An IUD may stay in place unless there is no improvement. Treat partners for gonorrhoea and chlamydia.':
        "Ambulatoire : ceftriaxone IM en dose unique plus doxycycline pendant 14 jours plus métronidazole pendant 14 jours. MIP sévère, grossesse ou échec : hospitaliser pour traitement IV. Un DIU peut rester en place sauf en l'absence d'amélioration. Traiter les partenaires pour la gonococcie et la chlamydiose.",
      'Oxygen for hypoxaemia': "Oxygène en cas d'hypoxémie",
      'Oxygen if SpO2 < 90%': 'Oxygène si SpO2 < 90 %',
      'Oxygen if SpO2 < 90-94%': 'Oxygène si SpO2 < 90-94 %',
      'Oxygen when SpO2 < 90%': 'Oxygène quand la SpO2 < 90 %',
      'Pain relief by the WHO approach': "Soulagement de la douleur selon l'approche de l'OMS",
      Paracetamol: 'Paracétamol',
      'Paracetamol for acute attacks': 'Paracétamol pour les crises aiguës',
      'Paracetamol for fever': 'Paracétamol contre la fièvre',
      'Paracetamol for fever (no NSAIDs)': "Paracétamol contre la fièvre (pas d'AINS)",
      'Paracetamol for fever and aches (no aspirin in children)':
        "Paracétamol contre la fièvre et les courbatures (pas d'aspirine chez l'enfant)",
      'Paracetamol for fever and pain': 'Paracétamol contre la fièvre et la douleur',
      'Paracetamol for fever and pleuritic pain': 'Paracétamol contre la fièvre et la douleur pleurale',
      'Paracetamol for fever or discomfort': "Paracétamol contre la fièvre ou l'inconfort",
      'Paracetamol for fever; avoid antimotility drugs':
        'Paracétamol contre la fièvre ; éviter les ralentisseurs du transit',
      'Paracetamol for headache': 'Paracétamol contre la céphalée',
      'Paracetamol for pain': 'Paracétamol contre la douleur',
      'Paracetamol for pain and fever': 'Paracétamol contre la douleur et la fièvre',
      'Paracetamol for painful swallowing': 'Paracétamol pour la déglutition douloureuse',
      'Paracetamol if painful': 'Paracétamol si douloureux',
      'Paracetamol instead of NSAIDs': 'Paracétamol au lieu des AINS',
      'Paracetamol only at reduced doses, avoid NSAIDs if liver function is poor':
        'Paracétamol seulement à doses réduites, éviter les AINS si la fonction hépatique est altérée',
      'Paracetamol or ibuprofen': 'Paracétamol ou ibuprofène',
      'Paracetamol or ibuprofen for pain': 'Paracétamol ou ibuprofène contre la douleur',
      'Paracetamol or ibuprofen for pain and fever':
        'Paracétamol ou ibuprofène contre la douleur et la fièvre',
      'Paracetamol or NSAID for pain and fever': 'Paracétamol ou AINS contre la douleur et la fièvre',
      'Partner notification slips': 'Fiches de notification au partenaire',
      'Partner treatment for trichomoniasis': 'Traitement du partenaire en cas de trichomonase',
      'Penicillin prophylaxis while oedematous where the local guideline advises':
        'Prophylaxie par pénicilline tant que persistent les œdèmes si le guide local le recommande',
      'Permethrin 5% cream from the neck down (include the scalp and face in infants and the elderly), washed off after 8 to 12 hours, repeated after 7 days; benzyl benzoate 25% lotion where permethrin is not available (diluted for children; not in infants). Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.':
        "Perméthrine crème à 5% du cou aux pieds (y compris le cuir chevelu et le visage chez le nourrisson et la personne âgée), rincée après 8 à 12 heures, à répéter après 7 jours ; lotion de benzoate de benzyle à 25% si la perméthrine n'est pas disponible (diluée chez l'enfant ; pas chez le nourrisson). Ivermectine orale pour la gale croûteuse ou le traitement de masse, pas pendant la grossesse ni chez l'enfant de moins de 15 kg.",
      'Persistent painless lymph nodes over 2 cm for more than 4 weeks without infection, or a fast-growing jaw or abdominal mass in a child: exclude TB and refer for biopsy. Treatment is chemotherapy by the specialist centre (Burkitt: cyclophosphamide-based protocols; Hodgkin: ABVD); ART for HIV-associated lymphoma. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Adénopathies indolores persistantes de plus de 2 cm depuis plus de 4 semaines sans infection, ou masse de la mâchoire ou de l'abdomen à croissance rapide chez l'enfant : exclure une tuberculose et transférer pour biopsie. Le traitement est une chimiothérapie par le centre spécialisé (Burkitt : protocoles à base de cyclophosphamide ; Hodgkin : ABVD) ; TAR pour le lymphome associé au VIH. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Phototherapy when bilirubin crosses the WHO threshold for age and risk (or clinically: jaundice on day 1, palms and soles, preterm); exchange transfusion above the exchange threshold or with encephalopathy; treat sepsis; frequent breastfeeding.':
        "Photothérapie quand la bilirubine dépasse le seuil de l'OMS pour l'âge et le risque (ou cliniquement : ictère au jour 1, paumes et plantes, prématuré) ; exsanguinotransfusion au-dessus du seuil d'exsanguinotransfusion ou en cas d'encéphalopathie ; traiter un sepsis ; tétées fréquentes.",
      'Physiotherapy and splints to prevent contractures':
        'Kinésithérapie et attelles pour prévenir les rétractions',
      'Physiotherapy for weakness': 'Kinésithérapie en cas de faiblesse',
      'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.':
        "Plan A : revenir dans 5 jours en l'absence d'amélioration ou immédiatement devant des signes de danger ; Plan B : réévaluer après 4 heures.",
      'Postnatal glucose test': "Glycémie de contrôle après l'accouchement",
      'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.':
        "Praziquantel en dose unique (OMS : 40 mg/kg), y compris chez la femme enceinte après le premier trimestre et chez l'enfant d'âge préscolaire ; répéter chaque année dans les communautés de forte prévalence.",
      'Problem-solving and social support': 'Résolution de problèmes et soutien social',
      'Progressive dysphagia in an adult: urgent endoscopy. Most present late: palliation of dysphagia (self-expanding stent, brachytherapy, dilatation), nutrition support; curative surgery or chemoradiation for early disease by the specialist. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Dysphagie progressive chez l'adulte : endoscopie urgente. La plupart consultent tard : palliation de la dysphagie (prothèse auto-expansible, curiethérapie, dilatation), soutien nutritionnel ; chirurgie curative ou radiochimiothérapie des formes précoces par le spécialiste. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Protect eyes from UV': 'Protéger les yeux des UV',
      'Protective footwear': 'Chaussures de protection',
      'Psychoeducation, reduce stress, reactivate social networks, structured physical activity, and a brief psychological intervention (problem-solving, behavioural activation, interpersonal therapy or lay counselling such as the Friendship Bench). Moderate to severe depression: add an antidepressant, fluoxetine (SSRI) first, or amitriptyline (avoid in those at risk of self-harm and in heart disease), continued 9 to 12 months after recovery.':
        "Psychoéducation, réduction du stress, réactivation des réseaux sociaux, activité physique structurée, et intervention psychologique brève (résolution de problèmes, activation comportementale, thérapie interpersonnelle ou conseil par des non-spécialistes comme le Friendship Bench). Dépression modérée à sévère : ajouter un antidépresseur, la fluoxétine (ISRS) en premier, ou l'amitriptyline (à éviter en cas de risque d'automutilation et de cardiopathie), poursuivi 9 à 12 mois après la guérison.",
      'Psychoeducation, stress management and relaxation; brief psychological treatment (CBT-based) as first line. For generalized anxiety or panic disorder in adults an SSRI (fluoxetine) may be offered, continued 6 to 12 months after response. Avoid benzodiazepines except very briefly in acute severe anxiety. Exclude physical causes and depression.':
        "Psychoéducation, gestion du stress et relaxation ; brève psychothérapie (de type TCC) en première intention. Pour l'anxiété généralisée ou le trouble panique chez l'adulte, un ISRS (fluoxétine) peut être proposé, poursuivi 6 à 12 mois après la réponse. Éviter les benzodiazépines sauf très brièvement en cas d'anxiété aiguë sévère. Exclure les causes somatiques et la dépression.",
      'Psychosocial and spiritual support': 'Soutien psychosocial et spirituel',
      'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days. Viral conjunctivitis: hygiene and cold compresses, no antibiotic. Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops. Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.':
        "Conjonctivite purulente (bactérienne) : pommade ophtalmique à la tétracycline 1% ou collyre ou pommade au chloramphénicol pendant 5 à 7 jours. Conjonctivite virale : hygiène et compresses froides, pas d'antibiotique. Conjonctivite allergique : compresses froides, antihistaminique oral ou collyre antihistaminique/cromoglicate. Nouveau-né avec conjonctivite purulente : traiter le gonocoque et le chlamydia par voie générale (ceftriaxone) et transférer.",
      'Pyridoxine with isoniazid': "Pyridoxine avec l'isoniazide",
      'Quiet, well-lit room': 'Pièce calme et bien éclairée',
      'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children. Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.':
        "Mise sous TAR rapide (le jour même si le patient est prêt, dans les 7 jours) par ténofovir + lamivudine + dolutégravir (TLD) chez l'adulte et l'adolescent ; schémas à base de dolutégravir chez l'enfant. Paquet de la maladie à VIH avancée : prophylaxie au cotrimoxazole, traitement préventif de la tuberculose après exclusion d'une tuberculose, dépistage de l'antigène cryptococcique avec fluconazole préemptif si positif, et différer le TAR en cas de méningite cryptococcique ou tuberculeuse.",
      'Reassurance and advice to stay active; superficial heat; short course of an NSAID (ibuprofen) if no contraindication, or paracetamol; structured exercise, and physiotherapy or spinal manipulation for persistent pain. Avoid routine opioids, imaging and bed rest. Chronic primary low back pain: exercise programmes, psychological therapies and multi-component care as WHO 2023.':
        "Rassurer et conseiller de rester actif ; chaleur locale ; courte cure d'AINS (ibuprofène) en l'absence de contre-indication, ou paracétamol ; exercices structurés, et kinésithérapie ou manipulation vertébrale pour une douleur persistante. Éviter les opioïdes, l'imagerie et le repos au lit systématiques. Lombalgie chronique primaire : programmes d'exercices, thérapies psychologiques et prise en charge pluridisciplinaire selon l'OMS 2023.",
      'Reassurance and explanation; simple analgesics for episodes (paracetamol, ibuprofen or aspirin), limited to avoid medication overuse. Frequent or chronic tension-type headache: amitriptyline at night as prophylaxis, with stress management and physical therapy.':
        "Rassurer et expliquer ; antalgiques simples pour les épisodes (paracétamol, ibuprofène ou aspirine), en quantité limitée pour éviter l'abus médicamenteux. Céphalée de tension fréquente ou chronique : amitriptyline le soir en prophylaxie, avec gestion du stress et kinésithérapie.",
      'Recheck within 24-48 hours after discharge or stopping phototherapy.':
        "Recontrôler dans les 24-48 heures après la sortie ou l'arrêt de la photothérapie.",
      'Rehydrate with IV 0.9% saline (with potassium as needed), antiemetic (metoclopramide, or cyclizine/promethazine first line), thiamine 100 mg daily for anyone vomiting for weeks; exclude molar pregnancy, urinary infection and malaria.':
        'Réhydrater par sérum salé 0.9% IV (avec potassium si besoin), antiémétique (métoclopramide, ou cyclizine/prométhazine en première intention), thiamine 100 mg par jour pour toute femme qui vomit depuis des semaines ; exclure une grossesse molaire, une infection urinaire et un paludisme.',
      "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate). Zinc for 10-14 days in children. No antibiotics or antidiarrhoeal drugs for watery diarrhoea.":
        "Réhydratation selon le plan de l'OMS adapté au degré de déshydratation : Plan A (liquides à domicile, SRO et zinc), Plan B (SRO au centre de santé en 4 heures), Plan C (Ringer lactate IV). Zinc pendant 10-14 jours chez l'enfant. Pas d'antibiotiques ni d'antidiarrhéiques pour une diarrhée aqueuse.",
      "Rehydration is the treatment: ORS for some dehydration, IV Ringer's lactate for severe dehydration. An antibiotic (single-dose doxycycline in adults; azithromycin in children and pregnant women) is given to patients with severe dehydration, per GTFCC. Zinc for children under 5.":
        "La réhydratation est le traitement : SRO pour une déshydratation modérée, Ringer lactate IV pour une déshydratation sévère. Un antibiotique (doxycycline en dose unique chez l'adulte ; azithromycine chez l'enfant et la femme enceinte) est donné aux patients avec déshydratation sévère, selon le GTFCC. Zinc chez l'enfant de moins de 5 ans.",
      'Relaxation techniques': 'Techniques de relaxation',
      'Repeat the dose if vomited within 30 minutes':
        'Redonner la dose si elle est vomie dans les 30 minutes',
      Rest: 'Repos',
      'Rest and elevation of the joint': "Repos et surélévation de l'articulation",
      'Rest and nutrition': 'Repos et nutrition',
      'Rest during acute carditis': 'Repos pendant la cardite aiguë',
      'Rest in a dark quiet room': 'Repos dans une pièce sombre et calme',
      'Return at 7 days if not cured.': "Revenir à 7 jours en l'absence de guérison.",
      'Return if breathless or not improving in 5 days.':
        "Revenir en cas d'essoufflement ou en l'absence d'amélioration en 5 jours.",
      'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.':
        "Revenir en l'absence d'amélioration après 5 jours (enfants) ou 10 jours (adultes), ou immédiatement en cas de difficulté respiratoire.",
      'Return if severe headache, vomiting, testicular or abdominal pain, or hearing loss.':
        'Revenir en cas de céphalée intense, de vomissements, de douleur testiculaire ou abdominale, ou de perte auditive.',
      'Return on each vaccine day; review the wound at day 3.':
        'Revenir à chaque jour de vaccination ; revoir la plaie au jour 3.',
      'Review after 1 to 2 weeks, then monthly; more often with suicidal thoughts.':
        "Revoir après 1 à 2 semaines, puis chaque mois ; plus souvent en cas d'idées suicidaires.",
      'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.':
        'Revoir après 2 jours (complications oculaires/buccales), puis à 2-4 semaines pour la troisième dose de vitamine A si besoin.',
      'Review after 2 days as an outpatient; the cough lasts weeks (“100-day cough”).':
        'Revoir après 2 jours en ambulatoire ; la toux dure des semaines (« toux des 100 jours »).',
      'Review after 2 days.': 'Revoir après 2 jours.',
      'Review after 2 days; if no improvement change to a second-line antibiotic or refer.':
        "Revoir après 2 jours ; en l'absence d'amélioration, passer à un antibiotique de deuxième intention ou transférer.",
      'Review after 2 to 3 months of prophylaxis or sooner if attacks change.':
        'Revoir après 2 à 3 mois de prophylaxie ou plus tôt si les crises changent.',
      'Review after 2 to 4 weeks if not improving; at once for red flags.':
        "Revoir après 2 à 4 semaines en l'absence d'amélioration ; immédiatement en cas de signe d'alerte.",
      'Review after 2 to 4 weeks, or earlier if lesions become infected.':
        "Revoir après 2 à 4 semaines, ou plus tôt si les lésions s'infectent.",
      'Review after 2 to 4 weeks, then as needed.': 'Revoir après 2 à 4 semaines, puis selon les besoins.',
      'Review after 2 to 4 weeks; scalp tinea at the end of the oral course.':
        'Revoir après 2 à 4 semaines ; teigne du cuir chevelu à la fin du traitement oral.',
      'Review after 2 weeks.': 'Revoir après 2 semaines.',
      'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.':
        "Revoir après 3-5 jours de traitement ; plus tôt si la douleur abdominale s'aggrave ou en cas de saignement.",
      'Review after 4 to 8 weeks; sooner with any alarm feature.':
        "Revoir après 4 à 8 semaines ; plus tôt devant tout signe d'alarme.",
      'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.':
        'Revoir après 48-72 heures ; radiographie thoracique à 6 semaines si les symptômes persistent ou chez le fumeur de plus de 50 ans.',
      'Review after 5 days if not better, at once if pain or blurred vision.':
        "Revoir après 5 jours en l'absence d'amélioration, immédiatement en cas de douleur ou de vision floue.",
      'Review after 7 days.': 'Revoir après 7 jours.',
      'Review after 7-10 days if not improving.': "Revoir après 7-10 jours en l'absence d'amélioration.",
      'Review after the flare (1 to 2 weeks), then every 2 to 5 weeks while titrating allopurinol.':
        "Revoir après la crise (1 à 2 semaines), puis toutes les 2 à 5 semaines pendant l'ajustement de l'allopurinol.",
      'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.':
        "Revoir 2 semaines après le début du TAR, chaque mois jusqu'à stabilité, charge virale à 3 mois.",
      'Review at 3 months with ALP and X-ray.': 'Revoir à 3 mois avec PAL et radiographie.',
      'Review at 3-6 months; post-operative review at 1 day, 1-2 weeks and 3-6 months.':
        'Revoir à 3-6 mois ; contrôle postopératoire à 1 jour, 1-2 semaines et 3-6 mois.',
      'Review at 4 to 8 weeks.': 'Revoir à 4 à 8 semaines.',
      'Review at 48 to 72 hours.': 'Revoir à 48 à 72 heures.',
      'Review at 48-72 hours; extend to 7-10 days if slow to respond.':
        'Revoir à 48-72 heures ; prolonger à 7-10 jours si la réponse est lente.',
      'Review at 48-72 hours; repeat urine culture in pregnancy.':
        "Revoir à 48-72 heures ; recontrôler l'uroculture pendant la grossesse.",
      'Review at 7 days if not improved.': "Revoir à 7 jours en l'absence d'amélioration.",
      'Review at 72 hours, and at the end of treatment.': 'Revoir à 72 heures, et en fin de traitement.',
      'Review at 72 hours; repeat ultrasound only if not improving.':
        "Revoir à 72 heures ; refaire l'échographie seulement en l'absence d'amélioration.",
      'Review every 2-3 days until lesions heal (2-4 weeks).':
        "Revoir tous les 2-3 jours jusqu'à la cicatrisation des lésions (2-4 semaines).",
      'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.':
        "Contrôler l'Hb après 4 semaines, puis tous les 1 à 3 mois jusqu'à 3 mois après la normalisation de l'Hb.",
      'Review if new fever after initial improvement, breathing difficulty or infected spots.':
        'Revoir en cas de nouvelle fièvre après une amélioration initiale, de difficulté respiratoire ou de boutons surinfectés.',
      'Review in 1 to 2 weeks with imaging to confirm passage.':
        "Revoir dans 1 à 2 semaines avec imagerie pour confirmer l'expulsion.",
      'Review in 2 to 4 weeks during a flare.': 'Revoir dans 2 à 4 semaines pendant une poussée.',
      'Review in 2 to 4 weeks if not settled.': "Revoir dans 2 à 4 semaines en l'absence de résolution.",
      'Review in 3 days if not improving; at once for difficulty swallowing or breathing.':
        "Revoir dans 3 jours en l'absence d'amélioration ; immédiatement en cas de difficulté à avaler ou à respirer.",
      'Review in 4 to 6 weeks if frequent; sooner if the pattern changes.':
        'Revoir dans 4 à 6 semaines si les céphalées sont fréquentes ; plus tôt si leur profil change.',
      'Review on day 3 if fever persists, and at once for any danger sign; a negative test with persisting fever calls for another cause.':
        'Revoir au jour 3 si la fièvre persiste, et immédiatement devant tout signe de danger ; un test négatif avec une fièvre persistante fait rechercher une autre cause.',
      'Review weekly until jaundice settles; repeat HBsAg at 6 months; chronic hepatitis B every 6 to 12 months.':
        "Revoir chaque semaine jusqu'à la résolution de l'ictère ; recontrôler l'AgHBs à 6 mois ; hépatite B chronique tous les 6 à 12 mois.",
      'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.':
        "Revoir dans les 1 à 2 semaines après la sortie, puis tous les 1 à 3 mois pendant l'ajustement des médicaments.",
      'Review within 1 to 4 weeks after an exacerbation, then every 3 to 6 months.':
        'Revoir dans les 1 à 4 semaines après une exacerbation, puis tous les 3 à 6 mois.',
      'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.':
        "Revoir dans les 2 à 7 jours après une crise, puis tous les 1 à 3 mois jusqu'au contrôle.",
      'Review within 24-48 hours after discharge and at each antenatal visit.':
        'Revoir dans les 24-48 heures après la sortie et à chaque consultation prénatale.',
      'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.':
        'Revue systématique après 4-6 semaines ; traitement de masse annuel là où la prévalence est de 10% ou plus.',
      'Routine; repeat deworming every 6-12 months in endemic areas.':
        "Systématique ; répéter le déparasitage tous les 6-12 mois en zone d'endémie.",
    },
  },
];
