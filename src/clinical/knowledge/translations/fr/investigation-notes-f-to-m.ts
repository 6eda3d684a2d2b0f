import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with f to m. */
export const frenchInvestigationNotesFToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Falling haemoglobin.': 'Hémoglobine en baisse.',
      'Falling platelets and rising haematocrit signal plasma leakage.':
        'Des plaquettes en baisse et un hématocrite en hausse signalent une fuite plasmatique.',
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
      'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).':
        'Ulcère gastrique ou duodénal, gastrite, ou examen normal (dyspepsie fonctionnelle).',
      'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.': 'GCS 13-15 mineur, 9-12 modéré, ≤ 8 grave.',
      'Glaucoma is silent until late.': "Le glaucome reste silencieux jusqu'à un stade tardif.",
      'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).':
        "Glycémie < 3.9 mmol/L (< 3.0 mmol/L cliniquement significative ; < 2.5 mmol/L chez l'enfant malade).",
      'Glucose >= 3 mmol/L.': 'Glycémie >= 3 mmol/L.',
      'Glucose or HbA1c above the diagnostic threshold.':
        'Glycémie ou HbA1c au-dessus du seuil diagnostique.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'La conjonctivite gonococcique menace la vue en quelques jours.',
      'Gonococcus (days 2-5) or chlamydia (days 5-14).': 'Gonocoque (jours 2-5) ou chlamydia (jours 5-14).',
      'Grade 0, 1 or 2 disability.': 'Handicap de degré 0, 1 ou 2.',
      'Grades severity and response to treatment.': 'Classe la sévérité et la réponse au traitement.',
      'Gram-negative diplococci: gonococcus.': 'Diplocoques à Gram négatif : gonocoque.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplocoques à Gram négatif intracellulaires (gonococcie).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        "Diplocoques à Gram négatif intracellulaires dans l'infection gonococcique.",
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
      'Hb < 11 g/dL; < 7 severe.': 'Hb < 11 g/dL ; < 7 sévère.',
      'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.':
        "Hb sous le seuil de l'OMS (p. ex. < 12 g/dL chez la femme non enceinte, < 13 chez l'homme, < 11 pendant la grossesse et chez l'enfant de 6-59 mois) avec VGM bas.",
      'HBsAg positive in hepatitis B; anti-HCV positive (confirm with HCV RNA) in hepatitis C.':
        "AgHBs positif dans l'hépatite B ; anti-VHC positif (à confirmer par l'ARN du VHC) dans l'hépatite C.",
      'HBsAg positive in many patients in the region.':
        'AgHBs positif chez de nombreux patients de la région.',
      'HBsAg positive; cirrhosis.': 'AgHBs positif ; cirrhose.',
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
      'Hypoglycaemia mimics and worsens brain injury.':
        "L'hypoglycémie imite et aggrave la lésion cérébrale.",
      'Hypoglycaemia occurs in children, pregnant women and on quinine.':
        "L'hypoglycémie survient chez l'enfant, la femme enceinte et sous quinine.",
      'Hypoglycaemia, hypoxia, fever or shock point to the cause.':
        'Une hypoglycémie, une hypoxie, une fièvre ou un choc orientent vers la cause.',
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
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        "Identifie la maladie à VIH avancée (CD4 < 200) et le besoin de dépistage de l'antigène cryptococcique et de prophylaxie.",
      'Identifies AF, flutter, SVT or ventricular tachycardia and the ventricular rate.':
        'Identifie une FA, un flutter, une TSV ou une tachycardie ventriculaire et la fréquence ventriculaire.',
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        "Identifie Ascaris, Trichuris et l'ankylostome ; non requis avant un déparasitage de masse.",
      'Identifies the allergen.': "Identifie l'allergène.",
      'Identifies the organism (Staphylococcus aureus, Salmonella in sickle cell disease).':
        'Identifie le germe (Staphylococcus aureus, Salmonella chez le drépanocytaire).',
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
      'Infection or hyponatraemia in many older patients.':
        'Infection ou hyponatrémie chez de nombreux patients âgés.',
      'Infection, blood.': 'Infection, sang.',
      'Infection, electrolytes and kidney failure.': 'Infection, électrolytes et insuffisance rénale.',
      'Inflammation, obstruction of the bile duct, pancreatitis.':
        'Inflammation, obstruction de la voie biliaire, pancréatite.',
      'Inflammation; sickle cell disease changes the likely organism.':
        'Inflammation ; la drépanocytose modifie le germe probable.',
      'Influenza A or B detected.': 'Grippe A ou B détectée.',
      'Intact distal circulation and sensation.': 'Circulation et sensibilité distales intactes.',
      'IOP > 21 mmHg, cupped disc, field loss.':
        'PIO > 21 mmHg, excavation papillaire, atteinte du champ visuel.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Carence martiale (microcytaire) versus carence en folates, drépanocytose, VIH.',
      'Irregular stricture; squamous cell carcinoma on histology.':
        "Sténose irrégulière ; carcinome épidermoïde à l'histologie.",
      'Irregularly irregular rhythm without P waves (AF); regular narrow-complex tachycardia (SVT).':
        'Rythme irrégulièrement irrégulier sans ondes P (FA) ; tachycardie régulière à complexes fins (TSV).',
      'Joint effusion early; periosteal reaction and sequestrum later.':
        'Épanchement articulaire au début ; réaction périostée et séquestre plus tard.',
      'Joint space narrowing, osteophytes, subchondral sclerosis.':
        "Pincement de l'interligne articulaire, ostéophytes, sclérose sous-chondrale.",
      'Ketonuria; > 5% weight loss.': 'Cétonurie ; perte de poids > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Une cétose évoque une carence en insuline (type 1 ou acidocétose) et modifie la prise en charge.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        "Fonction rénale et preuve d'une infection streptococcique récente ; le C3 est bas et se normalise en 8 semaines.",
      'Kidney function and infection.': 'Fonction rénale et infection.',
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
      'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.':
        'Une leucopénie ou un nombre de globules blancs normal appuient une fièvre entérique ; anémie et plaquettes basses dans la forme sévère.',
      'Leucopenia, thrombocytopenia.': 'Leucopénie, thrombopénie.',
      'Limited tests only when chronic.': "Examens limités seulement si l'urticaire est chronique.",
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
      'Low haemoglobin, microcytosis.': 'Hémoglobine basse, microcytose.',
      'Low potassium, raised creatinine.': 'Potassium bas, créatinine élevée.',
      'Low sodium or potassium.': 'Sodium ou potassium bas.',
      'Low TSH in thyrotoxicosis; low potassium or magnesium.':
        'TSH basse dans la thyrotoxicose ; potassium ou magnésium bas.',
      'LVEF < 45% (< 45% defines PPCM), dilated left ventricle.':
        'FEVG < 45% (< 45% définit la CMPP), ventricule gauche dilaté.',
      'Lymphocytic exudate, raised ADA; HIV positive in many.':
        'Exsudat lymphocytaire, ADA élevée ; VIH positif chez beaucoup.',
      'Lymphoma on histology; starry-sky appearance in Burkitt.':
        "Lymphome à l'histologie ; aspect en ciel étoilé dans le Burkitt.",
      'Malaria and pneumonia overlap in febrile children.':
        "Le paludisme et la pneumonie se chevauchent chez l'enfant fébrile.",
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        "Le paludisme provoque une anémie ; Hb < 5 g/dL chez l'enfant ou < 7 g/dL chez l'adulte le rend grave.",
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        "Le paludisme se présente souvent avec vomissements et diarrhée chez l'enfant.",
      'Malaria is the main differential of acute fever.':
        "Le paludisme est le principal diagnostic différentiel d'une fièvre aiguë.",
      'Malaria or hookworm in some.': 'Paludisme ou ankylostome chez certaines.',
      'Malaria, typhoid and leptospirosis also cause fever with jaundice.':
        'Le paludisme, la typhoïde et la leptospirose donnent aussi de la fièvre avec ictère.',
      'Malnutrition worsens outcome and needs vitamin A and feeding support.':
        'La malnutrition aggrave le pronostic et demande de la vitamine A et un soutien nutritionnel.',
      'Many pus cells and red cells; no E. histolytica trophozoites.':
        "Nombreux leucocytes et hématies ; pas de trophozoïtes d'E. histolytica.",
      'Marked lymphocytosis supports the diagnosis; hypoxaemia needs oxygen.':
        "Une lymphocytose marquée appuie le diagnostic ; l'hypoxémie demande de l'oxygène.",
      'Maternal STI.': 'IST maternelle.',
      'Measles IgM positive.': 'IgM de la rougeole positives.',
      'Measures harmful use and dependence; liver damage.':
        "Mesure l'usage nocif et la dépendance ; atteinte hépatique.",
      'Mediastinal or abdominal nodes; raised LDH.':
        'Adénopathies médiastinales ou abdominales ; LDH élevées.',
      'Men, pregnant women, children, recurrence or treatment failure.':
        'Hommes, femmes enceintes, enfants, récidive ou échec du traitement.',
      'Meniscus and blunted costophrenic angle; loculations in empyema.':
        "Ligne bordante et comblement du cul-de-sac costodiaphragmatique ; cloisonnements dans l'empyème.",
      'Microcytic hypochromic picture in iron deficiency.':
        'Aspect microcytaire hypochrome dans la carence martiale.',
      'Microfilariae emerge from the snips; Ov16 antibodies.':
        'Des microfilaires sortent des biopsies cutanées exsangues ; anticorps Ov16.',
      'Microfilariae in the anterior chamber, keratitis, chorioretinitis.':
        'Microfilaires dans la chambre antérieure, kératite, choriorétinite.',
      'Microhaematuria is a proxy for S. haematobium in endemic areas.':
        "La microhématurie est un indicateur de S. haematobium en zone d'endémie.",
      'Microscopic haematuria; no nitrites.': 'Hématurie microscopique ; pas de nitrites.',
      'Migraine needs no test when the history is typical and examination normal.':
        "La migraine ne demande pas d'examen quand l'histoire est typique et l'examen normal.",
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Acariens, œufs ou déjections dans un grattage de sillon.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Insuffisance mitrale, valves mitrales épaissies, rétrécissement mitral ou insuffisance aortique.',
      'Mitral stenosis or dilated left atrium in many patients in the region.':
        'Rétrécissement mitral ou oreillette gauche dilatée chez de nombreux patients de la région.',
      'Most Kaposi sarcoma is HIV-associated; ART is the base of treatment.':
        'La plupart des sarcomes de Kaposi sont associés au VIH ; le TAR est la base du traitement.',
      'MPXV DNA detected (clade I or II).': 'ADN du MPXV détecté (clade I ou II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB détecté ; résistance à la rifampicine non détectée.',
      'MTB not detected (otherwise treat TB first).':
        "MTB non détecté (sinon traiter d'abord la tuberculose).",
      'MTB not detected.': 'MTB non détecté.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.': 'PB 115-124 mm ou P/T de -3 à -2 z, sans œdèmes.',
      'MUAC < 115 mm or oedema; a child who eats the RUTF without difficulty can go to outpatient care.':
        "PB < 115 mm ou œdèmes ; un enfant qui mange l'ATPE sans difficulté peut être pris en charge en ambulatoire.",
      'MUAC >= 125 mm in uncomplicated cases.': 'PB >= 125 mm dans les cas non compliqués.',
      'Multiple pregnancy or molar pregnancy cause severe vomiting.':
        'Une grossesse multiple ou molaire provoque des vomissements sévères.',
      'Mumps IgM positive or RNA detected.': 'IgM des oreillons positives ou ARN détecté.',
    },
  },
];
