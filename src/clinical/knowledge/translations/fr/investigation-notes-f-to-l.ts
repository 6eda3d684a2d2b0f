import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with f to l. */
export const frenchInvestigationNotesFToL: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'F1 antigen positive; Yersinia pestis on culture or PCR; bipolar Gram-negative rods.':
        'Antigène F1 positif ; Yersinia pestis en culture ou par PCR ; bacilles à Gram négatif à coloration bipolaire.',
      'Falling haemoglobin.': 'Hémoglobine en baisse.',
      'Falling platelets and rising haematocrit signal plasma leakage.':
        'Des plaquettes en baisse et un hématocrite en hausse signalent une fuite plasmatique.',
      'Falling SpO2, rising rate.': 'SpO2 en baisse, fréquence en hausse.',
      'Fast breathing and/or chest indrawing.': 'Respiration rapide et/ou tirage sous-costal.',
      'Fasting 5.1-6.9 or 1-h ≥ 10.0 or 2-h 8.5-11.0 mmol/L.':
        'À jeun 5.1-6.9 ou à 1 h ≥ 10.0 ou à 2 h 8.5-11.0 mmol/L.',
      'Fasting ≥ 7.0 or random ≥ 11.1 means diabetes in pregnancy, not gestational diabetes.':
        'À jeun ≥ 7.0 ou au hasard ≥ 11.1 signe un diabète pendant la grossesse, pas un diabète gestationnel.',
      'Febrile differential; pregnancy changes management.':
        'Diagnostic différentiel de la fièvre ; la grossesse modifie la prise en charge.',
      'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.':
        "Ferritine < 15 microgrammes/L (< 30 en cas d'inflammation) ; hématies en crayon sur le frottis.",
      'FEV1 increase > 12% and 200 mL after bronchodilator.':
        'Augmentation du VEMS (FEV1) > 12% et 200 mL après bronchodilatateur.',
      'Fever and aches overlap with malaria.':
        'La fièvre et les courbatures se confondent avec le paludisme.',
      'Fever differential.': 'Diagnostic différentiel de la fièvre.',
      'Fever may have another cause.': 'La fièvre peut avoir une autre cause.',
      'Filling defect; dilated right ventricle; sinus tachycardia, S1Q3T3.':
        'Défaut de remplissage ; ventricule droit dilaté ; tachycardie sinusale, S1Q3T3.',
      'Finds the life-threatening injury first.': "Trouve d'abord la lésion qui menace la vie.",
      'Fluid around the testis.': 'Liquide autour du testicule.',
      'Fluid calculation and adequacy.': 'Calcul des liquides et adéquation.',
      'Focal liver lesion; AFP often > 400 ng/mL.': 'Lésion hépatique focale ; AFP souvent > 400 ng/mL.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        "Follicules (TF) ou épaississement inflammatoire (TI) chez l'enfant ; cicatrices et trichiasis chez l'adulte.",
      'Fracture line or dislocation.': 'Trait de fracture ou luxation.',
      'Free fluid, haemothorax, pelvic fracture.': 'Liquide libre, hémothorax, fracture du bassin.',
      'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.':
        'Col friable, hémorragique ou ulcéré ; histologie de carcinome épidermoïde.',
      'Gallstones as the cause; excludes other acute abdomen.':
        'Calculs biliaires comme cause ; exclut un autre abdomen aigu.',
      'Gallstones or dilated bile duct; swollen pancreas; free fluid.':
        'Calculs biliaires ou voie biliaire dilatée ; pancréas augmenté de volume ; liquide libre.',
      'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).':
        'Ulcère gastrique ou duodénal, gastrite, ou examen normal (dyspepsie fonctionnelle).',
      'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.': 'GCS 13-15 mineur, 9-12 modéré, ≤ 8 grave.',
      'Glaucoma is silent until late.': "Le glaucome reste silencieux jusqu'à un stade tardif.",
      'Glucose < 2.2 mmol/L defines severe malaria; treat below 2.5 mmol/L.':
        'Une glycémie < 2.2 mmol/L définit un paludisme grave ; traiter en dessous de 2.5 mmol/L.',
      'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).':
        "Glycémie < 3.9 mmol/L (< 3.0 mmol/L cliniquement significative ; < 2.5 mmol/L chez l'enfant malade).",
      'Glucose >= 3 mmol/L.': 'Glycémie >= 3 mmol/L.',
      'Glucose may be low.': 'La glycémie peut être basse.',
      'Glucose or HbA1c above the diagnostic threshold.':
        'Glycémie ou HbA1c au-dessus du seuil diagnostique.',
      'Glucose usually > 14 mmol/L; ketones ++ or blood beta-hydroxybutyrate >= 3 mmol/L.':
        'Glycémie habituellement > 14 mmol/L ; cétones ++ ou bêta-hydroxybutyrate sanguin >= 3 mmol/L.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'La conjonctivite gonococcique menace la vue en quelques jours.',
      'Gonococcus (days 2-5) or chlamydia (days 5-14).': 'Gonocoque (jours 2-5) ou chlamydia (jours 5-14).',
      'Grade 0, 1 or 2 disability.': 'Handicap de degré 0, 1 ou 2.',
      'Grades hypothermia (36.0-36.4 mild, 32-35.9 moderate, < 32 severe).':
        "Classe l'hypothermie (36.0-36.4 légère, 32-35.9 modérée, < 32 sévère).",
      'Grades severity and guides potassium replacement.':
        'Classe la sévérité et guide la compensation potassique.',
      'Grades severity and response to treatment.': 'Classe la sévérité et la réponse au traitement.',
      'Gram-negative diplococci: gonococcus.': 'Diplocoques à Gram négatif : gonocoque.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplocoques à Gram négatif intracellulaires (gonococcie).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        "Diplocoques à Gram négatif intracellulaires dans l'infection gonococcique.",
      'Gram-negative rods, Staphylococcus aureus, pneumococcus or non-typhoidal Salmonella are common in Africa.':
        'Les bacilles à Gram négatif, Staphylococcus aureus, le pneumocoque ou les Salmonella non typhiques sont fréquents en Afrique.',
      'Growth restriction or distress in severe disease.':
        'Retard de croissance ou souffrance fœtale dans la forme sévère.',
      'Guillain-Barré syndrome: raised CSF protein with normal cells.':
        'Syndrome de Guillain-Barré : protéines du LCR élevées avec cellules normales.',
      'Haematoma, contusion or depressed fracture.': 'Hématome, contusion ou embarrure.',
      'Haematophagous trophozoites confirm invasive amoebiasis; cysts alone do not.':
        'Des trophozoïtes hématophages confirment une amibiase invasive ; des kystes seuls ne la confirment pas.',
      'Haematuria, proteinuria or raised blood pressure point to nephritis.':
        'Une hématurie, une protéinurie ou une pression artérielle élevée orientent vers une néphrite.',
      'Haemolysis needs earlier treatment.': 'Une hémolyse impose un traitement plus précoce.',
      'Hb 6-9 g/dL at steady state; lower in a crisis; low reticulocytes in aplastic crisis.':
        "Hb 6-9 g/dL à l'état stable ; plus basse lors d'une crise ; réticulocytes bas dans la crise aplasique.",
      'Hb < 11 g/dL; < 7 severe.': 'Hb < 11 g/dL ; < 7 sévère.',
      'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.':
        "Hb sous le seuil de l'OMS (p. ex. < 12 g/dL chez la femme non enceinte, < 13 chez l'homme, < 11 pendant la grossesse et chez l'enfant de 6-59 mois) avec VGM bas.",
      'Hb falling; < 7 g/dL needs transfusion.': 'Hb en baisse ; < 7 g/dL demande une transfusion.',
      'Hb often < 7 g/dL; thrombocytopenia.': 'Hb souvent < 7 g/dL ; thrombopénie.',
      'HBsAg positive in hepatitis B; anti-HCV positive (confirm with HCV RNA) in hepatitis C.':
        "AgHBs positif dans l'hépatite B ; anti-VHC positif (à confirmer par l'ARN du VHC) dans l'hépatite C.",
      'HBsAg positive in many patients in the region.':
        'AgHBs positif chez de nombreux patients de la région.',
      'HBsAg positive; cirrhosis.': 'AgHBs positif ; cirrhose.',
      'HbSS on electrophoresis.': "HbSS à l'électrophorèse.",
      'Hearing loss and resistant organisms.': 'Perte auditive et germes résistants.',
      'HELLP syndrome and kidney injury are severe features.':
        "Le syndrome HELLP et l'atteinte rénale sont des signes de gravité.",
      'Helminth ova.': "Œufs d'helminthes.",
      'Hepatitis B and C are the causes with specific long-term treatment.':
        'Les hépatites B et C sont les causes ayant un traitement spécifique au long cours.',
      'Herpes: painful vesicles and shallow ulcers; chancroid: painful ragged ulcer with bubo; syphilis: painless indurated chancre.':
        'Herpès : vésicules douloureuses et ulcères superficiels ; chancre mou : ulcère douloureux déchiqueté avec bubon ; syphilis : chancre induré indolore.',
      'Histology confirms and types the lymphoma; exclude TB in the same sample.':
        "L'histologie confirme et type le lymphome ; exclure une tuberculose sur le même prélèvement.",
      'HIV positive in a large share of young adults with shingles in high-prevalence settings.':
        'VIH positif chez une grande partie des jeunes adultes atteints de zona en zone de forte prévalence.',
      'HIV positive in many TB effusions.': 'VIH positif dans de nombreux épanchements tuberculeux.',
      'HIV positive, CD4 often < 200.': 'VIH positif, CD4 souvent < 200.',
      'HIV positive, low CD4.': 'VIH positif, CD4 bas.',
      'HIV positive, often with low CD4.': 'VIH positif, souvent avec des CD4 bas.',
      'HIV-exposed children need PCP consideration.': "Chez l'enfant exposé au VIH, penser à la PCP.",
      'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.':
        "L'ankylostome et les pertes sanguines sont des causes fréquentes ; le paludisme et la drépanocytose donnent d'autres anémies.",
      'Hookworm causes iron-deficiency anaemia.': "L'ankylostome provoque une anémie par carence martiale.",
      'Hookworm ova in endemic areas.': "Œufs d'ankylostome en zone d'endémie.",
      'Hydronephrosis, residual urine, prostate volume.':
        'Hydronéphrose, résidu post-mictionnel, volume prostatique.',
      'Hyperinflation; consolidation if pneumonia.':
        'Distension thoracique ; condensation en cas de pneumonie.',
      'Hyperinflation; consolidation or pneumothorax if complicated.':
        'Distension thoracique ; condensation ou pneumothorax en cas de complication.',
      'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.':
        'Hyperkaliémie, acidose, anémie, phosphate élevé dans la MRC avancée.',
      'Hypo- or hypernatraemia, hypokalaemia and kidney injury.':
        'Hypo- ou hypernatrémie, hypokaliémie et atteinte rénale.',
      'Hypoglycaemia and cerebral malaria are treatable causes of seizures.':
        "L'hypoglycémie et le neuropaludisme sont des causes curables de convulsions.",
      'Hypoglycaemia is common and treatable.': "L'hypoglycémie est fréquente et curable.",
      'Hypoglycaemia mimics and worsens brain injury.':
        "L'hypoglycémie imite et aggrave la lésion cérébrale.",
      'Hypoglycaemia mimics stroke and is reversible in minutes.':
        "L'hypoglycémie imite un AVC et se corrige en quelques minutes.",
      'Hypoglycaemia occurs in children, pregnant women and on quinine.':
        "L'hypoglycémie survient chez l'enfant, la femme enceinte et sous quinine.",
      'Hypoglycaemia with many medicines and in liver failure.':
        "Hypoglycémie avec de nombreux médicaments et en cas d'insuffisance hépatique.",
      'Hypoglycaemia worsens brain injury and causes fits.':
        "L'hypoglycémie aggrave la lésion cérébrale et provoque des convulsions.",
      'Hypoglycaemia, hypoxia, fever or shock point to the cause.':
        'Une hypoglycémie, une hypoxie, une fièvre ou un choc orientent vers la cause.',
      'Hypoglycaemia, hypoxia, hypothermia and head injury kill intoxicated patients.':
        "L'hypoglycémie, l'hypoxie, l'hypothermie et le traumatisme crânien tuent les patients intoxiqués.",
      'Hypoglycaemia, severe anaemia, malaria, HIV and TB are common and change treatment.':
        "L'hypoglycémie, l'anémie sévère, le paludisme, le VIH et la tuberculose sont fréquents et modifient le traitement.",
      'Hypokalaemia and acute kidney injury in severe cases.':
        'Hypokaliémie et insuffisance rénale aiguë dans les formes sévères.',
      'Hyponatraemia and hypokalaemia need correcting.':
        "L'hyponatrémie et l'hypokaliémie doivent être corrigées.",
      'Hypoxaemia and hypercapnia decide oxygen target and ventilation.':
        "L'hypoxémie et l'hypercapnie déterminent la cible d'oxygène et la ventilation.",
      'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).':
        "L'hypoxémie et une FR >= 30 définissent la gravité (CURB-65, PCIMAA).",
      'Hypoxia, hypothermia and hypoglycaemia.': 'Hypoxie, hypothermie et hypoglycémie.',
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        "Identifie la maladie à VIH avancée (CD4 < 200) et le besoin de dépistage de l'antigène cryptococcique et de prophylaxie.",
      'Identifies AF, flutter, SVT or ventricular tachycardia and the ventricular rate.':
        'Identifie une FA, un flutter, une TSV ou une tachycardie ventriculaire et la fréquence ventriculaire.',
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        "Identifie Ascaris, Trichuris et l'ankylostome ; non requis avant un déparasitage de masse.",
      'Identifies the allergen.': "Identifie l'allergène.",
      'Identifies the organism (Staphylococcus aureus, Salmonella in sickle cell disease).':
        'Identifie le germe (Staphylococcus aureus, Salmonella chez le drépanocytaire).',
      'Identifies the organism and guides de-escalation.': 'Identifie le germe et guide la désescalade.',
      'IgM positive after day 5; MAT titre rise.': 'IgM positives après le jour 5 ; hausse du titre au MAT.',
      'Imaging is not needed for non-specific low back pain without red flags.':
        "L'imagerie n'est pas nécessaire pour une lombalgie commune sans signe d'alerte.",
      'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.':
        'Classification PCIME : respiration rapide (>= 50/min de 2 à 12 mois, >= 40/min de 1 à 5 ans) ou tirage sous-costal.',
      'Immediately reversible causes of delirium.': 'Causes de délirium immédiatement réversibles.',
      'Impaired recall and orientation; usually no reversible cause.':
        "Troubles de la mémoire et de l'orientation ; habituellement pas de cause réversible.",
      'Impetigo often complicates itchy skin disease that needs its own treatment.':
        "L'impétigo complique souvent une dermatose prurigineuse qui demande son propre traitement.",
      'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.':
        'La gale surinfectée est une cause fréquente de glomérulonéphrite post-streptococcique en Afrique.',
      'Infection and malaria commonly trigger crises; acute chest syndrome needs X-ray.':
        "L'infection et le paludisme déclenchent souvent les crises ; le syndrome thoracique aigu demande une radiographie.",
      'Infection and missed insulin are the usual triggers.':
        "L'infection et l'oubli de l'insuline sont les facteurs déclenchants habituels.",
      'Infection or hyponatraemia in many older patients.':
        'Infection ou hyponatrémie chez de nombreux patients âgés.',
      'Infection, blood.': 'Infection, sang.',
      'Infection, electrolytes and kidney failure.': 'Infection, électrolytes et insuffisance rénale.',
      'Infection, or no trigger with missed insulin doses.':
        "Infection, ou pas de facteur déclenchant avec oubli des doses d'insuline.",
      'Inflammation, obstruction of the bile duct, pancreatitis.':
        'Inflammation, obstruction de la voie biliaire, pancréatite.',
      'Inflammation; sickle cell disease changes the likely organism.':
        'Inflammation ; la drépanocytose modifie le germe probable.',
      'Influenza A or B detected.': 'Grippe A ou B détectée.',
      'Ingested dose above the toxic threshold.': 'Dose ingérée au-dessus du seuil toxique.',
      'Intact distal circulation and sensation.': 'Circulation et sensibilité distales intactes.',
      'IOP > 21 mmHg, cupped disc, field loss.':
        'PIO > 21 mmHg, excavation papillaire, atteinte du champ visuel.',
      'Iron > 90 micromol/L severe.': 'Fer > 90 micromol/L grave.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Carence martiale (microcytaire) versus carence en folates, drépanocytose, VIH.',
      'Iron toxicity and tablets in the gut.': 'Toxicité du fer et comprimés dans le tube digestif.',
      'Irregular stricture; squamous cell carcinoma on histology.':
        "Sténose irrégulière ; carcinome épidermoïde à l'histologie.",
      'Irregularly irregular rhythm without P waves (AF); regular narrow-complex tachycardia (SVT).':
        'Rythme irrégulièrement irrégulier sans ondes P (FA) ; tachycardie régulière à complexes fins (TSV).',
      'Joint effusion early; periosteal reaction and sequestrum later.':
        'Épanchement articulaire au début ; réaction périostée et séquestre plus tard.',
      'Joint space narrowing, osteophytes, subchondral sclerosis.':
        "Pincement de l'interligne articulaire, ostéophytes, sclérose sous-chondrale.",
      'Ketonuria.': 'Cétonurie.',
      'Ketonuria; > 5% weight loss.': 'Cétonurie ; perte de poids > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Une cétose évoque une carence en insuline (type 1 ou acidocétose) et modifie la prise en charge.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        "Fonction rénale et preuve d'une infection streptococcique récente ; le C3 est bas et se normalise en 8 semaines.",
      'Kidney function and infection.': 'Fonction rénale et infection.',
      'Kidney injury, ischaemia and stroke change the target and the drug.':
        "L'atteinte rénale, l'ischémie et l'AVC modifient la cible et le médicament.",
      'Lactate >= 2 mmol/L, raised creatinine, raised or low white cells, low platelets.':
        'Lactates >= 2 mmol/L, créatinine élevée, globules blancs élevés ou bas, plaquettes basses.',
      'Large burns.': 'Brûlures étendues.',
      'Large Gram-positive bacilli in chains; Bacillus anthracis on culture or PCR.':
        'Grands bacilles à Gram positif en chaînettes ; Bacillus anthracis en culture ou par PCR.',
      'Large Gram-positive rods confirm the case; take swabs before antibiotics where possible.':
        'De grands bacilles à Gram positif confirment le cas ; faire les prélèvements avant les antibiotiques si possible.',
      'Lateral-spined eggs.': 'Œufs à éperon latéral.',
      'Leucocytosis and raised alkaline phosphatase in liver abscess.':
        "Hyperleucocytose et phosphatases alcalines élevées dans l'abcès du foie.",
      'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.':
        'Hyperleucocytose dans la cholécystite ; bilirubine et PAL élevées en cas de calculs du cholédoque.',
      'Leucocytosis supports appendicitis; urine and pregnancy tests exclude UTI and ectopic pregnancy.':
        "Une hyperleucocytose appuie l'appendicite ; les tests urinaires et de grossesse excluent une IU et une grossesse extra-utérine.",
      'Leucocytosis; culture may grow streptococci, E. coli, anaerobes.':
        'Hyperleucocytose ; la culture peut isoler des streptocoques, E. coli, des anaérobies.',
      'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.':
        'Une leucopénie ou un nombre de globules blancs normal appuient une fièvre entérique ; anémie et plaquettes basses dans la forme sévère.',
      'Leucopenia, thrombocytopenia.': 'Leucopénie, thrombopénie.',
      'Level above the treatment line.': 'Taux au-dessus de la ligne de traitement.',
      'Limited tests only when chronic.': "Examens limités seulement si l'urticaire est chronique.",
      'Lipase or amylase > 3 times upper limit of normal.':
        'Lipase ou amylase > 3 fois la limite supérieure de la normale.',
      'Lithium safety.': 'Sécurité du lithium.',
      'Little or no response in bronchiolitis.': 'Peu ou pas de réponse dans la bronchiolite.',
      'Liver mass with high AFP in a hepatitis B carrier or cirrhosis suggests HCC.':
        "Une masse hépatique avec AFP élevée chez un porteur de l'hépatite B ou un cirrhotique évoque un CHC.",
      'Liver or lung metastases in advanced disease.':
        'Métastases hépatiques ou pulmonaires dans la forme avancée.',
      'Lobar or patchy consolidation.': 'Condensation lobaire ou en foyers.',
      'Locates the carious or abscessed tooth.': 'Localise la dent cariée ou abcédée.',
      'Looks for organ damage, diabetes and secondary causes; guides drug choice.':
        'Recherche une atteinte des organes cibles, un diabète et des causes secondaires ; oriente le choix du médicament.',
      'Loss of light touch in the patch.': 'Perte du tact léger dans la tache.',
      'Loss of protective sensation and ulcer risk.':
        "Perte de la sensibilité protectrice et risque d'ulcère.",
      'Low albumin, raised bilirubin and INR, low platelets, low sodium.':
        'Albumine basse, bilirubine et INR élevés, plaquettes basses, sodium bas.',
      'Low albumin; enlarged nodes or liver metastases in advanced disease.':
        'Albumine basse ; adénopathies ou métastases hépatiques dans la forme avancée.',
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        "Une ferritine basse confirme la carence martiale ; la ferritine augmente avec l'inflammation.",
      'Low glucose, anaemia, positive HIV test in some.':
        'Glycémie basse, anémie, test VIH positif chez certains.',
      'Low haemoglobin with rupture.': 'Hémoglobine basse en cas de rupture.',
      'Low haemoglobin, microcytosis.': 'Hémoglobine basse, microcytose.',
      'Low Hb; clot fails to form in 7 minutes in DIC.':
        'Hb basse ; le caillot ne se forme pas en 7 minutes en cas de CIVD.',
      'Low platelets, raised creatinine or blood in urine in severe envenoming.':
        "Plaquettes basses, créatinine élevée ou sang dans les urines dans l'envenimation sévère.",
      'Low potassium, raised creatinine.': 'Potassium bas, créatinine élevée.',
      'Low sodium or potassium.': 'Sodium ou potassium bas.',
      'Low TSH in thyrotoxicosis; low potassium or magnesium.':
        'TSH basse dans la thyrotoxicose ; potassium ou magnésium bas.',
      'Low-lying placenta, or retroplacental clot.': 'Placenta bas inséré, ou caillot rétroplacentaire.',
      'LVEF < 45% (< 45% defines PPCM), dilated left ventricle.':
        'FEVG < 45% (< 45% définit la CMPP), ventricule gauche dilaté.',
      'Lymphocytic exudate, raised ADA; HIV positive in many.':
        'Exsudat lymphocytaire, ADA élevée ; VIH positif chez beaucoup.',
      'Lymphoma on histology; starry-sky appearance in Burkitt.':
        "Lymphome à l'histologie ; aspect en ciel étoilé dans le Burkitt.",
    },
  },
];
