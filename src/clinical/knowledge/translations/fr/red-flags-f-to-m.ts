import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with f to m. */
export const frenchRedFlagsFToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Lie flat, IV access and fluids, check the blood pressure and haemoglobin; refer at once.':
        'Allonger à plat, voie veineuse et remplissage, contrôler la tension et l’hémoglobine ; transférer immédiatement.',
      'Inturned lashes with a white or clouded patch on the cornea: corneal ulcer':
        'Cils retournés avec une tache blanche ou trouble sur la cornée : ulcère cornéen',
      'Inturned lashes with a red eye, pus and sight going: infected corneal ulcer':
        'Cils retournés avec un œil rouge, du pus et une vue qui baisse : ulcère cornéen infecté',
      'Antibiotic eye ointment and a pad now; refer today to an eye unit for the ulcer; epilate the touching lashes.':
        'Pommade antibiotique oculaire et pansement occlusif maintenant ; transférer aujourd’hui vers un service d’ophtalmologie pour l’ulcère ; épiler les cils qui touchent.',
      'Facial weakness with arm or leg weakness, speech problems or confusion, or sparing the forehead: stroke, not Bell palsy':
        "Faiblesse faciale avec faiblesse d'un bras ou d'une jambe, trouble de la parole ou confusion, ou front épargné : AVC, pas une paralysie de Bell",
      'Falling consciousness in DKA: cerebral oedema (especially in children)':
        "Baisse de la conscience au cours d'une acidocétose : œdème cérébral (surtout chez l'enfant)",
      'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable':
        'Arythmie rapide avec choc, syncope, douleur thoracique ischémique ou insuffisance cardiaque : instable',
      'Fast breathing, chest indrawing or high fever during pertussis: secondary pneumonia':
        "Respiration rapide, tirage sous-costal ou forte fièvre au cours d'une coqueluche : pneumonie secondaire",
      'Fast breathing, chest indrawing, stridor or hypoxaemia: not a simple cold':
        'Respiration rapide, tirage sous-costal, stridor ou hypoxémie : pas un simple rhume',
      'Fast breathing, crackles, low oxygen or high fever: pneumonia rather than bronchitis':
        'Respiration rapide, crépitants, oxygénation basse ou forte fièvre : pneumonie plutôt que bronchite',
      'Feature of severe malaria (severe anaemia or bleeding)':
        'Critère de paludisme grave (anémie sévère ou saignement)',
      'Fever after birth or abortion with a tender uterus or foul discharge':
        'Fièvre après un accouchement ou un avortement avec utérus sensible ou pertes fétides',
      'Fever or abdominal pain with ascites: spontaneous bacterial peritonitis':
        "Fièvre ou douleur abdominale avec ascite : infection spontanée du liquide d'ascite",
      'Fever or rigors with a stone: infected obstructed kidney':
        'Fièvre ou frissons avec un calcul : rein obstrué et infecté',
      'Fever with jaundice (with rigors, confusion or shock): acute cholangitis':
        'Fièvre avec ictère (avec frissons, confusion ou choc) : angiocholite aiguë',
      'Fever with joint swelling or skin lesions: disseminated gonococcal infection':
        'Fièvre avec gonflement articulaire ou lésions cutanées : gonococcie disséminée',
      'Fever with loin pain, rigors or vomiting: upper urinary tract infection':
        'Fièvre avec douleur lombaire, frissons ou vomissements : infection urinaire haute',
      'Fever with painful clustered blisters or punched-out erosions on eczema: eczema herpeticum':
        "Fièvre avec vésicules douloureuses groupées ou érosions à l'emporte-pièce sur un eczéma : eczéma herpétiforme",
      'Fever with unexplained bleeding': 'Fièvre avec saignement inexpliqué',
      'Fever, agitation or confusion, vomiting in thyrotoxicosis: thyroid storm':
        "Fièvre, agitation ou confusion, vomissements au cours d'une thyrotoxicose : crise thyréotoxique",
      'Fever, fluctuating confusion, neck stiffness or fits: look for a medical cause (delirium, meningitis, cerebral malaria, HIV)':
        'Fièvre, confusion fluctuante, raideur de la nuque ou convulsions : rechercher une cause somatique (délirium, méningite, neuropaludisme, VIH)',
      'Fever, foul discharge or a tender uterus after abortion (septic abortion)':
        'Fièvre, pertes fétides ou utérus sensible après un avortement (avortement septique)',
      'Fever, spreading redness or an ill infant: cellulitis or staphylococcal sepsis':
        "Fièvre, rougeur qui s'étend ou nourrisson malade : cellulite ou sepsis staphylococcique",
      'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.':
        "Première dose d'ampicilline (ou benzylpénicilline) et de gentamicine IM maintenant, garder au chaud, allaiter ou donner le lait maternel exprimé, transférer en urgence.",
      'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.':
        'Première dose de ceftriaxone IM/IV (ou ampicilline plus gentamicine) et transfert urgent.',
      'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.':
        'Premières doses de cloxacilline (ou ampicilline) et de gentamicine IM et transférer en urgence.',
      'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.':
        "Premières doses d'antibiotiques IV/IM maintenant (ampicilline, gentamicine, métronidazole) et transférer pour évacuation des débris retenus.",
      'First seizure with focal signs: structural brain lesion (stroke, tumour, abscess, toxoplasmosis)':
        'Première crise avec signes focaux : lésion cérébrale structurelle (AVC, tumeur, abcès, toxoplasmose)',
      'Fit in pregnancy after 20 weeks or after delivery: eclampsia':
        "Crise convulsive pendant la grossesse après 20 semaines ou après l'accouchement : éclampsie",
      'Fits or coma in pregnancy or after delivery: eclampsia':
        "Convulsions ou coma pendant la grossesse ou après l'accouchement : éclampsie",
      'Fits, confusion, severe headache or very high blood pressure: hypertensive encephalopathy':
        'Convulsions, confusion, céphalée intense ou pression artérielle très élevée : encéphalopathie hypertensive',
      'Fits, spasms or stridor (laryngospasm) in a child with rickets: symptomatic hypocalcaemia':
        'Convulsions, spasmes ou stridor (laryngospasme) chez un enfant rachitique : hypocalcémie symptomatique',
      'Flaccid weakness with breathlessness, weak cough or swallowing difficulty: respiratory failure can follow within hours':
        'Faiblesse flasque avec essoufflement, toux faible ou difficulté à avaler : une insuffisance respiratoire peut suivre en quelques heures',
      'Fluid resuscitation and ceftriaxone now; refer for intensive care.':
        'Remplissage vasculaire et ceftriaxone maintenant ; transférer en réanimation.',
      'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.':
        "Remplissage vasculaire dans l'unité d'isolement ; transfert vers un centre de traitement des FHV désigné.",
      'Foreign body with stridor, cyanosis or inability to speak or cry (airway obstruction)':
        'Corps étranger avec stridor, cyanose ou incapacité à parler ou à pleurer (obstruction des voies aériennes)',
      'Fracture with numbness, a pale cold limb or pain out of proportion (vascular injury or compartment syndrome)':
        'Fracture avec engourdissement, membre pâle et froid ou douleur disproportionnée (lésion vasculaire ou syndrome des loges)',
      'Genital ulcer in a person with HIV (extensive or chronic herpes)':
        'Ulcération génitale chez une personne vivant avec le VIH (herpès étendu ou chronique)',
      'Give 10% glucose (oral or by nasogastric tube, IV if unconscious), warm the child skin-to-skin, start feeds and antibiotics.':
        "Donner du glucose à 10% (par voie orale ou par sonde nasogastrique, IV si inconscient), réchauffer l'enfant en peau à peau, débuter l'alimentation et les antibiotiques.",
      'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.':
        'Donner un bolus de sérum salé 0.9 %, répéter si besoin, et transférer en soins intensifs.',
      'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.':
        "Donner le sérum antivenimeux (adrénaline prête), répéter le TCST20 toutes les 6 heures ; pas d'injection IM.",
      'Give antivenom now, prepare to ventilate (bag-valve-mask), neostigmine with atropine test; urgent transfer.':
        'Donner le sérum antivenimeux maintenant, se préparer à ventiler (ballon-valve-masque), test à la néostigmine avec atropine ; transfert urgent.',
      'Give benzathine penicillin the same day (prevents congenital syphilis), treat the partner, and alert the birth attendant to examine and treat the newborn.':
        "Donner la benzathine pénicilline le jour même (prévient la syphilis congénitale), traiter le partenaire, et prévenir l'accoucheur pour examiner et traiter le nouveau-né.",
      'Give doxycycline at once whatever the age; admit; manage shock.':
        "Donner la doxycycline immédiatement quel que soit l'âge ; hospitaliser ; traiter le choc.",
      'Give glucose now (oral if awake, IV if not), then review the dose of insulin or sulfonylurea.':
        "Donner du glucose maintenant (par voie orale si éveillé, IV sinon), puis revoir la dose d'insuline ou de sulfamide hypoglycémiant.",
      'Give IV dextrose for glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition), manage shock cautiously, monitor urine output; refer for high-dependency care.':
        'Donner du dextrose IV si glycémie < 2.5 mmol/L (< 3 mmol/L en cas de malnutrition sévère), traiter le choc avec prudence, surveiller la diurèse ; transférer en soins intensifs.',
      'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.':
        'Donner du glucose IV maintenant (glucagon IM sans voie veineuse), recontrôler la glycémie après 15 minutes, puis alimenter une fois réveillé.',
      'Give IV/IM ceftriaxone immediately (do not delay for lumbar puncture), manage airway and convulsions, check glucose, admit; notify the surveillance officer.':
        'Donner la ceftriaxone IV/IM immédiatement (ne pas attendre la ponction lombaire), prendre en charge les voies aériennes et les convulsions, contrôler la glycémie, hospitaliser ; notifier le responsable de la surveillance.',
      'Give oxygen, start IV aciclovir and refer for admission.':
        "Donner de l'oxygène, débuter l'aciclovir IV et transférer pour hospitalisation.",
      'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.':
        "Donner l'oxygène, la première dose d'ampicilline (ou benzylpénicilline) IM/IV plus gentamicine, et transférer en urgence ; garder l'enfant au chaud et continuer à le nourrir.",
      'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.':
        "Donner l'artésunate parentéral maintenant (artésunate rectal avant le transfert chez l'enfant de moins de 6 ans si aucune injection n'est possible), contrôler la glycémie et l'hémoglobine, et transférer à l'hôpital.",
      'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.':
        'Donner le paquet de la maladie à VIH avancée : TB LAM et Xpert, CrAg sérique, cotrimoxazole, traitement préventif de la tuberculose une fois la tuberculose exclue, TAR rapide.',
      'Give the pre-referral or first dose of parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), check glucose, and refer to hospital.':
        "Donner maintenant la dose de pré-transfert ou la première dose d'artésunate parentéral (artésunate rectal chez l'enfant de moins de 6 ans si aucune injection n'est possible), contrôler la glycémie, et transférer à l'hôpital.",
      'Give thiamine IV before any glucose-containing fluid and refer.':
        'Donner la thiamine IV avant tout soluté contenant du glucose et transférer.',
      'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.':
        "Donner la vitamine A et la première dose d'un antibiotique adapté (pneumonie), oxygène en cas d'hypoxémie, et transférer en urgence.",
      'Goitre with stridor or difficulty swallowing: compression':
        'Goitre avec stridor ou difficulté à avaler : compression',
      'Haematemesis or melaena: bleeding oesophageal varices from hepatosplenic schistosomiasis':
        'Hématémèse ou méléna : rupture de varices œsophagiennes due à une schistosomiase hépatosplénique',
      Haemoptysis: 'Hémoptysie',
      'Haemoptysis, night sweats or weight loss: exclude TB and lung cancer':
        'Hémoptysie, sueurs nocturnes ou perte de poids : exclure une tuberculose et un cancer du poumon',
      'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive':
        'Envenimation hémotoxique : saignement ou test de coagulation sur sang total à 20 minutes positif',
      'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)':
        'Traumatisme crânien avec GCS ≤ 8, convulsions, déficit focal ou intervalle libre (hémorragie intracrânienne)',
      'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants':
        'Traumatisme crânien avec baisse du GCS, vomissements répétés, perte de connaissance, ou sous anticoagulants',
      'Headache with focal deficit, very high blood pressure or late pregnancy':
        'Céphalée avec déficit focal, pression artérielle très élevée ou fin de grossesse',
      'Headache with neck stiffness': 'Céphalée avec raideur de la nuque',
      'Headache with neck stiffness or petechial rash: meningitis':
        'Céphalée avec raideur de la nuque ou éruption pétéchiale : méningite',
      'Headache, neck stiffness, drowsiness or fits with a discharging ear: intracranial spread':
        'Céphalée, raideur de la nuque, somnolence ou convulsions avec une oreille qui coule : extension intracrânienne',
      'Heart failure late in pregnancy or after delivery: peripartum cardiomyopathy':
        "Insuffisance cardiaque en fin de grossesse ou après l'accouchement : cardiomyopathie du péripartum",
      'Mania in the weeks after birth: postpartum psychosis':
        "Manie dans les semaines suivant l'accouchement : psychose du post-partum",
      'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta':
        "Saignement abondant après l'accouchement (≥ 500 mL ou garnitures trempées) ou rétention placentaire",
      'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)':
        "Forte fièvre au cours d'une drépanocytose (risque de sepsis pneumococcique foudroyant)",
      'High risk of death: vitamin A, assess for SAM complications, admit.':
        'Risque de décès élevé : vitamine A, rechercher les complications de la MAS, hospitaliser.',
      'High-flow oxygen, continuous nebulised salbutamol, IV corticosteroid and IV magnesium; transfer to intensive care.':
        'Oxygène à haut débit, salbutamol nébulisé en continu, corticoïde IV et magnésium IV ; transférer en réanimation.',
      'High-flow oxygen, early airway assessment by a skilled clinician (swelling closes the airway within hours); refer immediately.':
        "Oxygène à haut débit, évaluation précoce des voies aériennes par un clinicien expérimenté (l'œdème ferme les voies aériennes en quelques heures) ; transférer immédiatement.",
      'Hives with breathing difficulty, wheeze or low blood pressure: anaphylaxis':
        'Urticaire avec difficulté respiratoire, sifflement ou pression artérielle basse : anaphylaxie',
      'Hot swollen joint or a limb the child will not move: septic arthritis until proved otherwise':
        "Articulation chaude et gonflée ou membre que l'enfant ne bouge pas : arthrite septique jusqu'à preuve du contraire",
      'Hot swollen joint with fever: septic arthritis or crystal arthritis, not osteoarthritis':
        'Articulation chaude et gonflée avec fièvre : arthrite septique ou microcristalline, pas une arthrose',
      'Hot swollen joint with high fever, shock or a wound: septic arthritis until proven otherwise':
        "Articulation chaude et gonflée avec forte fièvre, choc ou plaie : arthrite septique jusqu'à preuve du contraire",
      'Hypoglycaemia or hypothermia in SAM': "Hypoglycémie ou hypothermie au cours d'une MAS",
      'Hypoglycaemia or shock in severe malaria': "Hypoglycémie ou choc au cours d'un paludisme grave",
      'Hypoxaemia (SpO2 < 90%)': 'Hypoxémie (SpO2 < 90 %)',
      'Hypoxaemia or respiratory distress with chickenpox: varicella pneumonia':
        'Hypoxémie ou détresse respiratoire avec varicelle : pneumonie varicelleuse',
      'Hypoxaemia or respiratory distress: acute chest syndrome':
        'Hypoxémie ou détresse respiratoire : syndrome thoracique aigu',
      'Hypoxaemia, respiratory distress or shock: decompensated rheumatic heart disease':
        'Hypoxémie, détresse respiratoire ou choc : cardiopathie rhumatismale décompensée',
      'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.':
        "Adrénaline IM (1 mg/mL) 0.01 mg/kg dans la face antéro-externe de la cuisse maintenant (max 0.5 mg chez l'adulte, 0.3 mg chez l'enfant), à répéter toutes les 5 à 15 minutes si besoin ; appeler à l'aide, allonger à plat jambes surélevées (assis si la respiration est difficile), oxygène, bolus de liquide IV.",
      'Infant: 5 back blows then 5 chest thrusts; child or adult: 5 back blows then 5 abdominal thrusts; repeat; if unconscious start CPR and look in the mouth before breaths; oxygen; immediate referral for bronchoscopy.':
        'Nourrisson : 5 tapes dans le dos puis 5 compressions thoraciques ; enfant ou adulte : 5 tapes dans le dos puis 5 compressions abdominales ; répéter ; en cas de perte de connaissance, débuter la RCP et regarder dans la bouche avant les insufflations ; oxygène ; transfert immédiat pour bronchoscopie.',
      'Infected or haemorrhagic lesions (secondary streptococcal or staphylococcal infection)':
        'Lésions surinfectées ou hémorragiques (surinfection streptococcique ou staphylococcique)',
      'Injured patient with shock, heavy bleeding, coma or breathing difficulty':
        'Blessé en état de choc, avec hémorragie importante, coma ou difficulté respiratoire',
      'Intentional self-poisoning': 'Auto-intoxication volontaire',
      'Intracranial complication of otitis (meningitis, abscess): neck stiffness or coma':
        "Complication intracrânienne d'une otite (méningite, abcès) : raideur de la nuque ou coma",
      'Irregular or slow pulse or low blood pressure in diphtheria: toxic myocarditis':
        "Pouls irrégulier ou lent ou pression artérielle basse au cours d'une diphtérie : myocardite toxique",
      'Ischaemic chest pain, ischaemic ECG or raised troponin':
        'Douleur thoracique ischémique, ECG ischémique ou troponine élevée',
      'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.':
        'Isoler dans une zone de traitement du choléra, notifier le responsable de la surveillance du district dans les 24 heures, et prélever des selles pour culture.',
      'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.':
        'Isoler maintenant avec EPI complet, limiter les contacts, notifier immédiatement le responsable de la surveillance, prélever selon le protocole national ; réanimer par liquides IV.',
      'Isolate with droplet precautions (mask on patient and staff), start IV gentamicin or ciprofloxacin at once, notify the district surveillance officer the same day, trace and give prophylaxis to contacts.':
        'Isoler avec précautions gouttelettes (masque pour le patient et le personnel), débuter immédiatement la gentamicine ou la ciprofloxacine IV, notifier le responsable de la surveillance du district le jour même, retrouver les contacts et leur donner une prophylaxie.',
      'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.':
        "Isoler avec précautions standard et contact jusqu'à exclusion d'une FHV ; tester le paludisme et la dengue, contrôler les plaquettes et la coagulation, demander les expositions ; notifier si aucune autre cause n'est trouvée.",
      'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify. Post-exposure prophylaxis is of no use once symptoms start.':
        'Isoler, sédater et donner des soins palliatifs dans une pièce calme ; le personnel porte des EPI ; notifier. La prophylaxie post-exposition ne sert plus à rien une fois les symptômes apparus.',
      'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.':
        'Voie veineuse, hémoglobine, groupage et épreuve de compatibilité ; échographie urgente et avis gynécologique.',
      'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.':
        'Antibiotiques IV (benzylpénicilline ou ceftriaxone), liquides avec prudence, hospitaliser ; une dialyse peut être nécessaire.',
      'IV antibiotics (ceftriaxone) and same-day referral to ENT/ophthalmology.':
        'Antibiotiques IV (ceftriaxone) et transfert le jour même en ORL/ophtalmologie.',
      'IV antibiotics (cloxacillin or ceftriaxone) and admission.':
        'Antibiotiques IV (cloxacilline ou ceftriaxone) et hospitalisation.',
      'IV antibiotics and urgent ENT referral.': 'Antibiotiques IV et transfert urgent en ORL.',
      'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.':
        'Bolus de liquide IV, péricardiocentèse urgente échoguidée par un clinicien formé ; transférer immédiatement.',
      'IV fluids and urgent referral for stenting or feeding access.':
        'Liquides IV et transfert urgent pour prothèse ou accès nutritionnel.',
      'IV fluids and urgent referral.': 'Liquides IV et transfert urgent.',
      'IV fluids and urgent referral; check glucose, sodium and creatinine.':
        'Liquides IV et transfert urgent ; contrôler la glycémie, le sodium et la créatinine.',
      'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.':
        "Liquides IV selon la surface brûlée et le poids, analgésie, couvrir d'un film ou d'un linge propre, garder au chaud, prophylaxie antitétanique ; transférer vers une unité de brûlés.",
      'IV fluids fast, and immediate transfer for laparotomy; do not give oxytocin.':
        "Liquides IV rapides, et transfert immédiat pour laparotomie ; ne pas donner d'ocytocine.",
      'IV fluids fast, remove products visible at the os with ring forceps, oxytocin or misoprostol; start antibiotics if infection is possible; refer immediately.':
        'Liquides IV rapides, retirer à la pince à anneaux les débris visibles au col, ocytocine ou misoprostol ; débuter des antibiotiques si une infection est possible ; transférer immédiatement.',
      'IV fluids, analgesia, nil by mouth while vomiting, same-day hospital admission.':
        'Liquides IV, analgésie, à jeun tant que le patient vomit, hospitalisation le jour même.',
      'IV fluids, antivenom, treat anaphylaxis to antivenom with adrenaline if present.':
        'Liquides IV, sérum antivenimeux, traiter une anaphylaxie au sérum antivenimeux par adrénaline si présente.',
      'IV fluids, catheterise the bladder, antibiotics if membranes ruptured > 18 hours or fever; never augment an obstructed labour with oxytocin; refer for caesarean or assisted delivery.':
        "Liquides IV, sonder la vessie, antibiotiques si rupture des membranes > 18 heures ou fièvre ; ne jamais stimuler à l'ocytocine un travail bloqué ; transférer pour césarienne ou accouchement instrumental.",
      'IV fluids, IV antibiotics, urgent referral for biliary drainage (ERCP or surgery).':
        'Liquides IV, antibiotiques IV, transfert urgent pour drainage biliaire (CPRE ou chirurgie).',
      'IV fluids, start ampicillin + gentamicin + metronidazole now, oxygen; remove the source (retained products) in hospital; refer immediately.':
        "Liquides IV, débuter ampicilline + gentamicine + métronidazole maintenant, oxygène ; retirer la source (débris placentaires) à l'hôpital ; transférer immédiatement.",
      'IV saline (not glucose first), antiemetic, thiamine; admit if ketonuria persists.':
        'Sérum salé IV (pas de glucosé en premier), antiémétique, thiamine ; hospitaliser si la cétonurie persiste.',
      'Jaundice, kidney failure, bleeding or blood-stained sputum: severe leptospirosis (Weil disease, pulmonary haemorrhage)':
        'Ictère, insuffisance rénale, saignement ou crachats sanglants : leptospirose sévère (maladie de Weil, hémorragie pulmonaire)',
      'Jaundiced newborn not feeding, with abnormal posture or convulsions (acute bilirubin encephalopathy)':
        "Nouveau-né ictérique qui ne s'alimente pas, avec posture anormale ou convulsions (encéphalopathie bilirubinique aiguë)",
      'Joint aspiration and ceftriaxone; treat partners.':
        'Ponction articulaire et ceftriaxone ; traiter les partenaires.',
      'Joint pains or murmur after sore throat: possible acute rheumatic fever':
        'Douleurs articulaires ou souffle après un mal de gorge : rhumatisme articulaire aigu possible',
      'Kala-azar with severe anaemia or shock': 'Kala-azar avec anémie sévère ou choc',
      'Keep cooling; IV normal saline in small boluses; urinary catheter and fluid balance; refer for high dependency care.':
        'Poursuivre le refroidissement ; sérum salé isotonique IV en petits bolus ; sonde urinaire et bilan hydrique ; transférer en soins intensifs.',
      'Keep the patient upright and calm, do not examine the throat forcibly, give IV antibiotics and refer to ENT/hospital.':
        "Garder le patient assis et calme, ne pas examiner la gorge de force, donner des antibiotiques IV et transférer en ORL/à l'hôpital.",
      'Kerosene swallowed with breathing difficulty, low SpO2 or drowsiness (aspiration pneumonitis)':
        "Pétrole avalé avec difficulté respiratoire, SpO2 basse ou somnolence (pneumopathie d'inhalation)",
      'Ketones, deep breathing or confusion with high glucose in pregnancy (ketoacidosis)':
        'Cétones, respiration profonde ou confusion avec glycémie élevée pendant la grossesse (acidocétose)',
      'Kidney failure, low platelets or severe anaemia after bloody diarrhoea (haemolytic-uraemic syndrome)':
        'Insuffisance rénale, plaquettes basses ou anémie sévère après une diarrhée sanglante (syndrome hémolytique et urémique)',
      'Koplik spots with red eyes: measles': 'Signe de Koplik avec yeux rouges : rougeole',
      'Labour longer than 12 hours, not progressing, or signs of obstruction':
        "Travail de plus de 12 heures, sans progression, ou signes d'obstruction",
      'Labour with shock, bleeding or contractions that stop suddenly (ruptured uterus)':
        "Travail avec choc, saignement ou contractions qui s'arrêtent brutalement (rupture utérine)",
      'Large effusion or empyema with low oxygen, distress or shock':
        'Épanchement abondant ou empyème avec oxygénation basse, détresse ou choc',
      'Life-threatening asthma: cyanosis or reduced consciousness':
        'Asthme menaçant la vie : cyanose ou baisse de la conscience',
      'Little or no urine or rising creatinine: obstruction of a single or both kidneys':
        "Peu ou pas d'urines ou créatinine en hausse : obstruction d'un rein unique ou des deux reins",
      'Little urine after starting treatment or with a large Burkitt tumour: tumour lysis':
        "Peu d'urines après le début du traitement ou avec une tumeur de Burkitt volumineuse : lyse tumorale",
      'Little urine or raised creatinine: obstructive uropathy':
        "Peu d'urines ou créatinine élevée : uropathie obstructive",
      'Little urine or rising creatinine: ureteric obstruction from advanced disease':
        "Peu d'urines ou créatinine en hausse : obstruction urétérale par une maladie avancée",
      'Localised right iliac fossa tenderness with guarding: acute appendicitis':
        'Sensibilité localisée de la fosse iliaque droite avec défense : appendicite aiguë',
      'Longer aciclovir course; check ART and CD4; refer if ulcers persist beyond 2 weeks.':
        "Cure d'aciclovir plus longue ; vérifier le TAR et les CD4 ; transférer si les ulcérations persistent au-delà de 2 semaines.",
      'Look for and treat the trigger (bleeding, infection, constipation, sedatives, low potassium), check glucose, lactulose, admit.':
        'Rechercher et traiter le facteur déclenchant (saignement, infection, constipation, sédatifs, potassium bas), contrôler la glycémie, lactulose, hospitaliser.',
      'Loosen casts and dressings, realign gently, and refer immediately.':
        'Desserrer plâtres et pansements, réaligner doucement, et transférer immédiatement.',
      'Low blood glucose on diabetes treatment': 'Glycémie basse sous traitement antidiabétique',
      'Low blood pressure, raised neck veins and muffled heart sounds: cardiac tamponade':
        'Pression artérielle basse, veines du cou turgescentes et bruits du cœur assourdis : tamponnade cardiaque',
      'Lower abdominal pain or cervical motion tenderness in a woman: pelvic inflammatory disease':
        'Douleur du bas-ventre ou douleur à la mobilisation du col chez une femme : maladie inflammatoire pelvienne',
      'Lumbar puncture and induction antifungal therapy; defer ART 4-6 weeks.':
        "Ponction lombaire et traitement antifongique d'induction ; différer le TAR de 4-6 semaines.",
      'Magnesium sulfate and obstetric emergency care.':
        'Sulfate de magnésium et prise en charge obstétricale en urgence.',
      'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.':
        "Sulfate de magnésium pour prévenir l'éclampsie, antihypertenseur (hydralazine, labétalol ou nifédipine) pour maintenir la PA sous 160/110, et transférer pour l'accouchement.",
      'Malaria in pregnancy': 'Paludisme pendant la grossesse',
      'Manage as acute stroke; urgent referral.': 'Prendre en charge comme un AVC aigu ; transfert urgent.',
      'Manage as measles: vitamin A, isolation and notification.':
        'Prendre en charge comme une rougeole : vitamine A, isolement et notification.',
      'Manage as meningitis, encephalitis or stroke; urgent referral.':
        'Prendre en charge comme une méningite, une encéphalite ou un AVC ; transfert urgent.',
      'Manage as PID (add metronidazole, 14-day course) and exclude pregnancy.':
        'Prendre en charge comme une MIP (ajouter le métronidazole, traitement de 14 jours) et exclure une grossesse.',
      'Manage as severe acute malnutrition (outpatient RUTF or inpatient stabilisation if complicated).':
        "Prendre en charge comme une malnutrition aiguë sévère (ATPE en ambulatoire ou stabilisation à l'hôpital si compliquée).",
      'Manage as severe malaria: parenteral artesunate, correct hypoglycaemia, transfuse if Hb < 5 g/dL (children) or < 7 g/dL (adults), refer.':
        "Prendre en charge comme un paludisme grave : artésunate parentéral, corriger l'hypoglycémie, transfuser si Hb < 5 g/dL (enfants) ou < 7 g/dL (adultes), transférer.",
      'Maternal sepsis with shock or altered consciousness':
        'Sepsis maternel avec choc ou trouble de la conscience',
      'Measles in a malnourished child': 'Rougeole chez un enfant malnutri',
      'Measure haemoglobin now; parenteral artesunate; prepare transfusion if Hb < 5 g/dL (children) or < 7 g/dL (adults).':
        "Mesurer l'hémoglobine maintenant ; artésunate parentéral ; préparer une transfusion si Hb < 5 g/dL (enfants) ou < 7 g/dL (adultes).",
      'Measure SpO2 and respiratory rate the same day; assess for pneumonia and thrombosis.':
        'Mesurer la SpO2 et la fréquence respiratoire le jour même ; rechercher une pneumonie et une thrombose.',
      'Measure SpO2 and respiratory rate the same day; start oseltamivir and assess for viral or bacterial pneumonia.':
        "Mesurer la SpO2 et la fréquence respiratoire le jour même ; débuter l'oseltamivir et rechercher une pneumonie virale ou bactérienne.",
      'MUAC < 115 mm, oedema of both feet or a failed appetite test: severe acute malnutrition':
        "PB < 115 mm, œdèmes des deux pieds ou test de l'appétit échoué : malnutrition aiguë sévère",
    },
  },
];
