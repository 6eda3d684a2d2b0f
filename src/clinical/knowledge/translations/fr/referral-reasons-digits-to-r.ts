import type { TranslationGroup } from '../types';

/** frenchReferralReasons (see referral-reasons.ts), the entries whose English key starts with digits to r. */
export const frenchReferralReasonsDigitsToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '> 10% (child) or > 15% (adult), face, hands, feet, genitals or joints, circumferential, electrical or chemical burns, inhalation injury.':
        '> 10% (enfant) ou > 15% (adulte), visage, mains, pieds, organes génitaux ou articulations, brûlures circulaires, électriques ou chimiques, lésions par inhalation.',
      'Admission; severe disease and gallstone pancreatitis need specialist care (ERCP, cholecystectomy).':
        'Hospitalisation ; la forme sévère et la pancréatite biliaire demandent une prise en charge spécialisée (CPRE, cholécystectomie).',
      'Adults (biopsy before treatment), children under 1 year or over 12, haematuria, hypertension, raised creatinine or no remission after 4 weeks of prednisolone.':
        'Adultes (biopsie avant traitement), enfants de moins de 1 an ou de plus de 12 ans, hématurie, hypertension, créatinine élevée ou absence de rémission après 4 semaines de prednisolone.',
      'After intentional poisoning.': 'Après une intoxication volontaire.',
      'Airway protection, sedation and ventilation may be needed.':
        'Une protection des voies aériennes, une sédation et une ventilation peuvent être nécessaires.',
      'Alarm features or failure of treatment.': "Signes d'alarme ou échec du traitement.",
      'All confirmed cases need supervised treatment.':
        'Tous les cas confirmés demandent un traitement supervisé.',
      'All snakebites with signs of envenoming.':
        "Toutes les morsures de serpent avec signes d'envenimation.",
      'All suspected bacterial meningitis after the first dose of antibiotic.':
        "Toute méningite bactérienne suspectée après la première dose d'antibiotique.",
      'All suspected cases.': 'Tous les cas suspects.',
      'Animal observation and One Health investigation.':
        "Observation de l'animal et investigation Une seule santé.",
      'Any bleeding after 20 weeks needs assessment where caesarean section and transfusion are available.':
        'Tout saignement après 20 semaines demande une évaluation là où une césarienne et une transfusion sont possibles.',
      'Any breathing difficulty, drowsiness or SpO2 < 92%.':
        'Toute difficulté respiratoire, somnolence ou SpO2 < 92%.',
      'Any danger sign or severe feature, or repeated vomiting of oral treatment.':
        'Tout signe de danger ou critère de gravité, ou vomissements répétés du traitement oral.',
      'Any suspected inhaled object, a button battery or an object stuck in the oesophagus.':
        "Tout objet inhalé suspecté, une pile bouton ou un objet coincé dans l'œsophage.",
      'Any symptom after submersion, or needed rescue breaths.':
        'Tout symptôme après une submersion, ou insufflations nécessaires.',
      'Appendicectomy.': 'Appendicectomie.',
      'Associated depression or anxiety.': 'Dépression ou anxiété associée.',
      'Atropine titration, airway support and ventilation.':
        "Ajustement de l'atropine, soutien des voies aériennes et ventilation.",
      'Atypical features, aura lasting over 1 hour, or failure of two prophylactic drugs.':
        'Caractéristiques atypiques, aura de plus de 1 heure, ou échec de deux traitements prophylactiques.',
      'Biopsy, staging (FIGO) and treatment: surgery for early disease, chemoradiation for locally advanced disease.':
        "Biopsie, bilan d'extension (FIGO) et traitement : chirurgie des formes précoces, radiochimiothérapie des formes localement avancées.",
      'Biopsy, staging and treatment: active surveillance, surgery or radiotherapy for localised disease; androgen deprivation for advanced disease.':
        "Biopsie, bilan d'extension et traitement : surveillance active, chirurgie ou radiothérapie pour une forme localisée ; suppression androgénique pour une forme avancée.",
      'Birth weight < 2.0 kg (< 1.5 kg always), unable to feed, or any danger sign.':
        "Poids de naissance < 2.0 kg (< 1.5 kg toujours), incapacité à s'alimenter, ou tout signe de danger.",
      'Bleeding not controlled by the first-response bundle, retained placenta, tears needing repair under anaesthesia, shock.':
        'Saignement non contrôlé par le paquet de première réponse, rétention placentaire, déchirures à suturer sous anesthésie, choc.',
      'Cannot keep oral antiemetics or fluids down, ketonuria with weight loss, or suspected Wernicke encephalopathy.':
        'Ne garde pas les antiémétiques oraux ou les liquides, cétonurie avec perte de poids, ou encéphalopathie de Wernicke suspectée.',
      'Cataract surgery when vision limits daily life; glaucoma diagnosis and treatment (drops, laser, surgery).':
        'Chirurgie de la cataracte quand la vision limite la vie quotidienne ; diagnostic et traitement du glaucome (collyres, laser, chirurgie).',
      'Chest drain for empyema; thoracic surgery for loculated pus.':
        'Drain thoracique pour un empyème ; chirurgie thoracique pour un pus cloisonné.',
      'Children (congenital hypothyroidism), pregnancy, heart disease, central hypothyroidism.':
        'Enfants (hypothyroïdie congénitale), grossesse, cardiopathie, hypothyroïdie centrale.',
      'Cholecystectomy (early for cholecystitis; elective after biliary colic).':
        'Cholécystectomie (précoce pour une cholécystite ; programmée après une colique biliaire).',
      'Chronic daily headache not responding to treatment, or any red flag.':
        "Céphalée chronique quotidienne ne répondant pas au traitement, ou tout signe d'alerte.",
      'Chronic hepatitis B or C for antiviral treatment assessment.':
        "Hépatite B ou C chronique pour évaluation d'un traitement antiviral.",
      'Chronic urticaria not controlled on 4 times the antihistamine dose; suspected drug or food anaphylaxis.':
        "Urticaire chronique non contrôlée par 4 fois la dose d'antihistaminique ; anaphylaxie médicamenteuse ou alimentaire suspectée.",
      'Clusters after illicit brew: trace everyone who drank it.':
        'Cas groupés après une boisson frelatée : retrouver toutes les personnes qui en ont bu.',
      'Complicated SAM, infants under 6 months, or failed appetite test.':
        "MAS compliquée, nourrissons de moins de 6 mois, ou test de l'appétit échoué.",
      'Confirm cause, plan 12 to 18 months of antithyroid drug, radioiodine or surgery.':
        "Confirmer la cause, planifier 12 à 18 mois d'antithyroïdien de synthèse, l'iode radioactif ou la chirurgie.",
      'Confirmation, severity grading and assessment for valve surgery or balloon valvotomy.':
        'Confirmation, gradation de la sévérité et évaluation pour chirurgie valvulaire ou valvuloplastie au ballonnet.',
      'Corneal involvement, or no improvement after 48 hours of treatment.':
        "Atteinte cornéenne, ou absence d'amélioration après 48 heures de traitement.",
      'Crusted (Norwegian) scabies, or failure after two correct treatments; test for HIV.':
        'Gale croûteuse (norvégienne), ou échec après deux traitements corrects ; dépister le VIH.',
      'CURB-65 >= 2, hypoxaemia, or unable to take oral medicine.':
        'CURB-65 >= 2, hypoxémie, ou incapacité à prendre un traitement oral.',
      'Delirium without an obvious, treatable cause on site.':
        'Délirium sans cause évidente et curable sur place.',
      'Delirium, seizures, severe withdrawal or medical illness.':
        'Délirium, convulsions, sevrage sévère ou maladie somatique.',
      'Dementia diagnosis, behavioural symptoms, carer support.':
        "Diagnostic de démence, symptômes comportementaux, soutien de l'aidant.",
      'Discharge beyond 2 weeks of treatment, cholesteatoma, hearing loss, surgery to close the perforation.':
        'Écoulement au-delà de 2 semaines de traitement, cholestéatome, perte auditive, chirurgie de fermeture de la perforation.',
      'Discharge for more than 14 days (chronic suppurative otitis media) or hearing loss.':
        'Écoulement depuis plus de 14 jours (otite moyenne chronique suppurée) ou perte auditive.',
      'Displaced, open, femoral, pelvic, intra-articular or paediatric growth-plate fractures; dislocations not reduced.':
        "Fractures déplacées, ouvertes, du fémur, du bassin, articulaires ou du cartilage de croissance chez l'enfant ; luxations non réduites.",
      'Disseminated zoster, encephalitis, or severe disease in immunosuppression.':
        "Zona disséminé, encéphalite, ou forme sévère chez l'immunodéprimé.",
      'Drainage, root canal treatment or extraction.': 'Drainage, traitement de canal ou extraction.',
      'Dysphagia, weight loss, bleeding, or failure of PPI.':
        "Dysphagie, perte de poids, saignement, ou échec de l'IPP.",
      'Early mobilisation and rehabilitation.': 'Mobilisation et rééducation précoces.',
      'Echo, guideline-directed therapy; PPCM: joint obstetric and cardiac care, contraception counselling.':
        'Échocardiographie, traitement recommandé par les directives ; CMPP : prise en charge conjointe obstétricale et cardiologique, conseil en contraception.',
      'Echo, pericardiocentesis, constrictive pericarditis (pericardiectomy).':
        'Échocardiographie, péricardiocentèse, péricardite constrictive (péricardectomie).',
      'eGFR < 30, ACR > 300 mg/g, rapid decline, resistant hypertension, or hyperkalaemia.':
        'DFGe < 30, RAC > 300 mg/g, déclin rapide, hypertension résistante, ou hyperkaliémie.',
      'Encephalopathy (abnormal tone, fits, not sucking) needs inpatient care; long-term neurodevelopmental follow-up.':
        'Une encéphalopathie (tonus anormal, convulsions, ne tète pas) demande une hospitalisation ; suivi du développement neurologique au long cours.',
      'Endoscopy for varices, hepatitis B or C treatment, large-volume paracentesis.':
        "Endoscopie pour les varices, traitement de l'hépatite B ou C, paracentèse de grand volume.",
      'Endoscopy, biopsy and staging; most need palliation of dysphagia (stent, brachytherapy) and nutrition.':
        "Endoscopie, biopsie et bilan d'extension ; la plupart ont besoin d'une palliation de la dysphagie (prothèse, curiethérapie) et d'un soutien nutritionnel.",
      'Enrolment, ART initiation and advanced HIV package.':
        'Enrôlement, mise sous TAR et paquet de la maladie à VIH avancée.',
      'Every case of heat stroke, after cooling has started.':
        'Tout coup de chaleur, après le début du refroidissement.',
      'Every deliberate overdose, once medically stable.':
        'Tout surdosage volontaire, une fois médicalement stable.',
      'Every suspected case: antitoxin, isolation and notification.':
        'Tout cas suspect : antitoxine, isolement et notification.',
      'Every young infant with a danger sign needs inpatient antibiotics; outpatient treatment only where referral is refused or impossible (WHO PSBI).':
        "Tout jeune nourrisson présentant un signe de danger demande des antibiotiques à l'hôpital ; traitement ambulatoire seulement si le transfert est refusé ou impossible (IBGP de l'OMS).",
      'Exercise therapy for persistent or chronic pain.':
        "Rééducation par l'exercice pour une douleur persistante ou chronique.",
      'Extensive disease not responding to oral treatment, or nail disease needing long courses.':
        'Forme étendue ne répondant pas au traitement oral, ou atteinte unguéale nécessitant un traitement long.',
      'Eye lesions or reduced vision.': 'Lésions oculaires ou baisse de la vision.',
      'First episode, risk of harm, poor response, pregnancy, children and adolescents.':
        "Premier épisode, risque de passage à l'acte, mauvaise réponse, grossesse, enfants et adolescents.",
      'Frequent exacerbations despite inhaled corticosteroid.':
        'Exacerbations fréquentes malgré le corticoïde inhalé.',
      'GCS < 15 after 2 hours, loss of consciousness, fits, focal signs, repeated vomiting, skull fracture signs, anticoagulants or a dangerous mechanism.':
        'GCS < 15 après 2 heures, perte de connaissance, convulsions, signes focaux, vomissements répétés, signes de fracture du crâne, anticoagulants ou mécanisme dangereux.',
      'Hb < 7 g/dL, no response to oral iron, or anaemia near term.':
        'Hb < 7 g/dL, absence de réponse au fer oral, ou anémie près du terme.',
      'Heavy menstrual bleeding that needs investigation.': 'Règles abondantes nécessitant une exploration.',
      'Histological diagnosis and chemotherapy; Burkitt lymphoma is curable with prompt treatment.':
        "Diagnostic histologique et chimiothérapie ; le lymphome de Burkitt est curable s'il est traité rapidement.",
      'Household and community mass treatment.': 'Traitement de masse du foyer et de la communauté.',
      'Hydrocelectomy.': "Cure d'hydrocèle.",
      'Hypoxaemia or respiratory distress.': 'Hypoxémie ou détresse respiratoire.',
      'Hypoxaemia, apnoea, poor feeding or severe respiratory distress.':
        'Hypoxémie, apnées, mauvaise alimentation ou détresse respiratoire sévère.',
      'Hypoxaemia, respiratory distress or altered consciousness.':
        'Hypoxémie, détresse respiratoire ou trouble de la conscience.',
      'Identify the trigger; consider venom immunotherapy.':
        'Identifier le facteur déclenchant ; envisager une immunothérapie au venin.',
      'Imaging, thrombolysis decision and stroke unit care.':
        'Imagerie, décision de thrombolyse et prise en charge en unité neurovasculaire.',
      'Immediate notification of every AFP case (polio eradication).':
        'Notification immédiate de tout cas de PFA (éradication de la poliomyélite).',
      'Immediately notifiable; contact tracing.': 'À déclaration immédiate ; recherche des contacts.',
      'Incomplete abortion not resolving with misoprostol, heavy bleeding, or any sign of sepsis or instrumentation.':
        'Avortement incomplet qui ne se résout pas sous misoprostol, saignement abondant, ou tout signe de sepsis ou de manœuvre instrumentale.',
      'Induction therapy and pressure management.': "Traitement d'induction et gestion de la pression.",
      'Infant under 2 months, severe malnutrition, danger signs or failure after 2 days of treatment.':
        'Nourrisson de moins de 2 mois, malnutrition sévère, signes de danger ou échec après 2 jours de traitement.',
      'Infants under 6 months, apnoea, cyanosis, pneumonia, fits or dehydration.':
        'Nourrissons de moins de 6 mois, apnée, cyanose, pneumonie, convulsions ou déshydratation.',
      'Insulin infusion and hourly monitoring are needed.':
        "Une perfusion d'insuline et une surveillance horaire sont nécessaires.",
      'Insulin start and education the same week; ketoacidosis is an emergency.':
        "Mise sous insuline et éducation dans la semaine ; l'acidocétose est une urgence.",
      'IV antibiotics, evacuation of retained products, surgery for abscess or peritonitis.':
        "Antibiotiques IV, évacuation des débris retenus, chirurgie en cas d'abcès ou de péritonite.",
      'IV antihypertensive with close monitoring.': 'Antihypertenseur IV avec surveillance étroite.',
      'Jaundice on day 1, palms and soles yellow, a sick or preterm baby, or jaundice beyond 2 weeks (3 weeks if preterm).':
        'Ictère au jour 1, paumes et plantes jaunes, bébé malade ou prématuré, ou ictère au-delà de 2 semaines (3 semaines si prématuré).',
      'Joint washout; drainage of subperiosteal abscess; chronic osteomyelitis with sequestrum.':
        "Lavage articulaire ; drainage d'un abcès sous-périosté ; ostéomyélite chronique avec séquestre.",
      'Laparotomy or laparoscopy; methotrexate only for stable unruptured cases meeting criteria.':
        'Laparotomie ou cœlioscopie ; méthotrexate seulement pour les cas stables non rompus remplissant les critères.',
      'Large or compressive goitre, suspicious nodule, relapse.':
        'Goitre volumineux ou compressif, nodule suspect, rechute.',
      'Large or deep abscess, necrotising infection, or hand and facial abscess.':
        'Abcès volumineux ou profond, infection nécrosante, ou abcès de la main et du visage.',
      'Large or left-lobe liver abscess, suspected rupture, or no response to treatment.':
        'Abcès du foie volumineux ou du lobe gauche, rupture suspectée, ou absence de réponse au traitement.',
      'Limb care training; community treatment.': 'Formation aux soins du membre ; traitement communautaire.',
      'Long-term care, hydroxyurea and transcranial Doppler screening.':
        'Suivi au long cours, hydroxyurée et dépistage par Doppler transcrânien.',
      'Mania with risk, psychotic features, pregnancy, adolescents, lithium start.':
        'Manie avec risque, caractéristiques psychotiques, grossesse, adolescents, instauration du lithium.',
      'Mastoiditis or intracranial complication.': 'Mastoïdite ou complication intracrânienne.',
      'Men and post-menopausal women with unexplained iron deficiency (endoscopy).':
        'Hommes et femmes ménopausées avec carence martiale inexpliquée (endoscopie).',
      'Meningitis, encephalitis, pancreatitis, severe orchitis or deafness.':
        'Méningite, encéphalite, pancréatite, orchite sévère ou surdité.',
      'Multiphase CT or MRI, staging (BCLC) and treatment; many present late and need palliative care.':
        "Scanner multiphasique ou IRM, bilan d'extension (BCLC) et traitement ; beaucoup consultent tard et ont besoin de soins palliatifs.",
      'New AF, anticoagulation decision, echocardiography, rhythm control; recurrent SVT for ablation.':
        "FA récente, décision d'anticoagulation, échocardiographie, contrôle du rythme ; TSV récidivante pour ablation.",
      'New heart failure for echocardiography and treatment plan; valve disease for surgery.':
        'Insuffisance cardiaque récente pour échocardiographie et plan de traitement ; valvulopathie pour chirurgie.',
      'No healing after 3 months of treatment, deformity persisting after 4 years of age, or a family history.':
        "Pas de guérison après 3 mois de traitement, déformation persistant après l'âge de 4 ans, ou antécédent familial.",
      'No recovery after 3 months, recurrence, other cranial nerves involved.':
        "Pas de récupération après 3 mois, récidive, atteinte d'autres nerfs crâniens.",
      'No response to first-line care; severe impairment.':
        'Absence de réponse à la prise en charge de première intention ; retentissement sévère.',
      'Not clearing after 7 days of treatment, or recurrent impetigo.':
        'Pas de guérison après 7 jours de traitement, ou impétigo récidivant.',
      'Notifiable (IHR): case investigation, contact tracing and prophylaxis.':
        'À déclaration obligatoire (RSI) : investigation du cas, recherche des contacts et prophylaxie.',
      'Notifiable disease: outbreak response and contact follow-up.':
        "Maladie à déclaration obligatoire : riposte à l'épidémie et suivi des contacts.",
      'Notifiable disease; chemoprophylaxis for close contacts of meningococcal cases.':
        'Maladie à déclaration obligatoire ; chimioprophylaxie des contacts proches des cas à méningocoque.',
      'Notifiable: case investigation and outbreak response vaccination.':
        'À déclaration obligatoire : investigation du cas et vaccination de riposte.',
      'Notifiable: contact tracing and vaccination of contacts where available.':
        'À déclaration obligatoire : recherche des contacts et vaccination des contacts si disponible.',
      'Notifiable: trace the animal source and others exposed.':
        "À déclaration obligatoire : retrouver l'animal source et les autres personnes exposées.",
      'Notification, treatment registration, contact tracing.':
        'Notification, enregistrement du traitement, recherche des contacts.',
      'Observation after adrenaline; refractory anaphylaxis needs IV adrenaline infusion.':
        "Surveillance après l'adrénaline ; une anaphylaxie réfractaire demande une perfusion d'adrénaline IV.",
      'Obstructed labour needs operative delivery; delay causes uterine rupture, fistula and fetal death.':
        'Un travail bloqué demande un accouchement opératoire ; le retard provoque rupture utérine, fistule et mort fœtale.',
      'Obstruction, abscess or recurrent pyelonephritis.': 'Obstruction, abcès ou pyélonéphrite récidivante.',
      'Operation or reduction (air or contrast enema for intussusception, sigmoidoscopic decompression of volvulus).':
        "Intervention ou réduction (lavement à l'air ou aux produits de contraste pour l'invagination, détorsion sigmoïdoscopique du volvulus).",
      'Ophthalmic zoster with eye symptoms.': 'Zona ophtalmique avec symptômes oculaires.',
      'Pain and symptom control, psychosocial support, at any stage.':
        'Contrôle de la douleur et des symptômes, soutien psychosocial, à tout stade.',
      'Peritonsillar abscess or airway compromise.': 'Abcès périamygdalien ou atteinte des voies aériennes.',
      'Persistent or recurrent discharge after syndromic treatment.':
        'Écoulement persistant ou récidivant après traitement syndromique.',
      'Pneumonia, encephalitis, haemorrhagic varicella or severe illness in an immunosuppressed person.':
        'Pneumonie, encéphalite, varicelle hémorragique ou forme sévère chez une personne immunodéprimée.',
      'Pneumonic or septicaemic plague.': 'Peste pulmonaire ou septicémique.',
      'Portal hypertension, hydronephrosis or persistent haematuria in an adult (exclude bladder cancer).':
        "Hypertension portale, hydronéphrose ou hématurie persistante chez l'adulte (exclure un cancer de la vessie).",
      'Progressive weakness, any breathing or swallowing difficulty; immunoglobulin or plasma exchange.':
        'Faiblesse progressive, toute difficulté respiratoire ou de déglutition ; immunoglobulines ou échanges plasmatiques.',
      'Rapid progression, motor weakness, asymmetric or unexplained neuropathy.':
        'Progression rapide, faiblesse motrice, neuropathie asymétrique ou inexpliquée.',
      'Recurrent or chronic sinusitis (symptoms over 12 weeks).':
        'Sinusite récidivante ou chronique (symptômes depuis plus de 12 semaines).',
      'Recurrent or treatment-resistant discharge.': 'Écoulement récidivant ou résistant au traitement.',
      'Recurrent UTI (3 or more a year), UTI in men with retention, or haematuria persisting after treatment.':
        "IU récidivantes (3 ou plus par an), IU chez l'homme avec rétention, ou hématurie persistant après traitement.",
      'Red flags, persistent radicular pain with deficit.':
        "Signes d'alerte, douleur radiculaire persistante avec déficit.",
      'Red or painful eye with incomplete eye closure.':
        "Œil rouge ou douloureux avec fermeture incomplète de l'œil.",
      'Redness extending to the abdominal skin, or any danger sign.':
        "Rougeur s'étendant à la peau de l'abdomen, ou tout signe de danger.",
      'Reduced vision, severe pain, corneal ulcer, or conjunctivitis in a newborn.':
        'Baisse de la vision, douleur intense, ulcère de cornée, ou conjonctivite chez un nouveau-né.',
      'Register and treat tuberculous pleurisy.': 'Enregistrer et traiter la pleurésie tuberculeuse.',
      'Registration, supervised MDT, contact tracing and single-dose rifampicin prophylaxis for contacts.':
        'Enregistrement, PCT supervisée, recherche des contacts et prophylaxie par rifampicine en dose unique pour les contacts.',
      'Relapse prevention (psychosocial support, naltrexone or acamprosate where available).':
        'Prévention de la rechute (soutien psychosocial, naltrexone ou acamprosate si disponibles).',
      'Reperfusion and invasive assessment.': 'Reperfusion et exploration invasive.',
      'Retention, kidney impairment, haematuria, bladder stones, failed medical treatment, suspected cancer.':
        'Rétention, insuffisance rénale, hématurie, calculs vésicaux, échec du traitement médical, cancer suspecté.',
      'Retinal screening at diagnosis and then yearly.':
        'Dépistage rétinien au diagnostic puis chaque année.',
      'Review of the treatment plan to prevent recurrence.':
        'Révision du plan de traitement pour prévenir les récidives.',
      'Rifampicin resistance detected.': 'Résistance à la rifampicine détectée.',
    },
  },
];
