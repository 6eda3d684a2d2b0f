import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with r to s. */
export const frenchTreatmentProtocolsRToS: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children. Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.':
        "Mise sous TAR rapide (le jour même si le patient est prêt, dans les 7 jours) par ténofovir + lamivudine + dolutégravir (TLD) chez l'adulte et l'adolescent ; schémas à base de dolutégravir chez l'enfant. Paquet de la maladie à VIH avancée : prophylaxie au cotrimoxazole, traitement préventif de la tuberculose après exclusion d'une tuberculose, dépistage de l'antigène cryptococcique avec fluconazole préemptif si positif, et différer le TAR en cas de méningite cryptococcique ou tuberculeuse.",
      'Reassess hourly until stable; review antibiotics at 48 to 72 hours with culture results.':
        "Réévaluer toutes les heures jusqu'à stabilité ; revoir les antibiotiques à 48 à 72 heures avec les résultats des cultures.",
      'Reassurance and advice to stay active; superficial heat; short course of an NSAID (ibuprofen) if no contraindication, or paracetamol; structured exercise, and physiotherapy or spinal manipulation for persistent pain. Avoid routine opioids, imaging and bed rest. Chronic primary low back pain: exercise programmes, psychological therapies and multi-component care as WHO 2023.':
        "Rassurer et conseiller de rester actif ; chaleur locale ; courte cure d'AINS (ibuprofène) en l'absence de contre-indication, ou paracétamol ; exercices structurés, et kinésithérapie ou manipulation vertébrale pour une douleur persistante. Éviter les opioïdes, l'imagerie et le repos au lit systématiques. Lombalgie chronique primaire : programmes d'exercices, thérapies psychologiques et prise en charge pluridisciplinaire selon l'OMS 2023.",
      'Reassurance and explanation; simple analgesics for episodes (paracetamol, ibuprofen or aspirin), limited to avoid medication overuse. Frequent or chronic tension-type headache: amitriptyline at night as prophylaxis, with stress management and physical therapy.':
        "Rassurer et expliquer ; antalgiques simples pour les épisodes (paracétamol, ibuprofène ou aspirine), en quantité limitée pour éviter l'abus médicamenteux. Céphalée de tension fréquente ou chronique : amitriptyline le soir en prophylaxie, avec gestion du stress et kinésithérapie.",
      'Recheck temperature and feeding next day.':
        "Recontrôler la température et l'alimentation le lendemain.",
      'Recheck within 24-48 hours after discharge or stopping phototherapy.':
        "Recontrôler dans les 24-48 heures après la sortie ou l'arrêt de la photothérapie.",
      'Recognise and treat within the first hour: empirical IV broad-spectrum antibiotics (ceftriaxone in adults; ampicillin with gentamicin, or ceftriaxone, in children as per WHO Pocket Book), IV crystalloid fluid for hypotension or shock with reassessment after each bolus (in children only with signs of shock, and cautiously where intensive care is lacking), oxygen for SpO2 < 90%, treat hypoglycaemia, and find and control the source. Add antimalarial (IV artesunate) when malaria cannot be excluded in endemic areas.':
        "Reconnaître et traiter dans la première heure : antibiotiques IV probabilistes à large spectre (ceftriaxone chez l'adulte ; ampicilline avec gentamicine, ou ceftriaxone, chez l'enfant selon le Pocket Book de l'OMS), cristalloïde IV en cas d'hypotension ou de choc avec réévaluation après chaque bolus (chez l'enfant seulement en présence de signes de choc, et avec prudence en l'absence de réanimation), oxygène si SpO2 < 90%, traiter l'hypoglycémie, et rechercher et contrôler la source. Ajouter un antipaludique (artésunate IV) quand le paludisme ne peut pas être exclu en zone d'endémie.",
      'Recovery position': 'Position latérale de sécurité',
      'Recovery position if drowsy': 'Position latérale de sécurité en cas de somnolence',
      'Rehydrate (IV Ringer’s lactate), catheterise, give antibiotics if infection or prolonged rupture of membranes, and deliver by caesarean section (or vacuum/symphysiotomy where indicated and skilled); do not augment with oxytocin when obstructed.':
        "Réhydrater (Ringer lactate IV), sonder, donner des antibiotiques en cas d'infection ou de rupture prolongée des membranes, et accoucher par césarienne (ou ventouse/symphysiotomie si indiquée et maîtrisée) ; ne pas stimuler à l'ocytocine un travail bloqué.",
      'Rehydrate with IV 0.9% saline (with potassium as needed), antiemetic (metoclopramide, or cyclizine/promethazine first line), thiamine 100 mg daily for anyone vomiting for weeks; exclude molar pregnancy, urinary infection and malaria.':
        'Réhydrater par sérum salé 0.9% IV (avec potassium si besoin), antiémétique (métoclopramide, ou cyclizine/prométhazine en première intention), thiamine 100 mg par jour pour toute femme qui vomit depuis des semaines ; exclure une grossesse molaire, une infection urinaire et un paludisme.',
      "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate). Zinc for 10-14 days in children. No antibiotics or antidiarrhoeal drugs for watery diarrhoea.":
        "Réhydratation selon le plan de l'OMS adapté au degré de déshydratation : Plan A (liquides à domicile, SRO et zinc), Plan B (SRO au centre de santé en 4 heures), Plan C (Ringer lactate IV). Zinc pendant 10-14 jours chez l'enfant. Pas d'antibiotiques ni d'antidiarrhéiques pour une diarrhée aqueuse.",
      "Rehydration is the treatment: ORS for some dehydration, IV Ringer's lactate for severe dehydration. An antibiotic (single-dose doxycycline in adults; azithromycin in children and pregnant women) is given to patients with severe dehydration, per GTFCC. Zinc for children under 5.":
        "La réhydratation est le traitement : SRO pour une déshydratation modérée, Ringer lactate IV pour une déshydratation sévère. Un antibiotique (doxycycline en dose unique chez l'adulte ; azithromycine chez l'enfant et la femme enceinte) est donné aux patients avec déshydratation sévère, selon le GTFCC. Zinc chez l'enfant de moins de 5 ans.",
      'Relaxation techniques': 'Techniques de relaxation',
      'Remove clothing': 'Retirer les vêtements',
      'Repeat the dose if vomited within 30 minutes':
        'Redonner la dose si elle est vomie dans les 30 minutes',
      Rest: 'Repos',
      'Rest and elevation of the joint': "Repos et surélévation de l'articulation",
      'Rest and nutrition': 'Repos et nutrition',
      'Rest during acute carditis': 'Repos pendant la cardite aiguë',
      'Rest in a dark quiet room': 'Repos dans une pièce sombre et calme',
      'Restrict fluids on day 1-3 if urine is scant':
        'Restreindre les liquides aux jours 1-3 si les urines sont rares',
      'Restrict strenuous exercise': 'Limiter les efforts intenses',
      'Resuscitate (IV crystalloid, blood), no digital vaginal examination until placenta praevia is excluded, and refer to a hospital able to deliver by caesarean section; abruption with a live fetus or heavy bleeding: deliver; check for and treat pre-eclampsia and coagulopathy.':
        "Réanimer (cristalloïde IV, sang), pas de toucher vaginal tant qu'un placenta prævia n'est pas exclu, et transférer vers un hôpital capable de faire une césarienne ; hématome rétroplacentaire avec fœtus vivant ou saignement abondant : accoucher ; rechercher et traiter une pré-éclampsie et une coagulopathie.",
      'Resuscitate: airway, suction, oxygen, recovery position. Atropine IV, doubling the dose every 5 minutes until atropinised (clear chest, heart rate > 80/min, systolic BP > 80 mmHg, dry axillae), then an infusion. Pralidoxime (oxime) where available per protocol. Decontaminate: remove clothes, wash skin with soap and water (staff use gloves). Benzodiazepine (diazepam) for fits or agitation. No forced vomiting; gastric lavage only if within 1 hour and the airway is protected.':
        "Réanimer : voies aériennes, aspiration, oxygène, position latérale de sécurité. Atropine IV, en doublant la dose toutes les 5 minutes jusqu'à l'atropinisation (thorax libre, fréquence cardiaque > 80/min, PA systolique > 80 mmHg, aisselles sèches), puis en perfusion. Pralidoxime (oxime) si disponible selon le protocole. Décontaminer : retirer les vêtements, laver la peau à l'eau et au savon (le personnel porte des gants). Benzodiazépine (diazépam) en cas de convulsions ou d'agitation. Pas de vomissements provoqués ; lavage gastrique seulement dans un délai de 1 heure et voies aériennes protégées.",
      'Resuscitation at birth (dry, stimulate, bag-and-mask ventilation within the golden minute), then supportive care: temperature, glucose, fluids, feeding, and phenobarbital for convulsions; therapeutic cooling only in tertiary units.':
        "Réanimation à la naissance (sécher, stimuler, ventilation au ballon et au masque dans la minute d'or), puis soins de soutien : température, glycémie, liquides, alimentation, et phénobarbital pour les convulsions ; hypothermie thérapeutique seulement dans les unités de niveau tertiaire.",
      'Return at 7 days if not cured.': "Revenir à 7 jours en l'absence de guérison.",
      'Return if breathless or not improving in 5 days.':
        "Revenir en cas d'essoufflement ou en l'absence d'amélioration en 5 jours.",
      'Return if not better after 3 weeks or if worse.':
        "Revenir en l'absence d'amélioration après 3 semaines ou en cas d'aggravation.",
      'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.':
        "Revenir en l'absence d'amélioration après 5 jours (enfants) ou 10 jours (adultes), ou immédiatement en cas de difficulté respiratoire.",
      'Return if severe headache, vomiting, testicular or abdominal pain, or hearing loss.':
        'Revenir en cas de céphalée intense, de vomissements, de douleur testiculaire ou abdominale, ou de perte auditive.',
      'Return on each vaccine day; review the wound at day 3.':
        'Revenir à chaque jour de vaccination ; revoir la plaie au jour 3.',
      'Review 2 to 4 weeks after discharge; screen for diabetes and treat the cause.':
        'Revoir 2 à 4 semaines après la sortie ; dépister le diabète et traiter la cause.',
      'Review 24-72 hours after paracetamol overdose for liver injury; mental health follow-up within a week of self-harm.':
        'Revoir 24-72 heures après un surdosage en paracétamol pour une atteinte hépatique ; suivi en santé mentale dans la semaine suivant une automutilation.',
      'Review after 1 to 2 weeks, then monthly; more often with suicidal thoughts.':
        "Revoir après 1 à 2 semaines, puis chaque mois ; plus souvent en cas d'idées suicidaires.",
      'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.':
        'Revoir après 2 jours (complications oculaires/buccales), puis à 2-4 semaines pour la troisième dose de vitamine A si besoin.',
      'Review after 2 days as an outpatient; the cough lasts weeks (“100-day cough”).':
        'Revoir après 2 jours en ambulatoire ; la toux dure des semaines (« toux des 100 jours »).',
      'Review after 2 days, sooner if worse; cough may last 2-3 weeks.':
        "Revoir après 2 jours, plus tôt en cas d'aggravation ; la toux peut durer 2-3 semaines.",
      'Review after 2 days.': 'Revoir après 2 jours.',
      'Review after 2 days; if no improvement change to a second-line antibiotic or refer.':
        "Revoir après 2 jours ; en l'absence d'amélioration, passer à un antibiotique de deuxième intention ou transférer.",
      'Review after 2 to 3 months of prophylaxis or sooner if attacks change.':
        'Revoir après 2 à 3 mois de prophylaxie ou plus tôt si les crises changent.',
      'Review after 2 to 4 weeks if not improving; at once for red flags.':
        "Revoir après 2 à 4 semaines en l'absence d'amélioration ; immédiatement en cas de signe d'alerte.",
      'Review after 2 to 4 weeks, or earlier if lesions become infected.':
        "Revoir après 2 à 4 semaines, ou plus tôt si les lésions s'infectent.",
      'Review after 2 to 4 weeks, then as needed.': 'Revoir après 2 à 4 semaines, puis selon les besoins.',
      'Review after 2 to 4 weeks; scalp tinea at the end of the oral course.':
        'Revoir après 2 à 4 semaines ; teigne du cuir chevelu à la fin du traitement oral.',
      'Review after 2 weeks.': 'Revoir après 2 semaines.',
      'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.':
        "Revoir après 3-5 jours de traitement ; plus tôt si la douleur abdominale s'aggrave ou en cas de saignement.",
      'Review after 4 to 8 weeks; sooner with any alarm feature.':
        "Revoir après 4 à 8 semaines ; plus tôt devant tout signe d'alarme.",
      'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.':
        'Revoir après 48-72 heures ; radiographie thoracique à 6 semaines si les symptômes persistent ou chez le fumeur de plus de 50 ans.',
      'Review after 5 days if not better, at once if pain or blurred vision.':
        "Revoir après 5 jours en l'absence d'amélioration, immédiatement en cas de douleur ou de vision floue.",
      'Review after 7 days.': 'Revoir après 7 jours.',
      'Review after 7-10 days if not improving.': "Revoir après 7-10 jours en l'absence d'amélioration.",
      'Review after the flare (1 to 2 weeks), then every 2 to 5 weeks while titrating allopurinol.':
        "Revoir après la crise (1 à 2 semaines), puis toutes les 2 à 5 semaines pendant l'ajustement de l'allopurinol.",
      'Review at 1 to 2 weeks and at 3 months.': 'Revoir à 1 à 2 semaines et à 3 mois.',
      'Review at 1 to 2 weeks, then monthly during TB treatment; watch for constriction.':
        'Revoir à 1 à 2 semaines, puis chaque mois pendant le traitement antituberculeux ; surveiller une constriction.',
      'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.':
        "Revoir 2 semaines après le début du TAR, chaque mois jusqu'à stabilité, charge virale à 3 mois.",
      'Review at 3 months with ALP and X-ray.': 'Revoir à 3 mois avec PAL et radiographie.',
      'Review at 3-6 months; post-operative review at 1 day, 1-2 weeks and 3-6 months.':
        'Revoir à 3-6 mois ; contrôle postopératoire à 1 jour, 1-2 semaines et 3-6 mois.',
      'Review at 4 to 8 weeks.': 'Revoir à 4 à 8 semaines.',
      'Review at 48 hours and at the end of treatment.': 'Revoir à 48 heures et en fin de traitement.',
      'Review at 48 hours and at the end of treatment; the eschar heals slowly whatever the treatment.':
        "Revoir à 48 heures et en fin de traitement ; l'escarre cicatrise lentement quel que soit le traitement.",
      'Review at 48 to 72 hours.': 'Revoir à 48 à 72 heures.',
      'Review at 48-72 hours; extend to 7-10 days if slow to respond.':
        'Revoir à 48-72 heures ; prolonger à 7-10 jours si la réponse est lente.',
      'Review at 48-72 hours; repeat urine culture in pregnancy.':
        "Revoir à 48-72 heures ; recontrôler l'uroculture pendant la grossesse.",
      'Review at 7 days if not improved.': "Revoir à 7 jours en l'absence d'amélioration.",
      'Review at 72 hours, and at the end of treatment.': 'Revoir à 72 heures, et en fin de traitement.',
      'Review at 72 hours; repeat ultrasound only if not improving.':
        "Revoir à 72 heures ; refaire l'échographie seulement en l'absence d'amélioration.",
      'Review every 2-3 days until lesions heal (2-4 weeks).':
        "Revoir tous les 2-3 jours jusqu'à la cicatrisation des lésions (2-4 semaines).",
      'Review every 3 to 6 months.': 'Revoir tous les 3 à 6 mois.',
      'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.':
        "Contrôler l'Hb après 4 semaines, puis tous les 1 à 3 mois jusqu'à 3 mois après la normalisation de l'Hb.",
      'Review if new fever after initial improvement, breathing difficulty or infected spots.':
        'Revoir en cas de nouvelle fièvre après une amélioration initiale, de difficulté respiratoire ou de boutons surinfectés.',
      'Review in 1 to 2 weeks with imaging to confirm passage.':
        "Revoir dans 1 à 2 semaines avec imagerie pour confirmer l'expulsion.",
      'Review in 2 to 4 weeks during a flare.': 'Revoir dans 2 à 4 semaines pendant une poussée.',
      'Review in 2 to 4 weeks if not settled.': "Revoir dans 2 à 4 semaines en l'absence de résolution.",
      'Review in 3 days if not improving; at once for difficulty swallowing or breathing.':
        "Revoir dans 3 jours en l'absence d'amélioration ; immédiatement en cas de difficulté à avaler ou à respirer.",
      'Review in 4 to 6 weeks if frequent; sooner if the pattern changes.':
        'Revoir dans 4 à 6 semaines si les céphalées sont fréquentes ; plus tôt si leur profil change.',
      'Review in 7-14 days after misoprostol to confirm complete evacuation.':
        "Revoir 7-14 jours après le misoprostol pour confirmer l'évacuation complète.",
      'Review next day if discharged.': 'Revoir le lendemain en cas de sortie.',
      'Review on day 3 if fever persists, and at once for any danger sign; a negative test with persisting fever calls for another cause.':
        'Revoir au jour 3 si la fièvre persiste, et immédiatement devant tout signe de danger ; un test négatif avec une fièvre persistante fait rechercher une autre cause.',
      'Review weekly until jaundice settles; repeat HBsAg at 6 months; chronic hepatitis B every 6 to 12 months.':
        "Revoir chaque semaine jusqu'à la résolution de l'ictère ; recontrôler l'AgHBs à 6 mois ; hépatite B chronique tous les 6 à 12 mois.",
      'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.':
        "Revoir dans les 1 à 2 semaines après la sortie, puis tous les 1 à 3 mois pendant l'ajustement des médicaments.",
      'Review within 1 to 2 weeks; allergy referral.':
        'Revoir dans les 1 à 2 semaines ; transfert en allergologie.',
      'Review within 1 to 4 weeks after an exacerbation, then every 3 to 6 months.':
        'Revoir dans les 1 à 4 semaines après une exacerbation, puis tous les 3 à 6 mois.',
      'Review within 1 week after discharge, then sickle cell clinic every 3 months.':
        'Revoir dans un délai de 1 semaine après la sortie, puis consultation drépanocytose tous les 3 mois.',
      'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.':
        "Revoir dans les 2 à 7 jours après une crise, puis tous les 1 à 3 mois jusqu'au contrôle.",
      'Review within 24-48 hours after discharge and at each antenatal visit.':
        'Revoir dans les 24-48 heures après la sortie et à chaque consultation prénatale.',
      'Rewarm at once: skin-to-skin with the mother (or a warm room/incubator), cover the head, continue breastfeeding; treat hypoglycaemia; treat as possible serious bacterial infection if below 35.5 °C or not feeding.':
        "Réchauffer immédiatement : peau à peau avec la mère (ou pièce chaude/couveuse), couvrir la tête, poursuivre l'allaitement ; traiter l'hypoglycémie ; traiter comme une infection bactérienne grave possible si la température est inférieure à 35.5 °C ou si le bébé ne s'alimente pas.",
      'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.':
        'Revue systématique après 4-6 semaines ; traitement de masse annuel là où la prévalence est de 10% ou plus.',
      'Routine; repeat deworming every 6-12 months in endemic areas.':
        "Systématique ; répéter le déparasitage tous les 6-12 mois en zone d'endémie.",
      'RPR at 3, 6 and 12 months.': 'RPR à 3, 6 et 12 mois.',
      'Ruptured ectopic: resuscitate (IV fluids, blood transfusion) and immediate laparotomy with salpingectomy (or salpingostomy). Unruptured and haemodynamically stable: surgery (laparoscopy or laparotomy) or, where hCG follow-up is possible and criteria are met, methotrexate. Anti-D immunoglobulin for Rh-negative women. Counselling and contraception after treatment.':
        'Grossesse extra-utérine rompue : réanimer (liquides IV, transfusion sanguine) et laparotomie immédiate avec salpingectomie (ou salpingotomie). Non rompue et hémodynamiquement stable : chirurgie (cœlioscopie ou laparotomie) ou, si un suivi des hCG est possible et que les critères sont remplis, méthotrexate. Immunoglobulines anti-D chez les femmes Rh négatif. Conseil et contraception après le traitement.',
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
      'Severe pre-eclampsia and eclampsia: magnesium sulfate (WHO full regimen, IV loading with IM or IV maintenance for 24 hours after delivery or the last fit); antihypertensive for severe hypertension (hydralazine IV, labetalol IV or oral nifedipine); deliver once stabilised (any gestation for eclampsia or severe disease at >= 34 weeks; corticosteroids for fetal lungs if < 34 weeks and delivery can be delayed). Pre-eclampsia without severe features: close monitoring, methyldopa or nifedipine for BP >= 150/100, delivery at 37 weeks.':
        "Pré-éclampsie sévère et éclampsie : sulfate de magnésium (protocole complet de l'OMS, dose de charge IV avec entretien IM ou IV pendant 24 heures après l'accouchement ou la dernière crise) ; antihypertenseur pour l'hypertension sévère (hydralazine IV, labétalol IV ou nifédipine orale) ; accoucher une fois stabilisée (à tout terme en cas d'éclampsie ou de forme sévère à >= 34 semaines ; corticoïdes pour la maturation pulmonaire fœtale si < 34 semaines et que l'accouchement peut être différé). Pré-éclampsie sans signe de gravité : surveillance étroite, méthyldopa ou nifédipine si PA >= 150/100, accouchement à 37 semaines.",
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
      'Small frequent feeds or nasogastric feeding':
        'Petits repas fréquents ou alimentation par sonde nasogastrique',
      'Soft cool foods': 'Aliments mous et frais',
      'Soft food or nasogastric feeds': 'Alimentation molle ou par sonde nasogastrique',
      'Soothe the throat with a safe remedy': 'Apaiser la gorge avec un remède sans danger',
      'Specialist treatment at a HAT centre after staging. Gambiense: oral fexinidazole (or acoziborole where recommended) for first stage and non-severe second stage; NECT (nifurtimox-eflornithine) for severe second stage; pentamidine in young children. Rhodesiense: fexinidazole in the 2024 guidelines for adults and children >= 6 years and >= 20 kg; otherwise suramin (first stage) or melarsoprol (second stage). Doses are weight-banded and supplied by WHO: not computed here.':
        "Traitement spécialisé dans un centre de THA après stadification. Gambiense : fexinidazole oral (ou acoziborole si recommandé) pour le premier stade et le deuxième stade non sévère ; NECT (nifurtimox-éflornithine) pour le deuxième stade sévère ; pentamidine chez le jeune enfant. Rhodesiense : fexinidazole selon les directives de 2024 chez l'adulte et l'enfant >= 6 ans et >= 20 kg ; sinon suramine (premier stade) ou mélarsoprol (deuxième stade). Les doses sont établies par tranche de poids et fournies par l'OMS : non calculées ici.",
      'Splint fractures': 'Immobiliser les fractures par une attelle',
      'Splint the limb': 'Immobiliser le membre par une attelle',
      'Start antibiotics early, without waiting for confirmation. Mild: oral doxycycline (or amoxicillin, or azithromycin in pregnancy and children). Severe: IV benzylpenicillin or ceftriaxone for 7 days, with supportive care for kidney failure and bleeding.':
        "Débuter tôt les antibiotiques, sans attendre la confirmation. Forme légère : doxycycline orale (ou amoxicilline, ou azithromycine pendant la grossesse et chez l'enfant). Forme sévère : benzylpénicilline ou ceftriaxone IV pendant 7 jours, avec traitement de soutien de l'insuffisance rénale et des saignements.",
      'Start antibiotics on suspicion, before confirmation. Bubonic plague: an aminoglycoside (gentamicin) or a fluoroquinolone (ciprofloxacin); doxycycline is an alternative for bubonic plague. Pneumonic or septicaemic plague: IV gentamicin or ciprofloxacin, with droplet isolation. Treat 10 to 14 days. Do not incise the bubo. Contacts of pneumonic cases: 7 days of ciprofloxacin or doxycycline prophylaxis.':
        'Débuter les antibiotiques dès la suspicion, avant la confirmation. Peste bubonique : un aminoside (gentamicine) ou une fluoroquinolone (ciprofloxacine) ; la doxycycline est une alternative pour la peste bubonique. Peste pulmonaire ou septicémique : gentamicine ou ciprofloxacine IV, avec isolement gouttelettes. Traiter 10 à 14 jours. Ne pas inciser le bubon. Contacts des cas pulmonaires : 7 jours de prophylaxie par ciprofloxacine ou doxycycline.',
      'Start ART at once (same regimens as HIV infection; avoid delaying ART for chemotherapy). Limited skin disease may regress on ART alone. Advanced, symptomatic or visceral disease: chemotherapy by the specialist together with ART; radiotherapy for painful local lesions. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Débuter le TAR immédiatement (mêmes schémas que pour l'infection à VIH ; ne pas retarder le TAR pour la chimiothérapie). Une atteinte cutanée limitée peut régresser sous TAR seul. Maladie avancée, symptomatique ou viscérale : chimiothérapie par le spécialiste associée au TAR ; radiothérapie pour les lésions locales douloureuses. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk). First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease). Use single-pill combinations where possible (HEARTS protocol). Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk. Statin if high cardiovascular risk.':
        "Débuter le traitement médicamenteux quand la PA est confirmée >= 140/90 mmHg (immédiatement si >= 160/100 ou risque cardiovasculaire élevé). Première intention chez l'adulte noir africain : un inhibiteur calcique de longue durée d'action (amlodipine) ou un diurétique thiazidique ou apparenté (hydrochlorothiazide, chlortalidone) ; ajouter un IEC ou un ARA II (premier choix en cas de diabète ou de néphropathie protéinurique). Utiliser des associations fixes en un seul comprimé si possible (protocole HEARTS). Cible < 140/90 mmHg, < 130/80 mmHg en cas de diabète, de MRC ou de risque élevé. Statine si risque cardiovasculaire élevé.",
      'Stool softener': 'Laxatif émollient',
      'Stop NSAIDs. Proton pump inhibitor (omeprazole) for 4 to 8 weeks; antacids for symptom relief. If H. pylori positive (or ulcer confirmed): eradication with a PPI plus amoxicillin plus clarithromycin (or metronidazole if penicillin-allergic) for 14 days, as national guidelines.':
        "Arrêter les AINS. Inhibiteur de la pompe à protons (oméprazole) pendant 4 à 8 semaines ; antiacides pour soulager les symptômes. Si H. pylori est positif (ou ulcère confirmé) : éradication par IPP plus amoxicilline plus clarithromycine (ou métronidazole en cas d'allergie à la pénicilline) pendant 14 jours, selon les directives nationales.",
      'Stop the burning and cool with water; airway first; IV Ringer’s lactate for burns > 10% (child) or > 15% (adult) by burn area and weight (first half in 8 hours) plus maintenance in children; adequate analgesia (oral paracetamol for minor burns; IV morphine for major, in hospital); clean and dress (silver sulfadiazine or clean dry dressings); tetanus prophylaxis; refer by the criteria.':
        "Arrêter la brûlure et refroidir à l'eau ; voies aériennes d'abord ; Ringer lactate IV pour les brûlures > 10% (enfant) ou > 15% (adulte) selon la surface brûlée et le poids (la première moitié en 8 heures) plus les besoins d'entretien chez l'enfant ; analgésie suffisante (paracétamol oral pour les brûlures mineures ; morphine IV pour les brûlures graves, à l'hôpital) ; nettoyer et panser (sulfadiazine argentique ou pansements propres et secs) ; prophylaxie antitétanique ; transférer selon les critères.",
      'Strict fluid balance chart': 'Feuille de bilan hydrique strict',
      'Structured diabetes education': 'Éducation thérapeutique structurée sur le diabète',
      'Sunlight exposure': 'Exposition au soleil',
      'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols. Optimise ART in people with HIV.':
        "Traitement de soutien et symptomatique : contrôle de la douleur, soins de la peau, nutrition et hydratation, traitement des surinfections bactériennes ; antiviraux (técovirimat) seulement dans le cadre d'essais cliniques ou de protocoles nationaux. Optimiser le TAR chez les personnes vivant avec le VIH.",
      'Supportive care: oxygen for SpO2 < 90%, nasal suction and feeding support. Antibiotics only if there are signs of pneumonia per IMCI; bronchodilators and steroids are not routinely recommended.':
        "Traitement de soutien : oxygène si SpO2 < 90%, aspiration nasale et aide à l'alimentation. Antibiotiques seulement en cas de signes de pneumonie selon la PCIME ; les bronchodilatateurs et les corticoïdes ne sont pas recommandés en routine.",
      'Supportive: paracetamol for pain and fever, fluids, soft food, warm or cold compresses; no antibiotic. Orchitis: analgesia, scrotal support and rest.':
        "Traitement de soutien : paracétamol contre la douleur et la fièvre, liquides, alimentation molle, compresses chaudes ou froides ; pas d'antibiotique. Orchite : analgésie, suspensoir et repos.",
      'Supportive: protect the airway and breathing, monitor for respiratory failure and autonomic instability, prevent pressure sores and clots. Guillain-Barré syndrome that cannot walk: intravenous immunoglobulin or plasma exchange at a referral centre (specialist). Polio: no antiviral; rest, analgesia, physiotherapy. Notify and take stool specimens.':
        "Traitement de soutien : protéger les voies aériennes et la respiration, surveiller l'insuffisance respiratoire et l'instabilité neurovégétative, prévenir les escarres et les thromboses. Syndrome de Guillain-Barré avec incapacité à marcher : immunoglobulines intraveineuses ou échanges plasmatiques dans un centre de référence (spécialiste). Poliomyélite : pas d'antiviral ; repos, analgésie, kinésithérapie. Notifier et prélever des selles.",
      'Supportive: salt and fluid restriction, furosemide for oedema or hypertension, add an antihypertensive if still raised; a 10-day penicillin course to clear the streptococcus (does not change the nephritis); treat scabies and impetigo in the household.':
        "Traitement de soutien : restriction sodée et hydrique, furosémide pour les œdèmes ou l'hypertension, ajouter un antihypertenseur si la PA reste élevée ; une cure de pénicilline de 10 jours pour éliminer le streptocoque (sans effet sur la néphrite) ; traiter la gale et l'impétigo dans le foyer.",
      'Surgical clinic within weeks of an attack of biliary colic.':
        'Consultation chirurgicale dans les semaines suivant une colique biliaire.',
      'Surgical follow-up after discharge; elective hernia repair.':
        'Suivi chirurgical après la sortie ; cure de hernie programmée.',
      'Surgical review 1 to 2 weeks after discharge.': 'Revue chirurgicale 1 à 2 semaines après la sortie.',
      'Suspected cancer (hard nodular prostate or raised PSA): refer to urology for biopsy and staging. Localised: surveillance, radical prostatectomy or radiotherapy. Metastatic: androgen deprivation (orchidectomy is an affordable option) by the specialist; radiotherapy for painful bone metastases. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        "Cancer suspecté (prostate dure et nodulaire ou PSA élevé) : transférer en urologie pour biopsie et bilan d'extension. Localisé : surveillance, prostatectomie radicale ou radiothérapie. Métastatique : suppression androgénique (l'orchidectomie est une option abordable) par le spécialiste ; radiothérapie pour les métastases osseuses douloureuses. La chimiothérapie, la radiothérapie et la chirurgie sont des décisions de spécialiste : transférer, ne pas les débuter en soins primaires. Soins palliatifs : approche de l'OMS de la douleur cancéreuse (paracétamol ou AINS, puis morphine orale titrée par le clinicien), traiter les nausées, la constipation et la détresse.",
      'Switch to subcutaneous insulin when ketones clear and the patient eats; diabetes education before discharge; review within 1 week.':
        "Passer à l'insuline sous-cutanée quand les cétones ont disparu et que le patient mange ; éducation diabétique avant la sortie ; revoir dans un délai de 1 semaine.",
      'Symptomatic care for non-severe influenza in healthy people. Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible. Antibiotics only for secondary bacterial pneumonia.':
        'Traitement symptomatique de la grippe non grave chez le sujet sain. Oseltamivir pour la grippe grave et pour la grippe non grave chez les personnes à haut risque de complications (grossesse, âge supérieur à 65 ans ou inférieur à 2 ans, maladie chronique, immunodépression), débuté le plus tôt possible. Antibiotiques seulement en cas de pneumonie bactérienne secondaire.',
      'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops. No antibiotics, no cough syrups containing codeine or antihistamines in young children.':
        "Traitement symptomatique seulement : liquides, repos, paracétamol contre la fièvre ou la douleur, gouttes nasales de sérum physiologique. Pas d'antibiotiques, pas de sirops contre la toux contenant de la codéine ou des antihistaminiques chez le jeune enfant.",
      'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern). Treat partners; test for HIV and syphilis.':
        "Traitement syndromique de la gonococcie et de la chlamydiose ensemble : ceftriaxone IM en dose unique plus doxycycline pendant 7 jours (azithromycine en dose unique pendant la grossesse ou si l'observance est incertaine). Traiter les partenaires ; dépister le VIH et la syphilis.",
      'Syndromic treatment: benzathine penicillin 2.4 MIU IM once (syphilis) + azithromycin 1 g orally once (chancroid); for vesicles or recurrent ulcers add aciclovir 400 mg three times daily for 7 days (first episode) or 5 days (recurrence).':
        "Traitement syndromique : benzathine pénicilline 2.4 MUI IM en une fois (syphilis) + azithromycine 1 g par voie orale en une fois (chancre mou) ; en cas de vésicules ou d'ulcères récidivants, ajouter l'aciclovir 400 mg trois fois par jour pendant 7 jours (premier épisode) ou 5 jours (récidive).",
    },
  },
];
