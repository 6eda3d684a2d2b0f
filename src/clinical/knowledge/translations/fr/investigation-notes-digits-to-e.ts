import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with digits to e. */
export const frenchInvestigationNotesDigitsToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 50 copies/mL on effective ART.': '< 50 copies/mL sous TAR efficace.',
      '≥ 2.5 mmol/L.': '≥ 2.5 mmol/L.',
      '≥ 3 mmol/L.': '≥ 3 mmol/L.',
      'A clear response suggests asthma rather than bronchiolitis.':
        "Une réponse nette oriente vers un asthme plutôt qu'une bronchiolite.",
      'A clinical diagnosis; tests only when pneumonia or TB is suspected.':
        'Un diagnostic clinique ; examens seulement si une pneumonie ou une tuberculose est suspectée.',
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
      'Albuminocytological dissociation; demyelinating or axonal neuropathy.':
        'Dissociation albuminocytologique ; neuropathie démyélinisante ou axonale.',
      'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.':
        'Albuminurie, DFGe réduit, rétinopathie ou neuropathie dans une maladie ancienne.',
      'All people with presumptive TB should know their HIV status.':
        'Toute personne présumée tuberculeuse doit connaître son statut VIH.',
      'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.':
        'PAL élevées, phosphate bas, calcium bas ou normal, 25-OH D < 30 nmol/L.',
      'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.':
        "ALAT souvent au-dessus de 10 fois la limite supérieure dans l'hépatite virale aiguë ; un INR élevé signe une forme grave.",
      'Amastigotes seen.': 'Amastigotes visibles.',
      'Anaemia and dyslipidaemia; dose needs rise in pregnancy.':
        'Anémie et dyslipidémie ; les besoins en dose augmentent pendant la grossesse.',
      'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.':
        "L'anémie et la maladie rénale aggravent l'insuffisance cardiaque ; les électrolytes guident les diurétiques et les IEC ; un BNP normal rend l'IC peu probable.",
      'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.':
        'Anémie due au saignement, hydronéphrose (stade IIIB), prise en charge du VIH.',
      'Anaemia suggests bleeding; endoscopy excludes cancer.':
        "Une anémie évoque un saignement ; l'endoscopie exclut un cancer.",
      'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.':
        "L'anémie, l'hypothyroïdie, le VIH et les maladies chroniques se présentent avec fatigue et humeur basse.",
      'Anaemia, leucopenia, thrombocytopenia.': 'Anémie, leucopénie, thrombopénie.',
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
      'Associated conditions.': 'Affections associées.',
      'At 3 months after ART start, then per national schedule.':
        'À 3 mois après le début du TAR, puis selon le calendrier national.',
      'AUDIT ≥ 20, raised GGT and MCV.': 'AUDIT ≥ 20, GGT et VGM élevés.',
      'B. pertussis DNA detected in the first 3 weeks of cough.':
        'ADN de B. pertussis détecté pendant les 3 premières semaines de toux.',
      'Bacillus anthracis in systemic disease.': 'Bacillus anthracis dans la forme systémique.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Bilan initial des complications et du risque cardiovasculaire ; la dose de metformine dépend du DFGe.',
      'Baseline control and associated autoimmune disease.':
        'Équilibre initial et maladies auto-immunes associées.',
      'Baseline for agranulocytosis.': "Bilan initial avant le risque d'agranulocytose.",
      'Baseline for metabolic side effects.': 'Bilan initial des effets indésirables métaboliques.',
      'Baseline for tenofovir-based ART and co-infections.':
        'Bilan initial avant un TAR à base de ténofovir et recherche de co-infections.',
      'Baseline values.': 'Valeurs de référence.',
      'Baseline values; level 0.6 to 1.0 mmol/L on treatment.':
        'Valeurs de référence ; taux de 0.6 à 1.0 mmol/L sous traitement.',
      'Bell palsy is a diagnosis of exclusion; forehead sparing suggests a central cause.':
        "La paralysie de Bell est un diagnostic d'exclusion ; un front épargné évoque une cause centrale.",
      'Below diabetes thresholds.': 'Sous les seuils du diabète.',
      'Bleeding in the chest, abdomen or pelvis.': "Saignement dans le thorax, l'abdomen ou le bassin.",
      'Bleeding or fracture when any red flag.': "Saignement ou fracture devant tout signe d'alerte.",
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Sang 2-3+, protéines 1-2+, cylindres hématiques.',
      'Blood and protein.': 'Sang et protéines.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Du sang dans les urines appuie un calcul ; une infection ou une grossesse modifient la prise en charge.',
      'Bony enlargement, crepitus, reduced range of movement.':
        'Hypertrophie osseuse, crépitation, amplitude articulaire réduite.',
      'Branching fungal hyphae on KOH preparation.': "Filaments mycéliens ramifiés à l'examen direct au KOH.",
      'Brucella species.': 'Espèces de Brucella.',
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Des sillons et des papules prurigineuses aux sites typiques, avec des membres du foyer qui se grattent, suffisent pour traiter.',
      'Burrows in the finger webs (scabies).': 'Sillons dans les espaces interdigitaux (gale).',
      'Cardiomegaly and pulmonary congestion; sinus tachycardia.':
        'Cardiomégalie et congestion pulmonaire ; tachycardie sinusale.',
      'Cardiomegaly, pulmonary congestion; anticoagulation monitoring.':
        "Cardiomégalie, congestion pulmonaire ; surveillance de l'anticoagulation.",
      'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.':
        "Cardiomégalie, redistribution vers les sommets ou épanchements ; FA ou HVG à l'ECG.",
      'Case confirmation for surveillance (suspected case: fever, maculopapular rash and cough, coryza or conjunctivitis).':
        'Confirmation des cas pour la surveillance (cas suspect : fièvre, éruption maculopapuleuse et toux, coryza ou conjonctivite).',
      'Cataract dims the red reflex; pinhole separates refractive error.':
        'La cataracte atténue le reflet rétinien ; le trou sténopéique distingue une erreur de réfraction.',
      'Category II or III.': 'Catégorie II ou III.',
      'Cause and liver reserve (Child-Pugh) decide treatment.':
        'La cause et la réserve hépatique (Child-Pugh) décident du traitement.',
      'Cavity, tender tooth on percussion, periapical radiolucency.':
        'Cavité, dent douloureuse à la percussion, image claire périapicale.',
      'Cervical motion tenderness, mucopurulent cervical discharge.':
        'Douleur à la mobilisation du col, glaire cervicale mucopurulente.',
      'Cervical motion, uterine or adnexal tenderness and discharge.':
        'Douleur à la mobilisation du col, sensibilité utérine ou annexielle et pertes.',
      'Cervicitis needs different treatment.': 'Une cervicite demande un autre traitement.',
      'Changes the choice of antibiotic.': "Modifie le choix de l'antibiotique.",
      'Check in every patient with altered consciousness, fits or sweating on diabetes treatment.':
        'À contrôler chez tout patient sous traitement antidiabétique avec trouble de la conscience, convulsions ou sueurs.',
      'Circumferential effusion; right-heart collapse in tamponade.':
        'Épanchement circonférentiel ; collapsus des cavités droites dans la tamponnade.',
      'CIWA-Ar ≥ 10: treat withdrawal.': 'CIWA-Ar ≥ 10 : traiter le sevrage.',
      'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.':
        'La MRC est un DFGe < 60 ou une albuminurie depuis plus de 3 mois ; la classification par DFG et albuminurie guide la prise en charge.',
      'Classifies moderate versus severe wasting.': "Distingue l'émaciation modérée de l'émaciation sévère.",
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Un paludisme associé est fréquent ; le VIH modifie le diagnostic différentiel (PCP, tuberculose).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Co-infection fréquente dans la mpox acquise par voie sexuelle ; une maladie à VIH avancée aggrave le pronostic.',
      'Co-infection is common.': 'La co-infection est fréquente.',
      'Common underlying causes.': 'Causes sous-jacentes fréquentes.',
      'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).':
        'Complications et causes (diabète, hypertension, néphropathie associée au VIH).',
      'Conductive hearing loss.': 'Surdité de transmission.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'La confirmation est habituellement rétrospective : traiter dès la suspicion clinique.',
      'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.':
        "Confirme un dermatophyte avant un long traitement oral (cuir chevelu, ongles) et distingue la teigne de l'eczéma ou du psoriasis.",
      'Confirms a dilated, poorly contracting ventricle; excludes valve disease and effusion.':
        'Confirme un ventricule dilaté et peu contractile ; exclut une valvulopathie et un épanchement.',
      'Confirms a stricturing tumour.': 'Confirme une tumeur sténosante.',
      'Confirms aetiology; treat syndromically when tests are not available.':
        "Confirme l'étiologie ; traiter selon l'approche syndromique quand les tests ne sont pas disponibles.",
      'Confirms anaemia and microcytosis.': "Confirme l'anémie et la microcytose.",
      'Confirms and classifies the fracture.': 'Confirme et classe la fracture.',
      'Confirms and sizes the effusion; guides tapping.':
        "Confirme et mesure l'épanchement ; guide la ponction.",
      'Confirms and stages the cancer.': 'Confirme et stadifie le cancer.',
      'Confirms brucellosis; single low titres are common in endemic pastoral areas.':
        "Confirme la brucellose ; des titres isolés faibles sont fréquents dans les zones pastorales d'endémie.",
      'Confirms cancer; screening finds precancer.':
        'Confirme le cancer ; le dépistage trouve les lésions précancéreuses.',
      'Confirms carditis and valve disease (mitral regurgitation or stenosis) and their severity.':
        "Confirme la cardite et l'atteinte valvulaire (insuffisance ou rétrécissement mitral) et leur sévérité.",
      'Confirms consolidation; looks for effusion, cavities (TB).':
        'Confirme la condensation ; recherche un épanchement, des cavernes (tuberculose).',
      'Confirms COPD: post-bronchodilator FEV1/FVC < 0.7.':
        'Confirme la BPCO : VEMS/CVF (FEV1/FVC) après bronchodilatateur < 0.7.',
      'Confirms dengue.': 'Confirme la dengue.',
      'Confirms diabetes and excludes ketoacidosis.': 'Confirme le diabète et exclut une acidocétose.',
      'Confirms diagnosis (bacillary angiomatosis looks similar); looks for visceral disease.':
        "Confirme le diagnostic (l'angiomatose bacillaire lui ressemble) ; recherche une atteinte viscérale.",
      'Confirms effusion, its size and tamponade physiology.':
        "Confirme l'épanchement, son volume et un retentissement de tamponnade.",
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
      'Confirms infection; guides isolation and high-risk treatment.':
        "Confirme l'infection ; guide l'isolement et le traitement des patients à haut risque.",
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
      'Confirms the case for notification; treatment is not delayed for it.':
        "Confirme le cas pour la notification ; le traitement n'est pas retardé pour autant.",
      'Confirms the diagnosis when unsure.': 'Confirme le diagnostic en cas de doute.',
      'Confirms the diagnosis.': 'Confirme le diagnostic.',
      'Confirms the diagnosis; do not wait for results to treat.':
        'Confirme le diagnostic ; ne pas attendre les résultats pour traiter.',
      'Confirms the diagnosis; notifiable.': 'Confirme le diagnostic ; à déclaration obligatoire.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Confirme la thyrotoxicose ; une TSH normale avec goitre signe un goitre simple.',
      'Confirms urinary schistosomiasis.': 'Confirme la schistosomiase urinaire.',
      'Corneal opacity reduces vision.': "L'opacité cornéenne réduit la vision.",
      'Count < 20 or falling: impending respiratory failure.':
        'Comptage < 20 ou en baisse : insuffisance respiratoire imminente.',
      'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).':
        'Des poussées de vésicules prurigineuses à différents stades, commençant sur le tronc, sont typiques ; PCR du liquide vésiculaire seulement en cas de doute (p. ex. mpox).',
      'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.':
        'Métaphyses en cupule, élargies et effilochées ; ligne de consolidation après 3 mois.',
      'Decides phototherapy or exchange transfusion.':
        "Décide de la photothérapie ou de l'exsanguinotransfusion.",
      'Decides Plan A, B or C and the place of treatment.':
        'Détermine le Plan A, B ou C et le lieu de traitement.',
      'Decides Plan A, B or C.': 'Décide du Plan A, B ou C.',
      'Decides vaccine with or without rabies immunoglobulin.':
        'Décide du vaccin avec ou sans immunoglobulines antirabiques.',
      'Defines and grades anaemia.': "Définit et classe l'anémie.",
      'Definitive diagnosis.': 'Diagnostic de certitude.',
      'Dehydration needs rehydration alongside the antibiotic.':
        "La déshydratation demande une réhydratation en plus de l'antibiotique.",
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'La démence est un diagnostic de déclin sur des mois sans obnubilation ; rechercher les causes curables.',
      'Detects liver abscess in fever with right upper quadrant pain.':
        "Détecte un abcès du foie en cas de fièvre avec douleur de l'hypocondre droit.",
      'Detects respiratory muscle weakness and dysautonomia in Guillain-Barré syndrome.':
        'Détecte la faiblesse des muscles respiratoires et la dysautonomie dans le syndrome de Guillain-Barré.',
      'Detects viral or secondary pneumonia.': 'Détecte une pneumonie virale ou secondaire.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Le diabète et le VIH prédisposent aux mycoses cutanées étendues.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Diabète, VIH, carence en B12, insuffisance rénale.',
      'Diagnosis and follow-up of healing.': 'Diagnostic et suivi de la guérison.',
      'Diagnosis before ART.': 'Diagnostic avant le TAR.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Le diagnostic est clinique : perte de sensibilité dans une tache, nerf épaissi, ou frottis positif ; ≤ 5 taches correspond à la forme paucibacillaire.',
      'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.':
        'Le diagnostic est clinique ; symptômes depuis au moins 2 semaines avec retentissement sur le fonctionnement.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        "Diagnostic : à jeun >= 7.0 mmol/L, au hasard >= 11.1 mmol/L avec symptômes, ou HbA1c >= 6.5% ; répéter en l'absence de symptômes.",
      'Diastolic >= 90 mmHg on two readings and proteinuria.':
        'Diastolique >= 90 mmHg à deux mesures et protéinurie.',
      'Differential diagnosis and organ involvement.': 'Diagnostic différentiel et atteinte des organes.',
      'Differential of prolonged fever.': "Diagnostic différentiel d'une fièvre prolongée.",
      'Diffuse concave ST elevation; large globular heart shadow.':
        'Sus-décalage du ST diffus et concave ; grosse silhouette cardiaque globuleuse.',
      'Diffuse goitre (Graves) or nodules.': 'Goitre diffus (Basedow) ou nodules.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Bandelette 3+ ou plus ; RPCU ≥ 200 mg/mmol.',
      'Dog alive and healthy after 10 days.': 'Chien vivant et en bonne santé après 10 jours.',
      'Doxycycline is avoided in pregnancy.': 'La doxycycline est évitée pendant la grossesse.',
      'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).':
        'E. coli >= 10^5 UFC/mL (des numérations plus basses sont significatives en présence de symptômes).',
      'E. histolytica trophozoites with ingested red cells.':
        "Trophozoïtes d'E. histolytica contenant des hématies phagocytées.",
      'Ectopic pregnancy must be excluded.': 'Une grossesse extra-utérine doit être exclue.',
      'Effusion; lytic lesion or periosteal elevation in established osteomyelitis.':
        "Épanchement ; lésion lytique ou décollement périosté dans l'ostéomyélite constituée.",
      'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.': 'DFGe < 60 mL/min/1.73 m2 et/ou RAC >= 30 mg/g.',
      'Enlarged heart or left atrium.': 'Cœur ou oreillette gauche dilatés.',
      'Erosions and tophi indicate need for urate-lowering therapy.':
        'Des érosions et des tophus indiquent un traitement hypo-uricémiant.',
      'Every AFP case under 15 years (or any age if polio suspected) is notified at once and tested.':
        'Tout cas de PFA chez un enfant de moins de 15 ans (ou à tout âge si une poliomyélite est suspectée) est notifié immédiatement et testé.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Chaque consultation pour IST est une occasion de dépister le VIH et la syphilis.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        "Preuve d'une infection streptococcique récente et d'une inflammation pour les critères de Jones révisés.",
      'Exclude malaria in every febrile patient.': 'Exclure un paludisme chez tout patient fébrile.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Exclure un paludisme ; des plaquettes basses et des transaminases élevées appuient une rickettsiose.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Exclure une infection urinaire et un paludisme comme causes des vomissements.',
      'Excludes oesophageal cancer, stricture and Barrett oesophagus.':
        "Exclut un cancer de l'œsophage, une sténose et un endobrachyœsophage.",
      'Excludes other arthritis and grades severity.': 'Exclut les autres arthrites et classe la sévérité.',
      'Excludes secondary headache.': 'Exclut une céphalée secondaire.',
      'Excludes tinea and scabies.': 'Exclut la teigne et la gale.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exsudat ou transsudat ; du pus ou un pH < 7.2 imposent un drainage ; un exsudat lymphocytaire avec ADA élevée signe une tuberculose.',
    },
  },
];
