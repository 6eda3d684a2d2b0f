import type { TranslationGroup } from '../types';

/**
 * What each regimen item treats (indication of the regimens of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchRegimenIndications: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'active trachoma, and household contacts': 'trachome actif, et contacts du foyer',
      'acute asthma': 'asthme aigu',
      'acute cholecystitis or cholangitis': 'cholécystite aiguë ou angiocholite',
      'acute cholecystitis or cholangitis (anaerobic cover)':
        'cholécystite aiguë ou angiocholite (couverture des anaérobies)',
      'acute ear infection': "infection aiguë de l'oreille",
      'acute gout flare': 'crise de goutte aiguë',
      'acute mania': 'manie aiguë',
      'acute migraine attack': 'crise de migraine aiguë',
      'acute pericarditis (not tuberculous)': 'péricardite aiguë (non tuberculeuse)',
      'acute pericarditis (prevents recurrence)': 'péricardite aiguë (prévient les récidives)',
      'acute pyelonephritis (outpatient)': 'pyélonéphrite aiguë (ambulatoire)',
      'acute pyelonephritis (pregnancy, fluoroquinolone allergy)':
        'pyélonéphrite aiguë (grossesse, allergie aux fluoroquinolones)',
      'acute wheeze or asthma': 'sifflement aigu ou asthme',
      'alcohol withdrawal': 'sevrage alcoolique',
      'allergic rhinitis': 'rhinite allergique',
      amoebiasis: 'amibiase',
      'amoebic dysentery or liver abscess': 'dysenterie amibienne ou abcès amibien du foie',
      'anaemia in pregnancy': 'anémie de la grossesse',
      'ascites in cirrhosis': 'ascite de la cirrhose',
      'ascites in cirrhosis (added to spironolactone)':
        'ascite de la cirrhose (en association à la spironolactone)',
      'bacterial vaginosis or trichomoniasis': 'vaginose bactérienne ou trichomonase',
      "Bell's palsy": 'paralysie faciale de Bell',
      'bloody diarrhoea (dysentery)': 'diarrhée sanglante (dysenterie)',
      brucellosis: 'brucellose',
      cellulitis: 'cellulite',
      chancroid: 'chancre mou',
      'chickenpox in an adolescent or adult': "varicelle chez l'adolescent ou l'adulte",
      chlamydia: 'chlamydiose',
      'chlamydial ophthalmia neonatorum (onset day 5-14, or not improving on ceftriaxone)':
        "ophtalmie néonatale à chlamydia (début aux jours 5-14, ou absence d'amélioration sous ceftriaxone)",
      'cholera with moderate or severe dehydration': 'choléra avec déshydratation modérée ou sévère',
      'cholera with moderate or severe dehydration (pregnancy, young children)':
        'choléra avec déshydratation modérée ou sévère (grossesse, jeunes enfants)',
      'chronic suppurative otitis media or otitis externa':
        'otite moyenne chronique suppurée ou otite externe',
      'clearing the nephritogenic streptococcus': 'élimination du streptocoque néphritogène',
      'co-trimoxazole prophylaxis': 'prophylaxie au cotrimoxazole',
      'community-acquired pneumonia, mild to moderate (CURB-65 0-1)':
        'pneumonie communautaire, légère à modérée (CURB-65 0-1)',
      'congestion (oedema, breathlessness)': 'congestion (œdèmes, essoufflement)',
      'congestion in cardiomyopathy': 'congestion de la cardiomyopathie',
      'dehydration in hyperemesis (saline, not glucose first)':
        "déshydratation de l'hyperemesis (sérum salé, pas de glucosé en premier)",
      'dental abscess with spreading infection': "abcès dentaire avec infection qui s'étend",
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
      'fracture pain': 'douleur de fracture',
      'fracture pain (added to paracetamol)': 'douleur de fracture (en association au paracétamol)',
      'gastro-oesophageal reflux disease': 'reflux gastro-œsophagien',
      'generalized anxiety or panic disorder when psychological treatment is not enough':
        'anxiété généralisée ou trouble panique quand la psychothérapie ne suffit pas',
      'genital herpes (vesicles or recurrent ulcers)': 'herpès génital (vésicules ou ulcères récidivants)',
      'gonococcal ophthalmia neonatorum (purulent conjunctivitis in the first weeks)':
        'ophtalmie gonococcique du nouveau-né (conjonctivite purulente des premières semaines)',
      gonorrhoea: 'gonococcie',
      'headache after a minor head injury (no NSAIDs, no sedatives)':
        "céphalée après un traumatisme crânien mineur (pas d'AINS, pas de sédatifs)",
      'heart failure with reduced ejection fraction': "insuffisance cardiaque à fraction d'éjection réduite",
      'herpes zoster': 'zona',
      hyperthyroidism: 'hyperthyroïdie',
      'intestinal worms': 'vers intestinaux',
      'intestinal worms (ascaris, hookworm, trichuris)':
        'vers intestinaux (ascaris, ankylostome, trichocéphale)',
      'iron-deficiency anaemia': 'anémie par carence martiale',
      'iron-deficiency anaemia (elemental iron)': 'anémie par carence martiale (fer élément)',
      'isoniazid-induced peripheral neuropathy': "neuropathie périphérique induite par l'isoniazide",
      leprosy: 'lèpre',
      'leprosy in a child under 40 kg': "lèpre chez l'enfant de moins de 40 kg",
      'lower urinary tract infection (also in pregnancy)':
        'infection urinaire basse (y compris pendant la grossesse)',
      'lower urinary tract infection (cystitis)': 'infection urinaire basse (cystite)',
      'lymphatic filariasis': 'filariose lymphatique',
      'lymphatic filariasis where onchocerciasis is co-endemic (with albendazole)':
        "filariose lymphatique en zone de co-endémie de l'onchocercose (avec albendazole)",
      'maintenance (Pritchard regimen)': 'entretien (protocole de Pritchard)',
      'mechanical low back pain': 'lombalgie mécanique',
      'mild eczema or contact dermatitis, face and skin folds':
        'eczéma léger ou dermatite de contact, visage et plis cutanés',
      'mild leptospirosis': 'leptospirose légère',
      'moderate to severe depression': 'dépression modérée à sévère',
      'moderate to severe exacerbation': 'exacerbation modérée à sévère',
      'nutritional rickets': 'rachitisme nutritionnel',
      'nutritional rickets from 1 to 12 years': 'rachitisme nutritionnel de 1 à 12 ans',
      'nutritional rickets over 12 years': 'rachitisme nutritionnel après 12 ans',
      'oedema and hypertension of acute glomerulonephritis':
        'œdèmes et hypertension de la glomérulonéphrite aiguë',
      'oesophageal candidiasis in a child (pain or difficulty swallowing with thrush)':
        "candidose œsophagienne de l'enfant (douleur ou difficulté à avaler avec muguet)",
      'oesophageal candidiasis, or severe oral thrush': 'candidose œsophagienne, ou muguet buccal sévère',
      'open-angle glaucoma (not for cataract)': 'glaucome à angle ouvert (pas pour la cataracte)',
      'oral thrush': 'muguet buccal',
      'osteoarthritis pain': "douleur d'arthrose",
      'osteomyelitis or septic arthritis': 'ostéomyélite ou arthrite septique',
      'pain and fever': 'douleur et fièvre',
      'pain and fever of parotitis or orchitis': "douleur et fièvre de la parotidite ou de l'orchite",
      'pain of minor burns': 'douleur des brûlures mineures',
      'painful peripheral neuropathy': 'neuropathie périphérique douloureuse',
      'palpitations and tremor of hyperthyroidism': "palpitations et tremblements de l'hyperthyroïdie",
      'pelvic inflammatory disease (anaerobic cover)':
        'maladie inflammatoire pelvienne (couverture des anaérobies)',
      'pelvic inflammatory disease (chlamydial cover)':
        'maladie inflammatoire pelvienne (couverture du chlamydia)',
      'pelvic inflammatory disease (gonococcal cover)':
        'maladie inflammatoire pelvienne (couverture du gonocoque)',
      'pertussis (shortens infectiousness; also for contacts under 1 year)':
        'coqueluche (raccourcit la contagiosité ; aussi pour les contacts de moins de 1 an)',
      'pneumonia (fast breathing or chest indrawing, no danger sign)':
        'pneumonie (respiration rapide ou tirage sous-costal, sans signe de danger)',
      'post-exposure prophylaxis (category II and III exposures)':
        'prophylaxie post-exposition (expositions de catégorie II et III)',
      'pre-referral treatment of severe malaria in children 6 months to 6 years when injections are not possible':
        "traitement de pré-transfert du paludisme grave chez l'enfant de 6 mois à 6 ans quand les injections sont impossibles",
      'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)':
        "prévention de la neuropathie à l'isoniazide (VIH, grossesse, diabète, alcool, malnutrition)",
      'prevention of Wernicke encephalopathy': "prévention de l'encéphalopathie de Wernicke",
      'prevention of Wernicke encephalopathy in prolonged vomiting':
        "prévention de l'encéphalopathie de Wernicke en cas de vomissements prolongés",
      'prophylaxis of PCP, toxoplasmosis and bacterial infections':
        'prophylaxie de la PCP, de la toxoplasmose et des infections bactériennes',
      psychosis: 'psychose',
      'pulmonary TB in a child, continuation phase':
        "tuberculose pulmonaire de l'enfant, phase de continuation",
      'pulmonary TB in a child, intensive phase': "tuberculose pulmonaire de l'enfant, phase intensive",
      'purulent conjunctivitis in a newborn (presumed gonococcal ophthalmia)':
        'conjonctivite purulente du nouveau-né (ophtalmie gonococcique présumée)',
      'rate control in atrial fibrillation': 'contrôle de la fréquence dans la fibrillation atriale',
      'rehydration (WHO Plan B, some dehydration)': "réhydratation (Plan B de l'OMS, déshydratation modérée)",
      'renal colic': 'colique néphrétique',
      'rickettsial fever': 'rickettsiose',
      'routine antibiotic in uncomplicated severe acute malnutrition':
        'antibiotique systématique dans la malnutrition aiguë sévère non compliquée',
      scabies: 'gale',
      'secondary prophylaxis of rheumatic fever': 'prophylaxie secondaire du rhumatisme articulaire aigu',
      'severe hypertension in pre-eclampsia': "hypertension sévère au cours d'une pré-éclampsie",
      'severe malaria (children under 20 kg receive 3 mg/kg)':
        'paludisme grave (les enfants de moins de 20 kg reçoivent 3 mg/kg)',
      'severe malaria (in all trimesters of pregnancy)':
        'paludisme grave (à tous les trimestres de la grossesse)',
      'severe malaria when artesunate cannot be given':
        "paludisme grave quand l'artésunate ne peut pas être donné",
      'severe pre-eclampsia or eclampsia (Pritchard regimen)':
        'pré-éclampsie sévère ou éclampsie (protocole de Pritchard)',
      'sore throat and fever': 'mal de gorge et fièvre',
      'streptococcal pharyngitis (prevention of rheumatic fever)':
        'angine streptococcique (prévention du rhumatisme articulaire aigu)',
      syphilis: 'syphilis',
      'syphilis cover in genital ulcer disease': 'couverture de la syphilis dans les ulcérations génitales',
      'tension-type headache': 'céphalée de tension',
      'tetanus prevention after a bite': 'prévention du tétanos après une morsure',
      'tinea corporis, cruris or pedis': "teigne du corps, de l'aine ou du pied",
      'type 2 diabetes': 'diabète de type 2',
      'umbilical infection with redness extending to the skin':
        "infection ombilicale avec rougeur s'étendant à la peau",
      'uncomplicated cutaneous anthrax': 'charbon cutané non compliqué',
      'uncomplicated enteric fever': 'fièvre entérique non compliquée',
      'uncomplicated falciparum malaria': 'paludisme à falciparum simple',
      'uncomplicated falciparum malaria in an infant under 5 kg':
        'paludisme à falciparum simple chez le nourrisson de moins de 5 kg',
      'uncomplicated falciparum malaria in the first trimester':
        'paludisme à falciparum simple au premier trimestre',
      'uncomplicated malaria when no artemisinin combination can be given':
        "paludisme simple quand aucune combinaison à base d'artémisinine ne peut être donnée",
      'urinary or intestinal schistosomiasis': 'schistosomiase urinaire ou intestinale',
      'vitamin A for measles': 'vitamine A dans la rougeole',
      'vulvovaginal candidiasis': 'candidose vulvovaginale',
      'zinc supplementation for diarrhoea in children':
        "supplémentation en zinc pour la diarrhée de l'enfant",
      'zoster pain': 'douleur du zona',
    },
  },
];
