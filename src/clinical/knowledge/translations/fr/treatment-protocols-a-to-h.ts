import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with a to h. */
export const frenchTreatmentProtocolsAToH: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'ABCDE with cervical spine protection; keep oxygenated and normotensive; treat fits and hypoglycaemia; close wounds; minor injuries observed and sent home with advice; moderate or severe injuries referred for CT and neurosurgical care. No sedatives; avoid NSAIDs until bleeding is excluded.':
        "ABCDE avec protection du rachis cervical ; maintenir l'oxygénation et une pression artérielle normale ; traiter les convulsions et l'hypoglycémie ; fermer les plaies ; traumatismes mineurs surveillés puis renvoyés à domicile avec des conseils ; traumatismes modérés ou graves transférés pour scanner et prise en charge neurochirurgicale. Pas de sédatifs ; éviter les AINS tant qu'un saignement n'est pas exclu.",
      'Aciclovir 800 mg 5 times daily for 7 days, started within 72 hours of the rash (at any time if HIV-positive, ophthalmic or still forming new blisters); analgesia (paracetamol, add amitriptyline for neuralgic pain); keep lesions clean; HIV test.':
        "Aciclovir 800 mg 5 fois par jour pendant 7 jours, débuté dans les 72 heures suivant l'éruption (à tout moment si VIH positif, atteinte ophtalmique ou nouvelles vésicules en cours) ; analgésie (paracétamol, ajouter l'amitriptyline pour la douleur névralgique) ; garder les lésions propres ; test VIH.",
      'Acute attack: simple analgesic taken early (aspirin, ibuprofen or paracetamol) with an antiemetic (metoclopramide) if nauseated; a triptan (sumatriptan) where available if analgesics fail. Prophylaxis for frequent or disabling attacks: propranolol or amitriptyline (alternatives: topiramate, flunarizine).':
        "Crise aiguë : antalgique simple pris tôt (aspirine, ibuprofène ou paracétamol) avec un antiémétique (métoclopramide) en cas de nausées ; un triptan (sumatriptan) si disponible en cas d'échec des antalgiques. Prophylaxie pour les crises fréquentes ou invalidantes : propranolol ou amitriptyline (alternatives : topiramate, flunarizine).",
      'Acute hepatitis: supportive care, no specific antiviral; avoid hepatotoxic drugs. Chronic hepatitis B: tenofovir (TDF) when WHO 2024 treatment criteria are met (significant fibrosis, raised HBV DNA with raised ALT, HIV co-infection, family history of liver cancer, or pregnancy with high viral load to prevent transmission). Chronic hepatitis C: pangenotypic direct-acting antivirals (sofosbuvir with daclatasvir or velpatasvir) for 12 weeks.':
        "Hépatite aiguë : traitement de soutien, pas d'antiviral spécifique ; éviter les médicaments hépatotoxiques. Hépatite B chronique : ténofovir (TDF) quand les critères de traitement de l'OMS 2024 sont remplis (fibrose significative, ADN du VHB élevé avec ALAT élevées, co-infection VIH, antécédent familial de cancer du foie, ou grossesse avec charge virale élevée pour prévenir la transmission). Hépatite C chronique : antiviraux à action directe pangénotypiques (sofosbuvir avec daclatasvir ou velpatasvir) pendant 12 semaines.",
      'Acute idiopathic or viral pericarditis: high-dose NSAID (ibuprofen 600 mg every 8 hours or aspirin) for 1 to 2 weeks with colchicine for 3 months. In TB-endemic areas an exudative effusion without another cause is treated as tuberculous: standard 6-month anti-TB treatment, ART if HIV positive; adjuvant corticosteroids may be used in TB pericarditis without HIV. Tamponade: pericardiocentesis.':
        "Péricardite aiguë idiopathique ou virale : AINS à forte dose (ibuprofène 600 mg toutes les 8 heures ou aspirine) pendant 1 à 2 semaines avec colchicine pendant 3 mois. En zone d'endémie tuberculeuse, un épanchement exsudatif sans autre cause est traité comme tuberculeux : traitement antituberculeux standard de 6 mois, TAR si VIH positif ; des corticoïdes adjuvants peuvent être utilisés dans la péricardite tuberculeuse sans VIH. Tamponnade : péricardiocentèse.",
      'Acute mania: stop antidepressants; give an antipsychotic (haloperidol or risperidone) or a mood stabiliser (lithium only where levels can be monitored; valproate; carbamazepine), with psychoeducation. Maintenance: mood stabiliser. Valproate is avoided in women who may become pregnant. Bipolar depression: mood stabiliser; antidepressant only with a mood stabiliser, by the specialist.':
        'Manie aiguë : arrêter les antidépresseurs ; donner un antipsychotique (halopéridol ou rispéridone) ou un thymorégulateur (lithium seulement là où les taux peuvent être surveillés ; valproate ; carbamazépine), avec psychoéducation. Entretien : thymorégulateur. Le valproate est évité chez la femme susceptible de devenir enceinte. Dépression bipolaire : thymorégulateur ; antidépresseur seulement avec un thymorégulateur, par le spécialiste.',
      'Acute retention: urethral catheter, then an alpha-blocker (tamsulosin) for at least 2 to 3 days before a trial without catheter; refer for surgery if it fails. Bothersome LUTS: an alpha-blocker; add a 5-alpha-reductase inhibitor (finasteride) for a large prostate (over 40 mL); surgery (TURP or open prostatectomy) for retention, kidney impairment, recurrent infection or bladder stones. Rule out prostate cancer (hard nodular gland, raised PSA).':
        "Rétention aiguë : sonde urétrale, puis alphabloquant (tamsulosine) pendant au moins 2 à 3 jours avant un essai sans sonde ; transférer pour chirurgie en cas d'échec. Troubles mictionnels gênants : alphabloquant ; ajouter un inhibiteur de la 5-alpha-réductase (finastéride) pour une grosse prostate (plus de 40 mL) ; chirurgie (RTUP ou adénomectomie) en cas de rétention, d'insuffisance rénale, d'infections récidivantes ou de calculs vésicaux. Exclure un cancer de la prostate (glande dure et nodulaire, PSA élevé).",
      'Acute rheumatic fever: one dose of benzathine benzylpenicillin (or 10 days of oral penicillin or amoxicillin) to eradicate streptococci; aspirin or NSAID for arthritis; heart failure treatment if carditis; admit for confirmation. Secondary prophylaxis for all with ARF or RHD: benzathine benzylpenicillin IM every 4 weeks (every 3 weeks in high-risk cases), for at least 10 years after the last attack or to age 40 for moderate or severe RHD. Established RHD: heart failure treatment, anticoagulation for atrial fibrillation or mechanical valves, surgical referral.':
        "Rhumatisme articulaire aigu : une dose de benzathine benzylpénicilline (ou 10 jours de pénicilline orale ou d'amoxicilline) pour éradiquer les streptocoques ; aspirine ou AINS pour l'arthrite ; traitement de l'insuffisance cardiaque en cas de cardite ; hospitaliser pour confirmation. Prophylaxie secondaire pour tous les patients avec RAA ou cardiopathie rhumatismale : benzathine benzylpénicilline IM toutes les 4 semaines (toutes les 3 semaines en cas de risque élevé), pendant au moins 10 ans après la dernière poussée ou jusqu'à 40 ans en cas de cardiopathie rhumatismale modérée ou sévère. Cardiopathie rhumatismale établie : traitement de l'insuffisance cardiaque, anticoagulation pour une fibrillation atriale ou des valves mécaniques, transfert chirurgical.",
      'Address social problems and violence': 'Prendre en charge les problèmes sociaux et les violences',
      'Adherence counselling and psychosocial support': "Conseil d'observance et soutien psychosocial",
      'Airway and oxygen': 'Voies aériennes et oxygène',
      'Allergen and irritant avoidance; intranasal corticosteroid (beclometasone or budesonide) daily for persistent or moderate-severe symptoms; oral non-sedating antihistamine (loratadine or cetirizine) for mild or intermittent symptoms; saline irrigation. Avoid long-term decongestant sprays. Treat coexisting asthma.':
        'Éviction des allergènes et des irritants ; corticoïde intranasal (béclométasone ou budésonide) chaque jour pour les symptômes persistants ou modérés à sévères ; antihistaminique oral non sédatif (loratadine ou cétirizine) pour les symptômes légers ou intermittents ; lavages au sérum physiologique. Éviter les décongestionnants en spray au long cours. Traiter un asthme associé.',
      'Amitriptyline at night for nerve pain': 'Amitriptyline le soir pour la douleur neuropathique',
      Analgesia: 'Analgésie',
      'Analgesia (paracetamol or ibuprofen)': 'Analgésie (paracétamol ou ibuprofène)',
      'Analgesia, splint in the position found (traction splint for femur), check neurovascular status before and after; open fractures: stop bleeding, sterile dressing, IV antibiotics and tetanus prophylaxis, surgery; reduce dislocations promptly or refer.':
        "Analgésie, attelle dans la position trouvée (attelle de traction pour le fémur), vérifier l'état vasculo-nerveux avant et après ; fractures ouvertes : arrêter le saignement, pansement stérile, antibiotiques IV et prophylaxie antitétanique, chirurgie ; réduire rapidement les luxations ou transférer.",
      'Antacid as needed': 'Antiacide si besoin',
      Antiemetic: 'Antiémétique',
      'Antiemetic if vomiting': 'Antiémétique en cas de vomissements',
      'Antifungal for toe-web infection': "Antifongique pour l'intertrigo des orteils",
      'Antihistamine eye drops for eye symptoms': 'Collyre antihistaminique pour les symptômes oculaires',
      'Antihistamine for itch': 'Antihistaminique contre le prurit',
      'Antihistamine or paracetamol for Mazzotti reaction':
        'Antihistaminique ou paracétamol pour la réaction de Mazzotti',
      'Antipsychotic at a low dose, increased slowly: haloperidol or risperidone (chlorpromazine as an alternative); continue at least 12 months after a first episode. Psychoeducation for the person and family, psychosocial support and rehabilitation. Biperiden only for acute extrapyramidal side effects, not routinely. Exclude and treat physical causes (delirium, substance use, HIV, syphilis).':
        'Antipsychotique à faible dose, augmenté lentement : halopéridol ou rispéridone (chlorpromazine en alternative) ; poursuivre au moins 12 mois après un premier épisode. Psychoéducation de la personne et de la famille, soutien psychosocial et réadaptation. Bipéridène seulement pour les effets extrapyramidaux aigus, pas systématiquement. Exclure et traiter les causes somatiques (délirium, consommation de substances, VIH, syphilis).',
      'Any persistent breast lump in a woman over 30 or with skin or nipple change: urgent referral for triple assessment; diagnosis within 60 days and treatment start within 90 days (GBCI). Treatment by stage and receptor status: surgery, chemotherapy, radiotherapy, endocrine therapy (tamoxifen or aromatase inhibitor). Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Toute masse mammaire persistante chez une femme de plus de 30 ans ou avec modification de la peau ou du mamelon : transfert urgent pour triple évaluation ; diagnostic dans les 60 jours et début du traitement dans les 90 jours (GBCI). Traitement selon le stade et le statut des récepteurs : chirurgie, chimiothérapie, radiothérapie, hormonothérapie (tamoxifène ou inhibiteur de l'aromatase). La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Artemisinin-based combination therapy after a positive test: artemether-lumefantrine for 3 days (first line in Kenya); dihydroartemisinin-piperaquine as alternative. Artemether-lumefantrine is also recommended in the first trimester of pregnancy (WHO 2023). Non-falciparum malaria: ACT followed by primaquine for radical cure of P. vivax/ovale where G6PD status allows.':
        "Combinaison thérapeutique à base d'artémisinine (CTA) après un test positif : artéméther-luméfantrine pendant 3 jours (première intention au Kenya) ; dihydroartémisinine-pipéraquine en alternative. L'artéméther-luméfantrine est aussi recommandé au premier trimestre de la grossesse (OMS 2023). Paludisme non à falciparum : CTA suivie de primaquine pour la cure radicale de P. vivax/ovale si le statut G6PD le permet.",
      'As the programme directs (gambiense: no routine follow-up LP after fexinidazole; report relapse signs).':
        'Selon les consignes du programme (gambiense : pas de PL de suivi systématique après le fexinidazole ; signaler les signes de rechute).',
      'Aspirate fluctuant buboes with a needle rather than incise':
        "Ponctionner à l'aiguille les bubons fluctuants plutôt que les inciser",
      'Aspirate, culture, then IV antistaphylococcal antibiotic (cloxacillin); in sickle cell disease or young children cover Gram-negatives (add ceftriaxone or use chloramphenicol per the pocket book). Switch to oral when improving; total at least 3 weeks for septic arthritis and 3 to 6 weeks for osteomyelitis. Drain pus surgically (joint washout, subperiosteal abscess).':
        "Ponctionner, mettre en culture, puis antibiotique antistaphylococcique IV (cloxacilline) ; chez le drépanocytaire ou le jeune enfant, couvrir les bacilles à Gram négatif (ajouter la ceftriaxone ou utiliser le chloramphénicol selon le Pocket Book). Relais oral dès l'amélioration ; au total au moins 3 semaines pour une arthrite septique et 3 à 6 semaines pour une ostéomyélite. Drainer chirurgicalement le pus (lavage articulaire, abcès sous-périosté).",
      'Avoid nephrotoxic and sedating drugs': 'Éviter les médicaments néphrotoxiques et sédatifs',
      'Avoid NSAIDs': 'Éviter les AINS',
      'Awake and able to swallow: 15 to 20 g of fast sugar (glucose tablets, sugar in water, soda), repeat after 15 minutes if glucose is still low, then a meal. Unconscious or fitting: IV glucose (10% dextrose; in children 5 mL/kg of 10% glucose as ETAT), or IM glucagon if no IV access; then a glucose infusion if the cause is long-acting. Reduce or stop the sulfonylurea or insulin that caused it.':
        "Éveillé et capable d'avaler : 15 à 20 g de sucre rapide (comprimés de glucose, sucre dans l'eau, soda), répéter après 15 minutes si la glycémie reste basse, puis un repas. Inconscient ou en convulsions : glucose IV (dextrose à 10% ; chez l'enfant 5 mL/kg de glucose à 10% selon le TETU), ou glucagon IM sans voie veineuse ; puis perfusion de glucose si la cause est d'action prolongée. Réduire ou arrêter le sulfamide hypoglycémiant ou l'insuline en cause.",
      'Awake prone positioning for hypoxaemic inpatients':
        'Décubitus ventral éveillé chez les patients hospitalisés hypoxémiques',
      'BEC primary survey: stop external bleeding (pressure, tourniquet), airway with cervical spine protection, oxygen, decompress tension pneumothorax, IV crystalloid bolus (1 L adult, 20 mL/kg child) repeated by response with early blood, tranexamic acid 1 g IV over 10 minutes within 3 hours of injury then 1 g over 8 hours, pelvic binder, prevent hypothermia; transfer to surgery.':
        "Bilan primaire BEC : arrêter les saignements externes (compression, garrot), voies aériennes avec protection du rachis cervical, oxygène, décompresser un pneumothorax sous tension, bolus de cristalloïde IV (1 L chez l'adulte, 20 mL/kg chez l'enfant) répété selon la réponse avec du sang précocement, acide tranexamique 1 g IV en 10 minutes dans les 3 heures suivant le traumatisme puis 1 g en 8 heures, ceinture pelvienne, prévenir l'hypothermie ; transférer en chirurgie.",
      'Bed rest while hypertensive': 'Repos au lit tant que la PA est élevée',
      'Beta-blocker (propranolol) for symptoms; carbimazole (or methimazole) titrated to free T4, for 12 to 18 months in Graves disease; propylthiouracil in the first trimester of pregnancy and in thyroid storm; radioiodine or thyroidectomy for relapse or toxic nodular goitre. Simple goitre with normal tests: iodised salt, observation, surgery for compression.':
        'Bêtabloquant (propranolol) pour les symptômes ; carbimazole (ou méthimazole) ajusté selon la T4 libre, pendant 12 à 18 mois dans la maladie de Basedow ; propylthiouracile au premier trimestre de la grossesse et dans la crise thyréotoxique ; iode radioactif ou thyroïdectomie en cas de rechute ou de goitre multinodulaire toxique. Goitre simple avec bilan normal : sel iodé, surveillance, chirurgie en cas de compression.',
      'Biliary colic: analgesia (NSAID, e.g. diclofenac, or paracetamol) and elective cholecystectomy. Acute cholecystitis: admit, nil by mouth while vomiting, IV fluids, analgesia, IV antibiotics (ceftriaxone with metronidazole) and early cholecystectomy; percutaneous drainage where surgery is unsafe. Cholangitis: antibiotics and urgent biliary drainage.':
        'Colique biliaire : analgésie (AINS, p. ex. diclofénac, ou paracétamol) et cholécystectomie programmée. Cholécystite aiguë : hospitaliser, à jeun tant que le patient vomit, liquides IV, analgésie, antibiotiques IV (ceftriaxone avec métronidazole) et cholécystectomie précoce ; drainage percutané si la chirurgie est risquée. Angiocholite : antibiotiques et drainage biliaire urgent.',
      'Blood transfusion for severe anaemia': "Transfusion sanguine en cas d'anémie sévère",
      "Body, groin and foot tinea: topical azole (clotrimazole 1% or miconazole 2%) or Whitfield's ointment twice daily, continued 2 weeks after clearing (usually 4 weeks). Scalp tinea and nail tinea need oral antifungal (griseofulvin for 6 to 8 weeks in children, or terbinafine); oral treatment also for extensive disease.":
        "Teigne du corps, de l'aine et du pied : azolé local (clotrimazole 1% ou miconazole 2%) ou pommade de Whitfield deux fois par jour, poursuivi 2 semaines après la guérison (habituellement 4 semaines). La teigne du cuir chevelu et l'onychomycose demandent un antifongique oral (griséofulvine pendant 6 à 8 semaines chez l'enfant, ou terbinafine) ; traitement oral aussi pour les formes étendues.",
      'Breastfeeding lowers the baby’s hypoglycaemia risk':
        "L'allaitement réduit le risque d'hypoglycémie du bébé",
      'Calamine lotion': 'Lotion à la calamine',
      'Calamine lotion and an oral antihistamine for itching':
        'Lotion à la calamine et antihistaminique oral contre les démangeaisons',
      'Calamine lotion for itch': 'Lotion à la calamine contre le prurit',
      'Calcium gluconate ready at the bedside': 'Gluconate de calcium prêt au lit de la patiente',
      'Calm reassurance': 'Rassurer avec calme',
      'Cardiovascular risk assessment': 'Évaluation du risque cardiovasculaire',
      'Careful fluid balance (risk of pulmonary oedema)':
        "Bilan hydrique attentif (risque d'œdème pulmonaire)",
      'Careful fluid management; avoid fluid boluses in children without shock':
        "Gestion prudente des liquides ; éviter les bolus de liquide chez l'enfant sans choc",
      'Cast check in 24-48 hours; X-ray follow-up per orthopaedics.':
        "Contrôle du plâtre dans les 24-48 heures ; suivi radiologique selon l'orthopédie.",
      'Cataract: refer for surgery (small-incision cataract surgery with lens implant) when vision affects daily life. Open-angle glaucoma: lifelong pressure-lowering drops (timolol or a prostaglandin analogue), laser or trabeculectomy at the eye unit. Acute angle closure: emergency pressure lowering and laser iridotomy.':
        "Cataracte : transférer pour chirurgie (chirurgie de la cataracte à petite incision avec implant) quand la vision gêne la vie quotidienne. Glaucome à angle ouvert : collyres hypotonisants à vie (timolol ou analogue des prostaglandines), laser ou trabéculectomie au service d'ophtalmologie. Fermeture aiguë de l'angle : baisse urgente de la pression et iridotomie au laser.",
      'Catheter care': 'Soins de la sonde',
      'Ceftriaxone 50 mg/kg IM once (maximum 150 mg) for gonococcal ophthalmia; erythromycin 12.5 mg/kg four times daily for 14 days for chlamydial ophthalmia (onset after day 5 or not improving); eye irrigation; treat parents. Prevention: tetracycline eye ointment at birth.':
        "Ceftriaxone 50 mg/kg IM en une fois (maximum 150 mg) pour l'ophtalmie gonococcique ; érythromycine 12.5 mg/kg quatre fois par jour pendant 14 jours pour l'ophtalmie à chlamydia (début après le jour 5 ou absence d'amélioration) ; irrigation oculaire ; traiter les parents. Prévention : pommade ophtalmique à la tétracycline à la naissance.",
      'Cellulitis: oral flucloxacillin/cloxacillin (or cefalexin; amoxicillin-clavulanate as alternative) for 5 days, IV cloxacillin or ceftriaxone if severe. Abscess: incision and drainage; antibiotic only with surrounding cellulitis, systemic signs or immunosuppression (cotrimoxazole or doxycycline where MRSA is common).':
        "Cellulite : flucloxacilline/cloxacilline orale (ou céfalexine ; amoxicilline-acide clavulanique en alternative) pendant 5 jours, cloxacilline IV ou ceftriaxone si forme sévère. Abcès : incision et drainage ; antibiotique seulement en cas de cellulite autour, de signes généraux ou d'immunodépression (cotrimoxazole ou doxycycline là où le SARM est fréquent).",
      'Check tetanus immunisation of the mother': 'Vérifier la vaccination antitétanique de la mère',
      'Chest physiotherapy for sputum clearance': 'Kinésithérapie respiratoire pour le désencombrement',
      'Chest X-ray after drainage and at the end of treatment.':
        'Radiographie thoracique après le drainage et en fin de traitement.',
      'Children 1-12 years with typical features: prednisolone 2 mg/kg (60 mg/m², max 60 mg) once daily for 4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks. Screen for TB before steroids where prevalent. Adults: refer for kidney biopsy before treatment. Salt restriction; diuretics only under specialist supervision (hypovolaemia).':
        'Enfants de 1 à 12 ans avec un tableau typique : prednisolone 2 mg/kg (60 mg/m², max 60 mg) une fois par jour pendant 4 semaines, puis 1.5 mg/kg (max 40 mg) un jour sur deux pendant 4 semaines. Rechercher une tuberculose avant les corticoïdes là où elle est fréquente. Adultes : transférer pour biopsie rénale avant traitement. Restriction sodée ; diurétiques seulement sous supervision spécialisée (hypovolémie).',
      'Ciprofloxacin for 3 days is the WHO first-line antibiotic for dysentery; azithromycin or ceftriaxone where resistance is known or in severe cases. Zinc for children, rehydration as needed.':
        "La ciprofloxacine pendant 3 jours est l'antibiotique de première intention de l'OMS pour la dysenterie ; azithromycine ou ceftriaxone en cas de résistance connue ou de forme sévère. Zinc chez l'enfant, réhydratation si besoin.",
      'Clean the eyes with clean water before applying medicine':
        "Nettoyer les yeux à l'eau propre avant d'appliquer le médicament",
      'Cold compresses for comfort': 'Compresses froides pour le confort',
      'Complicated SAM: WHO ten steps as inpatient: treat or prevent hypoglycaemia, hypothermia and dehydration (ReSoMal), correct electrolytes, give broad-spectrum antibiotics (ampicillin and gentamicin IV/IM), micronutrients, cautious feeding with F-75, then catch-up with F-100 or RUTF, stimulation, and prepare for follow-up. Uncomplicated SAM: outpatient RUTF by weight with oral amoxicillin, measles vaccination and deworming per protocol.':
        "MAS compliquée : les dix étapes de l'OMS en hospitalisation : traiter ou prévenir l'hypoglycémie, l'hypothermie et la déshydratation (ReSoMal), corriger les électrolytes, donner des antibiotiques à large spectre (ampicilline et gentamicine IV/IM), des micronutriments, alimenter avec prudence au F-75, puis rattrapage au F-100 ou ATPE, stimulation, et préparer le suivi. MAS non compliquée : ATPE en ambulatoire selon le poids avec amoxicilline orale, vaccination contre la rougeole et déparasitage selon le protocole.",
      'Compression bandaging when trained': 'Bandage compressif si formé',
      Condoms: 'Préservatifs',
      'Congestion: loop diuretic (furosemide). Reduced ejection fraction: ACE inhibitor (enalapril) or ARB, evidence-based beta-blocker (carvedilol or bisoprolol) started once euvolaemic, mineralocorticoid antagonist (spironolactone), and an SGLT2 inhibitor where available (ESC 2021). Treat the cause: control blood pressure, anticoagulate atrial fibrillation, secondary penicillin prophylaxis and surgery referral for rheumatic valve disease, treat anaemia.':
        "Congestion : diurétique de l'anse (furosémide). Fraction d'éjection réduite : IEC (énalapril) ou ARA II, bêtabloquant validé (carvédilol ou bisoprolol) débuté une fois l'euvolémie atteinte, antagoniste des minéralocorticoïdes (spironolactone), et un inhibiteur du SGLT2 si disponible (ESC 2021). Traiter la cause : contrôler la pression artérielle, anticoaguler une fibrillation atriale, prophylaxie secondaire par pénicilline et transfert chirurgical pour une valvulopathie rhumatismale, traiter l'anémie.",
      'Continue breastfeeding': "Poursuivre l'allaitement",
      'Continue breastfeeding and feeding': "Poursuivre l'allaitement et l'alimentation",
      'Continue feeding and breastfeeding': "Poursuivre l'alimentation et l'allaitement",
      'Control diabetes and blood pressure': 'Contrôler le diabète et la pression artérielle',
      'Control seizures': 'Contrôler les convulsions',
      'Cool compresses': 'Compresses fraîches',
      'Correct hypoglycaemia': "Corriger l'hypoglycémie",
      'Correct hypoglycaemia with IV dextrose': "Corriger l'hypoglycémie par du dextrose IV",
      'Correct hypokalaemia if present': 'Corriger une hypokaliémie si présente',
      'Correct potassium and magnesium': 'Corriger le potassium et le magnésium',
      'Cotrimoxazole prophylaxis': 'Prophylaxie au cotrimoxazole',
      'CSOM: keep the ear dry by wicking three times a day and instil topical quinolone (ciprofloxacin) ear drops three times a day for 2 weeks; oral antibiotics are not needed unless there are complications. Otitis externa: clean the canal, acidifying or antibiotic (ciprofloxacin) drops; analgesia; oral antibiotics only for spreading cellulitis.':
        "OMC : garder l'oreille sèche par méchage trois fois par jour et instiller des gouttes auriculaires de quinolone (ciprofloxacine) trois fois par jour pendant 2 semaines ; les antibiotiques oraux ne sont pas nécessaires sauf complications. Otite externe : nettoyer le conduit, gouttes acidifiantes ou antibiotiques (ciprofloxacine) ; analgésie ; antibiotiques oraux seulement en cas de cellulite extensive.",
      'Daily during withdrawal, then weekly to monthly.':
        'Chaque jour pendant le sevrage, puis chaque semaine à chaque mois.',
      'Daily inpatient review during induction; then every 2-4 weeks in the HIV clinic.':
        "Revue quotidienne à l'hôpital pendant l'induction ; puis toutes les 2-4 semaines en consultation VIH.",
      'Daily inpatient review; HIV clinic within 2 weeks of discharge.':
        "Revue quotidienne à l'hôpital ; consultation VIH dans les 2 semaines suivant la sortie.",
      'Daily review from day 3 until 48 hours after the fever has settled.':
        "Revue quotidienne à partir du jour 3 jusqu'à 48 heures après la chute de la fièvre.",
      'Daily until improving, then at 1 week.': "Chaque jour jusqu'à amélioration, puis à 1 semaine.",
      'Daily washing and crust removal': 'Lavage quotidien et retrait des croûtes',
      'Daily weight and blood pressure': 'Poids et pression artérielle quotidiens',
      'Daily while delirious; dementia every 3 months.':
        'Chaque jour pendant le délirium ; démence tous les 3 mois.',
      'Delay primary suturing where possible': 'Différer la suture primaire si possible',
      'Delirium: find and treat the cause (hypoglycaemia, hypoxia, infection, dehydration, drugs, alcohol withdrawal, urinary retention); calm environment, family present, avoid restraints and sedatives. Only if severe agitation puts the person at risk: a low dose of an antipsychotic (haloperidol) for the shortest time, by the clinician. Dementia: psychoeducation and carer support, treat cardiovascular risk, review medicines that worsen cognition (anticholinergics, sedatives); manage behaviour non-pharmacologically first.':
        "Délirium : rechercher et traiter la cause (hypoglycémie, hypoxie, infection, déshydratation, médicaments, sevrage alcoolique, rétention urinaire) ; environnement calme, présence de la famille, éviter la contention et les sédatifs. Seulement si une agitation sévère met la personne en danger : une faible dose d'antipsychotique (halopéridol) pendant la durée la plus courte, par le clinicien. Démence : psychoéducation et soutien de l'aidant, traiter le risque cardiovasculaire, revoir les médicaments qui aggravent la cognition (anticholinergiques, sédatifs) ; prendre en charge le comportement d'abord sans médicament.",
      'Dental follow-up within days.': 'Suivi dentaire dans les jours qui suivent.',
      'Dental treatment is the cure: drainage, root canal treatment or extraction. Analgesia (ibuprofen or paracetamol). Antibiotics only with spreading infection or systemic signs, or when drainage is delayed: amoxicillin (or phenoxymethylpenicillin), metronidazole if penicillin-allergic. Caries: fluoride, restoration.':
        "Le traitement dentaire est le traitement curatif : drainage, traitement de canal ou extraction. Analgésie (ibuprofène ou paracétamol). Antibiotiques seulement en cas d'infection qui s'étend ou de signes généraux, ou si le drainage est retardé : amoxicilline (ou phénoxyméthylpénicilline), métronidazole en cas d'allergie à la pénicilline. Caries : fluor, restauration.",
      'Deworming in the 2nd or 3rd trimester': 'Déparasitage au 2e ou 3e trimestre',
      'Dialysis for oliguric kidney failure': "Dialyse en cas d'insuffisance rénale oligurique",
      'Diet and activity first; if targets are not met in 1-2 weeks, metformin or insulin started by the antenatal diabetes clinic; deliver in hospital with neonatal glucose monitoring.':
        "Régime et activité d'abord ; si les objectifs ne sont pas atteints en 1-2 semaines, metformine ou insuline débutée par la consultation prénatale de diabétologie ; accoucher à l'hôpital avec surveillance de la glycémie du nouveau-né.",
      'Dietary calcium': 'Calcium alimentaire',
      Dietitian: 'Diététicien',
      'Dietitian advice': "Conseils d'un diététicien",
      'Discharge when able to drink enough ORS to keep up with losses and stools are formed or less frequent; review within 24-48 hours if at home.':
        "Sortie quand le patient boit assez de SRO pour compenser les pertes et que les selles sont moulées ou moins fréquentes ; revoir dans les 24-48 heures s'il est à domicile.",
      'Diuretics with caution (can worsen tamponade)':
        'Diurétiques avec prudence (peuvent aggraver une tamponnade)',
      'Dose-adjust metformin and antibiotics': "Adapter les doses de metformine et d'antibiotiques",
      'Doxycycline for 6 weeks with streptomycin (or gentamicin) for the first 2-3 weeks, or doxycycline with rifampicin for 6 weeks. Children under 8: cotrimoxazole with rifampicin. Pregnancy: rifampicin-based regimen.':
        'Doxycycline pendant 6 semaines avec streptomycine (ou gentamicine) les 2-3 premières semaines, ou doxycycline avec rifampicine pendant 6 semaines. Enfants de moins de 8 ans : cotrimoxazole avec rifampicine. Grossesse : schéma à base de rifampicine.',
      'Doxycycline for all ages, including children under 8 (short courses do not stain teeth), started on clinical suspicion: 100 mg twice daily for adults and children >= 45 kg; 2.2 mg/kg twice daily for children under 45 kg; continue at least 3 days after the fever settles (usually 5 to 7 days). Pregnancy: doxycycline for severe disease; azithromycin is an alternative for mild disease.':
        "Doxycycline à tout âge, y compris l'enfant de moins de 8 ans (les traitements courts ne colorent pas les dents), débutée dès la suspicion clinique : 100 mg deux fois par jour chez l'adulte et l'enfant >= 45 kg ; 2.2 mg/kg deux fois par jour chez l'enfant de moins de 45 kg ; poursuivre au moins 3 jours après la chute de la fièvre (habituellement 5 à 7 jours). Grossesse : doxycycline dans les formes sévères ; l'azithromycine est une alternative dans les formes légères.",
      'Drug-susceptible TB: 2 months of isoniazid, rifampicin, pyrazinamide and ethambutol (2HRZE) then 4 months of isoniazid and rifampicin (4HR), as weight-band fixed-dose combinations with pyridoxine. Children and adolescents with non-severe TB: 4-month regimen (2HRZ(E)/2HR). Start ART within 2 weeks in people with HIV (delay in TB meningitis); cotrimoxazole prophylaxis.':
        "Tuberculose pharmacosensible : 2 mois d'isoniazide, rifampicine, pyrazinamide et éthambutol (2HRZE) puis 4 mois d'isoniazide et rifampicine (4HR), en combinaisons à doses fixes par tranche de poids avec pyridoxine. Enfants et adolescents avec tuberculose non grave : schéma de 4 mois (2HRZ(E)/2HR). Débuter le TAR dans les 2 semaines chez les personnes vivant avec le VIH (différer en cas de méningite tuberculeuse) ; prophylaxie au cotrimoxazole.",
      'Dry dressing on the lesion': 'Pansement sec sur la lésion',
      'Dry the ear by wicking if discharging': "Assécher l'oreille par méchage si elle coule",
      'Early feeding': 'Alimentation précoce',
      'Early syphilis (primary, secondary, early latent): benzathine benzylpenicillin IM single dose. Late latent or unknown duration: benzathine benzylpenicillin weekly for 3 weeks. Penicillin allergy (non-pregnant): doxycycline; in pregnancy with allergy: erythromycin, azithromycin or ceftriaxone per WHO, and treat the newborn. Neurosyphilis: IV benzylpenicillin.':
        "Syphilis précoce (primaire, secondaire, latente précoce) : benzathine benzylpénicilline IM en dose unique. Latente tardive ou de durée inconnue : benzathine benzylpénicilline chaque semaine pendant 3 semaines. Allergie à la pénicilline (hors grossesse) : doxycycline ; pendant la grossesse avec allergie : érythromycine, azithromycine ou ceftriaxone selon l'OMS, et traiter le nouveau-né. Neurosyphilis : benzylpénicilline IV.",
      'East Africa: sodium stibogluconate plus paromomycin for 17 days; liposomal amphotericin B for severe disease, pregnancy, HIV co-infection and relapse (national programme protocols now also use miltefosine plus paromomycin).':
        "Afrique de l'Est : stibogluconate de sodium plus paromomycine pendant 17 jours ; amphotéricine B liposomale pour les formes sévères, la grossesse, la co-infection VIH et les rechutes (les protocoles des programmes nationaux utilisent aussi désormais la miltéfosine plus paromomycine).",
      'Education, structured exercise and weight management for all. Topical NSAID for knee and hand osteoarthritis; oral NSAID (ibuprofen, with a PPI if GI risk) at the lowest dose for the shortest time if no contraindication; paracetamol only briefly. Intra-articular corticosteroid for flares of knee osteoarthritis. Joint replacement for end-stage disease.':
        "Éducation, exercices structurés et contrôle du poids pour tous. AINS local pour l'arthrose du genou et de la main ; AINS oral (ibuprofène, avec un IPP en cas de risque digestif) à la plus faible dose pendant la durée la plus courte en l'absence de contre-indication ; paracétamol seulement brièvement. Infiltration intra-articulaire de corticoïde pour les poussées d'arthrose du genou. Prothèse articulaire au stade terminal.",
      'Elevate the limb': 'Surélever le membre',
      'Elevation and ice for 48 hours': 'Surélévation et glace pendant 48 heures',
      'Elevation of the limb': 'Surélévation du membre',
      'Emollient for itching': 'Émollient contre le prurit',
      'Emollients for everyone, every day, continued when clear. Flares: topical corticosteroid once or twice daily, potency matched to severity and site (mild: hydrocortisone 1%, face and flexures; moderate to severe on the body: betamethasone valerate 0.1% in adults, short courses). Contact dermatitis: identify and avoid the irritant or allergen plus the same steroid treatment. Treat infection.':
        "Émollients pour tous, chaque jour, poursuivis une fois la peau guérie. Poussées : dermocorticoïde une ou deux fois par jour, de puissance adaptée à la sévérité et au site (léger : hydrocortisone 1%, visage et plis ; modéré à sévère sur le corps : valérate de bétaméthasone 0.1% chez l'adulte, traitements courts). Dermatite de contact : identifier et éviter l'irritant ou l'allergène plus le même traitement corticoïde. Traiter l'infection.",
      'Empirical IV (or IM) ceftriaxone as soon as meningitis is suspected; add ampicillin in neonates and older adults for Listeria where indicated. Adjunctive dexamethasone before or with the first antibiotic dose in adults and children beyond the neonatal period where the guideline recommends it. In meningococcal epidemics, a short course of ceftriaxone as per the national epidemic protocol.':
        "Ceftriaxone IV (ou IM) probabiliste dès la suspicion de méningite ; ajouter l'ampicilline chez le nouveau-né et la personne âgée pour Listeria si indiqué. Dexaméthasone adjuvante avant ou avec la première dose d'antibiotique chez l'adulte et l'enfant au-delà de la période néonatale si le guide la recommande. En cas d'épidémie à méningocoque, courte cure de ceftriaxone selon le protocole national d'épidémie.",
      'Epilation of touching lashes while awaiting surgery':
        'Épilation des cils qui frottent en attendant la chirurgie',
      'Erythromycin 12.5 mg/kg 4 times daily for 10 days (azithromycin for newborns under 1 month); oxygen for apnoea or cyanosis; gentle suction; small frequent feeds or nasogastric feeds; no cough suppressants. Notify the case and check contacts’ vaccination.':
        "Érythromycine 12.5 mg/kg 4 fois par jour pendant 10 jours (azithromycine chez le nouveau-né de moins de 1 mois) ; oxygène en cas d'apnée ou de cyanose ; aspiration douce ; petits repas fréquents ou alimentation par sonde nasogastrique ; pas d'antitussifs. Notifier le cas et vérifier la vaccination des contacts.",
      'Every 1 to 2 weeks in mania, then monthly.':
        'Toutes les 1 à 2 semaines pendant la manie, puis chaque mois.',
      'Every 1-2 weeks until delivery; 6-12 weeks postpartum glucose test.':
        "Toutes les 1-2 semaines jusqu'à l'accouchement ; glycémie de contrôle 6-12 semaines après l'accouchement.",
      'Every 2 to 4 weeks until glucose is controlled, then every 3 months.':
        "Toutes les 2 à 4 semaines jusqu'au contrôle glycémique, puis tous les 3 mois.",
      'Every 2 to 4 weeks until improved.': "Toutes les 2 à 4 semaines jusqu'à amélioration.",
      'Every 2 to 4 weeks while titrating amitriptyline, then every 3 to 6 months.':
        "Toutes les 2 à 4 semaines pendant l'ajustement de l'amitriptyline, puis tous les 3 à 6 mois.",
      'Every 2 weeks during treatment; at 3 and 6 months after treatment for relapse.':
        'Toutes les 2 semaines pendant le traitement ; à 3 et 6 mois après le traitement pour dépister une rechute.',
      'Every 2 weeks in the intensive phase, then monthly; sputum at months 2, 5 and 6.':
        'Toutes les 2 semaines en phase intensive, puis chaque mois ; crachats aux mois 2, 5 et 6.',
      'Every 2 weeks until recovered for 2 visits.':
        "Toutes les 2 semaines jusqu'à la guérison constatée à 2 visites.",
      'Every 2 weeks until stable, then monthly; review at 12 months before any taper.':
        "Toutes les 2 semaines jusqu'à stabilité, puis chaque mois ; revoir à 12 mois avant toute diminution.",
      'Every 2 weeks while titrating, then every 3 months.':
        "Toutes les 2 semaines pendant l'ajustement, puis tous les 3 mois.",
      'Every 3 months for limb care; yearly treatment round.':
        'Tous les 3 mois pour les soins du membre ; campagne de traitement annuelle.',
      'Every 3 to 4 weeks for prophylaxis; clinical review every 3 to 6 months; echocardiogram every 1 to 2 years.':
        'Toutes les 3 à 4 semaines pour la prophylaxie ; revue clinique tous les 3 à 6 mois ; échocardiographie tous les 1 à 2 ans.',
      'Every 3 to 6 months (monthly in stage 4-5).': 'Tous les 3 à 6 mois (chaque mois aux stades 4-5).',
      'Every 4 to 6 weeks until euthyroid, then every 2 to 3 months.':
        "Toutes les 4 à 6 semaines jusqu'à l'euthyroïdie, puis tous les 2 à 3 mois.",
      'Every 6 to 12 months with the ivermectin round.':
        "Tous les 6 à 12 mois avec la campagne d'ivermectine.",
      'Eye and mouth care': 'Soins des yeux et de la bouche',
      'Eye lubricants and taping': "Lubrifiants oculaires et occlusion de l'œil",
      'Eye protection in thyroid eye disease': "Protection oculaire dans l'orbitopathie thyroïdienne",
      'Eye protection under phototherapy': 'Protection des yeux sous photothérapie',
      'Face washing': 'Lavage du visage',
      'Facial exercises': 'Exercices faciaux',
      'Falls prevention': 'Prévention des chutes',
      'Family psychoeducation': 'Psychoéducation de la famille',
      'Few lesions: clean and remove crusts, antiseptic (povidone-iodine) or topical antibiotic (fusidic acid or mupirocin where available). Extensive lesions, bullous impetigo or systemic symptoms: oral cloxacillin (flucloxacillin) for 5-7 days; erythromycin or azithromycin if allergic to penicillin. Treat underlying scabies.':
        "Peu de lésions : nettoyer et retirer les croûtes, antiseptique (povidone iodée) ou antibiotique local (acide fusidique ou mupirocine si disponible). Lésions étendues, impétigo bulleux ou signes généraux : cloxacilline orale (flucloxacilline) pendant 5-7 jours ; érythromycine ou azithromycine en cas d'allergie à la pénicilline. Traiter une gale sous-jacente.",
      'Flare: start within 24 hours with an NSAID (ibuprofen, naproxen or indometacin) if no contraindication, or low-dose colchicine, or oral prednisolone (preferred in CKD, heart failure or peptic ulcer); ice and rest. Urate-lowering therapy with allopurinol (start low, titrate to uric acid < 0.36 mmol/L) for 2 or more flares a year, tophi, erosions or CKD, with flare prophylaxis (colchicine or NSAID) for 3 to 6 months. Review thiazide diuretics (losartan or amlodipine preferred for hypertension).':
        "Crise : débuter dans les 24 heures un AINS (ibuprofène, naproxène ou indométacine) en l'absence de contre-indication, ou la colchicine à faible dose, ou la prednisolone orale (préférée en cas de MRC, d'insuffisance cardiaque ou d'ulcère gastroduodénal) ; glace et repos. Traitement hypo-uricémiant par allopurinol (débuter à faible dose, ajuster pour une uricémie < 0.36 mmol/L) en cas de 2 crises ou plus par an, de tophus, d'érosions ou de MRC, avec prophylaxie des crises (colchicine ou AINS) pendant 3 à 6 mois. Réévaluer les diurétiques thiazidiques (losartan ou amlodipine préférés pour l'hypertension).",
      'Fluid restriction in severe congestion or hyponatraemia':
        "Restriction hydrique en cas de congestion sévère ou d'hyponatrémie",
      Fluids: 'Liquides',
      'Fluids and nutrition': 'Liquides et nutrition',
      'Fluids and rest': 'Liquides et repos',
      'Fluids and soft diet': 'Liquides et alimentation molle',
      'Fluids guided by urine output': 'Liquides guidés par la diurèse',
      'Folic acid': 'Acide folique',
      'Follow up after 3 days of treatment; sooner for any danger sign.':
        'Revoir après 3 jours de traitement ; plus tôt devant tout signe de danger.',
      'Follow up after 5 days.': 'Revoir après 5 jours.',
      'Foot care': 'Soins des pieds',
      'Foot care education': 'Éducation aux soins des pieds',
      'Frequent eye cleaning': 'Nettoyage fréquent des yeux',
      'Frequent feeds, expressed milk by cup if weak':
        'Tétées fréquentes, lait exprimé à la tasse si le bébé est faible',
      'Glaucoma every 3 to 6 months; cataract after surgery at 1 day, 1 week and 4 to 6 weeks.':
        'Glaucome tous les 3 à 6 mois ; cataracte après la chirurgie à 1 jour, 1 semaine et 4 à 6 semaines.',
      'Gradual return to oral diet': "Reprise progressive de l'alimentation orale",
      'Haloperidol or valproate for severe chorea (specialist)':
        'Halopéridol ou valproate pour une chorée sévère (spécialiste)',
      'Hb after 4 weeks and at each antenatal visit.':
        'Hb après 4 semaines et à chaque consultation prénatale.',
      'Head up 30°': 'Tête surélevée à 30°',
      'Healthy children: symptomatic care. Oral aciclovir within 24 hours of rash onset for adolescents and adults, and for pregnant or immunosuppressed patients; IV aciclovir for complications or severe disease.':
        "Enfants en bonne santé : traitement symptomatique. Aciclovir oral dans les 24 heures suivant le début de l'éruption chez l'adolescent et l'adulte, et chez la femme enceinte ou l'immunodéprimé ; aciclovir IV en cas de complications ou de forme sévère.",
      'Heat or ice': 'Chaleur ou glace',
      'Heat or massage of neck muscles': 'Chaleur ou massage des muscles du cou',
      'Heat packs': 'Compresses chaudes',
      'Hepatitis B vaccination if dialysis is likely':
        "Vaccination contre l'hépatite B si une dialyse est probable",
      'High-dose cotrimoxazole for 21 days, with prednisolone for moderate-severe disease (hypoxaemia); then secondary prophylaxis with cotrimoxazole. Start ART within 2 weeks of PCP treatment.':
        'Cotrimoxazole à forte dose pendant 21 jours, avec prednisolone pour une forme modérée à sévère (hypoxémie) ; puis prophylaxie secondaire par cotrimoxazole. Débuter le TAR dans les 2 semaines suivant le traitement de la PCP.',
      'HIV PrEP assessment': 'Évaluation pour la PrEP du VIH',
      'HIV testing and partner notification': 'Dépistage du VIH et notification au partenaire',
      'Honey for cough in those over 1 year': "Miel contre la toux après l'âge de 1 an",
      'Household contacts, a breastfed baby included: check each for TB; a mother keeps breastfeeding; give TB preventive treatment to children under 5 once active TB is excluded':
        "Contacts du foyer, y compris un bébé allaité : rechercher une tuberculose chez chacun ; la mère continue d'allaiter ; donner un traitement préventif de la tuberculose aux enfants de moins de 5 ans une fois la tuberculose active exclue",
      'Hydration and nutrition': 'Hydratation et nutrition',
    },
  },
];
