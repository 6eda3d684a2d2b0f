import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with s to v. */
export const frenchRedFlagsSToV: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Second-stage sleeping sickness proven in the CSF (meningoencephalitis)':
        'Maladie du sommeil au second stade prouvé dans le LCR (méningo-encéphalite)',
      'Saddle numbness or new bladder or bowel dysfunction: cauda equina syndrome':
        'Anesthésie en selle ou nouveau trouble vésical ou intestinal : syndrome de la queue de cheval',
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Évaluation le jour même pour une transfusion (insuffisance cardiaque, essoufflement au repos, grossesse près du terme) ; rechercher la cause.',
      'Same-day Doppler ultrasound; anticoagulate if confirmed.':
        'Échographie Doppler le jour même ; anticoaguler si confirmé.',
      'Same-day emergency referral for MRI and spinal surgery.':
        'Transfert en urgence le jour même pour IRM et chirurgie du rachis.',
      'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.':
        'Transfert en ophtalmologie le jour même ; débuter un traitement hypotonisant (acétazolamide, timolol) si formé.',
      'Same-day referral for imaging and surgery.': 'Transfert le jour même pour imagerie et chirurgie.',
      'Same-day referral to a kala-azar treatment centre: liposomal amphotericin B is preferred in severe disease.':
        "Transfert le jour même vers un centre de traitement du kala-azar : l'amphotéricine B liposomale est préférée dans les formes sévères.",
      'Same-day serum CrAg and assessment for meningitis; lumbar puncture if CrAg positive or neck stiffness.':
        "CrAg sérique et recherche d'une méningite le jour même ; ponction lombaire si CrAg positif ou raideur de la nuque.",
      'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.':
        'Xpert sur crachats et radiographie thoracique le jour même ; une hémoptysie massive (> 100 mL) demande un transfert en urgence.',
      'Secondary bacterial infection of scabies lesions (impetigo, cellulitis, abscess)':
        'Surinfection bactérienne des lésions de gale (impétigo, cellulite, abcès)',
      'Fever with coma or convulsions in a malaria area: secure airway, treat convulsions, check and correct glucose, give the first dose of parenteral artesunate before referral (test for malaria when possible), and refer to hospital.':
        "Fièvre avec coma ou convulsions en zone d'endémie palustre : libérer les voies aériennes, traiter les convulsions, contrôler et corriger la glycémie, donner la première dose d'artésunate parentéral avant le transfert (faire un test du paludisme dès que possible), et transférer à l'hôpital.",
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Crise convulsive > 5 minutes ou répétée sans reprise de conscience : état de mal épileptique',
      'Seizure with neck stiffness, bulging fontanelle or petechial rash: meningitis':
        'Crise convulsive avec raideur de la nuque, fontanelle bombée ou éruption pétéchiale : méningite',
      'Sepsis bundle: IV fluids, blood and urine culture, IV ceftriaxone (or gentamicin) within the hour, admit.':
        "Paquet sepsis : liquides IV, hémocultures et uroculture, ceftriaxone IV (ou gentamicine) dans l'heure, hospitaliser.",
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Choc septique (pression artérielle basse ou mauvaise perfusion) ou coma',
      'Septic shock or necrotising infection (shock; look for pain out of proportion, crepitus, dusky skin)':
        'Choc septique ou infection nécrosante (choc ; rechercher une douleur disproportionnée, une crépitation, une peau violacée)',
      'Seriously ill person with HIV (danger signs: RR >= 30, HR >= 120, unable to walk unaided, temperature >= 39 C)':
        'Personne vivant avec le VIH gravement malade (signes de danger : FR >= 30, FC >= 120, incapable de marcher sans aide, température >= 39 C)',
      'Seriously ill TB suspect (respiratory distress, hypoxaemia or confusion)':
        'Suspect de tuberculose gravement malade (détresse respiratoire, hypoxémie ou confusion)',
      'Severe agitation or risk to others in mania':
        "Agitation sévère ou risque pour autrui au cours d'une manie",
      'Severe anaemia (Hb < 7 g/dL)': 'Anémie sévère (Hb < 7 g/dL)',
      'Severe anaemia (hookworm)': 'Anémie sévère (ankylostome)',
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
      'Severe headache in a person with HIV': 'Céphalée intense chez une personne vivant avec le VIH',
      'Severe influenza: hypoxaemia, respiratory distress, confusion or shock':
        'Grippe grave : hypoxémie, détresse respiratoire, confusion ou choc',
      'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature':
        'Ictère sévère (premier jour, paumes et plantes) ou ictère avec fièvre ou température basse',
      'Severe kala-azar (bleeding, jaundice or severe malnutrition)':
        'Kala-azar sévère (saignement, ictère ou malnutrition sévère)',
      'Severe malarial anaemia (haemoglobin below 7 g/dL)':
        'Anémie palustre grave (hémoglobine inférieure à 7 g/dL)',
      'Severe or complicated mpox (eye involvement, encephalitis, unable to drink, hypoxaemia)':
        'Mpox grave ou compliquée (atteinte oculaire, encéphalite, incapacité à boire, hypoxémie)',
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
      'Severe typhoid (encephalopathy or shock)': 'Typhoïde grave (encéphalopathie ou choc)',
      'Shingles on the forehead or nose with a red or painful eye: herpes zoster ophthalmicus':
        'Zona du front ou du nez avec un œil rouge ou douloureux : zona ophtalmique',
      'Thrush that stops all swallowing, even of water, with dehydration: needs IV fluids':
        "Muguet qui empêche toute déglutition, même de l'eau, avec déshydratation : perfusion nécessaire",
      'Start IV fluids now and admit for IV fluconazole; test for HIV and measure CD4 if not known.':
        'Commencer une perfusion maintenant et hospitaliser pour fluconazole IV ; dépister le VIH et mesurer les CD4 si inconnus.',
      'Shingles on the forehead or nose with a red eye that sees less, hurts badly or is clouding: sight-threatening ophthalmic zoster':
        'Zona du front ou du nez avec un œil rouge qui voit moins, très douloureux ou dont la cornée se trouble : zona ophtalmique menaçant la vue',
      'Shock (meningococcal septicaemia)': 'Choc (septicémie à méningocoque)',
      'Shock after snakebite': 'Choc après une morsure de serpent',
      'Shock in DKA': "Choc au cours d'une acidocétose diabétique",
      'Shock or dark urine in heat stroke: circulatory collapse, rhabdomyolysis or kidney injury':
        "Choc ou urines foncées au cours d'un coup de chaleur : collapsus circulatoire, rhabdomyolyse ou atteinte rénale",
      'Shock or encephalopathy': 'Choc ou encéphalopathie',
      'Shock or fainting with early pregnancy: ruptured ectopic pregnancy':
        'Choc ou malaise en début de grossesse : grossesse extra-utérine rompue',
      'Shock or peritonism: strangulated or perforated bowel':
        'Choc ou péritonisme : intestin étranglé ou perforé',
      'Shock or severe dehydration in a child with SAM':
        'Choc ou déshydratation sévère chez un enfant atteint de MAS',
      'Shock with chest pain: cardiogenic shock complicating myocardial infarction':
        'Choc avec douleur thoracique : choc cardiogénique compliquant un infarctus du myocarde',
      'Shock with diarrhoea': 'Choc avec diarrhée',
      'Shock, confusion or bleeding spots: septicaemic plague':
        'Choc, confusion ou taches hémorragiques : peste septicémique',
      'Shock: perforation with peritonitis': 'Choc : perforation avec péritonite',
      'Shock: septicaemia from bone or joint infection': "Choc : septicémie d'origine osseuse ou articulaire",
      'Shoulder-tip pain or fainting in early pregnancy: exclude ectopic pregnancy':
        "Douleur à la pointe de l'épaule ou malaise en début de grossesse : exclure une grossesse extra-utérine",
      'Sign of possible serious bacterial infection in a young infant':
        "Signe d'infection bactérienne grave possible chez le jeune nourrisson",
      'Sit up, oxygen, IV furosemide and nitrate for pulmonary oedema; ECG and troponin for ACS or dissection.':
        "Position assise, oxygène, furosémide IV et dérivé nitré pour l'œdème pulmonaire ; ECG et troponine pour un SCA ou une dissection.",
      'Sit up, oxygen, IV furosemide if not in shock; refer to a hospital with critical care.':
        "Position assise, oxygène, furosémide IV en l'absence de choc ; transférer vers un hôpital disposant d'une réanimation.",
      'Sit up, oxygen, urgent referral (steroids by the specialist).':
        'Position assise, oxygène, transfert urgent (corticoïdes par le spécialiste).',
      'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.':
        'Position assise, oxygène, furosémide IV, dérivé nitré si PA systolique > 110 mmHg ; transférer en soins intensifs.',
      'Small baby with apnoea, low temperature, low glucose or fits':
        'Petit bébé avec apnée, température basse, glycémie basse ou convulsions',
      'Speculum examination; refer any visible lesion for biopsy within 2 weeks.':
        'Examen au spéculum ; transférer toute lésion visible pour biopsie dans les 2 semaines.',
      'Spine X-ray, ESR/CRP, HIV test, TB work-up (GeneXpert); refer.':
        'Radiographie du rachis, VS/CRP, test VIH, bilan de tuberculose (GeneXpert) ; transférer.',
      'Sputum GeneXpert and chest X-ray.': 'GeneXpert sur crachats et radiographie thoracique.',
      'Sputum Xpert MTB/RIF and chest X-ray.': 'Xpert MTB/RIF sur crachats et radiographie thoracique.',
      'Start aciclovir and refer the same day.': "Débuter l'aciclovir et transférer le jour même.",
      'Start aciclovir today and refer to an eye clinic the same day.':
        "Débuter l'aciclovir aujourd'hui et transférer en consultation d'ophtalmologie le jour même.",
      'Start aciclovir now (IV if immunosuppressed or the eye is badly inflamed) and send to an eye specialist today.':
        "Commencer l'aciclovir maintenant (IV si immunodéprimé ou œil très enflammé) et adresser à un ophtalmologiste aujourd'hui.",
      'Start an antistaphylococcal antibiotic; refer if spreading fast or bleeding.':
        "Débuter un antibiotique antistaphylococcique ; transférer si l'extension est rapide ou en cas de saignement.",
      'Start IV 0.9% saline and refer now for insulin infusion and potassium monitoring.':
        'Débuter le sérum salé 0.9% IV et transférer maintenant pour insuline en perfusion et surveillance du potassium.',
      'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.':
        'Débuter les liquides IV et transférer pour insuline en perfusion avec surveillance horaire de la glycémie et du potassium.',
      'Start oral antifungal; do not incise a kerion; treat secondary bacterial infection if present.':
        'Débuter un antifongique oral ; ne pas inciser un kérion ; traiter une surinfection bactérienne si présente.',
      'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.':
        'Débuter la prednisolone pour la réaction (protocole du programme) et poursuivre la PCT ; mettre le membre au repos ; transférer au service de la lèpre dans les jours qui suivent.',
      'Stop diuretics; IV albumin or fluid under specialist care; watch for clots.':
        'Arrêter les diurétiques ; albumine ou liquides IV sous supervision spécialisée ; surveiller les thromboses.',
      'Strict bed rest, ECG monitoring, antitoxin; refer for cardiac care.':
        'Repos strict au lit, surveillance ECG, antitoxine ; transférer pour prise en charge cardiologique.',
      'Stridor, breathlessness or swollen face and neck: airway or superior vena cava obstruction':
        'Stridor, essoufflement ou gonflement du visage et du cou : obstruction des voies aériennes ou de la veine cave supérieure',
      'Stroke signs in AF: embolic stroke': "Signes d'AVC au cours d'une FA : AVC embolique",
      'Sudden abdominal pain with shock: tumour rupture':
        'Douleur abdominale brutale avec choc : rupture tumorale',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Essoufflement brutal, oxygénation basse ou crachats sanglants avec risque thrombotique : embolie pulmonaire',
      'Sudden breathlessness: pulmonary embolism': 'Essoufflement brutal : embolie pulmonaire',
      'Sudden focal neurological deficit (FAST positive)': 'Déficit neurologique focal brutal (FAST positif)',
      'Sudden severe pain with a rigid abdomen: perforated ulcer':
        'Douleur intense brutale avec abdomen de bois : ulcère perforé',
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
      'Swelling around the eye or visual change: orbital complication':
        "Gonflement autour de l'œil ou trouble visuel : complication orbitaire",
      'Swelling of lips, tongue or throat': 'Gonflement des lèvres, de la langue ou de la gorge',
      'Swelling of the floor of the mouth or neck, difficulty swallowing or opening the mouth, or swelling up to the eye: spreading infection (Ludwig angina)':
        "Gonflement du plancher de la bouche ou du cou, difficulté à avaler ou à ouvrir la bouche, ou gonflement remontant jusqu'à l'œil : infection qui s'étend (angine de Ludwig)",
      'Symptoms minutes to hours after a sting, drug or food':
        'Symptômes quelques minutes à quelques heures après une piqûre, un médicament ou un aliment',
      'Syphilis in pregnancy': 'Syphilis pendant la grossesse',
      'Systemic antibiotics; admit infants or if unwell.':
        "Antibiotiques par voie générale ; hospitaliser les nourrissons ou en cas d'altération de l'état général.",
      'Systemic, meningeal, gastrointestinal or inhalational anthrax':
        'Charbon systémique, méningé, digestif ou par inhalation',
      'Take three blood cultures before antibiotics and refer for echocardiography.':
        'Faire trois hémocultures avant les antibiotiques et transférer pour échocardiographie.',
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
      'Thoughts of self-harm with heavy drinking': "Idées d'automutilation avec forte consommation d'alcool",
      'Thunderclap headache (worst ever, peak within a minute): subarachnoid haemorrhage':
        'Céphalée en coup de tonnerre (la pire jamais ressentie, maximale en une minute) : hémorragie méningée',
      'Thunderclap headache or neck stiffness: subarachnoid haemorrhage':
        'Céphalée en coup de tonnerre ou raideur de la nuque : hémorragie méningée',
      'Thunderclap headache, focal deficit or confusion: secondary headache':
        'Céphalée en coup de tonnerre, déficit focal ou confusion : céphalée secondaire',
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        "Transfuser (transférer pour du sang) et poursuivre l'ocytocine ; fer une fois stable.",
      'Treat as a medical emergency first.': "Traiter d'abord comme une urgence médicale.",
      'Treat as diabetic ketoacidosis (fluids, insulin) in hospital; fetal monitoring.':
        "Traiter comme une acidocétose diabétique (liquides, insuline) à l'hôpital ; surveillance fœtale.",
      'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.':
        'Traiter comme une urgence hypertensive : baisse contrôlée de la PA par voie IV ou orale et transfert urgent.',
      'Treat as meningitis or brain abscess: parenteral ceftriaxone and refer.':
        'Traiter comme une méningite ou un abcès cérébral : ceftriaxone parentérale et transférer.',
      'Treat as meningitis or brain abscess; refer at once.':
        'Traiter comme une méningite ou un abcès cérébral ; transférer immédiatement.',
      'Treat as meningitis until bacterial meningitis is excluded; refer for lumbar puncture.':
        "Traiter comme une méningite jusqu'à exclusion d'une méningite bactérienne ; transférer pour ponction lombaire.",
      'Treat as meningitis until excluded; malaria test.':
        "Traiter comme une méningite jusqu'à exclusion ; test du paludisme.",
      'Treat as meningitis: antibiotics now, lumbar puncture when safe, malaria test.':
        'Traiter comme une méningite : antibiotiques maintenant, ponction lombaire quand elle est sans danger, test du paludisme.',
      'Treat as meningitis: parenteral ceftriaxone now and refer.':
        'Traiter comme une méningite : ceftriaxone parentérale maintenant et transférer.',
      'Treat as neonatal tetanus: tetanus immunoglobulin, diazepam, metronidazole or penicillin; refer now.':
        'Traiter comme un tétanos néonatal : immunoglobulines antitétaniques, diazépam, métronidazole ou pénicilline ; transférer maintenant.',
      'Treat as pelvic inflammatory disease; exclude pregnancy and ectopic pregnancy.':
        'Traiter comme une maladie inflammatoire pelvienne ; exclure une grossesse et une grossesse extra-utérine.',
      'Treat as pneumonia in addition; admit infants under 6 months.':
        'Traiter en plus comme une pneumonie ; hospitaliser les nourrissons de moins de 6 mois.',
      'Treat as possible ectopic pregnancy until proven otherwise: IV line, urgent ultrasound or surgical review.':
        "Traiter comme une grossesse extra-utérine possible jusqu'à preuve du contraire : voie veineuse, échographie urgente ou avis chirurgical.",
      'Treat as pyelonephritis (not cystitis): urine culture, systemic antibiotic, assess for sepsis.':
        'Traiter comme une pyélonéphrite (pas une cystite) : uroculture, antibiotique systémique, rechercher un sepsis.',
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Traiter comme un sepsis : antibiotiques dans un délai de 1 heure, oxygène, liquides, contrôler la glycémie ; hospitaliser dans un lit surveillé.',
      'Treat as severe dysentery: admit or refer for parenteral antibiotics and nutritional care.':
        'Traiter comme une dysenterie grave : hospitaliser ou transférer pour antibiotiques parentéraux et prise en charge nutritionnelle.',
      'Treat as systemic anthrax with IV antibiotics; watch the airway; refer.':
        'Traiter comme un charbon systémique par antibiotiques IV ; surveiller les voies aériennes ; transférer.',
      'Treat fits; lower blood pressure; furosemide; refer for admission.':
        'Traiter les convulsions ; baisser la pression artérielle ; furosémide ; transférer pour hospitalisation.',
      'Treat for the infection now (antibiotics, IV artesunate as indicated) and admit; lumbar puncture when safe.':
        "Traiter l'infection maintenant (antibiotiques, artésunate IV selon les cas) et hospitaliser ; ponction lombaire quand elle est sans danger.",
      'Treat promptly with a pregnancy-safe regimen (rifampicin-based); avoid doxycycline and streptomycin.':
        'Traiter rapidement avec un schéma sans danger pendant la grossesse (à base de rifampicine) ; éviter la doxycycline et la streptomycine.',
      'Treat the infection; continue emollients.': "Traiter l'infection ; poursuivre les émollients.",
      'Treat the same day with a pregnancy-safe antibiotic, send urine culture, and recheck after treatment.':
        'Traiter le jour même par un antibiotique sans danger pendant la grossesse, envoyer une uroculture, et recontrôler après le traitement.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Traiter le jour même avec le schéma adapté au trimestre ; rechercher une anémie et une hypoglycémie ; transférer au moindre doute.',
      'Treat the skin infection with an antibiotic the same day, drain any abscess; treat the scabies too.':
        "Traiter l'infection cutanée par un antibiotique le jour même, drainer tout abcès ; traiter aussi la gale.",
      'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.':
        'Deux voies veineuses, liquides, épreuve de compatibilité, oméprazole IV ; transférer pour endoscopie urgente.',
      'Two IV lines, Ringer’s lactate or saline fast, left lateral position, no vaginal examination; refer at once to a hospital with theatre and blood.':
        "Deux voies veineuses, Ringer lactate ou sérum salé en débit rapide, décubitus latéral gauche, pas de toucher vaginal ; transférer immédiatement vers un hôpital disposant d'un bloc opératoire et de sang.",
      'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).':
        'Deux voies veineuses de gros calibre, liquides et sang avec prudence, ceftriaxone IV, transférer immédiatement pour endoscopie (terlipressine ou octréotide si disponibles).',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Deux voies veineuses de gros calibre, liquides, épreuve de compatibilité et transfusion ; laparotomie immédiate.',
      'Unable to keep fluids down, or ascites': 'Ne garde pas les liquides, ou ascite',
      'Unable to keep oral medicine down': 'Ne garde pas les médicaments oraux',
      'Unable to pass urine with a full bladder: acute urinary retention':
        "Impossibilité d'uriner avec une vessie pleine : rétention aiguë d'urine",
      'Unconscious after stroke': 'Inconscient après un AVC',
      'Unconscious with very high glucose: hyperosmolar hyperglycaemic state or DKA':
        'Inconscient avec glycémie très élevée : état hyperosmolaire hyperglycémique ou acidocétose',
      'Unrousable, slow breathing, fits or low glucose (after drinking: severe alcohol poisoning)':
        'Impossible à réveiller, respiration lente, convulsions ou glycémie basse (après avoir bu : intoxication alcoolique grave)',
      'Urgent assessment for subarachnoid haemorrhage, stroke or intracranial infection.':
        'Évaluation urgente pour une hémorragie méningée, un AVC ou une infection intracrânienne.',
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        "Transfusion sanguine urgente (Hb < 5 g/dL chez l'enfant, < 7 g/dL chez l'adulte) avec artésunate parentéral.",
      'Urgent blood transfusion; treat shock; admit.':
        'Transfusion sanguine urgente ; traiter le choc ; hospitaliser.',
      'Urgent CT head and HIV test.': 'Scanner cérébral urgent et test VIH.',
      'Urgent CT head and referral.': 'Scanner cérébral urgent et transfert.',
      'Urgent eye referral.': 'Transfert urgent en ophtalmologie.',
      'Urgent hospital referral.': 'Transfert hospitalier urgent.',
      'Urgent imaging and spinal referral (cord or root compression: TB spine, metastases, disc).':
        'Imagerie urgente et transfert en chirurgie du rachis (compression médullaire ou radiculaire : mal de Pott, métastases, hernie discale).',
      'Urgent referral for chemotherapy.': 'Transfert urgent pour chimiothérapie.',
      'Urgent referral; monitor breathing.': 'Transfert urgent ; surveiller la respiration.',
      'Urgent surgical referral.': 'Transfert chirurgical urgent.',
      'Urgent urology referral for decompression.': 'Transfert urgent en urologie pour décompression.',
      'Urinary infection in pregnancy': 'Infection urinaire pendant la grossesse',
      'Urosepsis with shock (hypotension or poor perfusion)':
        'Urosepsis avec choc (hypotension ou mauvaise perfusion)',
      'Use the SAM shock protocol (slower IV fluid, e.g. Ringer lactate with 5% dextrose at 15 mL/kg over 1 hour, as WHO Pocket Book); ReSoMal for dehydration without shock; never standard rapid boluses.':
        "Utiliser le protocole de choc de la MAS (liquide IV plus lent, p. ex. Ringer lactate avec dextrose à 5% à 15 mL/kg en 1 heure, selon le Pocket Book de l'OMS) ; ReSoMal pour une déshydratation sans choc ; jamais de bolus rapides standard.",
      'Vesicles in the ear or mouth: Ramsay Hunt syndrome':
        "Vésicules dans l'oreille ou la bouche : syndrome de Ramsay Hunt",
      'Visual loss or severe headache: raised CSF pressure':
        'Perte de vision ou céphalée intense : hypertension du LCR',
      'Vomiting blood or black stools in liver disease: variceal bleeding':
        "Vomissement de sang ou selles noires au cours d'une maladie du foie : hémorragie variqueuse",
      'Vomiting everything (with distension or no stool): possible intestinal obstruction by Ascaris':
        'Vomit tout (avec distension ou absence de selles) : occlusion intestinale possible par ascaris',
      'Vomiting, deep breathing, acetone breath or drowsiness: diabetic ketoacidosis':
        'Vomissements, respiration profonde, haleine acétonique ou somnolence : acidocétose diabétique',
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Vomissements, distension et absence de selles ou de gaz : occlusion intestinale',
    },
  },
];
