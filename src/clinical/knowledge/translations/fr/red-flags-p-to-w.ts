import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with p to w. */
export const frenchRedFlagsPToW: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pain with a positive pregnancy test: ectopic until proven otherwise':
        "Douleur avec test de grossesse positif : grossesse extra-utérine jusqu'à preuve du contraire",
      'Painful or tender nerve or new weakness in leprosy: reaction with nerve damage':
        "Nerf douloureux ou sensible ou nouvelle faiblesse au cours d'une lèpre : réaction avec atteinte nerveuse",
      'Paracetamol or iron overdose (liver failure or shock appear late; treatment works best early)':
        "Surdosage en paracétamol ou en fer (l'insuffisance hépatique ou le choc apparaissent tard ; le traitement est plus efficace s'il est précoce)",
      'Parenteral artesunate, monitor urine output and fluid balance, check creatinine and clotting; refer for possible dialysis or transfusion.':
        'Artésunate parentéral, surveiller la diurèse et le bilan hydrique, contrôler la créatinine et la coagulation ; transférer pour dialyse ou transfusion éventuelle.',
      'Pass a urethral catheter now (suprapubic if it fails and you are trained); record the volume drained; refer to surgery.':
        "Poser une sonde urétrale maintenant (sus-pubienne en cas d'échec si vous êtes formé) ; noter le volume drainé ; transférer en chirurgie.",
      'PCP with severe respiratory distress, cyanosis or confusion':
        'PCP avec détresse respiratoire sévère, cyanose ou confusion',
      'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage':
        'Péritonite ou hémorragie digestive : suspecter une perforation ou une hémorragie intestinale',
      'Pertussis with apnoea, cyanosis, fits or low oxygen (young infants die of it)':
        'Coqueluche avec apnée, cyanose, convulsions ou oxygénation basse (les jeunes nourrissons en meurent)',
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
      'Protect the airway, check glucose, start controlled IV BP lowering and transfer for CT.':
        'Protéger les voies aériennes, contrôler la glycémie, débuter une baisse contrôlée de la PA par voie IV et transférer pour scanner.',
      'Protect the airway, control spasms with diazepam, give human tetanus immunoglobulin (or equine antitoxin), metronidazole and wound debridement; nurse in a quiet dark room; refer for high-dependency care.':
        'Protéger les voies aériennes, contrôler les spasmes par le diazépam, donner des immunoglobulines antitétaniques humaines (ou du sérum antitétanique équin), du métronidazole et parer la plaie ; soigner dans une pièce calme et sombre ; transférer en soins intensifs.',
      'Protect the airway, IV antibiotics, urgent referral for surgical drainage.':
        'Protéger les voies aériennes, antibiotiques IV, transfert urgent pour drainage chirurgical.',
      'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.':
        'Surélever la tête du lit, ralentir les liquides IV, donner du mannitol ou du sérum salé hypertonique, et transférer en réanimation.',
      'Recovery position, airway, oxygen; check glucose and give glucose (thiamine first); look for head injury; admit.':
        "Position latérale de sécurité, voies aériennes, oxygène ; contrôler la glycémie et donner du glucose (thiamine d'abord) ; rechercher un traumatisme crânien ; hospitaliser.",
      'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child: intussusception':
        'Selles en gelée de groseille ou masse abdominale en boudin chez le jeune enfant : invagination intestinale',
      'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.':
        "Transférer immédiatement pour exsanguinotransfusion ; photothérapie intensive en attendant ; traiter un sepsis s'il est suspecté.",
      'Refer for transfusion (especially near term or with heart failure); deliver where blood is available.':
        "Transférer pour transfusion (surtout près du terme ou en cas d'insuffisance cardiaque) ; accoucher là où du sang est disponible.",
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
      'Rest and elevate the limb, cool the skin, paracetamol, antibiotics for bacterial infection of entry lesions.':
        "Repos et surélévation du membre, rafraîchir la peau, paracétamol, antibiotiques en cas d'infection bactérienne des portes d'entrée.",
      'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.':
        'Réanimer (voies aériennes, oxygène, glucose), donner ampicilline et gentamicine IM/IV, et transférer maintenant vers une unité néonatale.',
      'Resuscitate and refer at once.': 'Réanimer et transférer immédiatement.',
      'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.':
        "Réanimer maintenant : oxygène, voie veineuse, remplissage avec réévaluation, antibiotiques IV dans un délai de 1 heure, hémoculture d'abord si elle ne retarde rien ; transférer pour vasopresseurs.",
      'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.':
        "Réanimer par cristalloïde IV, oxygène, sonde urinaire ; transférer vers un hôpital disposant d'une réanimation.",
      'Resuscitate, IV antibiotics, emergency laparotomy.':
        'Réanimer, antibiotiques IV, laparotomie en urgence.',
      'Resuscitate, start IV antibiotics (a combination including ciprofloxacin), refer to hospital critical care, notify surveillance the same day.':
        'Réanimer, débuter des antibiotiques IV (association comprenant la ciprofloxacine), transférer en réanimation hospitalière, notifier la surveillance le jour même.',
      'Retention or kidney failure': 'Rétention ou insuffisance rénale',
      'Rewarm (skin-to-skin or incubator), support breathing, glucose, first-dose antibiotics, refer now.':
        "Réchauffer (peau à peau ou couveuse), soutenir la respiration, glucose, première dose d'antibiotiques, transférer maintenant.",
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Évaluation le jour même pour une transfusion (insuffisance cardiaque, essoufflement au repos, grossesse près du terme) ; rechercher la cause.',
      'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.':
        'Transfert en ophtalmologie le jour même ; débuter un traitement hypotonisant (acétazolamide, timolol) si formé.',
      'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.':
        'Xpert sur crachats et radiographie thoracique le jour même ; une hémoptysie massive (> 100 mL) demande un transfert en urgence.',
      'Secure airway, treat convulsions, check and correct glucose, give parenteral artesunate now, and refer to hospital.':
        "Libérer les voies aériennes, traiter les convulsions, contrôler et corriger la glycémie, donner l'artésunate parentéral maintenant, et transférer à l'hôpital.",
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Crise convulsive > 5 minutes ou répétée sans reprise de conscience : état de mal épileptique',
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Choc septique (pression artérielle basse ou mauvaise perfusion) ou coma',
      'Severe agitation or risk to others in mania':
        "Agitation sévère ou risque pour autrui au cours d'une manie",
      'Severe anaemia (Hb < 7 g/dL)': 'Anémie sévère (Hb < 7 g/dL)',
      'Severe anaemia after haemorrhage': 'Anémie sévère après une hémorragie',
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
      'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature':
        'Ictère sévère (premier jour, paumes et plantes) ou ictère avec fièvre ou température basse',
      'Severe malarial anaemia (haemoglobin below 7 g/dL)':
        'Anémie palustre grave (hémoglobine inférieure à 7 g/dL)',
      'Severe palmar pallor with possible severe malaria':
        'Pâleur palmaire sévère avec paludisme grave possible',
      'Severe PID: peritonitis, tubo-ovarian abscess or sepsis':
        'MIP sévère : péritonite, abcès tubo-ovarien ou sepsis',
      'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)':
        'Pneumonie grave (critère CURB-65 : confusion, FR >= 30, PA basse ; ou SpO2 < 90 %)',
      'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis':
        'Pneumonie grave : signe général de danger, SpO2 < 90 % ou cyanose centrale',
      'Severe respiratory distress (grunting, nasal flaring, head nodding)':
        'Détresse respiratoire sévère (geignement, battement des ailes du nez, dodelinement de la tête)',
      'Shock in DKA': "Choc au cours d'une acidocétose diabétique",
      'Shock or encephalopathy': 'Choc ou encéphalopathie',
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
      'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.':
        'Débuter la prednisolone pour la réaction (protocole du programme) et poursuivre la PCT ; mettre le membre au repos ; transférer au service de la lèpre dans les jours qui suivent.',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Essoufflement brutal, oxygénation basse ou crachats sanglants avec risque thrombotique : embolie pulmonaire',
      'Sudden focal neurological deficit (FAST positive)': 'Déficit neurologique focal brutal (FAST positif)',
      'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)':
        "Yeux enfoncés ou pli cutané s'effaçant lentement : déshydratation modérée (PCIME : deux signes parmi agité/irritable, yeux enfoncés, boit avidement, pli cutané lent)",
      'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)':
        'Méningite bactérienne suspectée (fièvre avec raideur de la nuque, fontanelle bombée, trouble de la conscience, convulsions ou purpura)',
      'Suspected cholera: notifiable epidemic-prone disease':
        'Choléra suspecté : maladie à potentiel épidémique à déclaration obligatoire',
      'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)':
        'Fièvre hémorragique virale suspectée (fièvre après contact avec un cas, un corps, des liquides biologiques, de la viande de brousse ou des rongeurs)',
      'Swallowed object with drooling or inability to swallow (oesophageal obstruction; button battery burns within hours)':
        'Objet avalé avec hypersalivation ou incapacité à avaler (obstruction œsophagienne ; une pile bouton brûle en quelques heures)',
      'Tender enlarged liver with fever: possible amoebic liver abscess':
        'Foie augmenté de volume et douloureux avec fièvre : abcès amibien du foie possible',
      'Tetanus: trismus or generalised spasms (laryngospasm risk)':
        'Tétanos : trismus ou spasmes généralisés (risque de laryngospasme)',
      'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).':
        'Ponction lombaire thérapeutique pour abaisser la pression (à répéter chaque jour si besoin).',
      'Thoughts of self-harm in psychosis': "Idées d'automutilation au cours d'une psychose",
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        "Transfuser (transférer pour du sang) et poursuivre l'ocytocine ; fer une fois stable.",
      'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.':
        'Traiter comme une urgence hypertensive : baisse contrôlée de la PA par voie IV ou orale et transfert urgent.',
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Traiter comme un sepsis : antibiotiques dans un délai de 1 heure, oxygène, liquides, contrôler la glycémie ; hospitaliser dans un lit surveillé.',
      'Treat fits; lower blood pressure; furosemide; refer for admission.':
        'Traiter les convulsions ; baisser la pression artérielle ; furosémide ; transférer pour hospitalisation.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Traiter le jour même avec le schéma adapté au trimestre ; rechercher une anémie et une hypoglycémie ; transférer au moindre doute.',
      'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.':
        'Deux voies veineuses, liquides, épreuve de compatibilité, oméprazole IV ; transférer pour endoscopie urgente.',
      'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).':
        'Deux voies veineuses de gros calibre, liquides et sang avec prudence, ceftriaxone IV, transférer immédiatement pour endoscopie (terlipressine ou octréotide si disponibles).',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Deux voies veineuses de gros calibre, liquides, épreuve de compatibilité et transfusion ; laparotomie immédiate.',
      'Unable to keep fluids down, or ascites': 'Ne garde pas les liquides, ou ascite',
      'Unable to pass urine with a full bladder: acute urinary retention':
        "Impossibilité d'uriner avec une vessie pleine : rétention aiguë d'urine",
      'Unconscious after stroke': 'Inconscient après un AVC',
      'Unrousable, slow breathing, fits or low glucose (after drinking: severe alcohol poisoning)':
        'Impossible à réveiller, respiration lente, convulsions ou glycémie basse (après avoir bu : intoxication alcoolique grave)',
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        "Transfusion sanguine urgente (Hb < 5 g/dL chez l'enfant, < 7 g/dL chez l'adulte) avec artésunate parentéral.",
      'Visual loss or severe headache: raised CSF pressure':
        'Perte de vision ou céphalée intense : hypertension du LCR',
      'Vomiting blood or black stools in liver disease: variceal bleeding':
        "Vomissement de sang ou selles noires au cours d'une maladie du foie : hémorragie variqueuse",
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Vomissements, distension et absence de selles ou de gaz : occlusion intestinale',
      'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.':
        "Contact peau à peau au chaud, traiter l'hypoglycémie, stimuler et donner de l'oxygène en cas d'apnée, et transférer vers une unité néonatale.",
      'Warm slowly, support breathing, IV hydrocortisone and thyroid hormone in hospital; refer at once.':
        "Réchauffer lentement, soutenir la respiration, hydrocortisone IV et hormone thyroïdienne à l'hôpital ; transférer immédiatement.",
      'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.':
        "Laver la plaie à l'eau courante et au savon pendant 15 minutes maintenant, classer l'exposition (catégorie I-III de l'OMS), débuter le vaccin antirabique le jour même et donner des immunoglobulines antirabiques en catégorie III ; vérifier le statut antitétanique.",
      'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.':
        'Calculer la dose en mg/kg (paracétamol ≥ 150 mg/kg, fer ≥ 20 mg/kg élément : traiter) ; charbon activé dans un délai de 1 heure pour le paracétamol (pas pour le fer) ; transférer pour acétylcystéine ou déféroxamine et dosages.',
    },
  },
];
