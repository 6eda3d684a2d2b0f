import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with h to o. */
export const frenchInvestigationNotesHToO: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
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
      'Hyponatraemia and hypokalaemia need correcting.':
        "L'hyponatrémie et l'hypokaliémie doivent être corrigées.",
      'Hypoxaemia and hypercapnia decide oxygen target and ventilation.':
        "L'hypoxémie et l'hypercapnie déterminent la cible d'oxygène et la ventilation.",
      'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).':
        "L'hypoxémie et une FR >= 30 définissent la gravité (CURB-65, PCIMAA).",
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        "Identifie la maladie à VIH avancée (CD4 < 200) et le besoin de dépistage de l'antigène cryptococcique et de prophylaxie.",
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        "Identifie Ascaris, Trichuris et l'ankylostome ; non requis avant un déparasitage de masse.",
      'Identifies the allergen.': "Identifie l'allergène.",
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
      'Influenza A or B detected.': 'Grippe A ou B détectée.',
      'Intact distal circulation and sensation.': 'Circulation et sensibilité distales intactes.',
      'IOP > 21 mmHg, cupped disc, field loss.':
        'PIO > 21 mmHg, excavation papillaire, atteinte du champ visuel.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Carence martiale (microcytaire) versus carence en folates, drépanocytose, VIH.',
      'Ketonuria; > 5% weight loss.': 'Cétonurie ; perte de poids > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Une cétose évoque une carence en insuline (type 1 ou acidocétose) et modifie la prise en charge.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        "Fonction rénale et preuve d'une infection streptococcique récente ; le C3 est bas et se normalise en 8 semaines.",
      'Kidney function and infection.': 'Fonction rénale et infection.',
      'Large burns.': 'Brûlures étendues.',
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
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        "Une ferritine basse confirme la carence martiale ; la ferritine augmente avec l'inflammation.",
      'Low haemoglobin, microcytosis.': 'Hémoglobine basse, microcytose.',
      'Low sodium or potassium.': 'Sodium ou potassium bas.',
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
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Acariens, œufs ou déjections dans un grattage de sillon.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Insuffisance mitrale, valves mitrales épaissies, rétrécissement mitral ou insuffisance aortique.',
      'Most Kaposi sarcoma is HIV-associated; ART is the base of treatment.':
        'La plupart des sarcomes de Kaposi sont associés au VIH ; le TAR est la base du traitement.',
      'MPXV DNA detected (clade I or II).': 'ADN du MPXV détecté (clade I ou II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB détecté ; résistance à la rifampicine non détectée.',
      'MTB not detected (otherwise treat TB first).':
        "MTB non détecté (sinon traiter d'abord la tuberculose).",
      'MTB not detected.': 'MTB non détecté.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.': 'PB 115-124 mm ou P/T de -3 à -2 z, sans œdèmes.',
      'MUAC >= 125 mm in uncomplicated cases.': 'PB >= 125 mm dans les cas non compliqués.',
      'Multiple pregnancy or molar pregnancy cause severe vomiting.':
        'Une grossesse multiple ou molaire provoque des vomissements sévères.',
      'Mumps IgM positive or RNA detected.': 'IgM des oreillons positives ou ARN détecté.',
      'Needle-shaped negatively birefringent crystals; no organisms.':
        'Cristaux en aiguille biréfringents négatifs ; pas de germes.',
      'Negative in pure vaginitis.': 'Négatif dans une vaginite pure.',
      'Negative malaria test in viral hepatitis.': "Test du paludisme négatif dans l'hépatite virale.",
      'Negative malaria test.': 'Test du paludisme négatif.',
      'Negative malaria test; normal or low white count.':
        'Test du paludisme négatif ; nombre de globules blancs normal ou bas.',
      'Negative malaria test; thrombocytopenia.': 'Test du paludisme négatif ; thrombopénie.',
      'Negative or positive.': 'Négatif ou positif.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        "Cétones négatives ou à l'état de traces dans le diabète de type 2 non compliqué.",
      'Negative.': 'Négatif.',
      'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.':
        "Des cristaux d'urate biréfringents négatifs confirment la goutte et excluent une arthrite septique.",
      'Nephritic urine.': 'Urines de néphrite.',
      'Nephrotic-range proteinuria defines the syndrome.': 'Une protéinurie néphrotique définit le syndrome.',
      'Neurovascular injury.': 'Lésion vasculo-nerveuse.',
      'Neutrophil leucocytosis.': 'Hyperleucocytose à polynucléaires neutrophiles.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrites et/ou leucocytes estérases positifs.',
      'No fungal elements.': "Pas d'éléments fongiques.",
      'No or some dehydration.': 'Pas de déshydratation ou déshydratation modérée.',
      'No, some or severe dehydration.': 'Pas de déshydratation, déshydratation modérée ou sévère.',
      'Nodular goitre and cancer.': 'Goitre nodulaire et cancer.',
      'Normal at first.': 'Normal au début.',
      'Normal creatinine.': 'Créatinine normale.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        "Créatinine normale ; pas d'hyperleucocytose dans une colique non compliquée.",
      'Normal examination, sometimes pericranial muscle tenderness.':
        'Examen normal, parfois sensibilité des muscles péricrâniens.',
      'Normal in primary depression.': 'Normal dans la dépression primaire.',
      'Normal kidneys.': 'Reins normaux.',
      'Normal neurology; pain on movement.': 'Examen neurologique normal ; douleur à la mobilisation.',
      'Normal neutrophil count.': 'Nombre de neutrophiles normal.',
      'Normal or low white cell count.': 'Nombre de globules blancs normal ou bas.',
      'Normal or mildly low haemoglobin; platelets often low.':
        'Hémoglobine normale ou légèrement basse ; plaquettes souvent basses.',
      'Normal respiratory rate; negative malaria test.':
        'Fréquence respiratoire normale ; test du paludisme négatif.',
      'Normal results.': 'Résultats normaux.',
      'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.':
        'Une vision normale et une cornée claire distinguent la conjonctivite des yeux rouges menaçant la vue.',
      'Normal vision, diffuse redness, no corneal staining.':
        'Vision normale, rougeur diffuse, pas de prise de fluorescéine cornéenne.',
      'Normal.': 'Normal.',
      'Normocytic anaemia, raised cholesterol.': 'Anémie normocytaire, cholestérol élevé.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        "NT-proBNP > 300 pg/mL dans l'IC aiguë ; hyponatrémie dans l'IC sévère.",
      'Obstruction, abscess or stones.': 'Obstruction, abcès ou calculs.',
      'Obstructive kidney injury.': 'Insuffisance rénale obstructive.',
      'Often < 200 cells/mm3 in late presenters.':
        'Souvent < 200 cellules/mm3 chez les patients dépistés tardivement.',
      'Often normal; leucocytes and nitrites with infection.':
        "Souvent normal ; leucocytes et nitrites en cas d'infection.",
      'Often normal; low potassium in prolonged diarrhoea.':
        'Souvent normal ; potassium bas en cas de diarrhée prolongée.',
      'One of the patterns.': "L'un des tableaux.",
      'One of the three organisms.': "L'un des trois germes.",
      'Other causes of painful swallowing (CMV, herpes, cancer).':
        'Autres causes de déglutition douloureuse (CMV, herpès, cancer).',
    },
  },
];
