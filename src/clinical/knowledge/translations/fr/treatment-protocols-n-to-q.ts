import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with n to q. */
export const frenchTreatmentProtocolsNToQ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Nasal saline and gentle suction': 'Sérum physiologique nasal et aspiration douce',
      'Nasogastric feeding': 'Alimentation par sonde nasogastrique',
      'Nasogastric feeding if swallowing is unsafe':
        'Alimentation par sonde nasogastrique si la déglutition est dangereuse',
      'Nasogastric feeding when unable to feed':
        "Alimentation par sonde nasogastrique en cas d'incapacité à s'alimenter",
      'Nasogastric tube if drowsy and vomiting':
        'Sonde nasogastrique en cas de somnolence et de vomissements',
      'Nasogastric tube if vomiting and drowsy':
        'Sonde nasogastrique en cas de vomissements et de somnolence',
      'Neonates: continue expressed breast milk by tube':
        'Nouveau-nés : poursuivre le lait maternel exprimé par sonde',
      'Neurodevelopmental review at 6 weeks, 6 months and 1 year.':
        'Évaluation du développement neurologique à 6 semaines, 6 mois et 1 an.',
      'Nil by mouth for oesophageal objects': 'À jeun pour les objets œsophagiens',
      'Nil by mouth until vomiting settles': "À jeun jusqu'à l'arrêt des vomissements",
      'Nil by mouth, IV fluids, adequate analgesia (including opioids, which do not mask the diagnosis), pre-operative IV antibiotics (ceftriaxone with metronidazole) and appendicectomy. Complicated appendicitis (perforation, abscess) needs continued antibiotics; an appendiceal mass may be managed with antibiotics and drainage.':
        'À jeun, liquides IV, analgésie suffisante (y compris opioïdes, qui ne masquent pas le diagnostic), antibiotiques IV préopératoires (ceftriaxone avec métronidazole) et appendicectomie. Une appendicite compliquée (perforation, abcès) demande la poursuite des antibiotiques ; un plastron appendiculaire peut être traité par antibiotiques et drainage.',
      'No added salt': 'Pas de sel ajouté',
      'No antibiotic: acute bronchitis is usually viral and antibiotics do not shorten it. Symptomatic care with paracetamol; inhaled salbutamol only with wheeze. Reassess for pneumonia, asthma, pertussis and TB when the course is unusual.':
        "Pas d'antibiotique : la bronchite aiguë est habituellement virale et les antibiotiques ne la raccourcissent pas. Traitement symptomatique par paracétamol ; salbutamol inhalé seulement en cas de sifflement. Réévaluer pour une pneumonie, un asthme, une coqueluche et une tuberculose si l'évolution est inhabituelle.",
      'No induced vomiting or charcoal (alcohols are not adsorbed)':
        'Pas de vomissements provoqués ni de charbon (les alcools ne sont pas adsorbés)',
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
      'Nutritional rehabilitation': 'Réhabilitation nutritionnelle',
      'Nutritional support': 'Soutien nutritionnel',
      'Observe 24 hours in a facility; postnatal review at 3 days, 1-2 weeks and 6 weeks with haemoglobin.':
        'Surveiller 24 heures dans une structure de santé ; consultation postnatale à 3 jours, 1-2 semaines et 6 semaines avec hémoglobine.',
      'Observe 6 to 12 hours for biphasic reaction': 'Surveiller 6 à 12 heures pour une réaction biphasique',
      'Observe at least 24 hours after any bite; review 1 to 2 weeks after discharge for serum sickness and wound healing.':
        'Surveiller au moins 24 heures après toute morsure ; revoir 1 à 2 semaines après la sortie pour la maladie sérique et la cicatrisation.',
      'Observe at least 48 to 72 hours after symptoms settle; mental health follow-up after self-harm.':
        'Surveiller au moins 48 à 72 heures après la disparition des symptômes ; suivi en santé mentale après une automutilation.',
      'One week.': 'Une semaine.',
      'One week; sooner if eye symptoms.': 'Une semaine ; plus tôt en cas de symptômes oculaires.',
      'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.':
        "Seulement en l'absence d'amélioration dans les 48-72 heures ou si les symptômes récidivent ; contrôle de guérison pendant la grossesse.",
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever). Penicillin allergy: a macrolide (azithromycin or erythromycin). Most sore throats are viral and need no antibiotic.':
        "Amoxicilline orale ou phénoxyméthylpénicilline pendant 10 jours, ou une dose IM unique de benzathine benzylpénicilline si l'observance est incertaine (prévient le rhumatisme articulaire aigu). Allergie à la pénicilline : un macrolide (azithromycine ou érythromycine). La plupart des maux de gorge sont viraux et ne demandent pas d'antibiotique.",
      'Oral antihistamine at night for itching': 'Antihistaminique oral le soir contre les démangeaisons',
      'Oral corticosteroid within 72 hours of onset for patients 16 years and older (prednisolone 50 mg daily for 10 days, or 60 mg for 5 days then taper). Antiviral alone is not recommended; it may be added to steroids. Eye protection. No routine imaging or lab testing.':
        "Corticoïde oral dans les 72 heures suivant le début chez les patients de 16 ans et plus (prednisolone 50 mg par jour pendant 10 jours, ou 60 mg pendant 5 jours puis diminution). Un antiviral seul n'est pas recommandé ; il peut être ajouté aux corticoïdes. Protection oculaire. Pas d'imagerie ni d'examens biologiques systématiques.",
      'Oral fluids': 'Liquides par voie orale',
      'Oral fluids and continued feeding': "Liquides par voie orale et poursuite de l'alimentation",
      'Oral fluids and small frequent meals': 'Liquides par voie orale et petits repas fréquents',
      'Oral fluids and soft food': 'Liquides par voie orale et alimentation molle',
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss. Transfusion only for severe anaemia with decompensation. Parenteral iron where oral iron fails or is not tolerated (specialist).':
        "Fer oral (sulfate ou fumarate ferreux, en fer élément) chaque jour, poursuivi 3 mois après la normalisation de l'hémoglobine ; acide folique pendant la grossesse ; traiter la cause : albendazole pour l'ankylostome, prise en charge des règles abondantes, exploration d'un saignement digestif. Transfusion seulement pour une anémie sévère décompensée. Fer parentéral en cas d'échec ou d'intolérance du fer oral (spécialiste).",
      'Oral or IV fluids': 'Liquides par voie orale ou IV',
      'Oral regimen before discharge; review within 1 week, then monthly.':
        'Traitement oral avant la sortie ; revoir dans un délai de 1 semaine, puis chaque mois.',
      'Oral rehydration': 'Réhydratation orale',
      'Oral thrush: nystatin suspension 100 000 IU 4 times daily after feeds for 7 days (clotrimazole or miconazole alternatives). Oesophageal candidiasis (pain or difficulty swallowing with thrush): fluconazole for 14 days — adults 200 mg daily, children 3-6 mg/kg daily. HIV test and ART.':
        'Muguet buccal : nystatine suspension 100 000 UI 4 fois par jour après les tétées ou les repas pendant 7 jours (clotrimazole ou miconazole en alternative). Candidose œsophagienne (douleur ou difficulté à avaler avec muguet) : fluconazole pendant 14 jours — adultes 200 mg par jour, enfants 3-6 mg/kg par jour. Test VIH et TAR.',
      'ORS and continued feeding': "SRO et poursuite de l'alimentation",
      'ORS as the patient can drink': 'SRO autant que le patient peut boire',
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture. Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.':
        'Ambulatoire (forme légère, voie orale possible, pas de grossesse) : ciprofloxacine pendant 7 jours si la résistance locale le permet, ou amoxicilline-acide clavulanique guidée par la culture. Forme sévère, vomissements ou grossesse : ceftriaxone IV (ou gentamicine) puis relais oral pour compléter 7-14 jours.',
      'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days. Severe PID, pregnancy or failure: admit for IV therapy. An IUD may stay in place unless there is no improvement. Treat partners for gonorrhoea and chlamydia.':
        "Ambulatoire : ceftriaxone IM en dose unique plus doxycycline pendant 14 jours plus métronidazole pendant 14 jours. MIP sévère, grossesse ou échec : hospitaliser pour traitement IV. Un DIU peut rester en place sauf en l'absence d'amélioration. Traiter les partenaires pour la gonococcie et la chlamydiose.",
      Oxygen: 'Oxygène',
      'Oxygen and suction at the bedside': 'Oxygène et aspiration au lit du patient',
      'Oxygen for hypoxaemia': "Oxygène en cas d'hypoxémie",
      'Oxygen if in shock': 'Oxygène en cas de choc',
      'Oxygen if SpO2 < 90%': 'Oxygène si SpO2 < 90 %',
      'Oxygen if SpO2 < 90-94%': 'Oxygène si SpO2 < 90-94 %',
      'Oxygen if SpO2 < 94%': 'Oxygène si SpO2 < 94%',
      'Oxygen to keep SpO2 >= 94%': 'Oxygène pour maintenir la SpO2 >= 94%',
      'Oxygen to SpO2 >= 90-94%': 'Oxygène pour une SpO2 >= 90-94%',
      'Oxygen when hypoxaemic': "Oxygène en cas d'hypoxémie",
      'Oxygen when SpO2 < 90%': 'Oxygène quand la SpO2 < 90 %',
      'Pain relief by the WHO approach': "Soulagement de la douleur selon l'approche de l'OMS",
      Paracetamol: 'Paracétamol',
      'Paracetamol (avoid NSAIDs)': 'Paracétamol (éviter les AINS)',
      'Paracetamol (no NSAIDs, no IM injections)': "Paracétamol (pas d'AINS, pas d'injection IM)",
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
      'Parenteral artesunate (IV or IM) for at least 24 hours and until the patient can take oral medicine, then a full 3-day course of an ACT. If artesunate is not available, artemether IM or quinine IV. Before referral from a lower-level facility: first dose of IM artesunate, or rectal artesunate in children under 6 years.':
        "Artésunate parentéral (IV ou IM) pendant au moins 24 heures et jusqu'à ce que le patient puisse prendre un traitement oral, puis une cure complète de 3 jours de CTA. Si l'artésunate n'est pas disponible, artéméther IM ou quinine IV. Avant le transfert depuis une structure de niveau inférieur : première dose d'artésunate IM, ou artésunate rectal chez l'enfant de moins de 6 ans.",
      'Partner notification': 'Notification au partenaire',
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
      'Position to prevent aspiration and pressure sores':
        "Positionner pour prévenir l'inhalation et les escarres",
      'Post-operative review at 1 to 2 weeks; hCG follow-up until negative after medical treatment.':
        "Revue postopératoire à 1 à 2 semaines ; suivi des hCG jusqu'à négativation après traitement médical.",
      'Postnatal BP checks at 3 to 5 days and 6 weeks; long-term cardiovascular risk follow-up.':
        "Contrôles de la PA après l'accouchement à 3 à 5 jours et à 6 semaines ; suivi du risque cardiovasculaire au long cours.",
      'Postnatal glucose test': "Glycémie de contrôle après l'accouchement",
      'Postnatal review for fistula, infection and anaemia at 1 and 6 weeks.':
        'Consultation postnatale à 1 et 6 semaines pour fistule, infection et anémie.',
      'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.':
        "Praziquantel en dose unique (OMS : 40 mg/kg), y compris chez la femme enceinte après le premier trimestre et chez l'enfant d'âge préscolaire ; répéter chaque année dans les communautés de forte prévalence.",
      'Pre-hydration and potassium supplementation with amphotericin':
        "Préhydratation et supplémentation en potassium avec l'amphotéricine",
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
      'Psychosocial support': 'Soutien psychosocial',
      'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days. Viral conjunctivitis: hygiene and cold compresses, no antibiotic. Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops. Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.':
        "Conjonctivite purulente (bactérienne) : pommade ophtalmique à la tétracycline 1% ou collyre ou pommade au chloramphénicol pendant 5 à 7 jours. Conjonctivite virale : hygiène et compresses froides, pas d'antibiotique. Conjonctivite allergique : compresses froides, antihistaminique oral ou collyre antihistaminique/cromoglicate. Nouveau-né avec conjonctivite purulente : traiter le gonocoque et le chlamydia par voie générale (ceftriaxone) et transférer.",
      'Pyridoxine with isoniazid': "Pyridoxine avec l'isoniazide",
      'Quiet, darkened room with minimal handling': 'Pièce calme et sombre avec le minimum de manipulations',
      'Quiet, well-lit room': 'Pièce calme et bien éclairée',
    },
  },
];
