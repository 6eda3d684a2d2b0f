import type { TranslationGroup } from '../types';

/** frenchMonitoring (see monitoring.ts), the entries whose English key starts with digits to d. */
export const frenchMonitoringDigitsToD: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone':
        "1 à 2 semaines après le début ou l'augmentation des diurétiques, de l'IEC ou de la spironolactone",
      '15 minutes after treatment, then hourly for 4 to 6 hours (24 hours on a sulfonylurea)':
        '15 minutes après le traitement, puis toutes les heures pendant 4 à 6 heures (24 heures sous sulfamide hypoglycémiant)',
      '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse':
        '4 jours de migraine ou plus par mois : débuter une prophylaxie ; antalgiques 10-15 jours ou plus par mois : abus médicamenteux',
      '4-6 weeks after treatment': '4-6 semaines après le traitement',
      '4-hourly': 'Toutes les 4 heures',
      '4-hourly for at least 24 to 72 hours': 'Toutes les 4 heures pendant au moins 24 à 72 heures',
      '6 to 8 weeks after each dose change, then yearly':
        '6 à 8 semaines après chaque changement de dose, puis chaque année',
      '< 30 mL/hour': '< 30 mL/heure',
      '>= 200 copies/mL: enhanced adherence and repeat':
        ">= 200 copies/mL : renforcement de l'observance et nouveau contrôle",
      'Abdominal examination': "Examen de l'abdomen",
      'Ability to take oral medicine': 'Capacité à prendre un médicament par voie orale',
      'Above 0.36 mmol/L (6 mg/dL): increase allopurinol':
        "Au-dessus de 0.36 mmol/L (6 mg/dL) : augmenter l'allopurinol",
      'Above 130/80 mmHg': 'Au-dessus de 130/80 mmHg',
      'Above 220/120 mmHg (185/110 if thrombolysed)':
        'Au-dessus de 220/120 mmHg (185/110 en cas de thrombolyse)',
      'Adherence, weight, opportunistic infection symptoms':
        "Observance, poids, symptômes d'infection opportuniste",
      'After 4 to 8 weeks': 'Après 4 à 8 semaines',
      'After 4 to 8 weeks of treatment': 'Après 4 à 8 semaines de traitement',
      'After 4 weeks of iron, then at the end of treatment':
        'Après 4 semaines de fer, puis en fin de traitement',
      'After 4 weeks of treatment, then each trimester':
        'Après 4 semaines de traitement, puis à chaque trimestre',
      'After every bolus': 'Après chaque bolus',
      'Agitation or mania on an antidepressant: stop and refer':
        'Agitation ou manie sous antidépresseur : arrêter et transférer',
      'Airway (stridor, work of breathing), pulse rhythm, blood pressure, swallowing, limb weakness':
        'Voies aériennes (stridor, travail respiratoire), rythme du pouls, pression artérielle, déglutition, faiblesse des membres',
      'Airway, breathing, blood pressure, pulse, SpO2':
        'Voies aériennes, respiration, pression artérielle, pouls, SpO2',
      'Airway, breathing, SpO2 and consciousness': 'Voies aériennes, respiration, SpO2 et conscience',
      'Airway, spasm frequency, SpO2, pulse, blood pressure':
        'Voies aériennes, fréquence des spasmes, SpO2, pouls, pression artérielle',
      'Albuminuria, retinopathy, poor growth.': 'Albuminurie, rétinopathie, croissance insuffisante.',
      'ALT and HBsAg in hepatitis B': "ALAT et AgHBs dans l'hépatite B",
      'Antidepressant side effects': "Effets indésirables de l'antidépresseur",
      'Any warning sign, cold extremities, no urine for 6 hours':
        "Tout signe d'alerte, extrémités froides, pas d'urines depuis 6 heures",
      'Apnoea, colour, SpO2, feeding and weight': 'Apnées, coloration, SpO2, alimentation et poids',
      'Apnoea, convulsions, not feeding, glucose < 2.5 mmol/L':
        "Apnée, convulsions, ne s'alimente pas, glycémie < 2.5 mmol/L",
      'Apnoea, cyanosis, SpO2 < 90%, unable to feed': "Apnée, cyanose, SpO2 < 90%, incapacité à s'alimenter",
      'Asthma control (day and night symptoms, reliever use)':
        "Contrôle de l'asthme (symptômes diurnes et nocturnes, usage du traitement de secours)",
      'At 2 weeks, monthly for 3 months, then every 3-6 months when stable':
        'À 2 semaines, chaque mois pendant 3 mois, puis tous les 3-6 mois une fois stable',
      'At 3 months of treatment, then 6-monthly': 'À 3 mois de traitement, puis tous les 6 mois',
      'At 3, 6 and 12 months after treatment': 'À 3, 6 et 12 mois après le traitement',
      'At 6 months': 'À 6 mois',
      'At each annual or six-monthly ivermectin round':
        "À chaque campagne d'ivermectine annuelle ou semestrielle",
      'At each dose': 'À chaque prise',
      'At each vaccine visit': 'À chaque visite de vaccination',
      'At each visit': 'À chaque visite',
      'At each visit (weekly while titrating rate control)':
        "À chaque visite (chaque semaine pendant l'ajustement du contrôle de la fréquence)",
      'At each visit while awaiting and after specialist care':
        "À chaque visite, pendant l'attente et après la prise en charge spécialisée",
      'At follow-up after 1-3 months': 'Au suivi après 1-3 mois',
      'At least every 4 hours': 'Au moins toutes les 4 heures',
      'At least twice weekly': 'Au moins deux fois par semaine',
      'Before and during allopurinol': "Avant et pendant l'allopurinol",
      'Before any oral intake': 'Avant toute prise orale',
      'Before discharge and at follow-up': 'Avant la sortie et au suivi',
      'Benzathine penicillin injections given on time': 'Injections de benzathine pénicilline faites à temps',
      'Blood in stool, fever and appetite': 'Sang dans les selles, fièvre et appétit',
      'Blood pressure': 'Pression artérielle',
      'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal':
        "Pression artérielle toutes les 4-6 heures et pesée quotidienne pendant l'hospitalisation ; chaque semaine après la sortie jusqu'à normalisation",
      'Blood pressure, capillary refill, urine output':
        'Pression artérielle, temps de recoloration capillaire, diurèse',
      'Blood pressure, heart rate, respiratory rate, SpO2, consciousness':
        'Pression artérielle, fréquence cardiaque, fréquence respiratoire, SpO2, conscience',
      'Blood pressure, kidney function and GI symptoms on oral NSAIDs':
        'Pression artérielle, fonction rénale et symptômes digestifs sous AINS oraux',
      'Blood pressure, pulse, JVP, pulsus paradoxus': 'Pression artérielle, pouls, PVJ, pouls paradoxal',
      'Blood pressure, weight, feet': 'Pression artérielle, poids, pieds',
      'Blood pressure, weight, urine output, fluid balance, creatinine and potassium':
        'Pression artérielle, poids, diurèse, bilan hydrique, créatinine et potassium',
      'BP >= 130/80 mmHg, foot ulcer or loss of sensation':
        'PA >= 130/80 mmHg, ulcère du pied ou perte de sensibilité',
      'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment':
        'PA >= 140/90 mmHg (>= 130/80 en cas de diabète ou de MRC) après 3 mois : renforcer le traitement',
      'BP ≥ the 99th centile or ≥ 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium':
        'PA ≥ 99e centile ou ≥ 180/110, diurèse < 0.5 mL/kg/h, créatinine ou potassium en hausse',
      'Breathing (single-breath count), swallowing, cough, pulse, blood pressure, limb power':
        'Respiration (comptage sur une expiration), déglutition, toux, pouls, pression artérielle, force des membres',
      'Breathing and fever': 'Respiration et fièvre',
      'Breathing difficulty or throat swelling.': 'Difficulté respiratoire ou gonflement de la gorge.',
      'Breathing, alertness, skin infection': 'Respiration, vigilance, infection cutanée',
      'Breathing, eyes, mouth, hydration and feeding':
        'Respiration, yeux, bouche, hydratation et alimentation',
      'Breathing, fever, hydration': 'Respiration, fièvre, hydratation',
      'Breathing, SpO2, ability to speak or cry and swallow':
        'Respiration, SpO2, capacité à parler ou à pleurer et à avaler',
      'Breathing, SpO2, consciousness': 'Respiration, SpO2, conscience',
      'Breathing, SpO2, consciousness, temperature': 'Respiration, SpO2, conscience, température',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Essoufflement, douleur thoracique, confusion, fièvre qui revient après amélioration',
      'Breathlessness, high fever, cough over 3 weeks.':
        'Essoufflement, forte fièvre, toux de plus de 3 semaines.',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Ne peut pas avaler, hypersalivation, tuméfaction unilatérale, douleurs articulaires ou essoufflement',
      'Capillary glucose (fasting and 1-2 h after meals)':
        'Glycémie capillaire (à jeun et 1-2 h après les repas)',
      'Cardiac rhythm, blood pressure, SpO2': 'Rythme cardiaque, pression artérielle, SpO2',
      'Carer observes daily for 10 days': "L'accompagnant surveille chaque jour pendant 10 jours",
      'Chest pain and ECG': 'Douleur thoracique et ECG',
      'Chest secretions, heart rate, blood pressure, pupils, axillary sweating':
        'Sécrétions bronchiques, fréquence cardiaque, pression artérielle, pupilles, sudation axillaire',
      'Consciousness (GCS), neurological signs': 'Conscience (GCS), signes neurologiques',
      'Consciousness and neurological signs': 'Conscience et signes neurologiques',
      'Consciousness level, convulsions, pupils': 'Niveau de conscience, convulsions, pupilles',
      'Consciousness, breathing rate, SpO2, glucose, vision, temperature':
        'Conscience, fréquence respiratoire, SpO2, glycémie, vision, température',
      'Consciousness, breathing, BP, vomiting, urine output':
        'Conscience, respiration, PA, vomissements, diurèse',
      'Consciousness, headache, heart rate, fluid balance':
        'Conscience, céphalée, fréquence cardiaque, bilan hydrique',
      'Consciousness, temperature, treatment reactions': 'Conscience, température, réactions au traitement',
      'Consciousness, tone, fits, feeding, glucose, temperature':
        'Conscience, tonus, convulsions, alimentation, glycémie, température',
      Contacts: 'Contacts',
      'Continuous for 24 hours': 'En continu pendant 24 heures',
      'Continuous to hourly': 'En continu à toutes les heures',
      'Continuous until removal': "En continu jusqu'à l'extraction",
      'Continuously during and after a seizure': 'En continu pendant et après une crise',
      'Continuously, then every 15 minutes; observe at least 6 to 12 hours':
        'En continu, puis toutes les 15 minutes ; surveiller au moins 6 à 12 heures',
      'Convulsions, apnoea, unable to suck by day 3': 'Convulsions, apnée, incapacité à téter au jour 3',
      'Core temperature, consciousness, blood pressure, urine output':
        'Température centrale, conscience, pression artérielle, diurèse',
      'Corneal clouding or no improvement in 48 hours':
        "Opacification cornéenne ou absence d'amélioration en 48 heures",
      'Cough and breathing': 'Toux et respiration',
      'Coughing or choking on water: keep nil by mouth, nasogastric feeding':
        "Toux ou fausse route à l'eau : garder à jeun, alimentation par sonde nasogastrique",
      Creatinine: 'Créatinine',
      'Creatinine and potassium': 'Créatinine et potassium',
      'Creatinine doubling, potassium < 3.3 mmol/L': 'Créatinine qui double, potassium < 3.3 mmol/L',
      'Creatinine up > 30% or potassium > 5.5 mmol/L':
        'Créatinine augmentée de > 30 % ou potassium > 5.5 mmol/L',
      'Creatinine, potassium, haemoglobin on amphotericin':
        'Créatinine, potassium, hémoglobine sous amphotéricine',
      'Creatinine, urine albumin, eye examination': 'Créatinine, albumine urinaire, examen des yeux',
      Daily: 'Chaque jour',
      'Daily (every 4 hours if on the face or neck)':
        'Chaque jour (toutes les 4 heures si la lésion est au visage ou au cou)',
      'Daily (every 4-6 hours if admitted with warning signs)':
        "Chaque jour (toutes les 4-6 heures en cas d'hospitalisation avec signes d'alerte)",
      'Daily (every 6 hours for urine output if severe)':
        'Chaque jour (diurèse toutes les 6 heures si forme sévère)',
      'Daily by the carer; review if worse': "Chaque jour par l'accompagnant ; revoir en cas d'aggravation",
      'Daily during the second and third week': 'Chaque jour pendant la deuxième et la troisième semaine',
      'Daily during treatment': 'Chaque jour pendant le traitement',
      'Daily for 10 days in high-risk patients (home pulse oximetry where possible)':
        'Chaque jour pendant 10 jours chez les patients à haut risque (oxymétrie de pouls à domicile si possible)',
      'Daily for 21 days': 'Chaque jour pendant 21 jours',
      'Daily for the first 3 days': 'Chaque jour les 3 premiers jours',
      'Daily in children': "Chaque jour chez l'enfant",
      'Daily in hospital; at each visit': "Chaque jour à l'hôpital ; à chaque visite",
      'Daily in the first week; 12-24 hourly under phototherapy':
        'Chaque jour la première semaine ; toutes les 12-24 heures sous photothérapie',
      'Daily inpatient; weekly in the outpatient programme':
        "Chaque jour à l'hôpital ; chaque semaine dans le programme ambulatoire",
      'Daily outpatient review through the critical phase (days 3-7 of illness)':
        'Revue ambulatoire quotidienne pendant la phase critique (jours 3-7 de la maladie)',
      'Daily until afebrile; review on day 3': "Chaque jour jusqu'à l'apyrexie ; revoir au jour 3",
      'Daily until the stone passes (sieve the urine)':
        "Chaque jour jusqu'à l'expulsion du calcul (filtrer les urines)",
      'Daily urine dipstick at home during treatment; clinic weekly':
        'Bandelette urinaire quotidienne à domicile pendant le traitement ; consultation chaque semaine',
      'Daily while jaundiced and unwell': 'Chaque jour tant que le patient est ictérique et malade',
      'Daily, CRP twice weekly': 'Chaque jour, CRP deux fois par semaine',
      'Daily; repeat LP if symptoms of raised pressure':
        "Chaque jour ; répéter la PL en cas de symptômes d'hypertension intracrânienne",
      'Daily; temperature every 6 hours': 'Chaque jour ; température toutes les 6 heures',
      'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)':
        'Jours 0, 3, 7 (et jour 14 ou 21/28 selon le schéma)',
      'Days 4 and 7, then weekly until negative': "Jours 4 et 7, puis chaque semaine jusqu'à négativation",
      'Deepening drowsiness, new focal signs, not drinking.':
        'Somnolence croissante, nouveaux signes focaux, ne boit pas.',
      'Dehydration signs and ability to drink': 'Signes de déshydratation et capacité à boire',
      'Dehydration signs, pulse and mental state': 'Signes de déshydratation, pouls et état mental',
      'Dehydration, aspiration': 'Déshydratation, inhalation',
      'Discharge and hearing': 'Écoulement et audition',
      'Distal pulses, colour, pain, swelling': 'Pouls distaux, coloration, douleur, gonflement',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Somnolence, saignement ou INR > 1.5 : insuffisance hépatique aiguë',
      'Drowsiness, hypotension, bloody vomit or stool (iron), jaundice or confusion after 24-72 hours (paracetamol)':
        'Somnolence, hypotension, vomissements ou selles sanglants (fer), ictère ou confusion après 24-72 heures (paracétamol)',
    },
  },
];
