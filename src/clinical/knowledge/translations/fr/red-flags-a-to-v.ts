import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with a to v. */
export const frenchRedFlagsAToV: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.':
        "Échographie abdominale et débuter le métronidazole ; transférer si l'abcès est volumineux (risque de rupture) ou sans amélioration en 72 heures.",
      'Acidotic (Kussmaul) breathing or ketotic breath':
        'Respiration acidosique (de Kussmaul) ou haleine cétonique',
      'Acute pulmonary oedema or respiratory failure': 'Œdème aigu du poumon ou insuffisance respiratoire',
      'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.':
        'Hospitaliser pour stabilisation (F-75, antibiotiques, glucose et réchauffement) ; ne pas prendre en charge en ambulatoire.',
      'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.':
        "Hospitaliser pour ceftriaxone IV, doxycycline et métronidazole ; échographie à la recherche d'un abcès ; avis chirurgical.",
      'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.':
        "Hospitaliser : cristalloïde isotonique IV selon le groupe B de l'OMS, hématocrite toutes les 4-6 heures, bilan hydrique strict.",
      'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.':
        "Hospitaliser : oxygène, aspiration douce du nez et de la gorge, alimentation par sonde nasogastrique si incapacité à s'alimenter, érythromycine ; transférer en réanimation si les apnées récidivent.",
      'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.':
        "Hospitaliser ; PL urgente avec mesure de la pression d'ouverture et drainage thérapeutique du LCR ; débuter les antifongiques d'induction.",
      'After drowning: unconscious, blue, hypoxic or struggling to breathe':
        'Après une noyade : inconscient, bleu, hypoxique ou en difficulté respiratoire',
      'Agitation or aggression with risk to others': 'Agitation ou agressivité avec risque pour autrui',
      'Airway and breathing support, oxygen, check glucose, phenobarbital for convulsions, and transfer to a newborn unit.':
        'Soutien des voies aériennes et de la respiration, oxygène, contrôler la glycémie, phénobarbital pour les convulsions, et transférer vers une unité néonatale.',
      'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.':
        'Voies aériennes et oxygène, contrôler la glycémie ; donner une benzodiazépine maintenant (diazépam rectal ou IV, midazolam buccal ou IM), répéter une fois après 10 minutes, puis phénobarbital ou phénytoïne et transférer.',
      'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.':
        "Voies aériennes, aspiration, oxygène ; atropine IV maintenant, en doublant la dose toutes les 5 minutes jusqu'à un thorax libre, une fréquence cardiaque > 80/min et une PA systolique > 80 mmHg ; intuber si besoin.",
      'Altered consciousness, seizures or focal signs (raised intracranial pressure)':
        'Trouble de la conscience, convulsions ou signes focaux (hypertension intracrânienne)',
      'Ampicillin + gentamicin + metronidazole now, IV fluids, and refer for evacuation of the uterus within hours; ask about instrumentation (risk of perforation, tetanus).':
        "Ampicilline + gentamicine + métronidazole maintenant, liquides IV, et transférer pour évacuation utérine dans les heures qui suivent ; demander s'il y a eu des manœuvres instrumentales (risque de perforation, tétanos).",
      'Aspirate the joint (culture) and start IV antibiotics the same day; urgent orthopaedic washout.':
        "Ponctionner l'articulation (culture) et débuter les antibiotiques IV le jour même ; lavage orthopédique urgent.",
      'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.':
        'Éviter les grands bolus de liquide ; oxygène ; transfert urgent pour inotropes et échocardiographie.',
      'Bite or scratch by a possibly rabid animal': 'Morsure ou griffure par un animal possiblement enragé',
      'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion)':
        "Saignement après l'accouchement avec signes de choc (pouls > 100-110, PA systolique < 90, peau froide et moite, confusion)",
      'Bleeding after sex or after the menopause: examine the cervix and refer for biopsy':
        'Saignement après les rapports ou après la ménopause : examiner le col et transférer pour biopsie',
      'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).':
        'Hémocultures et uroculture, antibiotiques IV, transfert urgent en urologie pour drainage (sonde JJ ou néphrostomie).',
      'Breast lump, skin dimpling or nipple retraction or bleeding':
        "Masse mammaire, peau en peau d'orange, rétraction ou saignement du mamelon",
      'Bronchorrhoea, bronchospasm, respiratory failure or coma':
        'Bronchorrhée, bronchospasme, insuffisance respiratoire ou coma',
      'Call for help, protect the airway, left lateral position, oxygen; magnesium sulfate loading dose now; control BP; plan delivery once stable.':
        "Appeler à l'aide, protéger les voies aériennes, décubitus latéral gauche, oxygène ; dose de charge de sulfate de magnésium maintenant ; contrôler la PA ; prévoir l'accouchement une fois stabilisée.",
      'Calm de-escalation, ensure safety; haloperidol IM (with biperiden) if needed; urgent referral.':
        'Désescalade calme, assurer la sécurité ; halopéridol IM (avec bipéridène) si besoin ; transfert urgent.',
      'Calm de-escalation; antipsychotic; urgent referral.':
        'Désescalade calme ; antipsychotique ; transfert urgent.',
      'Cannot keep fluids down with dehydration in pregnancy':
        'Ne garde pas les liquides, avec déshydratation, pendant la grossesse',
      'Catheterise and refer.': 'Sonder et transférer.',
      'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).':
        "Contrôler la glycémie, noter l'heure où le patient a été vu normal pour la dernière fois, transférer maintenant vers un hôpital disposant d'un scanner (thrombolyse possible dans les 4.5 heures suivant le début).",
      'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.':
        "Contrôler maintenant la glycémie, l'oxygénation, la température et la pression artérielle ; rechercher une infection, une déshydratation, une hypoxie, des médicaments, un sevrage alcoolique, une rétention urinaire et un AVC ; traiter la cause ; hospitaliser.",
      'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.':
        'Examen clinique des seins et transfert pour triple évaluation (imagerie et biopsie) dans les 2 semaines.',
      'Coma or convulsions (cerebral malaria)': 'Coma ou convulsions (neuropaludisme)',
      'Complicated SAM: failed appetite test, oedema, or a danger sign':
        "MAS compliquée : test de l'appétit échoué, œdèmes ou signe de danger",
      'Confusion that came on over hours or days: delirium, a medical emergency until its cause is found':
        "Confusion installée en quelques heures ou jours : délirium, urgence médicale tant que la cause n'est pas trouvée",
      'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.':
        "Contrôler le saignement, liquides IV, attelle, couvrir la plaie d'un pansement stérile, antibiotiques IV et prophylaxie antitétanique, transférer pour chirurgie dans les heures qui suivent.",
      'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.':
        "Oxygène contrôlé, salbutamol nébulisé avec ipratropium, prednisolone, antibiotique si l'expectoration est purulente ; hospitaliser.",
      'Cord infection with spreading redness or a danger sign (severe infection)':
        "Infection du cordon avec rougeur qui s'étend ou signe de danger (infection grave)",
      'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)':
        "Dengue avec signes d'alerte (saignement des muqueuses, vomissements persistants, léthargie ou agitation, hépatomégalie, hématocrite en hausse avec plaquettes en baisse)",
      'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.':
        "Ne pas examiner la gorge brutalement ; oxygène ; appeler la personne la plus compétente pour intubation ou trachéotomie ; donner l'antitoxine diphtérique et un antibiotique ; transférer maintenant.",
      'Drowsiness, low temperature, slow breathing: myxoedema coma':
        'Somnolence, température basse, respiration lente : coma myxœdémateux',
      'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).':
        "ECG dans les 10 minutes, aspirine à croquer (sauf allergie), transférer maintenant pour reperfusion (fibrinolyse dans les 12 heures suivant le début si une ICP n'est pas possible dans les 2 heures).",
      'ETAT emergency sign: oxygen and immediate admission.':
        "Signe d'urgence TETU : oxygène et hospitalisation immédiate.",
      'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.':
        "TETU : liquides IV pour le choc maintenant (chez l'enfant sévèrement malnutri, utiliser le protocole de choc de la MAS), réévaluer et transférer.",
      'Falling consciousness in DKA: cerebral oedema (especially in children)':
        "Baisse de la conscience au cours d'une acidocétose : œdème cérébral (surtout chez l'enfant)",
      'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable':
        'Arythmie rapide avec choc, syncope, douleur thoracique ischémique ou insuffisance cardiaque : instable',
      'Fever with jaundice (with rigors, confusion or shock): acute cholangitis':
        'Fièvre avec ictère (avec frissons, confusion ou choc) : angiocholite aiguë',
      'Fever with unexplained bleeding': 'Fièvre avec saignement inexpliqué',
      'Fever, foul discharge or a tender uterus after abortion (septic abortion)':
        'Fièvre, pertes fétides ou utérus sensible après un avortement (avortement septique)',
      'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.':
        "Première dose d'ampicilline (ou benzylpénicilline) et de gentamicine IM maintenant, garder au chaud, allaiter ou donner le lait maternel exprimé, transférer en urgence.",
      'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.':
        'Premières doses de cloxacilline (ou ampicilline) et de gentamicine IM et transférer en urgence.',
      'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.':
        "Premières doses d'antibiotiques IV/IM maintenant (ampicilline, gentamicine, métronidazole) et transférer pour évacuation des débris retenus.",
      'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.':
        "Remplissage vasculaire dans l'unité d'isolement ; transfert vers un centre de traitement des FHV désigné.",
      'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.':
        'Donner un bolus de sérum salé 0.9 %, répéter si besoin, et transférer en soins intensifs.',
      'Give IV dextrose for glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition), manage shock cautiously, monitor urine output; refer for high-dependency care.':
        'Donner du dextrose IV si glycémie < 2.5 mmol/L (< 3 mmol/L en cas de malnutrition sévère), traiter le choc avec prudence, surveiller la diurèse ; transférer en soins intensifs.',
      'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.':
        'Donner du glucose IV maintenant (glucagon IM sans voie veineuse), recontrôler la glycémie après 15 minutes, puis alimenter une fois réveillé.',
      'Give IV/IM ceftriaxone immediately (do not delay for lumbar puncture), manage airway and convulsions, check glucose, admit; notify the surveillance officer.':
        'Donner la ceftriaxone IV/IM immédiatement (ne pas attendre la ponction lombaire), prendre en charge les voies aériennes et les convulsions, contrôler la glycémie, hospitaliser ; notifier le responsable de la surveillance.',
      'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.':
        "Donner l'oxygène, la première dose d'ampicilline (ou benzylpénicilline) IM/IV plus gentamicine, et transférer en urgence ; garder l'enfant au chaud et continuer à le nourrir.",
      'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.':
        "Donner l'artésunate parentéral maintenant (artésunate rectal avant le transfert chez l'enfant de moins de 6 ans si aucune injection n'est possible), contrôler la glycémie et l'hémoglobine, et transférer à l'hôpital.",
      'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)':
        'Traumatisme crânien avec GCS ≤ 8, convulsions, déficit focal ou intervalle libre (hémorragie intracrânienne)',
      'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants':
        'Traumatisme crânien avec baisse du GCS, vomissements répétés, perte de connaissance, ou sous anticoagulants',
      'Hypoglycaemia or shock in severe malaria': "Hypoglycémie ou choc au cours d'un paludisme grave",
      'Hypoxaemia (SpO2 < 90%)': 'Hypoxémie (SpO2 < 90 %)',
      'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.':
        "Adrénaline IM (1 mg/mL) 0.01 mg/kg dans la face antéro-externe de la cuisse maintenant (max 0.5 mg chez l'adulte, 0.3 mg chez l'enfant), à répéter toutes les 5 à 15 minutes si besoin ; appeler à l'aide, allonger à plat jambes surélevées (assis si la respiration est difficile), oxygène, bolus de liquide IV.",
      'Infant: 5 back blows then 5 chest thrusts; child or adult: 5 back blows then 5 abdominal thrusts; repeat; if unconscious start CPR and look in the mouth before breaths; oxygen; immediate referral for bronchoscopy.':
        'Nourrisson : 5 tapes dans le dos puis 5 compressions thoraciques ; enfant ou adulte : 5 tapes dans le dos puis 5 compressions abdominales ; répéter ; en cas de perte de connaissance, débuter la RCP et regarder dans la bouche avant les insufflations ; oxygène ; transfert immédiat pour bronchoscopie.',
      'Injured patient with shock, heavy bleeding, coma or breathing difficulty':
        'Blessé en état de choc, avec hémorragie importante, coma ou difficulté respiratoire',
      'Ischaemic chest pain, ischaemic ECG or raised troponin':
        'Douleur thoracique ischémique, ECG ischémique ou troponine élevée',
      'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.':
        'Isoler dans une zone de traitement du choléra, notifier le responsable de la surveillance du district dans les 24 heures, et prélever des selles pour culture.',
      'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.':
        'Isoler maintenant avec EPI complet, limiter les contacts, notifier immédiatement le responsable de la surveillance, prélever selon le protocole national ; réanimer par liquides IV.',
      'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.':
        "Isoler avec précautions standard et contact jusqu'à exclusion d'une FHV ; tester le paludisme et la dengue, contrôler les plaquettes et la coagulation, demander les expositions ; notifier si aucune autre cause n'est trouvée.",
      'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.':
        'Voie veineuse, hémoglobine, groupage et épreuve de compatibilité ; échographie urgente et avis gynécologique.',
      'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.':
        'Antibiotiques IV (benzylpénicilline ou ceftriaxone), liquides avec prudence, hospitaliser ; une dialyse peut être nécessaire.',
      'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.':
        'Bolus de liquide IV, péricardiocentèse urgente échoguidée par un clinicien formé ; transférer immédiatement.',
      'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.':
        "Liquides IV selon la surface brûlée et le poids, analgésie, couvrir d'un film ou d'un linge propre, garder au chaud, prophylaxie antitétanique ; transférer vers une unité de brûlés.",
      'IV fluids, analgesia, nil by mouth while vomiting, same-day hospital admission.':
        'Liquides IV, analgésie, à jeun tant que le patient vomit, hospitalisation le jour même.',
      'IV fluids, catheterise the bladder, antibiotics if membranes ruptured > 18 hours or fever; never augment an obstructed labour with oxytocin; refer for caesarean or assisted delivery.':
        "Liquides IV, sonder la vessie, antibiotiques si rupture des membranes > 18 heures ou fièvre ; ne jamais stimuler à l'ocytocine un travail bloqué ; transférer pour césarienne ou accouchement instrumental.",
      'IV fluids, IV antibiotics, urgent referral for biliary drainage (ERCP or surgery).':
        'Liquides IV, antibiotiques IV, transfert urgent pour drainage biliaire (CPRE ou chirurgie).',
      'IV fluids, start ampicillin + gentamicin + metronidazole now, oxygen; remove the source (retained products) in hospital; refer immediately.':
        "Liquides IV, débuter ampicilline + gentamicine + métronidazole maintenant, oxygène ; retirer la source (débris placentaires) à l'hôpital ; transférer immédiatement.",
      'IV saline (not glucose first), antiemetic, thiamine; admit if ketonuria persists.':
        'Sérum salé IV (pas de glucosé en premier), antiémétique, thiamine ; hospitaliser si la cétonurie persiste.',
      'Jaundiced newborn not feeding, with abnormal posture or convulsions (acute bilirubin encephalopathy)':
        "Nouveau-né ictérique qui ne s'alimente pas, avec posture anormale ou convulsions (encéphalopathie bilirubinique aiguë)",
      'Kerosene swallowed with breathing difficulty, low SpO2 or drowsiness (aspiration pneumonitis)':
        "Pétrole avalé avec difficulté respiratoire, SpO2 basse ou somnolence (pneumopathie d'inhalation)",
      'Labour longer than 12 hours, not progressing, or signs of obstruction':
        "Travail de plus de 12 heures, sans progression, ou signes d'obstruction",
      'Localised right iliac fossa tenderness with guarding: acute appendicitis':
        'Sensibilité localisée de la fosse iliaque droite avec défense : appendicite aiguë',
      'Low blood pressure, raised neck veins and muffled heart sounds: cardiac tamponade':
        'Pression artérielle basse, veines du cou turgescentes et bruits du cœur assourdis : tamponnade cardiaque',
      'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.':
        "Sulfate de magnésium pour prévenir l'éclampsie, antihypertenseur (hydralazine, labétalol ou nifédipine) pour maintenir la PA sous 160/110, et transférer pour l'accouchement.",
      'Malaria in pregnancy': 'Paludisme pendant la grossesse',
      'Measure haemoglobin now; parenteral artesunate; prepare transfusion if Hb < 5 g/dL (children) or < 7 g/dL (adults).':
        "Mesurer l'hémoglobine maintenant ; artésunate parentéral ; préparer une transfusion si Hb < 5 g/dL (enfants) ou < 7 g/dL (adultes).",
      'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.':
        'Surveillance neurologique toutes les 15-30 minutes, immobiliser le cou si le mécanisme est dangereux, transférer pour scanner.',
      'Neuroglycopenia: confusion, fits or coma with low glucose':
        'Neuroglucopénie : confusion, convulsions ou coma avec glycémie basse',
      'Newborn with convulsions, apnoea, shock or cyanosis':
        'Nouveau-né avec convulsions, apnée, choc ou cyanose',
      'Nil by mouth, do not induce vomiting, refer the same hour for endoscopic removal; X-ray if available.':
        "À jeun, ne pas faire vomir, transférer dans l'heure pour extraction endoscopique ; radiographie si disponible.",
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.':
        'À jeun, liquides IV, analgésie, antibiotiques IV et avis chirurgical le jour même.',
      'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.':
        'À jeun, liquides IV, ceftriaxone IV plus métronidazole, et transfert chirurgical urgent.',
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter, surgical review the same day.':
        'À jeun, sonde nasogastrique, liquides IV, sonde urinaire, avis chirurgical le jour même.',
      'Open the airway, 5 rescue breaths then CPR if no signs of life; oxygen; do not try to drain water; warm; refer for inpatient care.':
        "Libérer les voies aériennes, 5 insufflations puis RCP en l'absence de signe de vie ; oxygène ; ne pas essayer de drainer l'eau ; réchauffer ; transférer pour hospitalisation.",
      'Organ dysfunction: confusion, hypoxaemia or raised lactate':
        "Défaillance d'organe : confusion, hypoxémie ou lactates élevés",
      'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.':
        'Oxygène par lunettes nasales, aspiration nasale douce, alimentation par sonde nasogastrique ou liquides IV, hospitaliser.',
      'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.':
        "Oxygène pour SpO2 >= 94 %, ceftriaxone IV (ou benzylpénicilline plus gentamicine) avec un macrolide, liquides IV en cas d'hypotension, hospitaliser.",
      'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.':
        'Oxygène, cotrimoxazole à forte dose et corticoïde (adultes et nourrissons hypoxémiques), hospitaliser.',
      'Oxygen, IV access, ECG; synchronised DC cardioversion by a trained clinician; refer urgently.':
        'Oxygène, voie veineuse, ECG ; cardioversion électrique synchronisée par un clinicien formé ; transférer en urgence.',
      'Oxygen, nothing by mouth, no vomiting, no charcoal; admit and observe; refer if SpO2 < 90% on oxygen.':
        'Oxygène, rien par la bouche, ne pas faire vomir, pas de charbon ; hospitaliser et surveiller ; transférer si SpO2 < 90 % sous oxygène.',
      'Oxygen, parenteral artesunate, assess for severe anaemia and fluid overload; refer.':
        'Oxygène, artésunate parentéral, rechercher une anémie sévère et une surcharge liquidienne ; transférer.',
      'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.':
        "Oxygène, salbutamol répété par chambre d'inhalation ou nébuliseur avec ipratropium, corticoïde oral ou IV maintenant ; transférer en l'absence de réponse rapide.",
      'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.':
        'Oxygène, débuter le cotrimoxazole à forte dose avec la prednisolone, et hospitaliser.',
      'Oxygen; start anticoagulation while awaiting imaging if suspicion is high and bleeding risk low; refer for CT pulmonary angiography or echo.':
        "Oxygène ; débuter l'anticoagulation en attendant l'imagerie si la suspicion est forte et le risque hémorragique faible ; transférer pour angioscanner pulmonaire ou échocardiographie.",
      'Pain with a positive pregnancy test: ectopic until proven otherwise':
        "Douleur avec test de grossesse positif : grossesse extra-utérine jusqu'à preuve du contraire",
      'Paracetamol or iron overdose (liver failure or shock appear late; treatment works best early)':
        "Surdosage en paracétamol ou en fer (l'insuffisance hépatique ou le choc apparaissent tard ; le traitement est plus efficace s'il est précoce)",
      'Parenteral artesunate, monitor urine output and fluid balance, check creatinine and clotting; refer for possible dialysis or transfusion.':
        'Artésunate parentéral, surveiller la diurèse et le bilan hydrique, contrôler la créatinine et la coagulation ; transférer pour dialyse ou transfusion éventuelle.',
      'Pass a urethral catheter now (suprapubic if it fails and you are trained); record the volume drained; refer to surgery.':
        "Poser une sonde urétrale maintenant (sus-pubienne en cas d'échec si vous êtes formé) ; noter le volume drainé ; transférer en chirurgie.",
      'PCP with severe respiratory distress, cyanosis or confusion':
        'PCP avec détresse respiratoire sévère, cyanose ou confusion',
      'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.':
        'Plan B : SRO 75 mL/kg en 4 heures au centre de santé, puis réévaluer et reclasser.',
      "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.":
        'Plan C maintenant : Ringer lactate IV 100 mL/kg (adultes et enfants >= 1 an : 30 mL/kg en 30 min, puis 70 mL/kg en 2.5 h ; nourrissons en 1 h puis 5 h), réévaluer toutes les 15-30 minutes, ajouter la SRO dès que le patient peut boire.',
      "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.":
        'Plan C : Ringer lactate ou sérum salé isotonique IV 100 mL/kg (nourrissons : 30 mL/kg en 1 heure puis 70 mL/kg en 5 heures ; plus âgés : 30 mL/kg en 30 minutes puis 70 mL/kg en 2.5 heures) ; sans voie IV, SRO par sonde nasogastrique et transférer.',
      'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets':
        'Pré-éclampsie avec signes de gravité : PA >= 160/110, céphalée, troubles visuels, douleur épigastrique, œdème pulmonaire ou plaquettes basses',
      'Primary survey: direct pressure or tourniquet on bleeding, airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, pelvic binder, keep warm; refer to a trauma centre now.':
        'Bilan primaire : compression directe ou garrot sur le saignement, voies aériennes avec protection du rachis cervical, oxygène, deux voies veineuses, cristalloïde réchauffé, acide tranexamique dans les 3 heures, ceinture pelvienne, garder au chaud ; transférer maintenant vers un centre de traumatologie.',
      'Propranolol, high-dose antithyroid drug, steroids, cooling; refer to hospital.':
        "Propranolol, antithyroïdien de synthèse à forte dose, corticoïdes, refroidissement ; transférer à l'hôpital.",
      'Prostration, impaired consciousness or inability to take oral treatment (severe malaria)':
        'Prostration, trouble de la conscience ou incapacité à prendre un traitement oral (paludisme grave)',
      'Protect the airway (recovery position), oxygen, treat fits, urgent transfer.':
        'Protéger les voies aériennes (position latérale de sécurité), oxygène, traiter les convulsions, transfert urgent.',
      'Protect the airway with neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°; immediate transfer to a hospital with CT and neurosurgery.':
        "Protéger les voies aériennes avec immobilisation du cou, oxygène, maintenir la PA systolique ≥ 90, contrôler la glycémie, tête surélevée à 30° ; transfert immédiat vers un hôpital disposant d'un scanner et de la neurochirurgie.",
      'Protect the airway, control spasms with diazepam, give human tetanus immunoglobulin (or equine antitoxin), metronidazole and wound debridement; nurse in a quiet dark room; refer for high-dependency care.':
        'Protéger les voies aériennes, contrôler les spasmes par le diazépam, donner des immunoglobulines antitétaniques humaines (ou du sérum antitétanique équin), du métronidazole et parer la plaie ; soigner dans une pièce calme et sombre ; transférer en soins intensifs.',
      'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.':
        'Surélever la tête du lit, ralentir les liquides IV, donner du mannitol ou du sérum salé hypertonique, et transférer en réanimation.',
      'Recovery position, airway, oxygen; check glucose and give glucose (thiamine first); look for head injury; admit.':
        "Position latérale de sécurité, voies aériennes, oxygène ; contrôler la glycémie et donner du glucose (thiamine d'abord) ; rechercher un traumatisme crânien ; hospitaliser.",
      'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.':
        "Transférer immédiatement pour exsanguinotransfusion ; photothérapie intensive en attendant ; traiter un sepsis s'il est suspecté.",
      'Refer now for ethanol or fomepizole antidote, sodium bicarbonate and haemodialysis; alert public health — others who drank the same brew need to be found.':
        'Transférer maintenant pour antidote (éthanol ou fomépizole), bicarbonate de sodium et hémodialyse ; alerter la santé publique — il faut retrouver les autres personnes qui ont bu la même boisson.',
      'Refer to obstetrics and medicine together; echo; no ACE inhibitor before delivery.':
        "Transférer conjointement en obstétrique et en médecine ; échocardiographie ; pas d'IEC avant l'accouchement.",
      'Refer to the HAT treatment centre for lumbar puncture staging and treatment.':
        'Transférer vers le centre de traitement de la THA pour ponction lombaire de stadification et traitement.',
      'Refer urgently for serum bilirubin and phototherapy; give first-dose antibiotics if there are signs of infection.':
        "Transférer en urgence pour bilirubine sérique et photothérapie ; donner une première dose d'antibiotiques en cas de signes d'infection.",
      'Remove means, do not leave alone, urgent mental health assessment.':
        'Retirer les moyens, ne pas laisser seul, évaluation urgente en santé mentale.',
      'Renal impairment or significant bleeding in severe malaria':
        "Atteinte rénale ou saignement important au cours d'un paludisme grave",
      'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.':
        'Réanimer (voies aériennes, oxygène, glucose), donner ampicilline et gentamicine IM/IV, et transférer maintenant vers une unité néonatale.',
      'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.':
        "Réanimer maintenant : oxygène, voie veineuse, remplissage avec réévaluation, antibiotiques IV dans un délai de 1 heure, hémoculture d'abord si elle ne retarde rien ; transférer pour vasopresseurs.",
      'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.':
        "Réanimer par cristalloïde IV, oxygène, sonde urinaire ; transférer vers un hôpital disposant d'une réanimation.",
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Évaluation le jour même pour une transfusion (insuffisance cardiaque, essoufflement au repos, grossesse près du terme) ; rechercher la cause.',
      'Secure airway, treat convulsions, check and correct glucose, give parenteral artesunate now, and refer to hospital.':
        "Libérer les voies aériennes, traiter les convulsions, contrôler et corriger la glycémie, donner l'artésunate parentéral maintenant, et transférer à l'hôpital.",
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Crise convulsive > 5 minutes ou répétée sans reprise de conscience : état de mal épileptique',
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Choc septique (pression artérielle basse ou mauvaise perfusion) ou coma',
      'Severe anaemia (Hb < 7 g/dL)': 'Anémie sévère (Hb < 7 g/dL)',
      'Severe asthma attack: talks in words, SpO2 < 90%, marked distress':
        "Crise d'asthme grave : parle par mots, SpO2 < 90 %, détresse marquée",
      'Severe bronchiolitis: hypoxaemia, apnoea, cannot feed, or severe distress':
        "Bronchiolite grave : hypoxémie, apnée, incapacité à s'alimenter ou détresse sévère",
      'Severe dehydration (IMCI: two of lethargic/unconscious, sunken eyes, unable to drink or drinks poorly, skin pinch very slow)':
        "Déshydratation sévère (PCIME : deux signes parmi léthargique/inconscient, yeux enfoncés, incapable de boire ou boit difficilement, pli cutané s'effaçant très lentement)",
      'Severe dehydration or hypovolaemic shock': 'Déshydratation sévère ou choc hypovolémique',
      'Severe epigastric pain through to the back or raised lipase: acute pancreatitis':
        'Douleur épigastrique intense transfixiante vers le dos ou lipase élevée : pancréatite aiguë',
      'Severe exacerbation: SpO2 < 90% or marked breathlessness at rest':
        'Exacerbation sévère : SpO2 < 90 % ou essoufflement marqué au repos',
      'Severe palmar pallor with possible severe malaria':
        'Pâleur palmaire sévère avec paludisme grave possible',
      'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)':
        'Pneumonie grave (critère CURB-65 : confusion, FR >= 30, PA basse ; ou SpO2 < 90 %)',
      'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis':
        'Pneumonie grave : signe général de danger, SpO2 < 90 % ou cyanose centrale',
      'Severe respiratory distress (grunting, nasal flaring, head nodding)':
        'Détresse respiratoire sévère (geignement, battement des ailes du nez, dodelinement de la tête)',
      'Shock in DKA': "Choc au cours d'une acidocétose diabétique",
      'Shock or fainting with early pregnancy: ruptured ectopic pregnancy':
        'Choc ou malaise en début de grossesse : grossesse extra-utérine rompue',
      'Shock with diarrhoea': 'Choc avec diarrhée',
      'Sign of possible serious bacterial infection in a young infant':
        "Signe d'infection bactérienne grave possible chez le jeune nourrisson",
      'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.':
        'Position assise, oxygène, furosémide IV, dérivé nitré si PA systolique > 110 mmHg ; transférer en soins intensifs.',
      'Small baby with apnoea, low temperature, low glucose or fits':
        'Petit bébé avec apnée, température basse, glycémie basse ou convulsions',
      'Speculum examination; refer any visible lesion for biopsy within 2 weeks.':
        'Examen au spéculum ; transférer toute lésion visible pour biopsie dans les 2 semaines.',
      'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.':
        'Débuter les liquides IV et transférer pour insuline en perfusion avec surveillance horaire de la glycémie et du potassium.',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Essoufflement brutal, oxygénation basse ou crachats sanglants avec risque thrombotique : embolie pulmonaire',
      'Sudden focal neurological deficit (FAST positive)': 'Déficit neurologique focal brutal (FAST positif)',
      'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)':
        "Yeux enfoncés ou pli cutané s'effaçant lentement : déshydratation modérée (PCIME : deux signes parmi agité/irritable, yeux enfoncés, boit avidement, pli cutané lent)",
      'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)':
        'Méningite bactérienne suspectée (fièvre avec raideur de la nuque, fontanelle bombée, trouble de la conscience, convulsions ou purpura)',
      'Suspected cholera: notifiable epidemic-prone disease':
        'Choléra suspecté : maladie à potentiel épidémique à déclaration obligatoire',
      'Tender enlarged liver with fever: possible amoebic liver abscess':
        'Foie augmenté de volume et douloureux avec fièvre : abcès amibien du foie possible',
      'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).':
        'Ponction lombaire thérapeutique pour abaisser la pression (à répéter chaque jour si besoin).',
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        "Transfuser (transférer pour du sang) et poursuivre l'ocytocine ; fer une fois stable.",
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Traiter comme un sepsis : antibiotiques dans un délai de 1 heure, oxygène, liquides, contrôler la glycémie ; hospitaliser dans un lit surveillé.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Traiter le jour même avec le schéma adapté au trimestre ; rechercher une anémie et une hypoglycémie ; transférer au moindre doute.',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Deux voies veineuses de gros calibre, liquides, épreuve de compatibilité et transfusion ; laparotomie immédiate.',
      'Unable to pass urine with a full bladder: acute urinary retention':
        "Impossibilité d'uriner avec une vessie pleine : rétention aiguë d'urine",
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        "Transfusion sanguine urgente (Hb < 5 g/dL chez l'enfant, < 7 g/dL chez l'adulte) avec artésunate parentéral.",
      'Visual loss or severe headache: raised CSF pressure':
        'Perte de vision ou céphalée intense : hypertension du LCR',
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Vomissements, distension et absence de selles ou de gaz : occlusion intestinale',
    },
  },
];
