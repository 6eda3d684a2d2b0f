import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with digits to p. */
export const frenchInvestigationNotesDigitsToP: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 50 copies/mL on effective ART.': '< 50 copies/mL sous TAR efficace.',
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        "Incompatibilité ABO/Rh ou déficit en G6PD dans l'ictère hémolytique.",
      'Above the phototherapy line for age and risk.':
        "Au-dessus de la courbe de photothérapie pour l'âge et le risque.",
      'Abscess needs drainage; spreading margin shows response.':
        "Un abcès doit être drainé ; l'évolution de la limite montre la réponse.",
      'Acute urticaria is a clinical diagnosis.': "L'urticaire aiguë est un diagnostic clinique.",
      'Albumin < 25 g/L; cholesterol raised.': 'Albumine < 25 g/L ; cholestérol élevé.',
      'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.':
        'Albuminurie, DFGe réduit, rétinopathie ou neuropathie dans une maladie ancienne.',
      'All people with presumptive TB should know their HIV status.':
        'Toute personne présumée tuberculeuse doit connaître son statut VIH.',
      'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.':
        'PAL élevées, phosphate bas, calcium bas ou normal, 25-OH D < 30 nmol/L.',
      'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.':
        "ALAT souvent au-dessus de 10 fois la limite supérieure dans l'hépatite virale aiguë ; un INR élevé signe une forme grave.",
      'Anaemia and dyslipidaemia; dose needs rise in pregnancy.':
        'Anémie et dyslipidémie ; les besoins en dose augmentent pendant la grossesse.',
      'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.':
        "L'anémie et la maladie rénale aggravent l'insuffisance cardiaque ; les électrolytes guident les diurétiques et les IEC ; un BNP normal rend l'IC peu probable.",
      'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.':
        'APRI > 0.5 ou ADN du VHB > 2000 UI/mL avec ALAT élevées plaide pour le traitement.',
      'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.':
        'Arythmie (fibrillation atriale), ischémie, HVG ; cardiomégalie et congestion pulmonaire.',
      'ASO raised, C3 low, creatinine normal or raised.':
        'ASLO élevées, C3 bas, créatinine normale ou élevée.',
      'At 3 months after ART start, then per national schedule.':
        'À 3 mois après le début du TAR, puis selon le calendrier national.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Bilan initial des complications et du risque cardiovasculaire ; la dose de metformine dépend du DFGe.',
      'Baseline for agranulocytosis.': "Bilan initial avant le risque d'agranulocytose.",
      'Baseline for tenofovir-based ART and co-infections.':
        'Bilan initial avant un TAR à base de ténofovir et recherche de co-infections.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Sang 2-3+, protéines 1-2+, cylindres hématiques.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Du sang dans les urines appuie un calcul ; une infection ou une grossesse modifient la prise en charge.',
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Des sillons et des papules prurigineuses aux sites typiques, avec des membres du foyer qui se grattent, suffisent pour traiter.',
      'Burrows in the finger webs (scabies).': 'Sillons dans les espaces interdigitaux (gale).',
      'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.':
        "Cardiomégalie, redistribution vers les sommets ou épanchements ; FA ou HVG à l'ECG.",
      'Cervicitis needs different treatment.': 'Une cervicite demande un autre traitement.',
      'Changes the choice of antibiotic.': "Modifie le choix de l'antibiotique.",
      'Classifies moderate versus severe wasting.': "Distingue l'émaciation modérée de l'émaciation sévère.",
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Un paludisme associé est fréquent ; le VIH modifie le diagnostic différentiel (PCP, tuberculose).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Co-infection fréquente dans la mpox acquise par voie sexuelle ; une maladie à VIH avancée aggrave le pronostic.',
      'Common underlying causes.': 'Causes sous-jacentes fréquentes.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'La confirmation est habituellement rétrospective : traiter dès la suspicion clinique.',
      'Confirms aetiology; treat syndromically when tests are not available.':
        "Confirme l'étiologie ; traiter selon l'approche syndromique quand les tests ne sont pas disponibles.",
      'Confirms anaemia and microcytosis.': "Confirme l'anémie et la microcytose.",
      'Confirms and sizes the effusion; guides tapping.':
        "Confirme et mesure l'épanchement ; guide la ponction.",
      'Confirms consolidation; looks for effusion, cavities (TB).':
        'Confirme la condensation ; recherche un épanchement, des cavernes (tuberculose).',
      'Confirms gallstones and cholecystitis; measures the bile duct.':
        'Confirme les calculs et la cholécystite ; mesure la voie biliaire principale.',
      'Confirms group A streptococcus.': 'Confirme le streptocoque du groupe A.',
      'Confirms heart failure, ejection fraction and cause (hypertensive, valvular/rheumatic, cardiomyopathy, pericardial effusion).':
        "Confirme l'insuffisance cardiaque, la fraction d'éjection et la cause (hypertensive, valvulaire/rhumatismale, cardiomyopathie, épanchement péricardique).",
      'Confirms hepatitis and screens for liver failure.':
        "Confirme l'hépatite et dépiste une insuffisance hépatique.",
      'Confirms hypertension (>= 140/90 mmHg) before lifelong treatment, except when >= 180/110 mmHg.':
        "Confirme l'hypertension (>= 140/90 mmHg) avant un traitement à vie, sauf si >= 180/110 mmHg.",
      'Confirms hypoalbuminaemia and looks for secondary causes common in Africa.':
        "Confirme l'hypoalbuminémie et recherche les causes secondaires fréquentes en Afrique.",
      'Confirms influenza; a negative rapid test does not exclude it.':
        "Confirme la grippe ; un test rapide négatif ne l'exclut pas.",
      'Confirms microfilariae in the skin.': 'Confirme la présence de microfilaires dans la peau.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Confirme le rachitisme et distingue la carence en vitamine D de la carence en calcium.',
      'Confirms the diagnosis; notifiable.': 'Confirme le diagnostic ; à déclaration obligatoire.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Confirme la thyrotoxicose ; une TSH normale avec goitre signe un goitre simple.',
      'Corneal opacity reduces vision.': "L'opacité cornéenne réduit la vision.",
      'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.':
        'Métaphyses en cupule, élargies et effilochées ; ligne de consolidation après 3 mois.',
      'Decides phototherapy or exchange transfusion.':
        "Décide de la photothérapie ou de l'exsanguinotransfusion.",
      'Decides Plan A, B or C and the place of treatment.':
        'Détermine le Plan A, B ou C et le lieu de traitement.',
      'Defines and grades anaemia.': "Définit et classe l'anémie.",
      'Dehydration needs rehydration alongside the antibiotic.':
        "La déshydratation demande une réhydratation en plus de l'antibiotique.",
      'Detects viral or secondary pneumonia.': 'Détecte une pneumonie virale ou secondaire.',
      'Diagnosis and follow-up of healing.': 'Diagnostic et suivi de la guérison.',
      'Diagnosis before ART.': 'Diagnostic avant le TAR.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        "Diagnostic : à jeun >= 7.0 mmol/L, au hasard >= 11.1 mmol/L avec symptômes, ou HbA1c >= 6.5% ; répéter en l'absence de symptômes.",
      'Diffuse goitre (Graves) or nodules.': 'Goitre diffus (Basedow) ou nodules.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Bandelette 3+ ou plus ; RPCU ≥ 200 mg/mmol.',
      'Doxycycline is avoided in pregnancy.': 'La doxycycline est évitée pendant la grossesse.',
      'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).':
        'E. coli >= 10^5 UFC/mL (des numérations plus basses sont significatives en présence de symptômes).',
      'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.': 'DFGe < 60 mL/min/1.73 m2 et/ou RAC >= 30 mg/g.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Chaque consultation pour IST est une occasion de dépister le VIH et la syphilis.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Exclure un paludisme ; des plaquettes basses et des transaminases élevées appuient une rickettsiose.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exsudat ou transsudat ; du pus ou un pH < 7.2 imposent un drainage ; un exsudat lymphocytaire avec ADA élevée signe une tuberculose.',
      'Fast breathing and/or chest indrawing.': 'Respiration rapide et/ou tirage sous-costal.',
      'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.':
        "Ferritine < 15 microgrammes/L (< 30 en cas d'inflammation) ; hématies en crayon sur le frottis.",
      'Fever and aches overlap with malaria.':
        'La fièvre et les courbatures se confondent avec le paludisme.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        "Follicules (TF) ou épaississement inflammatoire (TI) chez l'enfant ; cicatrices et trichiasis chez l'adulte.",
      'Glucose >= 3 mmol/L.': 'Glycémie >= 3 mmol/L.',
      'Glucose or HbA1c above the diagnostic threshold.':
        'Glycémie ou HbA1c au-dessus du seuil diagnostique.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplocoques à Gram négatif intracellulaires (gonococcie).',
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
      'Helminth ova.': "Œufs d'helminthes.",
      'Hepatitis B and C are the causes with specific long-term treatment.':
        'Les hépatites B et C sont les causes ayant un traitement spécifique au long cours.',
      'HIV positive in many TB effusions.': 'VIH positif dans de nombreux épanchements tuberculeux.',
      'HIV-exposed children need PCP consideration.': "Chez l'enfant exposé au VIH, penser à la PCP.",
      'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.':
        "L'ankylostome et les pertes sanguines sont des causes fréquentes ; le paludisme et la drépanocytose donnent d'autres anémies.",
      'Hookworm causes iron-deficiency anaemia.': "L'ankylostome provoque une anémie par carence martiale.",
      'Hookworm ova in endemic areas.': "Œufs d'ankylostome en zone d'endémie.",
      'Hyperinflation; consolidation if pneumonia.':
        'Distension thoracique ; condensation en cas de pneumonie.',
      'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.':
        'Hyperkaliémie, acidose, anémie, phosphate élevé dans la MRC avancée.',
      'Hypo- or hypernatraemia, hypokalaemia and kidney injury.':
        'Hypo- ou hypernatrémie, hypokaliémie et atteinte rénale.',
      'Hypoglycaemia occurs in children, pregnant women and on quinine.':
        "L'hypoglycémie survient chez l'enfant, la femme enceinte et sous quinine.",
      'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).':
        "L'hypoxémie et une FR >= 30 définissent la gravité (CURB-65, PCIMAA).",
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        "Identifie la maladie à VIH avancée (CD4 < 200) et le besoin de dépistage de l'antigène cryptococcique et de prophylaxie.",
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        "Identifie Ascaris, Trichuris et l'ankylostome ; non requis avant un déparasitage de masse.",
      'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.':
        'Classification PCIME : respiration rapide (>= 50/min de 2 à 12 mois, >= 40/min de 1 à 5 ans) ou tirage sous-costal.',
      'Impetigo often complicates itchy skin disease that needs its own treatment.':
        "L'impétigo complique souvent une dermatose prurigineuse qui demande son propre traitement.",
      'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.':
        'La gale surinfectée est une cause fréquente de glomérulonéphrite post-streptococcique en Afrique.',
      'Inflammation, obstruction of the bile duct, pancreatitis.':
        'Inflammation, obstruction de la voie biliaire, pancréatite.',
      'Influenza A or B detected.': 'Grippe A ou B détectée.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Carence martiale (microcytaire) versus carence en folates, drépanocytose, VIH.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Une cétose évoque une carence en insuline (type 1 ou acidocétose) et modifie la prise en charge.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        "Fonction rénale et preuve d'une infection streptococcique récente ; le C3 est bas et se normalise en 8 semaines.",
      'Kidney function and infection.': 'Fonction rénale et infection.',
      'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.':
        'Hyperleucocytose dans la cholécystite ; bilirubine et PAL élevées en cas de calculs du cholédoque.',
      'Limited tests only when chronic.': "Examens limités seulement si l'urticaire est chronique.",
      'Lobar or patchy consolidation.': 'Condensation lobaire ou en foyers.',
      'Looks for organ damage, diabetes and secondary causes; guides drug choice.':
        'Recherche une atteinte des organes cibles, un diabète et des causes secondaires ; oriente le choix du médicament.',
      'Low albumin, raised bilirubin and INR, low platelets, low sodium.':
        'Albumine basse, bilirubine et INR élevés, plaquettes basses, sodium bas.',
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        "Une ferritine basse confirme la carence martiale ; la ferritine augmente avec l'inflammation.",
      'Low haemoglobin, microcytosis.': 'Hémoglobine basse, microcytose.',
      'Malaria and pneumonia overlap in febrile children.':
        "Le paludisme et la pneumonie se chevauchent chez l'enfant fébrile.",
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        "Le paludisme provoque une anémie ; Hb < 5 g/dL chez l'enfant ou < 7 g/dL chez l'adulte le rend grave.",
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        "Le paludisme se présente souvent avec vomissements et diarrhée chez l'enfant.",
      'Malaria or hookworm in some.': 'Paludisme ou ankylostome chez certaines.',
      'Malaria, typhoid and leptospirosis also cause fever with jaundice.':
        'Le paludisme, la typhoïde et la leptospirose donnent aussi de la fièvre avec ictère.',
      'Many pus cells and red cells; no E. histolytica trophozoites.':
        "Nombreux leucocytes et hématies ; pas de trophozoïtes d'E. histolytica.",
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
      'Microscopic haematuria; no nitrites.': 'Hématurie microscopique ; pas de nitrites.',
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Acariens, œufs ou déjections dans un grattage de sillon.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Insuffisance mitrale, valves mitrales épaissies, rétrécissement mitral ou insuffisance aortique.',
      'MPXV DNA detected (clade I or II).': 'ADN du MPXV détecté (clade I ou II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB détecté ; résistance à la rifampicine non détectée.',
      'MTB not detected (otherwise treat TB first).':
        "MTB non détecté (sinon traiter d'abord la tuberculose).",
      'MTB not detected.': 'MTB non détecté.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.': 'PB 115-124 mm ou P/T de -3 à -2 z, sans œdèmes.',
      'Negative in pure vaginitis.': 'Négatif dans une vaginite pure.',
      'Negative malaria test in viral hepatitis.': "Test du paludisme négatif dans l'hépatite virale.",
      'Negative malaria test.': 'Test du paludisme négatif.',
      'Negative malaria test; thrombocytopenia.': 'Test du paludisme négatif ; thrombopénie.',
      'Negative or positive.': 'Négatif ou positif.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        "Cétones négatives ou à l'état de traces dans le diabète de type 2 non compliqué.",
      'Negative.': 'Négatif.',
      'Nephritic urine.': 'Urines de néphrite.',
      'Nephrotic-range proteinuria defines the syndrome.': 'Une protéinurie néphrotique définit le syndrome.',
      'Neutrophil leucocytosis.': 'Hyperleucocytose à polynucléaires neutrophiles.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrites et/ou leucocytes estérases positifs.',
      'No or some dehydration.': 'Pas de déshydratation ou déshydratation modérée.',
      'No, some or severe dehydration.': 'Pas de déshydratation, déshydratation modérée ou sévère.',
      'Nodular goitre and cancer.': 'Goitre nodulaire et cancer.',
      'Normal creatinine.': 'Créatinine normale.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        "Créatinine normale ; pas d'hyperleucocytose dans une colique non compliquée.",
      'Normal neutrophil count.': 'Nombre de neutrophiles normal.',
      'Normal or mildly low haemoglobin; platelets often low.':
        'Hémoglobine normale ou légèrement basse ; plaquettes souvent basses.',
      'Normal respiratory rate; negative malaria test.':
        'Fréquence respiratoire normale ; test du paludisme négatif.',
      'Normal results.': 'Résultats normaux.',
      'Normal.': 'Normal.',
      'Normocytic anaemia, raised cholesterol.': 'Anémie normocytaire, cholestérol élevé.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        "NT-proBNP > 300 pg/mL dans l'IC aiguë ; hyponatrémie dans l'IC sévère.",
      'Often < 200 cells/mm3 in late presenters.':
        'Souvent < 200 cellules/mm3 chez les patients dépistés tardivement.',
      'Often normal; low potassium in prolonged diarrhoea.':
        'Souvent normal ; potassium bas en cas de diarrhée prolongée.',
      'One of the three organisms.': "L'un des trois germes.",
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Des selles décolorées évoquent une atrésie des voies biliaires (chirurgie avant 60 jours).',
      'Parasitological confirmation before treatment in every suspected case.':
        'Confirmation parasitologique avant traitement pour tout cas suspect.',
      'PCR positive from eschar; four-fold IgG rise.':
        "PCR positive sur l'escarre ; multiplication par quatre des IgG.",
      'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.':
        'pH > 4.5 et cellules cibles (clue cells) : VB ; trichomonas mobiles ; levures bourgeonnantes.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Diagnostics somatiques à évoquer : arythmie, thyrotoxicose, hypoglycémie.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Positif chez environ un quart des patients tuberculeux au Kenya.',
      'Positive syphilis test in syphilitic chancre.':
        'Test de syphilis positif dans le chancre syphilitique.',
      'Positive.': 'Positif.',
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Le traitement préemptif prévient la méningite cryptococcique.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protéinurie, créatinine élevée ou hypertrophie ventriculaire gauche dans une maladie ancienne.',
      'Punctate or sclerosing keratitis in advanced disease.':
        'Kératite ponctuée ou sclérosante dans la maladie avancée.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Leucocytes et hématies orientent vers une dysenterie bacillaire ; des trophozoïtes orientent vers une amibiase.',
    },
  },
];
