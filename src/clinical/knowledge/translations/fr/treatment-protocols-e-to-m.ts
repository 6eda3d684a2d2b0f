import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with e to m. */
export const frenchTreatmentProtocolsEToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Early feeding': 'Alimentation précoce',
      'Early physiotherapy': 'Kinésithérapie précoce',
      'Early syphilis (primary, secondary, early latent): benzathine benzylpenicillin IM single dose. Late latent or unknown duration: benzathine benzylpenicillin weekly for 3 weeks. Penicillin allergy (non-pregnant): doxycycline; in pregnancy with allergy: erythromycin, azithromycin or ceftriaxone per WHO, and treat the newborn. Neurosyphilis: IV benzylpenicillin.':
        "Syphilis précoce (primaire, secondaire, latente précoce) : benzathine benzylpénicilline IM en dose unique. Latente tardive ou de durée inconnue : benzathine benzylpénicilline chaque semaine pendant 3 semaines. Allergie à la pénicilline (hors grossesse) : doxycycline ; pendant la grossesse avec allergie : érythromycine, azithromycine ou ceftriaxone selon l'OMS, et traiter le nouveau-né. Neurosyphilis : benzylpénicilline IV.",
      'East Africa: sodium stibogluconate plus paromomycin for 17 days; liposomal amphotericin B for severe disease, pregnancy, HIV co-infection and relapse (national programme protocols now also use miltefosine plus paromomycin).':
        "Afrique de l'Est : stibogluconate de sodium plus paromomycine pendant 17 jours ; amphotéricine B liposomale pour les formes sévères, la grossesse, la co-infection VIH et les rechutes (les protocoles des programmes nationaux utilisent aussi désormais la miltéfosine plus paromomycine).",
      'Education, structured exercise and weight management for all. Topical NSAID for knee and hand osteoarthritis; oral NSAID (ibuprofen, with a PPI if GI risk) at the lowest dose for the shortest time if no contraindication; paracetamol only briefly. Intra-articular corticosteroid for flares of knee osteoarthritis. Joint replacement for end-stage disease.':
        "Éducation, exercices structurés et contrôle du poids pour tous. AINS local pour l'arthrose du genou et de la main ; AINS oral (ibuprofène, avec un IPP en cas de risque digestif) à la plus faible dose pendant la durée la plus courte en l'absence de contre-indication ; paracétamol seulement brièvement. Infiltration intra-articulaire de corticoïde pour les poussées d'arthrose du genou. Prothèse articulaire au stade terminal.",
      'Elevate the limb': 'Surélever le membre',
      'Elevate the limb once antivenom is given': 'Surélever le membre une fois le sérum antivenimeux donné',
      'Elevation and ice for 48 hours': 'Surélévation et glace pendant 48 heures',
      'Elevation of the limb': 'Surélévation du membre',
      'Emollient for itching': 'Émollient contre le prurit',
      'Emollients for everyone, every day, continued when clear. Flares: topical corticosteroid once or twice daily, potency matched to severity and site (mild: hydrocortisone 1%, face and flexures; moderate to severe on the body: betamethasone valerate 0.1% in adults, short courses). Contact dermatitis: identify and avoid the irritant or allergen plus the same steroid treatment. Treat infection.':
        "Émollients pour tous, chaque jour, poursuivis une fois la peau guérie. Poussées : dermocorticoïde une ou deux fois par jour, de puissance adaptée à la sévérité et au site (léger : hydrocortisone 1%, visage et plis ; modéré à sévère sur le corps : valérate de bétaméthasone 0.1% chez l'adulte, traitements courts). Dermatite de contact : identifier et éviter l'irritant ou l'allergène plus le même traitement corticoïde. Traiter l'infection.",
      'Empirical IV (or IM) ceftriaxone as soon as meningitis is suspected; add ampicillin in neonates and older adults for Listeria where indicated. Adjunctive dexamethasone before or with the first antibiotic dose in adults and children beyond the neonatal period where the guideline recommends it. In meningococcal epidemics, a short course of ceftriaxone as per the national epidemic protocol.':
        "Ceftriaxone IV (ou IM) probabiliste dès la suspicion de méningite ; ajouter l'ampicilline chez le nouveau-né et la personne âgée pour Listeria si indiqué. Dexaméthasone adjuvante avant ou avec la première dose d'antibiotique chez l'adulte et l'enfant au-delà de la période néonatale si le guide la recommande. En cas d'épidémie à méningocoque, courte cure de ceftriaxone selon le protocole national d'épidémie.",
      'Empty the bladder': 'Vider la vessie',
      'Epilation of touching lashes while awaiting surgery':
        'Épilation des cils qui frottent en attendant la chirurgie',
      'Erythromycin 12.5 mg/kg 4 times daily for 10 days (azithromycin for newborns under 1 month); oxygen for apnoea or cyanosis; gentle suction; small frequent feeds or nasogastric feeds; no cough suppressants. Notify the case and check contacts’ vaccination.':
        "Érythromycine 12.5 mg/kg 4 fois par jour pendant 10 jours (azithromycine chez le nouveau-né de moins de 1 mois) ; oxygène en cas d'apnée ou de cyanose ; aspiration douce ; petits repas fréquents ou alimentation par sonde nasogastrique ; pas d'antitussifs. Notifier le cas et vérifier la vaccination des contacts.",
      'Ethanol intoxication: airway, recovery position, glucose check (thiamine 100 mg before glucose), keep warm, observe until sober. Methanol: antidote (fomepizole, or oral or IV ethanol), sodium bicarbonate for acidosis, haemodialysis and folinic acid at a referral hospital; start transfer on suspicion, do not wait for tests.':
        "Intoxication à l'éthanol : voies aériennes, position latérale de sécurité, contrôle de la glycémie (thiamine 100 mg avant le glucose), garder au chaud, surveiller jusqu'à la sobriété. Méthanol : antidote (fomépizole, ou éthanol oral ou IV), bicarbonate de sodium pour l'acidose, hémodialyse et acide folinique dans un hôpital de référence ; organiser le transfert dès la suspicion, sans attendre les examens.",
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
      'Eye examination after methanol; alcohol use review after any intoxication.':
        "Examen ophtalmologique après le méthanol ; bilan de la consommation d'alcool après toute intoxication.",
      'Eye irrigation with water for spitting cobra venom':
        "Irrigation des yeux à l'eau pour le venin de cobra cracheur",
      'Eye lubricants and taping': "Lubrifiants oculaires et occlusion de l'œil",
      'Eye protection in thyroid eye disease': "Protection oculaire dans l'orbitopathie thyroïdienne",
      'Eye protection under phototherapy': 'Protection des yeux sous photothérapie',
      'Face washing': 'Lavage du visage',
      'Facial exercises': 'Exercices faciaux',
      'Falls prevention': 'Prévention des chutes',
      'Family psychoeducation': 'Psychoéducation de la famille',
      'Feed as soon as awake': 'Alimenter dès le réveil',
      'Feed every 2 hours': 'Alimenter toutes les 2 heures',
      'Feeding by cup or tube if not sucking': 'Alimentation à la tasse ou par sonde si le bébé ne tète pas',
      'Few lesions: clean and remove crusts, antiseptic (povidone-iodine) or topical antibiotic (fusidic acid or mupirocin where available). Extensive lesions, bullous impetigo or systemic symptoms: oral cloxacillin (flucloxacillin) for 5-7 days; erythromycin or azithromycin if allergic to penicillin. Treat underlying scabies.':
        "Peu de lésions : nettoyer et retirer les croûtes, antiseptique (povidone iodée) ou antibiotique local (acide fusidique ou mupirocine si disponible). Lésions étendues, impétigo bulleux ou signes généraux : cloxacilline orale (flucloxacilline) pendant 5-7 jours ; érythromycine ou azithromycine en cas d'allergie à la pénicilline. Traiter une gale sous-jacente.",
      'First aid: reassure, immobilise the bitten limb, remove rings, transport lying still; no tourniquet, incision, suction or herbal remedies. Antivenom for systemic envenoming (coagulopathy, neurotoxicity, shock) or severe local envenoming: a polyvalent antivenom effective against the local species (e.g. SAIMR/SAVP polyvalent in East and Southern Africa, EchiTAb-Plus-ICP in West Africa), IV, with adrenaline drawn up for reactions; repeat if signs persist. Neurotoxic: airway support, neostigmine with atropine. Tetanus prophylaxis; analgesia with paracetamol (no NSAIDs); antibiotics only for established wound infection.':
        "Premiers secours : rassurer, immobiliser le membre mordu, retirer les bagues, transporter allongé et immobile ; ni garrot, ni incision, ni succion, ni remède à base de plantes. Sérum antivenimeux en cas d'envenimation systémique (coagulopathie, neurotoxicité, choc) ou d'envenimation locale sévère : un sérum polyvalent efficace contre les espèces locales (p. ex. SAIMR/SAVP polyvalent en Afrique de l'Est et australe, EchiTAb-Plus-ICP en Afrique de l'Ouest), IV, avec de l'adrénaline prête pour les réactions ; répéter si les signes persistent. Neurotoxique : soutien des voies aériennes, néostigmine avec atropine. Prophylaxie antitétanique ; analgésie par paracétamol (pas d'AINS) ; antibiotiques seulement en cas d'infection de plaie avérée.",
      'Flare: start within 24 hours with an NSAID (ibuprofen, naproxen or indometacin) if no contraindication, or low-dose colchicine, or oral prednisolone (preferred in CKD, heart failure or peptic ulcer); ice and rest. Urate-lowering therapy with allopurinol (start low, titrate to uric acid < 0.36 mmol/L) for 2 or more flares a year, tophi, erosions or CKD, with flare prophylaxis (colchicine or NSAID) for 3 to 6 months. Review thiazide diuretics (losartan or amlodipine preferred for hypertension).':
        "Crise : débuter dans les 24 heures un AINS (ibuprofène, naproxène ou indométacine) en l'absence de contre-indication, ou la colchicine à faible dose, ou la prednisolone orale (préférée en cas de MRC, d'insuffisance cardiaque ou d'ulcère gastroduodénal) ; glace et repos. Traitement hypo-uricémiant par allopurinol (débuter à faible dose, ajuster pour une uricémie < 0.36 mmol/L) en cas de 2 crises ou plus par an, de tophus, d'érosions ou de MRC, avec prophylaxie des crises (colchicine ou AINS) pendant 3 à 6 mois. Réévaluer les diurétiques thiazidiques (losartan ou amlodipine préférés pour l'hypertension).",
      'Fluid and electrolyte replacement': 'Remplacement des liquides et des électrolytes',
      'Fluid restriction in severe congestion or hyponatraemia':
        "Restriction hydrique en cas de congestion sévère ou d'hyponatrémie",
      Fluids: 'Liquides',
      'Fluids and nutrition': 'Liquides et nutrition',
      'Fluids and rest': 'Liquides et repos',
      'Fluids and soft diet': 'Liquides et alimentation molle',
      'Fluids guided by urine output': 'Liquides guidés par la diurèse',
      'Folic acid': 'Acide folique',
      'Folic acid for women on anti-seizure medicine planning pregnancy':
        'Acide folique chez la femme sous antiépileptique qui envisage une grossesse',
      'Follow up after 3 days of treatment; sooner for any danger sign.':
        'Revoir après 3 jours de traitement ; plus tôt devant tout signe de danger.',
      'Follow up after 5 days.': 'Revoir après 5 jours.',
      'Follow-up examination 60 days after onset for residual paralysis (surveillance).':
        'Examen de suivi 60 jours après le début pour une paralysie résiduelle (surveillance).',
      'Foot care': 'Soins des pieds',
      'Foot care education': 'Éducation aux soins des pieds',
      'Frequent eye cleaning': 'Nettoyage fréquent des yeux',
      'Frequent feeds, expressed milk by cup if weak':
        'Tétées fréquentes, lait exprimé à la tasse si le bébé est faible',
      'Glaucoma every 3 to 6 months; cataract after surgery at 1 day, 1 week and 4 to 6 weeks.':
        'Glaucome tous les 3 à 6 mois ; cataracte après la chirurgie à 1 jour, 1 semaine et 4 à 6 semaines.',
      'Goal-directed IV fluid (Ringer lactate preferred) guided by pulse, blood pressure and urine output; adequate analgesia including opioids; oxygen if SpO2 < 94%; early oral or enteral feeding when tolerated. No prophylactic antibiotics: give antibiotics only for proven infection (cholangitis, infected necrosis). Gallstone pancreatitis with cholangitis needs urgent ERCP; cholecystectomy before discharge in mild gallstone pancreatitis.':
        "Liquides IV guidés par le pouls, la pression artérielle et la diurèse (Ringer lactate de préférence) ; analgésie suffisante y compris opioïdes ; oxygène si SpO2 < 94% ; alimentation orale ou entérale précoce dès qu'elle est tolérée. Pas d'antibiotiques prophylactiques : antibiotiques seulement en cas d'infection prouvée (angiocholite, nécrose infectée). Une pancréatite biliaire avec angiocholite demande une CPRE urgente ; cholécystectomie avant la sortie dans la pancréatite biliaire légère.",
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
      'Human tetanus immunoglobulin (or equine antitoxin), wound cleaning and debridement, metronidazole (or benzylpenicillin), benzodiazepines for spasms, magnesium sulfate for spasms and autonomic instability, airway protection; start tetanus-diphtheria vaccination.':
        "Immunoglobulines antitétaniques humaines (ou sérum antitétanique équin), nettoyage et parage de la plaie, métronidazole (ou benzylpénicilline), benzodiazépines pour les spasmes, sulfate de magnésium pour les spasmes et l'instabilité neurovégétative, protection des voies aériennes ; débuter la vaccination tétanos-diphtérie.",
      'Hydration and nutrition': 'Hydratation et nutrition',
      'Ibuprofen or paracetamol': 'Ibuprofène ou paracétamol',
      'Ice packs': 'Poches de glace',
      'If the patient can cough and breathe, let them cough and refer; if the cough is ineffective, give back blows and chest (infant) or abdominal (child, adult) thrusts; remove only visible objects; refer for bronchoscopy or endoscopy. Never blind finger sweeps; never induce vomiting.':
        "Si le patient peut tousser et respirer, le laisser tousser et transférer ; si la toux est inefficace, donner des tapes dans le dos et des compressions thoraciques (nourrisson) ou abdominales (enfant, adulte) ; retirer seulement les objets visibles ; transférer pour bronchoscopie ou endoscopie. Jamais de balayage au doigt à l'aveugle ; ne jamais faire vomir.",
      'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking. Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.':
        "Infection aiguë de l'oreille selon la PCIME (douleur d'oreille ou écoulement de pus depuis moins de 14 jours) : amoxicilline orale pendant 5 jours, paracétamol contre la douleur, et assécher l'oreille par méchage. Infection chronique de l'oreille (écoulement depuis 14 jours ou plus) : méchage et gouttes auriculaires de quinolone.",
      'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings). Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.':
        "Pneumonie selon la PCIME (respiration rapide et/ou tirage sous-costal sans signe de danger) : amoxicilline orale deux fois par jour pendant 5 jours (3 jours pour une respiration rapide seule en zone de faible prévalence du VIH). Pneumonie grave : première dose d'ampicilline ou de benzylpénicilline plus gentamicine, oxygène et transfert ; ceftriaxone en deuxième intention.",
      'Immediate thorough wound washing with soap and water for 15 minutes and an antiseptic; rabies vaccine for category II and III exposures (WHO 1-week, 2-site intradermal regimen or intramuscular regimens); rabies immunoglobulin infiltrated into the wound for category III; tetanus prophylaxis; antibiotic prophylaxis (amoxicillin-clavulanate) only for deep, hand or high-risk wounds.':
        "Lavage immédiat et soigneux de la plaie à l'eau et au savon pendant 15 minutes puis antiseptique ; vaccin antirabique pour les expositions de catégorie II et III (schéma intradermique de l'OMS de 1 semaine en 2 sites ou schémas intramusculaires) ; immunoglobulines antirabiques infiltrées dans la plaie en catégorie III ; prophylaxie antitétanique ; antibioprophylaxie (amoxicilline-acide clavulanique) seulement pour les plaies profondes, de la main ou à haut risque.",
      'Immunise on schedule': 'Vacciner selon le calendrier',
      'Incentive spirometry to prevent acute chest syndrome':
        'Spirométrie incitative pour prévenir le syndrome thoracique aigu',
      'Induction: single high dose of liposomal amphotericin B with 14 days of flucytosine and fluconazole (WHO 2022); alternative: 1 week of amphotericin B deoxycholate with flucytosine then fluconazole, or 2 weeks fluconazole plus flucytosine. Consolidation and maintenance fluconazole. Defer ART for 4-6 weeks.':
        "Induction : dose unique élevée d'amphotéricine B liposomale avec 14 jours de flucytosine et de fluconazole (OMS 2022) ; alternative : 1 semaine d'amphotéricine B désoxycholate avec flucytosine puis fluconazole, ou 2 semaines de fluconazole plus flucytosine. Consolidation et entretien par fluconazole. Différer le TAR de 4-6 semaines.",
      'Inpatient for 3-5 weeks typically; complete vaccination on discharge.':
        'Hospitalisation de 3-5 semaines habituellement ; compléter la vaccination à la sortie.',
      'Inpatient for the full course; hearing test before discharge and review at 1 month.':
        'Hospitalisation pour toute la durée du traitement ; test auditif avant la sortie et revue à 1 mois.',
      'Inpatient until able to take oral ACT and clinically stable; review haemoglobin at 14 and 28 days after artesunate (delayed haemolysis).':
        "Hospitalisation jusqu'à ce que le patient puisse prendre une CTA orale et soit cliniquement stable ; contrôler l'hémoglobine 14 et 28 jours après l'artésunate (hémolyse retardée).",
      'Inpatient until delivery or bleeding settled; postnatal check for anaemia.':
        "Hospitalisation jusqu'à l'accouchement ou l'arrêt du saignement ; contrôle postnatal de l'anémie.",
      'Inpatient until fever-free 48 hours; review 1 week after discharge.':
        "Hospitalisation jusqu'à 48 heures sans fièvre ; revoir 1 semaine après la sortie.",
      'Inpatient until two negative PCRs; survivor follow-up programme.':
        "Hospitalisation jusqu'à deux PCR négatives ; programme de suivi des survivants.",
      'Inpatient.': 'Hospitalisation.',
      'Inpatient; ECG and neurological review for 6 weeks (late palsies).':
        'Hospitalisation ; ECG et examen neurologique pendant 6 semaines (paralysies tardives).',
      'Inpatient; return to heat exposure only after full recovery.':
        "Hospitalisation ; reprise de l'exposition à la chaleur seulement après une guérison complète.",
      'INR clinic; review at 3 months to decide on stopping.':
        "Consultation INR ; revoir à 3 mois pour décider de l'arrêt.",
      'Insulin for marked hyperglycaemia': "Insuline en cas d'hyperglycémie marquée",
      'Insulin from diagnosis: basal-bolus (intermediate or long-acting plus soluble before meals) or twice-daily premixed where resources are limited; total daily dose is individual (about 0.7 to 1 unit/kg/day in prepubertal children, higher in puberty) and titrated to glucose by the diabetes team. Structured education, home glucose monitoring, hypoglycaemia recognition and sick-day rules. Exclude ketoacidosis first.':
        "Insuline dès le diagnostic : basal-bolus (intermédiaire ou lente plus rapide avant les repas) ou mélange deux fois par jour là où les ressources sont limitées ; la dose quotidienne totale est individuelle (environ 0.7 à 1 unité/kg/jour chez l'enfant prépubère, plus à la puberté) et ajustée selon la glycémie par l'équipe de diabétologie. Éducation structurée, autosurveillance glycémique, reconnaissance des hypoglycémies et règles des jours de maladie. Exclure d'abord une acidocétose.",
      'IPTp-SP in malaria areas': "TPIp-SP en zone d'endémie palustre",
      'Iron if anaemic': "Fer en cas d'anémie",
      'Iron supplementation for anaemia': "Supplémentation en fer pour l'anémie",
      'Isolation and optimised supportive care: oral or IV fluids and electrolytes, antimalarial if malaria not excluded, empirical antibiotics for sepsis, analgesia, blood products for bleeding. Ebola Zaire: monoclonal antibodies (mAb114 or REGN-EB3) in treatment centres; Lassa and CCHF: ribavirin per national protocol.':
        "Isolement et soins de soutien optimisés : liquides et électrolytes par voie orale ou IV, antipaludique si le paludisme n'est pas exclu, antibiotiques probabilistes en cas de sepsis, analgésie, produits sanguins en cas de saignement. Ebola Zaïre : anticorps monoclonaux (mAb114 ou REGN-EB3) dans les centres de traitement ; Lassa et FHCC : ribavirine selon le protocole national.",
      'IV 0.9% sodium chloride resuscitation then rehydration (in children replace the deficit over 24 to 48 hours, as ISPAD 2022); start IV insulin infusion (soluble insulin) after the first hour of fluids; add potassium once urine output is confirmed and potassium is not high; add dextrose when glucose falls below about 14 mmol/L; no routine bicarbonate. Treat the trigger (antibiotics if infection).':
        "Remplissage par chlorure de sodium à 0.9% IV puis réhydratation (chez l'enfant, compenser le déficit sur 24 à 48 heures, selon l'ISPAD 2022) ; débuter l'insuline IV en perfusion (insuline rapide) après la première heure de liquides ; ajouter du potassium une fois la diurèse confirmée et si le potassium n'est pas élevé ; ajouter du dextrose quand la glycémie descend sous environ 14 mmol/L ; pas de bicarbonate systématique. Traiter le facteur déclenchant (antibiotiques en cas d'infection).",
      'IV fluids': 'Liquides IV',
      'IV fluids and oxygen in septicaemic or pneumonic plague':
        'Liquides IV et oxygène dans la peste septicémique ou pulmonaire',
      'IV fluids for hypotension': "Liquides IV en cas d'hypotension",
      'IV fluids for shock': 'Liquides IV en cas de choc',
      'IV fluids for vomiting/diarrhoea (iron)': 'Liquides IV en cas de vomissements/diarrhée (fer)',
      'IV fluids if unable to drink': "Liquides IV en cas d'incapacité à boire",
      'Ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months until the adult worms die (years). Not in pregnancy, in children under 15 kg or while breastfeeding an infant under a week. Diethylcarbamazine is contraindicated (severe eye reactions). In Loa loa co-endemic areas, screen for high Loa microfilaraemia before ivermectin. Doxycycline for 6 weeks (kills Wolbachia, sterilises and kills adult worms) may be added by the programme. Nodules on the head may be removed surgically.':
        "Ivermectine 150 microgrammes/kg en dose unique, répétée tous les 6 à 12 mois jusqu'à la mort des vers adultes (des années). Pas pendant la grossesse, chez l'enfant de moins de 15 kg ni pendant l'allaitement d'un nourrisson de moins d'une semaine. La diéthylcarbamazine est contre-indiquée (réactions oculaires graves). Dans les zones de co-endémie à Loa loa, rechercher une forte microfilarémie à Loa avant l'ivermectine. La doxycycline pendant 6 semaines (tue Wolbachia, stérilise et tue les vers adultes) peut être ajoutée par le programme. Les nodules de la tête peuvent être retirés chirurgicalement.",
      'Kangaroo care once stable': 'Méthode kangourou une fois stabilisé',
      'Kangaroo mother care, breast milk by breast, cup or tube by ability (start at 60-80 mL/kg/day on day 1, rising about 20 mL/kg/day), vitamin K at birth, treat hypoglycaemia, hypothermia and infection; refer babies under 1.5 kg.':
        "Méthode mère kangourou, lait maternel au sein, à la tasse ou par sonde selon les capacités (débuter à 60-80 mL/kg/jour au jour 1, en augmentant d'environ 20 mL/kg/jour), vitamine K à la naissance, traiter l'hypoglycémie, l'hypothermie et l'infection ; transférer les bébés de moins de 1.5 kg.",
      'Keep breastfeeding': "Continuer l'allaitement",
      'Keep lesions dry': 'Garder les lésions au sec',
      'Keep nails short to limit scratching and infection':
        "Garder les ongles courts pour limiter le grattage et l'infection",
      'Keep nil by mouth': 'Garder à jeun',
      'Keep warm': 'Garder au chaud',
      'Keep warm (skin-to-skin)': 'Garder au chaud (peau à peau)',
      'Keep warm, legs raised': 'Garder au chaud, jambes surélevées',
      'Knee brace or insoles where helpful': 'Genouillère ou semelles si utiles',
      'Left lateral position': 'Décubitus latéral gauche',
      'Left lateral position during transfer': 'Décubitus latéral gauche pendant le transfert',
      'Levothyroxine once daily: 50 to 100 micrograms in adults, adjusted by 25 to 50 micrograms every 3 to 4 weeks by TSH; start at 25 micrograms in older people and those with heart disease. Pregnancy: increase the dose and aim for a trimester-specific TSH (specialist).':
        "Lévothyroxine une fois par jour : 50 à 100 microgrammes chez l'adulte, ajustée par paliers de 25 à 50 microgrammes toutes les 3 à 4 semaines selon la TSH ; débuter à 25 microgrammes chez la personne âgée et le cardiaque. Grossesse : augmenter la dose et viser une TSH adaptée au trimestre (spécialiste).",
      'Lifestyle change for all. Metformin first line (start low with meals, increase gradually; not if eGFR < 30). Add a sulfonylurea (gliclazide preferred in older people) if targets are not met; then human insulin (NPH at night). Statin for people aged 40 or more; blood pressure control with an ACE inhibitor if albuminuria. Symptomatic very high glucose or weight loss with ketones: start insulin.':
        "Changement du mode de vie pour tous. Metformine en première intention (débuter à faible dose au cours des repas, augmenter progressivement ; pas si DFGe < 30). Ajouter un sulfamide hypoglycémiant (gliclazide de préférence chez la personne âgée) si les objectifs ne sont pas atteints ; puis insuline humaine (NPH le soir). Statine à partir de 40 ans ; contrôle tensionnel par un IEC en cas d'albuminurie. Hyperglycémie très élevée symptomatique ou perte de poids avec cétones : débuter l'insuline.",
      'Lifestyle measures; antacid or alginate for occasional symptoms; proton pump inhibitor (omeprazole) once daily for 4 to 8 weeks, then step down to the lowest dose or on-demand use. In pregnancy: lifestyle and antacids first.':
        "Mesures hygiéno-diététiques ; antiacide ou alginate pour les symptômes occasionnels ; inhibiteur de la pompe à protons (oméprazole) une fois par jour pendant 4 à 8 semaines, puis réduire à la plus faible dose ou à la demande. Pendant la grossesse : mesures hygiéno-diététiques et antiacides d'abord.",
      'Liver mass with raised AFP: refer for imaging, staging and treatment (resection, ablation, transplant where available, systemic therapy). Treat hepatitis B. Many are advanced at presentation: palliative care, pain control, drain tense ascites. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Masse hépatique avec AFP élevée : transférer pour imagerie, bilan d'extension et traitement (résection, ablation, greffe si disponible, traitement systémique). Traiter l'hépatite B. Beaucoup sont avancés au diagnostic : soins palliatifs, contrôle de la douleur, drainage d'une ascite sous tension. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Local infection (pus or redness confined to the stump): clean with antiseptic (gentian violet or chlorhexidine) three times daily and oral antibiotic per IMCI, review in 2 days; redness extending to the skin: IV/IM cloxacillin + gentamicin as for serious bacterial infection.':
        "Infection locale (pus ou rougeur limités au moignon) : nettoyer avec un antiseptique (violet de gentiane ou chlorhexidine) trois fois par jour et antibiotique oral selon la PCIME, revoir dans 2 jours ; rougeur s'étendant à la peau : cloxacilline + gentamicine IV/IM comme pour une infection bactérienne grave.",
      'Look for rhabdomyolysis and kidney injury': 'Rechercher une rhabdomyolyse et une atteinte rénale',
      'Loose clothing': 'Vêtements amples',
      'Low-osmolarity ORS': 'SRO à faible osmolarité',
      'Maintenance fluids (avoid overload), feeding':
        "Liquides d'entretien (éviter la surcharge), alimentation",
      'Manage airway and position the unconscious patient on the side':
        'Prendre en charge les voies aériennes et mettre le patient inconscient sur le côté',
      'Metronidazole (or tinidazole) for amoebic dysentery and liver abscess, followed by a luminal agent (diloxanide furoate) where available to clear cysts. Drainage only for large or non-responding abscesses.':
        "Métronidazole (ou tinidazole) pour la dysenterie amibienne et l'abcès amibien du foie, suivi d'un amœbicide de contact (furoate de diloxanide) si disponible pour éliminer les kystes. Drainage seulement pour les abcès volumineux ou ne répondant pas au traitement.",
      'Micronutrient powders where available': 'Poudres de micronutriments si disponibles',
      'Mild disease: symptomatic care and isolation. Non-severe disease at high risk of hospitalisation: nirmatrelvir-ritonavir where available. Severe or critical: oxygen, systemic corticosteroids, IL-6 receptor blocker or baricitinib, thromboprophylaxis. Antibiotics are not indicated unless bacterial co-infection is suspected.':
        "Forme légère : traitement symptomatique et isolement. Forme non grave à haut risque d'hospitalisation : nirmatrelvir-ritonavir si disponible. Forme sévère ou critique : oxygène, corticoïdes systémiques, antagoniste du récepteur de l'IL-6 ou baricitinib, thromboprophylaxie. Les antibiotiques ne sont pas indiqués sauf suspicion de co-infection bactérienne.",
      'Minor burns: dressing change and review every 2 days until healed.':
        "Brûlures mineures : changement de pansement et revue tous les 2 jours jusqu'à la cicatrisation.",
      'Minor head injury: review in 24-48 hours or sooner with warning signs.':
        "Traumatisme crânien mineur : revoir dans les 24-48 heures ou plus tôt devant des signes d'alerte.",
      'Monitor for intermediate syndrome': 'Surveiller un syndrome intermédiaire',
      'Monitor urine output': 'Surveiller la diurèse',
      'Monthly during MDT; yearly for 2-5 years after.':
        'Chaque mois pendant la PCT ; chaque année pendant 2-5 ans ensuite.',
      'Monthly until controlled, then every 3 to 6 months.':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois.",
      'Monthly until seizure-free on a stable dose, then every 3 months; consider withdrawal after 2 seizure-free years (specialist).':
        "Chaque mois jusqu'à l'absence de crise à dose stable, puis tous les 3 mois ; envisager l'arrêt après 2 ans sans crise (spécialiste).",
      'Monthly while titrating diuretics; every 3 to 6 months when stable, with liver cancer surveillance.':
        "Chaque mois pendant l'ajustement des diurétiques ; tous les 3 à 6 mois une fois stable, avec surveillance du cancer du foie.",
      'Morbidity management: limb hygiene, skin care, elevation, exercise and treatment of entry lesions; acute attacks: rest, cooling, paracetamol and antibiotics for bacterial infection. Hydrocele: surgery. Antifilarial treatment (kills microfilariae, not the deformity): a single dose of albendazole with diethylcarbamazine where onchocerciasis is not co-endemic (or albendazole with ivermectin where it is; triple IDA in programme settings).':
        "Prise en charge de la morbidité : hygiène du membre, soins de la peau, surélévation, exercice et traitement des portes d'entrée ; crises aiguës : repos, refroidissement, paracétamol et antibiotiques en cas d'infection bactérienne. Hydrocèle : chirurgie. Traitement antifilarien (tue les microfilaires, pas la déformation) : une dose unique d'albendazole avec diéthylcarbamazine là où l'onchocercose n'est pas co-endémique (ou albendazole avec ivermectine là où elle l'est ; triple IDA dans le cadre des programmes).",
      'Mosquito net during the febrile phase to prevent spread':
        'Moustiquaire pendant la phase fébrile pour éviter la transmission',
      'Most acute sinusitis is viral: symptomatic care. Antibiotics (amoxicillin for 5 days, amoxicillin-clavulanate second line) only for severe symptoms, symptoms beyond 10 days without improvement, or worsening after initial improvement.':
        "La plupart des sinusites aiguës sont virales : traitement symptomatique. Antibiotiques (amoxicilline pendant 5 jours, amoxicilline-acide clavulanique en deuxième intention) seulement en cas de symptômes sévères, de symptômes au-delà de 10 jours sans amélioration, ou d'aggravation après une amélioration initiale.",
      'Multivitamin, iron and vitamin D from 2-4 weeks where prescribed by the newborn unit':
        "Multivitamines, fer et vitamine D à partir de 2-4 semaines s'ils sont prescrits par l'unité néonatale",
    },
  },
];
