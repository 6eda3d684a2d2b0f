import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with a to e. */
export const frenchRedFlagsAToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Abdominal pain with fainting or collapse: tumour rupture until proven otherwise':
        'Douleur abdominale avec malaise ou effondrement : rupture tumorale jusqu’à preuve du contraire',
      'Admit now to the HAT treatment centre or hospital for second-stage treatment (NECT or fexinidazole as the programme directs).':
        "Hospitaliser maintenant au centre de traitement de la THA ou à l'hôpital pour le traitement du second stade (NECT ou fexinidazole selon le programme).",
      'Abdominal tenderness with guarding in nephrotic syndrome: spontaneous bacterial peritonitis':
        "Sensibilité abdominale avec défense au cours d'un syndrome néphrotique : péritonite bactérienne spontanée",
      'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.':
        "Échographie abdominale et débuter le métronidazole ; transférer si l'abcès est volumineux (risque de rupture) ou sans amélioration en 72 heures.",
      'Acidotic (Kussmaul) breathing or ketotic breath':
        'Respiration acidosique (de Kussmaul) ou haleine cétonique',
      'Acute arthritis with urethral discharge or sexual risk: gonococcal arthritis':
        'Arthrite aiguë avec écoulement urétral ou risque sexuel : arthrite gonococcique',
      'Acute attack (adenolymphangitis) with spreading cellulitis':
        'Crise aiguë (adénolymphangite) avec cellulite extensive',
      'Acute heart failure with shock or low oxygen':
        'Insuffisance cardiaque aiguë avec choc ou oxygénation basse',
      'Acute pulmonary oedema or respiratory failure': 'Œdème aigu du poumon ou insuffisance respiratoire',
      'Add antiviral and refer if available.': 'Ajouter un antiviral et transférer si possible.',
      'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.':
        'Hospitaliser pour stabilisation (F-75, antibiotiques, glucose et réchauffement) ; ne pas prendre en charge en ambulatoire.',
      'Admit for IV aciclovir.': 'Hospitaliser pour aciclovir IV.',
      'Admit for IV antibiotics (ceftriaxone) and fluids; in pregnancy also monitor the fetus and for preterm labour.':
        'Hospitaliser pour antibiotiques IV (ceftriaxone) et liquides ; pendant la grossesse, surveiller aussi le fœtus et un travail prématuré.',
      'Admit for IV ceftriaxone and joint aspiration.':
        'Hospitaliser pour ceftriaxone IV et ponction articulaire.',
      'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.':
        "Hospitaliser pour ceftriaxone IV, doxycycline et métronidazole ; échographie à la recherche d'un abcès ; avis chirurgical.",
      'Admit for IV fluids, glucose monitoring and assessment for decompensated liver disease.':
        "Hospitaliser pour liquides IV, surveillance de la glycémie et recherche d'une hépatopathie décompensée.",
      'Admit for parenteral ceftriaxone; assess for shock and give fluids; consider dexamethasone for typhoid encephalopathy as per hospital protocol.':
        "Hospitaliser pour ceftriaxone parentérale ; rechercher un choc et donner des liquides ; envisager la dexaméthasone pour l'encéphalopathie typhique selon le protocole hospitalier.",
      'Admit to isolation; supportive care, eye care, treat secondary infection; consider antiviral within a trial or per national protocol.':
        "Hospitaliser en isolement ; soins de soutien, soins des yeux, traiter les surinfections ; envisager un antiviral dans le cadre d'un essai ou selon le protocole national.",
      'Admit, start IV aciclovir, assess for other causes of encephalitis.':
        "Hospitaliser, débuter l'aciclovir IV, rechercher d'autres causes d'encéphalite.",
      'Admit: empirical treatment for bacterial infection and PCP as indicated, rapid TB tests (LAM, Xpert), serum CrAg, and expedited ART once stable.':
        "Hospitaliser : traitement empirique d'une infection bactérienne et d'une PCP selon les cas, tests rapides de tuberculose (LAM, Xpert), CrAg sérique, et TAR accéléré une fois stable.",
      'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.':
        "Hospitaliser : cristalloïde isotonique IV selon le groupe B de l'OMS, hématocrite toutes les 4-6 heures, bilan hydrique strict.",
      'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.':
        "Hospitaliser : oxygène, aspiration douce du nez et de la gorge, alimentation par sonde nasogastrique si incapacité à s'alimenter, érythromycine ; transférer en réanimation si les apnées récidivent.",
      'Admit: oxygen, treat for bacterial pneumonia as well, rapid TB diagnostics (urine LAM if HIV-positive), and start TB treatment promptly.':
        'Hospitaliser : oxygène, traiter aussi une pneumonie bactérienne, tests rapides de tuberculose (LAM urinaire si VIH positif), et débuter rapidement le traitement antituberculeux.',
      'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.':
        "Hospitaliser ; PL urgente avec mesure de la pression d'ouverture et drainage thérapeutique du LCR ; débuter les antifongiques d'induction.",
      'Adrenaline IM now; manage as anaphylaxis.':
        'Adrénaline IM maintenant ; prendre en charge comme une anaphylaxie.',
      'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)':
        "Maladie à VIH avancée (CD4 < 200 cellules/mm3 ou stade 3-4 de l'OMS)",
      'After drowning: unconscious, blue, hypoxic or struggling to breathe':
        'Après une noyade : inconscient, bleu, hypoxique ou en difficulté respiratoire',
      'Agitation or aggression with risk to others': 'Agitation ou agressivité avec risque pour autrui',
      'Agitation, hallucinations or confusion: psychosis, bipolar disorder or a medical cause':
        'Agitation, hallucinations ou confusion : psychose, trouble bipolaire ou cause somatique',
      'Airway and breathing support, oxygen, check glucose, phenobarbital for convulsions, and transfer to a newborn unit.':
        'Soutien des voies aériennes et de la respiration, oxygène, contrôler la glycémie, phénobarbital pour les convulsions, et transférer vers une unité néonatale.',
      'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.':
        'Voies aériennes et oxygène, contrôler la glycémie ; donner une benzodiazépine maintenant (diazépam rectal ou IV, midazolam buccal ou IM), répéter une fois après 10 minutes, puis phénobarbital ou phénytoïne et transférer.',
      'Airway, breathing (bag-mask), glucose, naloxone if opioids possible; refer to hospital.':
        "Voies aériennes, respiration (ballon-masque), glucose, naloxone si des opioïdes sont possibles ; transférer à l'hôpital.",
      'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.':
        "Voies aériennes, aspiration, oxygène ; atropine IV maintenant, en doublant la dose toutes les 5 minutes jusqu'à un thorax libre, une fréquence cardiaque > 80/min et une PA systolique > 80 mmHg ; intuber si besoin.",
      'Alarm features of dyspepsia: weight loss, dysphagia, persistent vomiting or anaemia':
        "Signes d'alarme de la dyspepsie : perte de poids, dysphagie, vomissements persistants ou anémie",
      'Alarm features: difficulty swallowing, weight loss, bleeding or persistent vomiting':
        "Signes d'alarme : difficulté à avaler, perte de poids, saignement ou vomissements persistants",
      'Altered consciousness, seizures or focal signs (raised intracranial pressure)':
        'Trouble de la conscience, convulsions ou signes focaux (hypertension intracrânienne)',
      'Ampicillin + gentamicin + metronidazole now, IV fluids, and refer for evacuation of the uterus within hours; ask about instrumentation (risk of perforation, tetanus).':
        "Ampicilline + gentamicine + métronidazole maintenant, liquides IV, et transférer pour évacuation utérine dans les heures qui suivent ; demander s'il y a eu des manœuvres instrumentales (risque de perforation, tétanos).",
      'Analgesia, scrotal support, cold compresses; same-day surgical review if torsion is possible.':
        'Analgésie, suspensoir, compresses froides ; avis chirurgical le jour même si une torsion est possible.',
      'Anaphylaxis: airway swelling, breathing difficulty or shock after an allergen':
        'Anaphylaxie : gonflement des voies aériennes, difficulté respiratoire ou choc après un allergène',
      'Antivenom for cytotoxic envenoming; elevate limb, monitor for compartment syndrome; surgical review for necrosis.':
        'Sérum antivenimeux pour une envenimation cytotoxique ; surélever le membre, surveiller un syndrome des loges ; avis chirurgical en cas de nécrose.',
      'Aspirate the joint (culture) and start IV antibiotics the same day; urgent orthopaedic washout.':
        "Ponctionner l'articulation (culture) et débuter les antibiotiques IV le jour même ; lavage orthopédique urgent.",
      'Aspirate the joint (Gram stain, culture, crystals), blood culture and start IV antibiotics (cloxacillin or ceftriaxone); orthopaedic referral.':
        "Ponctionner l'articulation (Gram, culture, cristaux), hémoculture et débuter des antibiotiques IV (cloxacilline ou ceftriaxone) ; transfert en orthopédie.",
      'Aspirate the joint and treat as septic arthritis until proven otherwise.':
        "Ponctionner l'articulation et traiter comme une arthrite septique jusqu'à preuve du contraire.",
      'Assess airway, breathing and circulation; give IM adrenaline at once if any airway, breathing or circulation problem.':
        "Évaluer les voies aériennes, la respiration et la circulation ; donner immédiatement de l'adrénaline IM en cas de problème des voies aériennes, de la respiration ou de la circulation.",
      'Assess and classify for pneumonia or croup; treat accordingly.':
        'Évaluer et classer pour une pneumonie ou une laryngite ; traiter en conséquence.',
      'Assess and treat as pneumonia.': 'Évaluer et traiter comme une pneumonie.',
      'Assess and treat asthma; both conditions need control.':
        "Évaluer et traiter l'asthme ; les deux affections doivent être contrôlées.",
      'Assess for psychosis, delirium and substance use; refer to mental health services.':
        'Rechercher une psychose, un délirium et une consommation de substances ; transférer en santé mentale.',
      'Assess for rheumatic fever (Jones criteria), give benzathine penicillin and refer for echocardiography.':
        'Rechercher un rhumatisme articulaire aigu (critères de Jones), donner la benzathine pénicilline et transférer pour échocardiographie.',
      'Assess for stroke, hypertensive emergency or pre-eclampsia now.':
        'Rechercher maintenant un AVC, une urgence hypertensive ou une pré-éclampsie.',
      'Assess for TB, asthma and pertussis.': 'Rechercher une tuberculose, un asthme et une coqueluche.',
      'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.':
        'Évaluer maintenant le risque suicidaire ; ne pas laisser la personne seule ; retirer les moyens (pesticides, médicaments, cordes) ; impliquer la famille et transférer en santé mentale le jour même en cas de risque imminent.',
      'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.':
        'Éviter les grands bolus de liquide ; oxygène ; transfert urgent pour inotropes et échocardiographie.',
      'Back pain with fever, weight loss, night sweats or night pain: spinal TB, infection or cancer':
        'Douleur du dos avec fièvre, perte de poids, sueurs nocturnes ou douleur nocturne : tuberculose vertébrale, infection ou cancer',
      'Back pain with weak legs in known breast cancer: spinal cord compression':
        "Douleur du dos avec jambes faibles chez une patiente atteinte d'un cancer du sein connu : compression médullaire",
      'Back pain with weak legs or loss of bladder control: spinal cord compression from bone spread':
        'Douleur du dos avec jambes faibles ou perte du contrôle de la vessie : compression médullaire par métastase osseuse',
      'Bite or scratch by a possibly rabid animal': 'Morsure ou griffure par un animal possiblement enragé',
      'Black stool or vomiting blood: upper gastrointestinal bleeding':
        'Selles noires ou vomissement de sang : hémorragie digestive haute',
      'Black stool with iron deficiency: gastrointestinal blood loss':
        'Selles noires avec carence martiale : pertes sanguines digestives',
      'Bleeding after 20 weeks of pregnancy, or a hard tender uterus':
        'Saignement après 20 semaines de grossesse, ou utérus dur et douloureux',
      'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion)':
        "Saignement après l'accouchement avec signes de choc (pouls > 100-110, PA systolique < 90, peau froide et moite, confusion)",
      'Bleeding after sex or after the menopause: examine the cervix and refer for biopsy':
        'Saignement après les rapports ou après la ménopause : examiner le col et transférer pour biopsie',
      'Bleeding in early pregnancy or after abortion with shock':
        'Saignement en début de grossesse ou après un avortement avec choc',
      'Bleeding in late pregnancy with signs of shock': 'Saignement en fin de grossesse avec signes de choc',
      'Bleeding or shock with pre-eclampsia: placental abruption':
        'Saignement ou choc avec pré-éclampsie : hématome rétroplacentaire',
      'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).':
        'Hémocultures et uroculture, antibiotiques IV, transfert urgent en urologie pour drainage (sonde JJ ou néphrostomie).',
      'Blood culture and IV ceftriaxone; admit.': 'Hémoculture et ceftriaxone IV ; hospitaliser.',
      'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.':
        'Hémoculture et test du paludisme, puis antibiotique parentéral (ceftriaxone) sans délai.',
      'Blood or cola-coloured urine after infected scabies: possible post-streptococcal glomerulonephritis':
        'Urines sanglantes ou couleur coca après une gale surinfectée : glomérulonéphrite post-streptococcique possible',
      'Blurred vision or deep sighing breathing after drinking: methanol poisoning (blindness and death follow)':
        'Vision floue ou respiration profonde et soupirante après avoir bu : intoxication au méthanol (cécité et décès suivent)',
      'Boggy tender scalp swelling with pus points (kerion)':
        'Tuméfaction du cuir chevelu molle et douloureuse avec points de pus (kérion)',
      'Breast lump, skin dimpling or nipple retraction or bleeding':
        "Masse mammaire, peau en peau d'orange, rétraction ou saignement du mamelon",
      'Breathless at rest with anaemia: anaemic heart failure':
        'Essoufflement au repos avec anémie : insuffisance cardiaque anémique',
      'Breathless lying flat, laboured breathing or high potassium: fluid overload or acute kidney injury':
        'Essoufflement en décubitus, respiration laborieuse ou potassium élevé : surcharge hydrique ou insuffisance rénale aiguë',
      'Breathlessness or chest pain with COVID-19':
        "Essoufflement ou douleur thoracique au cours d'une COVID-19",
      'Breathlessness or chest pain with influenza: possible pneumonia':
        "Essoufflement ou douleur thoracique au cours d'une grippe : pneumonie possible",
      'Breathlessness, blood-stained sputum or gut bleeding: visceral Kaposi sarcoma':
        'Essoufflement, crachats sanglants ou saignement digestif : sarcome de Kaposi viscéral',
      'Bronchorrhoea, bronchospasm, respiratory failure or coma':
        'Bronchorrhée, bronchospasme, insuffisance respiratoire ou coma',
      'Brucellosis in pregnancy (miscarriage risk)':
        'Brucellose pendant la grossesse (risque de fausse couche)',
      'Burn of the face or airway (soot, singed hair, hoarse voice, stridor)':
        'Brûlure du visage ou des voies aériennes (suie, poils brûlés, voix rauque, stridor)',
      'Burns over > 10% of body surface in a child (> 15% adult), deep or circumferential burns':
        "Brûlures de plus de 10% de la surface corporelle chez l'enfant (> 15% chez l'adulte), brûlures profondes ou circulaires",
      'Call for help, protect the airway, left lateral position, oxygen; magnesium sulfate loading dose now; control BP; plan delivery once stable.':
        "Appeler à l'aide, protéger les voies aériennes, décubitus latéral gauche, oxygène ; dose de charge de sulfate de magnésium maintenant ; contrôler la PA ; prévoir l'accouchement une fois stabilisée.",
      'Calm de-escalation, ensure safety; haloperidol IM (with biperiden) if needed; urgent referral.':
        'Désescalade calme, assurer la sécurité ; halopéridol IM (avec bipéridène) si besoin ; transfert urgent.',
      'Calm de-escalation; antipsychotic; urgent referral.':
        'Désescalade calme ; antipsychotique ; transfert urgent.',
      'Cannot drink or feed, dehydration or lethargy with thrush':
        "Ne peut pas boire ni s'alimenter, déshydratation ou léthargie avec muguet",
      'Lay her flat, start IV normal saline now (no glucose first), give thiamine and an antiemetic, check potassium and admit.':
        "L'allonger à plat, commencer du sérum salé isotonique IV maintenant (pas de glucose d'abord), donner de la thiamine et un antiémétique, contrôler le potassium et hospitaliser.",
      'Fainting with vomiting of everything in pregnancy: dehydration reaching the circulation':
        "Évanouissement avec vomissements de tout ce qu'elle prend pendant la grossesse : la déshydratation atteint la circulation",
      'Cannot keep fluids down with dehydration in pregnancy':
        'Ne garde pas les liquides, avec déshydratation, pendant la grossesse',
      'Cannot swallow even liquids or saliva': 'Ne peut avaler ni les liquides ni la salive',
      'Cannot swallow, drooling, trismus or stridor: peritonsillar abscess, epiglottitis or airway obstruction':
        'Ne peut pas avaler, hypersalivation, trismus ou stridor : abcès périamygdalien, épiglottite ou obstruction des voies aériennes',
      'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis':
        'Choc cardiogénique (pression artérielle basse, mauvaise perfusion) ou cyanose',
      'Catheterise and refer.': 'Sonder et transférer.',
      'Catheterise, check creatinine and culture urine, antibiotics for infection, admit.':
        "Sonder, contrôler la créatinine et faire une uroculture, antibiotiques en cas d'infection, hospitaliser.",
      'Ceftriaxone IM today, clean the eyes frequently, treat the mother and her partner, review daily.':
        "Ceftriaxone IM aujourd'hui, nettoyer souvent les yeux, traiter la mère et son partenaire, revoir chaque jour.",
      'Check ART adherence and CD4; extensive disease usually needs oral antifungal.':
        "Vérifier l'observance du TAR et les CD4 ; une forme étendue demande habituellement un antifongique oral.",
      'Check blood pressure and urine dipstick the same day.':
        'Contrôler la pression artérielle et faire une bandelette urinaire le jour même.',
      'Check blood pressure and urine for blood and protein; refer the same day if either is abnormal.':
        "Contrôler la pression artérielle et rechercher du sang et des protéines dans les urines ; transférer le jour même si l'un des deux est anormal.",
      'Check calcium; IV calcium gluconate under monitoring; refer.':
        'Contrôler la calcémie ; gluconate de calcium IV sous surveillance ; transférer.',
      'Check glucose and INR, give IV glucose if low, stop hepatotoxic drugs and refer to hospital now.':
        "Contrôler la glycémie et l'INR, donner du glucose IV si elle est basse, arrêter les médicaments hépatotoxiques et transférer maintenant à l'hôpital.",
      'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).':
        "Contrôler la glycémie, noter l'heure où le patient a été vu normal pour la dernière fois, transférer maintenant vers un hôpital disposant d'un scanner (thrombolyse possible dans les 4.5 heures suivant le début).",
      'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.':
        "Contrôler maintenant la glycémie, l'oxygénation, la température et la pression artérielle ; rechercher une infection, une déshydratation, une hypoxie, des médicaments, un sevrage alcoolique, une rétention urinaire et un AVC ; traiter la cause ; hospitaliser.",
      'Check haemoglobin, platelets and creatinine; refer urgently.':
        "Contrôler l'hémoglobine, les plaquettes et la créatinine ; transférer en urgence.",
      'Check haemoglobin, treat the worms and give iron; refer for transfusion if Hb < 5 g/dL or signs of heart failure.':
        "Contrôler l'hémoglobine, traiter les vers et donner du fer ; transférer pour transfusion si Hb < 5 g/dL ou signes d'insuffisance cardiaque.",
      'Check ketones and glucose; manage as DKA (fluids, insulin, potassium) and refer.':
        'Contrôler les cétones et la glycémie ; prendre en charge comme une acidocétose (liquides, insuline, potassium) et transférer.',
      'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.':
        "Contrôler l'acuité visuelle et la cornée (fluorescéine) ; transférer en consultation d'ophtalmologie le jour même.",
      'Chest pain or fainting: exclude a heart cause before calling it panic':
        'Douleur thoracique ou malaise : exclure une cause cardiaque avant de conclure à une attaque de panique',
      'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.':
        'Examen clinique des seins et transfert pour triple évaluation (imagerie et biopsie) dans les 2 semaines.',
      'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)':
        'Rage clinique (hydrophobie, aérophobie, agitation, paresthésies au site de la morsure)',
      'Cold hands, weak pulse or low blood pressure: hypovolaemia despite oedema':
        'Mains froides, pouls faible ou pression artérielle basse : hypovolémie malgré les œdèmes',
      'Cold newborn with apnoea, slow heart rate or fits':
        'Nouveau-né froid avec apnée, bradycardie ou convulsions',
      'Coma or convulsions (cerebral malaria)': 'Coma ou convulsions (neuropaludisme)',
      'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage':
        'Coma avec hypertension sévère : encéphalopathie ou hémorragie intracérébrale',
      'Coma, shock or hypoglycaemia in a patient who may have malaria':
        'Coma, choc ou hypoglycémie chez un patient qui peut avoir un paludisme',
      'Complicated SAM: failed appetite test, oedema, or a danger sign':
        "MAS compliquée : test de l'appétit échoué, œdèmes ou signe de danger",
      'Confusion or drowsiness: hepatic encephalopathy':
        'Confusion ou somnolence : encéphalopathie hépatique',
      'Confusion or eye-movement or vision problems with prolonged vomiting (Wernicke encephalopathy)':
        'Confusion ou troubles des mouvements oculaires ou de la vision avec vomissements prolongés (encéphalopathie de Wernicke)',
      'Confusion or fits (uraemic encephalopathy) or hypoxaemia (fluid overload)':
        'Confusion ou convulsions (encéphalopathie urémique) ou hypoxémie (surcharge hydrique)',
      'Confusion that came on over hours or days: delirium, find and treat its cause the same day':
        'Confusion installée en quelques heures ou jours : délirium, en chercher et traiter la cause le jour même',
      'Confusion with neck stiffness, focal signs or seizures':
        'Confusion avec raideur de la nuque, signes focaux ou convulsions',
      'Confusion, fits or neck stiffness: varicella encephalitis or meningitis':
        'Confusion, convulsions ou raideur de la nuque : encéphalite ou méningite varicelleuse',
      'Confusion, neck stiffness, weakness or widespread lesions: disseminated zoster or encephalitis':
        'Confusion, raideur de la nuque, faiblesse ou lésions étendues : zona disséminé ou encéphalite',
      'Confusion, shock or bleeding rash: severe rickettsiosis':
        'Confusion, choc ou éruption hémorragique : rickettsiose sévère',
      'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.':
        "Contrôler le saignement, liquides IV, attelle, couvrir la plaie d'un pansement stérile, antibiotiques IV et prophylaxie antitétanique, transférer pour chirurgie dans les heures qui suivent.",
      'Controlled oxygen (target SpO2 88-92%), nebulised bronchodilators, corticosteroid; transfer for non-invasive ventilation.':
        'Oxygène contrôlé (SpO2 cible 88-92%), bronchodilatateurs nébulisés, corticoïde ; transférer pour ventilation non invasive.',
      'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.':
        "Oxygène contrôlé, salbutamol nébulisé avec ipratropium, prednisolone, antibiotique si l'expectoration est purulente ; hospitaliser.",
      'Cord infection with spreading redness or a danger sign (severe infection)':
        "Infection du cordon avec rougeur qui s'étend ou signe de danger (infection grave)",
      'Cord infection with stiffness or spasms (neonatal tetanus)':
        'Infection du cordon avec raideur ou spasmes (tétanos néonatal)',
      'Cough or bloody sputum in suspected plague: pneumonic plague, spread person to person':
        "Toux ou crachats sanglants au cours d'une peste suspectée : peste pulmonaire, transmise de personne à personne",
      'Cough over 2 weeks, night sweats, weight loss or blood: screen for tuberculosis':
        'Toux de plus de 2 semaines, sueurs nocturnes, perte de poids ou sang : dépister une tuberculose',
      'Coughing on swallowing: tracheo-oesophageal fistula':
        'Toux lors de la déglutition : fistule œso-trachéale',
      'CrAg test, CD4, and consider lumbar puncture and imaging.':
        'Test CrAg, CD4, et envisager une ponction lombaire et une imagerie.',
      'Crushing chest pain or pain spreading to the arm or jaw: exclude acute coronary syndrome before calling it reflux':
        'Douleur thoracique constrictive ou irradiant au bras ou à la mâchoire : exclure un syndrome coronarien aigu avant de conclure à un reflux',
      'Crushing chest pain with heart failure: myocardial ischaemia':
        'Douleur thoracique constrictive avec insuffisance cardiaque : ischémie myocardique',
      'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.':
        "Bolus de cristalloïde selon le groupe C de l'OMS, réévaluer, transfuser en cas de saignement grave ; transférer en réanimation.",
      'Cyanosis or reduced consciousness: hypercapnic respiratory failure':
        'Cyanose ou baisse de la conscience : insuffisance respiratoire hypercapnique',
      'Danger sign in a patient who may have malaria (prostration, confusion, cannot drink, vomits everything): treat as severe malaria':
        'Signe de danger chez un patient qui peut avoir un paludisme (prostration, confusion, ne peut pas boire, vomit tout) : traiter comme un paludisme grave',
      'Deep sighing breathing or fruity breath with high glucose: diabetic ketoacidosis':
        'Respiration profonde et soupirante ou haleine fruitée avec glycémie élevée : acidocétose diabétique',
      'Deliberate overdose: self-harm risk': "Surdosage volontaire : risque d'automutilation",
      'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)':
        "Dengue avec signes d'alerte (saignement des muqueuses, vomissements persistants, léthargie ou agitation, hépatomégalie, hématocrite en hausse avec plaquettes en baisse)",
      'Dexamethasone and same-day referral for imaging and radiotherapy.':
        'Dexaméthasone et transfert le jour même pour imagerie et radiothérapie.',
      'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.':
        'Dexaméthasone et transfert le jour même pour IRM et radiothérapie ou chirurgie.',
      'Diagnostic ascitic tap (neutrophils > 250/mm3), IV ceftriaxone, admit.':
        "Ponction d'ascite exploratrice (neutrophiles > 250/mm3), ceftriaxone IV, hospitaliser.",
      'Diphtheria with stridor, drooling or breathing difficulty: the membrane is closing the airway':
        'Diphtérie avec stridor, hypersalivation ou difficulté respiratoire : la membrane obstrue les voies aériennes',
      'Discharge with lower abdominal pain, fever or cervical motion tenderness (pelvic inflammatory disease)':
        'Pertes avec douleur du bas-ventre, fièvre ou douleur à la mobilisation du col (maladie inflammatoire pelvienne)',
      'Do NOT do a digital vaginal examination (placenta praevia); IV line and fluids; check fetal heart and BP; refer urgently to hospital for delivery planning.':
        "NE PAS faire de toucher vaginal (placenta prævia) ; voie veineuse et liquides ; contrôler les bruits du cœur fœtal et la PA ; transférer en urgence à l'hôpital pour organiser l'accouchement.",
      'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.':
        "Ne pas examiner la gorge brutalement ; oxygène ; appeler la personne la plus compétente pour intubation ou trachéotomie ; donner l'antitoxine diphtérique et un antibiotique ; transférer maintenant.",
      'Do not leave alone; remove means; assess by the self-harm module.':
        'Ne pas laisser seul ; retirer les moyens ; évaluer selon le module automutilation.',
      'Drowsiness, confusion or bleeding with jaundice: acute liver failure':
        'Somnolence, confusion ou saignement avec ictère : insuffisance hépatique aiguë',
      'Drowsiness, low temperature, slow breathing: myxoedema coma':
        'Somnolence, température basse, respiration lente : coma myxœdémateux',
      'Dysentery in a malnourished child': 'Dysenterie chez un enfant malnutri',
      'Dysentery with a danger sign or severe dehydration':
        'Dysenterie avec signe de danger ou déshydratation sévère',
      'ECG and troponin now.': 'ECG et troponine maintenant.',
      'ECG and troponin now; treat as acute coronary syndrome if confirmed.':
        'ECG et troponine maintenant ; traiter comme un syndrome coronarien aigu si confirmé.',
      'ECG and vital signs; manage as cardiac until excluded.':
        "ECG et signes vitaux ; prendre en charge comme une cause cardiaque jusqu'à preuve du contraire.",
      'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).':
        "ECG dans les 10 minutes, aspirine à croquer (sauf allergie), transférer maintenant pour reperfusion (fibrinolyse dans les 12 heures suivant le début si une ICP n'est pas possible dans les 2 heures).",
      'ECG; IV calcium gluconate if ECG changes, insulin with glucose, salbutamol nebulisation; stop potassium-raising drugs; refer for dialysis if refractory.':
        "ECG ; gluconate de calcium IV en cas de modifications de l'ECG, insuline avec glucose, salbutamol nébulisé ; arrêter les médicaments hyperkaliémiants ; transférer pour dialyse en cas de résistance.",
      'ENT referral.': 'Transfert en ORL.',
      'Eschar on the face or neck with extensive swelling: airway risk':
        'Escarre du visage ou du cou avec œdème étendu : risque pour les voies aériennes',
      'ETAT emergency sign: oxygen and immediate admission.':
        "Signe d'urgence TETU : oxygène et hospitalisation immédiate.",
      'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.':
        "TETU : liquides IV pour le choc maintenant (chez l'enfant sévèrement malnutri, utiliser le protocole de choc de la MAS), réévaluer et transférer.",
      'Extensive or recurrent tinea with HIV': 'Teigne étendue ou récidivante avec VIH',
      'Eye involvement in onchocerciasis': "Atteinte oculaire au cours d'une onchocercose",
      'Eyelashes touching the eyeball (trachomatous trichiasis): blinding corneal scarring follows':
        'Cils qui touchent le globe oculaire (trichiasis trachomateux) : des cicatrices cornéennes aveuglantes suivent',
    },
  },
];
