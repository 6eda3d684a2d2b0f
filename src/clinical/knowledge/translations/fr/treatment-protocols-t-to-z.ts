import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with t to z. */
export const frenchTreatmentProtocolsTToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Take iron with a little food if it upsets the stomach':
        "Prendre le fer avec un peu de nourriture s'il dérange l'estomac",
      'TB preventive therapy (isoniazid or 3HP)':
        'Traitement préventif de la tuberculose (isoniazide ou 3HP)',
      'Telephone or clinic review at day 3-5 for high-risk patients; return at once for breathlessness.':
        "Revue par téléphone ou en consultation aux jours 3-5 chez les patients à haut risque ; revenir immédiatement en cas d'essoufflement.",
      'Tetanus prophylaxis': 'Prophylaxie antitétanique',
      'Tetanus prophylaxis for wounds': 'Prophylaxie antitétanique des plaies',
      'Tetanus prophylaxis if skin broken': 'Prophylaxie antitétanique si la peau est lésée',
      'Tetanus toxoid if not up to date': "Anatoxine tétanique si la vaccination n'est pas à jour",
      'Therapeutic lumbar punctures for raised pressure':
        "Ponctions lombaires thérapeutiques en cas d'hypertension intracrânienne",
      'Thiamine before any glucose': 'Thiamine avant tout apport de glucose',
      'Thiamine in alcohol use': "Thiamine en cas de consommation d'alcool",
      'Threatened: observe. Incomplete abortion under 14 weeks: misoprostol 400 mcg sublingual (or 600 mcg oral) once, or manual vacuum aspiration. Septic or unsafe abortion: IV antibiotics (ampicillin + gentamicin + metronidazole) and prompt uterine evacuation; tetanus prophylaxis if instruments were used. Rh(D) immunoglobulin where available.':
        'Menace : surveiller. Avortement incomplet avant 14 semaines : misoprostol 400 mcg sublingual (ou 600 mcg par voie orale) en une fois, ou aspiration manuelle intra-utérine. Avortement septique ou non sécurisé : antibiotiques IV (ampicilline + gentamicine + métronidazole) et évacuation utérine rapide ; prophylaxie antitétanique si des instruments ont été utilisés. Immunoglobulines anti-D (Rh) si disponibles.',
      'Thromboprophylaxis if admitted and immobile':
        "Thromboprophylaxie en cas d'hospitalisation avec immobilisation",
      'Thromboprophylaxis in hospital if immobile': "Thromboprophylaxie à l'hôpital en cas d'immobilisation",
      'Track the referral within 2 weeks; shared follow-up with the cancer centre.':
        'Suivre le transfert dans les 2 semaines ; suivi partagé avec le centre de cancérologie.',
      'Treat a triggering infection only if bacterial':
        'Traiter une infection déclenchante seulement si elle est bactérienne',
      'Treat anaemia': "Traiter l'anémie",
      'Treat anaemia with iron': "Traiter l'anémie par le fer",
      'Treat anxiety and pain': "Traiter l'anxiété et la douleur",
      'Treat any secondary bacterial infection': 'Traiter toute surinfection bactérienne',
      'Treat as heart failure with reduced ejection fraction: loop diuretic for congestion, ACE inhibitor (enalapril), beta-blocker (bisoprolol) and mineralocorticoid antagonist (spironolactone), titrated. In pregnancy: no ACE inhibitor, ARB or spironolactone before delivery (hydralazine with nitrate instead); bromocriptine may be added in PPCM with anticoagulation (specialist). Anticoagulate in AF or very low EF with thrombus.':
        "Traiter comme une insuffisance cardiaque à fraction d'éjection réduite : diurétique de l'anse pour la congestion, IEC (énalapril), bêtabloquant (bisoprolol) et antagoniste des minéralocorticoïdes (spironolactone), ajustés. Pendant la grossesse : pas d'IEC, d'ARA II ni de spironolactone avant l'accouchement (hydralazine avec dérivé nitré à la place) ; la bromocriptine peut être ajoutée dans la CMPP avec anticoagulation (spécialiste). Anticoaguler en cas de FA ou de FE très basse avec thrombus.",
      'Treat comorbid physical illness and pain': 'Traiter les maladies somatiques et la douleur associées',
      'Treat concurrent infections (malaria, pneumonia, TB)':
        'Traiter les infections associées (paludisme, pneumonie, tuberculose)',
      'Treat constipation': 'Traiter la constipation',
      'Treat constipation and obesity': "Traiter la constipation et l'obésité",
      'Treat convulsions with a benzodiazepine': 'Traiter les convulsions par une benzodiazépine',
      'Treat fever': 'Traiter la fièvre',
      'Treat heart failure': "Traiter l'insuffisance cardiaque",
      'Treat HIV, stop alcohol': "Traiter le VIH, arrêter l'alcool",
      'Treat hypoglycaemia': "Traiter l'hypoglycémie",
      'Treat hypoglycaemia with IV glucose': "Traiter l'hypoglycémie par du glucose IV",
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
      'Treat the underlying cause (malaria, sepsis, kidney failure)':
        'Traiter la cause sous-jacente (paludisme, sepsis, insuffisance rénale)',
      'Treat urinary infection': "Traiter l'infection urinaire",
      'Treatment supporter / DOT': 'Accompagnant au traitement / TDO',
      'Trial without catheter after 2 to 7 days; review every 6 to 12 months.':
        'Essai sans sonde après 2 à 7 jours ; revoir tous les 6 à 12 mois.',
      'TSH 6 to 8 weeks after each change, then yearly.':
        'TSH 6 à 8 semaines après chaque modification, puis chaque année.',
      'Tuberculous pleurisy: standard 6-month anti-TB treatment (2HRZE/4HR), ART if HIV positive; therapeutic tap for breathlessness. Empyema or complicated parapneumonic effusion: chest drain plus IV antibiotics covering streptococci, staphylococci and anaerobes (per local protocol) for 2 to 6 weeks. Transudates: treat the cause (heart, kidney or liver failure).':
        "Pleurésie tuberculeuse : traitement antituberculeux standard de 6 mois (2HRZE/4HR), TAR si VIH positif ; ponction évacuatrice en cas d'essoufflement. Empyème ou épanchement parapneumonique compliqué : drain thoracique plus antibiotiques IV couvrant streptocoques, staphylocoques et anaérobies (selon le protocole local) pendant 2 à 6 semaines. Transsudats : traiter la cause (insuffisance cardiaque, rénale ou hépatique).",
      'Turn every 2 hours': 'Retourner toutes les 2 heures',
      'Two large-bore IV lines, warm fluids': 'Deux voies veineuses de gros calibre, liquides réchauffés',
      'Uncomplicated cutaneous anthrax: oral ciprofloxacin or doxycycline for 7 to 10 days (60 days if from aerosol exposure). Do not excise or drain the eschar. Systemic disease (fever with spreading oedema, gastrointestinal, inhalational, meningitis): IV combination therapy in hospital. Notify surveillance and veterinary services.':
        "Charbon cutané non compliqué : ciprofloxacine ou doxycycline orale pendant 7 à 10 jours (60 jours en cas d'exposition par aérosol). Ne pas exciser ni drainer l'escarre. Forme systémique (fièvre avec œdème extensif, forme digestive, par inhalation, méningite) : association IV à l'hôpital. Notifier la surveillance et les services vétérinaires.",
      'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible. Severe or unable to take oral: IV ceftriaxone. Adjust to blood-culture susceptibility.':
        "Forme non compliquée : azithromycine orale (premier choix là où la résistance aux fluoroquinolones est fréquente, comme en Afrique de l'Est) ou ciprofloxacine si le germe est sensible. Forme sévère ou voie orale impossible : ceftriaxone IV. Adapter selon l'antibiogramme de l'hémoculture.",
      'Unstable: synchronised DC cardioversion. Stable AF: rate control with a beta-blocker (bisoprolol) or digoxin (preferred with heart failure or low blood pressure), target resting rate < 110/min; anticoagulate according to stroke risk (CHA2DS2-VA >= 2, or any rheumatic mitral stenosis or mechanical valve: warfarin, INR 2 to 3); treat the cause (thyrotoxicosis, valve disease, infection, alcohol). Stable regular narrow-complex SVT: vagal manoeuvres, then IV adenosine where available.':
        "Instable : cardioversion électrique synchronisée. FA stable : contrôle de la fréquence par un bêtabloquant (bisoprolol) ou la digoxine (préférée en cas d'insuffisance cardiaque ou de pression artérielle basse), fréquence de repos cible < 110/min ; anticoaguler selon le risque d'AVC (CHA2DS2-VA >= 2, ou tout rétrécissement mitral rhumatismal ou valve mécanique : warfarine, INR 2 à 3) ; traiter la cause (thyrotoxicose, valvulopathie, infection, alcool). TSV régulière à complexes fins stable : manœuvres vagales, puis adénosine IV si disponible.",
      'Urinary catheter and fluid balance': 'Sonde urinaire et bilan hydrique',
      'Urinary catheter for output monitoring': 'Sonde urinaire pour surveiller la diurèse',
      'Urinary catheter to monitor output in shock':
        'Sonde urinaire pour surveiller la diurèse en cas de choc',
      'Vaccinate against hepatitis B (if negative)': "Vacciner contre l'hépatite B (si négatif)",
      'Vaccinate against influenza and pneumococcus': 'Vacciner contre la grippe et le pneumocoque',
      'Vaccination (influenza, hepatitis B) as per national schedule':
        'Vaccination (grippe, hépatite B) selon le calendrier national',
      'Vaso-occlusive crisis: prompt analgesia (within 30 minutes) stepped by severity: paracetamol, NSAID (ibuprofen, if kidneys normal) and oral or IV morphine for severe pain; oral or IV hydration; oxygen only if SpO2 < 95%; look for and treat infection and malaria (fever needs empirical parenteral antibiotics). Transfuse for severe anaemia, sequestration, acute chest syndrome or stroke. Long-term: folic acid, penicillin prophylaxis in children, malaria chemoprevention, vaccination, hydroxyurea.':
        "Crise vaso-occlusive : analgésie rapide (dans les 30 minutes) par paliers selon la sévérité : paracétamol, AINS (ibuprofène, si les reins sont normaux) et morphine orale ou IV pour une douleur intense ; hydratation orale ou IV ; oxygène seulement si SpO2 < 95% ; rechercher et traiter une infection et un paludisme (une fièvre demande des antibiotiques parentéraux probabilistes). Transfuser en cas d'anémie sévère, de séquestration, de syndrome thoracique aigu ou d'AVC. Au long cours : acide folique, prophylaxie par pénicilline chez l'enfant, chimioprévention du paludisme, vaccination, hydroxyurée.",
      'Vitamin A': 'Vitamine A',
      'Vitamin A and deworming per schedule': 'Vitamine A et déparasitage selon le calendrier',
      'Vitamin A per protocol (not if oedematous at admission)':
        "Vitamine A selon le protocole (pas en cas d'œdèmes à l'admission)",
      'Vitamin D daily for at least 12 weeks (2000 IU under 1 year, 3000-6000 IU from 1 to 12 years, 6000 IU over 12) together with calcium 500 mg daily, then maintenance 400-600 IU daily. Treat hypocalcaemia first if there are fits or spasms.':
        "Vitamine D chaque jour pendant au moins 12 semaines (2000 UI avant 1 an, 3000-6000 UI de 1 à 12 ans, 6000 UI après 12 ans) avec calcium 500 mg par jour, puis entretien à 400-600 UI par jour. Traiter d'abord l'hypocalcémie en cas de convulsions ou de spasmes.",
      'Walking aids': 'Aides à la marche',
      'Warm drinks and honey for cough (age over 1 year)':
        'Boissons chaudes et miel contre la toux (âge supérieur à 1 an)',
      'Warm saltwater mouth rinses': "Bains de bouche à l'eau salée tiède",
      Warmth: 'Chaleur',
      'Warn about the Jarisch-Herxheimer reaction (fever within 24 hours)':
        'Prévenir de la réaction de Jarisch-Herxheimer (fièvre dans les 24 heures)',
      'Watch for alcohol withdrawal': 'Surveiller un sevrage alcoolique',
      'Wear open shoes or cotton socks': 'Porter des chaussures ouvertes ou des chaussettes en coton',
      'Weekly during the first 8 weeks, then monthly for a year.':
        'Chaque semaine pendant les 8 premières semaines, puis chaque mois pendant un an.',
      'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.':
        "Visites hebdomadaires au programme ambulatoire jusqu'aux critères de sortie (PB >= 125 mm et absence d'œdèmes pendant 2 semaines), puis suivi en alimentation de complément.",
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.':
        "Chaque semaine jusqu'à la normalisation de la pression artérielle et de la créatinine, puis à 3 et 6 mois pour l'hématurie et la protéinurie.",
      'Weekly until rate controlled, then every 1 to 3 months.':
        "Chaque semaine jusqu'au contrôle de la fréquence, puis tous les 1 à 3 mois.",
      'Weekly until the course ends; X-ray at 4 to 6 weeks for osteomyelitis.':
        "Chaque semaine jusqu'à la fin du traitement ; radiographie à 4 à 6 semaines pour une ostéomyélite.",
      'Weekly weight checks until 2.5 kg and feeding well.':
        "Pesée chaque semaine jusqu'à 2.5 kg et une bonne alimentation.",
      'Weekly while starting insulin, then every 3 months.':
        'Chaque semaine pendant la mise sous insuline, puis tous les 3 mois.',
      'WHO first-response bundle (E-MOTIVE) as soon as PPH is diagnosed: uterine massage, oxytocin 10 IU IV/IM (misoprostol 800 mcg sublingual if no oxytocin), tranexamic acid 1 g IV over 10 minutes within 3 hours of birth (second 1 g if bleeding continues after 30 minutes), IV crystalloid, examination of the genital tract and placenta; escalate (bimanual compression, manual removal of placenta, surgery, transfusion) if bleeding continues.':
        "Paquet de première réponse de l'OMS (E-MOTIVE) dès le diagnostic d'HPP : massage utérin, ocytocine 10 UI IV/IM (misoprostol 800 mcg sublingual en l'absence d'ocytocine), acide tranexamique 1 g IV en 10 minutes dans les 3 heures suivant la naissance (deuxième 1 g si le saignement continue après 30 minutes), cristalloïde IV, examen des voies génitales et du placenta ; escalade (compression bimanuelle, délivrance artificielle, chirurgie, transfusion) si le saignement continue.",
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
