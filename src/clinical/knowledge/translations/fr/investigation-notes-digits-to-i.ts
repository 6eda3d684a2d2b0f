import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with digits to i. */
export const frenchInvestigationNotesDigitsToI: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 50 copies/mL on effective ART.': '< 50 copies/mL sous TAR efficace.',
      'A positive smear means multibacillary leprosy.': 'Un frottis positif signe une lèpre multibacillaire.',
      'A red, bulging or perforated drum confirms AOM.': "Un tympan rouge, bombé ou perforé confirme l'OMA.",
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        "Incompatibilité ABO/Rh ou déficit en G6PD dans l'ictère hémolytique.",
      'Above the phototherapy line for age and risk.':
        "Au-dessus de la courbe de photothérapie pour l'âge et le risque.",
      'Abscess needs drainage; spreading margin shows response.':
        "Un abcès doit être drainé ; l'évolution de la limite montre la réponse.",
      'Acid-fast bacilli.': 'Bacilles acido-alcoolo-résistants.',
      'Acute urticaria is a clinical diagnosis.': "L'urticaire aiguë est un diagnostic clinique.",
      'Adenocarcinoma (Gleason/ISUP grade); sclerotic bone metastases.':
        'Adénocarcinome (grade Gleason/ISUP) ; métastases osseuses condensantes.',
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
      'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.':
        'Anémie due au saignement, hydronéphrose (stade IIIB), prise en charge du VIH.',
      'Anaemia; hydronephrosis in advanced disease.': 'Anémie ; hydronéphrose dans la forme avancée.',
      'Antigen positive; Wuchereria bancrofti microfilariae at night.':
        'Antigène positif ; microfilaires de Wuchereria bancrofti la nuit.',
      'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.':
        'APRI > 0.5 ou ADN du VHB > 2000 UI/mL avec ALAT élevées plaide pour le traitement.',
      'Area and depth (superficial, partial, full thickness).':
        'Surface et profondeur (superficielle, intermédiaire, profonde).',
      'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.':
        'Arythmie (fibrillation atriale), ischémie, HVG ; cardiomégalie et congestion pulmonaire.',
      'Ascites, liver texture, portal hypertension, liver cancer; peritonitis.':
        'Ascite, texture du foie, hypertension portale, cancer du foie ; péritonite.',
      'ASO raised, C3 low, creatinine normal or raised.':
        'ASLO élevées, C3 bas, créatinine normale ou élevée.',
      'At 3 months after ART start, then per national schedule.':
        'À 3 mois après le début du TAR, puis selon le calendrier national.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Bilan initial des complications et du risque cardiovasculaire ; la dose de metformine dépend du DFGe.',
      'Baseline for agranulocytosis.': "Bilan initial avant le risque d'agranulocytose.",
      'Baseline for metabolic side effects.': 'Bilan initial des effets indésirables métaboliques.',
      'Baseline for tenofovir-based ART and co-infections.':
        'Bilan initial avant un TAR à base de ténofovir et recherche de co-infections.',
      'Baseline values.': 'Valeurs de référence.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Sang 2-3+, protéines 1-2+, cylindres hématiques.',
      'Blood and protein.': 'Sang et protéines.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Du sang dans les urines appuie un calcul ; une infection ou une grossesse modifient la prise en charge.',
      'Branching fungal hyphae on KOH preparation.': "Filaments mycéliens ramifiés à l'examen direct au KOH.",
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Des sillons et des papules prurigineuses aux sites typiques, avec des membres du foyer qui se grattent, suffisent pour traiter.',
      'Burrows in the finger webs (scabies).': 'Sillons dans les espaces interdigitaux (gale).',
      'Cardiomegaly, pulmonary congestion; anticoagulation monitoring.':
        "Cardiomégalie, congestion pulmonaire ; surveillance de l'anticoagulation.",
      'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.':
        "Cardiomégalie, redistribution vers les sommets ou épanchements ; FA ou HVG à l'ECG.",
      'Case confirmation for surveillance (suspected case: fever, maculopapular rash and cough, coryza or conjunctivitis).':
        'Confirmation des cas pour la surveillance (cas suspect : fièvre, éruption maculopapuleuse et toux, coryza ou conjonctivite).',
      'Cataract dims the red reflex; pinhole separates refractive error.':
        'La cataracte atténue le reflet rétinien ; le trou sténopéique distingue une erreur de réfraction.',
      'Cause and liver reserve (Child-Pugh) decide treatment.':
        'La cause et la réserve hépatique (Child-Pugh) décident du traitement.',
      'Cavity, tender tooth on percussion, periapical radiolucency.':
        'Cavité, dent douloureuse à la percussion, image claire périapicale.',
      'Cervicitis needs different treatment.': 'Une cervicite demande un autre traitement.',
      'Changes the choice of antibiotic.': "Modifie le choix de l'antibiotique.",
      'CIWA-Ar ≥ 10: treat withdrawal.': 'CIWA-Ar ≥ 10 : traiter le sevrage.',
      'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.':
        'La MRC est un DFGe < 60 ou une albuminurie depuis plus de 3 mois ; la classification par DFG et albuminurie guide la prise en charge.',
      'Classifies moderate versus severe wasting.': "Distingue l'émaciation modérée de l'émaciation sévère.",
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Un paludisme associé est fréquent ; le VIH modifie le diagnostic différentiel (PCP, tuberculose).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Co-infection fréquente dans la mpox acquise par voie sexuelle ; une maladie à VIH avancée aggrave le pronostic.',
      'Common underlying causes.': 'Causes sous-jacentes fréquentes.',
      'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).':
        'Complications et causes (diabète, hypertension, néphropathie associée au VIH).',
      'Conductive hearing loss.': 'Surdité de transmission.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'La confirmation est habituellement rétrospective : traiter dès la suspicion clinique.',
      'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.':
        "Confirme un dermatophyte avant un long traitement oral (cuir chevelu, ongles) et distingue la teigne de l'eczéma ou du psoriasis.",
      'Confirms aetiology; treat syndromically when tests are not available.':
        "Confirme l'étiologie ; traiter selon l'approche syndromique quand les tests ne sont pas disponibles.",
      'Confirms anaemia and microcytosis.': "Confirme l'anémie et la microcytose.",
      'Confirms and classifies the fracture.': 'Confirme et classe la fracture.',
      'Confirms and sizes the effusion; guides tapping.':
        "Confirme et mesure l'épanchement ; guide la ponction.",
      'Confirms cancer; screening finds precancer.':
        'Confirme le cancer ; le dépistage trouve les lésions précancéreuses.',
      'Confirms carditis and valve disease (mitral regurgitation or stenosis) and their severity.':
        "Confirme la cardite et l'atteinte valvulaire (insuffisance ou rétrécissement mitral) et leur sévérité.",
      'Confirms consolidation; looks for effusion, cavities (TB).':
        'Confirme la condensation ; recherche un épanchement, des cavernes (tuberculose).',
      'Confirms COPD: post-bronchodilator FEV1/FVC < 0.7.':
        'Confirme la BPCO : VEMS/CVF (FEV1/FVC) après bronchodilatateur < 0.7.',
      'Confirms gallstones and cholecystitis; measures the bile duct.':
        'Confirme les calculs et la cholécystite ; mesure la voie biliaire principale.',
      'Confirms group A streptococcus.': 'Confirme le streptocoque du groupe A.',
      'Confirms heart failure, ejection fraction and cause (hypertensive, valvular/rheumatic, cardiomyopathy, pericardial effusion).':
        "Confirme l'insuffisance cardiaque, la fraction d'éjection et la cause (hypertensive, valvulaire/rhumatismale, cardiomyopathie, épanchement péricardique).",
      'Confirms hepatitis and screens for liver failure.':
        "Confirme l'hépatite et dépiste une insuffisance hépatique.",
      'Confirms hydrocele before surgery; filarial dance sign.':
        "Confirme l'hydrocèle avant la chirurgie ; signe de la danse des filaires.",
      'Confirms hypertension (>= 140/90 mmHg) before lifelong treatment, except when >= 180/110 mmHg.':
        "Confirme l'hypertension (>= 140/90 mmHg) avant un traitement à vie, sauf si >= 180/110 mmHg.",
      'Confirms hypoalbuminaemia and looks for secondary causes common in Africa.':
        "Confirme l'hypoalbuminémie et recherche les causes secondaires fréquentes en Afrique.",
      'Confirms infection and guides therapy.': "Confirme l'infection et guide le traitement.",
      'Confirms infection; often negative in established lymphoedema.':
        "Confirme l'infection ; souvent négatif dans le lymphœdème constitué.",
      'Confirms influenza; a negative rapid test does not exclude it.':
        "Confirme la grippe ; un test rapide négatif ne l'exclut pas.",
      'Confirms intestinal schistosomiasis.': 'Confirme la schistosomiase intestinale.',
      'Confirms microfilariae in the skin.': 'Confirme la présence de microfilaires dans la peau.',
      'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.':
        'Confirme les épidémies ; une parotidite bactérienne (pus au canal, unilatérale, très douloureuse) demande des antibiotiques.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Confirme le rachitisme et distingue la carence en vitamine D de la carence en calcium.',
      'Confirms the diagnosis when unsure.': 'Confirme le diagnostic en cas de doute.',
      'Confirms the diagnosis; notifiable.': 'Confirme le diagnostic ; à déclaration obligatoire.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Confirme la thyrotoxicose ; une TSH normale avec goitre signe un goitre simple.',
      'Confirms urinary schistosomiasis.': 'Confirme la schistosomiase urinaire.',
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
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'La démence est un diagnostic de déclin sur des mois sans obnubilation ; rechercher les causes curables.',
      'Detects viral or secondary pneumonia.': 'Détecte une pneumonie virale ou secondaire.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Le diabète et le VIH prédisposent aux mycoses cutanées étendues.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Diabète, VIH, carence en B12, insuffisance rénale.',
      'Diagnosis and follow-up of healing.': 'Diagnostic et suivi de la guérison.',
      'Diagnosis before ART.': 'Diagnostic avant le TAR.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Le diagnostic est clinique : perte de sensibilité dans une tache, nerf épaissi, ou frottis positif ; ≤ 5 taches correspond à la forme paucibacillaire.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        "Diagnostic : à jeun >= 7.0 mmol/L, au hasard >= 11.1 mmol/L avec symptômes, ou HbA1c >= 6.5% ; répéter en l'absence de symptômes.",
      'Diffuse goitre (Graves) or nodules.': 'Goitre diffus (Basedow) ou nodules.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Bandelette 3+ ou plus ; RPCU ≥ 200 mg/mmol.',
      'Doxycycline is avoided in pregnancy.': 'La doxycycline est évitée pendant la grossesse.',
      'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).':
        'E. coli >= 10^5 UFC/mL (des numérations plus basses sont significatives en présence de symptômes).',
      'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.': 'DFGe < 60 mL/min/1.73 m2 et/ou RAC >= 30 mg/g.',
      'Enlarged heart or left atrium.': 'Cœur ou oreillette gauche dilatés.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Chaque consultation pour IST est une occasion de dépister le VIH et la syphilis.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        "Preuve d'une infection streptococcique récente et d'une inflammation pour les critères de Jones révisés.",
      'Exclude malaria in every febrile patient.': 'Exclure un paludisme chez tout patient fébrile.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Exclure un paludisme ; des plaquettes basses et des transaminases élevées appuient une rickettsiose.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Exclure une infection urinaire et un paludisme comme causes des vomissements.',
      'Excludes tinea and scabies.': 'Exclut la teigne et la gale.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exsudat ou transsudat ; du pus ou un pH < 7.2 imposent un drainage ; un exsudat lymphocytaire avec ADA élevée signe une tuberculose.',
      'Fast breathing and/or chest indrawing.': 'Respiration rapide et/ou tirage sous-costal.',
      'Febrile differential; pregnancy changes management.':
        'Diagnostic différentiel de la fièvre ; la grossesse modifie la prise en charge.',
      'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.':
        "Ferritine < 15 microgrammes/L (< 30 en cas d'inflammation) ; hématies en crayon sur le frottis.",
      'FEV1 increase > 12% and 200 mL after bronchodilator.':
        'Augmentation du VEMS (FEV1) > 12% et 200 mL après bronchodilatateur.',
      'Fever and aches overlap with malaria.':
        'La fièvre et les courbatures se confondent avec le paludisme.',
      'Fever may have another cause.': 'La fièvre peut avoir une autre cause.',
      'Fluid around the testis.': 'Liquide autour du testicule.',
      'Focal liver lesion; AFP often > 400 ng/mL.': 'Lésion hépatique focale ; AFP souvent > 400 ng/mL.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        "Follicules (TF) ou épaississement inflammatoire (TI) chez l'enfant ; cicatrices et trichiasis chez l'adulte.",
      'Fracture line or dislocation.': 'Trait de fracture ou luxation.',
      'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.':
        'Col friable, hémorragique ou ulcéré ; histologie de carcinome épidermoïde.',
      'Glaucoma is silent until late.': "Le glaucome reste silencieux jusqu'à un stade tardif.",
      'Glucose >= 3 mmol/L.': 'Glycémie >= 3 mmol/L.',
      'Glucose or HbA1c above the diagnostic threshold.':
        'Glycémie ou HbA1c au-dessus du seuil diagnostique.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'La conjonctivite gonococcique menace la vue en quelques jours.',
      'Grade 0, 1 or 2 disability.': 'Handicap de degré 0, 1 ou 2.',
      'Grades severity and response to treatment.': 'Classe la sévérité et la réponse au traitement.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplocoques à Gram négatif intracellulaires (gonococcie).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        "Diplocoques à Gram négatif intracellulaires dans l'infection gonococcique.",
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
      'HIV positive in a large share of young adults with shingles in high-prevalence settings.':
        'VIH positif chez une grande partie des jeunes adultes atteints de zona en zone de forte prévalence.',
      'HIV positive in many TB effusions.': 'VIH positif dans de nombreux épanchements tuberculeux.',
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
    },
  },
];
