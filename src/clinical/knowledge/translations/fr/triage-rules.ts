import type { TranslationGroup } from '../types';

/**
 * Triage rules in French, by their English wording (knowledge/triage-rules): the danger sign as the triage
 * reason and red flag names it, and the actions to take; a text missing here is shown in English. Machine
 * drafts (reviewer: null) until a clinician fluent in French reviews them.
 */
export const frenchTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Skin peeling off in sheets or blistering over much of the body (scalded skin syndrome or Stevens-Johnson / toxic epidermal necrolysis)':
        'Peau qui se décolle en lambeaux ou bulles sur une grande partie du corps (syndrome de la peau ébouillantée ou Stevens-Johnson / nécrolyse épidermique toxique)',
      'Stop any new medicine; give IV fluids as for a burn, keep warm, start cloxacillin IV in a child with skin infection':
        'Arrêter tout médicament récent ; perfusion comme pour une brûlure, garder au chaud, cloxacilline IV chez l’enfant avec une infection cutanée',
      'Refer now to a hospital that can nurse a large skin loss':
        'Transférer maintenant vers un hôpital capable de soigner une grande perte de peau',
      'A laboratory result at a life-threatening level':
        'Résultat de laboratoire à un niveau menaçant le pronostic vital',
      'Act on the result now: treat its cause without waiting, and repeat it at once if the sample may be faulty (haemolysed, or taken above a drip)':
        "Agir sur ce résultat maintenant : traiter sa cause sans attendre, et le répéter aussitôt si l'échantillon peut être faussé (hémolysé, ou prélevé au-dessus d'une perfusion)",
      'Refer or admit if it cannot be corrected here':
        'Transférer ou hospitaliser s’il ne peut pas être corrigé ici',
      'Obstructed breathing or central cyanosis (ETAT emergency sign)':
        "Obstruction des voies aériennes ou cyanose centrale (signe d'urgence ETAT)",
      'Open and manage the airway, give oxygen': "Libérer et gérer les voies aériennes, donner de l'oxygène",
      'Resuscitate now (airway, breathing, circulation) and arrange urgent referral':
        'Réanimer maintenant (voies aériennes, respiration, circulation) et organiser un transfert urgent',
      'Severe respiratory distress or low oxygen saturation':
        'Détresse respiratoire sévère ou saturation en oxygène basse',
      'Give oxygen to keep SpO2 ≥ 94% (≥ 90% in children without emergency signs)':
        "Donner de l'oxygène pour maintenir la SpO2 ≥ 94% (≥ 90% chez l'enfant sans signe d'urgence)",
      'Treat the cause and refer if not improving':
        "Traiter la cause et transférer en l'absence d'amélioration",
      'Signs of shock (low blood pressure or cold hands with a weak fast pulse)':
        'Signes de choc (tension artérielle basse ou mains froides avec pouls rapide et faible)',
      'Insert an IV line, give fluids per ETAT shock protocol (caution in severe malnutrition)':
        'Poser une voie veineuse, remplir selon le protocole ETAT du choc (prudence en cas de malnutrition sévère)',
      'Unconscious or unresponsive (ETAT emergency sign)':
        "Inconscient ou ne réagit pas (signe d'urgence ETAT)",
      'Manage the airway, position the patient, check glucose and treat hypoglycaemia':
        "Gérer les voies aériennes, positionner le patient, contrôler la glycémie et traiter l'hypoglycémie",
      'Convulsions lasting 5 minutes or more (status epilepticus)':
        'Convulsions de 5 minutes ou plus (état de mal épileptique)',
      'Protect the airway, give oxygen, check glucose; give diazepam or midazolam now and repeat once after 10 minutes, then phenobarbital or phenytoin':
        "Protéger les voies aériennes, donner de l'oxygène, contrôler la glycémie ; donner du diazépam ou du midazolam maintenant et répéter une fois après 10 minutes, puis du phénobarbital ou de la phénytoïne",
      'Refer to hospital care': 'Transférer vers une prise en charge hospitalière',
      'Convulsions (ETAT emergency sign, IMCI general danger sign)':
        "Convulsions (signe d'urgence ETAT, signe général de danger PCIME)",
      'Protect the airway, give diazepam if still convulsing, check glucose':
        "Protéger les voies aériennes, donner du diazépam s'il convulse encore, contrôler la glycémie",
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer':
        'Rechercher la cause (paludisme, méningite, éclampsie, hypoglycémie) et transférer',
      'Severe dehydration in a child (sunken eyes and very slow skin pinch)':
        "Déshydratation sévère chez l'enfant (yeux enfoncés et pli cutané qui s'efface très lentement)",
      'Start IV fluids per WHO Plan C now':
        "Commencer la réhydratation IV selon le plan C de l'OMS maintenant",
      'Reassess every 15-30 minutes': 'Réévaluer toutes les 15-30 minutes',
      'IMCI general danger sign: unable to drink or breastfeed, or vomits everything':
        'Signe général de danger PCIME : incapable de boire ou de téter, ou vomit tout',
      'Give pre-referral treatment and refer urgently':
        'Donner le traitement pré-transfert et transférer en urgence',
      'IMCI general danger sign: lethargic or unusually sleepy':
        'Signe général de danger PCIME : léthargique ou anormalement somnolent',
      'Check glucose, give pre-referral treatment and refer urgently':
        'Contrôler la glycémie, donner le traitement pré-transfert et transférer en urgence',
      'Chest indrawing in a child under 5': 'Tirage sous-costal chez un enfant de moins de 5 ans',
      'Treat as pneumonia with chest indrawing per IMCI; refer if any danger sign or HIV exposure':
        "Traiter comme une pneumonie avec tirage selon la PCIME ; transférer en cas de signe de danger ou d'exposition au VIH",
      'Fever or low temperature in an infant under 2 months (possible serious bacterial infection)':
        "Fièvre ou hypothermie chez un nourrisson de moins de 2 mois (suspicion d'infection bactérienne grave)",
      'Give the first dose of IM antibiotics and refer urgently':
        "Donner la première dose d'antibiotiques IM et transférer en urgence",
      'Severe pallor or haemoglobin < 7 g/dL': 'Pâleur sévère ou hémoglobine < 7 g/dL',
      'Check for heart failure and respiratory distress; arrange transfusion if indicated':
        'Rechercher une insuffisance cardiaque et une détresse respiratoire ; organiser une transfusion si indiquée',
      'Confusion with no other danger sign: find its cause today':
        "Confusion sans autre signe de danger : en chercher la cause aujourd'hui",
      'Check glucose, temperature, pulse, blood pressure, breathing and oxygen now; look for infection, medicines, alcohol and urine retention':
        "Contrôler maintenant la glycémie, la température, le pouls, la tension, la respiration et l'oxygène ; rechercher une infection, des médicaments, l'alcool et une rétention d'urine",
      'Altered mental state': "Altération de l'état mental",
      'Check glucose, airway and vital signs; look for sepsis, cerebral malaria, meningitis, stroke':
        'Contrôler la glycémie, les voies aériennes et les signes vitaux ; rechercher un sepsis, un paludisme cérébral, une méningite, un AVC',
      'Fever with neck stiffness, bulging fontanelle or a non-blanching rash (possible meningitis or meningococcaemia)':
        "Fièvre avec raideur de nuque, fontanelle bombée ou purpura ne s'effaçant pas à la pression (méningite ou méningococcémie possible)",
      'Give the first dose of ceftriaxone now; do not delay for lumbar puncture':
        'Donner la première dose de ceftriaxone maintenant ; ne pas attendre la ponction lombaire',
      'Baby moving less or not at all in pregnancy (possible fetal compromise)':
        'Bébé qui bouge moins ou plus du tout pendant la grossesse (souffrance fœtale possible)',
      'Listen for the fetal heart now (Doppler or Pinard); the same day, CTG or ultrasound and plan delivery if compromised':
        "Écouter le cœur fœtal maintenant (Doppler ou Pinard) ; le jour même, CTG ou échographie et prévoir l'accouchement en cas de souffrance",
      'Slow pulse with fainting, dizziness, low blood pressure or confusion (unstable bradycardia)':
        'Pouls lent avec syncope, vertiges, tension basse ou confusion (bradycardie instable)',
      'ECG and monitor now; atropine, then pacing or adrenaline infusion if still unstable; refer the same hour':
        "ECG et monitorage maintenant ; atropine, puis stimulation ou perfusion d'adrénaline si toujours instable ; référer dans l'heure",
      'Vaginal bleeding in pregnancy': 'Saignement vaginal pendant la grossesse',
      'Assess for shock; IV access; urgent obstetric review (ectopic, abortion, placenta praevia or abruption)':
        'Rechercher un choc ; voie veineuse ; avis obstétrical urgent (grossesse extra-utérine, avortement, placenta prævia ou décollement)',
      'Raised blood pressure in pregnancy with headache, visual disturbance or epigastric pain (severe pre-eclampsia)':
        'Tension artérielle élevée pendant la grossesse avec céphalées, troubles visuels ou douleur épigastrique (pré-éclampsie sévère)',
      'Give magnesium sulfate, control blood pressure, and refer for delivery planning':
        "Donner du sulfate de magnésium, contrôler la tension artérielle et transférer pour planifier l'accouchement",
      'Convulsions in pregnancy (eclampsia until proven otherwise)':
        "Convulsions pendant la grossesse (éclampsie jusqu'à preuve du contraire)",
      'Give magnesium sulfate loading dose now':
        'Donner maintenant la dose de charge de sulfate de magnésium',
      'Lower abdominal pain with fainting or shoulder-tip pain (possible ruptured ectopic pregnancy)':
        "Douleur abdominale basse avec malaise ou douleur à la pointe de l'épaule (grossesse extra-utérine rompue possible)",
      'IV access with two large-bore cannulae, fluids, group and cross-match, emergency surgical referral':
        'Deux voies veineuses de gros calibre, remplissage, groupage et compatibilité, transfert chirurgical urgent',
      'Severe acute malnutrition with poor appetite (failed appetite test): complicated SAM':
        "Malnutrition aiguë sévère avec appétit faible (échec au test de l'appétit) : MAS compliquée",
      'Admit for inpatient stabilisation (F-75, treat hypoglycaemia, hypothermia and infection); do not give IV fluids unless in shock':
        "Hospitaliser pour stabilisation (F-75, traiter l'hypoglycémie, l'hypothermie et l'infection) ; pas de perfusion IV sauf en cas de choc",
      'Anaemia in pregnancy': 'Anémie pendant la grossesse',
      'Start iron and folic acid today, look for malaria and hookworm, and recheck haemoglobin; refer if Hb < 7 g/dL or breathless':
        "Commencer le fer et l'acide folique aujourd'hui, rechercher le paludisme et l'ankylostomiase, recontrôler l'hémoglobine ; transférer si Hb < 7 g/dL ou essoufflement",
      'Severe acute malnutrition (MUAC < 115 mm, visible severe wasting or bilateral oedema)':
        'Malnutrition aiguë sévère (PB < 115 mm, émaciation sévère visible ou œdèmes bilatéraux)',
      'Check appetite test and complications; inpatient care if complicated':
        "Faire le test de l'appétit et rechercher les complications ; hospitaliser si compliquée",
      'Snake bite': 'Morsure de serpent',
      'Immobilise the limb, observe for 24 hours, 20-minute whole blood clotting test; give antivenom for systemic or severe local envenoming':
        "Immobiliser le membre, surveiller 24 heures, test de coagulation sur sang total à 20 minutes ; donner l'antivenin en cas d'envenimation systémique ou locale sévère",
      'Airway swelling, wheeze or low blood pressure after an allergen (anaphylaxis)':
        'Œdème des voies aériennes, sifflements ou tension basse après un allergène (anaphylaxie)',
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed':
        "Injecter maintenant l'adrénaline IM 0.01 mg/kg (max 0.5 mg) dans la cuisse ; répéter après 5 minutes si nécessaire",
      'Severely raised blood pressure with symptoms of organ damage':
        "Tension artérielle très élevée avec symptômes d'atteinte d'organe",
      'Lower blood pressure in a monitored setting and refer':
        'Abaisser la tension artérielle sous surveillance et transférer',
      'Severely raised blood pressure (≥ 180/110 mmHg)': 'Tension artérielle très élevée (≥ 180/110 mmHg)',
      'Repeat the reading, look for symptoms of organ damage, start treatment today':
        "Répéter la mesure, rechercher des symptômes d'atteinte d'organe, commencer le traitement aujourd'hui",
      'Sudden weakness, facial droop or speech difficulty (possible stroke)':
        'Faiblesse soudaine, paralysie faciale ou trouble de la parole (AVC possible)',
      'Check glucose, note the time of onset, refer now for brain imaging':
        "Contrôler la glycémie, noter l'heure de début, transférer maintenant pour imagerie cérébrale",
      'Wishes to be dead: ask today about thoughts, a plan and means of suicide':
        "Souhaite être mort : demander aujourd'hui s'il a des idées, un plan et des moyens de suicide",
      'Ask directly about thoughts, a plan, means and any past act of self-harm; if any, manage as imminent risk':
        "Demander directement les idées, le plan, les moyens et tout geste d'automutilation passé ; si oui, prendre en charge comme un risque imminent",
      'Facial-nerve palsy (forehead weak, eye will not close): steroids within 72 hours, protect the eye':
        "Paralysie du nerf facial (front atteint, l'œil ne ferme pas) : corticoïdes dans les 72 heures, protéger l'œil",
      'Look for weak limbs, speech change, ear vesicles or a parotid mass; start oral steroids within 72 hours of onset and protect the eye':
        "Rechercher une faiblesse des membres, un trouble de la parole, des vésicules de l'oreille ou une masse parotidienne ; débuter les corticoïdes oraux dans les 72 heures et protéger l'œil",
      'Thoughts of self-harm or suicide (imminent risk until assessed)':
        "Idées d'automutilation ou de suicide (risque imminent jusqu'à évaluation)",
      'Assess imminent risk, remove means, do not leave the person alone if at imminent risk; arrange same-day mental health care':
        'Évaluer le risque imminent, retirer les moyens, ne pas laisser la personne seule si le risque est imminent ; organiser une prise en charge en santé mentale le jour même',
      'Animal bite: rabies exposure': "Morsure d'animal : exposition à la rage",
      'Wash the wound for 15 minutes, give rabies vaccine (and immunoglobulin for category III) today':
        "Laver la plaie pendant 15 minutes, donner le vaccin antirabique (et les immunoglobulines en catégorie III) aujourd'hui",
      'Cholinergic signs after pesticide exposure (organophosphate poisoning)':
        'Signes cholinergiques après exposition à un pesticide (intoxication aux organophosphorés)',
      'Give atropine until the chest is clear, decontaminate, oxygen; refer to intensive care':
        "Donner de l'atropine jusqu'à ce que le thorax soit libre, décontaminer, oxygène ; transférer en soins intensifs",
      'Bleeding (black stool, vomiting blood or bleeding from gums or nose)':
        'Saignement (selles noires, vomissements de sang ou saignement des gencives ou du nez)',
      'Check pulse and blood pressure, IV access, haemoglobin, and refer':
        'Contrôler le pouls et la tension, voie veineuse, hémoglobine, et transférer',
      'Heavy bleeding after birth with a fast pulse, low blood pressure or fainting (haemorrhagic shock)':
        "Saignement abondant après l'accouchement avec pouls rapide, tension basse ou malaise (choc hémorragique)",
      'Call for help; two large IV lines, Ringer’s lactate or saline fast':
        "Appeler à l'aide ; deux grosses voies veineuses, Ringer lactate ou sérum salé rapidement",
      'Start the first-response bundle now: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes (within 3 hours of birth), IV crystalloid, empty the bladder, examine the placenta and genital tract':
        "Commencer maintenant le paquet de première intention : massage utérin, ocytocine 10 IU IV/IM, acide tranexamique 1 g IV en 10 minutes (dans les 3 heures suivant l'accouchement), cristalloïdes IV, vider la vessie, examiner le placenta et la filière génitale",
      'If bleeding continues: bimanual or aortic compression and emergency referral with a companion who can donate blood':
        'Si le saignement persiste : compression bimanuelle ou aortique et transfert urgent avec un accompagnant pouvant donner son sang',
      'Heavy bleeding after birth (≥ 500 mL, soaking pads) or a placenta not delivered':
        "Saignement abondant après l'accouchement (≥ 500 mL, garnitures trempées) ou placenta non délivré",
      'Estimate blood loss and count soaked pads; pulse and blood pressure every 15 minutes':
        'Estimer les pertes sanguines et compter les garnitures trempées ; pouls et tension toutes les 15 minutes',
      'Vaginal bleeding after birth with a fast pulse, low blood pressure, fainting or confusion (postpartum haemorrhage until proved otherwise)':
        "Saignement vaginal après l'accouchement avec pouls rapide, tension basse, malaise ou confusion (hémorragie du post-partum jusqu'à preuve du contraire)",
      'Bleeding in late pregnancy with a fast pulse, low blood pressure or fainting':
        'Saignement en fin de grossesse avec pouls rapide, tension basse ou malaise',
      'Two large IV lines, Ringer’s lactate or saline fast, left lateral position':
        'Deux grosses voies veineuses, Ringer lactate ou sérum salé rapidement, décubitus latéral gauche',
      'No digital vaginal examination; refer immediately to a hospital with theatre and blood':
        "Pas de toucher vaginal ; transférer immédiatement vers un hôpital disposant d'un bloc opératoire et de sang",
      'Bleeding after 20 weeks of pregnancy or a hard tender uterus (placenta praevia or abruption)':
        'Saignement après 20 semaines de grossesse ou utérus dur et douloureux (placenta prævia ou décollement)',
      'IV line and fluids; no digital vaginal examination':
        'Voie veineuse et remplissage ; pas de toucher vaginal',
      'Refer urgently for obstetric care': 'Transférer en urgence pour une prise en charge obstétricale',
      'Fever with a tender uterus or foul-smelling discharge after birth or abortion (puerperal or septic abortion sepsis)':
        'Fièvre avec utérus douloureux ou pertes malodorantes après un accouchement ou un avortement (sepsis puerpéral ou post-abortum)',
      'Give the first doses of ampicillin, gentamicin and metronidazole IV/IM now, IV fluids':
        "Donner maintenant les premières doses d'ampicilline, de gentamicine et de métronidazole IV/IM, perfusion IV",
      'Refer for evacuation of retained products and inpatient care':
        'Transférer pour évacuation des débris et hospitalisation',
      'Fever after an abortion (septic abortion until proven otherwise)':
        "Fièvre après un avortement (avortement septique jusqu'à preuve du contraire)",
      'Hallucinations, delusions or mania in the weeks after birth (postpartum psychosis: danger to mother and baby)':
        "Hallucinations, idées délirantes ou manie dans les semaines après l'accouchement (psychose du post-partum : danger pour la mère et le bébé)",
      'Do not leave her alone with the baby; ask about thoughts of harming herself or the baby':
        'Ne pas la laisser seule avec le bébé ; demander si elle pense à se faire du mal ou à faire du mal au bébé',
      'Check temperature, glucose and haemoglobin (infection or delirium); refer urgently for mental health care':
        'Contrôler température, glycémie et hémoglobine (infection ou confusion) ; référer en urgence en santé mentale',
      'Shivering or rigors after an abortion (septic abortion until proven otherwise)':
        "Frissons après un avortement (avortement septique jusqu'à preuve du contraire)",
      'Fever or shivering with a foul-smelling discharge after birth (puerperal sepsis)':
        "Fièvre ou frissons avec des pertes malodorantes après l'accouchement (infection puerpérale)",
      'Slow or weak breathing with drowsiness or confusion (respiratory depression)':
        'Respiration lente ou faible avec somnolence ou confusion (dépression respiratoire)',
      'Start ampicillin, gentamicin and metronidazole, IV fluids':
        'Commencer ampicilline, gentamicine et métronidazole, perfusion IV',
      'Refer for uterine evacuation; give tetanus prophylaxis if instruments were used':
        'Transférer pour évacuation utérine ; prophylaxie antitétanique si des instruments ont été utilisés',
      'Fever in the weeks after birth': "Fièvre dans les semaines suivant l'accouchement",
      'Same-day assessment: uterus, lochia, breasts, wound, urine, malaria test; treat sepsis at once if the uterus is tender or lochia foul':
        "Évaluation le jour même : utérus, lochies, seins, plaie, urines, test du paludisme ; traiter immédiatement un sepsis si l'utérus est douloureux ou les lochies malodorantes",
      'Labour longer than 12 hours, not progressing, or signs of obstruction or fetal distress':
        "Travail de plus de 12 heures, sans progression, ou signes d'obstruction ou de souffrance fœtale",
      'IV fluids, empty the bladder, no oxytocin if obstructed':
        "Perfusion IV, vider la vessie, pas d'ocytocine en cas d'obstruction",
      'Refer immediately to a facility able to do caesarean section':
        'Transférer immédiatement vers une structure pratiquant la césarienne',
      'Respiratory rate 30/min or more in an adolescent or adult':
        "Fréquence respiratoire de 30/min ou plus chez l'adolescent ou l'adulte",
      'Sit the patient up, give oxygen to keep SpO2 ≥ 94%, measure SpO2, pulse and blood pressure':
        "Asseoir le patient, donner de l'oxygène pour maintenir la SpO2 ≥ 94%, mesurer SpO2, pouls et tension",
      'Look for the cause (pneumonia, sepsis, asthma, heart failure, acidosis, anaemia) and refer if not improving':
        "Rechercher la cause (pneumonie, sepsis, asthme, insuffisance cardiaque, acidose, anémie) et transférer en l'absence d'amélioration",
      'Unable to pass urine or a distended bladder (acute urinary retention)':
        "Impossibilité d'uriner ou vessie distendue (rétention aiguë d'urine)",
      'Pass a urethral catheter now and record the volume drained':
        'Poser une sonde urinaire maintenant et noter le volume drainé',
      'Check creatinine and urine; refer to surgery or urology':
        'Contrôler la créatinine et les urines ; transférer en chirurgie ou en urologie',
      'Tender hernia that will not go back (strangulation until proved otherwise)':
        "Hernie douloureuse irréductible (étranglement jusqu'à preuve du contraire)",
      'Nil by mouth, IV fluids, analgesia; do not force reduction':
        'À jeun, perfusion IV, antalgiques ; ne pas forcer la réduction',
      'Refer for emergency surgery within hours':
        'Transférer pour chirurgie urgente dans les heures qui suivent',
      'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child (intussusception)':
        'Selles « gelée de groseille » ou masse abdominale en boudin chez un jeune enfant (invagination)',
      'Nil by mouth, IV fluids, nasogastric tube if vomiting':
        'À jeun, perfusion IV, sonde nasogastrique en cas de vomissements',
      'Urgent ultrasound and referral for air or contrast enema reduction or surgery':
        "Échographie urgente et transfert pour réduction par lavement à l'air ou opaque, ou chirurgie",
      'Not passing stool or wind with vomiting, distension or abdominal pain (bowel obstruction)':
        'Ni selles ni gaz, avec vomissements, distension ou douleur abdominale (occlusion intestinale)',
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter':
        'À jeun, sonde nasogastrique, perfusion IV, sonde urinaire',
      'Same-day surgical review; plain abdominal X-ray':
        "Avis chirurgical le jour même ; radiographie de l'abdomen sans préparation",
      'Severe upper abdominal pain through to the back with vomiting, or raised lipase (acute pancreatitis)':
        "Douleur intense de l'abdomen supérieur transfixiante avec vomissements, ou lipase élevée (pancréatite aiguë)",
      'IV fluids (Ringer lactate) and analgesia': 'Perfusion IV (Ringer lactate) et antalgiques',
      'Admit to hospital; check for organ failure': "Hospitaliser ; rechercher une défaillance d'organe",
      'Stone pain with fever (infected obstructed kidney)':
        'Colique néphrétique fébrile (rein obstrué infecté)',
      'Blood and urine cultures, IV antibiotics': 'Hémocultures et ECBU, antibiotiques IV',
      'Urgent urology referral for drainage': 'Transfert urgent en urologie pour drainage',
      'Sudden breathlessness with a swollen leg, clot risk, pleuritic pain, blood in sputum or low oxygen (pulmonary embolism)':
        'Essoufflement brutal avec jambe gonflée, risque de caillot, douleur pleurale, crachats sanglants ou hypoxie (embolie pulmonaire)',
      'Oxygen; check pulse, blood pressure and SpO2': 'Oxygène ; contrôler le pouls, la tension et la SpO2',
      'Anticoagulate if suspicion is high and bleeding risk low; refer for imaging':
        'Anticoaguler si la suspicion est forte et le risque hémorragique faible ; transférer pour imagerie',
      'One swollen, tender leg (deep vein thrombosis)':
        'Une jambe gonflée et douloureuse (thrombose veineuse profonde)',
      'Same-day D-dimer or compression ultrasound; anticoagulate if confirmed':
        'D-dimères ou échographie de compression le jour même ; anticoaguler si confirmé',
      'Palpitations with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)':
        'Palpitations avec syncope, douleur thoracique ischémique ou tension basse (arythmie instable)',
      'Oxygen, IV access, ECG now': 'Oxygène, voie veineuse, ECG maintenant',
      'Synchronised cardioversion by a trained clinician; refer urgently':
        'Cardioversion synchronisée par un clinicien formé ; transférer en urgence',
      'Irregular pulse with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)':
        'Pouls irrégulier avec syncope, douleur thoracique ischémique ou tension basse (arythmie instable)',
      'Heart rate in the range of a tachyarrhythmia (≥ 150/min adult, > 180/min child, > 220/min infant)':
        'Fréquence cardiaque de tachyarythmie (≥ 150/min adulte, > 180/min enfant, > 220/min nourrisson)',
      '12-lead ECG or rhythm strip now; check blood pressure, perfusion and consciousness':
        'ECG 12 dérivations ou tracé du rythme maintenant ; contrôler la tension, la perfusion et la conscience',
      'Unstable (shock, fainting, chest pain, heart failure): synchronised cardioversion by a trained clinician; stable and regular: vagal manoeuvres, then refer':
        'Instable (choc, syncope, douleur thoracique, insuffisance cardiaque) : cardioversion synchronisée par un clinicien formé ; stable et régulière : manœuvres vagales, puis transférer',
      'Raised neck veins with muffled heart sounds or a pericardial effusion (tamponade risk)':
        'Turgescence jugulaire avec bruits du cœur assourdis ou épanchement péricardique (risque de tamponnade)',
      'Echo now; IV access': 'Échographie maintenant ; voie veineuse',
      'Refer for pericardiocentesis if blood pressure falls':
        'Transférer pour péricardiocentèse si la tension chute',
      'Fever with a very painful swollen gland or a positive plague test (plague)':
        'Fièvre avec ganglion gonflé très douloureux ou test de peste positif (peste)',
      'Start gentamicin or ciprofloxacin now; isolate if coughing':
        "Commencer la gentamicine ou la ciprofloxacine maintenant ; isoler s'il tousse",
      'Notify the district surveillance officer the same day':
        'Notifier le responsable de la surveillance du district le jour même',
      'Fever and cough after dead rats, flea bites or contact with plague (pneumonic plague)':
        'Fièvre et toux après des rats morts, des piqûres de puces ou un contact avec la peste (peste pulmonaire)',
      'Mask and isolate; start treatment now': 'Masque et isolement ; commencer le traitement maintenant',
      'Notify surveillance the same day': 'Notifier la surveillance le jour même',
      'Black eschar after handling or eating an animal that died suddenly (anthrax)':
        'Escarre noire après avoir manipulé ou mangé un animal mort subitement (charbon)',
      'Start ciprofloxacin or doxycycline today; swab under the eschar':
        "Commencer la ciprofloxacine ou la doxycycline aujourd'hui ; écouvillonner sous l'escarre",
      'Notify surveillance and veterinary services': 'Notifier la surveillance et les services vétérinaires',
      'Confusion that came on over hours or days (delirium)':
        'Confusion installée en quelques heures ou jours (délirium)',
      'Check glucose, SpO2, temperature and blood pressure now':
        'Contrôler maintenant la glycémie, la SpO2, la température et la tension',
      'Find and treat the cause; admit': 'Rechercher et traiter la cause ; hospitaliser',
      'Painful red eye with blurred vision or haloes (acute angle-closure glaucoma)':
        "Œil rouge douloureux avec vision floue ou halos (glaucome aigu par fermeture de l'angle)",
      'Same-day eye referral; lower the pressure where trained (acetazolamide, timolol)':
        'Transfert ophtalmologique le jour même ; abaisser la pression si formé (acétazolamide, timolol)',
      'Young infant unable to feed, convulsing, unconscious or with apnoea (very severe disease)':
        'Jeune nourrisson incapable de téter, convulsant, inconscient ou avec apnées (maladie très grave)',
      'Clear the airway, give oxygen, treat convulsions and check glucose':
        "Libérer les voies aériennes, donner de l'oxygène, traiter les convulsions et contrôler la glycémie",
      'Give the first dose of IM ampicillin (or benzylpenicillin) and gentamicin, keep warm and breastfeeding, and refer urgently':
        "Donner la première dose d'ampicilline (ou de benzylpénicilline) et de gentamicine IM, garder au chaud et poursuivre l'allaitement, et transférer en urgence",
      'Young infant moving only when stimulated or unusually sleepy (possible serious bacterial infection)':
        "Jeune nourrisson ne bougeant que stimulé ou anormalement somnolent (suspicion d'infection bactérienne grave)",
      'Check glucose and temperature': 'Contrôler la glycémie et la température',
      'Severe chest indrawing or breathing difficulty in an infant under 2 months':
        'Tirage sous-costal marqué ou difficulté respiratoire chez un nourrisson de moins de 2 mois',
      'Give oxygen': "Donner de l'oxygène",
      'Fast breathing (60/min or more) in a baby under 7 days (possible serious bacterial infection)':
        "Respiration rapide (60/min ou plus) chez un bébé de moins de 7 jours (suspicion d'infection bactérienne grave)",
      'Fast breathing (60/min or more) in an infant aged 7-59 days (pneumonia)':
        'Respiration rapide (60/min ou plus) chez un nourrisson de 7-59 jours (pneumonie)',
      'Oral amoxicillin for 7 days, review in 2 days; refer if any other danger sign or feeding worsens':
        "Amoxicilline orale pendant 7 jours, revoir à 2 jours ; transférer en cas d'autre signe de danger ou si l'alimentation s'aggrave",
      'Temperature 37.5 °C or more, or below 35.5 °C, in an infant under 2 months':
        'Température de 37.5 °C ou plus, ou inférieure à 35.5 °C, chez un nourrisson de moins de 2 mois',
      'Warm a cold baby skin-to-skin; check glucose':
        'Réchauffer un bébé froid en peau à peau ; contrôler la glycémie',
      'Jaundice in the first 24 hours of life, or reaching the palms and soles (severe jaundice)':
        'Ictère dans les 24 premières heures de vie, ou atteignant les paumes et les plantes (ictère sévère)',
      'Refer urgently for serum bilirubin and phototherapy or exchange transfusion; keep breastfeeding and warm':
        "Transférer en urgence pour bilirubine sérique et photothérapie ou exsanguinotransfusion ; poursuivre l'allaitement et garder au chaud",
      'Redness spreading from the umbilicus onto the skin (severe umbilical infection)':
        "Rougeur s'étendant de l'ombilic à la peau (infection ombilicale grave)",
      'Burn of the face or neck, or smoke inhalation (the airway can swell shut within hours)':
        'Brûlure du visage ou du cou, ou inhalation de fumée (les voies aériennes peuvent se fermer par œdème en quelques heures)',
      'High-flow oxygen; watch for hoarseness and stridor; early airway assessment':
        "Oxygène à haut débit ; surveiller l'enrouement et le stridor ; évaluation précoce des voies aériennes",
      'Refer to a burns unit now': 'Transférer maintenant vers un centre des brûlés',
      'Burns over > 10% of the body in a child or > 15% in an adult, deep or circumferential burns':
        "Brûlures de > 10% du corps chez l'enfant ou > 15% chez l'adulte, brûlures profondes ou circulaires",
      'IV Ringer’s lactate by burn area and weight; analgesia; cover with clean film; keep warm; tetanus prophylaxis':
        "Ringer lactate IV selon la surface brûlée et le poids ; antalgiques ; couvrir d'un film propre ; garder au chaud ; prophylaxie antitétanique",
      'Refer to a burns unit': 'Transférer vers un centre des brûlés',
      'Burn: same-day assessment of area, depth and site':
        'Brûlure : évaluation le jour même de la surface, de la profondeur et du siège',
      'Cool with running water for 20 minutes if within 3 hours; estimate % body surface (palm = 1%); analgesia; dressing; tetanus status':
        "Refroidir à l'eau courante pendant 20 minutes si dans les 3 heures ; estimer le % de surface corporelle (paume = 1%) ; antalgiques ; pansement ; statut antitétanique",
      'Head injury with coma (GCS ≤ 8), fits, a focal deficit or a lucid interval':
        'Traumatisme crânien avec coma (GCS ≤ 8), convulsions, déficit focal ou intervalle libre',
      'Airway with the neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°':
        'Voies aériennes avec immobilisation du rachis cervical, oxygène, maintenir la PA systolique ≥ 90, contrôler la glycémie, tête surélevée à 30°',
      'Immediate transfer for CT and neurosurgery': 'Transfert immédiat pour scanner et neurochirurgie',
      'Head injury with reduced GCS, drowsiness, vomiting, loss of consciousness, anticoagulants or intoxication':
        'Traumatisme crânien avec GCS diminué, somnolence, vomissements, perte de connaissance, anticoagulants ou intoxication',
      'Neuro-observations (GCS, pupils) every 15-30 minutes; immobilise the neck after a dangerous mechanism':
        'Surveillance neurologique (GCS, pupilles) toutes les 15-30 minutes ; immobiliser le cou après un mécanisme dangereux',
      'Refer for CT': 'Transférer pour scanner',
      'Injury with signs of shock (low blood pressure, cold hands, weak pulse)':
        'Traumatisme avec signes de choc (tension basse, mains froides, pouls faible)',
      'Primary survey: stop external bleeding (pressure, tourniquet), airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, keep warm':
        'Bilan primaire : arrêter les hémorragies externes (compression, garrot), voies aériennes avec protection du rachis cervical, oxygène, deux voies veineuses, cristalloïdes réchauffés, acide tranexamique dans les 3 heures, garder au chaud',
      'Refer to a trauma centre now': 'Transférer maintenant vers un centre de traumatologie',
      'Multiple injuries, heavy bleeding from a wound or an open fracture':
        "Polytraumatisme, saignement abondant d'une plaie ou fracture ouverte",
      'Refer for surgical care': 'Transférer pour prise en charge chirurgicale',
      'Fast pulse or breathing after a high-energy injury (early shock or chest injury)':
        'Pouls ou respiration rapides après un traumatisme à haute énergie (choc débutant ou traumatisme thoracique)',
      'Drowning or near-drowning: lung injury can appear hours later':
        "Noyade ou quasi-noyade : l'atteinte pulmonaire peut apparaître des heures plus tard",
      'Airway, rescue breaths or CPR if needed, oxygen to SpO2 ≥ 94%, warm, check glucose':
        "Voies aériennes, insufflations ou RCP si nécessaire, oxygène jusqu'à SpO2 ≥ 94%, réchauffer, contrôler la glycémie",
      'Observe at least 6-8 hours; refer if any breathing sign':
        'Surveiller au moins 6-8 heures ; transférer au moindre signe respiratoire',
      'Inhaled or stuck foreign body with stridor, cyanosis or inability to speak or cry':
        'Corps étranger inhalé ou bloqué avec stridor, cyanose ou incapacité à parler ou à pleurer',
      'Back blows and chest thrusts (infant) or abdominal thrusts (child, adult); CPR if unconscious':
        "Tapes dans le dos et compressions thoraciques (nourrisson) ou compressions abdominales (enfant, adulte) ; RCP s'il est inconscient",
      'Oxygen and immediate referral for bronchoscopy': 'Oxygène et transfert immédiat pour bronchoscopie',
      'Choking episode with wheeze, fast breathing or drooling (foreign body in the airway or oesophagus)':
        "Épisode d'étouffement avec sifflements, respiration rapide ou hypersalivation (corps étranger des voies aériennes ou de l'œsophage)",
      'Let the patient cough, give oxygen, nothing by mouth':
        "Laisser le patient tousser, donner de l'oxygène, rien par la bouche",
      'Refer the same hour for bronchoscopy or endoscopy (button batteries burn within 2 hours)':
        "Transférer dans l'heure pour bronchoscopie ou endoscopie (les piles bouton brûlent en 2 heures)",
      'Kerosene or paraffin swallowed with cough, fast or difficult breathing or drowsiness (aspiration pneumonitis)':
        "Kérosène ou pétrole lampant avalé avec toux, respiration rapide ou difficile ou somnolence (pneumopathie d'inhalation)",
      'Oxygen; do not induce vomiting; no charcoal, no milk or oil':
        'Oxygène ; ne pas faire vomir ; ni charbon, ni lait, ni huile',
      'Admit and observe; refer if SpO2 < 90% on oxygen':
        'Hospitaliser et surveiller ; transférer si SpO2 < 90% sous oxygène',
      'Kerosene or paraffin swallowed': 'Kérosène ou pétrole lampant avalé',
      'Do not induce vomiting; observe breathing for at least 6 hours':
        'Ne pas faire vomir ; surveiller la respiration au moins 6 heures',
      'Paracetamol or iron overdose: toxic from 150 mg/kg paracetamol or 20 mg/kg elemental iron; harm shows late':
        'Surdosage en paracétamol ou en fer : toxique dès 150 mg/kg de paracétamol ou 20 mg/kg de fer élément ; les effets apparaissent tardivement',
      'Calculate the dose in mg/kg (tablets × strength ÷ weight); charcoal within 1 hour for paracetamol only':
        'Calculer la dose en mg/kg (comprimés × dosage ÷ poids) ; charbon activé dans un délai de 1 heure, pour le paracétamol seulement',
      'Refer for acetylcysteine (paracetamol) or desferrioxamine and serum levels (iron)':
        'Transférer pour acétylcystéine (paracétamol) ou déféroxamine et dosages sériques (fer)',
      'Medicine overdose with drowsiness, confusion, fits or slow breathing':
        'Surdosage médicamenteux avec somnolence, confusion, convulsions ou respiration lente',
      'Airway, breathing, glucose; naloxone if opioids possible':
        'Voies aériennes, respiration, glycémie ; naloxone si des opioïdes sont possibles',
      'Refer to hospital with the tablets or packets':
        "Transférer à l'hôpital avec les comprimés ou les emballages",
      'Medicine overdose or accidental ingestion of tablets':
        'Surdosage médicamenteux ou ingestion accidentelle de comprimés',
      'Identify the medicine, amount and time; dose per kg; poisons advice; assess self-harm risk':
        "Identifier le médicament, la quantité et l'heure ; dose par kg ; avis du centre antipoison ; évaluer le risque suicidaire",
      'Throat membrane with stridor, drooling or breathing difficulty: diphtheria closing the airway':
        'Membrane pharyngée avec stridor, bave ou difficulté respiratoire : diphtérie obstruant les voies aériennes',
      'Do not force the mouth open or lie the patient flat; oxygen; call the most skilled person for intubation or tracheostomy':
        "Ne pas forcer l'ouverture de la bouche ni allonger le patient à plat ; oxygène ; appeler la personne la plus compétente pour intubation ou trachéotomie",
      'Diphtheria antitoxin and antibiotic now; isolate; refer and notify':
        'Sérum antidiphtérique et antibiotique maintenant ; isoler ; transférer et notifier',
      'Grey adherent throat membrane or bull neck: suspected diphtheria':
        'Membrane grise adhérente de la gorge ou cou proconsulaire : diphtérie suspectée',
      'Isolate, swab the throat, start the antibiotic and refer for antitoxin today; notify the surveillance officer':
        "Isoler, prélever la gorge, commencer l'antibiotique et transférer pour le sérum aujourd'hui ; notifier le responsable de la surveillance",
      'Coughing spells with apnoea, blue spells, fits or low oxygen (severe pertussis)':
        'Quintes de toux avec apnées, cyanose, convulsions ou hypoxie (coqueluche grave)',
      'Oxygen, gentle suction, admit; erythromycin; nasogastric feeds if unable to feed':
        "Oxygène, aspiration douce, hospitaliser ; érythromycine ; alimentation par sonde nasogastrique s'il ne peut pas s'alimenter",
      'Coughing spells in an infant under 6 months: pertussis can stop the breathing':
        'Quintes de toux chez un nourrisson de moins de 6 mois : la coqueluche peut arrêter la respiration',
      'Admit for observation of apnoea; erythromycin (azithromycin under 1 month)':
        'Hospitaliser pour surveiller les apnées ; érythromycine (azithromycine avant 1 mois)',
      'Acute flaccid weakness with breathlessness, weak swallowing or low oxygen: respiratory failure can follow within hours':
        "Faiblesse flasque aiguë avec essoufflement, déglutition faible ou hypoxie : l'insuffisance respiratoire peut suivre en quelques heures",
      'Sit up, oxygen, nothing by mouth if swallowing is unsafe; count breaths in one breath (under 20 is danger)':
        'Asseoir, oxygène, rien par la bouche si la déglutition est dangereuse ; compter sur une seule expiration (moins de 20 = danger)',
      'Transfer now to a unit that can ventilate': 'Transférer maintenant vers une unité capable de ventiler',
      'Acute flaccid paralysis: polio or Guillain-Barré syndrome, may progress to the breathing muscles':
        'Paralysie flasque aiguë : polio ou syndrome de Guillain-Barré, pouvant atteindre les muscles respiratoires',
      'Refer for admission and monitoring of breathing and swallowing':
        'Transférer pour hospitalisation et surveillance de la respiration et de la déglutition',
      'Notify at once and collect two stool specimens 24 hours apart (polio surveillance)':
        "Notifier immédiatement et prélever deux échantillons de selles à 24 heures d'intervalle (surveillance de la polio)",
      'Confusion, fits or collapse after heat exposure or exertion in the heat: heat stroke':
        'Confusion, convulsions ou collapsus après exposition à la chaleur ou effort à la chaleur : coup de chaleur',
      'Cool now, before transfer: cold-water immersion, or wet the skin and fan, ice packs to neck, armpits and groin, until 38.5-39 °C':
        "Refroidir maintenant, avant le transfert : immersion en eau froide, ou mouiller la peau et ventiler, vessies de glace au cou, aux aisselles et à l'aine, jusqu'à 38.5-39 °C",
      'Airway, oxygen, glucose check, IV fluids for shock; no antipyretics':
        "Voies aériennes, oxygène, contrôle de la glycémie, perfusion IV en cas de choc ; pas d'antipyrétiques",
      'High body temperature or hot dry skin after heat exposure: heat stroke until proved otherwise':
        "Température corporelle élevée ou peau chaude et sèche après exposition à la chaleur : coup de chaleur jusqu'à preuve du contraire",
      'Start cooling and measure core temperature; test for malaria; watch consciousness':
        'Commencer le refroidissement et mesurer la température centrale ; tester le paludisme ; surveiller la conscience',
      'Blurred vision, deep sighing breathing, confusion or fits after illicit spirits: methanol poisoning':
        'Vision floue, respiration profonde soupirante, confusion ou convulsions après un alcool illicite : intoxication au méthanol',
      'Airway, glucose; refer now for antidote (fomepizole or ethanol), bicarbonate and haemodialysis':
        'Voies aériennes, glycémie ; transférer maintenant pour antidote (fomépizole ou éthanol), bicarbonate et hémodialyse',
      'Alert public health: find everyone who drank the same brew':
        'Alerter la santé publique : retrouver toutes les personnes ayant bu le même breuvage',
      'Illicit or home-distilled spirits: methanol harm appears 12-24 hours later, often when too late':
        'Alcool illicite ou distillé artisanalement : les effets du méthanol apparaissent 12-24 heures plus tard, souvent trop tard',
      'Refer for blood gas and observation; ask who else drank it':
        "Transférer pour gaz du sang et surveillance ; demander qui d'autre en a bu",
      'Unrousable, slow breathing, fits or low glucose after drinking':
        'Inéveillable, respiration lente, convulsions ou hypoglycémie après avoir bu',
      'Recovery position, airway, oxygen; thiamine then glucose; look for a head injury; admit':
        'Position latérale de sécurité, voies aériennes, oxygène ; thiamine puis glucose ; rechercher un traumatisme crânien ; hospitaliser',
      'Fits, confusion or hallucinations after stopping heavy drinking: withdrawal seizures or delirium tremens':
        "Convulsions, confusion ou hallucinations après l'arrêt d'une forte consommation d'alcool : crises de sevrage ou délirium tremens",
      'Diazepam, thiamine before glucose, fluids; admit — delirium tremens can kill':
        'Diazépam, thiamine avant le glucose, hydratation ; hospitaliser — le délirium tremens peut tuer',
      'Fits, fluctuating confusion or hallucinations in a heavy drinker: withdrawal, delirium tremens or Wernicke encephalopathy':
        'Convulsions, confusion fluctuante ou hallucinations chez un grand buveur : sevrage, délirium tremens ou encéphalopathie de Wernicke',
      'Thiamine before glucose, glucose check, diazepam for fits or agitation; admit':
        "Thiamine avant le glucose, contrôle de la glycémie, diazépam pour les convulsions ou l'agitation ; hospitaliser",
      'Chest pain of ischaemic type (pressing, radiating to arm or jaw, or ECG/troponin changes)':
        'Douleur thoracique de type ischémique (oppressive, irradiant au bras ou à la mâchoire, ou modifications ECG/troponine)',
      'Record a 12-lead ECG within 10 minutes; give aspirin 300 mg chewed unless allergic':
        "Enregistrer un ECG 12 dérivations dans les 10 minutes ; donner 300 mg d'aspirine à croquer sauf allergie",
      'Refer urgently for reperfusion (PCI or thrombolysis)':
        'Transférer en urgence pour reperfusion (ICP ou thrombolyse)',
      'Headache with meningism or a cranial-nerve palsy (possible meningitis)':
        "Céphalées avec syndrome méningé ou paralysie d'un nerf crânien (méningite possible)",
      'Inflamed cerebrospinal fluid (pleocytosis): treat as meningitis until proven otherwise':
        "LCR inflammatoire (pléiocytose) : traiter comme une méningite jusqu'à preuve du contraire",
      'Give the first dose of ceftriaxone now; look for cryptococcus in a person with HIV':
        'Donner la première dose de ceftriaxone maintenant ; rechercher un cryptocoque chez une personne vivant avec le VIH',
      'Features of diabetic ketoacidosis (deep sighing breathing or fruity breath)':
        "Signes d'acidocétose diabétique (respiration profonde soupirante ou haleine fruitée)",
      'Check glucose and ketones; start IV fluids and insulin per the DKA protocol; refer':
        "Contrôler glycémie et cétones ; commencer perfusion IV et insuline selon le protocole de l'ACD ; transférer",
      'Ketones and a high glucose with vomiting, abdominal pain, fast breathing or drowsiness (possible DKA)':
        'Cétones et glycémie élevée avec vomissements, douleur abdominale, respiration rapide ou somnolence (ACD possible)',
      'Check venous pH or bicarbonate; start IV fluids and insulin per the DKA protocol; refer':
        "Contrôler le pH veineux ou les bicarbonates ; commencer perfusion IV et insuline selon le protocole de l'ACD ; transférer",
      'A person with diabetes who is vomiting with abdominal pain, breathlessness or confusion (possible DKA)':
        'Personne diabétique qui vomit avec douleur abdominale, essoufflement ou confusion (ACD possible)',
      'Check glucose and ketones now; if ketotic, start IV fluids and insulin per the DKA protocol':
        "Contrôler maintenant glycémie et cétones ; en cas de cétose, commencer perfusion IV et insuline selon le protocole de l'ACD",
      'Peritonism (guarding, rigidity or rebound): peritonitis or perforation until proven otherwise':
        "Péritonisme (défense, contracture ou douleur à la décompression) : péritonite ou perforation jusqu'à preuve du contraire",
      'Nil by mouth, IV fluids and antibiotics; urgent surgical review':
        'À jeun, perfusion IV et antibiotiques ; avis chirurgical urgent',
      'Difficult or fast breathing in pregnancy (peripartum cardiomyopathy, pulmonary oedema, embolism or pneumonia)':
        'Respiration difficile ou rapide pendant la grossesse (cardiomyopathie du péripartum, œdème pulmonaire, embolie ou pneumonie)',
      'Give oxygen, sit the woman up, and arrange emergency obstetric and medical review':
        "Donner de l'oxygène, asseoir la femme et organiser un avis obstétrical et médical urgent",
      'An infant breathing fast with an enlarged liver, raised venous pressure, a murmur or oedema (heart failure)':
        'Nourrisson respirant vite avec hépatomégalie, pression veineuse élevée, souffle ou œdèmes (insuffisance cardiaque)',
      'Give oxygen, sit the infant up, and refer urgently for cardiac assessment':
        "Donner de l'oxygène, asseoir le nourrisson et transférer en urgence pour bilan cardiaque",
      'Fainting or collapse with chest pain, palpitations or breathlessness (cardiac syncope: infarction, arrhythmia, embolism)':
        'Syncope ou collapsus avec douleur thoracique, palpitations ou essoufflement (syncope cardiaque : infarctus, arythmie, embolie)',
      'Record an ECG and monitor the heart rhythm now; check blood pressure and glucose; refer for emergency cardiac assessment':
        'Enregistrer un ECG et surveiller le rythme cardiaque maintenant ; contrôler la tension et la glycémie ; transférer pour bilan cardiaque urgent',
    },
  },
  {
    reviewer: null,
    texts: {
      'Severe headache with blurred vision in pregnancy (danger sign: possible severe pre-eclampsia)':
        'Céphalée intense avec vision floue pendant la grossesse (signe de danger : pré-éclampsie sévère possible)',
      'Measure blood pressure and urine protein now; if raised, give magnesium sulfate and refer for delivery planning':
        "Mesurer maintenant la pression artérielle et la protéinurie ; si elles sont élevées, donner du sulfate de magnésium et transférer pour organiser l'accouchement",
      'A late period with bleeding and abdominal pain (ectopic pregnancy until excluded)':
        "Retard de règles avec saignement et douleur abdominale (grossesse extra-utérine jusqu'à preuve du contraire)",
      'Check pulse and blood pressure, pregnancy test, IV access; refer the same hour for ultrasound and surgical care':
        "Contrôler le pouls et la pression artérielle, test de grossesse, voie veineuse ; transférer dans l'heure pour échographie et prise en charge chirurgicale",
      'Face drooping with weakness of an arm or leg (possible stroke), whether or not the onset is told':
        "Visage affaissé avec faiblesse d'un bras ou d'une jambe (AVC possible), que l'heure de début soit connue ou non",
      'Check glucose, ask when the patient was last seen well, refer now for brain imaging':
        'Contrôler la glycémie, demander quand le patient a été vu normal pour la dernière fois, transférer maintenant pour imagerie cérébrale',
      'Speech difficulty with weakness of an arm or leg (possible stroke), whether or not the onset is told':
        "Trouble de la parole avec faiblesse d'un bras ou d'une jambe (AVC possible), que l'heure de début soit connue ou non",
      'Sudden, worst-ever headache (thunderclap: subarachnoid haemorrhage until excluded)':
        "Céphalée brutale, la pire jamais ressentie (en coup de tonnerre : hémorragie méningée jusqu'à preuve du contraire)",
      'Check consciousness, neck stiffness and blood pressure; refer now for brain imaging':
        'Contrôler la conscience, la raideur de la nuque et la pression artérielle ; transférer maintenant pour imagerie cérébrale',
      'Poisoning by a pesticide or rat poison (priority sign: assess at once, watch for cholinergic signs)':
        'Intoxication par un pesticide ou un raticide (signe prioritaire : évaluer immédiatement, surveiller les signes cholinergiques)',
      'Decontaminate, check airway, breathing, pupils, sweating and saliva; observe and refer if any sign appears':
        "Décontaminer, contrôler les voies aériennes, la respiration, les pupilles, la sudation et la salivation ; surveiller et transférer dès qu'un signe apparaît",
      'Heavy bleeding after childbirth, told in words (possible postpartum haemorrhage)':
        "Saignement abondant après l'accouchement, décrit par le patient (hémorragie du post-partum possible)",
      'Heavy bleeding in pregnancy, told in words':
        'Saignement abondant pendant la grossesse, décrit par la patiente',
      'Assess for shock; IV access; no vaginal examination; urgent obstetric review (abortion, ectopic, placenta praevia or abruption)':
        'Rechercher un choc ; voie veineuse ; pas de toucher vaginal ; avis obstétrical urgent (avortement, grossesse extra-utérine, placenta prævia ou hématome rétroplacentaire)',
      'Fever after the waters have broken (possible amnionitis)':
        'Fièvre après la rupture de la poche des eaux (chorioamniotite possible)',
      'Give IV ampicillin and gentamicin, and refer for delivery':
        "Donner ampicilline et gentamicine IV, et transférer pour l'accouchement",
      'Fever and too weak to get out of bed in pregnancy (danger sign)':
        'Fièvre et trop faible pour se lever pendant la grossesse (signe de danger)',
      'Look for severe malaria, pyelonephritis, amnionitis or sepsis; give the first dose of treatment and refer':
        'Rechercher un paludisme grave, une pyélonéphrite, une chorioamniotite ou un sepsis ; donner la première dose de traitement et transférer',
      'Fever and too weak to get out of bed after childbirth (danger sign: possible puerperal sepsis)':
        "Fièvre et trop faible pour se lever après l'accouchement (signe de danger : sepsis puerpéral possible)",
      'Give IV ampicillin and gentamicin (and metronidazole), fluids, and refer':
        'Donner ampicilline et gentamicine IV (et métronidazole), des liquides, et transférer',
      'Jaw that will not open with spasms or after a wound (possible tetanus)':
        "Mâchoire qui ne s'ouvre pas avec des spasmes ou après une plaie (tétanos possible)",
      'Nurse in a quiet place, protect the airway; give diazepam for spasms, human tetanus immunoglobulin, metronidazole, and refer':
        'Soigner dans un endroit calme, protéger les voies aériennes ; donner du diazépam pour les spasmes, des immunoglobulines antitétaniques humaines, du métronidazole, et transférer',
      'Not breathing or no pulse: cardiorespiratory arrest':
        'Ne respire pas ou pas de pouls : arrêt cardio-respiratoire',
      'Call for help and start CPR now: 30 chest compressions to 2 breaths, without stopping; send for a defibrillator (AED) and use it as soon as it arrives':
        'Appeler à l’aide et commencer la RCP maintenant : 30 compressions thoraciques pour 2 insufflations, sans interruption ; faire chercher un défibrillateur (DAE) et l’utiliser dès son arrivée',
      'If breathing and a pulse return: recovery position, then transfer':
        'Si la respiration et le pouls reviennent : position latérale de sécurité, puis transfert',
      'A child not breathing or without a pulse: cardiorespiratory arrest':
        'Enfant qui ne respire pas ou sans pouls : arrêt cardio-respiratoire',
      'Call for help; open the airway and give 5 rescue breaths (bag and mask with oxygen if at hand)':
        'Appeler à l’aide ; libérer les voies aériennes et donner 5 insufflations initiales (ballon et masque avec oxygène si disponibles)',
      'No signs of life: 15 chest compressions to 2 breaths without stopping until help arrives':
        'Aucun signe de vie : 15 compressions thoraciques pour 2 insufflations sans interruption jusqu’à l’arrivée des secours',
      'Sudden collapse or fainting in an adult: needs an initial assessment the same day':
        'Malaise avec chute ou syncope chez l’adulte : évaluation initiale le jour même',
      'Check pulse, blood pressure lying and standing, glucose and a 12-lead ECG; ask what happened before, during and after':
        'Contrôler le pouls, la tension couché et debout, la glycémie et un ECG 12 dérivations ; demander ce qui s’est passé avant, pendant et après',
      'Emergency referral if the ECG is abnormal, heart failure is known, it came on exertion, with breathlessness, or there is a family history of sudden death':
        'Transfert en urgence si l’ECG est anormal, en cas d’insuffisance cardiaque connue, de survenue à l’effort, d’essoufflement, ou d’antécédent familial de mort subite',
    },
  },
];
