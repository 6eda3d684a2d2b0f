import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with i to q. */
export const frenchTreatmentProtocolsIToQ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Ibuprofen or paracetamol': 'Ibuprofène ou paracétamol',
      'Ice packs': 'Poches de glace',
      'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking. Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.':
        "Infection aiguë de l'oreille selon la PCIME (douleur d'oreille ou écoulement de pus depuis moins de 14 jours) : amoxicilline orale pendant 5 jours, paracétamol contre la douleur, et assécher l'oreille par méchage. Infection chronique de l'oreille (écoulement depuis 14 jours ou plus) : méchage et gouttes auriculaires de quinolone.",
      'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings). Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.':
        "Pneumonie selon la PCIME (respiration rapide et/ou tirage sous-costal sans signe de danger) : amoxicilline orale deux fois par jour pendant 5 jours (3 jours pour une respiration rapide seule en zone de faible prévalence du VIH). Pneumonie grave : première dose d'ampicilline ou de benzylpénicilline plus gentamicine, oxygène et transfert ; ceftriaxone en deuxième intention.",
      'Immediate thorough wound washing with soap and water for 15 minutes and an antiseptic; rabies vaccine for category II and III exposures (WHO 1-week, 2-site intradermal regimen or intramuscular regimens); rabies immunoglobulin infiltrated into the wound for category III; tetanus prophylaxis; antibiotic prophylaxis (amoxicillin-clavulanate) only for deep, hand or high-risk wounds.':
        "Lavage immédiat et soigneux de la plaie à l'eau et au savon pendant 15 minutes puis antiseptique ; vaccin antirabique pour les expositions de catégorie II et III (schéma intradermique de l'OMS de 1 semaine en 2 sites ou schémas intramusculaires) ; immunoglobulines antirabiques infiltrées dans la plaie en catégorie III ; prophylaxie antitétanique ; antibioprophylaxie (amoxicilline-acide clavulanique) seulement pour les plaies profondes, de la main ou à haut risque.",
      'Induction: single high dose of liposomal amphotericin B with 14 days of flucytosine and fluconazole (WHO 2022); alternative: 1 week of amphotericin B deoxycholate with flucytosine then fluconazole, or 2 weeks fluconazole plus flucytosine. Consolidation and maintenance fluconazole. Defer ART for 4-6 weeks.':
        "Induction : dose unique élevée d'amphotéricine B liposomale avec 14 jours de flucytosine et de fluconazole (OMS 2022) ; alternative : 1 semaine d'amphotéricine B désoxycholate avec flucytosine puis fluconazole, ou 2 semaines de fluconazole plus flucytosine. Consolidation et entretien par fluconazole. Différer le TAR de 4-6 semaines.",
      'Inpatient for the full course; hearing test before discharge and review at 1 month.':
        'Hospitalisation pour toute la durée du traitement ; test auditif avant la sortie et revue à 1 mois.',
      'Inpatient until able to take oral ACT and clinically stable; review haemoglobin at 14 and 28 days after artesunate (delayed haemolysis).':
        "Hospitalisation jusqu'à ce que le patient puisse prendre une CTA orale et soit cliniquement stable ; contrôler l'hémoglobine 14 et 28 jours après l'artésunate (hémolyse retardée).",
      'Insulin from diagnosis: basal-bolus (intermediate or long-acting plus soluble before meals) or twice-daily premixed where resources are limited; total daily dose is individual (about 0.7 to 1 unit/kg/day in prepubertal children, higher in puberty) and titrated to glucose by the diabetes team. Structured education, home glucose monitoring, hypoglycaemia recognition and sick-day rules. Exclude ketoacidosis first.':
        "Insuline dès le diagnostic : basal-bolus (intermédiaire ou lente plus rapide avant les repas) ou mélange deux fois par jour là où les ressources sont limitées ; la dose quotidienne totale est individuelle (environ 0.7 à 1 unité/kg/jour chez l'enfant prépubère, plus à la puberté) et ajustée selon la glycémie par l'équipe de diabétologie. Éducation structurée, autosurveillance glycémique, reconnaissance des hypoglycémies et règles des jours de maladie. Exclure d'abord une acidocétose.",
      'IPTp-SP in malaria areas': "TPIp-SP en zone d'endémie palustre",
      'Iron supplementation for anaemia': "Supplémentation en fer pour l'anémie",
      'IV fluids': 'Liquides IV',
      'Ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months until the adult worms die (years). Not in pregnancy, in children under 15 kg or while breastfeeding an infant under a week. Diethylcarbamazine is contraindicated (severe eye reactions). In Loa loa co-endemic areas, screen for high Loa microfilaraemia before ivermectin. Doxycycline for 6 weeks (kills Wolbachia, sterilises and kills adult worms) may be added by the programme. Nodules on the head may be removed surgically.':
        "Ivermectine 150 microgrammes/kg en dose unique, répétée tous les 6 à 12 mois jusqu'à la mort des vers adultes (des années). Pas pendant la grossesse, chez l'enfant de moins de 15 kg ni pendant l'allaitement d'un nourrisson de moins d'une semaine. La diéthylcarbamazine est contre-indiquée (réactions oculaires graves). Dans les zones de co-endémie à Loa loa, rechercher une forte microfilarémie à Loa avant l'ivermectine. La doxycycline pendant 6 semaines (tue Wolbachia, stérilise et tue les vers adultes) peut être ajoutée par le programme. Les nodules de la tête peuvent être retirés chirurgicalement.",
      'Keep breastfeeding': "Continuer l'allaitement",
      'Keep lesions dry': 'Garder les lésions au sec',
      'Keep nails short to limit scratching and infection':
        "Garder les ongles courts pour limiter le grattage et l'infection",
      'Keep warm': 'Garder au chaud',
      'Knee brace or insoles where helpful': 'Genouillère ou semelles si utiles',
      'Left lateral position': 'Décubitus latéral gauche',
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
      'Monthly during MDT; yearly for 2-5 years after.':
        'Chaque mois pendant la PCT ; chaque année pendant 2-5 ans ensuite.',
      'Monthly until controlled, then every 3 to 6 months.':
        "Chaque mois jusqu'au contrôle, puis tous les 3 à 6 mois.",
      'Monthly while titrating diuretics; every 3 to 6 months when stable, with liver cancer surveillance.':
        "Chaque mois pendant l'ajustement des diurétiques ; tous les 3 à 6 mois une fois stable, avec surveillance du cancer du foie.",
      'Morbidity management: limb hygiene, skin care, elevation, exercise and treatment of entry lesions; acute attacks: rest, cooling, paracetamol and antibiotics for bacterial infection. Hydrocele: surgery. Antifilarial treatment (kills microfilariae, not the deformity): a single dose of albendazole with diethylcarbamazine where onchocerciasis is not co-endemic (or albendazole with ivermectin where it is; triple IDA in programme settings).':
        "Prise en charge de la morbidité : hygiène du membre, soins de la peau, surélévation, exercice et traitement des portes d'entrée ; crises aiguës : repos, refroidissement, paracétamol et antibiotiques en cas d'infection bactérienne. Hydrocèle : chirurgie. Traitement antifilarien (tue les microfilaires, pas la déformation) : une dose unique d'albendazole avec diéthylcarbamazine là où l'onchocercose n'est pas co-endémique (ou albendazole avec ivermectine là où elle l'est ; triple IDA dans le cadre des programmes).",
      'Mosquito net during the febrile phase to prevent spread':
        'Moustiquaire pendant la phase fébrile pour éviter la transmission',
      'Most acute sinusitis is viral: symptomatic care. Antibiotics (amoxicillin for 5 days, amoxicillin-clavulanate second line) only for severe symptoms, symptoms beyond 10 days without improvement, or worsening after initial improvement.':
        "La plupart des sinusites aiguës sont virales : traitement symptomatique. Antibiotiques (amoxicilline pendant 5 jours, amoxicilline-acide clavulanique en deuxième intention) seulement en cas de symptômes sévères, de symptômes au-delà de 10 jours sans amélioration, ou d'aggravation après une amélioration initiale.",
      'Nasal saline and gentle suction': 'Sérum physiologique nasal et aspiration douce',
      'Nasogastric feeding when unable to feed':
        "Alimentation par sonde nasogastrique en cas d'incapacité à s'alimenter",
      'No added salt': 'Pas de sel ajouté',
      'No antibiotic: acute bronchitis is usually viral and antibiotics do not shorten it. Symptomatic care with paracetamol; inhaled salbutamol only with wheeze. Reassess for pneumonia, asthma, pertussis and TB when the course is unusual.':
        "Pas d'antibiotique : la bronchite aiguë est habituellement virale et les antibiotiques ne la raccourcissent pas. Traitement symptomatique par paracétamol ; salbutamol inhalé seulement en cas de sifflement. Réévaluer pour une pneumonie, un asthme, une coqueluche et une tuberculose si l'évolution est inhabituelle.",
      'No specific antiviral. Group A (no warning signs): oral fluids, paracetamol, daily review. Group B (warning signs or risk factors): admit for IV isotonic crystalloids guided by haematocrit. Group C (severe dengue): crystalloid resuscitation, blood for severe bleeding.':
        "Pas d'antiviral spécifique. Groupe A (sans signe d'alerte) : liquides par voie orale, paracétamol, revue quotidienne. Groupe B (signes d'alerte ou facteurs de risque) : hospitaliser pour cristalloïdes isotoniques IV guidés par l'hématocrite. Groupe C (dengue sévère) : remplissage par cristalloïdes, sang en cas de saignement grave.",
      'No specific antiviral. Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.':
        "Pas d'antiviral spécifique. Vitamine A aux jours 1 et 2 (une troisième dose après 2-4 semaines en cas de signes oculaires), traitement des complications : pommade ophtalmique à la tétracycline pour l'écoulement oculaire, violet de gentiane pour les ulcérations buccales, SRO pour la diarrhée, et antibiotiques seulement pour la pneumonie, l'otite ou d'autres complications bactériennes.",
      'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low. Pregnancy: nitrofurantoin (avoid at term) or amoxicillin/cefalexin guided by culture. Men: treat for 7 days and send culture.':
        'Femmes non enceintes : nitrofurantoïne pendant 5 jours (premier choix), ou fosfomycine en dose unique, ou cotrimoxazole/triméthoprime là où la résistance locale est faible. Grossesse : nitrofurantoïne (à éviter à terme) ou amoxicilline/céfalexine guidée par la culture. Hommes : traiter 7 jours et envoyer une culture.',
      'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy). Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.':
        "Forme non grave (CURB-65 0-1) : amoxicilline orale pendant 5 jours (doxycycline en cas d'allergie à la pénicilline). Forme grave : ceftriaxone IV ou benzylpénicilline plus gentamicine, avec un macrolide si une infection atypique est suspectée, relais oral après amélioration clinique.",
      'NSAID first (diclofenac or ibuprofen) unless contraindicated; paracetamol or an opioid if NSAIDs cannot be used. Stones up to 10 mm in the ureter: medical expulsive therapy with an alpha-blocker (tamsulosin) where available and observation up to 4 to 6 weeks. Infected obstructed kidney: urgent decompression plus antibiotics.':
        "AINS en premier (diclofénac ou ibuprofène) sauf contre-indication ; paracétamol ou opioïde si les AINS ne peuvent pas être utilisés. Calculs urétéraux jusqu'à 10 mm : traitement médical expulsif par alphabloquant (tamsulosine) si disponible et surveillance jusqu'à 4 à 6 semaines. Rein infecté et obstrué : décompression urgente plus antibiotiques.",
      Nutrition: 'Nutrition',
      'Nutrition counselling and, where programmes exist, specially formulated food (ready-to-use supplementary food) until recovery (MUAC ≥ 125 mm); treat infections; no routine antibiotics.':
        "Conseil nutritionnel et, là où des programmes existent, aliment spécialement formulé (aliment de complément prêt à l'emploi) jusqu'à la guérison (PB ≥ 125 mm) ; traiter les infections ; pas d'antibiotiques systématiques.",
      'Nutritional counselling': 'Conseil nutritionnel',
      'Nutritional rehabilitation': 'Réhabilitation nutritionnelle',
      'Nutritional support': 'Soutien nutritionnel',
      'One week.': 'Une semaine.',
      'One week; sooner if eye symptoms.': 'Une semaine ; plus tôt en cas de symptômes oculaires.',
      'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.':
        "Seulement en l'absence d'amélioration dans les 48-72 heures ou si les symptômes récidivent ; contrôle de guérison pendant la grossesse.",
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever). Penicillin allergy: a macrolide (azithromycin or erythromycin). Most sore throats are viral and need no antibiotic.':
        "Amoxicilline orale ou phénoxyméthylpénicilline pendant 10 jours, ou une dose IM unique de benzathine benzylpénicilline si l'observance est incertaine (prévient le rhumatisme articulaire aigu). Allergie à la pénicilline : un macrolide (azithromycine ou érythromycine). La plupart des maux de gorge sont viraux et ne demandent pas d'antibiotique.",
      'Oral antihistamine at night for itching': 'Antihistaminique oral le soir contre les démangeaisons',
      'Oral corticosteroid within 72 hours of onset for patients 16 years and older (prednisolone 50 mg daily for 10 days, or 60 mg for 5 days then taper). Antiviral alone is not recommended; it may be added to steroids. Eye protection. No routine imaging or lab testing.':
        "Corticoïde oral dans les 72 heures suivant le début chez les patients de 16 ans et plus (prednisolone 50 mg par jour pendant 10 jours, ou 60 mg pendant 5 jours puis diminution). Un antiviral seul n'est pas recommandé ; il peut être ajouté aux corticoïdes. Protection oculaire. Pas d'imagerie ni d'examens biologiques systématiques.",
      'Oral fluids': 'Liquides par voie orale',
      'Oral fluids and continued feeding': "Liquides par voie orale et poursuite de l'alimentation",
      'Oral fluids and small frequent meals': 'Liquides par voie orale et petits repas fréquents',
      'Oral fluids and soft food': 'Liquides par voie orale et alimentation molle',
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss. Transfusion only for severe anaemia with decompensation. Parenteral iron where oral iron fails or is not tolerated (specialist).':
        "Fer oral (sulfate ou fumarate ferreux, en fer élément) chaque jour, poursuivi 3 mois après la normalisation de l'hémoglobine ; acide folique pendant la grossesse ; traiter la cause : albendazole pour l'ankylostome, prise en charge des règles abondantes, exploration d'un saignement digestif. Transfusion seulement pour une anémie sévère décompensée. Fer parentéral en cas d'échec ou d'intolérance du fer oral (spécialiste).",
      'Oral or IV fluids': 'Liquides par voie orale ou IV',
      'Oral rehydration': 'Réhydratation orale',
      'Oral thrush: nystatin suspension 100 000 IU 4 times daily after feeds for 7 days (clotrimazole or miconazole alternatives). Oesophageal candidiasis (pain or difficulty swallowing with thrush): fluconazole for 14 days — adults 200 mg daily, children 3-6 mg/kg daily. HIV test and ART.':
        'Muguet buccal : nystatine suspension 100 000 UI 4 fois par jour après les tétées ou les repas pendant 7 jours (clotrimazole ou miconazole en alternative). Candidose œsophagienne (douleur ou difficulté à avaler avec muguet) : fluconazole pendant 14 jours — adultes 200 mg par jour, enfants 3-6 mg/kg par jour. Test VIH et TAR.',
      'ORS and continued feeding': "SRO et poursuite de l'alimentation",
      'ORS as the patient can drink': 'SRO autant que le patient peut boire',
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture. Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.':
        'Ambulatoire (forme légère, voie orale possible, pas de grossesse) : ciprofloxacine pendant 7 jours si la résistance locale le permet, ou amoxicilline-acide clavulanique guidée par la culture. Forme sévère, vomissements ou grossesse : ceftriaxone IV (ou gentamicine) puis relais oral pour compléter 7-14 jours.',
      'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days. Severe PID, pregnancy or failure: admit for IV therapy. An IUD may stay in place unless there is no improvement. Treat partners for gonorrhoea and chlamydia.':
        "Ambulatoire : ceftriaxone IM en dose unique plus doxycycline pendant 14 jours plus métronidazole pendant 14 jours. MIP sévère, grossesse ou échec : hospitaliser pour traitement IV. Un DIU peut rester en place sauf en l'absence d'amélioration. Traiter les partenaires pour la gonococcie et la chlamydiose.",
      'Oxygen for hypoxaemia': "Oxygène en cas d'hypoxémie",
      'Oxygen if SpO2 < 90%': 'Oxygène si SpO2 < 90 %',
      'Oxygen if SpO2 < 90-94%': 'Oxygène si SpO2 < 90-94 %',
      'Oxygen to SpO2 >= 90-94%': 'Oxygène pour une SpO2 >= 90-94%',
      'Oxygen when hypoxaemic': "Oxygène en cas d'hypoxémie",
      'Oxygen when SpO2 < 90%': 'Oxygène quand la SpO2 < 90 %',
      'Pain relief by the WHO approach': "Soulagement de la douleur selon l'approche de l'OMS",
      Paracetamol: 'Paracétamol',
      'Paracetamol (avoid NSAIDs)': 'Paracétamol (éviter les AINS)',
      'Paracetamol for acute attacks': 'Paracétamol pour les crises aiguës',
      'Paracetamol for fever': 'Paracétamol contre la fièvre',
      'Paracetamol for fever (no NSAIDs)': "Paracétamol contre la fièvre (pas d'AINS)",
      'Paracetamol for fever and aches (no aspirin in children)':
        "Paracétamol contre la fièvre et les courbatures (pas d'aspirine chez l'enfant)",
      'Paracetamol for fever and pain': 'Paracétamol contre la fièvre et la douleur',
      'Paracetamol for fever and pleuritic pain': 'Paracétamol contre la fièvre et la douleur pleurale',
      'Paracetamol for fever or discomfort': "Paracétamol contre la fièvre ou l'inconfort",
      'Paracetamol for fever; avoid antimotility drugs':
        'Paracétamol contre la fièvre ; éviter les ralentisseurs du transit',
      'Paracetamol for headache': 'Paracétamol contre la céphalée',
      'Paracetamol for pain': 'Paracétamol contre la douleur',
      'Paracetamol for pain and fever': 'Paracétamol contre la douleur et la fièvre',
      'Paracetamol for painful swallowing': 'Paracétamol pour la déglutition douloureuse',
      'Paracetamol if painful': 'Paracétamol si douloureux',
      'Paracetamol instead of NSAIDs': 'Paracétamol au lieu des AINS',
      'Paracetamol only at reduced doses, avoid NSAIDs if liver function is poor':
        'Paracétamol seulement à doses réduites, éviter les AINS si la fonction hépatique est altérée',
      'Paracetamol or ibuprofen': 'Paracétamol ou ibuprofène',
      'Paracetamol or ibuprofen for pain': 'Paracétamol ou ibuprofène contre la douleur',
      'Paracetamol or ibuprofen for pain and fever':
        'Paracétamol ou ibuprofène contre la douleur et la fièvre',
      'Paracetamol or NSAID for pain and fever': 'Paracétamol ou AINS contre la douleur et la fièvre',
      'Parenteral artesunate (IV or IM) for at least 24 hours and until the patient can take oral medicine, then a full 3-day course of an ACT. If artesunate is not available, artemether IM or quinine IV. Before referral from a lower-level facility: first dose of IM artesunate, or rectal artesunate in children under 6 years.':
        "Artésunate parentéral (IV ou IM) pendant au moins 24 heures et jusqu'à ce que le patient puisse prendre un traitement oral, puis une cure complète de 3 jours de CTA. Si l'artésunate n'est pas disponible, artéméther IM ou quinine IV. Avant le transfert depuis une structure de niveau inférieur : première dose d'artésunate IM, ou artésunate rectal chez l'enfant de moins de 6 ans.",
      'Partner notification': 'Notification au partenaire',
      'Partner notification slips': 'Fiches de notification au partenaire',
      'Partner treatment for trichomoniasis': 'Traitement du partenaire en cas de trichomonase',
      'Penicillin prophylaxis while oedematous where the local guideline advises':
        'Prophylaxie par pénicilline tant que persistent les œdèmes si le guide local le recommande',
      'Permethrin 5% cream from the neck down (include the scalp and face in infants and the elderly), washed off after 8 to 12 hours, repeated after 7 days; benzyl benzoate 25% lotion where permethrin is not available (diluted for children; not in infants). Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.':
        "Perméthrine crème à 5% du cou aux pieds (y compris le cuir chevelu et le visage chez le nourrisson et la personne âgée), rincée après 8 à 12 heures, à répéter après 7 jours ; lotion de benzoate de benzyle à 25% si la perméthrine n'est pas disponible (diluée chez l'enfant ; pas chez le nourrisson). Ivermectine orale pour la gale croûteuse ou le traitement de masse, pas pendant la grossesse ni chez l'enfant de moins de 15 kg.",
      'Persistent painless lymph nodes over 2 cm for more than 4 weeks without infection, or a fast-growing jaw or abdominal mass in a child: exclude TB and refer for biopsy. Treatment is chemotherapy by the specialist centre (Burkitt: cyclophosphamide-based protocols; Hodgkin: ABVD); ART for HIV-associated lymphoma. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Adénopathies indolores persistantes de plus de 2 cm depuis plus de 4 semaines sans infection, ou masse de la mâchoire ou de l'abdomen à croissance rapide chez l'enfant : exclure une tuberculose et transférer pour biopsie. Le traitement est une chimiothérapie par le centre spécialisé (Burkitt : protocoles à base de cyclophosphamide ; Hodgkin : ABVD) ; TAR pour le lymphome associé au VIH. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Phototherapy when bilirubin crosses the WHO threshold for age and risk (or clinically: jaundice on day 1, palms and soles, preterm); exchange transfusion above the exchange threshold or with encephalopathy; treat sepsis; frequent breastfeeding.':
        "Photothérapie quand la bilirubine dépasse le seuil de l'OMS pour l'âge et le risque (ou cliniquement : ictère au jour 1, paumes et plantes, prématuré) ; exsanguinotransfusion au-dessus du seuil d'exsanguinotransfusion ou en cas d'encéphalopathie ; traiter un sepsis ; tétées fréquentes.",
      'Physiotherapy and splints to prevent contractures':
        'Kinésithérapie et attelles pour prévenir les rétractions',
      'Physiotherapy for weakness': 'Kinésithérapie en cas de faiblesse',
      'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.':
        "Plan A : revenir dans 5 jours en l'absence d'amélioration ou immédiatement devant des signes de danger ; Plan B : réévaluer après 4 heures.",
      'Postnatal BP checks at 3 to 5 days and 6 weeks; long-term cardiovascular risk follow-up.':
        "Contrôles de la PA après l'accouchement à 3 à 5 jours et à 6 semaines ; suivi du risque cardiovasculaire au long cours.",
      'Postnatal glucose test': "Glycémie de contrôle après l'accouchement",
      'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.':
        "Praziquantel en dose unique (OMS : 40 mg/kg), y compris chez la femme enceinte après le premier trimestre et chez l'enfant d'âge préscolaire ; répéter chaque année dans les communautés de forte prévalence.",
      'Pre-hydration and potassium supplementation with amphotericin':
        "Préhydratation et supplémentation en potassium avec l'amphotéricine",
      'Problem-solving and social support': 'Résolution de problèmes et soutien social',
      'Progressive dysphagia in an adult: urgent endoscopy. Most present late: palliation of dysphagia (self-expanding stent, brachytherapy, dilatation), nutrition support; curative surgery or chemoradiation for early disease by the specialist. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Dysphagie progressive chez l'adulte : endoscopie urgente. La plupart consultent tard : palliation de la dysphagie (prothèse auto-expansible, curiethérapie, dilatation), soutien nutritionnel ; chirurgie curative ou radiochimiothérapie des formes précoces par le spécialiste. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Protect eyes from UV': 'Protéger les yeux des UV',
      'Protective footwear': 'Chaussures de protection',
      'Psychoeducation, reduce stress, reactivate social networks, structured physical activity, and a brief psychological intervention (problem-solving, behavioural activation, interpersonal therapy or lay counselling such as the Friendship Bench). Moderate to severe depression: add an antidepressant, fluoxetine (SSRI) first, or amitriptyline (avoid in those at risk of self-harm and in heart disease), continued 9 to 12 months after recovery.':
        "Psychoéducation, réduction du stress, réactivation des réseaux sociaux, activité physique structurée, et intervention psychologique brève (résolution de problèmes, activation comportementale, thérapie interpersonnelle ou conseil par des non-spécialistes comme le Friendship Bench). Dépression modérée à sévère : ajouter un antidépresseur, la fluoxétine (ISRS) en premier, ou l'amitriptyline (à éviter en cas de risque d'automutilation et de cardiopathie), poursuivi 9 à 12 mois après la guérison.",
      'Psychoeducation, stress management and relaxation; brief psychological treatment (CBT-based) as first line. For generalized anxiety or panic disorder in adults an SSRI (fluoxetine) may be offered, continued 6 to 12 months after response. Avoid benzodiazepines except very briefly in acute severe anxiety. Exclude physical causes and depression.':
        "Psychoéducation, gestion du stress et relaxation ; brève psychothérapie (de type TCC) en première intention. Pour l'anxiété généralisée ou le trouble panique chez l'adulte, un ISRS (fluoxétine) peut être proposé, poursuivi 6 à 12 mois après la réponse. Éviter les benzodiazépines sauf très brièvement en cas d'anxiété aiguë sévère. Exclure les causes somatiques et la dépression.",
      'Psychosocial and spiritual support': 'Soutien psychosocial et spirituel',
      'Psychosocial support': 'Soutien psychosocial',
      'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days. Viral conjunctivitis: hygiene and cold compresses, no antibiotic. Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops. Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.':
        "Conjonctivite purulente (bactérienne) : pommade ophtalmique à la tétracycline 1% ou collyre ou pommade au chloramphénicol pendant 5 à 7 jours. Conjonctivite virale : hygiène et compresses froides, pas d'antibiotique. Conjonctivite allergique : compresses froides, antihistaminique oral ou collyre antihistaminique/cromoglicate. Nouveau-né avec conjonctivite purulente : traiter le gonocoque et le chlamydia par voie générale (ceftriaxone) et transférer.",
      'Pyridoxine with isoniazid': "Pyridoxine avec l'isoniazide",
      'Quiet, well-lit room': 'Pièce calme et bien éclairée',
    },
  },
];
