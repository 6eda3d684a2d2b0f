import type { TranslationGroup } from '../types';

/** frenchRegimenIndications (see regimen-indications.ts), the entries whose English key starts with o to z. */
export const frenchRegimenIndicationsOToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'oedema and hypertension of acute glomerulonephritis':
        'œdèmes et hypertension de la glomérulonéphrite aiguë',
      'oesophageal candidiasis in a child (pain or difficulty swallowing with thrush)':
        "candidose œsophagienne de l'enfant (douleur ou difficulté à avaler avec muguet)",
      'oesophageal candidiasis, or severe oral thrush': 'candidose œsophagienne, ou muguet buccal sévère',
      'open-angle glaucoma (not for cataract)': 'glaucome à angle ouvert (pas pour la cataracte)',
      'oral thrush': 'muguet buccal',
      'organophosphate or carbamate poisoning': 'intoxication aux organophosphorés ou aux carbamates',
      'organophosphate poisoning (not carbamates)': 'intoxication aux organophosphorés (pas aux carbamates)',
      'osteoarthritis pain': "douleur d'arthrose",
      'osteomyelitis or septic arthritis': 'ostéomyélite ou arthrite septique',
      pain: 'douleur',
      'pain (no aspirin or NSAIDs)': "douleur (pas d'aspirine ni d'AINS)",
      'pain (with paracetamol)': 'douleur (avec le paracétamol)',
      'pain and fever': 'douleur et fièvre',
      'pain and fever of parotitis or orchitis': "douleur et fièvre de la parotidite ou de l'orchite",
      'pain during miscarriage or after misoprostol':
        'douleur pendant une fausse couche ou après le misoprostol',
      'pain of minor burns': 'douleur des brûlures mineures',
      'painful peripheral neuropathy': 'neuropathie périphérique douloureuse',
      'palpitations and tremor of hyperthyroidism': "palpitations et tremblements de l'hyperthyroïdie",
      'paracetamol or other charcoal-bound medicine within 1 hour (not iron, hydrocarbons or corrosives)':
        'paracétamol ou autre médicament adsorbé par le charbon dans un délai de 1 heure (pas le fer, les hydrocarbures ni les produits corrosifs)',
      'paracetamol overdose (hospital)': 'surdosage en paracétamol (hôpital)',
      'paracetamol overdose above the treatment line or ≥ 150 mg/kg (hospital)':
        'surdosage en paracétamol au-dessus de la ligne de traitement ou ≥ 150 mg/kg (hôpital)',
      'partial-thickness burns (not on the face; not under 2 months)':
        "brûlures d'épaisseur partielle (pas au visage ; pas avant 2 mois)",
      'pelvic inflammatory disease (anaerobic cover)':
        'maladie inflammatoire pelvienne (couverture des anaérobies)',
      'pelvic inflammatory disease (chlamydial cover)':
        'maladie inflammatoire pelvienne (couverture du chlamydia)',
      'pelvic inflammatory disease (gonococcal cover)':
        'maladie inflammatoire pelvienne (couverture du gonocoque)',
      'pertussis (shortens infectiousness; also for contacts under 1 year)':
        'coqueluche (raccourcit la contagiosité ; aussi pour les contacts de moins de 1 an)',
      'pertussis in a newborn (erythromycin carries a risk of pyloric stenosis)':
        "coqueluche du nouveau-né (l'érythromycine expose à une sténose du pylore)",
      'pertussis when erythromycin is withheld': "coqueluche quand l'érythromycine est suspendue",
      'plague (all forms)': 'peste (toutes formes)',
      'plague (all forms; first choice in pneumonic and septicaemic plague)':
        'peste (toutes formes ; premier choix dans la peste pulmonaire et septicémique)',
      'plague (bubonic; oral when able to swallow)':
        'peste (bubonique ; par voie orale quand le patient peut avaler)',
      'Pneumocystis pneumonia (sulfamethoxazole 100 mg/kg/day)':
        'pneumonie à Pneumocystis (sulfaméthoxazole 100 mg/kg/jour)',
      'Pneumocystis pneumonia in a child (trimethoprim 8 mg/kg + sulfamethoxazole 40 mg/kg a dose)':
        "pneumonie à Pneumocystis de l'enfant (triméthoprime 8 mg/kg + sulfaméthoxazole 40 mg/kg par prise)",
      'pneumonia (fast breathing or chest indrawing, no danger sign)':
        'pneumonie (respiration rapide ou tirage sous-costal, sans signe de danger)',
      'possible serious bacterial infection in a young infant':
        'infection bactérienne grave possible chez le jeune nourrisson',
      'post-exposure prophylaxis (category II and III exposures)':
        'prophylaxie post-exposition (expositions de catégorie II et III)',
      'PPH where oxytocin is unavailable or has failed':
        "HPP quand l'ocytocine n'est pas disponible ou a échoué",
      'pre-referral treatment of severe malaria in children 6 months to 6 years when injections are not possible':
        "traitement de pré-transfert du paludisme grave chez l'enfant de 6 mois à 6 ans quand les injections sont impossibles",
      'prevention of isoniazid neuropathy (advised in renal failure)':
        "prévention de la neuropathie à l'isoniazide (conseillée en cas d'insuffisance rénale)",
      'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)':
        "prévention de la neuropathie à l'isoniazide (VIH, grossesse, diabète, alcool, malnutrition)",
      'prevention of vitamin K deficiency bleeding':
        'prévention de la maladie hémorragique par carence en vitamine K',
      'prevention of Wernicke encephalopathy': "prévention de l'encéphalopathie de Wernicke",
      'prevention of Wernicke encephalopathy in intoxication':
        "prévention de l'encéphalopathie de Wernicke lors d'une intoxication",
      'prevention of Wernicke encephalopathy in prolonged vomiting':
        "prévention de l'encéphalopathie de Wernicke en cas de vomissements prolongés",
      'prophylaxis of PCP, toxoplasmosis and bacterial infections':
        'prophylaxie de la PCP, de la toxoplasmose et des infections bactériennes',
      psychosis: 'psychose',
      'psychosis (sedating alternative)': 'psychose (alternative sédative)',
      'pulmonary TB in a child, continuation phase':
        "tuberculose pulmonaire de l'enfant, phase de continuation",
      'pulmonary TB in a child, intensive phase': "tuberculose pulmonaire de l'enfant, phase intensive",
      'purulent conjunctivitis in a newborn (presumed gonococcal ophthalmia)':
        'conjonctivite purulente du nouveau-né (ophtalmie gonococcique présumée)',
      'rate control in atrial fibrillation': 'contrôle de la fréquence dans la fibrillation atriale',
      'rehydration (WHO Plan B, some dehydration)': "réhydratation (Plan B de l'OMS, déshydratation modérée)",
      'renal colic': 'colique néphrétique',
      'renal colic when NSAIDs cannot be used':
        'colique néphrétique quand les AINS ne peuvent pas être utilisés',
      'rickettsial fever': 'rickettsiose',
      'rickettsial fever in a child under 45 kg': "rickettsiose chez l'enfant de moins de 45 kg",
      'routine antibiotic in uncomplicated severe acute malnutrition':
        'antibiotique systématique dans la malnutrition aiguë sévère non compliquée',
      scabies: 'gale',
      'secondary prophylaxis in penicillin allergy':
        "prophylaxie secondaire en cas d'allergie à la pénicilline",
      'secondary prophylaxis of rheumatic fever': 'prophylaxie secondaire du rhumatisme articulaire aigu',
      'secondary prophylaxis when injections are refused':
        'prophylaxie secondaire quand les injections sont refusées',
      'sepsis in a child': "sepsis de l'enfant",
      'sepsis in a child, when ampicillin is not available (with gentamicin)':
        "sepsis de l'enfant, quand l'ampicilline n'est pas disponible (avec gentamicine)",
      'sepsis of unknown source': "sepsis d'origine inconnue",
      'serious bacterial infection in a newborn': 'infection bactérienne grave du nouveau-né',
      'severe hypertension in pre-eclampsia': "hypertension sévère au cours d'une pré-éclampsie",
      'severe hypertension in pregnancy': 'hypertension sévère pendant la grossesse',
      'severe hypertension in pregnancy (160/110 or more)':
        'hypertension sévère pendant la grossesse (160/110 ou plus)',
      'severe hypoglycaemia in an adult': "hypoglycémie sévère de l'adulte",
      'severe leptospirosis': 'leptospirose sévère',
      'severe malaria (children under 20 kg receive 3 mg/kg)':
        'paludisme grave (les enfants de moins de 20 kg reçoivent 3 mg/kg)',
      'severe malaria (in all trimesters of pregnancy)':
        'paludisme grave (à tous les trimestres de la grossesse)',
      'severe malaria when artesunate cannot be given':
        "paludisme grave quand l'artésunate ne peut pas être donné",
      'severe pain (starting dose)': 'douleur intense (dose initiale)',
      'severe pre-eclampsia or eclampsia (Pritchard regimen)':
        'pré-éclampsie sévère ou éclampsie (protocole de Pritchard)',
      'shock in anaphylaxis': 'choc anaphylactique',
      'shock or heavy bleeding before delivery': "choc ou saignement abondant avant l'accouchement",
      'sickle cell disease': 'drépanocytose',
      'significant bleeding after injury, within 3 hours (adolescents and adults)':
        'saignement important après un traumatisme, dans les 3 heures (adolescents et adultes)',
      'sore throat and fever': 'mal de gorge et fièvre',
      'streptococcal pharyngitis': 'angine streptococcique',
      'streptococcal pharyngitis (prevention of rheumatic fever)':
        'angine streptococcique (prévention du rhumatisme articulaire aigu)',
      'streptococcal pharyngitis in penicillin allergy':
        "angine streptococcique en cas d'allergie à la pénicilline",
      syphilis: 'syphilis',
      'syphilis cover in genital ulcer disease': 'couverture de la syphilis dans les ulcérations génitales',
      'tension-type headache': 'céphalée de tension',
      'tetanus (eradicate Clostridium tetani)': 'tétanos (éradiquer Clostridium tetani)',
      'tetanus prevention after a bite': 'prévention du tétanos après une morsure',
      'tetanus prevention after a snakebite': 'prévention du tétanos après une morsure de serpent',
      'tinea corporis, cruris or pedis': "teigne du corps, de l'aine ou du pied",
      'tinea of the skin': 'teigne de la peau',
      'type 2 diabetes': 'diabète de type 2',
      'type 2 diabetes when metformin cannot be used':
        'diabète de type 2 quand la metformine ne peut pas être utilisée',
      'umbilical infection with redness extending to the skin':
        "infection ombilicale avec rougeur s'étendant à la peau",
      'uncomplicated cutaneous anthrax': 'charbon cutané non compliqué',
      'uncomplicated cutaneous anthrax (alternative)': 'charbon cutané non compliqué (alternative)',
      'uncomplicated enteric fever': 'fièvre entérique non compliquée',
      'uncomplicated falciparum malaria': 'paludisme à falciparum simple',
      'uncomplicated falciparum malaria in an infant under 5 kg':
        'paludisme à falciparum simple chez le nourrisson de moins de 5 kg',
      'uncomplicated falciparum malaria in the first trimester':
        'paludisme à falciparum simple au premier trimestre',
      'uncomplicated malaria when no artemisinin combination can be given':
        "paludisme simple quand aucune combinaison à base d'artémisinine ne peut être donnée",
      'urinary or intestinal schistosomiasis': 'schistosomiase urinaire ou intestinale',
      'uterotonic for postpartum haemorrhage': "utérotonique pour l'hémorragie du post-partum",
      'vitamin A for measles': 'vitamine A dans la rougeole',
      'volume replacement in postpartum haemorrhage':
        "remplissage vasculaire dans l'hémorragie du post-partum",
      'volume replacement when Ringer’s lactate is unavailable':
        "remplissage vasculaire quand le Ringer lactate n'est pas disponible",
      'vulvovaginal candidiasis': 'candidose vulvovaginale',
      'zinc supplementation for diarrhoea in children':
        "supplémentation en zinc pour la diarrhée de l'enfant",
      'zoster pain': 'douleur du zona',
    },
  },
];
