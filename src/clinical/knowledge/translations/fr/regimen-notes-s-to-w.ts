import type { TranslationGroup } from '../types';

/** frenchRegimenNotes (see regimen-notes.ts), the entries whose English key starts with s to w. */
export const frenchRegimenNotesSToW: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.':
        "Rechercher une tuberculose (et l'antigène cryptococcique si CD4 inférieurs à 200) avant de débuter ; débuter le TAR dans les 7 jours, le jour même si le patient est prêt.",
      'Screen for TB and treat infections first; under 1 year or over 12 years, refer before treating.':
        "Rechercher une tuberculose et traiter d'abord les infections ; avant 1 an ou après 12 ans, transférer avant de traiter.",
      'Sepsis, vomiting or pregnancy: admit, ceftriaxone IV (with gentamicin if severe).':
        'Sepsis, vomissements ou grossesse : hospitaliser, ceftriaxone IV (avec gentamicine si forme sévère).',
      "Severe dehydration: Ringer's lactate 100 mL/kg IV (WHO Plan C). Antibiotics only for moderate or severe dehydration.":
        "Déshydratation sévère : Ringer lactate 100 mL/kg IV (Plan C de l'OMS). Antibiotiques seulement en cas de déshydratation modérée ou sévère.",
      'Severe disease: ceftriaxone IV. Children under 8 and pregnancy: amoxicillin or azithromycin by the clinician (dose not computed here: the section of the source for children was not checked).':
        "Forme sévère : ceftriaxone IV. Enfants de moins de 8 ans et grossesse : amoxicilline ou azithromycine par le clinicien (dose non calculée ici : la section de la source pour l'enfant n'a pas été vérifiée).",
      'Severe or complicated enteric fever (perforation, shock, altered consciousness): ceftriaxone IV and surgical review.':
        'Fièvre typhoïde sévère ou compliquée (perforation, choc, trouble de la conscience) : ceftriaxone IV et avis chirurgical.',
      "Shock: 20 mL/kg Ringer's lactate or normal saline bolus (10-20 mL/kg with care in severe malnutrition); treat hypoglycaemia; refer. Ceftriaxone 80 mg/kg daily if not improving in 48 hours.":
        "Choc : bolus de 20 mL/kg de Ringer lactate ou de sérum salé isotonique (10-20 mL/kg avec prudence en cas de malnutrition sévère) ; traiter l'hypoglycémie ; transférer. Ceftriaxone 80 mg/kg par jour en l'absence d'amélioration en 48 heures.",
      'Signs of congenital syphilis (snuffles, rash, large liver or spleen, jaundice): benzylpenicillin 50 000 U/kg IV every 12 hours in week 1, then every 8 hours, for 10 days instead; treat the mother and partner.':
        'Signes de syphilis congénitale (rhinite, éruption, gros foie ou grosse rate, ictère) : benzylpénicilline 50 000 U/kg IV toutes les 12 heures la semaine 1, puis toutes les 8 heures, pendant 10 jours à la place ; traiter la mère et le partenaire.',
      'Specialist-only treatment at a HAT centre (fexinidazole, acoziborole, NECT, suramin, melarsoprol, pentamidine): doses depend on stage, species and weight band and the medicines come from WHO; no dose is computed here.':
        "Traitement réservé au spécialiste dans un centre de THA (fexinidazole, acoziborole, NECT, suramine, mélarsoprol, pentamidine) : les doses dépendent du stade, de l'espèce et de la tranche de poids, et les médicaments viennent de l'OMS ; aucune dose n'est calculée ici.",
      'Start low and go slow; older people and first episodes need lower doses. Adolescents, pregnancy and breastfeeding: specialist.':
        'Commencer bas et augmenter lentement ; les personnes âgées et les premiers épisodes demandent des doses plus faibles. Adolescents, grossesse et allaitement : spécialiste.',
      'Stay active, avoid bed rest; red flags (fever, weight loss, neurological deficit, trauma, cancer history): investigate.':
        "Rester actif, éviter le repos au lit ; signes d'alerte (fièvre, perte de poids, déficit neurologique, traumatisme, antécédent de cancer) : explorer.",
      'Stop diuretics for sodium < 125 mmol/L, acute kidney injury, encephalopathy or potassium > 6 mmol/L. Children: specialist care.':
        'Arrêter les diurétiques si sodium < 125 mmol/L, insuffisance rénale aiguë, encéphalopathie ou potassium > 6 mmol/L. Enfants : prise en charge spécialisée.',
      'Supportive care and oxygen; no antidote, no emesis, no charcoal.':
        "Soins de soutien et oxygène ; pas d'antidote, pas de vomissements provoqués, pas de charbon.",
      'Suspected rupture (shock, acute abdomen): resuscitate with IV fluids, cross-match and take to theatre for laparotomy. Unruptured and stable: specialist may give methotrexate 50 mg/m² IM with hCG follow-up.':
        "Rupture suspectée (choc, abdomen aigu) : réanimer par liquides IV, faire l'épreuve de compatibilité et conduire au bloc pour laparotomie. Non rompue et stable : le spécialiste peut donner du méthotrexate 50 mg/m² IM avec suivi des hCG.",
      'Systemic or head and neck disease: IV treatment in hospital.':
        "Forme systémique ou de la tête et du cou : traitement IV à l'hôpital.",
      'Take early in the attack; rest in a dark room; avoid triggers; prophylaxis (amitriptyline or propranolol) for frequent attacks; limit analgesics to under 10 days a month.':
        'Prendre tôt dans la crise ; repos dans une pièce sombre ; éviter les facteurs déclenchants ; prophylaxie (amitriptyline ou propranolol) pour les crises fréquentes ; limiter les antalgiques à moins de 10 jours par mois.',
      'Test and treat H. pylori (omeprazole + amoxicillin + clarithromycin or metronidazole for 14 days); stop NSAIDs; alarm features (bleeding, weight loss, age over 55): endoscopy.':
        "Rechercher et traiter H. pylori (oméprazole + amoxicilline + clarithromycine ou métronidazole pendant 14 jours) ; arrêter les AINS ; signes d'alarme (saignement, perte de poids, âge supérieur à 55 ans) : endoscopie.",
      'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.':
        'Rechercher le VIH et la résistance à la rifampicine (Xpert) ; traitement directement observé ; notifier.',
      'The lower end of the 3000-6000 IU range; a single large dose (stoss) is an alternative the source allows for poor adherence.':
        'Le bas de la fourchette de 3000-6000 UI ; une dose unique élevée (stoss) est une alternative admise par la source en cas de mauvaise observance.',
      'Then maintenance 600 IU daily.': 'Puis entretien à 600 UI par jour.',
      'Therapeutic lumbar punctures for raised pressure; delay ART 4-6 weeks.':
        "Ponctions lombaires thérapeutiques en cas d'hypertension intracrânienne ; différer le TAR de 4-6 semaines.",
      'Therapeutic lumbar punctures for raised pressure; prehydrate and replace potassium; delay ART 4-6 weeks.':
        "Ponctions lombaires thérapeutiques en cas d'hypertension intracrânienne ; préhydrater et compenser le potassium ; différer le TAR de 4-6 semaines.",
      'Tinea capitis and extensive or nail infection need oral griseofulvin (10 mg/kg daily for 6-8 weeks; not in pregnancy).':
        'La teigne du cuir chevelu et les infections étendues ou unguéales demandent de la griséofulvine orale (10 mg/kg par jour pendant 6-8 semaines ; pas pendant la grossesse).',
      'Tranexamic acid is for adults and adolescents (in children hospitals use 15 mg/kg, max 1 g); not after 3 hours from injury.':
        "L'acide tranexamique est destiné aux adultes et aux adolescents (chez l'enfant, les hôpitaux utilisent 15 mg/kg, max 1 g) ; pas au-delà de 3 heures après le traumatisme.",
      'Treat all household contacts at the same time; wash clothes and bedding in hot water. Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.':
        "Traiter tous les contacts du foyer en même temps ; laver vêtements et literie à l'eau chaude. Benzoate de benzyle à 25% (dilué chez l'enfant, pas avant 2 ans) si la perméthrine n'est pas disponible.",
      'Treat asymptomatic bacteriuria in pregnancy; send a urine culture and check it after treatment.':
        'Traiter la bactériurie asymptomatique pendant la grossesse ; envoyer une uroculture et la recontrôler après le traitement.',
      'Treat at a kala-azar treatment centre: in East Africa sodium stibogluconate 20 mg Sb/kg/day IM or IV with paromomycin 15 mg/kg/day IM for 17 days; liposomal amphotericin B for pregnancy, HIV co-infection and relapse. ECG, nutrition and transfusion support.':
        "Traiter dans un centre de traitement du kala-azar : en Afrique de l'Est, stibogluconate de sodium 20 mg Sb/kg/jour IM ou IV avec paromomycine 15 mg/kg/jour IM pendant 17 jours ; amphotéricine B liposomale pendant la grossesse, en cas de co-infection VIH et de rechute. ECG, soutien nutritionnel et transfusionnel.",
      'Treat hypoglycaemia, convulsions and anaemia; where injections are impossible give rectal artesunate 10 mg/kg once and refer at once.':
        "Traiter l'hypoglycémie, les convulsions et l'anémie ; si les injections sont impossibles, donner l'artésunate rectal 10 mg/kg en une fois et transférer immédiatement.",
      'Treat malaria and hookworm (albendazole after the first trimester); severe anaemia (Hb below 7 g/dL) near term: refer.':
        "Traiter le paludisme et l'ankylostome (albendazole après le premier trimestre) ; anémie sévère (Hb inférieure à 7 g/dL) près du terme : transférer.",
      'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.':
        "Traiter les partenaires, proposer le dépistage du VIH et de la syphilis, des préservatifs ; pendant la grossesse, l'azithromycine remplace la doxycycline.",
      'Treat partners; warn of the Jarisch-Herxheimer reaction; in pregnancy only penicillin reliably treats the fetus.':
        'Traiter les partenaires ; prévenir de la réaction de Jarisch-Herxheimer ; pendant la grossesse, seule la pénicilline traite le fœtus de façon fiable.',
      'Treat the cause of delirium. No routine medicine; a low dose of haloperidol only for dangerous agitation, prescribed by the clinician; no cognitive enhancers in primary care.':
        "Traiter la cause du délirium. Pas de médicament systématique ; une faible dose d'halopéridol seulement pour une agitation dangereuse, prescrite par le clinicien ; pas de stimulants cognitifs en soins primaires.",
      'Treat the household with azithromycin.': 'Traiter le foyer par azithromycine.',
      'Treatment is food (ready-to-use supplementary food through the nutrition programme), not medicine.':
        "Le traitement est alimentaire (aliment de complément prêt à l'emploi par le programme de nutrition), pas médicamenteux.",
      'Treatment is phototherapy or exchange transfusion, decided by serum bilirubin for age in hours; no medicine.':
        "Le traitement est la photothérapie ou l'exsanguinotransfusion, décidées selon la bilirubine sérique pour l'âge en heures ; pas de médicament.",
      'Trichiasis needs surgery: refer.': 'Le trichiasis demande une chirurgie : transférer.',
      'Tuberculous pleurisy: give the TB regimens of pulmonary tuberculosis (2HRZE/4HR by weight band). Empyema: drainage and IV antibiotics in hospital; no dose is computed here because the antibiotic choice follows the local protocol and the culture.':
        "Pleurésie tuberculeuse : donner les schémas antituberculeux de la tuberculose pulmonaire (2HRZE/4HR selon la tranche de poids). Empyème : drainage et antibiotiques IV à l'hôpital ; aucune dose n'est calculée ici car le choix de l'antibiotique suit le protocole local et la culture.",
      'Under 16 years: refer; no withdrawal dose is given here.':
        "Moins de 16 ans : transférer ; aucune dose de sevrage n'est donnée ici.",
      'Up-dosing to 4 times (specialist advice) is in the guideline for uncontrolled chronic urticaria; the cap here is the standard dose.':
        "L'augmentation jusqu'à 4 fois la dose (sur avis spécialisé) figure dans le guide pour l'urticaire chronique non contrôlée ; le plafond ici est la dose standard.",
      'Usual maintenance 100 to 200 micrograms daily; the cap is the top of that range. Children and pregnancy: specialist.':
        'Entretien habituel de 100 à 200 microgrammes par jour ; le plafond est le haut de cette fourchette. Enfants et grossesse : spécialiste.',
      'Wash the wound with soap and water for 15 minutes at once. Category III: rabies immunoglobulin (human 20 IU/kg or equine 40 IU/kg) infiltrated into and around the wound on day 0. Intradermal alternative: 0.1 mL at 2 sites on days 0, 3 and 7.':
        "Laver immédiatement la plaie à l'eau et au savon pendant 15 minutes. Catégorie III : immunoglobulines antirabiques (humaines 20 UI/kg ou équines 40 UI/kg) infiltrées dans et autour de la plaie au jour 0. Alternative intradermique : 0.1 mL en 2 sites aux jours 0, 3 et 7.",
      'Weight loss, raise the head of the bed, avoid late meals, alcohol and tobacco; antacid for occasional symptoms.':
        "Perte de poids, surélever la tête du lit, éviter les repas tardifs, l'alcool et le tabac ; antiacide pour les symptômes occasionnels.",
      'Where onchocerciasis is co-endemic give ivermectin 150 micrograms/kg with albendazole instead of DEC. The source states no maximum for DEC; the cap is the dose at 150 kg.':
        "Là où l'onchocercose est co-endémique, donner l'ivermectine 150 microgrammes/kg avec l'albendazole au lieu de la DEC. La source ne donne pas de maximum pour la DEC ; le plafond est la dose pour 150 kg.",
      'WHO now recommends artemether-lumefantrine in the first trimester; quinine (with clindamycin) only when it cannot be given. Check for severe malaria signs; give IPTp-SP from the second trimester.':
        "L'OMS recommande désormais l'artéméther-luméfantrine au premier trimestre ; la quinine (avec la clindamycine) seulement quand il ne peut pas être donné. Rechercher des signes de paludisme grave ; donner le TPIp-SP à partir du deuxième trimestre.",
      'Wick the ear dry before each instillation.':
        "Assécher l'oreille par méchage avant chaque instillation.",
      'With a protective proton-pump inhibitor. Tuberculous pericarditis is treated with the TB regimens (see pulmonary tuberculosis).':
        'Avec un inhibiteur de la pompe à protons en protection. La péricardite tuberculeuse est traitée par les schémas antituberculeux (voir la tuberculose pulmonaire).',
      'With generous emollients.': 'Avec des émollients en abondance.',
    },
  },
];
