import type { TranslationGroup } from '../types';

/**
 * The tests the recommendations name, in French, by their English wording (investigations of
 * knowledge/conditions); a test missing here is named in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchInvestigationTests: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Malaria RDT or thick and thin blood smear': 'TDR du paludisme ou goutte épaisse et frottis sanguin',
      'Haemoglobin (HemoCue or full blood count)': 'Hémoglobine (HemoCue ou numération formule sanguine)',
      'Random blood glucose': 'Glycémie aléatoire',
      'Malaria RDT and blood smear with parasite count':
        'TDR du paludisme et frottis sanguin avec parasitémie',
      'Blood glucose': 'Glycémie',
      'Haemoglobin / full blood count': 'Hémoglobine / numération formule sanguine',
      'Creatinine, bilirubin, lactate where available': 'Créatinine, bilirubine, lactates si disponibles',
      'Lumbar puncture when safe': 'Ponction lombaire quand elle est sans danger',
      'Blood culture (before antibiotics)': 'Hémoculture (avant les antibiotiques)',
      'Malaria RDT': 'TDR du paludisme',
      'Full blood count': 'Numération formule sanguine',
      'Stool antigen test or stool culture': 'Test antigénique des selles ou coproculture',
      'Dehydration assessment (WHO)': 'Évaluation de la déshydratation (OMS)',
      'Cholera rapid diagnostic test and stool culture': 'Test rapide du choléra et coproculture',
      'Serum electrolytes and creatinine (inpatients)':
        'Ionogramme sanguin et créatinine (patients hospitalisés)',
      'Clinical dehydration assessment (IMCI / WHO)':
        'Évaluation clinique de la déshydratation (PCIME / OMS)',
      'Malaria RDT where malaria is endemic and the patient is febrile':
        "TDR du paludisme en zone d'endémie si le patient est fébrile",
      'Serum electrolytes and creatinine (severe dehydration only)':
        'Ionogramme sanguin et créatinine (déshydratation sévère seulement)',
      'Stool microscopy': 'Examen microscopique des selles',
      'Stool culture and sensitivity (outbreaks, treatment failure)':
        'Coproculture et antibiogramme (épidémies, échec thérapeutique)',
      'Dehydration assessment': 'Évaluation de la déshydratation',
      'Fresh stool microscopy (wet mount, within 30 minutes)':
        'Examen microscopique des selles fraîches (état frais, dans les 30 minutes)',
      'Abdominal ultrasound': 'Échographie abdominale',
      'Full blood count and liver tests': 'Numération formule sanguine et bilan hépatique',
      'Stool microscopy for ova (Kato-Katz or direct smear)':
        "Examen microscopique des selles à la recherche d'œufs (Kato-Katz ou examen direct)",
      Haemoglobin: 'Hémoglobine',
      'Urine filtration microscopy (midday urine) for S. haematobium':
        'Filtration urinaire et microscopie (urines de midi) pour S. haematobium',
      'Stool Kato-Katz for S. mansoni': 'Kato-Katz des selles pour S. mansoni',
      'Urine dipstick': 'Bandelette urinaire',
      'Abdominal and pelvic ultrasound': 'Échographie abdominale et pelvienne',
      'Sputum Xpert MTB/RIF (Ultra)': 'Xpert MTB/RIF (Ultra) sur crachats',
      'HIV test': 'Test VIH',
      'Chest X-ray': 'Radiographie thoracique',
      'Urine LF-LAM (people with HIV and CD4 < 200 or seriously ill)':
        'LF-LAM urinaire (personnes vivant avec le VIH et CD4 < 200 ou gravement malades)',
      'Pulse oximetry and respiratory rate': 'Oxymétrie de pouls et fréquence respiratoire',
      'Malaria RDT (endemic areas) and HIV test': "TDR du paludisme (zones d'endémie) et test VIH",
      'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving':
        "Xpert MTB/RIF sur crachats si toux >= 2 semaines, VIH positif ou absence d'amélioration",
      'Full blood count, urea/creatinine': 'Numération formule sanguine, urée/créatinine',
      'Count respiratory rate for a full minute; look for chest indrawing':
        'Compter la fréquence respiratoire sur une minute entière ; rechercher un tirage sous-costal',
      'Pulse oximetry': 'Oxymétrie de pouls',
      'Malaria RDT (endemic areas)': "TDR du paludisme (zones d'endémie)",
      'HIV test where status unknown': 'Test VIH si le statut est inconnu',
      'Trial of rapid-acting bronchodilator when the diagnosis is uncertain':
        "Essai d'un bronchodilatateur d'action rapide si le diagnostic est incertain",
      'None routinely; respiratory rate and malaria test if febrile in an endemic area':
        "Aucun en routine ; fréquence respiratoire et test du paludisme si fièvre en zone d'endémie",
      'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)':
        'Score clinique (Centor/McIsaac : fièvre, exsudat, adénopathies antérieures sensibles, absence de toux, âge)',
      'Rapid antigen detection test or throat culture where available':
        'Test de diagnostic antigénique rapide ou culture de gorge si disponible',
      Otoscopy: 'Otoscopie',
      'Malaria RDT if febrile in an endemic area': "TDR du paludisme si fièvre en zone d'endémie",
      'Clinical diagnosis; no imaging for uncomplicated sinusitis':
        "Diagnostic clinique ; pas d'imagerie pour une sinusite non compliquée",
      'Influenza rapid test or RT-PCR (where it changes management or for surveillance)':
        "Test rapide de la grippe ou RT-PCR (s'il modifie la prise en charge ou pour la surveillance)",
      'Malaria RDT in endemic areas': "TDR du paludisme en zone d'endémie",
      'SARS-CoV-2 antigen RDT or PCR': 'TDR antigénique SARS-CoV-2 ou PCR',
      'Lumbar puncture: CSF appearance, cell count, Gram stain, glucose, protein, culture (and latex/PCR)':
        'Ponction lombaire : aspect du LCR, cytologie, Gram, glucose, protéines, culture (et latex/PCR)',
      'Blood culture and blood glucose': 'Hémoculture et glycémie',
      'HIV test and serum CrAg where HIV-positive': 'Test VIH et CrAg sérique si VIH positif',
      'Lumbar puncture with opening pressure, CSF CrAg (LFA), India ink, culture':
        "Ponction lombaire avec pression d'ouverture, CrAg du LCR (LFA), encre de Chine, culture",
      'Serum or plasma CrAg': 'CrAg sérique ou plasmatique',
      'HIV test and CD4 count': 'Test VIH et numération des CD4',
      'Creatinine, potassium, haemoglobin': 'Créatinine, potassium, hémoglobine',
      'HIV testing algorithm (confirm with the national serial rapid tests)':
        'Algorithme de dépistage du VIH (confirmer par les tests rapides nationaux en série)',
      'CD4 count': 'Numération des CD4',
      'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill':
        'Dépistage de la TB : symptômes, Xpert MTB/RIF, LF-LAM urinaire si CD4 < 200 ou gravement malade',
      'Serum CrAg (CD4 < 200, or < 100 per national guideline)':
        'CrAg sérique (CD4 < 200, ou < 100 selon la directive nationale)',
      'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test':
        'Créatinine, antigène HBs, syphilis, test de grossesse',
      'Viral load': 'Charge virale',
      'Pulse oximetry (at rest and after exertion)': 'Oxymétrie de pouls (au repos et après effort)',
      'Sputum Xpert MTB/RIF and urine LAM': 'Xpert MTB/RIF sur crachats et LAM urinaire',
      'Measles IgM (serum or dried blood spot) for the first cases in an area':
        "IgM rougeole (sérum ou goutte de sang séché) pour les premiers cas d'une zone",
      'MUAC and weight': 'PB et poids',
      'Dengue NS1 antigen (days 1-5) or IgM (after day 5)':
        'Antigène NS1 de la dengue (jours 1-5) ou IgM (après le jour 5)',
      'Full blood count with haematocrit and platelets':
        'Numération formule sanguine avec hématocrite et plaquettes',
      'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)':
        'Sérologie de Brucella (dépistage Rose Bengale, confirmé par SAT >= 1:160 ou ELISA)',
      'Blood culture (prolonged incubation)': 'Hémoculture (incubation prolongée)',
      'Malaria RDT, full blood count': 'TDR du paludisme, numération formule sanguine',
      'rK39 rapid diagnostic test': 'Test de diagnostic rapide rK39',
      'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)':
        'Ponction splénique ou médullaire à la recherche de corps de Leishman-Donovan (rK39 négatif ou rechute)',
      'Full blood count, HIV test, malaria test': 'Numération formule sanguine, test VIH, test du paludisme',
      'Malaria RDT (in isolation, with PPE)': 'TDR du paludisme (en isolement, avec EPI)',
      'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory':
        'PCR FHV (Ebola, Marburg, Lassa, FHCC, fièvre jaune) au laboratoire national de référence',
      'Full blood count, liver and renal tests, clotting (in a contained laboratory)':
        'Numération formule sanguine, bilans hépatique et rénal, coagulation (dans un laboratoire confiné)',
      'Mpox PCR from a lesion swab (roof or crust)': 'PCR mpox sur écouvillon de lésion (toit ou croûte)',
      'HIV test and syphilis serology': 'Test VIH et sérologie syphilitique',
      'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact':
        "Catégorie d'exposition (OMS) : I contact/léchage sur peau intacte ; II mordillage ou griffures mineures sans saignement ; III morsures ou griffures transdermiques, léchage sur peau lésée ou muqueuse, contact avec une chauve-souris",
      'Animal status: observe the dog for 10 days; brain testing if it dies or is killed':
        "Statut de l'animal : observer le chien pendant 10 jours ; analyse du cerveau s'il meurt ou est abattu",
      'Clinical diagnosis (spatula test: reflex biting on the spatula)':
        'Diagnostic clinique (test de la spatule : morsure réflexe de la spatule)',
      'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)':
        'Glycémie, calcium ; exclure une méningite et une réaction médicamenteuse (métoclopramide, halopéridol)',
      'Urine dipstick (nitrite, leucocyte esterase, blood)':
        'Bandelette urinaire (nitrites, leucocytes estérases, sang)',
      'Urine microscopy, culture and sensitivity': 'ECBU (examen microscopique, culture et antibiogramme)',
      'Pregnancy test in women of reproductive age': 'Test de grossesse chez la femme en âge de procréer',
      'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)':
        'Bandelette urinaire, ECBU et antibiogramme (avant les antibiotiques)',
      'Full blood count, creatinine': 'Numération formule sanguine, créatinine',
      'Malaria RDT (endemic areas), pregnancy test': "TDR du paludisme (zones d'endémie), test de grossesse",
      'Renal ultrasound if no improvement after 72 hours, or in men':
        "Échographie rénale en l'absence d'amélioration après 72 heures, ou chez l'homme",
      'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis':
        "Gram de l'écoulement urétral (homme) si disponible ; TAAN pour N. gonorrhoeae et C. trachomatis",
      'HIV and syphilis testing': 'Dépistage du VIH et de la syphilis',
      'Pregnancy test (women)': 'Test de grossesse (femmes)',
      'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre':
        'Test tréponémique rapide (ou TDR combiné VIH/syphilis) avec titre RPR/VDRL',
      'Pregnancy test': 'Test de grossesse',
      'Speculum and bimanual examination': 'Examen au spéculum et toucher vaginal combiné au palper',
      'Pelvic ultrasound (severe cases)': 'Échographie pelvienne (formes sévères)',
      'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available':
        'Dépistage du VIH et de la syphilis ; TAAN pour gonocoque et chlamydia si disponible',
      'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)':
        "Marquer le bord de la rougeur ; rechercher une fluctuation et une porte d'entrée (plaie, intertrigo interorteils)",
      'Pus culture (abscess) where available': 'Culture du pus (abcès) si disponible',
      'Clinical diagnosis; skin scraping for mites under the microscope where available':
        "Diagnostic clinique ; grattage cutané à la recherche d'acariens au microscope si disponible",
      'Urine dipstick and blood pressure if lesions are infected and there is swelling':
        'Bandelette urinaire et tension artérielle si les lésions sont surinfectées avec œdèmes',
      'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available':
        'Diagnostic clinique ; examen direct à la potasse (KOH) des squames, cheveux ou ongles si disponible',
      'Blood glucose and HIV test if extensive or recurrent': 'Glycémie et test VIH si étendu ou récidivant',
      'HBsAg rapid test and anti-HCV antibody': 'Test rapide AgHBs et anticorps anti-VHC',
      'ALT, AST, bilirubin, INR or prothrombin time, glucose, full blood count':
        'ALAT, ASAT, bilirubine, INR ou taux de prothrombine, glycémie, numération formule sanguine',
      'Malaria test, and hepatitis A IgM where available':
        'Test du paludisme, et IgM anti-hépatite A si disponible',
      'For HBsAg positive: HBV DNA if available, APRI score (AST and platelets), HIV test':
        'Si AgHBs positif : ADN du VHB si disponible, score APRI (ASAT et plaquettes), test VIH',
      'Blood culture (before antibiotics if it does not delay them)':
        'Hémoculture (avant les antibiotiques si cela ne les retarde pas)',
      'Malaria RDT or smear, glucose, full blood count, lactate, creatinine':
        'TDR ou frottis du paludisme, glycémie, numération formule sanguine, lactates, créatinine',
      'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible':
        'Rechercher le foyer : radiographie thoracique, bandelette et ECBU, test VIH, ponction lombaire si une méningite est possible',
      'Clinical diagnosis': 'Diagnostic clinique',
      'Visual acuity and examination with a torch (fluorescein staining if available)':
        'Acuité visuelle et examen à la lampe (fluorescéine si disponible)',
      'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis':
        "Gram et culture de l'écoulement chez le nouveau-né ou en cas de conjonctivite purulente suraiguë",
      'Fasting plasma glucose, random glucose or HbA1c':
        'Glycémie plasmatique à jeun, glycémie aléatoire ou HbA1c',
      'Urine ketones (or blood ketones) in a symptomatic patient':
        'Cétonurie (ou cétonémie) chez un patient symptomatique',
      'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination':
        'Créatinine (DFGe), albumine ou protéines urinaires, bilan lipidique, tension artérielle, examen des pieds et des yeux',
      'Capillary or plasma glucose and blood or urine ketones':
        'Glycémie capillaire ou plasmatique et cétones sanguines ou urinaires',
      'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine':
        'Gaz du sang veineux (pH, bicarbonates), sodium, potassium, créatinine',
      'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture':
        'Rechercher un facteur déclenchant : test du paludisme, bandelette et ECBU, radiographie thoracique, hémoculture',
      'Capillary blood glucose': 'Glycémie capillaire',
      'Malaria test, creatinine, review of medicines and alcohol':
        "Test du paludisme, créatinine, revue des médicaments et de l'alcool",
      'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)':
        'Répéter la tension : deux mesures à deux occasions (ou automesure ou MAPA)',
      'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG':
        'Bandelette urinaire pour les protéines, créatinine, potassium, glycémie, bilan lipidique, ECG',
      'Repeat BP in both arms; fundoscopy; neurological examination':
        "Répéter la PA aux deux bras ; fond d'œil ; examen neurologique",
      'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs':
        'Créatinine, ionogramme, bandelette urinaire, numération formule sanguine, ECG, troponine ; scanner cérébral si signes neurologiques',
      Echocardiogram: 'Échocardiographie',
      'ECG and chest X-ray': 'ECG et radiographie thoracique',
      'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test':
        'Hémoglobine, créatinine, sodium, potassium, glycémie, TSH, NT-proBNP si disponible, test VIH',
      'Capillary glucose': 'Glycémie capillaire',
      'Non-contrast CT of the head': 'Scanner cérébral sans injection',
      'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology':
        'ECG, numération formule sanguine, créatinine, bilan lipidique, test VIH, sérologie syphilitique',
      '12-lead ECG within 10 minutes, repeated if normal and pain continues':
        "ECG 12 dérivations dans les 10 minutes, répété s'il est normal et que la douleur persiste",
      'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours':
        "Troponine (ultrasensible si disponible) à l'admission et répétée à 1 à 3 heures",
      'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray':
        'Glycémie, créatinine, potassium, numération formule sanguine, bilan lipidique ; radiographie thoracique',
      'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab':
        "ASLO ou anti-DNase B, CRP ou VS, ECG (allongement de l'espace PR), prélèvement de gorge",
      'Chest X-ray, full blood count, INR if on warfarin':
        'Radiographie thoracique, numération formule sanguine, INR si sous warfarine',
      'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5':
        "SpO2, fréquence respiratoire, capacité à parler ; débit expiratoire de pointe (DEP) chez l'adulte et l'enfant de plus de 5 ans",
      'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response':
        'Radiographie thoracique seulement si suspicion de pneumonie, de pneumothorax ou de corps étranger, ou absence de réponse',
      'Spirometry with bronchodilator reversibility once well':
        'Spirométrie avec test de réversibilité aux bronchodilatateurs une fois stabilisé',
      'SpO2 (and blood gas if SpO2 < 90% or drowsy)': 'SpO2 (et gaz du sang si SpO2 < 90% ou somnolence)',
      'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG':
        'Radiographie thoracique, numération formule sanguine, GeneXpert sur crachats si une TB est possible, ECG',
      'Spirometry when stable': "Spirométrie à l'état stable",
      'Haemoglobin and full blood count with red cell indices (MCV, MCH)':
        'Hémoglobine et numération formule sanguine avec indices érythrocytaires (VGM, TCMH)',
      'Serum ferritin (with CRP), blood film': 'Ferritine sérique (avec CRP), frottis sanguin',
      'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children':
        "Selles pour œufs (ankylostome, schistosome) et sang occulte ; test du paludisme ; test de falciformation chez l'enfant",
      'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value':
        'Hémoglobine et numération formule sanguine avec réticulocytes, comparées aux valeurs de base',
      'Malaria test, blood culture, urinalysis; chest X-ray if chest signs':
        "Test du paludisme, hémoculture, analyse d'urine ; radiographie thoracique si signes thoraciques",
      'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed':
        "Test de solubilité ou électrophorèse de l'hémoglobine si le diagnostic n'est pas encore confirmé",
      'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF':
        "PB, z-score poids-taille, rechercher des œdèmes prenant le godet aux deux pieds, test de l'appétit à l'ATPE",
      'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening':
        'Glycémie, hémoglobine, test du paludisme, test VIH, bandelette urinaire ; dépistage de la TB',
      'H. pylori stool antigen or urea breath test (off PPI for 2 weeks)':
        "Antigène fécal H. pylori ou test respiratoire à l'urée (sans IPP depuis 2 semaines)",
      'Haemoglobin; upper GI endoscopy if alarm features or age over 45-55 with new symptoms':
        "Hémoglobine ; endoscopie haute si signes d'alarme ou âge supérieur à 45-55 ans avec symptômes récents",
      'Clinical diagnosis; trial of PPI': "Diagnostic clinique ; essai d'IPP",
      'Upper GI endoscopy if alarm features or no response':
        "Endoscopie haute si signes d'alarme ou absence de réponse",
      'Clinical score (Alvarado or Appendicitis Inflammatory Response score)':
        'Score clinique (Alvarado ou score AIR)',
      'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age':
        "Numération formule sanguine, CRP, analyse d'urine, test de grossesse chez la femme en âge de procréer",
      'Abdominal ultrasound (CT where available in adults with intermediate risk)':
        "Échographie abdominale (scanner si disponible chez l'adulte à risque intermédiaire)",
      'Capillary glucose; malaria test in endemic areas':
        "Glycémie capillaire ; test du paludisme en zone d'endémie",
      'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium':
        'Ponction lombaire si fièvre avec signes méningés (et sans contre-indication) ; ionogramme, calcium',
      'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test':
        'EEG et scanner ou IRM cérébrale après une première crise non provoquée si disponible ; test VIH',
      'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination':
        "Diagnostic clinique selon les critères ICHD-3 ; tension artérielle, examen neurologique et fond d'œil",
      'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)':
        "Scanner ou IRM seulement en présence de signes d'alerte (nouveau profil après 50 ans, signes focaux, œdème papillaire, VIH)",
      'Clinical diagnosis; blood pressure, visual acuity and neurological examination':
        'Diagnostic clinique ; tension artérielle, acuité visuelle et examen neurologique',
      'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use':
        'Évaluation clinique (mhGAP ou PHQ-9) ; dépister le risque suicidaire, des antécédents bipolaires, une consommation de substances',
      'Haemoglobin, thyroid function, HIV test, glucose where indicated':
        'Hémoglobine, fonction thyroïdienne, test VIH, glycémie si indiquée',
      '20-minute whole blood clotting test (20WBCT)':
        'Test de coagulation sur sang total à 20 minutes (TCST20)',
      'Full blood count (platelets), creatinine, urine for blood, INR where available':
        'Numération formule sanguine (plaquettes), créatinine, recherche de sang dans les urines, INR si disponible',
      'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)':
        "Diagnostic clinique (toxidrome cholinergique avec notion d'exposition) ; identifier le produit (apporter le contenant)",
      'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas':
        'Activité cholinestérasique érythrocytaire ou plasmatique si disponible ; glycémie, ionogramme, SpO2 ou gaz du sang',
      'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein':
        'Créatinine sérique avec DFGe, répétée après 3 mois ; rapport albumine/créatinine urinaire ou protéinurie à la bandelette',
      'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test':
        'Potassium, sodium, bicarbonates, hémoglobine, calcium et phosphate, glycémie ou HbA1c, test VIH',
      'Kidney ultrasound': 'Échographie rénale',
      'Repeat blood pressure after rest; urine dipstick for protein':
        'Répéter la tension après repos ; bandelette urinaire pour les protéines',
      'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding':
        'Plaquettes, créatinine, ALAT/ASAT, LDH si disponible ; test de coagulation (TCST20) en cas de saignement',
      'Fetal assessment: fetal heart, growth, ultrasound if available':
        'Évaluation fœtale : bruits du cœur fœtal, croissance, échographie si disponible',
      'Urine or serum pregnancy test (hCG)': 'Test de grossesse urinaire ou sanguin (hCG)',
      'Pelvic ultrasound (transvaginal if available)': 'Échographie pelvienne (endovaginale si disponible)',
      'Haemoglobin, blood group and crossmatch, Rhesus status':
        'Hémoglobine, groupage et compatibilité, statut rhésus',
      'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible':
        'Ponction articulaire avec microscopie en lumière polarisée à la recherche de cristaux (et Gram, culture) si possible',
      'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids':
        'Uricémie (2 semaines après la crise), créatinine, glycémie, bilan lipidique',
      'X-ray of the affected joint in recurrent disease':
        "Radiographie de l'articulation atteinte en cas de maladie récidivante",
      'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)':
        "Diagnostic clinique (âge 45 ans ou plus, douleur liée à l'activité, raideur matinale de moins de 30 minutes)",
      'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features':
        "Radiographie de l'articulation si atypique ou avant un avis chirurgical ; acide urique et CRP si signes inflammatoires",
      'Clinical assessment with red-flag screen and neurological examination of the legs':
        "Évaluation clinique avec recherche de signes d'alerte et examen neurologique des membres inférieurs",
      'X-ray, ESR/CRP, full blood count only if red flags':
        "Radiographie, VS/CRP, numération formule sanguine seulement en cas de signes d'alerte",
      'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned':
        'Diagnostic clinique ; prick-tests ou IgE spécifiques seulement si une éviction ou une immunothérapie est prévue',
      'Clinical diagnosis (WAO criteria); treat before any test':
        'Diagnostic clinique (critères WAO) ; traiter avant tout examen',
      'Serum tryptase 1 to 2 hours after onset where available':
        'Tryptase sérique 1 à 2 heures après le début si disponible',
      'Measure blood loss (calibrated drape or weigh pads)':
        'Mesurer les pertes sanguines (champ gradué ou pesée des garnitures)',
      'Pulse, blood pressure, shock index (pulse / systolic), consciousness':
        'Pouls, tension artérielle, index de choc (pouls / systolique), conscience',
      'Haemoglobin, blood group and cross-match': 'Hémoglobine, groupage et compatibilité',
      'Bedside clotting test (20-minute whole-blood clot)':
        'Test de coagulation au lit du patient (sang total à 20 minutes)',
      'Pulse, BP, estimate of blood loss; fetal heart':
        'Pouls, PA, estimation des pertes sanguines ; bruits du cœur fœtal',
      'Haemoglobin, blood group and cross-match, bedside clotting test':
        'Hémoglobine, groupage et compatibilité, test de coagulation au lit du patient',
      'Ultrasound for placental site (in hospital)':
        "Échographie pour la localisation placentaire (à l'hôpital)",
      'Urine protein': 'Protéinurie',
      'Full blood count, blood culture before antibiotics':
        'Numération formule sanguine, hémoculture avant les antibiotiques',
      'Malaria test': 'Test du paludisme',
      Urinalysis: "Analyse d'urine",
      'Ultrasound for retained products (where available)':
        'Échographie à la recherche de rétention (si disponible)',
      'Speculum examination of the cervical os': "Examen au spéculum de l'orifice cervical",
      'Pelvic ultrasound (where available)': 'Échographie pelvienne (si disponible)',
      'Urine ketones and weight': 'Cétonurie et poids',
      'Urea, electrolytes, glucose': 'Urée, ionogramme, glycémie',
      'Urinalysis and malaria test': "Analyse d'urine et test du paludisme",
      'Ultrasound (where available)': 'Échographie (si disponible)',
      'Partograph: cervical dilatation, descent, contractions, fetal heart':
        'Partogramme : dilatation cervicale, descente, contractions, bruits du cœur fœtal',
      'Urine for ketones; haemoglobin': 'Cétonurie ; hémoglobine',
      'Malaria test; stool for hookworm ova': "Test du paludisme ; selles pour œufs d'ankylostome",
      'Blood film / MCV; sickle test where prevalent; HIV test':
        'Frottis sanguin / VGM ; test de falciformation là où elle est fréquente ; test VIH',
      '75 g oral glucose tolerance test at 24-28 weeks': 'HGPO à 75 g entre 24 et 28 semaines',
      'Fasting glucose or HbA1c': 'Glycémie à jeun ou HbA1c',
      'Urine protein, BP': 'Protéinurie, PA',
      'Speculum examination; vaginal pH and wet mount where available':
        "Examen au spéculum ; pH vaginal et examen à l'état frais si disponible",
      'Pregnancy test; HIV and syphilis tests': 'Test de grossesse ; tests VIH et syphilis',
      'Cervical NAAT for gonorrhoea/chlamydia (where available)':
        'TAAN cervical pour gonocoque/chlamydia (si disponible)',
      'Rapid syphilis test (treponemal) and HIV test':
        'Test rapide de la syphilis (tréponémique) et test VIH',
      'Examine for vesicles, bubo, painless indurated ulcer':
        'Rechercher des vésicules, un bubon, un chancre induré indolore',
      'Plague F1 antigen rapid test on bubo aspirate or sputum; culture and PCR at the reference laboratory':
        'Test rapide antigène F1 de la peste sur ponction de bubon ou crachats ; culture et PCR au laboratoire de référence',
      'Blood culture, full blood count, malaria test':
        'Hémoculture, numération formule sanguine, test du paludisme',
      'Chest X-ray when coughing': 'Radiographie thoracique en cas de toux',
      'Gram stain and culture of vesicle fluid or eschar edge (swab under the eschar)':
        "Gram et culture du liquide de vésicule ou du bord de l'escarre (écouvillon sous l'escarre)",
      'Blood culture when febrile or systemically unwell':
        "Hémoculture en cas de fièvre ou d'atteinte générale",
      'Serum lipase (or amylase)': 'Lipase sérique (ou amylase)',
      'Full blood count, urea, creatinine, electrolytes, glucose, calcium, liver tests, CRP at 48 hours':
        'Numération formule sanguine, urée, créatinine, ionogramme, glycémie, calcium, bilan hépatique, CRP à 48 heures',
      'Chest X-ray, erect abdominal X-ray': 'Radiographie thoracique, abdomen sans préparation debout',
      'Full blood count, CRP, liver tests (bilirubin, ALP, ALT), lipase':
        'Numération formule sanguine, CRP, bilan hépatique (bilirubine, PAL, ALAT), lipase',
      'Plain abdominal X-ray (supine and erect) or ultrasound; CT where available':
        'Abdomen sans préparation (couché et debout) ou échographie ; scanner si disponible',
      'Urea, creatinine, electrolytes, full blood count, blood group and crossmatch':
        'Urée, créatinine, ionogramme, numération formule sanguine, groupage et compatibilité',
      'Liver tests, albumin, INR, full blood count, urea, creatinine, sodium, potassium':
        'Bilan hépatique, albumine, INR, numération formule sanguine, urée, créatinine, sodium, potassium',
      'HBsAg, anti-HCV, HIV test': 'AgHBs, anti-VHC, test VIH',
      'Abdominal ultrasound; diagnostic ascitic tap':
        "Échographie abdominale ; ponction d'ascite exploratrice",
      'Urine dipstick and microscopy; pregnancy test in women':
        'Bandelette et examen microscopique des urines ; test de grossesse chez la femme',
      'Creatinine, full blood count, CRP': 'Créatinine, numération formule sanguine, CRP',
      'Ultrasound of kidneys and bladder; non-contrast CT where available':
        'Échographie rénale et vésicale ; scanner sans injection si disponible',
      'Urine dipstick and microscopy': 'Bandelette et examen microscopique des urines',
      'Creatinine and electrolytes': 'Créatinine et ionogramme',
      'Digital rectal examination and PSA (after counselling, not during acute retention or infection)':
        'Toucher rectal et PSA (après information, pas pendant une rétention aiguë ou une infection)',
      'Ultrasound of kidneys and bladder with post-void residual':
        'Échographie rénale et vésicale avec résidu post-mictionnel',
      'Wells score, then D-dimer when the probability is low or moderate':
        'Score de Wells, puis D-dimères si la probabilité est faible ou intermédiaire',
      'Compression ultrasound of the leg veins': 'Échographie de compression des veines de la jambe',
      'CT pulmonary angiography or echocardiography; ECG; chest X-ray':
        'Angioscanner pulmonaire ou échocardiographie ; ECG ; radiographie thoracique',
      'Full blood count, creatinine, INR before anticoagulation':
        "Numération formule sanguine, créatinine, INR avant l'anticoagulation",
      '12-lead ECG (rhythm strip while symptomatic)':
        'ECG 12 dérivations (tracé du rythme pendant les symptômes)',
      'Electrolytes, creatinine, thyroid function (TSH), full blood count, glucose':
        'Ionogramme, créatinine, fonction thyroïdienne (TSH), numération formule sanguine, glycémie',
      Echocardiography: 'Échocardiographie',
      'Echocardiography (point-of-care ultrasound)': 'Échocardiographie (échographie au lit du patient)',
      'HIV test; sputum Xpert MTB/RIF; pericardial fluid (if tapped) for Xpert, ADA and cells':
        'Test VIH ; Xpert MTB/RIF sur crachats ; liquide péricardique (si ponctionné) pour Xpert, ADA et cellules',
      'ECG, chest X-ray, creatinine and electrolytes, full blood count, HIV test, TSH':
        'ECG, radiographie thoracique, créatinine et ionogramme, numération formule sanguine, test VIH, TSH',
      'Blood glucose, SpO2, temperature, blood pressure': 'Glycémie, SpO2, température, tension artérielle',
      'Malaria test, urine dipstick, full blood count, sodium, creatinine, HIV test; chest X-ray when coughing':
        'Test du paludisme, bandelette urinaire, numération formule sanguine, sodium, créatinine, test VIH ; radiographie thoracique en cas de toux',
      'Cognitive screen (history from a relative, orientation, 3-word recall); for dementia: B12, thyroid, syphilis and HIV tests':
        "Dépistage cognitif (anamnèse auprès d'un proche, orientation, rappel de 3 mots) ; pour une démence : B12, thyroïde, syphilis et VIH",
      'Blood culture, full blood count': 'Hémoculture, numération formule sanguine',
      'Lumbar puncture (in hospital, if stable)': "Ponction lombaire (à l'hôpital, si stable)",
      'Serum (or transcutaneous) bilirubin plotted by age in hours':
        "Bilirubine sérique (ou transcutanée) reportée selon l'âge en heures",
      'Haemoglobin, blood groups of mother and baby, G6PD screen':
        'Hémoglobine, groupes sanguins de la mère et du bébé, dépistage du déficit en G6PD',
      'Stool colour and conjugated bilirubin if jaundice beyond 14 days':
        "Couleur des selles et bilirubine conjuguée si l'ictère dépasse 14 jours",
      'Temperature, SpO2, breathing': 'Température, SpO2, respiration',
      'Weight (daily) and temperature': 'Poids (quotidien) et température',
      'Axillary temperature with a low-reading thermometer':
        'Température axillaire avec un thermomètre à lecture basse',
      'Look at the skin around the umbilicus': "Examiner la peau autour de l'ombilic",
      'Pus swab for culture (where available)': 'Prélèvement de pus pour culture (si disponible)',
      'Gram stain and culture of eye pus (where available)':
        'Gram et culture du pus oculaire (si disponible)',
      'Mother: syphilis, HIV, gonorrhoea and chlamydia testing':
        'Mère : dépistage de la syphilis, du VIH, du gonocoque et de la chlamydia',
      'MUAC, weight-for-height z-score, check both feet for oedema':
        'PB, z-score poids-taille, rechercher des œdèmes aux deux pieds',
      'HIV and TB screening; malaria test if febrile':
        'Dépistage du VIH et de la TB ; test du paludisme si fièvre',
      'Nasopharyngeal swab PCR (or culture) for Bordetella pertussis, where available':
        'PCR sur écouvillon nasopharyngé (ou culture) pour Bordetella pertussis, si disponible',
      'Full blood count; SpO2': 'Numération formule sanguine ; SpO2',
      'Throat and nasal swab for culture and toxin test (Elek or PCR for the tox gene) before antibiotics':
        'Prélèvements de gorge et de nez pour culture et recherche de toxine (Elek ou PCR du gène tox) avant les antibiotiques',
      'ECG, and repeat during the first 2 weeks': 'ECG, répété pendant les 2 premières semaines',
      'Two stool specimens 24 hours apart within 14 days of onset, cold chain to the polio laboratory':
        "Deux échantillons de selles à 24 heures d'intervalle dans les 14 jours suivant le début, en chaîne du froid vers le laboratoire polio",
      'Single-breath count, or vital capacity; SpO2; pulse and blood pressure':
        'Comptage sur une expiration, ou capacité vitale ; SpO2 ; pouls et tension artérielle',
      'Lumbar puncture (after the first week) and nerve conduction studies at the referral hospital':
        "Ponction lombaire (après la première semaine) et études de conduction nerveuse à l'hôpital de référence",
      'Clinical diagnosis; mumps IgM or PCR of saliva in outbreaks':
        "Diagnostic clinique ; IgM ourlienne ou PCR salivaire en cas d'épidémie",
      'Serum calcium, phosphate, alkaline phosphatase; 25-OH vitamin D where available':
        'Calcémie, phosphatémie, phosphatases alcalines ; 25-OH vitamine D si disponible',
      'X-ray of the wrist or knee': 'Radiographie du poignet ou du genou',
      'Urine dipstick for protein and blood; urine protein-creatinine ratio':
        'Bandelette urinaire pour protéines et sang ; rapport protéines/créatinine urinaire',
      'Serum albumin, creatinine, electrolytes, cholesterol; HIV, hepatitis B and syphilis tests; malaria smear':
        'Albumine sérique, créatinine, ionogramme, cholestérol ; tests VIH, hépatite B et syphilis ; frottis du paludisme',
      'Creatinine, potassium; ASO titre or anti-DNase B; C3 complement where available':
        'Créatinine, potassium ; ASLO ou anti-DNase B ; complément C3 si disponible',
      'Skin snips from iliac crests and shoulders (microscopy); Ov16 serology where available':
        'Biopsies cutanées exsangues des crêtes iliaques et des épaules (microscopie) ; sérologie Ov16 si disponible',
      'Eye examination with slit lamp where available':
        'Examen ophtalmologique à la lampe à fente si disponible',
      'Filarial antigen rapid test (FTS) by day; night blood film (22:00 to 02:00) for microfilariae':
        'Test antigénique filarien rapide (FTS) le jour ; goutte épaisse nocturne (22:00 à 02:00) pour les microfilaires',
      'Scrotal ultrasound in hydrocele': "Échographie scrotale en cas d'hydrocèle",
      'Thick and thin blood films, chancre or node aspirate for trypanosomes; CATT or RDT for gambiense':
        'Goutte épaisse et frottis, suc de chancre ou ganglionnaire pour trypanosomes ; CATT ou TDR pour gambiense',
      'Lumbar puncture (CSF white cells and trypanosomes) at the treatment centre':
        'Ponction lombaire (leucocytes et trypanosomes du LCR) au centre de traitement',
      'Leptospira IgM ELISA or rapid test; MAT on paired sera; PCR of blood in the first week':
        'ELISA IgM Leptospira ou test rapide ; MAT sur sérums appariés ; PCR sanguine la première semaine',
      'Malaria test, full blood count, creatinine, bilirubin, ALT, urinalysis':
        "Test du paludisme, numération formule sanguine, créatinine, bilirubine, ALAT, analyse d'urine",
      'Malaria test and full blood count': 'Test du paludisme et numération formule sanguine',
      'Rickettsia PCR of an eschar swab, or paired serology (IFA) where available':
        "PCR Rickettsia sur écouvillon d'escarre, ou sérologie appariée (IFI) si disponible",
      'None routinely; pulse oximetry and respiratory rate to exclude pneumonia':
        'Aucun en routine ; oxymétrie de pouls et fréquence respiratoire pour exclure une pneumonie',
      'Chest X-ray and chest ultrasound': 'Radiographie thoracique et échographie thoracique',
      'Diagnostic pleural tap: appearance, protein, LDH, glucose, pH, cells, Gram stain, culture, Xpert MTB/RIF, ADA':
        'Ponction pleurale exploratrice : aspect, protéines, LDH, glucose, pH, cellules, Gram, culture, Xpert MTB/RIF, ADA',
      'HIV test; sputum Xpert MTB/RIF': 'Test VIH ; Xpert MTB/RIF sur crachats',
      'Joint aspiration (Gram stain, culture, cell count) before antibiotics; blood culture':
        'Ponction articulaire (Gram, culture, cytologie) avant les antibiotiques ; hémoculture',
      'Full blood count, CRP or ESR; sickle test in children':
        "Numération formule sanguine, CRP ou VS ; test de falciformation chez l'enfant",
      'X-ray of the bone (changes after 10 to 14 days); ultrasound of the joint':
        "Radiographie de l'os (modifications après 10 à 14 jours) ; échographie de l'articulation",
      'Dental examination; dental X-ray where available':
        'Examen dentaire ; radiographie dentaire si disponible',
      'Otoscopy after cleaning the canal': 'Otoscopie après nettoyage du conduit',
      'Hearing test; swab for culture if not responding; HIV test where indicated':
        "Audiométrie ; prélèvement pour culture en l'absence de réponse ; test VIH si indiqué",
      'TSH and free T4 (free T3 if T4 normal)': 'TSH et T4 libre (T3 libre si T4 normale)',
      'Thyroid ultrasound; fine-needle aspiration of a dominant or suspicious nodule':
        "Échographie thyroïdienne ; cytoponction d'un nodule dominant ou suspect",
      'Full blood count before and during thionamides':
        'Numération formule sanguine avant et pendant les antithyroïdiens de synthèse',
      'TSH and free T4': 'TSH et T4 libre',
      'Full blood count, lipids; pregnancy test in women of reproductive age':
        'Numération formule sanguine, bilan lipidique ; test de grossesse chez la femme en âge de procréer',
      'Blood glucose and urine or blood ketones': 'Glycémie et cétones urinaires ou sanguines',
      'HbA1c; electrolytes and creatinine; thyroid function and coeliac screen at diagnosis':
        'HbA1c ; ionogramme et créatinine ; fonction thyroïdienne et dépistage de la maladie cœliaque au diagnostic',
      'HIV test, CD4 count, viral load': 'Test VIH, numération des CD4, charge virale',
      'Biopsy of a lesion where available; chest X-ray; stool for occult blood':
        "Biopsie d'une lésion si disponible ; radiographie thoracique ; recherche de sang occulte dans les selles",
      'Blood glucose, malaria test, HIV test, syphilis test; urine drug screen where available':
        'Glycémie, test du paludisme, test VIH, test de syphilis ; dépistage urinaire de drogues si disponible',
      'Weight, blood pressure, glucose and lipids before antipsychotics':
        'Poids, tension artérielle, glycémie et bilan lipidique avant les antipsychotiques',
      'Blood glucose, HIV test, thyroid tests; pregnancy test in women':
        'Glycémie, test VIH, bilan thyroïdien ; test de grossesse chez la femme',
      'Creatinine, thyroid function before lithium; lithium level where used':
        'Créatinine, fonction thyroïdienne avant le lithium ; lithémie en cours de traitement',
      'Pulse, blood pressure, glucose; ECG with chest symptoms; thyroid tests with weight loss or tremor':
        'Pouls, tension artérielle, glycémie ; ECG si symptômes thoraciques ; bilan thyroïdien si perte de poids ou tremblements',
      'Speculum examination; VIA or HPV test; biopsy of any visible lesion':
        'Examen au spéculum ; IVA ou test HPV ; biopsie de toute lésion visible',
      'Full blood count, creatinine, HIV test; ultrasound of kidneys':
        'Numération formule sanguine, créatinine, test VIH ; échographie rénale',
      'Clinical breast examination; ultrasound (under 40) or mammography; core-needle biopsy with receptor testing':
        'Examen clinique des seins ; échographie (avant 40 ans) ou mammographie ; microbiopsie avec récepteurs hormonaux',
      'Full blood count, liver tests, chest X-ray, abdominal ultrasound':
        'Numération formule sanguine, bilan hépatique, radiographie thoracique, échographie abdominale',
      'PSA and digital rectal examination': 'PSA et toucher rectal',
      'Prostate biopsy (specialist); creatinine, full blood count, alkaline phosphatase; bone scan or X-ray of painful bones':
        'Biopsie prostatique (spécialiste) ; créatinine, numération formule sanguine, phosphatases alcalines ; scintigraphie osseuse ou radiographie des os douloureux',
      'Abdominal ultrasound; alpha-fetoprotein': 'Échographie abdominale ; alpha-fœtoprotéine',
      'HBsAg, anti-HCV, liver tests, INR, albumin, full blood count':
        'AgHBs, anti-VHC, bilan hépatique, INR, albumine, numération formule sanguine',
      'Upper GI endoscopy with biopsy (or barium swallow where endoscopy is unavailable)':
        "Endoscopie haute avec biopsie (ou transit baryté si l'endoscopie n'est pas disponible)",
      'Full blood count, albumin, HIV test; chest X-ray and neck and abdominal ultrasound for spread':
        "Numération formule sanguine, albumine, test VIH ; radiographie thoracique et échographie cervicale et abdominale pour l'extension",
      'Excision biopsy of a node (or fine-needle aspirate of a jaw or abdominal mass in suspected Burkitt)':
        "Biopsie-exérèse ganglionnaire (ou cytoponction d'une masse de la mâchoire ou abdominale si Burkitt suspecté)",
      'Full blood count, HIV test, Xpert MTB/RIF on node tissue, LDH, creatinine, uric acid; chest X-ray and abdominal ultrasound':
        'Numération formule sanguine, test VIH, Xpert MTB/RIF sur tissu ganglionnaire, LDH, créatinine, acide urique ; radiographie thoracique et échographie abdominale',
      'Visual acuity (each eye, with pinhole); torch and red-reflex examination':
        'Acuité visuelle (chaque œil, avec trou sténopéique) ; examen à la lampe et du reflet rouge',
      'Intraocular pressure and optic disc examination at an eye unit':
        "Pression intraoculaire et examen de la papille dans un service d'ophtalmologie",
      'Clinical examination: forehead involvement, eye closure, ears, other cranial nerves, limbs':
        "Examen clinique : atteinte du front, fermeture de l'œil, oreilles, autres nerfs crâniens, membres",
      'Blood glucose, HIV test; blood pressure': 'Glycémie, test VIH ; tension artérielle',
      'Blood glucose or HbA1c, HIV test, full blood count and B12, creatinine, syphilis test':
        'Glycémie ou HbA1c, test VIH, numération formule sanguine et B12, créatinine, test de syphilis',
      'Monofilament and vibration test; foot examination':
        'Test au monofilament et de la sensibilité vibratoire ; examen des pieds',
      'No tests for acute urticaria with an obvious trigger':
        'Aucun examen pour une urticaire aiguë à déclencheur évident',
      'Full blood count and CRP for chronic urticaria (> 6 weeks)':
        'Numération formule sanguine et CRP pour une urticaire chronique (> 6 semaines)',
      'Clinical diagnosis; skin scraping if a ring-shaped or scaly patch suggests fungal infection':
        'Diagnostic clinique ; grattage cutané si une plaque annulaire ou squameuse évoque une mycose',
      'Patch testing (specialist) for suspected allergic contact dermatitis':
        'Tests épicutanés (spécialiste) si eczéma de contact allergique suspecté',
      'Chest and neck X-ray (inspiration and expiration)':
        'Radiographie du thorax et du cou (inspiration et expiration)',
      SpO2: 'SpO2',
      'SpO2 and respiratory rate': 'SpO2 et fréquence respiratoire',
      'Chest X-ray (after 6 hours, if available)': 'Radiographie thoracique (après 6 heures, si disponible)',
      'What, how much (tablets × strength), when: dose in mg/kg':
        'Quoi, combien (comprimés × dosage), quand : dose en mg/kg',
      'Serum paracetamol level at ≥ 4 hours; ALT, INR': 'Paracétamolémie à ≥ 4 heures ; ALAT, INR',
      'Serum iron at 4-6 hours; abdominal X-ray': "Fer sérique à 4-6 heures ; radiographie de l'abdomen",
      'Burn area (% body surface: Lund-Browder chart or the patient’s palm = 1%) and depth':
        'Surface brûlée (% de surface corporelle : table de Lund-Browder ou paume du patient = 1%) et profondeur',
      'Weight; urine output': 'Poids ; diurèse',
      'Haemoglobin, glucose': 'Hémoglobine, glycémie',
      'GCS (or AVPU), pupils, limb power': 'GCS (ou AVPU), pupilles, force des membres',
      'CT head (referral)': 'Scanner cérébral (transfert)',
      'X-ray of the injured bone with the joints above and below':
        "Radiographie de l'os atteint avec les articulations sus- et sous-jacentes",
      'Pulses, capillary refill, sensation and movement beyond the injury':
        'Pouls, temps de recoloration capillaire, sensibilité et motricité en aval de la lésion',
      'Primary survey ABCDE with pulse, BP, SpO2, GCS': 'Bilan primaire ABCDE avec pouls, PA, SpO2, GCS',
      'Bedside ultrasound (eFAST) or chest/pelvis X-ray where available':
        'Échographie au lit du patient (eFAST) ou radiographie thorax/bassin si disponible',
      'SpO2, respiratory rate, temperature, glucose': 'SpO2, fréquence respiratoire, température, glycémie',
      'Chest X-ray if breathless': "Radiographie thoracique en cas d'essoufflement",
      'Core (rectal) temperature, glucose, SpO2, blood pressure':
        'Température centrale (rectale), glycémie, SpO2, tension artérielle',
      'Malaria RDT, creatinine, potassium, CK, liver tests, platelets and clotting':
        'TDR du paludisme, créatinine, potassium, CK, bilan hépatique, plaquettes et coagulation',
      'Blood glucose, SpO2, temperature; look for head injury':
        'Glycémie, SpO2, température ; rechercher un traumatisme crânien',
      'Blood gas or serum bicarbonate, anion gap and osmolal gap where available':
        'Gaz du sang ou bicarbonates sériques, trou anionique et trou osmolaire si disponibles',
      'Glucose, temperature; CIWA-Ar withdrawal score': 'Glycémie, température ; score de sevrage CIWA-Ar',
      'AUDIT questionnaire; liver tests (GGT, ALT), full blood count (MCV)':
        'Questionnaire AUDIT ; bilan hépatique (GGT, ALAT), numération formule sanguine (VGM)',
      'HIV test (and CD4 if positive)': 'Test VIH (et CD4 si positif)',
      'Endoscopy only if no response to 7-14 days of fluconazole':
        "Endoscopie seulement en l'absence de réponse après 7-14 jours de fluconazole",
      'Clinical diagnosis; swab for culture only if recurrent or not responding':
        'Diagnostic clinique ; prélèvement pour culture seulement si récidivant ou sans réponse',
      'Look for scabies, eczema or head lice underneath':
        'Rechercher une gale, un eczéma ou des poux sous-jacents',
      'Sensory test of the patches (cotton wisp) and nerve palpation; count the patches':
        'Test de sensibilité des taches (brin de coton) et palpation des nerfs ; compter les taches',
      'Slit-skin smear where available': 'Frottis cutané (slit-skin smear) si disponible',
      'Voluntary muscle test and sensory test of hands, feet and eyes (disability grade)':
        "Testing musculaire volontaire et test de sensibilité des mains, des pieds et des yeux (degré d'invalidité)",
      'Evert the upper eyelid and grade with the WHO simplified system (TF, TI, TS, TT, CO) using a loupe':
        "Retourner la paupière supérieure et grader selon le système simplifié de l'OMS (TF, TI, TS, TT, CO) à la loupe",
      'Visual acuity': 'Acuité visuelle',
    },
  },
];
