import type { TranslationGroup } from '../types';

/** frenchRegimenIndications (see regimen-indications.ts), the entries whose English key starts with a to n. */
export const frenchRegimenIndicationsAToN: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'active immunisation': 'immunisation active',
      'active immunisation (the disease gives no immunity)':
        "immunisation active (la maladie ne donne pas d'immunité)",
      'active trachoma under 6 months': 'trachome actif avant 6 mois',
      'active trachoma when azithromycin is withheld': "trachome actif quand l'azithromycine est suspendue",
      'active trachoma, and household contacts': 'trachome actif, et contacts du foyer',
      'acute asthma': 'asthme aigu',
      'acute cholecystitis or cholangitis': 'cholécystite aiguë ou angiocholite',
      'acute cholecystitis or cholangitis (anaerobic cover)':
        'cholécystite aiguë ou angiocholite (couverture des anaérobies)',
      'acute coronary syndrome': 'syndrome coronarien aigu',
      'acute ear infection': "infection aiguë de l'oreille",
      'acute filarial attack (adenolymphangitis)': 'crise filarienne aiguë (adénolymphangite)',
      'acute gout flare': 'crise de goutte aiguë',
      'acute gout when NSAIDs cannot be used': 'goutte aiguë quand les AINS ne peuvent pas être utilisés',
      'acute ischaemic stroke, only after CT excludes haemorrhage':
        "AVC ischémique aigu, seulement après exclusion d'une hémorragie au scanner",
      'acute mania': 'manie aiguë',
      'acute migraine attack': 'crise de migraine aiguë',
      'acute otitis media': 'otite moyenne aiguë',
      'acute otitis media in penicillin allergy': "otite moyenne aiguë en cas d'allergie à la pénicilline",
      'acute pericarditis (not tuberculous)': 'péricardite aiguë (non tuberculeuse)',
      'acute pericarditis (prevents recurrence)': 'péricardite aiguë (prévient les récidives)',
      'acute pyelonephritis': 'pyélonéphrite aiguë',
      'acute pyelonephritis (outpatient)': 'pyélonéphrite aiguë (ambulatoire)',
      'acute pyelonephritis (pregnancy, fluoroquinolone allergy)':
        'pyélonéphrite aiguë (grossesse, allergie aux fluoroquinolones)',
      'acute severe hypertension in pregnancy (BP 160/110 or more)':
        'hypertension aiguë sévère pendant la grossesse (PA 160/110 ou plus)',
      'acute wheeze or asthma': 'sifflement aigu ou asthme',
      'alcohol withdrawal': 'sevrage alcoolique',
      'all postpartum haemorrhage, whatever the cause, started within 3 hours of birth':
        "toute hémorragie du post-partum, quelle qu'en soit la cause, débuté dans les 3 heures suivant la naissance",
      'allergic rhinitis': 'rhinite allergique',
      amoebiasis: 'amibiase',
      'amoebic dysentery or liver abscess': 'dysenterie amibienne ou abcès amibien du foie',
      'anaemia in pregnancy': 'anémie de la grossesse',
      'anaerobic cover for postpartum endometritis and septic abortion':
        "couverture des anaérobies pour l'endométrite du post-partum et l'avortement septique",
      'anaphylaxis (1 mg/mL, 0.01 mL/kg)': 'anaphylaxie (1 mg/mL, 0.01 mL/kg)',
      'appendicitis (anaerobic cover)': 'appendicite (couverture des anaérobies)',
      'appendicitis (intra-abdominal infection)': 'appendicite (infection intra-abdominale)',
      'ascites in cirrhosis': 'ascite de la cirrhose',
      'ascites in cirrhosis (added to spironolactone)':
        'ascite de la cirrhose (en association à la spironolactone)',
      'bacterial meningitis': 'méningite bactérienne',
      'bacterial vaginosis or trichomoniasis': 'vaginose bactérienne ou trichomonase',
      "Bell's palsy": 'paralysie faciale de Bell',
      'bloody diarrhoea (dysentery)': 'diarrhée sanglante (dysenterie)',
      brucellosis: 'brucellose',
      'brucellosis in a child under 8': "brucellose chez l'enfant de moins de 8 ans",
      'brucellosis in pregnancy': 'brucellose pendant la grossesse',
      'bubonic plague (alternative), or 7 days as post-exposure prophylaxis':
        'peste bubonique (alternative), ou 7 jours en prophylaxie post-exposition',
      cellulitis: 'cellulite',
      'cellulitis in penicillin allergy': "cellulite en cas d'allergie à la pénicilline",
      'cellulitis in penicillin and sulfonamide allergy':
        "cellulite en cas d'allergie à la pénicilline et aux sulfamides",
      chancroid: 'chancre mou',
      'chickenpox in an adolescent or adult': "varicelle chez l'adolescent ou l'adulte",
      chlamydia: 'chlamydiose',
      'chlamydia (pregnancy)': 'chlamydiose (grossesse)',
      'chlamydial infection in a child under 45 kg': "infection à chlamydia chez l'enfant de moins de 45 kg",
      'chlamydial ophthalmia neonatorum (onset day 5-14, or not improving on ceftriaxone)':
        "ophtalmie néonatale à chlamydia (début aux jours 5-14, ou absence d'amélioration sous ceftriaxone)",
      'cholera with moderate or severe dehydration': 'choléra avec déshydratation modérée ou sévère',
      'cholera with moderate or severe dehydration (pregnancy, young children)':
        'choléra avec déshydratation modérée ou sévère (grossesse, jeunes enfants)',
      'chorioamnionitis or postpartum endometritis': 'chorioamniotite ou endométrite du post-partum',
      'chronic suppurative otitis media or otitis externa':
        'otite moyenne chronique suppurée ou otite externe',
      'clearing the nephritogenic streptococcus': 'élimination du streptocoque néphritogène',
      'co-trimoxazole prophylaxis': 'prophylaxie au cotrimoxazole',
      'community-acquired pneumonia (penicillin allergy in pregnancy)':
        'pneumonie communautaire (allergie à la pénicilline pendant la grossesse)',
      'community-acquired pneumonia (penicillin allergy)':
        'pneumonie communautaire (allergie à la pénicilline)',
      'community-acquired pneumonia in a child': "pneumonie communautaire de l'enfant",
      'community-acquired pneumonia, mild to moderate (CURB-65 0-1)':
        'pneumonie communautaire, légère à modérée (CURB-65 0-1)',
      'congestion (oedema, breathlessness)': 'congestion (œdèmes, essoufflement)',
      'congestion in cardiomyopathy': 'congestion de la cardiomyopathie',
      'congestion in peripartum cardiomyopathy': 'congestion de la cardiomyopathie du péripartum',
      convulsion: 'convulsion',
      'convulsion not controlled by (or without) a benzodiazepine':
        'convulsion non contrôlée par une benzodiazépine (ou sans benzodiazépine)',
      'convulsions in a newborn': 'convulsions du nouveau-né',
      'cryptococcal meningitis induction': 'induction de la méningite cryptococcique',
      'deep vein thrombosis or pulmonary embolism': 'thrombose veineuse profonde ou embolie pulmonaire',
      'dehydration and ketosis in prolonged labour':
        "déshydratation et cétose au cours d'un travail prolongé",
      'dehydration in hyperemesis (saline, not glucose first)':
        "déshydratation de l'hyperemesis (sérum salé, pas de glucosé en premier)",
      'dental abscess in penicillin allergy': "abcès dentaire en cas d'allergie à la pénicilline",
      'dental abscess with spreading infection': "abcès dentaire avec infection qui s'étend",
      'diphtheria (with antitoxin), and contacts': "diphtérie (avec l'antitoxine), et contacts",
      'diphtheria when azithromycin is withheld': "diphtérie quand l'azithromycine est suspendue",
      'drug-susceptible pulmonary TB with an eGFR below 30, intensive phase':
        'tuberculose pulmonaire pharmacosensible avec DFGe inférieur à 30, phase intensive',
      'drug-susceptible pulmonary TB with an eGFR below 30: rifampicin and isoniazid unchanged':
        'tuberculose pulmonaire pharmacosensible avec DFGe inférieur à 30 : rifampicine et isoniazide inchangés',
      'drug-susceptible pulmonary TB, continuation phase':
        'tuberculose pulmonaire pharmacosensible, phase de continuation',
      'drug-susceptible pulmonary TB, intensive phase':
        'tuberculose pulmonaire pharmacosensible, phase intensive',
      'dysentery when ciprofloxacin cannot be given (pregnancy, allergy)':
        'dysenterie quand la ciprofloxacine ne peut pas être donnée (grossesse, allergie)',
      'dyspepsia or peptic ulcer': 'dyspepsie ou ulcère gastroduodénal',
      'ear pain': "douleur d'oreille",
      'early syphilis (penicillin allergy)': 'syphilis précoce (allergie à la pénicilline)',
      'early syphilis (penicillin allergy, pregnancy)':
        'syphilis précoce (allergie à la pénicilline, grossesse)',
      'enteric fever (only where the strain is fluoroquinolone-susceptible)':
        'fièvre entérique (seulement si la souche est sensible aux fluoroquinolones)',
      'extensive or bullous impetigo': 'impétigo étendu ou bulleux',
      'facial pain and fever': 'douleur faciale et fièvre',
      'fever and discomfort': 'fièvre et inconfort',
      'fever and loin pain': 'fièvre et douleur lombaire',
      'fever and myalgia': 'fièvre et myalgies',
      'fever and pain': 'fièvre et douleur',
      'fever and pleuritic pain': 'fièvre et douleur pleurale',
      'fever in dengue': 'fièvre de la dengue',
      'fever or aches in acute bronchitis': 'fièvre ou courbatures de la bronchite aiguë',
      'fever or discomfort': 'fièvre ou inconfort',
      'first episode of nephrotic syndrome in a child':
        "premier épisode de syndrome néphrotique chez l'enfant",
      'first-line antiretroviral therapy': 'traitement antirétroviral de première intention',
      'first-line antiretroviral therapy (child)': 'traitement antirétroviral de première intention (enfant)',
      'fluid resuscitation in DKA': "remplissage vasculaire dans l'acidocétose",
      'fracture pain': 'douleur de fracture',
      'fracture pain (added to paracetamol)': 'douleur de fracture (en association au paracétamol)',
      'gastro-oesophageal reflux disease': 'reflux gastro-œsophagien',
      'generalized anxiety or panic disorder when psychological treatment is not enough':
        'anxiété généralisée ou trouble panique quand la psychothérapie ne suffit pas',
      'genital herpes (vesicles or recurrent ulcers)': 'herpès génital (vésicules ou ulcères récidivants)',
      'gonococcal infection (ophthalmia) in a newborn': 'infection gonococcique (ophtalmie) du nouveau-né',
      'gonococcal infection in a child under 45 kg': "infection gonococcique chez l'enfant de moins de 45 kg",
      'gonococcal ophthalmia neonatorum (purulent conjunctivitis in the first weeks)':
        'ophtalmie gonococcique du nouveau-né (conjonctivite purulente des premières semaines)',
      gonorrhoea: 'gonococcie',
      'gonorrhoea when ceftriaxone cannot be given':
        'gonococcie quand la ceftriaxone ne peut pas être donnée',
      'haemorrhagic shock after injury (warm fluid; blood as soon as available)':
        "choc hémorragique après un traumatisme (liquide réchauffé ; sang dès qu'il est disponible)",
      'headache after a minor head injury (no NSAIDs, no sedatives)':
        "céphalée après un traumatisme crânien mineur (pas d'AINS, pas de sédatifs)",
      'heart failure when an ACE inhibitor is not tolerated':
        "insuffisance cardiaque quand un IEC n'est pas toléré",
      'heart failure with reduced ejection fraction': "insuffisance cardiaque à fraction d'éjection réduite",
      'herpes zoster': 'zona',
      'hypertension in pregnancy': 'hypertension pendant la grossesse',
      'hypertensive emergency when a beta-blocker cannot be given':
        'urgence hypertensive quand un bêtabloquant ne peut pas être donné',
      'hypertensive emergency with organ damage': "urgence hypertensive avec atteinte d'organe",
      hyperthyroidism: 'hyperthyroïdie',
      'hypoglycaemia (glucose below 2.5 mmol/L, or below 3 mmol/L in severe malnutrition)':
        'hypoglycémie (glycémie inférieure à 2.5 mmol/L, ou inférieure à 3 mmol/L en cas de malnutrition sévère)',
      'hypoglycaemia after drinking': "hypoglycémie après consommation d'alcool",
      'hypoglycaemia in a newborn': 'hypoglycémie du nouveau-né',
      'hypothyroidism in an older adult or with heart disease':
        'hypothyroïdie chez la personne âgée ou le cardiaque',
      'impetigo with penicillin allergy': "impétigo en cas d'allergie à la pénicilline",
      'incomplete abortion under 14 weeks, without signs of infection':
        "avortement incomplet avant 14 semaines, sans signe d'infection",
      'influenza at 65 years or older (high risk)': 'grippe à 65 ans ou plus (risque élevé)',
      'influenza in a child under 5 (high risk)': "grippe chez l'enfant de moins de 5 ans (risque élevé)",
      'influenza in pregnancy (high risk of severe disease)':
        'grippe pendant la grossesse (risque élevé de forme grave)',
      'initial re-feeding in complicated severe acute malnutrition (130 mL/kg/day; 100 mL/kg/day with severe oedema)':
        "réalimentation initiale dans la malnutrition aiguë sévère compliquée (130 mL/kg/jour ; 100 mL/kg/jour en cas d'œdèmes sévères)",
      'insulin in DKA': "insuline dans l'acidocétose",
      'insulin in DKA (0.05 IU/kg/hour in young children may suffice)':
        "insuline dans l'acidocétose (0.05 UI/kg/heure peut suffire chez le jeune enfant)",
      'intestinal worms': 'vers intestinaux',
      'intestinal worms (ascaris, hookworm, trichuris)':
        'vers intestinaux (ascaris, ankylostome, trichocéphale)',
      'iron-deficiency anaemia': 'anémie par carence martiale',
      'iron-deficiency anaemia (elemental iron)': 'anémie par carence martiale (fer élément)',
      'ischaemic chest pain': 'douleur thoracique ischémique',
      'isoniazid-induced peripheral neuropathy': "neuropathie périphérique induite par l'isoniazide",
      leprosy: 'lèpre',
      'leprosy in a child under 40 kg': "lèpre chez l'enfant de moins de 40 kg",
      'low back pain': 'lombalgie',
      'lower urinary tract infection': 'infection urinaire basse',
      'lower urinary tract infection (also in pregnancy)':
        'infection urinaire basse (y compris pendant la grossesse)',
      'lower urinary tract infection (cystitis)': 'infection urinaire basse (cystite)',
      'lower urinary tract infection in pregnancy (not at term)':
        'infection urinaire basse pendant la grossesse (pas à terme)',
      'lymphatic filariasis': 'filariose lymphatique',
      'lymphatic filariasis (only where onchocerciasis and loiasis are not endemic)':
        "filariose lymphatique (seulement là où l'onchocercose et la loase ne sont pas endémiques)",
      'lymphatic filariasis where onchocerciasis is co-endemic (with albendazole)':
        "filariose lymphatique en zone de co-endémie de l'onchocercose (avec albendazole)",
      'maintenance (Pritchard regimen)': 'entretien (protocole de Pritchard)',
      'mechanical low back pain': 'lombalgie mécanique',
      'mild eczema or contact dermatitis, face and skin folds':
        'eczéma léger ou dermatite de contact, visage et plis cutanés',
      'mild leptospirosis': 'leptospirose légère',
      'moderate to severe depression': 'dépression modérée à sévère',
      'moderate to severe depression in an adolescent (12 years or older), with psychological treatment':
        "dépression modérée à sévère chez l'adolescent (12 ans ou plus), avec psychothérapie",
      'moderate to severe eczema on the body': 'eczéma modéré à sévère du corps',
      'moderate to severe exacerbation': 'exacerbation modérée à sévère',
      'muscle and nerve pain': 'douleurs musculaires et nerveuses',
      'nausea and vomiting of pregnancy': 'nausées et vomissements de la grossesse',
      'newborn without signs whose mother has positive syphilis serology':
        'nouveau-né sans signes dont la mère a une sérologie syphilitique positive',
      'nutritional rickets': 'rachitisme nutritionnel',
      'nutritional rickets from 1 to 12 years': 'rachitisme nutritionnel de 1 à 12 ans',
      'nutritional rickets over 12 years': 'rachitisme nutritionnel après 12 ans',
      'nutritional rickets under 1 year': 'rachitisme nutritionnel avant 1 an',
    },
  },
];
