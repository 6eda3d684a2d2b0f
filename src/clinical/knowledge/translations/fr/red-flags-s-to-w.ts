import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with s to w. */
export const frenchRedFlagsSToW: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Évaluation le jour même pour une transfusion (insuffisance cardiaque, essoufflement au repos, grossesse près du terme) ; rechercher la cause.',
      'Same-day Doppler ultrasound; anticoagulate if confirmed.':
        'Échographie Doppler le jour même ; anticoaguler si confirmé.',
      'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.':
        'Transfert en ophtalmologie le jour même ; débuter un traitement hypotonisant (acétazolamide, timolol) si formé.',
      'Same-day referral to a kala-azar treatment centre: liposomal amphotericin B is preferred in severe disease.':
        "Transfert le jour même vers un centre de traitement du kala-azar : l'amphotéricine B liposomale est préférée dans les formes sévères.",
      'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.':
        'Xpert sur crachats et radiographie thoracique le jour même ; une hémoptysie massive (> 100 mL) demande un transfert en urgence.',
      'Secure airway, treat convulsions, check and correct glucose, give parenteral artesunate now, and refer to hospital.':
        "Libérer les voies aériennes, traiter les convulsions, contrôler et corriger la glycémie, donner l'artésunate parentéral maintenant, et transférer à l'hôpital.",
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Crise convulsive > 5 minutes ou répétée sans reprise de conscience : état de mal épileptique',
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Choc septique (pression artérielle basse ou mauvaise perfusion) ou coma',
      'Severe agitation or risk to others in mania':
        "Agitation sévère ou risque pour autrui au cours d'une manie",
      'Severe anaemia (Hb < 7 g/dL)': 'Anémie sévère (Hb < 7 g/dL)',
      'Severe anaemia after haemorrhage': 'Anémie sévère après une hémorragie',
      'Severe anaemia in pregnancy (Hb < 7 g/dL) or breathless at rest':
        'Anémie sévère pendant la grossesse (Hb < 7 g/dL) ou essoufflement au repos',
      'Severe asthma attack: talks in words, SpO2 < 90%, marked distress':
        "Crise d'asthme grave : parle par mots, SpO2 < 90 %, détresse marquée",
      'Severe bronchiolitis: hypoxaemia, apnoea, cannot feed, or severe distress':
        "Bronchiolite grave : hypoxémie, apnée, incapacité à s'alimenter ou détresse sévère",
      'Severe complicated measles (danger sign, severe pneumonia, stridor, clouding of the cornea or deep mouth ulcers)':
        'Rougeole grave compliquée (signe de danger, pneumonie grave, stridor, opacification de la cornée ou ulcérations buccales profondes)',
      'Severe dehydration (IMCI: two of lethargic/unconscious, sunken eyes, unable to drink or drinks poorly, skin pinch very slow)':
        "Déshydratation sévère (PCIME : deux signes parmi léthargique/inconscient, yeux enfoncés, incapable de boire ou boit difficilement, pli cutané s'effaçant très lentement)",
      'Severe dehydration or hypovolaemic shock': 'Déshydratation sévère ou choc hypovolémique',
      'Severe dengue: shock (plasma leakage) or severe bleeding':
        'Dengue sévère : choc (fuite plasmatique) ou saignement grave',
      'Severe epigastric pain through to the back or raised lipase: acute pancreatitis':
        'Douleur épigastrique intense transfixiante vers le dos ou lipase élevée : pancréatite aiguë',
      'Severe exacerbation: SpO2 < 90% or marked breathlessness at rest':
        'Exacerbation sévère : SpO2 < 90 % ou essoufflement marqué au repos',
      'Severe eye pain: keratitis, iritis or acute glaucoma, not simple conjunctivitis':
        'Douleur oculaire intense : kératite, iritis ou glaucome aigu, pas une simple conjonctivite',
      'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature':
        'Ictère sévère (premier jour, paumes et plantes) ou ictère avec fièvre ou température basse',
      'Severe kala-azar (bleeding, jaundice or severe malnutrition)':
        'Kala-azar sévère (saignement, ictère ou malnutrition sévère)',
      'Severe malarial anaemia (haemoglobin below 7 g/dL)':
        'Anémie palustre grave (hémoglobine inférieure à 7 g/dL)',
      'Severe or critical COVID-19 (SpO2 < 90%, respiratory distress, shock)':
        'COVID-19 sévère ou critique (SpO2 < 90%, détresse respiratoire, choc)',
      'Severe pallor or Hb < 7 g/dL: splenic sequestration, aplastic crisis or hyperhaemolysis':
        'Pâleur sévère ou Hb < 7 g/dL : séquestration splénique, crise aplasique ou hyperhémolyse',
      'Severe palmar pallor with possible severe malaria':
        'Pâleur palmaire sévère avec paludisme grave possible',
      'Severe PID: peritonitis, tubo-ovarian abscess or sepsis':
        'MIP sévère : péritonite, abcès tubo-ovarien ou sepsis',
      'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)':
        'Pneumonie grave (critère CURB-65 : confusion, FR >= 30, PA basse ; ou SpO2 < 90 %)',
      'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis':
        'Pneumonie grave : signe général de danger, SpO2 < 90 % ou cyanose centrale',
      'Severe respiratory distress (grunting, nasal flaring, head nodding)':
        'Détresse respiratoire sévère (geignement, battement des ailes du nez, dodelinement de la tête)',
      'Shingles on the forehead or nose with a red or painful eye: herpes zoster ophthalmicus':
        'Zona du front ou du nez avec un œil rouge ou douloureux : zona ophtalmique',
      'Shock (meningococcal septicaemia)': 'Choc (septicémie à méningocoque)',
      'Shock in DKA': "Choc au cours d'une acidocétose diabétique",
      'Shock or dark urine in heat stroke: circulatory collapse, rhabdomyolysis or kidney injury':
        "Choc ou urines foncées au cours d'un coup de chaleur : collapsus circulatoire, rhabdomyolyse ou atteinte rénale",
      'Shock or encephalopathy': 'Choc ou encéphalopathie',
      'Shock or fainting with early pregnancy: ruptured ectopic pregnancy':
        'Choc ou malaise en début de grossesse : grossesse extra-utérine rompue',
      'Shock or peritonism: strangulated or perforated bowel':
        'Choc ou péritonisme : intestin étranglé ou perforé',
      'Shock with diarrhoea': 'Choc avec diarrhée',
      'Sign of possible serious bacterial infection in a young infant':
        "Signe d'infection bactérienne grave possible chez le jeune nourrisson",
      'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.':
        'Position assise, oxygène, furosémide IV, dérivé nitré si PA systolique > 110 mmHg ; transférer en soins intensifs.',
      'Small baby with apnoea, low temperature, low glucose or fits':
        'Petit bébé avec apnée, température basse, glycémie basse ou convulsions',
      'Speculum examination; refer any visible lesion for biopsy within 2 weeks.':
        'Examen au spéculum ; transférer toute lésion visible pour biopsie dans les 2 semaines.',
      'Spine X-ray, ESR/CRP, HIV test, TB work-up (GeneXpert); refer.':
        'Radiographie du rachis, VS/CRP, test VIH, bilan de tuberculose (GeneXpert) ; transférer.',
      'Start aciclovir and refer the same day.': "Débuter l'aciclovir et transférer le jour même.",
      'Start aciclovir today and refer to an eye clinic the same day.':
        "Débuter l'aciclovir aujourd'hui et transférer en consultation d'ophtalmologie le jour même.",
      'Start an antistaphylococcal antibiotic; refer if spreading fast or bleeding.':
        "Débuter un antibiotique antistaphylococcique ; transférer si l'extension est rapide ou en cas de saignement.",
      'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.':
        'Débuter les liquides IV et transférer pour insuline en perfusion avec surveillance horaire de la glycémie et du potassium.',
      'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.':
        'Débuter la prednisolone pour la réaction (protocole du programme) et poursuivre la PCT ; mettre le membre au repos ; transférer au service de la lèpre dans les jours qui suivent.',
      'Strict bed rest, ECG monitoring, antitoxin; refer for cardiac care.':
        'Repos strict au lit, surveillance ECG, antitoxine ; transférer pour prise en charge cardiologique.',
      'Sudden abdominal pain with shock: tumour rupture':
        'Douleur abdominale brutale avec choc : rupture tumorale',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Essoufflement brutal, oxygénation basse ou crachats sanglants avec risque thrombotique : embolie pulmonaire',
      'Sudden focal neurological deficit (FAST positive)': 'Déficit neurologique focal brutal (FAST positif)',
      'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)':
        "Yeux enfoncés ou pli cutané s'effaçant lentement : déshydratation modérée (PCIME : deux signes parmi agité/irritable, yeux enfoncés, boit avidement, pli cutané lent)",
      'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)':
        'Méningite bactérienne suspectée (fièvre avec raideur de la nuque, fontanelle bombée, trouble de la conscience, convulsions ou purpura)',
      'Suspected cholera: notifiable epidemic-prone disease':
        'Choléra suspecté : maladie à potentiel épidémique à déclaration obligatoire',
      'Suspected pulmonary embolism with shock or collapse: high-risk (massive) PE':
        'Embolie pulmonaire suspectée avec choc ou collapsus : EP à haut risque (massive)',
      'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)':
        'Fièvre hémorragique virale suspectée (fièvre après contact avec un cas, un corps, des liquides biologiques, de la viande de brousse ou des rongeurs)',
      'Swallowed object with drooling or inability to swallow (oesophageal obstruction; button battery burns within hours)':
        'Objet avalé avec hypersalivation ou incapacité à avaler (obstruction œsophagienne ; une pile bouton brûle en quelques heures)',
      'Swelling of lips, tongue or throat': 'Gonflement des lèvres, de la langue ou de la gorge',
      'Swelling of the floor of the mouth or neck, difficulty swallowing or opening the mouth, or swelling up to the eye: spreading infection (Ludwig angina)':
        "Gonflement du plancher de la bouche ou du cou, difficulté à avaler ou à ouvrir la bouche, ou gonflement remontant jusqu'à l'œil : infection qui s'étend (angine de Ludwig)",
      'Symptoms minutes to hours after a sting, drug or food':
        'Symptômes quelques minutes à quelques heures après une piqûre, un médicament ou un aliment',
      'Systemic, meningeal, gastrointestinal or inhalational anthrax':
        'Charbon systémique, méningé, digestif ou par inhalation',
      'Tender enlarged liver with fever: possible amoebic liver abscess':
        'Foie augmenté de volume et douloureux avec fièvre : abcès amibien du foie possible',
      'Tender irreducible hernia: strangulation until proved otherwise':
        "Hernie douloureuse irréductible : étranglement jusqu'à preuve du contraire",
      'Tender swelling behind the ear or facial palsy: mastoiditis or facial nerve involvement':
        "Tuméfaction douloureuse derrière l'oreille ou paralysie faciale : mastoïdite ou atteinte du nerf facial",
      'Tender swelling behind the ear: mastoiditis':
        "Tuméfaction douloureuse derrière l'oreille : mastoïdite",
      'Tetanus: trismus or generalised spasms (laryngospasm risk)':
        'Tétanos : trismus ou spasmes généralisés (risque de laryngospasme)',
      'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).':
        'Ponction lombaire thérapeutique pour abaisser la pression (à répéter chaque jour si besoin).',
      'Thoughts of self-harm': "Idées d'automutilation",
      'Thoughts of self-harm in psychosis': "Idées d'automutilation au cours d'une psychose",
      'Thunderclap headache or neck stiffness: subarachnoid haemorrhage':
        'Céphalée en coup de tonnerre ou raideur de la nuque : hémorragie méningée',
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        "Transfuser (transférer pour du sang) et poursuivre l'ocytocine ; fer une fois stable.",
      'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.':
        'Traiter comme une urgence hypertensive : baisse contrôlée de la PA par voie IV ou orale et transfert urgent.',
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Traiter comme un sepsis : antibiotiques dans un délai de 1 heure, oxygène, liquides, contrôler la glycémie ; hospitaliser dans un lit surveillé.',
      'Treat as systemic anthrax with IV antibiotics; watch the airway; refer.':
        'Traiter comme un charbon systémique par antibiotiques IV ; surveiller les voies aériennes ; transférer.',
      'Treat fits; lower blood pressure; furosemide; refer for admission.':
        'Traiter les convulsions ; baisser la pression artérielle ; furosémide ; transférer pour hospitalisation.',
      'Treat the same day with a pregnancy-safe antibiotic, send urine culture, and recheck after treatment.':
        'Traiter le jour même par un antibiotique sans danger pendant la grossesse, envoyer une uroculture, et recontrôler après le traitement.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Traiter le jour même avec le schéma adapté au trimestre ; rechercher une anémie et une hypoglycémie ; transférer au moindre doute.',
      'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.':
        'Deux voies veineuses, liquides, épreuve de compatibilité, oméprazole IV ; transférer pour endoscopie urgente.',
      'Two IV lines, Ringer’s lactate or saline fast, left lateral position, no vaginal examination; refer at once to a hospital with theatre and blood.':
        "Deux voies veineuses, Ringer lactate ou sérum salé en débit rapide, décubitus latéral gauche, pas de toucher vaginal ; transférer immédiatement vers un hôpital disposant d'un bloc opératoire et de sang.",
      'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).':
        'Deux voies veineuses de gros calibre, liquides et sang avec prudence, ceftriaxone IV, transférer immédiatement pour endoscopie (terlipressine ou octréotide si disponibles).',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Deux voies veineuses de gros calibre, liquides, épreuve de compatibilité et transfusion ; laparotomie immédiate.',
      'Unable to keep fluids down, or ascites': 'Ne garde pas les liquides, ou ascite',
      'Unable to pass urine with a full bladder: acute urinary retention':
        "Impossibilité d'uriner avec une vessie pleine : rétention aiguë d'urine",
      'Unconscious after stroke': 'Inconscient après un AVC',
      'Unrousable, slow breathing, fits or low glucose (after drinking: severe alcohol poisoning)':
        'Impossible à réveiller, respiration lente, convulsions ou glycémie basse (après avoir bu : intoxication alcoolique grave)',
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        "Transfusion sanguine urgente (Hb < 5 g/dL chez l'enfant, < 7 g/dL chez l'adulte) avec artésunate parentéral.",
      'Urgent blood transfusion; treat shock; admit.':
        'Transfusion sanguine urgente ; traiter le choc ; hospitaliser.',
      'Urgent eye referral.': 'Transfert urgent en ophtalmologie.',
      'Urgent hospital referral.': 'Transfert hospitalier urgent.',
      'Urgent surgical referral.': 'Transfert chirurgical urgent.',
      'Urinary infection in pregnancy': 'Infection urinaire pendant la grossesse',
      'Visual loss or severe headache: raised CSF pressure':
        'Perte de vision ou céphalée intense : hypertension du LCR',
      'Vomiting blood or black stools in liver disease: variceal bleeding':
        "Vomissement de sang ou selles noires au cours d'une maladie du foie : hémorragie variqueuse",
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Vomissements, distension et absence de selles ou de gaz : occlusion intestinale',
      'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.':
        "Contact peau à peau au chaud, traiter l'hypoglycémie, stimuler et donner de l'oxygène en cas d'apnée, et transférer vers une unité néonatale.",
      'Warm slowly, support breathing, IV hydrocortisone and thyroid hormone in hospital; refer at once.':
        "Réchauffer lentement, soutenir la respiration, hydrocortisone IV et hormone thyroïdienne à l'hôpital ; transférer immédiatement.",
      'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.':
        "Laver la plaie à l'eau courante et au savon pendant 15 minutes maintenant, classer l'exposition (catégorie I-III de l'OMS), débuter le vaccin antirabique le jour même et donner des immunoglobulines antirabiques en catégorie III ; vérifier le statut antitétanique.",
      'White pupil in a child: congenital cataract or retinoblastoma':
        "Pupille blanche chez l'enfant : cataracte congénitale ou rétinoblastome",
      'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.':
        'Calculer la dose en mg/kg (paracétamol ≥ 150 mg/kg, fer ≥ 20 mg/kg élément : traiter) ; charbon activé dans un délai de 1 heure pour le paracétamol (pas pour le fer) ; transférer pour acétylcystéine ou déféroxamine et dosages.',
    },
  },
];
