import type { TranslationGroup } from '../types';

/** frenchReferralReasons (see referral-reasons.ts), the entries whose English key starts with s to w. */
export const frenchReferralReasonsSToW: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Septic shock or organ dysfunction needs monitoring, vasopressors and source control.':
        "Un choc septique ou une défaillance d'organe demandent une surveillance, des vasopresseurs et le contrôle de la source.",
      'Severe complicated measles.': 'Rougeole grave compliquée.',
      'Severe dehydration needing IV fluids, or a facility without IV capacity.':
        'Déshydratation sévère nécessitant des liquides IV, ou structure sans capacité de perfusion.',
      'Severe dehydration when IV treatment is not possible, or dehydration with severe malnutrition.':
        "Déshydratation sévère quand le traitement IV n'est pas possible, ou déshydratation avec malnutrition sévère.",
      'Severe depression, psychotic features, bipolar disorder, or no response to first-line care.':
        'Dépression sévère, caractéristiques psychotiques, trouble bipolaire, ou absence de réponse à la prise en charge de première intention.',
      'Severe disease (confusion, shock, bleeding, kidney failure).':
        'Forme sévère (confusion, choc, saignement, insuffisance rénale).',
      'Severe disease, children, pregnant women, people with advanced HIV.':
        'Forme sévère, enfants, femmes enceintes, personnes avec une maladie à VIH avancée.',
      'Severe disease: kidney failure, jaundice, bleeding, lung involvement.':
        'Forme sévère : insuffisance rénale, ictère, saignement, atteinte pulmonaire.',
      'Severe exacerbation, respiratory failure or no response to initial treatment.':
        'Exacerbation sévère, insuffisance respiratoire ou absence de réponse au traitement initial.',
      'Severe hypertension, oliguria, rising creatinine, nephrotic-range proteinuria, or C3 still low after 8 weeks.':
        'Hypertension sévère, oligurie, créatinine en hausse, protéinurie néphrotique, ou C3 toujours bas après 8 semaines.',
      'Severe malaria needs parenteral treatment, transfusion and monitoring.':
        'Le paludisme grave demande un traitement parentéral, une transfusion et une surveillance.',
      'Severe or critical COVID-19.': 'COVID-19 sévère ou critique.',
      'Severe or life-threatening attack, or poor response after 1 hour of treatment.':
        'Crise grave ou menaçant la vie, ou mauvaise réponse après 1 heure de traitement.',
      'Severe or widespread eczema not responding, suspected contact allergy, eczema on the face not settling.':
        "Eczéma sévère ou étendu ne répondant pas, allergie de contact suspectée, eczéma du visage qui ne s'améliore pas.",
      'Severe pain needing opioids, acute chest syndrome, stroke, sequestration or fever.':
        'Douleur intense nécessitant des opioïdes, syndrome thoracique aigu, AVC, séquestration ou fièvre.',
      'Severe PID, tubo-ovarian abscess, pregnancy, or no response to oral therapy.':
        'MIP sévère, abcès tubo-ovarien, grossesse, ou absence de réponse au traitement oral.',
      'Severe pneumonia (danger sign, hypoxaemia) or age under 2 months.':
        'Pneumonie grave (signe de danger, hypoxémie) ou âge inférieur à 2 mois.',
      'Severe pre-eclampsia or eclampsia: stabilise, then deliver.':
        'Pré-éclampsie sévère ou éclampsie : stabiliser, puis accoucher.',
      'Severe symptoms despite conservative care (joint replacement).':
        'Symptômes sévères malgré le traitement conservateur (prothèse articulaire).',
      'Shock, internal bleeding, chest or abdominal injury, or multiple fractures need surgery and blood.':
        'Un choc, une hémorragie interne, un traumatisme thoracique ou abdominal ou des fractures multiples demandent une chirurgie et du sang.',
      'Signs of acute liver failure.': "Signes d'insuffisance hépatique aiguë.",
      'Specially formulated food and follow-up until MUAC ≥ 125 mm on 2 visits.':
        "Aliment spécialement formulé et suivi jusqu'à un PB ≥ 125 mm à 2 visites.",
      'Spirometry confirmation and long-term inhaler plan.':
        "Confirmation spirométrique et plan d'inhalateurs au long cours.",
      'Spondylitis, neurobrucellosis, endocarditis or relapse.':
        'Spondylodiscite, neurobrucellose, endocardite ou rechute.',
      'Staging and chemotherapy (paclitaxel, or bleomycin with vincristine, or liposomal doxorubicin) for advanced, symptomatic or visceral disease.':
        "Bilan d'extension et chimiothérapie (paclitaxel, ou bléomycine avec vincristine, ou doxorubicine liposomale) pour une forme avancée, symptomatique ou viscérale.",
      'Staging and treatment; medicines are supplied through WHO.':
        "Stadification et traitement ; les médicaments sont fournis par l'OMS.",
      'Start of metformin or insulin, planning delivery by 39-40 weeks, neonatal glucose checks.':
        'Mise sous metformine ou insuline, accouchement prévu à 39-40 semaines, contrôles de la glycémie du nouveau-né.',
      'Start or review antiretroviral therapy; cotrimoxazole prophylaxis.':
        'Débuter ou réévaluer le traitement antirétroviral ; prophylaxie au cotrimoxazole.',
      'Status epilepticus, first seizure with fever or focal signs, or seizure in pregnancy.':
        'État de mal épileptique, première crise avec fièvre ou signes focaux, ou crise pendant la grossesse.',
      'Stone > 10 mm, failure to pass within 4 to 6 weeks, infection, single kidney or renal impairment.':
        "Calcul > 10 mm, absence d'expulsion en 4 à 6 semaines, infection, rein unique ou insuffisance rénale.",
      'Structured exercise and walking aids.': 'Exercices structurés et aides à la marche.',
      'Sulfonylurea-induced or recurrent hypoglycaemia, or slow recovery.':
        'Hypoglycémie induite par un sulfamide hypoglycémiant ou récidivante, ou récupération lente.',
      'Suspected intestinal perforation.': 'Perforation intestinale suspectée.',
      'Suspected methanol poisoning, coma, fits or acidosis.':
        'Intoxication au méthanol suspectée, coma, convulsions ou acidose.',
      'Suspected neurosyphilis, ocular or cardiovascular syphilis.':
        'Neurosyphilis, syphilis oculaire ou cardiovasculaire suspectée.',
      'Suspected PE; imaging; thrombolysis for high-risk PE.':
        'EP suspectée ; imagerie ; thrombolyse pour une EP à haut risque.',
      'Suspected worm bolus obstruction or biliary ascariasis.':
        'Occlusion suspectée par un paquet de vers ou ascaridiose biliaire.',
      'Systemic toxicity, rapidly spreading infection or orbital involvement.':
        "Toxicité générale, infection d'extension rapide ou atteinte orbitaire.",
      'Systemic, gastrointestinal, inhalational or meningeal anthrax, or head and neck lesions.':
        'Charbon systémique, digestif, par inhalation ou méningé, ou lésions de la tête et du cou.',
      'Targets not met on two oral agents, need for insulin, or complications.':
        "Objectifs non atteints sous deux antidiabétiques oraux, besoin d'insuline, ou complications.",
      'Temperature < 35.5 °C, or with a danger sign (possible serious bacterial infection).':
        'Température < 35.5 °C, ou avec un signe de danger (infection bactérienne grave possible).',
      'Tophaceous or frequent gout, CKD, or diagnostic doubt.':
        'Goutte tophacée ou à crises fréquentes, MRC, ou doute diagnostique.',
      'Toxic dose, unknown amount, symptoms, or need for acetylcysteine or desferrioxamine.':
        "Dose toxique, quantité inconnue, symptômes, ou besoin d'acétylcystéine ou de déféroxamine.",
      'Trichiasis surgery; corneal opacity.': 'Chirurgie du trichiasis ; opacité cornéenne.',
      'Triple assessment, staging and treatment (surgery, chemotherapy, radiotherapy, hormonal therapy).':
        "Triple évaluation, bilan d'extension et traitement (chirurgie, chimiothérapie, radiothérapie, hormonothérapie).",
      'Ulcers not healing after 2 weeks or recurrent frequent herpes (suppressive therapy).':
        'Ulcères ne cicatrisant pas après 2 semaines ou herpès récidivant fréquent (traitement suppressif).',
      'Unable to take oral medicine, confusion, or failure to respond to oral antibiotics.':
        'Incapacité à prendre un traitement oral, confusion, ou échec des antibiotiques oraux.',
      'Uncomplicated SAM with good appetite.': 'MAS non compliquée avec bon appétit.',
      'Uncontrolled despite treatment, unilateral symptoms, or immunotherapy assessment.':
        'Non contrôlé malgré le traitement, symptômes unilatéraux, ou évaluation pour immunothérapie.',
      'Uncontrolled epilepsy on two drugs, or diagnostic doubt.':
        'Épilepsie non contrôlée sous deux médicaments, ou doute diagnostique.',
      'Uncontrolled on three drugs, hypertension under 30 years, or suspected secondary cause.':
        'Non contrôlée sous trois médicaments, hypertension avant 30 ans, ou cause secondaire suspectée.',
      'Vomiting, pregnancy, sepsis, or failure of oral therapy.':
        'Vomissements, grossesse, sepsis, ou échec du traitement oral.',
      'VTE in pregnancy: LMWH throughout, not warfarin.':
        'MTEV pendant la grossesse : HBPM pendant toute la grossesse, pas de warfarine.',
      'Warning signs or severe dengue.': "Signes d'alerte ou dengue sévère.",
      'When vaccine or RIG is not available on site.':
        'Quand le vaccin ou les immunoglobulines antirabiques ne sont pas disponibles sur place.',
    },
  },
];
