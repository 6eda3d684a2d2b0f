import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with c to e. */
export const frenchInvestigationNotesCToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
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
      'CD4 < 200 cells/mm3.': 'CD4 < 200 cellules/mm3.',
      'Cerebral malaria is the main differential; both may coexist.':
        'Le neuropaludisme est le principal diagnostic différentiel ; les deux peuvent coexister.',
      'Cervical motion tenderness, mucopurulent cervical discharge.':
        'Douleur à la mobilisation du col, glaire cervicale mucopurulente.',
      'Cervical motion, uterine or adnexal tenderness and discharge.':
        'Douleur à la mobilisation du col, sensibilité utérine ou annexielle et pertes.',
      'Cervicitis needs different treatment.': 'Une cervicite demande un autre traitement.',
      'Changes the choice of antibiotic.': "Modifie le choix de l'antibiotique.",
      'Check in every patient with altered consciousness, fits or sweating on diabetes treatment.':
        'À contrôler chez tout patient sous traitement antidiabétique avec trouble de la conscience, convulsions ou sueurs.',
      'Cholinesterase activity markedly reduced.': 'Activité cholinestérasique nettement diminuée.',
      'Circumferential effusion; right-heart collapse in tamponade.':
        'Épanchement circonférentiel ; collapsus des cavités droites dans la tamponnade.',
      'CIWA-Ar ≥ 10: treat withdrawal.': 'CIWA-Ar ≥ 10 : traiter le sevrage.',
      'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.':
        'La MRC est un DFGe < 60 ou une albuminurie depuis plus de 3 mois ; la classification par DFG et albuminurie guide la prise en charge.',
      'Classifies moderate versus severe wasting.': "Distingue l'émaciation modérée de l'émaciation sévère.",
      'Classifies the epilepsy and detects structural lesions.':
        "Classe l'épilepsie et détecte les lésions structurelles.",
      'Closed os: threatened or complete; open os: inevitable or incomplete.':
        'Col fermé : menace ou avortement complet ; col ouvert : avortement inévitable ou incomplet.',
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Un paludisme associé est fréquent ; le VIH modifie le diagnostic différentiel (PCP, tuberculose).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Co-infection fréquente dans la mpox acquise par voie sexuelle ; une maladie à VIH avancée aggrave le pronostic.',
      'Co-infection is common.': 'La co-infection est fréquente.',
      'Coagulopathy (DIC) after abruption, sepsis or massive loss.':
        'Coagulopathie (CIVD) après un hématome rétroplacentaire, un sepsis ou une perte massive.',
      'Cold babies become hypoglycaemic.': 'Les bébés froids deviennent hypoglycémiques.',
      'Common underlying causes.': 'Causes sous-jacentes fréquentes.',
      'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).':
        'Complications et causes (diabète, hypertension, néphropathie associée au VIH).',
      'Conductive hearing loss.': 'Surdité de transmission.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'La confirmation est habituellement rétrospective : traiter dès la suspicion clinique.',
      'Confirmation; triple-packaged samples.': 'Confirmation ; échantillons en triple emballage.',
      'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.':
        "Confirme un dermatophyte avant un long traitement oral (cuir chevelu, ongles) et distingue la teigne de l'eczéma ou du psoriasis.",
      'Confirms a dilated, poorly contracting ventricle; excludes valve disease and effusion.':
        'Confirme un ventricule dilaté et peu contractile ; exclut une valvulopathie et un épanchement.',
      'Confirms a stricturing tumour.': 'Confirme une tumeur sténosante.',
      'Confirms aetiology; treat syndromically when tests are not available.':
        "Confirme l'étiologie ; traiter selon l'approche syndromique quand les tests ne sont pas disponibles.",
      'Confirms anaemia and microcytosis.': "Confirme l'anémie et la microcytose.",
      'Confirms and classifies the fracture.': 'Confirme et classe la fracture.',
      'Confirms and guides antibiotics.': 'Confirme et guide les antibiotiques.',
      'Confirms and sizes the effusion; guides tapping.':
        "Confirme et mesure l'épanchement ; guide la ponction.",
      'Confirms and stages the cancer.': 'Confirme et stadifie le cancer.',
      'Confirms appendicitis and its complications.': "Confirme l'appendicite et ses complications.",
      'Confirms bacterial meningitis and the organism; do not delay antibiotics for it.':
        'Confirme la méningite bactérienne et le germe ; ne pas retarder les antibiotiques pour autant.',
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
      'Confirms diagnosis and measures pressure.': 'Confirme le diagnostic et mesure la pression.',
      'Confirms DVT; a proximal DVT with PE symptoms is enough to treat.':
        "Confirme la TVP ; une TVP proximale avec des symptômes d'EP suffit pour traiter.",
      'Confirms effusion, its size and tamponade physiology.':
        "Confirme l'épanchement, son volume et un retentissement de tamponnade.",
      'Confirms exposure; guides monitoring.': "Confirme l'exposition ; guide la surveillance.",
      'Confirms gallstones and cholecystitis; measures the bile duct.':
        'Confirme les calculs et la cholécystite ; mesure la voie biliaire principale.',
      'Confirms group A streptococcus.': 'Confirme le streptocoque du groupe A.',
      'Confirms HbSS or HbSC.': "Confirme l'HbSS ou l'HbSC.",
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
      'Confirms obstruction, its level and volvulus; free air means perforation.':
        "Confirme l'occlusion, son niveau et un volvulus ; de l'air libre signe une perforation.",
      'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.':
        'Confirme les épidémies ; une parotidite bactérienne (pus au canal, unilatérale, très douloureuse) demande des antibiotiques.',
      'Confirms P. falciparum and measures parasitaemia (hyperparasitaemia > 10% is a severe feature).':
        'Confirme P. falciparum et mesure la parasitémie (une hyperparasitémie > 10% est un critère de gravité).',
      'Confirms PE and right-ventricle strain; excludes other causes.':
        "Confirme l'EP et la souffrance du ventricule droit ; exclut d'autres causes.",
      'Confirms pregnancy.': 'Confirme la grossesse.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Confirme le rachitisme et distingue la carence en vitamine D de la carence en calcium.',
      'Confirms the case and triggers the outbreak response; do not delay treatment for the result.':
        "Confirme le cas et déclenche la riposte à l'épidémie ; ne pas retarder le traitement pour le résultat.",
      'Confirms the case for notification; treatment is not delayed for it.':
        "Confirme le cas pour la notification ; le traitement n'est pas retardé pour autant.",
      'Confirms the case for notification; treatment starts on clinical suspicion.':
        'Confirme le cas pour la notification ; le traitement débute dès la suspicion clinique.',
      'Confirms the diagnosis when unsure.': 'Confirme le diagnostic en cas de doute.',
      'Confirms the diagnosis.': 'Confirme le diagnostic.',
      'Confirms the diagnosis; do not wait for results to treat.':
        'Confirme le diagnostic ; ne pas attendre les résultats pour traiter.',
      'Confirms the diagnosis; notifiable.': 'Confirme le diagnostic ; à déclaration obligatoire.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Confirme la thyrotoxicose ; une TSH normale avec goitre signe un goitre simple.',
      'Confirms urinary schistosomiasis.': 'Confirme la schistosomiase urinaire.',
      'Confirms VL in a clinical suspect (fever > 2 weeks with splenomegaly in an endemic area).':
        "Confirme la LV chez un suspect clinique (fièvre > 2 semaines avec splénomégalie en zone d'endémie).",
      'Core temperature > 40 °C with brain dysfunction defines heat stroke; hypoglycaemia mimics it.':
        "Une température centrale > 40 °C avec dysfonction cérébrale définit le coup de chaleur ; l'hypoglycémie l'imite.",
      'Corneal opacity reduces vision.': "L'opacité cornéenne réduit la vision.",
      'Count < 20 or falling: impending respiratory failure.':
        'Comptage < 20 ou en baisse : insuffisance respiratoire imminente.',
      'CrAg negative.': 'CrAg négatif.',
      'Creatinine > 265 umol/L, bilirubin > 50 umol/L or lactate > 5 mmol/L in severe cases.':
        'Créatinine > 265 umol/L, bilirubine > 50 umol/L ou lactates > 5 mmol/L dans les formes graves.',
      'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).':
        'Des poussées de vésicules prurigineuses à différents stades, commençant sur le tronc, sont typiques ; PCR du liquide vésiculaire seulement en cas de doute (p. ex. mpox).',
      'Crossing the action line or no descent with good contractions means obstruction.':
        "Le franchissement de la ligne d'action ou l'absence de descente avec de bonnes contractions signent une obstruction.",
      'Cryptococcal and TB meningitis in advanced HIV.':
        'Méningites cryptococcique et tuberculeuse dans la maladie à VIH avancée.',
      'CSF CrAg positive; opening pressure often > 25 cmH2O.':
        "CrAg positif dans le LCR ; pression d'ouverture souvent > 25 cmH2O.",
      'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.':
        'Métaphyses en cupule, élargies et effilochées ; ligne de consolidation après 3 mois.',
      'Decides feeding volume and warming; < 1.5 kg needs a newborn unit.':
        "Décide du volume d'alimentation et du réchauffement ; < 1.5 kg demande une unité néonatale.",
      'Decides phototherapy or exchange transfusion.':
        "Décide de la photothérapie ou de l'exsanguinotransfusion.",
      'Decides Plan A, B or C and the place of treatment.':
        'Détermine le Plan A, B ou C et le lieu de traitement.',
      'Decides Plan A, B or C.': 'Décide du Plan A, B ou C.',
      'Decides vaccine with or without rabies immunoglobulin.':
        'Décide du vaccin avec ou sans immunoglobulines antirabiques.',
      'Defines and grades anaemia.': "Définit et classe l'anémie.",
      'Definitive diagnosis.': 'Diagnostic de certitude.',
      'Dehydration and anaemia before surgery.': 'Déshydratation et anémie avant la chirurgie.',
      'Dehydration and electrolyte loss; preparation for theatre.':
        'Déshydratation et pertes électrolytiques ; préparation au bloc opératoire.',
      'Dehydration needs rehydration alongside the antibiotic.':
        "La déshydratation demande une réhydratation en plus de l'antibiotique.",
      'Delay of adrenaline is the main cause of death.':
        "Le retard à l'adrénaline est la principale cause de décès.",
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'La démence est un diagnostic de déclin sur des mois sans obnubilation ; rechercher les causes curables.',
      'Desaturation on exertion is typical; hypoxaemia needs steroids and oxygen.':
        "Une désaturation à l'effort est typique ; l'hypoxémie demande corticoïdes et oxygène.",
      'Detects liver abscess in fever with right upper quadrant pain.':
        "Détecte un abcès du foie en cas de fièvre avec douleur de l'hypocondre droit.",
      'Detects respiratory muscle weakness and dysautonomia in Guillain-Barré syndrome.':
        'Détecte la faiblesse des muscles respiratoires et la dysautonomie dans le syndrome de Guillain-Barré.',
      'Detects viral or secondary pneumonia.': 'Détecte une pneumonie virale ou secondaire.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Le diabète et le VIH prédisposent aux mycoses cutanées étendues.',
      'Diabetes, dyslipidaemia, pulmonary congestion.': 'Diabète, dyslipidémie, congestion pulmonaire.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Diabète, VIH, carence en B12, insuffisance rénale.',
      'Diagnosis and follow-up of healing.': 'Diagnostic et suivi de la guérison.',
      'Diagnosis before ART.': 'Diagnostic avant le TAR.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Le diagnostic est clinique : perte de sensibilité dans une tache, nerf épaissi, ou frottis positif ; ≤ 5 taches correspond à la forme paucibacillaire.',
      'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.':
        'Le diagnostic est clinique ; symptômes depuis au moins 2 semaines avec retentissement sur le fonctionnement.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        "Diagnostic : à jeun >= 7.0 mmol/L, au hasard >= 11.1 mmol/L avec symptômes, ou HbA1c >= 6.5% ; répéter en l'absence de symptômes.",
      'Diagnosis: more than three times the upper limit with typical pain.':
        'Diagnostic : plus de trois fois la limite supérieure avec une douleur typique.',
      'Diastolic >= 90 mmHg on two readings and proteinuria.':
        'Diastolique >= 90 mmHg à deux mesures et protéinurie.',
      'Differential diagnosis and organ involvement.': 'Diagnostic différentiel et atteinte des organes.',
      'Differential of prolonged fever.': "Diagnostic différentiel d'une fièvre prolongée.",
      'Differential of spasms and rigidity.': 'Diagnostic différentiel des spasmes et de la rigidité.',
      'Diffuse concave ST elevation; large globular heart shadow.':
        'Sus-décalage du ST diffus et concave ; grosse silhouette cardiaque globuleuse.',
      'Diffuse goitre (Graves) or nodules.': 'Goitre diffus (Basedow) ou nodules.',
      'Dilatation to the right of the action line; caput and moulding.':
        "Dilatation à droite de la ligne d'action ; bosse sérosanguine et chevauchement des os du crâne.",
      'Dilated loops with air-fluid levels; coffee-bean loop in sigmoid volvulus; target sign of intussusception on ultrasound.':
        "Anses dilatées avec niveaux hydro-aériques ; image en grain de café dans le volvulus du sigmoïde ; image en cocarde de l'invagination à l'échographie.",
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Bandelette 3+ ou plus ; RPCU ≥ 200 mg/mmol.',
      'DKA: glucose > 11 mmol/L with ketonaemia or ketonuria and acidosis.':
        'Acidocétose : glycémie > 11 mmol/L avec cétonémie ou cétonurie et acidose.',
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
      'Empty uterus, adnexal mass, free fluid in the pouch of Douglas.':
        'Utérus vide, masse annexielle, liquide libre dans le cul-de-sac de Douglas.',
      'Enlarged heart or left atrium.': 'Cœur ou oreillette gauche dilatés.',
      'Epileptiform discharges; neurocysticercosis, tumour or scar in some.':
        'Décharges épileptiformes ; neurocysticercose, tumeur ou cicatrice chez certains.',
      'Erosions and tophi indicate need for urate-lowering therapy.':
        'Des érosions et des tophus indiquent un traitement hypo-uricémiant.',
      'Every AFP case under 15 years (or any age if polio suspected) is notified at once and tested.':
        'Tout cas de PFA chez un enfant de moins de 15 ans (ou à tout âge si une poliomyélite est suspectée) est notifié immédiatement et testé.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Chaque consultation pour IST est une occasion de dépister le VIH et la syphilis.',
      'Every woman of reproductive age with abdominal pain or bleeding.':
        'Toute femme en âge de procréer avec douleur abdominale ou saignement.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        "Preuve d'une infection streptococcique récente et d'une inflammation pour les critères de Jones révisés.",
      'Exclude bacterial meningitis in a febrile unconscious patient.':
        'Exclure une méningite bactérienne chez un patient fébrile inconscient.',
      'Exclude malaria in every febrile patient.': 'Exclure un paludisme chez tout patient fébrile.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Exclure un paludisme ; des plaquettes basses et des transaminases élevées appuient une rickettsiose.',
      'Exclude perforation (free air) and assess effusions.':
        'Exclure une perforation (air libre) et évaluer les épanchements.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Exclure une infection urinaire et un paludisme comme causes des vomissements.',
      'Excludes meningitis and metabolic causes of a first seizure.':
        "Exclut une méningite et les causes métaboliques d'une première crise.",
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
