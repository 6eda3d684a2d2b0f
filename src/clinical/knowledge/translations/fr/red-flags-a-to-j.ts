import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with a to j. */
export const frenchRedFlagsAToJ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.':
        "Échographie abdominale et débuter le métronidazole ; transférer si l'abcès est volumineux (risque de rupture) ou sans amélioration en 72 heures.",
      'Acidotic (Kussmaul) breathing or ketotic breath':
        'Respiration acidosique (de Kussmaul) ou haleine cétonique',
      'Acute attack (adenolymphangitis) with spreading cellulitis':
        'Crise aiguë (adénolymphangite) avec cellulite extensive',
      'Acute pulmonary oedema or respiratory failure': 'Œdème aigu du poumon ou insuffisance respiratoire',
      'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.':
        'Hospitaliser pour stabilisation (F-75, antibiotiques, glucose et réchauffement) ; ne pas prendre en charge en ambulatoire.',
      'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.':
        "Hospitaliser pour ceftriaxone IV, doxycycline et métronidazole ; échographie à la recherche d'un abcès ; avis chirurgical.",
      'Admit for IV fluids, glucose monitoring and assessment for decompensated liver disease.':
        "Hospitaliser pour liquides IV, surveillance de la glycémie et recherche d'une hépatopathie décompensée.",
      'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.':
        "Hospitaliser : cristalloïde isotonique IV selon le groupe B de l'OMS, hématocrite toutes les 4-6 heures, bilan hydrique strict.",
      'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.':
        "Hospitaliser : oxygène, aspiration douce du nez et de la gorge, alimentation par sonde nasogastrique si incapacité à s'alimenter, érythromycine ; transférer en réanimation si les apnées récidivent.",
      'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.':
        "Hospitaliser ; PL urgente avec mesure de la pression d'ouverture et drainage thérapeutique du LCR ; débuter les antifongiques d'induction.",
      'Adrenaline IM now; manage as anaphylaxis.':
        'Adrénaline IM maintenant ; prendre en charge comme une anaphylaxie.',
      'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)':
        "Maladie à VIH avancée (CD4 < 200 cellules/mm3 ou stade 3-4 de l'OMS)",
      'After drowning: unconscious, blue, hypoxic or struggling to breathe':
        'Après une noyade : inconscient, bleu, hypoxique ou en difficulté respiratoire',
      'Agitation or aggression with risk to others': 'Agitation ou agressivité avec risque pour autrui',
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
      'Assess airway, breathing and circulation; give IM adrenaline at once if any airway, breathing or circulation problem.':
        "Évaluer les voies aériennes, la respiration et la circulation ; donner immédiatement de l'adrénaline IM en cas de problème des voies aériennes, de la respiration ou de la circulation.",
      'Assess and classify for pneumonia or croup; treat accordingly.':
        'Évaluer et classer pour une pneumonie ou une laryngite ; traiter en conséquence.',
      'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.':
        'Évaluer maintenant le risque suicidaire ; ne pas laisser la personne seule ; retirer les moyens (pesticides, médicaments, cordes) ; impliquer la famille et transférer en santé mentale le jour même en cas de risque imminent.',
      'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.':
        'Éviter les grands bolus de liquide ; oxygène ; transfert urgent pour inotropes et échocardiographie.',
      'Back pain with fever, weight loss, night sweats or night pain: spinal TB, infection or cancer':
        'Douleur du dos avec fièvre, perte de poids, sueurs nocturnes ou douleur nocturne : tuberculose vertébrale, infection ou cancer',
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
      'Bleeding in late pregnancy with signs of shock': 'Saignement en fin de grossesse avec signes de choc',
      'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).':
        'Hémocultures et uroculture, antibiotiques IV, transfert urgent en urologie pour drainage (sonde JJ ou néphrostomie).',
      'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.':
        'Hémoculture et test du paludisme, puis antibiotique parentéral (ceftriaxone) sans délai.',
      'Blurred vision or deep sighing breathing after drinking: methanol poisoning (blindness and death follow)':
        'Vision floue ou respiration profonde et soupirante après avoir bu : intoxication au méthanol (cécité et décès suivent)',
      'Breast lump, skin dimpling or nipple retraction or bleeding':
        "Masse mammaire, peau en peau d'orange, rétraction ou saignement du mamelon",
      'Breathlessness or chest pain with COVID-19':
        "Essoufflement ou douleur thoracique au cours d'une COVID-19",
      'Breathlessness or chest pain with influenza: possible pneumonia':
        "Essoufflement ou douleur thoracique au cours d'une grippe : pneumonie possible",
      'Bronchorrhoea, bronchospasm, respiratory failure or coma':
        'Bronchorrhée, bronchospasme, insuffisance respiratoire ou coma',
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
      'Cannot keep fluids down with dehydration in pregnancy':
        'Ne garde pas les liquides, avec déshydratation, pendant la grossesse',
      'Cannot swallow, drooling, trismus or stridor: peritonsillar abscess, epiglottitis or airway obstruction':
        'Ne peut pas avaler, hypersalivation, trismus ou stridor : abcès périamygdalien, épiglottite ou obstruction des voies aériennes',
      'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis':
        'Choc cardiogénique (pression artérielle basse, mauvaise perfusion) ou cyanose',
      'Catheterise and refer.': 'Sonder et transférer.',
      'Ceftriaxone IM today, clean the eyes frequently, treat the mother and her partner, review daily.':
        "Ceftriaxone IM aujourd'hui, nettoyer souvent les yeux, traiter la mère et son partenaire, revoir chaque jour.",
      'Check ART adherence and CD4; extensive disease usually needs oral antifungal.':
        "Vérifier l'observance du TAR et les CD4 ; une forme étendue demande habituellement un antifongique oral.",
      'Check glucose and INR, give IV glucose if low, stop hepatotoxic drugs and refer to hospital now.':
        "Contrôler la glycémie et l'INR, donner du glucose IV si elle est basse, arrêter les médicaments hépatotoxiques et transférer maintenant à l'hôpital.",
      'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).':
        "Contrôler la glycémie, noter l'heure où le patient a été vu normal pour la dernière fois, transférer maintenant vers un hôpital disposant d'un scanner (thrombolyse possible dans les 4.5 heures suivant le début).",
      'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.':
        "Contrôler maintenant la glycémie, l'oxygénation, la température et la pression artérielle ; rechercher une infection, une déshydratation, une hypoxie, des médicaments, un sevrage alcoolique, une rétention urinaire et un AVC ; traiter la cause ; hospitaliser.",
      'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.':
        "Contrôler l'acuité visuelle et la cornée (fluorescéine) ; transférer en consultation d'ophtalmologie le jour même.",
      'Chest pain or fainting: exclude a heart cause before calling it panic':
        'Douleur thoracique ou malaise : exclure une cause cardiaque avant de conclure à une attaque de panique',
      'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.':
        'Examen clinique des seins et transfert pour triple évaluation (imagerie et biopsie) dans les 2 semaines.',
      'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)':
        'Rage clinique (hydrophobie, aérophobie, agitation, paresthésies au site de la morsure)',
      'Cold newborn with apnoea, slow heart rate or fits':
        'Nouveau-né froid avec apnée, bradycardie ou convulsions',
      'Coma or convulsions (cerebral malaria)': 'Coma ou convulsions (neuropaludisme)',
      'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage':
        'Coma avec hypertension sévère : encéphalopathie ou hémorragie intracérébrale',
      'Complicated SAM: failed appetite test, oedema, or a danger sign':
        "MAS compliquée : test de l'appétit échoué, œdèmes ou signe de danger",
      'Confusion or drowsiness: hepatic encephalopathy':
        'Confusion ou somnolence : encéphalopathie hépatique',
      'Confusion or fits (uraemic encephalopathy) or hypoxaemia (fluid overload)':
        'Confusion ou convulsions (encéphalopathie urémique) ou hypoxémie (surcharge hydrique)',
      'Confusion that came on over hours or days: delirium, a medical emergency until its cause is found':
        "Confusion installée en quelques heures ou jours : délirium, urgence médicale tant que la cause n'est pas trouvée",
      'Confusion, shock or bleeding rash: severe rickettsiosis':
        'Confusion, choc ou éruption hémorragique : rickettsiose sévère',
      'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.':
        "Contrôler le saignement, liquides IV, attelle, couvrir la plaie d'un pansement stérile, antibiotiques IV et prophylaxie antitétanique, transférer pour chirurgie dans les heures qui suivent.",
      'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.':
        "Oxygène contrôlé, salbutamol nébulisé avec ipratropium, prednisolone, antibiotique si l'expectoration est purulente ; hospitaliser.",
      'Cord infection with spreading redness or a danger sign (severe infection)':
        "Infection du cordon avec rougeur qui s'étend ou signe de danger (infection grave)",
      'Crushing chest pain with heart failure: myocardial ischaemia':
        'Douleur thoracique constrictive avec insuffisance cardiaque : ischémie myocardique',
      'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.':
        "Bolus de cristalloïde selon le groupe C de l'OMS, réévaluer, transfuser en cas de saignement grave ; transférer en réanimation.",
      'Deliberate overdose: self-harm risk': "Surdosage volontaire : risque d'automutilation",
      'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)':
        "Dengue avec signes d'alerte (saignement des muqueuses, vomissements persistants, léthargie ou agitation, hépatomégalie, hématocrite en hausse avec plaquettes en baisse)",
      'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.':
        'Dexaméthasone et transfert le jour même pour IRM et radiothérapie ou chirurgie.',
      'Diagnostic ascitic tap (neutrophils > 250/mm3), IV ceftriaxone, admit.':
        "Ponction d'ascite exploratrice (neutrophiles > 250/mm3), ceftriaxone IV, hospitaliser.",
      'Diphtheria with stridor, drooling or breathing difficulty: the membrane is closing the airway':
        'Diphtérie avec stridor, hypersalivation ou difficulté respiratoire : la membrane obstrue les voies aériennes',
      'Do NOT do a digital vaginal examination (placenta praevia); IV line and fluids; check fetal heart and BP; refer urgently to hospital for delivery planning.':
        "NE PAS faire de toucher vaginal (placenta prævia) ; voie veineuse et liquides ; contrôler les bruits du cœur fœtal et la PA ; transférer en urgence à l'hôpital pour organiser l'accouchement.",
      'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.':
        "Ne pas examiner la gorge brutalement ; oxygène ; appeler la personne la plus compétente pour intubation ou trachéotomie ; donner l'antitoxine diphtérique et un antibiotique ; transférer maintenant.",
      'Drowsiness, confusion or bleeding with jaundice: acute liver failure':
        'Somnolence, confusion ou saignement avec ictère : insuffisance hépatique aiguë',
      'Drowsiness, low temperature, slow breathing: myxoedema coma':
        'Somnolence, température basse, respiration lente : coma myxœdémateux',
      'ECG and troponin now; treat as acute coronary syndrome if confirmed.':
        'ECG et troponine maintenant ; traiter comme un syndrome coronarien aigu si confirmé.',
      'ECG and vital signs; manage as cardiac until excluded.':
        "ECG et signes vitaux ; prendre en charge comme une cause cardiaque jusqu'à preuve du contraire.",
      'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).':
        "ECG dans les 10 minutes, aspirine à croquer (sauf allergie), transférer maintenant pour reperfusion (fibrinolyse dans les 12 heures suivant le début si une ICP n'est pas possible dans les 2 heures).",
      'ECG; IV calcium gluconate if ECG changes, insulin with glucose, salbutamol nebulisation; stop potassium-raising drugs; refer for dialysis if refractory.':
        "ECG ; gluconate de calcium IV en cas de modifications de l'ECG, insuline avec glucose, salbutamol nébulisé ; arrêter les médicaments hyperkaliémiants ; transférer pour dialyse en cas de résistance.",
      'Eschar on the face or neck with extensive swelling: airway risk':
        'Escarre du visage ou du cou avec œdème étendu : risque pour les voies aériennes',
      'ETAT emergency sign: oxygen and immediate admission.':
        "Signe d'urgence TETU : oxygène et hospitalisation immédiate.",
      'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.':
        "TETU : liquides IV pour le choc maintenant (chez l'enfant sévèrement malnutri, utiliser le protocole de choc de la MAS), réévaluer et transférer.",
      'Extensive or recurrent tinea with HIV': 'Teigne étendue ou récidivante avec VIH',
      'Eyelashes touching the eyeball (trachomatous trichiasis): blinding corneal scarring follows':
        'Cils qui touchent le globe oculaire (trichiasis trachomateux) : des cicatrices cornéennes aveuglantes suivent',
      'Falling consciousness in DKA: cerebral oedema (especially in children)':
        "Baisse de la conscience au cours d'une acidocétose : œdème cérébral (surtout chez l'enfant)",
      'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable':
        'Arythmie rapide avec choc, syncope, douleur thoracique ischémique ou insuffisance cardiaque : instable',
      'Fast breathing, chest indrawing, stridor or hypoxaemia: not a simple cold':
        'Respiration rapide, tirage sous-costal, stridor ou hypoxémie : pas un simple rhume',
      'Fever after birth or abortion with a tender uterus or foul discharge':
        'Fièvre après un accouchement ou un avortement avec utérus sensible ou pertes fétides',
      'Fever or abdominal pain with ascites: spontaneous bacterial peritonitis':
        "Fièvre ou douleur abdominale avec ascite : infection spontanée du liquide d'ascite",
      'Fever or rigors with a stone: infected obstructed kidney':
        'Fièvre ou frissons avec un calcul : rein obstrué et infecté',
      'Fever with jaundice (with rigors, confusion or shock): acute cholangitis':
        'Fièvre avec ictère (avec frissons, confusion ou choc) : angiocholite aiguë',
      'Fever with painful clustered blisters or punched-out erosions on eczema: eczema herpeticum':
        "Fièvre avec vésicules douloureuses groupées ou érosions à l'emporte-pièce sur un eczéma : eczéma herpétiforme",
      'Fever with unexplained bleeding': 'Fièvre avec saignement inexpliqué',
      'Fever, agitation or confusion, vomiting in thyrotoxicosis: thyroid storm':
        "Fièvre, agitation ou confusion, vomissements au cours d'une thyrotoxicose : crise thyréotoxique",
      'Fever, foul discharge or a tender uterus after abortion (septic abortion)':
        'Fièvre, pertes fétides ou utérus sensible après un avortement (avortement septique)',
      'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.':
        "Première dose d'ampicilline (ou benzylpénicilline) et de gentamicine IM maintenant, garder au chaud, allaiter ou donner le lait maternel exprimé, transférer en urgence.",
      'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.':
        'Première dose de ceftriaxone IM/IV (ou ampicilline plus gentamicine) et transfert urgent.',
      'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.':
        'Premières doses de cloxacilline (ou ampicilline) et de gentamicine IM et transférer en urgence.',
      'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.':
        "Premières doses d'antibiotiques IV/IM maintenant (ampicilline, gentamicine, métronidazole) et transférer pour évacuation des débris retenus.",
      'Fits or coma in pregnancy or after delivery: eclampsia':
        "Convulsions ou coma pendant la grossesse ou après l'accouchement : éclampsie",
      'Fits, confusion, severe headache or very high blood pressure: hypertensive encephalopathy':
        'Convulsions, confusion, céphalée intense ou pression artérielle très élevée : encéphalopathie hypertensive',
      'Flaccid weakness with breathlessness, weak cough or swallowing difficulty: respiratory failure can follow within hours':
        'Faiblesse flasque avec essoufflement, toux faible ou difficulté à avaler : une insuffisance respiratoire peut suivre en quelques heures',
      'Fluid resuscitation and ceftriaxone now; refer for intensive care.':
        'Remplissage vasculaire et ceftriaxone maintenant ; transférer en réanimation.',
      'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.':
        "Remplissage vasculaire dans l'unité d'isolement ; transfert vers un centre de traitement des FHV désigné.",
      'Foreign body with stridor, cyanosis or inability to speak or cry (airway obstruction)':
        'Corps étranger avec stridor, cyanose ou incapacité à parler ou à pleurer (obstruction des voies aériennes)',
      'Give 10% glucose (oral or by nasogastric tube, IV if unconscious), warm the child skin-to-skin, start feeds and antibiotics.':
        "Donner du glucose à 10% (par voie orale ou par sonde nasogastrique, IV si inconscient), réchauffer l'enfant en peau à peau, débuter l'alimentation et les antibiotiques.",
      'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.':
        'Donner un bolus de sérum salé 0.9 %, répéter si besoin, et transférer en soins intensifs.',
      'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.':
        "Donner le sérum antivenimeux (adrénaline prête), répéter le TCST20 toutes les 6 heures ; pas d'injection IM.",
      'Give antivenom now, prepare to ventilate (bag-valve-mask), neostigmine with atropine test; urgent transfer.':
        'Donner le sérum antivenimeux maintenant, se préparer à ventiler (ballon-valve-masque), test à la néostigmine avec atropine ; transfert urgent.',
      'Give doxycycline at once whatever the age; admit; manage shock.':
        "Donner la doxycycline immédiatement quel que soit l'âge ; hospitaliser ; traiter le choc.",
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
      'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.':
        'Donner le paquet de la maladie à VIH avancée : TB LAM et Xpert, CrAg sérique, cotrimoxazole, traitement préventif de la tuberculose une fois la tuberculose exclue, TAR rapide.',
      'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.':
        "Donner la vitamine A et la première dose d'un antibiotique adapté (pneumonie), oxygène en cas d'hypoxémie, et transférer en urgence.",
      'Goitre with stridor or difficulty swallowing: compression':
        'Goitre avec stridor ou difficulté à avaler : compression',
      'Haematemesis or melaena: bleeding oesophageal varices from hepatosplenic schistosomiasis':
        'Hématémèse ou méléna : rupture de varices œsophagiennes due à une schistosomiase hépatosplénique',
      Haemoptysis: 'Hémoptysie',
      'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive':
        'Envenimation hémotoxique : saignement ou test de coagulation sur sang total à 20 minutes positif',
      'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)':
        'Traumatisme crânien avec GCS ≤ 8, convulsions, déficit focal ou intervalle libre (hémorragie intracrânienne)',
      'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants':
        'Traumatisme crânien avec baisse du GCS, vomissements répétés, perte de connaissance, ou sous anticoagulants',
      'Heart failure late in pregnancy or after delivery: peripartum cardiomyopathy':
        "Insuffisance cardiaque en fin de grossesse ou après l'accouchement : cardiomyopathie du péripartum",
      'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta':
        "Saignement abondant après l'accouchement (≥ 500 mL ou garnitures trempées) ou rétention placentaire",
      'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)':
        "Forte fièvre au cours d'une drépanocytose (risque de sepsis pneumococcique foudroyant)",
      'High-flow oxygen, continuous nebulised salbutamol, IV corticosteroid and IV magnesium; transfer to intensive care.':
        'Oxygène à haut débit, salbutamol nébulisé en continu, corticoïde IV et magnésium IV ; transférer en réanimation.',
      'High-flow oxygen, early airway assessment by a skilled clinician (swelling closes the airway within hours); refer immediately.':
        "Oxygène à haut débit, évaluation précoce des voies aériennes par un clinicien expérimenté (l'œdème ferme les voies aériennes en quelques heures) ; transférer immédiatement.",
      'Hives with breathing difficulty, wheeze or low blood pressure: anaphylaxis':
        'Urticaire avec difficulté respiratoire, sifflement ou pression artérielle basse : anaphylaxie',
      'Hot swollen joint or a limb the child will not move: septic arthritis until proved otherwise':
        "Articulation chaude et gonflée ou membre que l'enfant ne bouge pas : arthrite septique jusqu'à preuve du contraire",
      'Hypoglycaemia or hypothermia in SAM': "Hypoglycémie ou hypothermie au cours d'une MAS",
      'Hypoglycaemia or shock in severe malaria': "Hypoglycémie ou choc au cours d'un paludisme grave",
      'Hypoxaemia (SpO2 < 90%)': 'Hypoxémie (SpO2 < 90 %)',
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
      'Irregular or slow pulse or low blood pressure in diphtheria: toxic myocarditis':
        "Pouls irrégulier ou lent ou pression artérielle basse au cours d'une diphtérie : myocardite toxique",
      'Ischaemic chest pain, ischaemic ECG or raised troponin':
        'Douleur thoracique ischémique, ECG ischémique ou troponine élevée',
      'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.':
        'Isoler dans une zone de traitement du choléra, notifier le responsable de la surveillance du district dans les 24 heures, et prélever des selles pour culture.',
      'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.':
        'Isoler maintenant avec EPI complet, limiter les contacts, notifier immédiatement le responsable de la surveillance, prélever selon le protocole national ; réanimer par liquides IV.',
      'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.':
        "Isoler avec précautions standard et contact jusqu'à exclusion d'une FHV ; tester le paludisme et la dengue, contrôler les plaquettes et la coagulation, demander les expositions ; notifier si aucune autre cause n'est trouvée.",
      'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify. Post-exposure prophylaxis is of no use once symptoms start.':
        'Isoler, sédater et donner des soins palliatifs dans une pièce calme ; le personnel porte des EPI ; notifier. La prophylaxie post-exposition ne sert plus à rien une fois les symptômes apparus.',
      'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.':
        'Voie veineuse, hémoglobine, groupage et épreuve de compatibilité ; échographie urgente et avis gynécologique.',
      'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.':
        'Antibiotiques IV (benzylpénicilline ou ceftriaxone), liquides avec prudence, hospitaliser ; une dialyse peut être nécessaire.',
      'IV antibiotics and urgent ENT referral.': 'Antibiotiques IV et transfert urgent en ORL.',
      'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.':
        'Bolus de liquide IV, péricardiocentèse urgente échoguidée par un clinicien formé ; transférer immédiatement.',
      'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.':
        "Liquides IV selon la surface brûlée et le poids, analgésie, couvrir d'un film ou d'un linge propre, garder au chaud, prophylaxie antitétanique ; transférer vers une unité de brûlés.",
      'IV fluids fast, and immediate transfer for laparotomy; do not give oxytocin.':
        "Liquides IV rapides, et transfert immédiat pour laparotomie ; ne pas donner d'ocytocine.",
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
      'Jaundice, kidney failure, bleeding or blood-stained sputum: severe leptospirosis (Weil disease, pulmonary haemorrhage)':
        'Ictère, insuffisance rénale, saignement ou crachats sanglants : leptospirose sévère (maladie de Weil, hémorragie pulmonaire)',
      'Jaundiced newborn not feeding, with abnormal posture or convulsions (acute bilirubin encephalopathy)':
        "Nouveau-né ictérique qui ne s'alimente pas, avec posture anormale ou convulsions (encéphalopathie bilirubinique aiguë)",
    },
  },
];
