import type { TranslationGroup } from '../types';

/** frenchInvestigationTests (see investigation-tests.ts), the entries whose English key starts with a to i. */
export const frenchInvestigationTestsAToI: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '12-lead ECG (rhythm strip while symptomatic)':
        'ECG 12 dérivations (tracé du rythme pendant les symptômes)',
      '12-lead ECG within 10 minutes, repeated if normal and pain continues':
        "ECG 12 dérivations dans les 10 minutes, répété s'il est normal et que la douleur persiste",
      '20-minute whole blood clotting test (20WBCT)':
        'Test de coagulation sur sang total à 20 minutes (TCST20)',
      '75 g oral glucose tolerance test at 24-28 weeks': 'HGPO à 75 g entre 24 et 28 semaines',
      'Abdominal and pelvic ultrasound': 'Échographie abdominale et pelvienne',
      'Abdominal ultrasound': 'Échographie abdominale',
      'Abdominal ultrasound (CT where available in adults with intermediate risk)':
        "Échographie abdominale (scanner si disponible chez l'adulte à risque intermédiaire)",
      'Abdominal ultrasound; alpha-fetoprotein': 'Échographie abdominale ; alpha-fœtoprotéine',
      'Abdominal ultrasound; diagnostic ascitic tap':
        "Échographie abdominale ; ponction d'ascite exploratrice",
      'ALT, AST, bilirubin, INR or prothrombin time, glucose, full blood count':
        'ALAT, ASAT, bilirubine, INR ou taux de prothrombine, glycémie, numération formule sanguine',
      'Animal status: observe the dog for 10 days; brain testing if it dies or is killed':
        "Statut de l'animal : observer le chien pendant 10 jours ; analyse du cerveau s'il meurt ou est abattu",
      'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab':
        "ASLO ou anti-DNase B, CRP ou VS, ECG (allongement de l'espace PR), prélèvement de gorge",
      'AUDIT questionnaire; liver tests (GGT, ALT), full blood count (MCV)':
        'Questionnaire AUDIT ; bilan hépatique (GGT, ALAT), numération formule sanguine (VGM)',
      'Axillary temperature with a low-reading thermometer':
        'Température axillaire avec un thermomètre à lecture basse',
      'Bedside clotting test (20-minute whole-blood clot)':
        'Test de coagulation au lit du patient (sang total à 20 minutes)',
      'Bedside ultrasound (eFAST) or chest/pelvis X-ray where available':
        'Échographie au lit du patient (eFAST) ou radiographie thorax/bassin si disponible',
      'Biopsy of a lesion where available; chest X-ray; stool for occult blood':
        "Biopsie d'une lésion si disponible ; radiographie thoracique ; recherche de sang occulte dans les selles",
      'Blood culture (before antibiotics if it does not delay them)':
        'Hémoculture (avant les antibiotiques si cela ne les retarde pas)',
      'Blood culture (before antibiotics)': 'Hémoculture (avant les antibiotiques)',
      'Blood culture (prolonged incubation)': 'Hémoculture (incubation prolongée)',
      'Blood culture and blood glucose': 'Hémoculture et glycémie',
      'Blood culture when febrile or systemically unwell':
        "Hémoculture en cas de fièvre ou d'atteinte générale",
      'Blood culture, full blood count': 'Hémoculture, numération formule sanguine',
      'Blood culture, full blood count, malaria test':
        'Hémoculture, numération formule sanguine, test du paludisme',
      'Blood film / MCV; sickle test where prevalent; HIV test':
        'Frottis sanguin / VGM ; test de falciformation là où elle est fréquente ; test VIH',
      'Blood gas or serum bicarbonate, anion gap and osmolal gap where available':
        'Gaz du sang ou bicarbonates sériques, trou anionique et trou osmolaire si disponibles',
      'Blood glucose': 'Glycémie',
      'Blood glucose and HIV test if extensive or recurrent': 'Glycémie et test VIH si étendu ou récidivant',
      'Blood glucose and urine or blood ketones': 'Glycémie et cétones urinaires ou sanguines',
      'Blood glucose or HbA1c, HIV test, full blood count and B12, creatinine, syphilis test':
        'Glycémie ou HbA1c, test VIH, numération formule sanguine et B12, créatinine, test de syphilis',
      'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening':
        'Glycémie, hémoglobine, test du paludisme, test VIH, bandelette urinaire ; dépistage de la TB',
      'Blood glucose, HIV test, thyroid tests; pregnancy test in women':
        'Glycémie, test VIH, bilan thyroïdien ; test de grossesse chez la femme',
      'Blood glucose, HIV test; blood pressure': 'Glycémie, test VIH ; tension artérielle',
      'Blood glucose, malaria test, HIV test, syphilis test; urine drug screen where available':
        'Glycémie, test du paludisme, test VIH, test de syphilis ; dépistage urinaire de drogues si disponible',
      'Blood glucose, SpO2, temperature, blood pressure': 'Glycémie, SpO2, température, tension artérielle',
      'Blood glucose, SpO2, temperature; look for head injury':
        'Glycémie, SpO2, température ; rechercher un traumatisme crânien',
      'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)':
        'Sérologie de Brucella (dépistage Rose Bengale, confirmé par SAT >= 1:160 ou ELISA)',
      'Burn area (% body surface: Lund-Browder chart or the patient’s palm = 1%) and depth':
        'Surface brûlée (% de surface corporelle : table de Lund-Browder ou paume du patient = 1%) et profondeur',
      'Capillary blood glucose': 'Glycémie capillaire',
      'Capillary glucose': 'Glycémie capillaire',
      'Capillary glucose; malaria test in endemic areas':
        "Glycémie capillaire ; test du paludisme en zone d'endémie",
      'Capillary or plasma glucose and blood or urine ketones':
        'Glycémie capillaire ou plasmatique et cétones sanguines ou urinaires',
      'CD4 count': 'Numération des CD4',
      'Cervical NAAT for gonorrhoea/chlamydia (where available)':
        'TAAN cervical pour gonocoque/chlamydia (si disponible)',
      'Chest and neck X-ray (inspiration and expiration)':
        'Radiographie du thorax et du cou (inspiration et expiration)',
      'Chest X-ray': 'Radiographie thoracique',
      'Chest X-ray (after 6 hours, if available)': 'Radiographie thoracique (après 6 heures, si disponible)',
      'Chest X-ray and chest ultrasound': 'Radiographie thoracique et échographie thoracique',
      'Chest X-ray if breathless': "Radiographie thoracique en cas d'essoufflement",
      'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response':
        'Radiographie thoracique seulement si suspicion de pneumonie, de pneumothorax ou de corps étranger, ou absence de réponse',
      'Chest X-ray when coughing': 'Radiographie thoracique en cas de toux',
      'Chest X-ray, erect abdominal X-ray': 'Radiographie thoracique, abdomen sans préparation debout',
      'Chest X-ray, full blood count, INR if on warfarin':
        'Radiographie thoracique, numération formule sanguine, INR si sous warfarine',
      'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG':
        'Radiographie thoracique, numération formule sanguine, GeneXpert sur crachats si une TB est possible, ECG',
      'Cholera rapid diagnostic test and stool culture': 'Test rapide du choléra et coproculture',
      'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use':
        'Évaluation clinique (mhGAP ou PHQ-9) ; dépister le risque suicidaire, des antécédents bipolaires, une consommation de substances',
      'Clinical assessment with red-flag screen and neurological examination of the legs':
        "Évaluation clinique avec recherche de signes d'alerte et examen neurologique des membres inférieurs",
      'Clinical breast examination; ultrasound (under 40) or mammography; core-needle biopsy with receptor testing':
        'Examen clinique des seins ; échographie (avant 40 ans) ou mammographie ; microbiopsie avec récepteurs hormonaux',
      'Clinical dehydration assessment (IMCI / WHO)':
        'Évaluation clinique de la déshydratation (PCIME / OMS)',
      'Clinical diagnosis': 'Diagnostic clinique',
      'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)':
        "Diagnostic clinique (âge 45 ans ou plus, douleur liée à l'activité, raideur matinale de moins de 30 minutes)",
      'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)':
        "Diagnostic clinique (toxidrome cholinergique avec notion d'exposition) ; identifier le produit (apporter le contenant)",
      'Clinical diagnosis (spatula test: reflex biting on the spatula)':
        'Diagnostic clinique (test de la spatule : morsure réflexe de la spatule)',
      'Clinical diagnosis (WAO criteria); treat before any test':
        'Diagnostic clinique (critères WAO) ; traiter avant tout examen',
      'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination':
        "Diagnostic clinique selon les critères ICHD-3 ; tension artérielle, examen neurologique et fond d'œil",
      'Clinical diagnosis; blood pressure, visual acuity and neurological examination':
        'Diagnostic clinique ; tension artérielle, acuité visuelle et examen neurologique',
      'Clinical diagnosis; mumps IgM or PCR of saliva in outbreaks':
        "Diagnostic clinique ; IgM ourlienne ou PCR salivaire en cas d'épidémie",
      'Clinical diagnosis; no imaging for uncomplicated sinusitis':
        "Diagnostic clinique ; pas d'imagerie pour une sinusite non compliquée",
      'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available':
        'Diagnostic clinique ; examen direct à la potasse (KOH) des squames, cheveux ou ongles si disponible',
      'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned':
        'Diagnostic clinique ; prick-tests ou IgE spécifiques seulement si une éviction ou une immunothérapie est prévue',
      'Clinical diagnosis; skin scraping for mites under the microscope where available':
        "Diagnostic clinique ; grattage cutané à la recherche d'acariens au microscope si disponible",
      'Clinical diagnosis; skin scraping if a ring-shaped or scaly patch suggests fungal infection':
        'Diagnostic clinique ; grattage cutané si une plaque annulaire ou squameuse évoque une mycose',
      'Clinical diagnosis; swab for culture only if recurrent or not responding':
        'Diagnostic clinique ; prélèvement pour culture seulement si récidivant ou sans réponse',
      'Clinical diagnosis; trial of PPI': "Diagnostic clinique ; essai d'IPP",
      'Clinical examination: forehead involvement, eye closure, ears, other cranial nerves, limbs':
        "Examen clinique : atteinte du front, fermeture de l'œil, oreilles, autres nerfs crâniens, membres",
      'Clinical score (Alvarado or Appendicitis Inflammatory Response score)':
        'Score clinique (Alvarado ou score AIR)',
      'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)':
        'Score clinique (Centor/McIsaac : fièvre, exsudat, adénopathies antérieures sensibles, absence de toux, âge)',
      'Cognitive screen (history from a relative, orientation, 3-word recall); for dementia: B12, thyroid, syphilis and HIV tests':
        "Dépistage cognitif (anamnèse auprès d'un proche, orientation, rappel de 3 mots) ; pour une démence : B12, thyroïde, syphilis et VIH",
      'Compression ultrasound of the leg veins': 'Échographie de compression des veines de la jambe',
      'Core (rectal) temperature, glucose, SpO2, blood pressure':
        'Température centrale (rectale), glycémie, SpO2, tension artérielle',
      'Count respiratory rate for a full minute; look for chest indrawing':
        'Compter la fréquence respiratoire sur une minute entière ; rechercher un tirage sous-costal',
      'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination':
        'Créatinine (DFGe), albumine ou protéines urinaires, bilan lipidique, tension artérielle, examen des pieds et des yeux',
      'Creatinine and electrolytes': 'Créatinine et ionogramme',
      'Creatinine, bilirubin, lactate where available': 'Créatinine, bilirubine, lactates si disponibles',
      'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs':
        'Créatinine, ionogramme, bandelette urinaire, numération formule sanguine, ECG, troponine ; scanner cérébral si signes neurologiques',
      'Creatinine, full blood count, CRP': 'Créatinine, numération formule sanguine, CRP',
      'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test':
        'Créatinine, antigène HBs, syphilis, test de grossesse',
      'Creatinine, potassium, haemoglobin': 'Créatinine, potassium, hémoglobine',
      'Creatinine, potassium; ASO titre or anti-DNase B; C3 complement where available':
        'Créatinine, potassium ; ASLO ou anti-DNase B ; complément C3 si disponible',
      'Creatinine, thyroid function before lithium; lithium level where used':
        'Créatinine, fonction thyroïdienne avant le lithium ; lithémie en cours de traitement',
      'CT head (referral)': 'Scanner cérébral (transfert)',
      'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)':
        "Scanner ou IRM seulement en présence de signes d'alerte (nouveau profil après 50 ans, signes focaux, œdème papillaire, VIH)",
      'CT pulmonary angiography or echocardiography; ECG; chest X-ray':
        'Angioscanner pulmonaire ou échocardiographie ; ECG ; radiographie thoracique',
      'Dehydration assessment': 'Évaluation de la déshydratation',
      'Dehydration assessment (WHO)': 'Évaluation de la déshydratation (OMS)',
      'Dengue NS1 antigen (days 1-5) or IgM (after day 5)':
        'Antigène NS1 de la dengue (jours 1-5) ou IgM (après le jour 5)',
      'Dental examination; dental X-ray where available':
        'Examen dentaire ; radiographie dentaire si disponible',
      'Diagnostic pleural tap: appearance, protein, LDH, glucose, pH, cells, Gram stain, culture, Xpert MTB/RIF, ADA':
        'Ponction pleurale exploratrice : aspect, protéines, LDH, glucose, pH, cellules, Gram, culture, Xpert MTB/RIF, ADA',
      'Digital rectal examination and PSA (after counselling, not during acute retention or infection)':
        'Toucher rectal et PSA (après information, pas pendant une rétention aiguë ou une infection)',
      'ECG and chest X-ray': 'ECG et radiographie thoracique',
      'ECG, and repeat during the first 2 weeks': 'ECG, répété pendant les 2 premières semaines',
      'ECG, chest X-ray, creatinine and electrolytes, full blood count, HIV test, TSH':
        'ECG, radiographie thoracique, créatinine et ionogramme, numération formule sanguine, test VIH, TSH',
      'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology':
        'ECG, numération formule sanguine, créatinine, bilan lipidique, test VIH, sérologie syphilitique',
      Echocardiogram: 'Échocardiographie',
      Echocardiography: 'Échocardiographie',
      'Echocardiography (point-of-care ultrasound)': 'Échocardiographie (échographie au lit du patient)',
      'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test':
        'EEG et scanner ou IRM cérébrale après une première crise non provoquée si disponible ; test VIH',
      'Electrolytes, creatinine, thyroid function (TSH), full blood count, glucose':
        'Ionogramme, créatinine, fonction thyroïdienne (TSH), numération formule sanguine, glycémie',
      'Endoscopy only if no response to 7-14 days of fluconazole':
        "Endoscopie seulement en l'absence de réponse après 7-14 jours de fluconazole",
      'Evert the upper eyelid and grade with the WHO simplified system (TF, TI, TS, TT, CO) using a loupe':
        "Retourner la paupière supérieure et grader selon le système simplifié de l'OMS (TF, TI, TS, TT, CO) à la loupe",
      'Examine for vesicles, bubo, painless indurated ulcer':
        'Rechercher des vésicules, un bubon, un chancre induré indolore',
      'Excision biopsy of a node (or fine-needle aspirate of a jaw or abdominal mass in suspected Burkitt)':
        "Biopsie-exérèse ganglionnaire (ou cytoponction d'une masse de la mâchoire ou abdominale si Burkitt suspecté)",
      'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact':
        "Catégorie d'exposition (OMS) : I contact/léchage sur peau intacte ; II mordillage ou griffures mineures sans saignement ; III morsures ou griffures transdermiques, léchage sur peau lésée ou muqueuse, contact avec une chauve-souris",
      'Eye examination with slit lamp where available':
        'Examen ophtalmologique à la lampe à fente si disponible',
      'Fasting glucose or HbA1c': 'Glycémie à jeun ou HbA1c',
      'Fasting plasma glucose, random glucose or HbA1c':
        'Glycémie plasmatique à jeun, glycémie aléatoire ou HbA1c',
      'Fetal assessment: fetal heart, growth, ultrasound if available':
        'Évaluation fœtale : bruits du cœur fœtal, croissance, échographie si disponible',
      'Filarial antigen rapid test (FTS) by day; night blood film (22:00 to 02:00) for microfilariae':
        'Test antigénique filarien rapide (FTS) le jour ; goutte épaisse nocturne (22:00 à 02:00) pour les microfilaires',
      'For HBsAg positive: HBV DNA if available, APRI score (AST and platelets), HIV test':
        'Si AgHBs positif : ADN du VHB si disponible, score APRI (ASAT et plaquettes), test VIH',
      'Fresh stool microscopy (wet mount, within 30 minutes)':
        'Examen microscopique des selles fraîches (état frais, dans les 30 minutes)',
      'Full blood count': 'Numération formule sanguine',
      'Full blood count (platelets), creatinine, urine for blood, INR where available':
        'Numération formule sanguine (plaquettes), créatinine, recherche de sang dans les urines, INR si disponible',
      'Full blood count and CRP for chronic urticaria (> 6 weeks)':
        'Numération formule sanguine et CRP pour une urticaire chronique (> 6 semaines)',
      'Full blood count and liver tests': 'Numération formule sanguine et bilan hépatique',
      'Full blood count before and during thionamides':
        'Numération formule sanguine avant et pendant les antithyroïdiens de synthèse',
      'Full blood count with haematocrit and platelets':
        'Numération formule sanguine avec hématocrite et plaquettes',
      'Full blood count, albumin, HIV test; chest X-ray and neck and abdominal ultrasound for spread':
        "Numération formule sanguine, albumine, test VIH ; radiographie thoracique et échographie cervicale et abdominale pour l'extension",
      'Full blood count, blood culture before antibiotics':
        'Numération formule sanguine, hémoculture avant les antibiotiques',
      'Full blood count, creatinine': 'Numération formule sanguine, créatinine',
      'Full blood count, creatinine, HIV test; ultrasound of kidneys':
        'Numération formule sanguine, créatinine, test VIH ; échographie rénale',
      'Full blood count, creatinine, INR before anticoagulation':
        "Numération formule sanguine, créatinine, INR avant l'anticoagulation",
      'Full blood count, CRP or ESR; sickle test in children':
        "Numération formule sanguine, CRP ou VS ; test de falciformation chez l'enfant",
      'Full blood count, CRP, liver tests (bilirubin, ALP, ALT), lipase':
        'Numération formule sanguine, CRP, bilan hépatique (bilirubine, PAL, ALAT), lipase',
      'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age':
        "Numération formule sanguine, CRP, analyse d'urine, test de grossesse chez la femme en âge de procréer",
      'Full blood count, HIV test, malaria test': 'Numération formule sanguine, test VIH, test du paludisme',
      'Full blood count, HIV test, Xpert MTB/RIF on node tissue, LDH, creatinine, uric acid; chest X-ray and abdominal ultrasound':
        'Numération formule sanguine, test VIH, Xpert MTB/RIF sur tissu ganglionnaire, LDH, créatinine, acide urique ; radiographie thoracique et échographie abdominale',
      'Full blood count, lipids; pregnancy test in women of reproductive age':
        'Numération formule sanguine, bilan lipidique ; test de grossesse chez la femme en âge de procréer',
      'Full blood count, liver and renal tests, clotting (in a contained laboratory)':
        'Numération formule sanguine, bilans hépatique et rénal, coagulation (dans un laboratoire confiné)',
      'Full blood count, liver tests, chest X-ray, abdominal ultrasound':
        'Numération formule sanguine, bilan hépatique, radiographie thoracique, échographie abdominale',
      'Full blood count, urea, creatinine, electrolytes, glucose, calcium, liver tests, CRP at 48 hours':
        'Numération formule sanguine, urée, créatinine, ionogramme, glycémie, calcium, bilan hépatique, CRP à 48 heures',
      'Full blood count, urea/creatinine': 'Numération formule sanguine, urée/créatinine',
      'Full blood count; SpO2': 'Numération formule sanguine ; SpO2',
      'GCS (or AVPU), pupils, limb power': 'GCS (ou AVPU), pupilles, force des membres',
      'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)':
        'Glycémie, calcium ; exclure une méningite et une réaction médicamenteuse (métoclopramide, halopéridol)',
      'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray':
        'Glycémie, créatinine, potassium, numération formule sanguine, bilan lipidique ; radiographie thoracique',
      'Glucose, temperature; CIWA-Ar withdrawal score': 'Glycémie, température ; score de sevrage CIWA-Ar',
      'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis':
        "Gram et culture de l'écoulement chez le nouveau-né ou en cas de conjonctivite purulente suraiguë",
      'Gram stain and culture of eye pus (where available)':
        'Gram et culture du pus oculaire (si disponible)',
      'Gram stain and culture of vesicle fluid or eschar edge (swab under the eschar)':
        "Gram et culture du liquide de vésicule ou du bord de l'escarre (écouvillon sous l'escarre)",
      'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis':
        "Gram de l'écoulement urétral (homme) si disponible ; TAAN pour N. gonorrhoeae et C. trachomatis",
      'H. pylori stool antigen or urea breath test (off PPI for 2 weeks)':
        "Antigène fécal H. pylori ou test respiratoire à l'urée (sans IPP depuis 2 semaines)",
      Haemoglobin: 'Hémoglobine',
      'Haemoglobin (HemoCue or full blood count)': 'Hémoglobine (HemoCue ou numération formule sanguine)',
      'Haemoglobin / full blood count': 'Hémoglobine / numération formule sanguine',
      'Haemoglobin and full blood count with red cell indices (MCV, MCH)':
        'Hémoglobine et numération formule sanguine avec indices érythrocytaires (VGM, TCMH)',
      'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value':
        'Hémoglobine et numération formule sanguine avec réticulocytes, comparées aux valeurs de base',
      'Haemoglobin, blood group and cross-match': 'Hémoglobine, groupage et compatibilité',
      'Haemoglobin, blood group and cross-match, bedside clotting test':
        'Hémoglobine, groupage et compatibilité, test de coagulation au lit du patient',
      'Haemoglobin, blood group and crossmatch, Rhesus status':
        'Hémoglobine, groupage et compatibilité, statut rhésus',
      'Haemoglobin, blood groups of mother and baby, G6PD screen':
        'Hémoglobine, groupes sanguins de la mère et du bébé, dépistage du déficit en G6PD',
      'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test':
        'Hémoglobine, créatinine, sodium, potassium, glycémie, TSH, NT-proBNP si disponible, test VIH',
      'Haemoglobin, glucose': 'Hémoglobine, glycémie',
      'Haemoglobin, thyroid function, HIV test, glucose where indicated':
        'Hémoglobine, fonction thyroïdienne, test VIH, glycémie si indiquée',
      'Haemoglobin; upper GI endoscopy if alarm features or age over 45-55 with new symptoms':
        "Hémoglobine ; endoscopie haute si signes d'alarme ou âge supérieur à 45-55 ans avec symptômes récents",
      'HbA1c; electrolytes and creatinine; thyroid function and coeliac screen at diagnosis':
        'HbA1c ; ionogramme et créatinine ; fonction thyroïdienne et dépistage de la maladie cœliaque au diagnostic',
      'HBsAg rapid test and anti-HCV antibody': 'Test rapide AgHBs et anticorps anti-VHC',
      'HBsAg, anti-HCV, HIV test': 'AgHBs, anti-VHC, test VIH',
      'HBsAg, anti-HCV, liver tests, INR, albumin, full blood count':
        'AgHBs, anti-VHC, bilan hépatique, INR, albumine, numération formule sanguine',
      'Hearing test; swab for culture if not responding; HIV test where indicated':
        "Audiométrie ; prélèvement pour culture en l'absence de réponse ; test VIH si indiqué",
      'HIV and syphilis testing': 'Dépistage du VIH et de la syphilis',
      'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available':
        'Dépistage du VIH et de la syphilis ; TAAN pour gonocoque et chlamydia si disponible',
      'HIV and TB screening; malaria test if febrile':
        'Dépistage du VIH et de la TB ; test du paludisme si fièvre',
      'HIV test': 'Test VIH',
      'HIV test (and CD4 if positive)': 'Test VIH (et CD4 si positif)',
      'HIV test and CD4 count': 'Test VIH et numération des CD4',
      'HIV test and serum CrAg where HIV-positive': 'Test VIH et CrAg sérique si VIH positif',
      'HIV test and syphilis serology': 'Test VIH et sérologie syphilitique',
      'HIV test where status unknown': 'Test VIH si le statut est inconnu',
      'HIV test, CD4 count, viral load': 'Test VIH, numération des CD4, charge virale',
      'HIV test; sputum Xpert MTB/RIF': 'Test VIH ; Xpert MTB/RIF sur crachats',
      'HIV test; sputum Xpert MTB/RIF; pericardial fluid (if tapped) for Xpert, ADA and cells':
        'Test VIH ; Xpert MTB/RIF sur crachats ; liquide péricardique (si ponctionné) pour Xpert, ADA et cellules',
      'HIV testing algorithm (confirm with the national serial rapid tests)':
        'Algorithme de dépistage du VIH (confirmer par les tests rapides nationaux en série)',
      'Influenza rapid test or RT-PCR (where it changes management or for surveillance)':
        "Test rapide de la grippe ou RT-PCR (s'il modifie la prise en charge ou pour la surveillance)",
      'Intraocular pressure and optic disc examination at an eye unit':
        "Pression intraoculaire et examen de la papille dans un service d'ophtalmologie",
    },
  },
];
