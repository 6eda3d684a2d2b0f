import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with s to z. */
export const frenchTreatmentProtocolsSToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'SAFE strategy. Active trachoma: azithromycin 20 mg/kg (max 1 g) as one dose, or tetracycline 1% eye ointment twice daily for 6 weeks (infants under 6 months, or where azithromycin is unavailable); treat the household. Trichiasis: surgery. Facial cleanliness and environmental improvement for the community.':
        "Stratégie CHANCE (SAFE). Trachome actif : azithromycine 20 mg/kg (max 1 g) en une dose, ou pommade ophtalmique à la tétracycline 1% deux fois par jour pendant 6 semaines (nourrissons de moins de 6 mois, ou si l'azithromycine n'est pas disponible) ; traiter le foyer. Trichiasis : chirurgie. Propreté du visage et amélioration de l'environnement pour la communauté.",
      'Saline nasal drops': 'Gouttes nasales de sérum physiologique',
      'Saline nasal irrigation': 'Lavage nasal au sérum physiologique',
      'Saline nasal rinses': 'Lavages de nez au sérum physiologique',
      'Saline rinses for mouth lesions, sitz baths for genital lesions':
        'Rinçages au sérum physiologique pour les lésions buccales, bains de siège pour les lésions génitales',
      'Screen for depression and anxiety': "Dépister la dépression et l'anxiété",
      'Screen for diabetes and kidney disease': 'Dépister le diabète et la maladie rénale',
      'Screen-and-treat precancer (HPV test, thermal ablation or LEEP). Suspected cancer: urgent referral for biopsy and staging; early stages: radical hysterectomy; locally advanced: chemoradiation. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Dépister et traiter les lésions précancéreuses (test HPV, ablation thermique ou RAD). Cancer suspecté : transfert urgent pour biopsie et bilan d'extension ; stades précoces : hystérectomie radicale ; localement avancé : radiochimiothérapie. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Scrotal support for orchitis': "Suspensoir en cas d'orchite",
      'Second-generation non-sedating H1 antihistamine (cetirizine or loratadine) daily; if not controlled after 2 to 4 weeks the dose may be increased up to four-fold. Short oral corticosteroid course only for severe acute flares. Remove triggers. Anaphylaxis signs: adrenaline.':
        "Antihistaminique H1 non sédatif de deuxième génération (cétirizine ou loratadine) chaque jour ; en l'absence de contrôle après 2 à 4 semaines, la dose peut être augmentée jusqu'à quatre fois. Courte corticothérapie orale seulement pour les poussées aiguës sévères. Supprimer les facteurs déclenchants. Signes d'anaphylaxie : adrénaline.",
      'Sedating antihistamine at night only for sleep in severe flares':
        'Antihistaminique sédatif le soir seulement pour le sommeil lors des poussées sévères',
      'Self-care of hands, feet and eyes': 'Autosoins des mains, des pieds et des yeux',
      'Short course of nasal decongestant (adults)': 'Courte cure de décongestionnant nasal (adultes)',
      'Short-acting beta-agonist (salbutamol) by metered-dose inhaler and spacer or nebuliser, repeated every 20 minutes in the first hour; add ipratropium in severe attacks; oxygen to keep SpO2 93-95% in adults (94-98% in children); oral prednisolone early (IV hydrocortisone if unable to swallow); IV magnesium sulfate for severe attacks not responding. On discharge: start or step up an inhaled corticosteroid-containing controller (ICS-formoterol as reliever and maintenance where available), with a short course of prednisolone.':
        "Bêta-agoniste de courte durée d'action (salbutamol) en aérosol doseur avec chambre d'inhalation ou en nébulisation, répété toutes les 20 minutes pendant la première heure ; ajouter l'ipratropium dans les crises graves ; oxygène pour maintenir la SpO2 à 93-95% chez l'adulte (94-98% chez l'enfant) ; prednisolone orale précoce (hydrocortisone IV si le patient ne peut pas avaler) ; sulfate de magnésium IV pour les crises graves ne répondant pas. À la sortie : débuter ou renforcer un traitement de fond contenant un corticoïde inhalé (CSI-formotérol en traitement de secours et de fond si disponible), avec une courte cure de prednisolone.",
      'Short-acting bronchodilators (salbutamol with or without ipratropium) by spacer or nebuliser; oral prednisolone for 5 days; antibiotic (amoxicillin or doxycycline) when sputum is purulent with more breathlessness or sputum volume; controlled oxygen to SpO2 88-92%. After recovery: long-acting bronchodilator maintenance (LAMA or LAMA/LABA), smoking and biomass smoke cessation, vaccination, pulmonary rehabilitation.':
        "Bronchodilatateurs de courte durée d'action (salbutamol avec ou sans ipratropium) par chambre d'inhalation ou nébuliseur ; prednisolone orale pendant 5 jours ; antibiotique (amoxicilline ou doxycycline) si l'expectoration est purulente avec plus d'essoufflement ou de volume d'expectoration ; oxygène contrôlé pour une SpO2 de 88-92 %. Après la guérison : traitement d'entretien par bronchodilatateur de longue durée d'action (LAMA ou LAMA/LABA), arrêt du tabac et de la fumée de biomasse, vaccination, réhabilitation respiratoire.",
      'Short-term muscle relaxant only for severe spasm':
        'Myorelaxant de courte durée seulement pour un spasme sévère',
      'Sieve urine and keep the stone for analysis': 'Filtrer les urines et garder le calcul pour analyse',
      'Single-dose albendazole (half dose for children 12-23 months) or mebendazole; periodic preventive chemotherapy for children, adolescent girls and women of reproductive age in endemic areas. Avoid in the first trimester of pregnancy.':
        "Albendazole en dose unique (demi-dose chez l'enfant de 12-23 mois) ou mébendazole ; chimioprévention périodique des enfants, des adolescentes et des femmes en âge de procréer en zone d'endémie. À éviter au premier trimestre de la grossesse.",
      'Sit upright': 'Position assise',
      'Sit upright when breathless': "Position assise en cas d'essoufflement",
      'Sleep and daily routine': 'Sommeil et routine quotidienne',
      'Sleep hygiene': 'Hygiène du sommeil',
      'Sleep routine': 'Rythme de sommeil régulier',
      'Soft cool foods': 'Aliments mous et frais',
      'Soothe the throat with a safe remedy': 'Apaiser la gorge avec un remède sans danger',
      'Specialist treatment at a HAT centre after staging. Gambiense: oral fexinidazole (or acoziborole where recommended) for first stage and non-severe second stage; NECT (nifurtimox-eflornithine) for severe second stage; pentamidine in young children. Rhodesiense: fexinidazole in the 2024 guidelines for adults and children >= 6 years and >= 20 kg; otherwise suramin (first stage) or melarsoprol (second stage). Doses are weight-banded and supplied by WHO: not computed here.':
        "Traitement spécialisé dans un centre de THA après stadification. Gambiense : fexinidazole oral (ou acoziborole si recommandé) pour le premier stade et le deuxième stade non sévère ; NECT (nifurtimox-éflornithine) pour le deuxième stade sévère ; pentamidine chez le jeune enfant. Rhodesiense : fexinidazole selon les directives de 2024 chez l'adulte et l'enfant >= 6 ans et >= 20 kg ; sinon suramine (premier stade) ou mélarsoprol (deuxième stade). Les doses sont établies par tranche de poids et fournies par l'OMS : non calculées ici.",
      'Splint the limb': 'Immobiliser le membre par une attelle',
      'Start ART at once (same regimens as HIV infection; avoid delaying ART for chemotherapy). Limited skin disease may regress on ART alone. Advanced, symptomatic or visceral disease: chemotherapy by the specialist together with ART; radiotherapy for painful local lesions. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Débuter le TAR immédiatement (mêmes schémas que pour l'infection à VIH ; ne pas retarder le TAR pour la chimiothérapie). Une atteinte cutanée limitée peut régresser sous TAR seul. Maladie avancée, symptomatique ou viscérale : chimiothérapie par le spécialiste associée au TAR ; radiothérapie pour les lésions locales douloureuses. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk). First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease). Use single-pill combinations where possible (HEARTS protocol). Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk. Statin if high cardiovascular risk.':
        "Débuter le traitement médicamenteux quand la PA est confirmée >= 140/90 mmHg (immédiatement si >= 160/100 ou risque cardiovasculaire élevé). Première intention chez l'adulte noir africain : un inhibiteur calcique de longue durée d'action (amlodipine) ou un diurétique thiazidique ou apparenté (hydrochlorothiazide, chlortalidone) ; ajouter un IEC ou un ARA II (premier choix en cas de diabète ou de néphropathie protéinurique). Utiliser des associations fixes en un seul comprimé si possible (protocole HEARTS). Cible < 140/90 mmHg, < 130/80 mmHg en cas de diabète, de MRC ou de risque élevé. Statine si risque cardiovasculaire élevé.",
      'Stop NSAIDs. Proton pump inhibitor (omeprazole) for 4 to 8 weeks; antacids for symptom relief. If H. pylori positive (or ulcer confirmed): eradication with a PPI plus amoxicillin plus clarithromycin (or metronidazole if penicillin-allergic) for 14 days, as national guidelines.':
        "Arrêter les AINS. Inhibiteur de la pompe à protons (oméprazole) pendant 4 à 8 semaines ; antiacides pour soulager les symptômes. Si H. pylori est positif (ou ulcère confirmé) : éradication par IPP plus amoxicilline plus clarithromycine (ou métronidazole en cas d'allergie à la pénicilline) pendant 14 jours, selon les directives nationales.",
      'Stop the burning and cool with water; airway first; IV Ringer’s lactate for burns > 10% (child) or > 15% (adult) by burn area and weight (first half in 8 hours) plus maintenance in children; adequate analgesia (oral paracetamol for minor burns; IV morphine for major, in hospital); clean and dress (silver sulfadiazine or clean dry dressings); tetanus prophylaxis; refer by the criteria.':
        "Arrêter la brûlure et refroidir à l'eau ; voies aériennes d'abord ; Ringer lactate IV pour les brûlures > 10% (enfant) ou > 15% (adulte) selon la surface brûlée et le poids (la première moitié en 8 heures) plus les besoins d'entretien chez l'enfant ; analgésie suffisante (paracétamol oral pour les brûlures mineures ; morphine IV pour les brûlures graves, à l'hôpital) ; nettoyer et panser (sulfadiazine argentique ou pansements propres et secs) ; prophylaxie antitétanique ; transférer selon les critères.",
      'Structured diabetes education': 'Éducation thérapeutique structurée sur le diabète',
      'Sunlight exposure': 'Exposition au soleil',
      'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols. Optimise ART in people with HIV.':
        "Traitement de soutien et symptomatique : contrôle de la douleur, soins de la peau, nutrition et hydratation, traitement des surinfections bactériennes ; antiviraux (técovirimat) seulement dans le cadre d'essais cliniques ou de protocoles nationaux. Optimiser le TAR chez les personnes vivant avec le VIH.",
      'Supportive: paracetamol for pain and fever, fluids, soft food, warm or cold compresses; no antibiotic. Orchitis: analgesia, scrotal support and rest.':
        "Traitement de soutien : paracétamol contre la douleur et la fièvre, liquides, alimentation molle, compresses chaudes ou froides ; pas d'antibiotique. Orchite : analgésie, suspensoir et repos.",
      'Supportive: salt and fluid restriction, furosemide for oedema or hypertension, add an antihypertensive if still raised; a 10-day penicillin course to clear the streptococcus (does not change the nephritis); treat scabies and impetigo in the household.':
        "Traitement de soutien : restriction sodée et hydrique, furosémide pour les œdèmes ou l'hypertension, ajouter un antihypertenseur si la PA reste élevée ; une cure de pénicilline de 10 jours pour éliminer le streptocoque (sans effet sur la néphrite) ; traiter la gale et l'impétigo dans le foyer.",
      'Surgical clinic within weeks of an attack of biliary colic.':
        'Consultation chirurgicale dans les semaines suivant une colique biliaire.',
      'Suspected cancer (hard nodular prostate or raised PSA): refer to urology for biopsy and staging. Localised: surveillance, radical prostatectomy or radiotherapy. Metastatic: androgen deprivation (orchidectomy is an affordable option) by the specialist; radiotherapy for painful bone metastases. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Cancer suspecté (prostate dure et nodulaire ou PSA élevé) : transférer en urologie pour biopsie et bilan d'extension. Localisé : surveillance, prostatectomie radicale ou radiothérapie. Métastatique : suppression androgénique (l'orchidectomie est une option abordable) par le spécialiste ; radiothérapie pour les métastases osseuses douloureuses. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Symptomatic care for non-severe influenza in healthy people. Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible. Antibiotics only for secondary bacterial pneumonia.':
        'Traitement symptomatique de la grippe non grave chez le sujet sain. Oseltamivir pour la grippe grave et pour la grippe non grave chez les personnes à haut risque de complications (grossesse, âge supérieur à 65 ans ou inférieur à 2 ans, maladie chronique, immunodépression), débuté le plus tôt possible. Antibiotiques seulement en cas de pneumonie bactérienne secondaire.',
      'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops. No antibiotics, no cough syrups containing codeine or antihistamines in young children.':
        "Traitement symptomatique seulement : liquides, repos, paracétamol contre la fièvre ou la douleur, gouttes nasales de sérum physiologique. Pas d'antibiotiques, pas de sirops contre la toux contenant de la codéine ou des antihistaminiques chez le jeune enfant.",
      'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern). Treat partners; test for HIV and syphilis.':
        "Traitement syndromique de la gonococcie et de la chlamydiose ensemble : ceftriaxone IM en dose unique plus doxycycline pendant 7 jours (azithromycine en dose unique pendant la grossesse ou si l'observance est incertaine). Traiter les partenaires ; dépister le VIH et la syphilis.",
      'Syndromic treatment: benzathine penicillin 2.4 MIU IM once (syphilis) + azithromycin 1 g orally once (chancroid); for vesicles or recurrent ulcers add aciclovir 400 mg three times daily for 7 days (first episode) or 5 days (recurrence).':
        "Traitement syndromique : benzathine pénicilline 2.4 MUI IM en une fois (syphilis) + azithromycine 1 g par voie orale en une fois (chancre mou) ; en cas de vésicules ou d'ulcères récidivants, ajouter l'aciclovir 400 mg trois fois par jour pendant 7 jours (premier épisode) ou 5 jours (récidive).",
      'Take iron with a little food if it upsets the stomach':
        "Prendre le fer avec un peu de nourriture s'il dérange l'estomac",
      'TB preventive therapy (isoniazid or 3HP)':
        'Traitement préventif de la tuberculose (isoniazide ou 3HP)',
      'Tetanus prophylaxis for wounds': 'Prophylaxie antitétanique des plaies',
      'Tetanus prophylaxis if skin broken': 'Prophylaxie antitétanique si la peau est lésée',
      'Tetanus toxoid if not up to date': "Anatoxine tétanique si la vaccination n'est pas à jour",
      'Thiamine before any glucose': 'Thiamine avant tout apport de glucose',
      'Thromboprophylaxis if admitted and immobile':
        "Thromboprophylaxie en cas d'hospitalisation avec immobilisation",
      'Track the referral within 2 weeks; shared follow-up with the cancer centre.':
        'Suivre le transfert dans les 2 semaines ; suivi partagé avec le centre de cancérologie.',
      'Treat a triggering infection only if bacterial':
        'Traiter une infection déclenchante seulement si elle est bactérienne',
      'Treat anaemia': "Traiter l'anémie",
      'Treat anaemia with iron': "Traiter l'anémie par le fer",
      'Treat any secondary bacterial infection': 'Traiter toute surinfection bactérienne',
      'Treat as heart failure with reduced ejection fraction: loop diuretic for congestion, ACE inhibitor (enalapril), beta-blocker (bisoprolol) and mineralocorticoid antagonist (spironolactone), titrated. In pregnancy: no ACE inhibitor, ARB or spironolactone before delivery (hydralazine with nitrate instead); bromocriptine may be added in PPCM with anticoagulation (specialist). Anticoagulate in AF or very low EF with thrombus.':
        "Traiter comme une insuffisance cardiaque à fraction d'éjection réduite : diurétique de l'anse pour la congestion, IEC (énalapril), bêtabloquant (bisoprolol) et antagoniste des minéralocorticoïdes (spironolactone), ajustés. Pendant la grossesse : pas d'IEC, d'ARA II ni de spironolactone avant l'accouchement (hydralazine avec dérivé nitré à la place) ; la bromocriptine peut être ajoutée dans la CMPP avec anticoagulation (spécialiste). Anticoaguler en cas de FA ou de FE très basse avec thrombus.",
      'Treat comorbid physical illness and pain': 'Traiter les maladies somatiques et la douleur associées',
      'Treat constipation': 'Traiter la constipation',
      'Treat constipation and obesity': "Traiter la constipation et l'obésité",
      'Treat HIV, stop alcohol': "Traiter le VIH, arrêter l'alcool",
      'Treat infections promptly': 'Traiter rapidement les infections',
      'Treat malaria and anaemia': "Traiter le paludisme et l'anémie",
      'Treat malaria, HIV and TB as found':
        "Traiter le paludisme, le VIH et la tuberculose s'ils sont trouvés",
      'Treat the cause (malaria, hookworm with albendazole after the first trimester) and give elemental iron 120 mg with folic acid 400 micrograms daily until Hb is normal, then the preventive dose of 60 mg; transfuse if Hb < 7 g/dL near term or with heart failure.':
        "Traiter la cause (paludisme, ankylostome par albendazole après le premier trimestre) et donner 120 mg de fer élément avec 400 microgrammes d'acide folique chaque jour jusqu'à la normalisation de l'Hb, puis la dose préventive de 60 mg ; transfuser si Hb < 7 g/dL près du terme ou en cas d'insuffisance cardiaque.",
      'Treat the cause (stop alcohol; hepatitis B antivirals per WHO). Ascites: salt restriction, spironolactone 100 mg daily stepped up to 400 mg, with furosemide 40 mg stepped up to 160 mg if needed; large tense ascites: paracentesis with albumin. Non-selective beta-blocker (propranolol) to prevent variceal bleeding when varices are found. Encephalopathy: lactulose titrated to 2 to 3 soft stools a day and treat triggers. SBP: ceftriaxone then long-term prophylaxis.':
        "Traiter la cause (arrêt de l'alcool ; antiviraux contre l'hépatite B selon l'OMS). Ascite : restriction sodée, spironolactone 100 mg par jour augmentée jusqu'à 400 mg, avec furosémide 40 mg augmenté jusqu'à 160 mg si besoin ; ascite volumineuse sous tension : paracentèse avec albumine. Bêtabloquant non sélectif (propranolol) pour prévenir l'hémorragie variqueuse quand des varices sont trouvées. Encéphalopathie : lactulose ajusté pour 2 à 3 selles molles par jour et traiter les facteurs déclenchants. ISLA : ceftriaxone puis prophylaxie au long cours.",
      'Treat the cause and slow progression: blood pressure control (target systolic < 120-130 mmHg if tolerated) with an ACE inhibitor or ARB when albuminuria is present; SGLT2 inhibitor where available (eGFR >= 20); glucose control in diabetes; statin for adults 50 or over; avoid nephrotoxins and adjust drug doses to eGFR. Manage complications: anaemia (iron, then erythropoietin), acidosis (sodium bicarbonate), hyperkalaemia, fluid overload (loop diuretic). Prepare for dialysis or conservative care in stage 5.':
        "Traiter la cause et ralentir la progression : contrôle tensionnel (cible systolique < 120-130 mmHg si toléré) par un IEC ou un ARA II en cas d'albuminurie ; inhibiteur du SGLT2 si disponible (DFGe >= 20) ; équilibre glycémique en cas de diabète ; statine chez l'adulte de 50 ans ou plus ; éviter les néphrotoxiques et adapter les doses au DFGe. Prendre en charge les complications : anémie (fer, puis érythropoïétine), acidose (bicarbonate de sodium), hyperkaliémie, surcharge hydrique (diurétique de l'anse). Préparer la dialyse ou le traitement conservateur au stade 5.",
      'Treat the cause of recurrent ear discharge (HIV, nasal disease)':
        'Traiter la cause des otorrhées récidivantes (VIH, maladie nasale)',
      'Treat the cause: glucose control; switch stavudine or other neurotoxic ART (WHO regimens no longer use it); pyridoxine for isoniazid neuropathy; stop alcohol, give thiamine and B vitamins. Neuropathic pain: amitriptyline at night (start low), increased slowly; alternatives by the clinician (duloxetine, pregabalin, gabapentin). Foot care.':
        "Traiter la cause : équilibre glycémique ; remplacer la stavudine ou un autre ARV neurotoxique (les schémas de l'OMS ne l'utilisent plus) ; pyridoxine pour la neuropathie à l'isoniazide ; arrêter l'alcool, donner de la thiamine et des vitamines B. Douleur neuropathique : amitriptyline le soir (débuter à faible dose), augmentée lentement ; alternatives par le clinicien (duloxétine, prégabaline, gabapentine). Soins des pieds.",
      'Treat the portal of entry (tinea pedis, wound)':
        "Traiter la porte d'entrée (intertrigo du pied, plaie)",
      'Treat urinary infection': "Traiter l'infection urinaire",
      'Treatment supporter / DOT': 'Accompagnant au traitement / TDO',
      'Trial without catheter after 2 to 7 days; review every 6 to 12 months.':
        'Essai sans sonde après 2 à 7 jours ; revoir tous les 6 à 12 mois.',
      'TSH 6 to 8 weeks after each change, then yearly.':
        'TSH 6 à 8 semaines après chaque modification, puis chaque année.',
      'Tuberculous pleurisy: standard 6-month anti-TB treatment (2HRZE/4HR), ART if HIV positive; therapeutic tap for breathlessness. Empyema or complicated parapneumonic effusion: chest drain plus IV antibiotics covering streptococci, staphylococci and anaerobes (per local protocol) for 2 to 6 weeks. Transudates: treat the cause (heart, kidney or liver failure).':
        "Pleurésie tuberculeuse : traitement antituberculeux standard de 6 mois (2HRZE/4HR), TAR si VIH positif ; ponction évacuatrice en cas d'essoufflement. Empyème ou épanchement parapneumonique compliqué : drain thoracique plus antibiotiques IV couvrant streptocoques, staphylocoques et anaérobies (selon le protocole local) pendant 2 à 6 semaines. Transsudats : traiter la cause (insuffisance cardiaque, rénale ou hépatique).",
      'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible. Severe or unable to take oral: IV ceftriaxone. Adjust to blood-culture susceptibility.':
        "Forme non compliquée : azithromycine orale (premier choix là où la résistance aux fluoroquinolones est fréquente, comme en Afrique de l'Est) ou ciprofloxacine si le germe est sensible. Forme sévère ou voie orale impossible : ceftriaxone IV. Adapter selon l'antibiogramme de l'hémoculture.",
      'Vaccinate against hepatitis B (if negative)': "Vacciner contre l'hépatite B (si négatif)",
      'Vaccinate against influenza and pneumococcus': 'Vacciner contre la grippe et le pneumocoque',
      'Vaccination (influenza, hepatitis B) as per national schedule':
        'Vaccination (grippe, hépatite B) selon le calendrier national',
      'Vitamin A': 'Vitamine A',
      'Vitamin A and deworming per schedule': 'Vitamine A et déparasitage selon le calendrier',
      'Vitamin A per protocol (not if oedematous at admission)':
        "Vitamine A selon le protocole (pas en cas d'œdèmes à l'admission)",
      'Vitamin D daily for at least 12 weeks (2000 IU under 1 year, 3000-6000 IU from 1 to 12 years, 6000 IU over 12) together with calcium 500 mg daily, then maintenance 400-600 IU daily. Treat hypocalcaemia first if there are fits or spasms.':
        "Vitamine D chaque jour pendant au moins 12 semaines (2000 UI avant 1 an, 3000-6000 UI de 1 à 12 ans, 6000 UI après 12 ans) avec calcium 500 mg par jour, puis entretien à 400-600 UI par jour. Traiter d'abord l'hypocalcémie en cas de convulsions ou de spasmes.",
      'Warm drinks and honey for cough (age over 1 year)':
        'Boissons chaudes et miel contre la toux (âge supérieur à 1 an)',
      'Warm saltwater mouth rinses': "Bains de bouche à l'eau salée tiède",
      'Wear open shoes or cotton socks': 'Porter des chaussures ouvertes ou des chaussettes en coton',
      'Weekly during the first 8 weeks, then monthly for a year.':
        'Chaque semaine pendant les 8 premières semaines, puis chaque mois pendant un an.',
      'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.':
        "Visites hebdomadaires au programme ambulatoire jusqu'aux critères de sortie (PB >= 125 mm et absence d'œdèmes pendant 2 semaines), puis suivi en alimentation de complément.",
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.':
        "Chaque semaine jusqu'à la normalisation de la pression artérielle et de la créatinine, puis à 3 et 6 mois pour l'hématurie et la protéinurie.",
      'Weekly until the course ends; X-ray at 4 to 6 weeks for osteomyelitis.':
        "Chaque semaine jusqu'à la fin du traitement ; radiographie à 4 à 6 semaines pour une ostéomyélite.",
      'WHO multidrug therapy (rifampicin, dapsone, clofazimine) for every patient: 6 months for paucibacillary and 12 months for multibacillary leprosy, monthly supervised doses plus daily self-administered doses, from the programme’s blister packs. Reactions and neuritis: prednisolone by the programme protocol. Prevent disability.':
        "Polychimiothérapie de l'OMS (rifampicine, dapsone, clofazimine) pour tout patient : 6 mois pour la lèpre paucibacillaire et 12 mois pour la lèpre multibacillaire, doses mensuelles supervisées plus doses quotidiennes auto-administrées, à partir des plaquettes du programme. Réactions et névrites : prednisolone selon le protocole du programme. Prévenir le handicap.",
      'Withdrawal: diazepam by symptoms (10-20 mg up to 4 times daily, tapering over 3-7 days), thiamine 100 mg daily for 5 days, fluids, calm environment; delirium or seizures: admit. Use disorder: brief intervention, motivational counselling, treat depression and liver disease, refer for relapse prevention.':
        "Sevrage : diazépam selon les symptômes (10-20 mg jusqu'à 4 fois par jour, diminué sur 3-7 jours), thiamine 100 mg par jour pendant 5 jours, liquides, environnement calme ; délirium ou convulsions : hospitaliser. Trouble de l'usage : intervention brève, entretien motivationnel, traiter la dépression et la maladie du foie, transférer pour la prévention de la rechute.",
      'Without risk of cervical infection: metronidazole 400-500 mg twice daily for 7 days (BV and trichomoniasis) and, for curd-like discharge or itching, clotrimazole 500 mg vaginal tablet once (or fluconazole 150 mg once, not in pregnancy); with cervicitis risk or signs, add condition 34’s gonorrhoea and chlamydia treatment.':
        "Sans risque d'infection cervicale : métronidazole 400-500 mg deux fois par jour pendant 7 jours (VB et trichomonase) et, en cas de pertes caillebottées ou de prurit, clotrimazole 500 mg comprimé vaginal en une fois (ou fluconazole 150 mg en une fois, pas pendant la grossesse) ; en cas de risque ou de signes de cervicite, ajouter le traitement de la gonococcie et de la chlamydiose de la condition 34.",
      'Zinc for 10-14 days in children': "Zinc pendant 10-14 jours chez l'enfant",
      'Zinc supplementation for children': "Supplémentation en zinc chez l'enfant",
    },
  },
];
