import type { TranslationGroup } from '../types';

/** frenchInvestigationTests (see investigation-tests.ts), the entries whose English key starts with j to z. */
export const frenchInvestigationTestsJToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Joint aspiration (Gram stain, culture, cell count) before antibiotics; blood culture':
        'Ponction articulaire (Gram, culture, cytologie) avant les antibiotiques ; hémoculture',
      'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible':
        'Ponction articulaire avec microscopie en lumière polarisée à la recherche de cristaux (et Gram, culture) si possible',
      'Kidney ultrasound': 'Échographie rénale',
      'Leptospira IgM ELISA or rapid test; MAT on paired sera; PCR of blood in the first week':
        'ELISA IgM Leptospira ou test rapide ; MAT sur sérums appariés ; PCR sanguine la première semaine',
      'Liver tests, albumin, INR, full blood count, urea, creatinine, sodium, potassium':
        'Bilan hépatique, albumine, INR, numération formule sanguine, urée, créatinine, sodium, potassium',
      'Look at the skin around the umbilicus': "Examiner la peau autour de l'ombilic",
      'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture':
        'Rechercher un facteur déclenchant : test du paludisme, bandelette et ECBU, radiographie thoracique, hémoculture',
      'Look for scabies, eczema or head lice underneath':
        'Rechercher une gale, un eczéma ou des poux sous-jacents',
      'Lumbar puncture: CSF appearance, cell count, Gram stain, glucose, protein, culture (and latex/PCR)':
        'Ponction lombaire : aspect du LCR, cytologie, Gram, glucose, protéines, culture (et latex/PCR)',
      'Lumbar puncture (after the first week) and nerve conduction studies at the referral hospital':
        "Ponction lombaire (après la première semaine) et études de conduction nerveuse à l'hôpital de référence",
      'Lumbar puncture (CSF white cells and trypanosomes) at the treatment centre':
        'Ponction lombaire (leucocytes et trypanosomes du LCR) au centre de traitement',
      'Lumbar puncture (in hospital, if stable)': "Ponction lombaire (à l'hôpital, si stable)",
      'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium':
        'Ponction lombaire si fièvre avec signes méningés (et sans contre-indication) ; ionogramme, calcium',
      'Lumbar puncture when safe': 'Ponction lombaire quand elle est sans danger',
      'Lumbar puncture with opening pressure, CSF CrAg (LFA), India ink, culture':
        "Ponction lombaire avec pression d'ouverture, CrAg du LCR (LFA), encre de Chine, culture",
      'Malaria RDT': 'TDR du paludisme',
      'Malaria RDT (endemic areas)': "TDR du paludisme (zones d'endémie)",
      'Malaria RDT (endemic areas) and HIV test': "TDR du paludisme (zones d'endémie) et test VIH",
      'Malaria RDT (endemic areas), pregnancy test': "TDR du paludisme (zones d'endémie), test de grossesse",
      'Malaria RDT (in isolation, with PPE)': 'TDR du paludisme (en isolement, avec EPI)',
      'Malaria RDT and blood smear with parasite count':
        'TDR du paludisme et frottis sanguin avec parasitémie',
      'Malaria RDT if febrile in an endemic area': "TDR du paludisme si fièvre en zone d'endémie",
      'Malaria RDT in endemic areas': "TDR du paludisme en zone d'endémie",
      'Malaria RDT or smear, glucose, full blood count, lactate, creatinine':
        'TDR ou frottis du paludisme, glycémie, numération formule sanguine, lactates, créatinine',
      'Malaria RDT or thick and thin blood smear': 'TDR du paludisme ou goutte épaisse et frottis sanguin',
      'Malaria RDT where malaria is endemic and the patient is febrile':
        "TDR du paludisme en zone d'endémie si le patient est fébrile",
      'Malaria RDT, creatinine, potassium, CK, liver tests, platelets and clotting':
        'TDR du paludisme, créatinine, potassium, CK, bilan hépatique, plaquettes et coagulation',
      'Malaria RDT, full blood count': 'TDR du paludisme, numération formule sanguine',
      'Malaria test': 'Test du paludisme',
      'Malaria test and full blood count': 'Test du paludisme et numération formule sanguine',
      'Malaria test, and hepatitis A IgM where available':
        'Test du paludisme, et IgM anti-hépatite A si disponible',
      'Malaria test, blood culture, urinalysis; chest X-ray if chest signs':
        "Test du paludisme, hémoculture, analyse d'urine ; radiographie thoracique si signes thoraciques",
      'Malaria test, creatinine, review of medicines and alcohol':
        "Test du paludisme, créatinine, revue des médicaments et de l'alcool",
      'Malaria test, full blood count, creatinine, bilirubin, ALT, urinalysis':
        "Test du paludisme, numération formule sanguine, créatinine, bilirubine, ALAT, analyse d'urine",
      'Malaria test, urine dipstick, full blood count, sodium, creatinine, HIV test; chest X-ray when coughing':
        'Test du paludisme, bandelette urinaire, numération formule sanguine, sodium, créatinine, test VIH ; radiographie thoracique en cas de toux',
      'Malaria test; stool for hookworm ova': "Test du paludisme ; selles pour œufs d'ankylostome",
      'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)':
        "Marquer le bord de la rougeur ; rechercher une fluctuation et une porte d'entrée (plaie, intertrigo interorteils)",
      'Measles IgM (serum or dried blood spot) for the first cases in an area':
        "IgM rougeole (sérum ou goutte de sang séché) pour les premiers cas d'une zone",
      'Measure blood loss (calibrated drape or weigh pads)':
        'Mesurer les pertes sanguines (champ gradué ou pesée des garnitures)',
      'Monofilament and vibration test; foot examination':
        'Test au monofilament et de la sensibilité vibratoire ; examen des pieds',
      'Mother: syphilis, HIV, gonorrhoea and chlamydia testing':
        'Mère : dépistage de la syphilis, du VIH, du gonocoque et de la chlamydia',
      'Mpox PCR from a lesion swab (roof or crust)': 'PCR mpox sur écouvillon de lésion (toit ou croûte)',
      'MUAC and weight': 'PB et poids',
      'MUAC, weight-for-height z-score, check both feet for oedema':
        'PB, z-score poids-taille, rechercher des œdèmes aux deux pieds',
      'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF':
        "PB, z-score poids-taille, rechercher des œdèmes prenant le godet aux deux pieds, test de l'appétit à l'ATPE",
      'Nasopharyngeal swab PCR (or culture) for Bordetella pertussis, where available':
        'PCR sur écouvillon nasopharyngé (ou culture) pour Bordetella pertussis, si disponible',
      'No tests for acute urticaria with an obvious trigger':
        'Aucun examen pour une urticaire aiguë à déclencheur évident',
      'Non-contrast CT of the head': 'Scanner cérébral sans injection',
      'None routinely; pulse oximetry and respiratory rate to exclude pneumonia':
        'Aucun en routine ; oxymétrie de pouls et fréquence respiratoire pour exclure une pneumonie',
      'None routinely; respiratory rate and malaria test if febrile in an endemic area':
        "Aucun en routine ; fréquence respiratoire et test du paludisme si fièvre en zone d'endémie",
      Otoscopy: 'Otoscopie',
      'Otoscopy after cleaning the canal': 'Otoscopie après nettoyage du conduit',
      'Partograph: cervical dilatation, descent, contractions, fetal heart':
        'Partogramme : dilatation cervicale, descente, contractions, bruits du cœur fœtal',
      'Patch testing (specialist) for suspected allergic contact dermatitis':
        'Tests épicutanés (spécialiste) si eczéma de contact allergique suspecté',
      'Pelvic ultrasound (severe cases)': 'Échographie pelvienne (formes sévères)',
      'Pelvic ultrasound (transvaginal if available)': 'Échographie pelvienne (endovaginale si disponible)',
      'Pelvic ultrasound (where available)': 'Échographie pelvienne (si disponible)',
      'Plague F1 antigen rapid test on bubo aspirate or sputum; culture and PCR at the reference laboratory':
        'Test rapide antigène F1 de la peste sur ponction de bubon ou crachats ; culture et PCR au laboratoire de référence',
      'Plain abdominal X-ray (supine and erect) or ultrasound; CT where available':
        'Abdomen sans préparation (couché et debout) ou échographie ; scanner si disponible',
      'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding':
        'Plaquettes, créatinine, ALAT/ASAT, LDH si disponible ; test de coagulation (TCST20) en cas de saignement',
      'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test':
        'Potassium, sodium, bicarbonates, hémoglobine, calcium et phosphate, glycémie ou HbA1c, test VIH',
      'Pregnancy test': 'Test de grossesse',
      'Pregnancy test (women)': 'Test de grossesse (femmes)',
      'Pregnancy test in women of reproductive age': 'Test de grossesse chez la femme en âge de procréer',
      'Pregnancy test; HIV and syphilis tests': 'Test de grossesse ; tests VIH et syphilis',
      'Primary survey ABCDE with pulse, BP, SpO2, GCS': 'Bilan primaire ABCDE avec pouls, PA, SpO2, GCS',
      'Prostate biopsy (specialist); creatinine, full blood count, alkaline phosphatase; bone scan or X-ray of painful bones':
        'Biopsie prostatique (spécialiste) ; créatinine, numération formule sanguine, phosphatases alcalines ; scintigraphie osseuse ou radiographie des os douloureux',
      'PSA and digital rectal examination': 'PSA et toucher rectal',
      'Pulse oximetry': 'Oxymétrie de pouls',
      'Pulse oximetry (at rest and after exertion)': 'Oxymétrie de pouls (au repos et après effort)',
      'Pulse oximetry and respiratory rate': 'Oxymétrie de pouls et fréquence respiratoire',
      'Pulse, blood pressure, glucose; ECG with chest symptoms; thyroid tests with weight loss or tremor':
        'Pouls, tension artérielle, glycémie ; ECG si symptômes thoraciques ; bilan thyroïdien si perte de poids ou tremblements',
      'Pulse, blood pressure, shock index (pulse / systolic), consciousness':
        'Pouls, tension artérielle, index de choc (pouls / systolique), conscience',
      'Pulse, BP, estimate of blood loss; fetal heart':
        'Pouls, PA, estimation des pertes sanguines ; bruits du cœur fœtal',
      'Pulses, capillary refill, sensation and movement beyond the injury':
        'Pouls, temps de recoloration capillaire, sensibilité et motricité en aval de la lésion',
      'Pus culture (abscess) where available': 'Culture du pus (abcès) si disponible',
      'Pus swab for culture (where available)': 'Prélèvement de pus pour culture (si disponible)',
      'Random blood glucose': 'Glycémie aléatoire',
      'Rapid antigen detection test or throat culture where available':
        'Test de diagnostic antigénique rapide ou culture de gorge si disponible',
      'Rapid syphilis test (treponemal) and HIV test':
        'Test rapide de la syphilis (tréponémique) et test VIH',
      'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas':
        'Activité cholinestérasique érythrocytaire ou plasmatique si disponible ; glycémie, ionogramme, SpO2 ou gaz du sang',
      'Renal ultrasound if no improvement after 72 hours, or in men':
        "Échographie rénale en l'absence d'amélioration après 72 heures, ou chez l'homme",
      'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)':
        'Répéter la tension : deux mesures à deux occasions (ou automesure ou MAPA)',
      'Repeat blood pressure after rest; urine dipstick for protein':
        'Répéter la tension après repos ; bandelette urinaire pour les protéines',
      'Repeat BP in both arms; fundoscopy; neurological examination':
        "Répéter la PA aux deux bras ; fond d'œil ; examen neurologique",
      'Rickettsia PCR of an eschar swab, or paired serology (IFA) where available':
        "PCR Rickettsia sur écouvillon d'escarre, ou sérologie appariée (IFI) si disponible",
      'rK39 rapid diagnostic test': 'Test de diagnostic rapide rK39',
      'SARS-CoV-2 antigen RDT or PCR': 'TDR antigénique SARS-CoV-2 ou PCR',
      'Scrotal ultrasound in hydrocele': "Échographie scrotale en cas d'hydrocèle",
      'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible':
        'Rechercher le foyer : radiographie thoracique, bandelette et ECBU, test VIH, ponction lombaire si une méningite est possible',
      'Sensory test of the patches (cotton wisp) and nerve palpation; count the patches':
        'Test de sensibilité des taches (brin de coton) et palpation des nerfs ; compter les taches',
      'Serum (or transcutaneous) bilirubin plotted by age in hours':
        "Bilirubine sérique (ou transcutanée) reportée selon l'âge en heures",
      'Serum albumin, creatinine, electrolytes, cholesterol; HIV, hepatitis B and syphilis tests; malaria smear':
        'Albumine sérique, créatinine, ionogramme, cholestérol ; tests VIH, hépatite B et syphilis ; frottis du paludisme',
      'Serum calcium, phosphate, alkaline phosphatase; 25-OH vitamin D where available':
        'Calcémie, phosphatémie, phosphatases alcalines ; 25-OH vitamine D si disponible',
      'Serum CrAg (CD4 < 200, or < 100 per national guideline)':
        'CrAg sérique (CD4 < 200, ou < 100 selon la directive nationale)',
      'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein':
        'Créatinine sérique avec DFGe, répétée après 3 mois ; rapport albumine/créatinine urinaire ou protéinurie à la bandelette',
      'Serum electrolytes and creatinine (inpatients)':
        'Ionogramme sanguin et créatinine (patients hospitalisés)',
      'Serum electrolytes and creatinine (severe dehydration only)':
        'Ionogramme sanguin et créatinine (déshydratation sévère seulement)',
      'Serum ferritin (with CRP), blood film': 'Ferritine sérique (avec CRP), frottis sanguin',
      'Serum iron at 4-6 hours; abdominal X-ray': "Fer sérique à 4-6 heures ; radiographie de l'abdomen",
      'Serum lipase (or amylase)': 'Lipase sérique (ou amylase)',
      'Serum or plasma CrAg': 'CrAg sérique ou plasmatique',
      'Serum paracetamol level at ≥ 4 hours; ALT, INR': 'Paracétamolémie à ≥ 4 heures ; ALAT, INR',
      'Serum tryptase 1 to 2 hours after onset where available':
        'Tryptase sérique 1 à 2 heures après le début si disponible',
      'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids':
        'Uricémie (2 semaines après la crise), créatinine, glycémie, bilan lipidique',
      'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed':
        "Test de solubilité ou électrophorèse de l'hémoglobine si le diagnostic n'est pas encore confirmé",
      'Single-breath count, or vital capacity; SpO2; pulse and blood pressure':
        'Comptage sur une expiration, ou capacité vitale ; SpO2 ; pouls et tension artérielle',
      'Skin snips from iliac crests and shoulders (microscopy); Ov16 serology where available':
        'Biopsies cutanées exsangues des crêtes iliaques et des épaules (microscopie) ; sérologie Ov16 si disponible',
      'Slit-skin smear where available': 'Frottis cutané (slit-skin smear) si disponible',
      'Speculum and bimanual examination': 'Examen au spéculum et toucher vaginal combiné au palper',
      'Speculum examination of the cervical os': "Examen au spéculum de l'orifice cervical",
      'Speculum examination; vaginal pH and wet mount where available':
        "Examen au spéculum ; pH vaginal et examen à l'état frais si disponible",
      'Speculum examination; VIA or HPV test; biopsy of any visible lesion':
        'Examen au spéculum ; IVA ou test HPV ; biopsie de toute lésion visible',
      'Spirometry when stable': "Spirométrie à l'état stable",
      'Spirometry with bronchodilator reversibility once well':
        'Spirométrie avec test de réversibilité aux bronchodilatateurs une fois stabilisé',
      'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)':
        'Ponction splénique ou médullaire à la recherche de corps de Leishman-Donovan (rK39 négatif ou rechute)',
      SpO2: 'SpO2',
      'SpO2 (and blood gas if SpO2 < 90% or drowsy)': 'SpO2 (et gaz du sang si SpO2 < 90% ou somnolence)',
      'SpO2 and respiratory rate': 'SpO2 et fréquence respiratoire',
      'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5':
        "SpO2, fréquence respiratoire, capacité à parler ; débit expiratoire de pointe (DEP) chez l'adulte et l'enfant de plus de 5 ans",
      'SpO2, respiratory rate, temperature, glucose': 'SpO2, fréquence respiratoire, température, glycémie',
      'Sputum Xpert MTB/RIF (Ultra)': 'Xpert MTB/RIF (Ultra) sur crachats',
      'Sputum Xpert MTB/RIF and urine LAM': 'Xpert MTB/RIF sur crachats et LAM urinaire',
      'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving':
        "Xpert MTB/RIF sur crachats si toux >= 2 semaines, VIH positif ou absence d'amélioration",
      'Stool antigen test or stool culture': 'Test antigénique des selles ou coproculture',
      'Stool colour and conjugated bilirubin if jaundice beyond 14 days':
        "Couleur des selles et bilirubine conjuguée si l'ictère dépasse 14 jours",
      'Stool culture and sensitivity (outbreaks, treatment failure)':
        'Coproculture et antibiogramme (épidémies, échec thérapeutique)',
      'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children':
        "Selles pour œufs (ankylostome, schistosome) et sang occulte ; test du paludisme ; test de falciformation chez l'enfant",
      'Stool Kato-Katz for S. mansoni': 'Kato-Katz des selles pour S. mansoni',
      'Stool microscopy': 'Examen microscopique des selles',
      'Stool microscopy for ova (Kato-Katz or direct smear)':
        "Examen microscopique des selles à la recherche d'œufs (Kato-Katz ou examen direct)",
      'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill':
        'Dépistage de la TB : symptômes, Xpert MTB/RIF, LF-LAM urinaire si CD4 < 200 ou gravement malade',
      'Temperature, SpO2, breathing': 'Température, SpO2, respiration',
      'Thick and thin blood films, chancre or node aspirate for trypanosomes; CATT or RDT for gambiense':
        'Goutte épaisse et frottis, suc de chancre ou ganglionnaire pour trypanosomes ; CATT ou TDR pour gambiense',
      'Throat and nasal swab for culture and toxin test (Elek or PCR for the tox gene) before antibiotics':
        'Prélèvements de gorge et de nez pour culture et recherche de toxine (Elek ou PCR du gène tox) avant les antibiotiques',
      'Thyroid ultrasound; fine-needle aspiration of a dominant or suspicious nodule':
        "Échographie thyroïdienne ; cytoponction d'un nodule dominant ou suspect",
      'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre':
        'Test tréponémique rapide (ou TDR combiné VIH/syphilis) avec titre RPR/VDRL',
      'Trial of rapid-acting bronchodilator when the diagnosis is uncertain':
        "Essai d'un bronchodilatateur d'action rapide si le diagnostic est incertain",
      'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours':
        "Troponine (ultrasensible si disponible) à l'admission et répétée à 1 à 3 heures",
      'TSH and free T4': 'TSH et T4 libre',
      'TSH and free T4 (free T3 if T4 normal)': 'TSH et T4 libre (T3 libre si T4 normale)',
      'Two stool specimens 24 hours apart within 14 days of onset, cold chain to the polio laboratory':
        "Deux échantillons de selles à 24 heures d'intervalle dans les 14 jours suivant le début, en chaîne du froid vers le laboratoire polio",
      'Ultrasound (where available)': 'Échographie (si disponible)',
      'Ultrasound for placental site (in hospital)':
        "Échographie pour la localisation placentaire (à l'hôpital)",
      'Ultrasound for retained products (where available)':
        'Échographie à la recherche de rétention (si disponible)',
      'Ultrasound of kidneys and bladder with post-void residual':
        'Échographie rénale et vésicale avec résidu post-mictionnel',
      'Ultrasound of kidneys and bladder; non-contrast CT where available':
        'Échographie rénale et vésicale ; scanner sans injection si disponible',
      'Upper GI endoscopy if alarm features or no response':
        "Endoscopie haute si signes d'alarme ou absence de réponse",
      'Upper GI endoscopy with biopsy (or barium swallow where endoscopy is unavailable)':
        "Endoscopie haute avec biopsie (ou transit baryté si l'endoscopie n'est pas disponible)",
      'Urea, creatinine, electrolytes, full blood count, blood group and crossmatch':
        'Urée, créatinine, ionogramme, numération formule sanguine, groupage et compatibilité',
      'Urea, electrolytes, glucose': 'Urée, ionogramme, glycémie',
      Urinalysis: "Analyse d'urine",
      'Urinalysis and malaria test': "Analyse d'urine et test du paludisme",
      'Urine dipstick': 'Bandelette urinaire',
      'Urine dipstick (nitrite, leucocyte esterase, blood)':
        'Bandelette urinaire (nitrites, leucocytes estérases, sang)',
      'Urine dipstick and blood pressure if lesions are infected and there is swelling':
        'Bandelette urinaire et tension artérielle si les lésions sont surinfectées avec œdèmes',
      'Urine dipstick and microscopy': 'Bandelette et examen microscopique des urines',
      'Urine dipstick and microscopy; pregnancy test in women':
        'Bandelette et examen microscopique des urines ; test de grossesse chez la femme',
      'Urine dipstick for protein and blood; urine protein-creatinine ratio':
        'Bandelette urinaire pour protéines et sang ; rapport protéines/créatinine urinaire',
      'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG':
        'Bandelette urinaire pour les protéines, créatinine, potassium, glycémie, bilan lipidique, ECG',
      'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)':
        'Bandelette urinaire, ECBU et antibiogramme (avant les antibiotiques)',
      'Urine filtration microscopy (midday urine) for S. haematobium':
        'Filtration urinaire et microscopie (urines de midi) pour S. haematobium',
      'Urine for ketones; haemoglobin': 'Cétonurie ; hémoglobine',
      'Urine ketones (or blood ketones) in a symptomatic patient':
        'Cétonurie (ou cétonémie) chez un patient symptomatique',
      'Urine ketones and weight': 'Cétonurie et poids',
      'Urine LF-LAM (people with HIV and CD4 < 200 or seriously ill)':
        'LF-LAM urinaire (personnes vivant avec le VIH et CD4 < 200 ou gravement malades)',
      'Urine microscopy, culture and sensitivity': 'ECBU (examen microscopique, culture et antibiogramme)',
      'Urine or serum pregnancy test (hCG)': 'Test de grossesse urinaire ou sanguin (hCG)',
      'Urine protein': 'Protéinurie',
      'Urine protein, BP': 'Protéinurie, PA',
      'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine':
        'Gaz du sang veineux (pH, bicarbonates), sodium, potassium, créatinine',
      'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory':
        'PCR FHV (Ebola, Marburg, Lassa, FHCC, fièvre jaune) au laboratoire national de référence',
      'Viral load': 'Charge virale',
      'Visual acuity': 'Acuité visuelle',
      'Visual acuity (each eye, with pinhole); torch and red-reflex examination':
        'Acuité visuelle (chaque œil, avec trou sténopéique) ; examen à la lampe et du reflet rouge',
      'Visual acuity and examination with a torch (fluorescein staining if available)':
        'Acuité visuelle et examen à la lampe (fluorescéine si disponible)',
      'Voluntary muscle test and sensory test of hands, feet and eyes (disability grade)':
        "Testing musculaire volontaire et test de sensibilité des mains, des pieds et des yeux (degré d'invalidité)",
      'Weight (daily) and temperature': 'Poids (quotidien) et température',
      'Weight, blood pressure, glucose and lipids before antipsychotics':
        'Poids, tension artérielle, glycémie et bilan lipidique avant les antipsychotiques',
      'Weight; urine output': 'Poids ; diurèse',
      'Wells score, then D-dimer when the probability is low or moderate':
        'Score de Wells, puis D-dimères si la probabilité est faible ou intermédiaire',
      'What, how much (tablets × strength), when: dose in mg/kg':
        'Quoi, combien (comprimés × dosage), quand : dose en mg/kg',
      'X-ray of the affected joint in recurrent disease':
        "Radiographie de l'articulation atteinte en cas de maladie récidivante",
      'X-ray of the bone (changes after 10 to 14 days); ultrasound of the joint':
        "Radiographie de l'os (modifications après 10 à 14 jours) ; échographie de l'articulation",
      'X-ray of the injured bone with the joints above and below':
        "Radiographie de l'os atteint avec les articulations sus- et sous-jacentes",
      'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features':
        "Radiographie de l'articulation si atypique ou avant un avis chirurgical ; acide urique et CRP si signes inflammatoires",
      'X-ray of the wrist or knee': 'Radiographie du poignet ou du genou',
      'X-ray, ESR/CRP, full blood count only if red flags':
        "Radiographie, VS/CRP, numération formule sanguine seulement en cas de signes d'alerte",
    },
  },
];
