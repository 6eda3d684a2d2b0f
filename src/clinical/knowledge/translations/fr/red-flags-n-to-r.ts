import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with n to r. */
export const frenchRedFlagsNToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Tender nerve with new weakness or clawing in a febrile leprosy reaction: acute neuritis, severe reaction with new nerve damage':
        'Nerf douloureux à la palpation avec faiblesse ou griffe récente dans une réaction lépreuse fébrile : névrite aiguë, réaction sévère avec nouvelle atteinte nerveuse',
      'Start prednisolone for the severe reaction today (programme protocol) and continue MDT; splint and rest the limb; refer to the leprosy service now.':
        'Débuter la prednisolone aujourd’hui pour la réaction sévère (protocole du programme) et poursuivre la PCT ; attelle et repos du membre ; référer maintenant au service de la lèpre.',
      'Eye that no longer closes in leprosy (lagophthalmos): severe reaction, the cornea is exposed':
        'Œil qui ne se ferme plus dans la lèpre (lagophtalmie) : réaction sévère, la cornée est exposée',
      'Start prednisolone for the reaction, protect the eye (ointment, pad or tape at night, blink exercises) and refer to the leprosy or eye service today.':
        'Commencer la prednisolone pour la réaction, protéger l’œil (pommade, pansement ou sparadrap la nuit, exercices de clignement) et transférer aujourd’hui vers le service de la lèpre ou d’ophtalmologie.',
      'Red eye in leprosy that is painful, sees less or cannot close: iridocyclitis or exposure keratitis in a reaction':
        'Œil rouge dans la lèpre, douloureux, qui voit moins ou ne ferme plus : iridocyclite ou kératite d’exposition lors d’une réaction',
      'Start prednisolone for the reaction, protect the eye (ointment, pad at night, atropine drops if iritis) and refer to an eye unit today.':
        'Commencer la prednisolone pour la réaction, protéger l’œil (pommade, pansement la nuit, collyre d’atropine si iritis) et transférer aujourd’hui vers un service d’ophtalmologie.',
      'Neck stiffness or coma: intracranial spread': 'Raideur de la nuque ou coma : extension intracrânienne',
      'Neck stiffness or positive CrAg: cryptococcal meningitis':
        'Raideur de la nuque ou CrAg positif : méningite cryptococcique',
      'Neck stiffness, confusion or fits with mumps: meningitis or encephalitis':
        'Raideur de la nuque, confusion ou convulsions au cours des oreillons : méningite ou encéphalite',
      'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.':
        'Surveillance neurologique toutes les 15-30 minutes, immobiliser le cou si le mécanisme est dangereux, transférer pour scanner.',
      'Neurobrucellosis or endocarditis': 'Neurobrucellose ou endocardite',
      'Neuroglycopenia: confusion, fits or coma with low glucose':
        'Neuroglucopénie : confusion, convulsions ou coma avec glycémie basse',
      'Neurological or ocular signs: neurosyphilis': 'Signes neurologiques ou oculaires : neurosyphilis',
      'Neurological stage (sleep disturbance, confusion, behaviour change, seizures)':
        'Stade neurologique (troubles du sommeil, confusion, changement de comportement, convulsions)',
      'Neurotoxic envenoming: drooping eyelids, difficulty speaking or swallowing, weak breathing':
        'Envenimation neurotoxique : paupières tombantes, difficulté à parler ou à avaler, respiration faible',
      'Never leave alone; remove means; assess suicide risk and refer to mental health once medically safe.':
        'Ne jamais laisser seul ; retirer les moyens ; évaluer le risque suicidaire et transférer en santé mentale une fois médicalement stable.',
      'New headache in HIV or with weight loss: cryptococcal meningitis, TB or tumour':
        'Nouvelle céphalée chez une personne vivant avec le VIH ou avec perte de poids : méningite cryptococcique, tuberculose ou tumeur',
      'Newborn after a difficult birth with convulsions, apnoea or coma':
        'Nouveau-né après un accouchement difficile avec convulsions, apnée ou coma',
      'Newborn with convulsions, apnoea, shock or cyanosis':
        'Nouveau-né avec convulsions, apnée, choc ou cyanose',
      'Newborn eye infection reaching the cornea (cloudy or ulcerated): the eye can perforate within a day':
        "Infection oculaire du nouveau-né atteignant la cornée (trouble ou ulcérée) : l'œil peut se perforer en un jour",
      'Ceftriaxone IM now, clean the eyes every hour, and refer today to a hospital with an eye service.':
        "Ceftriaxone IM maintenant, nettoyer les yeux toutes les heures, et transférer aujourd'hui vers un hôpital avec un service d'ophtalmologie.",
      'Newborn with swollen eyelids and pus (gonococcal ophthalmia until proven otherwise: blinding within days)':
        "Nouveau-né avec paupières gonflées et pus (ophtalmie gonococcique jusqu'à preuve du contraire : cécité en quelques jours)",
      'Newborn with pus pouring from the eyes and tense swollen lids (hyperacute, gonococcal until proven otherwise): the cornea can perforate':
        "Nouveau-né avec du pus qui coule à flots des yeux et des paupières gonflées et tendues (hyperaiguë, gonococcique jusqu'à preuve du contraire) : la cornée peut se perforer",
      'Ceftriaxone IM now (single dose), clean the eyes every hour, and refer today for admission and an eye review; treat the mother and her partner.':
        "Ceftriaxone IM maintenant (dose unique), nettoyer les yeux toutes les heures, et transférer aujourd'hui pour hospitalisation et examen ophtalmologique ; traiter la mère et son partenaire.",
      'Nil by mouth and urgent referral.': 'À jeun et transfert urgent.',
      'Nil by mouth, do not induce vomiting, refer the same hour for endoscopic removal; X-ray if available.':
        "À jeun, ne pas faire vomir, transférer dans l'heure pour extraction endoscopique ; radiographie si disponible.",
      'Nil by mouth, IV fluids and antibiotics, same-day surgical review.':
        'À jeun, liquides et antibiotiques IV, avis chirurgical le jour même.',
      'Nil by mouth, IV fluids, analgesia, emergency surgery within hours (do not force reduction of a tender hernia).':
        "À jeun, liquides IV, analgésie, chirurgie en urgence dans les heures qui suivent (ne pas forcer la réduction d'une hernie douloureuse).",
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and emergency surgical referral.':
        'À jeun, liquides IV, analgésie, antibiotiques IV et transfert chirurgical en urgence.',
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.':
        'À jeun, liquides IV, analgésie, antibiotiques IV et avis chirurgical le jour même.',
      'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.':
        'À jeun, liquides IV, ceftriaxone IV plus métronidazole, et transfert chirurgical urgent.',
      'Nil by mouth, IV fluids, nasogastric decompression, and surgical referral; do not give anthelminthic until obstruction is excluded.':
        "À jeun, liquides IV, décompression par sonde nasogastrique, et transfert chirurgical ; ne pas donner d'anthelminthique tant que l'occlusion n'est pas exclue.",
      'Nil by mouth, IV fluids, urgent ultrasound and referral for air or contrast enema reduction or surgery.':
        "À jeun, liquides IV, échographie urgente et transfert pour réduction par lavement à l'air ou aux produits de contraste ou chirurgie.",
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter, surgical review the same day.':
        'À jeun, sonde nasogastrique, liquides IV, sonde urinaire, avis chirurgical le jour même.',
      'No aspirin; urgent CT and neurosurgical referral.':
        "Pas d'aspirine ; scanner urgent et transfert en neurochirurgie.",
      'Numbness in the saddle area or loss of bladder control: cauda equina':
        'Engourdissement de la région de la selle ou perte du contrôle vésical : queue de cheval',
      'Observe the airway; antihistamine; adrenaline if the airway is involved.':
        'Surveiller les voies aériennes ; antihistaminique ; adrénaline si les voies aériennes sont atteintes.',
      'Once stable: suicide risk assessment, remove access to pesticides, mental health referral.':
        "Une fois stable : évaluation du risque suicidaire, supprimer l'accès aux pesticides, transfert en santé mentale.",
      'One swollen, tender leg: deep vein thrombosis':
        'Une jambe gonflée et douloureuse : thrombose veineuse profonde',
      'One-sided blocked nose with bleeding or facial pain: polyp, tumour or foreign body':
        "Nez bouché d'un seul côté avec saignement ou douleur faciale : polype, tumeur ou corps étranger",
      'Open fracture, or fracture with shock (femur and pelvis bleed litres)':
        'Fracture ouverte, ou fracture avec choc (le fémur et le bassin saignent des litres)',
      'Open the airway, 5 rescue breaths then CPR if no signs of life; oxygen; do not try to drain water; warm; refer for inpatient care.':
        "Libérer les voies aériennes, 5 insufflations puis RCP en l'absence de signe de vie ; oxygène ; ne pas essayer de drainer l'eau ; réchauffer ; transférer pour hospitalisation.",
      'Organ dysfunction: confusion, hypoxaemia or raised lactate':
        "Défaillance d'organe : confusion, hypoxémie ou lactates élevés",
      'Organ failure (shock, low oxygen, confusion, low urine output): severe acute pancreatitis':
        "Défaillance d'organe (choc, oxygénation basse, confusion, diurèse faible) : pancréatite aiguë sévère",
      'Overdose with coma, low blood pressure, slow breathing or fits':
        'Surdosage avec coma, pression artérielle basse, respiration lente ou convulsions',
      'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.':
        'Oxygène par lunettes nasales, aspiration nasale douce, alimentation par sonde nasogastrique ou liquides IV, hospitaliser.',
      'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.':
        "Oxygène pour SpO2 >= 94 %, ceftriaxone IV (ou benzylpénicilline plus gentamicine) avec un macrolide, liquides IV en cas d'hypotension, hospitaliser.",
      'Oxygen, diuretic, admit; urgent echocardiography and cardiology referral.':
        'Oxygène, diurétique, hospitaliser ; échocardiographie urgente et transfert en cardiologie.',
      'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.':
        'Oxygène, cotrimoxazole à forte dose et corticoïde (adultes et nourrissons hypoxémiques), hospitaliser.',
      'Oxygen, IV access, ECG and defibrillator ready; urgent transfer for reperfusion.':
        'Oxygène, voie veineuse, ECG et défibrillateur prêts ; transfert urgent pour reperfusion.',
      'Oxygen, IV access, ECG; synchronised DC cardioversion by a trained clinician; refer urgently.':
        'Oxygène, voie veineuse, ECG ; cardioversion électrique synchronisée par un clinicien formé ; transférer en urgence.',
      'Oxygen, IV antibiotics (ceftriaxone plus a macrolide), analgesia, cautious fluids; urgent transfusion assessment and referral.':
        'Oxygène, antibiotiques IV (ceftriaxone plus un macrolide), analgésie, liquides avec prudence ; évaluation urgente pour transfusion et transfert.',
      'Oxygen, IV fluids, urgent exchange transfusion at a referral hospital.':
        'Oxygène, liquides IV, exsanguinotransfusion urgente dans un hôpital de référence.',
      'Oxygen, IV furosemide for overload; urgent referral for dialysis.':
        'Oxygène, furosémide IV en cas de surcharge ; transfert urgent pour dialyse.',
      'Oxygen, IV heparin at once, cautious fluids, refer to a hospital able to give thrombolysis.':
        'Oxygène, héparine IV immédiatement, liquides avec prudence, transférer vers un hôpital capable de faire une thrombolyse.',
      'Oxygen, nothing by mouth if swallowing is unsafe, sit up; transfer now to a unit that can ventilate.':
        'Oxygène, rien par la bouche si la déglutition est dangereuse, position assise ; transférer maintenant vers une unité capable de ventiler.',
      'Oxygen, nothing by mouth, no vomiting, no charcoal; admit and observe; refer if SpO2 < 90% on oxygen.':
        'Oxygène, rien par la bouche, ne pas faire vomir, pas de charbon ; hospitaliser et surveiller ; transférer si SpO2 < 90 % sous oxygène.',
      'Oxygen, parenteral artesunate, assess for severe anaemia and fluid overload; refer.':
        'Oxygène, artésunate parentéral, rechercher une anémie sévère et une surcharge liquidienne ; transférer.',
      'Oxygen, refer at once for imaging and anticoagulation.':
        'Oxygène, transférer immédiatement pour imagerie et anticoagulation.',
      'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.':
        "Oxygène, salbutamol répété par chambre d'inhalation ou nébuliseur avec ipratropium, corticoïde oral ou IV maintenant ; transférer en l'absence de réponse rapide.",
      'Oxygen, sit up, furosemide, restrict fluid and salt; refer for possible dialysis.':
        'Oxygène, position assise, furosémide, restreindre les liquides et le sel ; transférer pour une dialyse éventuelle.',
      'Oxygen, sit up, refer for urgent drainage; IV antibiotics if infected.':
        "Oxygène, position assise, transférer pour drainage urgent ; antibiotiques IV en cas d'infection.",
      'Oxygen, slow transfusion of packed cells with furosemide; refer.':
        'Oxygène, transfusion lente de culots globulaires avec furosémide ; transférer.',
      'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.':
        'Oxygène, débuter le cotrimoxazole à forte dose avec la prednisolone, et hospitaliser.',
      'Oxygen, start oseltamivir at once without waiting for a test, treat for secondary bacterial pneumonia, admit.':
        "Oxygène, débuter immédiatement l'oseltamivir sans attendre de test, traiter une pneumonie bactérienne secondaire, hospitaliser.",
      'Oxygen, systemic corticosteroid (dexamethasone), prone positioning if awake and hypoxaemic, thromboprophylaxis, admit.':
        'Oxygène, corticoïde systémique (dexaméthasone), décubitus ventral si le patient est éveillé et hypoxémique, thromboprophylaxie, hospitaliser.',
      'Oxygen; start anticoagulation while awaiting imaging if suspicion is high and bleeding risk low; refer for CT pulmonary angiography or echo.':
        "Oxygène ; débuter l'anticoagulation en attendant l'imagerie si la suspicion est forte et le risque hémorragique faible ; transférer pour angioscanner pulmonaire ou échocardiographie.",
      'Pain with a positive pregnancy test: ectopic until proven otherwise':
        "Douleur avec test de grossesse positif : grossesse extra-utérine jusqu'à preuve du contraire",
      'Painful or tender nerve or new weakness in leprosy: reaction with nerve damage':
        "Nerf douloureux ou sensible ou nouvelle faiblesse au cours d'une lèpre : réaction avec atteinte nerveuse",
      'Painful red eye with blurred vision, haloes, headache or vomiting: acute angle-closure glaucoma':
        "Œil rouge et douloureux avec vision floue, halos, céphalée ou vomissements : glaucome aigu par fermeture de l'angle",
      'Painful swollen testis with mumps (orchitis); exclude torsion if sudden and without parotitis':
        'Testicule gonflé et douloureux au cours des oreillons (orchite) ; exclure une torsion si le début est brutal et sans parotidite',
      'Paracetamol or iron overdose (liver failure or shock appear late; treatment works best early)':
        "Surdosage en paracétamol ou en fer (l'insuffisance hépatique ou le choc apparaissent tard ; le traitement est plus efficace s'il est précoce)",
      'Parenteral artesunate, monitor urine output and fluid balance, check creatinine and clotting; refer for possible dialysis or transfusion.':
        'Artésunate parentéral, surveiller la diurèse et le bilan hydrique, contrôler la créatinine et la coagulation ; transférer pour dialyse ou transfusion éventuelle.',
      'Pass a urethral catheter now (suprapubic if it fails and you are trained); record the volume drained; refer to surgery.':
        "Poser une sonde urétrale maintenant (sus-pubienne en cas d'échec si vous êtes formé) ; noter le volume drainé ; transférer en chirurgie.",
      'PCP with severe respiratory distress, cyanosis or confusion':
        'PCP avec détresse respiratoire sévère, cyanose ou confusion',
      'Periorbital or facial cellulitis (risk of orbital and intracranial spread)':
        "Cellulite périorbitaire ou faciale (risque d'extension orbitaire et intracrânienne)",
      'Peritonism: gangrenous or perforated gallbladder': 'Péritonisme : vésicule gangréneuse ou perforée',
      'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage':
        'Péritonite ou hémorragie digestive : suspecter une perforation ou une hémorragie intestinale',
      'Peritonitis or shock: perforated colon or ruptured liver abscess':
        'Péritonite ou choc : côlon perforé ou abcès du foie rompu',
      'Pertussis with apnoea, cyanosis, fits or low oxygen (young infants die of it)':
        'Coqueluche avec apnée, cyanose, convulsions ou oxygénation basse (les jeunes nourrissons en meurent)',
      'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.':
        'Plan B : SRO 75 mL/kg en 4 heures au centre de santé, puis réévaluer et reclasser.',
      "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.":
        'Plan C maintenant : Ringer lactate IV 100 mL/kg (adultes et enfants >= 1 an : 30 mL/kg en 30 min, puis 70 mL/kg en 2.5 h ; nourrissons en 1 h puis 5 h), réévaluer toutes les 15-30 minutes, ajouter la SRO dès que le patient peut boire.',
      "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.":
        'Plan C : Ringer lactate ou sérum salé isotonique IV 100 mL/kg (nourrissons : 30 mL/kg en 1 heure puis 70 mL/kg en 5 heures ; plus âgés : 30 mL/kg en 30 minutes puis 70 mL/kg en 2.5 heures) ; sans voie IV, SRO par sonde nasogastrique et transférer.',
      'Possible pregnancy with pelvic pain: exclude ectopic pregnancy':
        'Grossesse possible avec douleur pelvienne : exclure une grossesse extra-utérine',
      'Potassium > 5.5 mmol/L (danger above 6.5 or with ECG changes)':
        "Potassium > 5.5 mmol/L (danger au-dessus de 6.5 ou avec modifications de l'ECG)",
      'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets':
        'Pré-éclampsie avec signes de gravité : PA >= 160/110, céphalée, troubles visuels, douleur épigastrique, œdème pulmonaire ou plaquettes basses',
      'Pregnancy test, check for shock, and urgent ultrasound or surgical review before treating as PID.':
        'Test de grossesse, rechercher un choc, et échographie urgente ou avis chirurgical avant de traiter comme une MIP.',
      'Primary survey: direct pressure or tourniquet on bleeding, airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, pelvic binder, keep warm; refer to a trauma centre now.':
        'Bilan primaire : compression directe ou garrot sur le saignement, voies aériennes avec protection du rachis cervical, oxygène, deux voies veineuses, cristalloïde réchauffé, acide tranexamique dans les 3 heures, ceinture pelvienne, garder au chaud ; transférer maintenant vers un centre de traumatologie.',
      'Progressive leg weakness or numbness': 'Faiblesse ou engourdissement progressif des jambes',
      'Prolonged fever in a person with valve disease: possible infective endocarditis':
        "Fièvre prolongée chez une personne porteuse d'une valvulopathie : endocardite infectieuse possible",
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
      'Puffy face or dark urine weeks after skin sores: post-streptococcal glomerulonephritis':
        'Visage bouffi ou urines foncées des semaines après des plaies cutanées : glomérulonéphrite post-streptococcique',
      'Pulmonary oedema or ischaemic chest pain with severe hypertension':
        'Œdème pulmonaire ou douleur thoracique ischémique avec hypertension sévère',
      'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.':
        'Surélever la tête du lit, ralentir les liquides IV, donner du mannitol ou du sérum salé hypertonique, et transférer en réanimation.',
      'Raised blood pressure with confusion, fits or focal weakness: hypertensive emergency or stroke':
        'Pression artérielle élevée avec confusion, convulsions ou faiblesse focale : urgence hypertensive ou AVC',
      'Rapidly spreading swelling (more than half the limb) or necrosis':
        "Œdème d'extension rapide (plus de la moitié du membre) ou nécrose",
      'Rapidly spreading weakness, or weakness with breathing difficulty: Guillain-Barre syndrome':
        "Faiblesse qui s'étend rapidement, ou faiblesse avec difficulté respiratoire : syndrome de Guillain-Barré",
      'Recovery position, airway, oxygen; check glucose and give glucose (thiamine first); look for head injury; admit.':
        "Position latérale de sécurité, voies aériennes, oxygène ; contrôler la glycémie et donner du glucose (thiamine d'abord) ; rechercher un traumatisme crânien ; hospitaliser.",
      'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child: intussusception':
        'Selles en gelée de groseille ou masse abdominale en boudin chez le jeune enfant : invagination intestinale',
      'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.':
        "Transférer immédiatement pour exsanguinotransfusion ; photothérapie intensive en attendant ; traiter un sepsis s'il est suspecté.",
      'Refer for endoscopy (oesophageal cancer is common in East Africa).':
        "Transférer pour endoscopie (le cancer de l'œsophage est fréquent en Afrique de l'Est).",
      'Refer for endoscopy to exclude gastric or oesophageal cancer or outlet obstruction (especially if over 45-55 years).':
        "Transférer pour endoscopie afin d'exclure un cancer gastrique ou œsophagien ou une sténose pyloro-duodénale (surtout après 45-55 ans).",
      'Refer for endoscopy, especially if over 50 years.':
        'Transférer pour endoscopie, surtout après 50 ans.',
      'Refer for lumbar puncture and IV benzylpenicillin for 14 days.':
        'Transférer pour ponction lombaire et benzylpénicilline IV pendant 14 jours.',
      'Refer for specialist care: prolonged combination therapy (ceftriaxone-containing for neurobrucellosis; surgery may be needed for endocarditis).':
        "Transférer pour prise en charge spécialisée : association prolongée (contenant de la ceftriaxone pour la neurobrucellose ; une chirurgie peut être nécessaire pour l'endocardite).",
      'Refer for transfusion (especially near term or with heart failure); deliver where blood is available.':
        "Transférer pour transfusion (surtout près du terme ou en cas d'insuffisance cardiaque) ; accoucher là où du sang est disponible.",
      'Refer for trichiasis surgery; epilate the touching lashes meanwhile; treat with azithromycin.':
        'Transférer pour chirurgie du trichiasis ; épiler les cils qui frottent en attendant ; traiter par azithromycine.',
      'Refer now for ethanol or fomepizole antidote, sodium bicarbonate and haemodialysis; alert public health — others who drank the same brew need to be found.':
        'Transférer maintenant pour antidote (éthanol ou fomépizole), bicarbonate de sodium et hémodialyse ; alerter la santé publique — il faut retrouver les autres personnes qui ont bu la même boisson.',
      'Refer to eye services; treat with ivermectin (not diethylcarbamazine).':
        'Transférer en ophtalmologie ; traiter par ivermectine (pas par diéthylcarbamazine).',
      'Refer to obstetrics and medicine together; echo; no ACE inhibitor before delivery.':
        "Transférer conjointement en obstétrique et en médecine ; échocardiographie ; pas d'IEC avant l'accouchement.",
      'Refer to the HAT treatment centre for lumbar puncture staging and treatment.':
        'Transférer vers le centre de traitement de la THA pour ponction lombaire de stadification et traitement.',
      'Refer urgently for serum bilirubin and phototherapy; give first-dose antibiotics if there are signs of infection.':
        "Transférer en urgence pour bilirubine sérique et photothérapie ; donner une première dose d'antibiotiques en cas de signes d'infection.",
      'Rehydrate (Plan C if severe), give the first dose of ceftriaxone and refer; check glucose in a convulsing child.':
        'Réhydrater (Plan C si sévère), donner la première dose de ceftriaxone et transférer ; contrôler la glycémie chez un enfant qui convulse.',
      'Rehydrate, treat oesophageal candidiasis, test for HIV; admit if unable to drink.':
        "Réhydrater, traiter la candidose œsophagienne, dépister le VIH ; hospitaliser en cas d'incapacité à boire.",
      'Remove means, do not leave alone, urgent assessment.':
        'Retirer les moyens, ne pas laisser seul, évaluation urgente.',
      'Remove means, do not leave alone, urgent mental health assessment.':
        'Retirer les moyens, ne pas laisser seul, évaluation urgente en santé mentale.',
      'Renal impairment or significant bleeding in severe malaria':
        "Atteinte rénale ou saignement important au cours d'un paludisme grave",
      'Renal ultrasound and referral.': 'Échographie rénale et transfert.',
      'Rest and elevate the limb, cool the skin, paracetamol, antibiotics for bacterial infection of entry lesions.':
        "Repos et surélévation du membre, rafraîchir la peau, paracétamol, antibiotiques en cas d'infection bactérienne des portes d'entrée.",
      'Rest or night pain with weight loss or sweats: infection (TB) or malignancy':
        'Douleur au repos ou nocturne avec perte de poids ou sueurs : infection (tuberculose) ou cancer',
      'Resuscitate (airway, glucose, fluids for shock), give parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), and refer to hospital.':
        "Réanimer (voies aériennes, glucose, liquides en cas de choc), donner l'artésunate parentéral maintenant (artésunate rectal chez l'enfant de moins de 6 ans si aucune injection n'est possible), et transférer à l'hôpital.",
      'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.':
        'Réanimer (voies aériennes, oxygène, glucose), donner ampicilline et gentamicine IM/IV, et transférer maintenant vers une unité néonatale.',
      'Resuscitate (fluids, oxygen), IV gentamicin, refer to a hospital with critical care.':
        "Réanimer (liquides, oxygène), gentamicine IV, transférer vers un hôpital disposant d'une réanimation.",
      'Resuscitate (IV access, fluids, blood), and refer for endoscopy.':
        'Réanimer (voie veineuse, liquides, sang), et transférer pour endoscopie.',
      'Resuscitate and refer at once.': 'Réanimer et transférer immédiatement.',
      'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.':
        "Réanimer maintenant : oxygène, voie veineuse, remplissage avec réévaluation, antibiotiques IV dans un délai de 1 heure, hémoculture d'abord si elle ne retarde rien ; transférer pour vasopresseurs.",
      'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.':
        "Réanimer par cristalloïde IV, oxygène, sonde urinaire ; transférer vers un hôpital disposant d'une réanimation.",
      'Resuscitate with IV fluids, broad-spectrum IV antibiotics, emergency laparotomy.':
        'Réanimer par liquides IV, antibiotiques IV à large spectre, laparotomie en urgence.',
      'Resuscitate, crossmatch blood, check clotting, emergency obstetric care.':
        'Réanimer, épreuve de compatibilité sanguine, contrôler la coagulation, prise en charge obstétricale en urgence.',
      'Resuscitate, IV antibiotics, emergency laparotomy.':
        'Réanimer, antibiotiques IV, laparotomie en urgence.',
      'Resuscitate, IV antibiotics, refer.': 'Réanimer, antibiotiques IV, transférer.',
      'Resuscitate, IV broad-spectrum antibiotics within the hour, urgent surgical review for debridement.':
        "Réanimer, antibiotiques IV à large spectre dans l'heure, avis chirurgical urgent pour débridement.",
      'Resuscitate, start IV antibiotics (a combination including ciprofloxacin), refer to hospital critical care, notify surveillance the same day.':
        'Réanimer, débuter des antibiotiques IV (association comprenant la ciprofloxacine), transférer en réanimation hospitalière, notifier la surveillance le jour même.',
      'Resuscitate, start IV metronidazole with broad-spectrum cover, and refer to a surgeon.':
        'Réanimer, débuter le métronidazole IV avec une couverture à large spectre, et transférer à un chirurgien.',
      'Resuscitate, transfuse, treat secondary bacterial infection, and transfer to a kala-azar treatment centre.':
        'Réanimer, transfuser, traiter les surinfections bactériennes, et transférer vers un centre de traitement du kala-azar.',
      'Retention or kidney failure': 'Rétention ou insuffisance rénale',
      'Retention with kidney impairment or fever (infection)':
        'Rétention avec insuffisance rénale ou fièvre (infection)',
      'Rewarm (skin-to-skin or incubator), support breathing, glucose, first-dose antibiotics, refer now.':
        "Réchauffer (peau à peau ou couveuse), soutenir la respiration, glucose, première dose d'antibiotiques, transférer maintenant.",
    },
  },
];
