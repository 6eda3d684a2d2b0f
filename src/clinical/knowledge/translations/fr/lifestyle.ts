import type { TranslationGroup } from '../types';

/**
 * The advice to the patient and family the recommendations give, in French, by their English wording
 * (lifestyle of knowledge/conditions); advice missing here is shown in English. Machine drafts (reviewer:
 * null) until a clinician fluent in French reviews them.
 */
export const frenchLifestyle: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Sleep under a long-lasting insecticide-treated net every night, the whole household.':
        "Dormir chaque nuit sous une moustiquaire imprégnée d'insecticide à longue durée, toute la famille.",
      'Complete all 6 doses of artemether-lumefantrine over 3 days, taken with fatty food or milk.':
        "Prendre les 6 doses d'artéméther-luméfantrine sur 3 jours, avec un repas gras ou du lait.",
      'Drink plenty of fluids and rest; return at once if unable to drink, very sleepy, convulsing or breathing fast.':
        "Boire beaucoup et se reposer ; revenir immédiatement en cas d'incapacité à boire, de somnolence importante, de convulsions ou de respiration rapide.",
      'After recovery, sleep under an insecticide-treated net every night; children under 5 and pregnant women first.':
        'Après la guérison, dormir chaque nuit sous une moustiquaire imprégnée ; les enfants de moins de 5 ans et les femmes enceintes en priorité.',
      'Complete the full oral ACT course after parenteral artesunate once the patient can swallow.':
        "Terminer la cure complète d'ACT orale après l'artésunate parentéral dès que le patient peut avaler.",
      'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.':
        "Ne boire que de l'eau bouillie ou traitée et se laver les mains au savon après les toilettes et avant de manger.",
      'Complete the full antibiotic course even when the fever settles.':
        'Terminer tout le traitement antibiotique même si la fièvre baisse.',
      'Do not prepare food for others until recovered.':
        'Ne pas préparer de repas pour les autres avant la guérison.',
      'Drink ORS after every loose stool; continue feeding and breastfeeding.':
        "Boire de la SRO après chaque selle liquide ; poursuivre l'alimentation et l'allaitement.",
      'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.':
        "Faire bouillir ou chlorer l'eau de boisson, se laver les mains au savon et utiliser des latrines.",
      'Household contacts: watch for diarrhoea and come at once if it starts.':
        'Contacts du foyer : surveiller la diarrhée et venir immédiatement si elle commence.',
      'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.':
        "Donner de la SRO après chaque selle liquide et des liquides supplémentaires ; poursuivre l'allaitement et l'alimentation.",
      'Give zinc every day for 10-14 days even after the diarrhoea stops (children).':
        "Donner du zinc chaque jour pendant 10-14 jours même après l'arrêt de la diarrhée (enfants).",
      'Wash hands with soap after the toilet and before preparing food; drink treated water.':
        "Se laver les mains au savon après les toilettes et avant de préparer les repas ; boire de l'eau traitée.",
      'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.':
        "Revenir immédiatement si l'enfant ne peut pas boire, devient somnolent, a du sang dans les selles ou boit mal.",
      'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.':
        'Se laver les mains au savon après les toilettes et avant de manipuler les aliments ; quelques germes suffisent à transmettre la shigellose.',
      'Continue feeding and give extra fluids or ORS.':
        "Poursuivre l'alimentation et donner des liquides supplémentaires ou de la SRO.",
      'Finish all 3 days of the antibiotic; return after 2 days if still bloody.':
        "Terminer les 3 jours d'antibiotique ; revenir après 2 jours si les selles sont encore sanglantes.",
      'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.':
        "Boire de l'eau bouillie ou traitée et se laver les mains au savon ; laver fruits et légumes à l'eau propre.",
      'Avoid alcohol during metronidazole treatment.':
        "Éviter l'alcool pendant le traitement par métronidazole.",
      'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.':
        'Utiliser des latrines, porter des chaussures et se laver les mains au savon avant de manger et après les toilettes.',
      'Deworm children every 6-12 months in school or community programmes.':
        'Déparasiter les enfants tous les 6-12 mois dans les programmes scolaires ou communautaires.',
      'Eat iron-rich foods (beans, green leaves, meat) when anaemic.':
        "Manger des aliments riches en fer (haricots, feuilles vertes, viande) en cas d'anémie.",
      'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.':
        'Éviter de se baigner, de nager ou de laver dans les lacs, rivières et barrages où vivent les mollusques ; utiliser une eau sûre.',
      'Urinate and defecate in latrines, not in or near water.':
        "Uriner et déféquer dans des latrines, pas dans l'eau ni à proximité.",
      'Take praziquantel with food during school or community mass treatment.':
        'Prendre le praziquantel avec un repas lors des traitements de masse scolaires ou communautaires.',
      'Take TB medicines every day for the whole course (6 months) under treatment support; never stop early.':
        'Prendre les médicaments antituberculeux chaque jour pendant toute la durée du traitement (6 mois) avec un accompagnement ; ne jamais arrêter trop tôt.',
      'Cover the mouth when coughing, open windows, sleep apart from small children for the first 2 weeks.':
        "Se couvrir la bouche en toussant, ouvrir les fenêtres, dormir à l'écart des jeunes enfants pendant les 2 premières semaines.",
      'Bring household contacts, especially children under 5 and people with HIV, for screening and preventive therapy.':
        'Amener les contacts du foyer, surtout les enfants de moins de 5 ans et les personnes vivant avec le VIH, pour dépistage et traitement préventif.',
      'Eat enough energy and protein; avoid alcohol and smoking.':
        "Manger suffisamment d'énergie et de protéines ; éviter l'alcool et le tabac.",
      'Rest, drink plenty of fluids, and complete the full antibiotic course.':
        'Se reposer, boire beaucoup et terminer tout le traitement antibiotique.',
      'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.':
        "Revenir immédiatement en cas d'essoufflement au repos, de confusion ou de fièvre après 3 jours de traitement.",
      'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.':
        'Arrêter de fumer ; vaccination antipneumococcique et antigrippale des personnes âgées et des malades chroniques si disponible.',
      'Give every dose of amoxicillin for the full course, even when the child seems better.':
        "Donner chaque dose d'amoxicilline pendant tout le traitement, même si l'enfant semble aller mieux.",
      'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.':
        "Poursuivre l'allaitement et proposer souvent à boire ; désobstruer le nez avant les tétées.",
      'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.':
        "Revenir immédiatement si la respiration devient difficile, si l'enfant ne peut pas boire ou s'il s'aggrave.",
      'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.':
        "Tenir les vaccinations à jour (PCV, Hib, rougeole, coqueluche) et éviter la fumée à l'intérieur.",
      'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.':
        "Désobstruer le nez au sérum physiologique avant les tétées ; nourrir en petites quantités fréquentes et poursuivre l'allaitement.",
      'Keep the baby away from smoke; wash hands to protect other infants.':
        "Tenir le bébé à l'écart de la fumée ; se laver les mains pour protéger les autres nourrissons.",
      'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.':
        'Revenir immédiatement si la respiration devient plus difficile, si les lèvres bleuissent, en cas de pauses respiratoires ou si le bébé ne tète plus.',
      'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.':
        "Se reposer, boire chaud et soulager la gorge avec du miel (pas avant 1 an) ou de l'eau tiède.",
      'Antibiotics do not help a cold; they cause side effects and resistance.':
        'Les antibiotiques ne soignent pas un rhume ; ils provoquent des effets indésirables et des résistances.',
      'Wash hands and cover coughs and sneezes to protect others.':
        'Se laver les mains et se couvrir en toussant et en éternuant pour protéger les autres.',
      "Clear a child's blocked nose with saline drops before feeds.":
        "Désobstruer le nez de l'enfant au sérum physiologique avant les tétées.",
      'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.':
        'Terminer les 10 jours de pénicilline/amoxicilline pour prévenir le rhumatisme articulaire aigu.',
      'Warm saltwater gargles, soft food and plenty of fluids.':
        "Gargarismes à l'eau salée tiède, alimentation molle et boissons abondantes.",
      'Stay off school for the first 24 hours of antibiotics.':
        "Ne pas aller à l'école pendant les 24 premières heures d'antibiotique.",
      'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.':
        "Assécher l'oreille qui coule avec une mèche de tissu propre 3 fois par jour ; ne pas mettre d'huile ni d'objets dans l'oreille.",
      'Give the antibiotic for the full 5 days and paracetamol for pain.':
        "Donner l'antibiotique pendant les 5 jours complets et du paracétamol contre la douleur.",
      'Avoid bottle-feeding lying flat and exposure to smoke.':
        "Éviter le biberon en position couchée à plat et l'exposition à la fumée.",
      'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.':
        'Lavages nasaux au sérum salé, inhalations de vapeur et boissons ; la plupart des cas guérissent en 2-3 semaines sans antibiotique.',
      'Avoid smoke and known allergens.': 'Éviter la fumée et les allergènes connus.',
      'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.':
        "Se reposer, boire beaucoup et rester à la maison jusqu'à 24 heures après la fin de la fièvre.",
      'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.':
        'Se couvrir en toussant et en éternuant, se laver les mains ; vaccination antigrippale annuelle des groupes à risque si disponible.',
      'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.':
        "S'isoler à domicile tant qu'il y a des symptômes, porter un masque près des autres, aérer les pièces.",
      'Rest, fluids and paracetamol; return at once if breathless.':
        "Repos, boissons et paracétamol ; revenir immédiatement en cas d'essoufflement.",
      'Keep COVID-19 vaccination up to date if older or with chronic illness.':
        "Tenir la vaccination COVID-19 à jour en cas d'âge avancé ou de maladie chronique.",
      'Close household contacts of meningococcal disease should receive preventive antibiotic promptly.':
        "Les contacts proches d'un cas de méningococcie doivent recevoir rapidement un antibiotique préventif.",
      "Keep children's vaccines up to date (Hib, pneumococcal; MenAfriVac/MenFive in the meningitis belt).":
        'Tenir à jour les vaccins des enfants (Hib, pneumocoque ; MenAfriVac/MenFive dans la ceinture de la méningite).',
      'Attend hearing and development follow-up after discharge.':
        "Assurer le suivi de l'audition et du développement après la sortie.",
      'Take fluconazole every day through consolidation and maintenance until the CD4 count recovers on ART.':
        "Prendre le fluconazole chaque jour pendant la consolidation et l'entretien jusqu'à la remontée des CD4 sous TARV.",
      'Start ART 4-6 weeks after antifungal treatment begins, not earlier.':
        'Commencer le TARV 4-6 semaines après le début du traitement antifongique, pas avant.',
      'Take ART every day at the same time for life; undetectable means untransmittable.':
        'Prendre le TARV chaque jour à la même heure à vie ; indétectable = intransmissible.',
      'Use condoms; offer testing to partners and children (index testing).':
        'Utiliser des préservatifs ; proposer le dépistage aux partenaires et aux enfants (dépistage indexé).',
      'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.':
        "Manger équilibré, éviter l'alcool et le tabac, dormir sous une moustiquaire.",
      'Continue cotrimoxazole prophylaxis after treatment and take ART daily.':
        'Poursuivre la prophylaxie au cotrimoxazole après le traitement et prendre le TARV chaque jour.',
      'Keep the child away from other children and pregnant women until 4 days after the rash appears.':
        "Tenir l'enfant à l'écart des autres enfants et des femmes enceintes jusqu'à 4 jours après l'apparition de l'éruption.",
      'Continue breastfeeding and feeding; give extra fluids.':
        "Poursuivre l'allaitement et l'alimentation ; donner des liquides supplémentaires.",
      'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).':
        'Vacciner la fratrie et les contacts non à jour (2 doses de vaccin contenant la rougeole).',
      'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.':
        "Nettoyer les yeux à l'eau propre et appliquer la pommade ophtalmique à la tétracycline comme indiqué.",
      'Drink plenty of fluids (ORS, juice, soup); rest.': 'Boire beaucoup (SRO, jus, soupe) ; se reposer.',
      'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).':
        "Utiliser uniquement du paracétamol ; éviter l'aspirine, l'ibuprofène et les autres AINS (risque hémorragique).",
      'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.':
        "Vider les récipients contenant de l'eau autour de la maison et utiliser des répulsifs ; les moustiques Aedes piquent le jour.",
      'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.':
        "Revenir immédiatement en cas de douleur abdominale, de vomissements persistants, de saignement, de somnolence, ou si la fièvre baisse mais que l'état s'aggrave.",
      'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.':
        'Faire bouillir le lait avant de le boire et éviter les produits au lait cru ; porter des gants pour manipuler les animaux qui mettent bas ou les carcasses.',
      'Take the full 6 weeks of treatment; relapse is common when stopped early.':
        "Suivre les 6 semaines complètes de traitement ; les rechutes sont fréquentes en cas d'arrêt précoce.",
      'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.':
        "Dormir sous une moustiquaire imprégnée ; les phlébotomes piquent du crépuscule à l'aube.",
      'Eat energy-rich food; complete the full supervised treatment course.':
        'Manger des aliments énergétiques ; terminer tout le traitement supervisé.',
      'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.':
        'Éviter tout contact avec les liquides biologiques des malades et des défunts ; inhumations sûres et dignes.',
      'Do not handle or eat bushmeat; store food away from rodents (Lassa).':
        "Ne pas manipuler ni manger de viande de brousse ; conserver les aliments à l'abri des rongeurs (Lassa).",
      'Survivors: use condoms until semen tests negative (Ebola, Marburg).':
        "Survivants : utiliser des préservatifs jusqu'à un test du sperme négatif (Ebola, Marburg).",
      'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.':
        "S'isoler jusqu'à ce que toutes les lésions aient croûté et que la peau se soit reformée ; couvrir les lésions, porter un masque près des autres.",
      'Avoid sex during illness and use condoms for 12 weeks after recovery.':
        'Éviter les rapports sexuels pendant la maladie et utiliser des préservatifs pendant 12 semaines après la guérison.',
      'Keep lesions clean and dry; do not scratch; wash bedding separately.':
        'Garder les lésions propres et sèches ; ne pas gratter ; laver la literie séparément.',
      'Complete every vaccine dose on the scheduled days.':
        'Recevoir chaque dose de vaccin aux jours prévus.',
      'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.':
        'Vacciner les chiens chaque année ; apprendre aux enfants à éviter les chiens errants et à signaler toute morsure.',
      'Do not suture the bite wound immediately; keep it clean.':
        'Ne pas suturer immédiatement la plaie de morsure ; la garder propre.',
      'Complete the tetanus vaccine course after recovery: the disease does not give immunity.':
        "Compléter la vaccination antitétanique après la guérison : la maladie ne confère pas d'immunité.",
      'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.':
        "Bien nettoyer toute plaie et faire un rappel antitétanique si la vaccination n'est pas à jour ; les femmes enceintes doivent recevoir le vaccin diphtérie-tétanos ; soins propres du cordon à la naissance.",
      'Drink plenty of water and pass urine regularly and after sex.':
        "Boire beaucoup d'eau et uriner régulièrement et après les rapports.",
      'Complete the antibiotic course; return if fever or back pain develops.':
        'Terminer le traitement antibiotique ; revenir en cas de fièvre ou de douleur lombaire.',
      'Drink plenty of fluids and complete the full antibiotic course.':
        'Boire beaucoup et terminer tout le traitement antibiotique.',
      'Return at once if vomiting prevents taking tablets or you feel faint.':
        'Revenir immédiatement si les vomissements empêchent de prendre les comprimés ou en cas de malaise.',
      'Abstain from sex for 7 days after treatment and until partners are treated.':
        "S'abstenir de rapports sexuels pendant 7 jours après le traitement et jusqu'au traitement des partenaires.",
      'Notify and refer sexual partners from the last 60 days for treatment.':
        'Informer et orienter pour traitement les partenaires des 60 derniers jours.',
      'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.':
        'Utiliser systématiquement des préservatifs ; envisager la prophylaxie pré-exposition au VIH si le risque persiste.',
      'Abstain from sex until 7 days after treatment and until partners are treated.':
        "S'abstenir de rapports sexuels jusqu'à 7 jours après le traitement et jusqu'au traitement des partenaires.",
      'Notify all partners for testing and treatment; use condoms.':
        'Informer tous les partenaires pour dépistage et traitement ; utiliser des préservatifs.',
      'Attend all follow-up blood tests.': 'Se présenter à tous les bilans sanguins de suivi.',
      'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.':
        "Suivre les 14 jours complets de traitement ; s'abstenir de rapports jusqu'à la fin du traitement du couple.",
      'Partners from the last 60 days need treatment; use condoms.':
        'Les partenaires des 60 derniers jours doivent être traités ; utiliser des préservatifs.',
      'Avoid alcohol while taking metronidazole.': "Éviter l'alcool sous métronidazole.",
      'Raise the affected limb and rest; take the full antibiotic course.':
        'Surélever le membre atteint et se reposer ; terminer tout le traitement antibiotique.',
      "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.":
        "Garder les plaies propres et couvertes ; traiter le pied d'athlète ; porter des chaussures aux champs.",
      'Return if the redness spreads past the marked line, or fever and pain worsen.':
        'Revenir si la rougeur dépasse le trait tracé, ou si la fièvre et la douleur augmentent.',
      'Treat every household member and close contact at the same time, even without itching.':
        'Traiter en même temps tous les membres du foyer et les contacts proches, même sans démangeaisons.',
      'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.':
        "Laver vêtements, serviettes et literie à l'eau chaude et sécher au soleil, ou les enfermer dans un sac pendant 3 jours.",
      'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.':
        'Les démangeaisons peuvent durer 2 à 4 semaines après un traitement réussi ; cela ne signifie pas un échec.',
      'Keep skin folds and feet clean and dry; dry well between the toes after washing.':
        'Garder les plis et les pieds propres et secs ; bien sécher entre les orteils après la toilette.',
      'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.':
        'Ne pas partager peignes, bonnets, serviettes ou chaussures ; examiner et traiter la fratrie atteinte de teigne.',
      'Continue the cream for 2 weeks after the rash has cleared.':
        "Poursuivre la crème 2 semaines après la disparition de l'éruption.",
      'Avoid alcohol completely and avoid herbal remedies and unprescribed medicines that may harm the liver.':
        "Éviter totalement l'alcool ainsi que les remèdes à base de plantes et les médicaments non prescrits qui peuvent nuire au foie.",
      'Wash hands after using the toilet and drink safe water (hepatitis A and E spread by the faecal-oral route).':
        'Se laver les mains après les toilettes et boire une eau sûre (les hépatites A et E se transmettent par voie féco-orale).',
      'Household and sexual contacts of a person with hepatitis B should be tested and vaccinated; use condoms.':
        "Les contacts du foyer et les partenaires sexuels d'une personne atteinte d'hépatite B doivent être dépistés et vaccinés ; utiliser des préservatifs.",
      'Rest and eat small frequent meals while recovering.':
        'Se reposer et manger de petits repas fréquents pendant la convalescence.',
      'After recovery, complete the antibiotic course and return at once if fever or confusion come back.':
        'Après la guérison, terminer le traitement antibiotique et revenir immédiatement si la fièvre ou la confusion réapparaissent.',
      'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.':
        "Personnes vivant avec le VIH ou diabétiques : poursuivre le TARV et le traitement du diabète ; les vaccins réduisent le risque d'infection grave.",
      'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).':
        "Rester à la maison, sans école ni travail, jusqu'à ce que toutes les lésions aient croûté (environ 5 jours après le début de l'éruption).",
      'Keep away from pregnant women, newborns and people with weak immunity.':
        "Rester à l'écart des femmes enceintes, des nouveau-nés et des personnes immunodéprimées.",
      'Cut nails short and bathe daily to reduce scratching and infection.':
        "Couper les ongles court et se laver chaque jour pour limiter le grattage et l'infection.",
      'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.':
        "Ne pas donner d'aspirine (syndrome de Reye) et éviter l'ibuprofène (infection cutanée grave) ; utiliser le paracétamol.",
      'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.':
        "Se laver souvent les mains, ne pas partager serviettes ni gants de toilette, et nettoyer les sécrétions à l'eau bouillie refroidie.",
      'Do not put traditional remedies or breast milk in the eyes.':
        'Ne pas mettre de remèdes traditionnels ni de lait maternel dans les yeux.',
      'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.':
        'Conjonctivite allergique : éviter de se frotter les yeux et appliquer des compresses froides.',
      'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.':
        'Manger plus de légumes, de légumineuses et de céréales complètes ; réduire les boissons sucrées, le pain blanc et les grosses portions de féculents.',
      'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.':
        "Marcher d'un bon pas ou pratiquer une autre activité modérée au moins 30 minutes 5 jours par semaine ; perdre 5-10% du poids en cas de surpoids.",
      'Stop smoking and limit alcohol.': "Arrêter de fumer et limiter l'alcool.",
      'Check your feet daily, wear closed shoes, and come early for any wound.':
        'Examiner ses pieds chaque jour, porter des chaussures fermées et consulter tôt pour toute plaie.',
      'Take medicines every day even when you feel well.':
        'Prendre les médicaments chaque jour même en se sentant bien.',
      'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.':
        "Ne jamais arrêter l'insuline en cas de maladie ; contrôler plus souvent glycémie et cétones et consulter tôt en cas de vomissements.",
      'Keep insulin cool (clay pot or cool place) and carry sugar at all times.':
        "Conserver l'insuline au frais (canari en terre ou endroit frais) et avoir toujours du sucre sur soi.",
      'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.':
        'Ne jamais sauter de repas sous insuline ou sulfamide ; manger davantage avant un travail pénible.',
      'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).':
        'Avoir du sucre ou des bonbons sur soi et les prendre aux premiers signes (sueurs, tremblements, faim).',
      'Family members should know how to give sugar and when to bring the patient in.':
        'La famille doit savoir donner du sucre et quand amener le patient.',
      'Avoid drinking alcohol on an empty stomach.': "Éviter de boire de l'alcool à jeun.",
      'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.':
        "Manger moins salé (moins de 5 g par jour : pas de sel ajouté, moins d'aliments transformés salés) et plus de fruits et légumes.",
      'Be active at least 30 minutes on most days and lose weight if overweight.':
        'Être actif au moins 30 minutes la plupart des jours et perdre du poids en cas de surpoids.',
      'Take the tablets every day for life, even when there are no symptoms.':
        'Prendre les comprimés chaque jour à vie, même sans symptômes.',
      'After recovery, take blood pressure medicines every day and never stop them suddenly.':
        'Après la guérison, prendre chaque jour les antihypertenseurs et ne jamais les arrêter brutalement.',
      'Reduce salt and alcohol; come for monthly BP checks.':
        "Réduire le sel et l'alcool ; venir contrôler la PA chaque mois.",
      'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.':
        'Manger moins salé et se peser chaque jour ; consulter tôt si le poids augmente de 2 kg en 3 jours.',
      'Keep active within comfort; rest when breathless.':
        "Rester actif dans la limite du confort ; se reposer en cas d'essoufflement.",
      'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.':
        "Éviter les AINS (ibuprofène, diclofénac) et l'alcool ; arrêter de fumer.",
      'Take all heart medicines daily; do not stop them when swelling goes.':
        'Prendre tous les médicaments cardiaques chaque jour ; ne pas les arrêter quand les œdèmes disparaissent.',
      'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.':
        'Prendre chaque jour antihypertenseurs, statine et antiagrégant pour prévenir un nouvel AVC.',
      'Stop smoking, limit alcohol and salt.': "Arrêter de fumer, limiter l'alcool et le sel.",
      'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.':
        "Connaître les signes VITE : venir immédiatement en cas de visage affaissé, de faiblesse d'un bras ou de trouble de la parole.",
      'Stop smoking completely.': 'Arrêter complètement de fumer.',
      'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.':
        'Prendre chaque jour aspirine, statine, bêtabloquant et IEC après un infarctus.',
      'Call for help at once if chest pain lasts more than 10 minutes.':
        "Appeler à l'aide immédiatement si la douleur thoracique dure plus de 10 minutes.",
      'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).':
        'Alimentation saine pauvre en sel et en graisses saturées, marche régulière après la récupération (réadaptation cardiaque).',
      'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.':
        "Ne jamais manquer l'injection mensuelle de pénicilline : elle prévient de nouvelles poussées qui abîment davantage le cœur.",
      'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.':
        "Consulter tôt pour tout mal de gorge ; bonne hygiène dentaire et brossage des dents pour prévenir l'endocardite.",
      'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.':
        'Les femmes atteintes de cardiopathie rhumatismale doivent planifier leurs grossesses avec la consultation de cardiologie et utiliser une contraception fiable.',
      'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.':
        "Utiliser chaque jour l'inhalateur de fond (corticoïde inhalé) et vérifier la technique d'inhalation avec une chambre d'inhalation.",
      'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.':
        "Éviter la fumée (tabac, cuisson au charbon et au bois à l'intérieur), la poussière et les déclencheurs connus.",
      'Follow a written asthma action plan and come at once if the reliever does not help.':
        "Suivre un plan d'action écrit pour l'asthme et venir immédiatement si le traitement de secours ne suffit pas.",
      'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).':
        'Arrêter de fumer et éviter la fumée des feux de cuisson (cuisiner dehors ou utiliser un foyer amélioré bien ventilé).',
      'Stay as active as possible (pulmonary rehabilitation); breathing exercises.':
        'Rester aussi actif que possible (réhabilitation respiratoire) ; exercices respiratoires.',
      'Get influenza and pneumococcal vaccines where available.':
        'Se faire vacciner contre la grippe et le pneumocoque si disponible.',
      'Use the maintenance inhaler daily and check technique.':
        "Utiliser chaque jour l'inhalateur de fond et vérifier la technique.",
      'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.':
        'Manger des aliments riches en fer : foie, viande, poisson, haricots, légumes à feuilles vert foncé (sukuma wiki, managu), avec des fruits pour la vitamine C.',
      'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.':
        "Prendre le fer entre les repas ; éviter thé et café dans l'heure qui entoure la prise (1 heure).",
      'Wear shoes outdoors and deworm regularly to prevent hookworm.':
        "Porter des chaussures dehors et se déparasiter régulièrement pour prévenir l'ankylostomiase.",
      'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).':
        'Le fer peut noircir les selles ; garder les comprimés hors de portée des enfants (le surdosage est dangereux).',
      'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.':
        "Boire beaucoup d'eau chaque jour et éviter le froid, la déshydratation et l'épuisement.",
      'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.':
        "Dormir sous une moustiquaire imprégnée et prendre la prévention du paludisme et l'acide folique comme prescrit.",
      'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.':
        "Enfants : donner une prophylaxie quotidienne par pénicilline jusqu'à 5 ans et tenir tous les vaccins à jour, y compris le pneumocoque.",
      'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.':
        "Venir immédiatement en cas de fièvre, de douleur thoracique, de faiblesse ou de ventre gonflé chez l'enfant.",
      'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.':
        "Donner uniquement l'aliment thérapeutique (ATPE) prescrit, en petites quantités fréquentes, avec de l'eau propre ; poursuivre l'allaitement.",
      'Keep the child warm and covered, especially at night.':
        "Garder l'enfant au chaud et couvert, surtout la nuit.",
      'Wash hands before feeding; use safe water.':
        "Se laver les mains avant de nourrir l'enfant ; utiliser une eau sûre.",
      'Play with and stimulate the child every day.': "Jouer avec l'enfant et le stimuler chaque jour.",
      'Return every week to the programme and at once if the child stops eating or becomes sick.':
        "Revenir chaque semaine au programme et immédiatement si l'enfant cesse de manger ou tombe malade.",
      'Avoid NSAIDs (ibuprofen, diclofenac, aspirin) unless a doctor says they are essential; use paracetamol for pain.':
        'Éviter les AINS (ibuprofène, diclofénac, aspirine) sauf si un médecin les juge indispensables ; utiliser le paracétamol contre la douleur.',
      'Stop smoking and reduce alcohol.': "Arrêter de fumer et réduire l'alcool.",
      'Eat regular small meals; avoid foods that clearly worsen symptoms.':
        'Manger de petits repas réguliers ; éviter les aliments qui aggravent nettement les symptômes.',
      'Lose weight if overweight; eat the last meal at least 3 hours before lying down.':
        "Perdre du poids en cas de surpoids ; prendre le dernier repas au moins 3 heures avant de s'allonger.",
      'Raise the head of the bed; avoid tight clothing.':
        'Surélever la tête du lit ; éviter les vêtements serrés.',
      'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.':
        "Réduire l'alcool, le tabac, le café, les aliments gras et épicés s'ils déclenchent les symptômes.",
      'Do not eat or drink until seen by the surgeon.':
        "Ne rien manger ni boire avant d'avoir vu le chirurgien.",
      'After surgery, walk early and return for wound redness, fever or worsening pain.':
        "Après l'opération, se lever tôt et revenir en cas de rougeur de la plaie, de fièvre ou de douleur croissante.",
      'Take the anti-seizure medicine every day and never stop it suddenly.':
        "Prendre l'antiépileptique chaque jour et ne jamais l'arrêter brutalement.",
      'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.':
        "Ne pas nager seul, cuisiner sur un feu ouvert, monter en hauteur ni conduire tant que la période sans crise exigée par la loi n'est pas atteinte.",
      'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.':
        "Pendant une crise : coucher la personne sur le côté, protéger la tête, ne rien mettre dans la bouche ; demander de l'aide si elle dure plus de 5 minutes.",
      'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.':
        "Un sommeil régulier et l'absence d'alcool réduisent les crises ; l'épilepsie n'est ni contagieuse ni due à la sorcellerie.",
      'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).':
        'Garder un sommeil, des repas et une hydratation réguliers ; noter et éviter les déclencheurs (repas sautés, stress, certains aliments).',
      'Take pain medicine early in an attack and rest in a dark quiet room.':
        "Prendre l'antalgique tôt pendant la crise et se reposer dans une pièce sombre et calme.",
      'Do not use pain medicines on more than 10 days a month (medication-overuse headache).':
        "Ne pas prendre d'antalgiques plus de 10 jours par mois (céphalée par abus médicamenteux).",
      'Women with migraine with aura should avoid combined oestrogen contraceptives.':
        'Les femmes ayant une migraine avec aura doivent éviter les contraceptifs œstroprogestatifs.',
      'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.':
        'Sommeil, repas, hydratation et activité physique réguliers ; relaxation et étirements du cou.',
      'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.':
        'Limiter les antalgiques à moins de 10 à 15 jours par mois pour éviter la céphalée par abus médicamenteux.',
      'Talk about sources of stress; counselling helps frequent headaches.':
        "Parler des sources de stress ; l'accompagnement psychologique aide en cas de céphalées fréquentes.",
      'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.':
        'Garder une routine quotidienne, un sommeil régulier et les activités qui plaisaient, même à petits pas.',
      'Stay connected with family, friends or community and faith groups; do not isolate.':
        "Rester en lien avec la famille, les amis, la communauté ou les groupes religieux ; ne pas s'isoler.",
      'Regular physical activity such as walking.': 'Activité physique régulière, comme la marche.',
      'Avoid alcohol and drugs, which worsen depression.':
        "Éviter l'alcool et les drogues, qui aggravent la dépression.",
      'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.':
        'Porter des chaussures ou des bottes et une lampe la nuit ; débroussailler la cour et enlever les déchets.',
      'Sleep under a net or off the floor; do not handle or try to kill snakes.':
        'Dormir sous une moustiquaire ou surélevé, pas au sol ; ne pas manipuler ni essayer de tuer les serpents.',
      'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.':
        'Après une morsure : rester immobile, immobiliser le membre, aller directement au centre de santé ; ni garrot, ni incision, ni succion, ni remède traditionnel.',
      'Store pesticides locked away from the home and children, in the original container.':
        "Ranger les pesticides sous clé, loin de la maison et des enfants, dans leur emballage d'origine.",
      'Wear protective clothing and gloves when spraying; wash after use.':
        'Porter des vêtements de protection et des gants pour pulvériser ; se laver après usage.',
      'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.':
        'Éviter les AINS (ibuprofène, diclofénac) et les remèdes à base de plantes ; signaler la maladie rénale à chaque soignant.',
      'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.':
        'Manger moins salé ; limiter les aliments riches en potassium (bananes, oranges, tomates) si la kaliémie est élevée.',
      'Take blood pressure and diabetes medicines daily.':
        "Prendre chaque jour les traitements de l'hypertension et du diabète.",
      'Stop smoking; keep active.': 'Arrêter de fumer ; rester actif.',
      'Attend every antenatal visit for a blood pressure and urine check.':
        'Se rendre à chaque consultation prénatale pour le contrôle de la tension et des urines.',
      'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.':
        'Venir immédiatement en cas de céphalée intense, de vision floue, de douleur du haut du ventre, de gonflement du visage ou des mains, ou de convulsions.',
      'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.':
        "Lors de la prochaine grossesse, commencer l'aspirine à faible dose dès 12 semaines et le calcium si l'alimentation en est pauvre.",
      'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.':
        'Les prochaines grossesses sont plus à risque : venir pour une échographie précoce dès le retard de règles.',
      'Use condoms and get STIs treated early to protect the fallopian tubes.':
        'Utiliser des préservatifs et faire traiter tôt les IST pour protéger les trompes.',
      'Cut down alcohol, especially beer and spirits, and sugary drinks.':
        "Réduire l'alcool, surtout la bière et les spiritueux, et les boissons sucrées.",
      'Eat less red meat, offal and seafood; lose weight gradually if overweight.':
        "Manger moins de viande rouge, d'abats et de fruits de mer ; perdre du poids progressivement en cas de surpoids.",
      'Drink plenty of water; rest and elevate the joint, apply ice during a flare.':
        "Boire beaucoup d'eau ; reposer et surélever l'articulation, appliquer de la glace pendant la crise.",
      'Once started, take allopurinol every day, including during flares.':
        "Une fois commencé, prendre l'allopurinol chaque jour, y compris pendant les crises.",
      'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.':
        "Faire de l'exercice chaque jour : renforcement musculaire (quadriceps) et marche ou vélo ; l'exercice soigne, il n'abîme pas.",
      'Lose weight if overweight: each kilogram lost reduces knee load.':
        'Perdre du poids en cas de surpoids : chaque kilo perdu allège le genou.',
      'Use a walking stick in the opposite hand and supportive shoes.':
        'Utiliser une canne du côté opposé et des chaussures adaptées.',
      'Stay active and continue normal activities as far as possible; bed rest slows recovery.':
        'Rester actif et poursuivre autant que possible les activités habituelles ; le repos au lit retarde la guérison.',
      'Use heat for pain relief; do regular back and core exercises once the acute pain settles.':
        'Utiliser la chaleur contre la douleur ; faire régulièrement des exercices du dos et du gainage une fois la douleur aiguë calmée.',
      'Lift with bent knees, keep loads close to the body, avoid long static postures.':
        'Soulever en pliant les genoux, garder les charges près du corps, éviter les postures statiques prolongées.',
      'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.':
        "Réduire la poussière et la fumée à la maison : dépoussiérer à l'humide, aérer la literie au soleil, pas de tabac ni de fumée de cuisson à l'intérieur.",
      'Rinse the nose with salt water (saline).': "Rincer le nez à l'eau salée (sérum physiologique).",
      'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.':
        "Utiliser chaque jour le spray nasal corticoïde pendant la saison, pas seulement en cas de gêne ; orienter le spray vers l'extérieur de la narine.",
      'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.':
        "Éviter le déclencheur ; noter l'allergie dans tous les dossiers médicaux et porter un bracelet ou une carte d'alerte.",
      'Carry an adrenaline auto-injector if available and know how to use it.':
        "Avoir un stylo auto-injecteur d'adrénaline si disponible et savoir l'utiliser.",
      'Return at once if symptoms come back in the next 24 hours.':
        'Revenir immédiatement si les symptômes réapparaissent dans les 24 heures.',
      'Iron and folic acid daily for 3 months after the birth; eat iron-rich foods.':
        "Fer et acide folique chaque jour pendant 3 mois après l'accouchement ; manger des aliments riches en fer.",
      'Return at once for bleeding that soaks a pad in under an hour, clots, dizziness or fainting.':
        "Revenir immédiatement en cas de saignement qui trempe une garniture en moins d'une heure, de caillots, de vertiges ou de malaise.",
      'Plan the next birth in a facility with skilled attendants (previous PPH is a risk for the next).':
        'Prévoir le prochain accouchement dans une structure avec du personnel qualifié (une HPP antérieure est un risque pour la suivante).',
      'Any bleeding after 20 weeks is a danger sign: come to hospital at once, do not wait.':
        "Tout saignement après 20 semaines est un signe de danger : venir à l'hôpital immédiatement, sans attendre.",
      'Nothing in the vagina (no intercourse, no herbs) while a low placenta is suspected.':
        "Rien dans le vagin (pas de rapports, pas de plantes) tant qu'un placenta bas est suspecté.",
      'Keep breastfeeding unless she is very ill; wash hands before and after changing pads.':
        "Poursuivre l'allaitement sauf si elle est très malade ; se laver les mains avant et après le changement de garniture.",
      'Return at once for fever, foul discharge or abdominal pain in the 6 weeks after birth.':
        "Revenir immédiatement en cas de fièvre, de pertes malodorantes ou de douleur abdominale dans les 6 semaines suivant l'accouchement.",
      'Return at once for heavy bleeding (soaking 2 pads an hour), fever, foul discharge or severe pain.':
        'Revenir immédiatement en cas de saignement abondant (2 garnitures trempées par heure), de fièvre, de pertes malodorantes ou de douleur intense.',
      'Contraception can start the same day after post-abortion care if she wishes; fertility returns within 2 weeks.':
        'La contraception peut débuter le jour même après les soins post-avortement si elle le souhaite ; la fertilité revient en 2 semaines.',
      'Threatened abortion: no specific treatment helps; rest if it eases symptoms, review if bleeding increases.':
        "Menace d'avortement : aucun traitement spécifique n'aide ; se reposer si cela soulage, revenir si le saignement augmente.",
      'Small frequent dry meals, fluids in small sips between meals; ginger may help.':
        'Petits repas secs fréquents, boissons par petites gorgées entre les repas ; le gingembre peut aider.',
      'Return if unable to keep any fluid down for 24 hours, passing little urine, or confused.':
        "Revenir si aucun liquide n'est gardé pendant 24 heures, si les urines sont rares ou en cas de confusion.",
      'Give birth in a health facility; first labours and adolescent mothers especially.':
        'Accoucher dans une structure de santé ; surtout pour un premier accouchement et les mères adolescentes.',
      'After the birth, report urine or stool leaking from the vagina (fistula) — it can be repaired.':
        "Après l'accouchement, signaler toute fuite d'urine ou de selles par le vagin (fistule) — elle peut être réparée.",
      'Iron and folic acid tablet every day through pregnancy and 3 months after; take with fruit, not with tea.':
        "Un comprimé de fer et d'acide folique chaque jour pendant la grossesse et 3 mois après ; à prendre avec un fruit, pas avec du thé.",
      'Eat beans, green leafy vegetables, meat, liver or fish; sleep under a treated net.':
        'Manger haricots, légumes à feuilles vertes, viande, foie ou poisson ; dormir sous une moustiquaire imprégnée.',
      'Deworming after the first trimester and IPTp-SP at each visit from 13 weeks in malaria areas.':
        "Déparasitage après le premier trimestre et TPIp-SP à chaque consultation dès 13 semaines en zone d'endémie palustre.",
      'Meals with whole grains, vegetables and legumes; avoid sugary drinks and sweets; regular small meals.':
        'Repas à base de céréales complètes, légumes et légumineuses ; éviter boissons sucrées et sucreries ; petits repas réguliers.',
      '30 minutes of walking most days.': '30 minutes de marche la plupart des jours.',
      'Fasting glucose test 6-12 weeks after the birth and every 1-3 years after: risk of type 2 diabetes is high.':
        "Glycémie à jeun 6-12 semaines après l'accouchement puis tous les 1-3 ans : le risque de diabète de type 2 est élevé.",
      'Do not douche or wash inside the vagina; avoid alcohol with metronidazole and for 24 hours after.':
        "Pas de douches vaginales ni de lavage interne ; éviter l'alcool sous métronidazole et pendant les 24 heures suivantes.",
      'Trichomoniasis: treat the partner too and use condoms until both are treated.':
        "Trichomonase : traiter aussi le partenaire et utiliser des préservatifs jusqu'à ce que les deux soient traités.",
      'No sex until healed; condoms always; partner(s) to be treated.':
        "Pas de rapports jusqu'à la guérison ; toujours des préservatifs ; partenaire(s) à traiter.",
      'Keep the area clean and dry; salt-water baths ease herpes pain.':
        "Garder la zone propre et sèche ; les bains d'eau salée soulagent la douleur de l'herpès.",
      'Household and close contacts take the prophylaxis given and report any fever within 7 days.':
        'Les contacts du foyer et les contacts proches prennent la prophylaxie donnée et signalent toute fièvre dans les 7 jours.',
      'Treat the house and pets for fleas before killing rats; do not handle dead rodents with bare hands.':
        'Traiter la maison et les animaux contre les puces avant de tuer les rats ; ne pas toucher les rongeurs morts à mains nues.',
      'Safe burial of anyone who dies of plague, by trained teams with protective equipment.':
        'Inhumation sûre de toute personne décédée de la peste, par des équipes formées avec équipement de protection.',
      'Do not eat, skin or sell meat from animals that died suddenly; bury or burn carcasses without opening them.':
        "Ne pas manger, dépecer ni vendre la viande d'animaux morts subitement ; enterrer ou brûler les carcasses sans les ouvrir.",
      'Cover the sore with a dry dressing; do not cut or drain it.':
        "Couvrir la lésion d'un pansement sec ; ne pas l'inciser ni la drainer.",
      'Vaccinate livestock through the veterinary services.':
        'Faire vacciner le bétail par les services vétérinaires.',
      'Stop alcohol completely.': "Arrêter complètement l'alcool.",
      'Restart eating as soon as pain and vomiting allow; a low-fat diet at first.':
        "Reprendre l'alimentation dès que la douleur et les vomissements le permettent ; d'abord un régime pauvre en graisses.",
      'If gallstones caused it, have the gallbladder removed during the same admission or soon after.':
        'Si des calculs en sont la cause, faire retirer la vésicule pendant la même hospitalisation ou peu après.',
      'Smaller meals lower in fat while waiting for surgery.':
        "Repas plus petits et moins gras en attendant l'opération.",
      'Come back at once with yellow eyes, fever with shivering or severe continuous pain.':
        "Revenir immédiatement en cas d'yeux jaunes, de fièvre avec frissons ou de douleur intense continue.",
      'Nothing to eat or drink until the surgeon has seen the patient.':
        'Rien à manger ni à boire avant que le chirurgien ait vu le patient.',
      'Have a reducible hernia repaired electively before it strangulates; return at once if it becomes painful or will not go back.':
        "Faire opérer à froid une hernie réductible avant qu'elle ne s'étrangle ; revenir immédiatement si elle devient douloureuse ou ne rentre plus.",
      'No alcohol at all.': 'Aucun alcool.',
      'No added salt (about 5 g salt a day); eat enough protein, with a late evening snack.':
        'Pas de sel ajouté (environ 5 g de sel par jour) ; manger suffisamment de protéines, avec une collation en fin de soirée.',
      'Avoid NSAIDs (ibuprofen, diclofenac), sedatives and herbal remedies.':
        'Éviter les AINS (ibuprofène, diclofénac), les sédatifs et les remèdes à base de plantes.',
      'Keep the bowels open daily (lactulose as prescribed).':
        'Assurer un transit quotidien (lactulose comme prescrit).',
      'Drink 2.5 to 3 litres of water a day to pass 2 to 2.5 litres of urine.':
        "Boire 2.5 à 3 litres d'eau par jour pour uriner 2 à 2.5 litres.",
      'Less salt and less animal protein; do not cut down calcium in the diet.':
        'Moins de sel et moins de protéines animales ; ne pas réduire le calcium alimentaire.',
      'Drink less in the evening; cut down alcohol and caffeine.':
        "Boire moins le soir ; réduire l'alcool et la caféine.",
      'Avoid decongestant cold remedies and antihistamines that can cause retention.':
        'Éviter les décongestionnants contre le rhume et les antihistaminiques qui peuvent provoquer une rétention.',
      'Come at once if you cannot pass urine.': "Venir immédiatement en cas d'impossibilité d'uriner.",
      'Walk as soon as possible; do not stay in bed.': 'Marcher dès que possible ; ne pas rester au lit.',
      'On warfarin: keep INR appointments, avoid new medicines or herbal remedies without asking, report any bleeding.':
        "Sous warfarine : respecter les contrôles de l'INR, éviter tout nouveau médicament ou remède à base de plantes sans avis, signaler tout saignement.",
      'Stop oestrogen-containing contraception.': 'Arrêter la contraception contenant des œstrogènes.',
      'Cut down alcohol; treat high blood pressure; lose weight if overweight.':
        "Réduire l'alcool ; traiter l'hypertension ; perdre du poids en cas de surpoids.",
      'Take the blood thinner exactly as prescribed and keep INR appointments.':
        "Prendre l'anticoagulant exactement comme prescrit et respecter les contrôles de l'INR.",
      'For SVT attacks: learn the modified Valsalva manoeuvre (blow into a syringe for 15 seconds, then lie flat with the legs raised).':
        "En cas de crise de TSV : apprendre la manœuvre de Valsalva modifiée (souffler dans une seringue pendant 15 secondes, puis s'allonger jambes surélevées).",
      'Rest from strenuous activity until symptoms and CRP settle.':
        "Éviter les efforts intenses jusqu'à la normalisation des symptômes et de la CRP.",
      'Take every dose of TB treatment for the full course if it is tuberculous.':
        "Prendre chaque dose du traitement antituberculeux pendant toute la durée s'il s'agit de tuberculose.",
      'Limit salt; weigh daily and report rapid gain.':
        'Limiter le sel ; se peser chaque jour et signaler une prise rapide.',
      'No alcohol.': "Pas d'alcool.",
      'After peripartum cardiomyopathy, discuss contraception: another pregnancy carries high risk.':
        'Après une cardiomyopathie du péripartum, parler de contraception : une nouvelle grossesse est à haut risque.',
      'Keep the person oriented: familiar people, a clock and calendar, glasses and hearing aids, light by day and dark at night.':
        'Aider la personne à rester orientée : visages familiers, horloge et calendrier, lunettes et appareils auditifs, lumière le jour et obscurité la nuit.',
      'Make sure the person drinks and eats enough; keep the bowels and bladder working.':
        'Veiller à ce que la personne boive et mange suffisamment ; surveiller le transit et la miction.',
      'Carers need rest and support; ask about help in the community.':
        "Les aidants ont besoin de repos et de soutien ; s'informer des aides dans la communauté.",
      'Keep breastfeeding often (express milk if the baby cannot suck); keep the baby skin-to-skin and warm.':
        'Allaiter souvent (tirer le lait si le bébé ne peut pas téter) ; garder le bébé en peau à peau et au chaud.',
      'Dry cord care (or chlorhexidine where recommended); hand washing before handling the baby.':
        'Soins secs du cordon (ou chlorhexidine si recommandée) ; lavage des mains avant de manipuler le bébé.',
      'Breastfeed 8-12 times a day; do not give water or glucose water.':
        "Allaiter 8-12 fois par jour ; ne pas donner d'eau ni d'eau glucosée.",
      'Sunlight exposure is not a treatment; return if the yellow colour spreads to the legs, palms or soles, or the baby feeds poorly.':
        "L'exposition au soleil n'est pas un traitement ; revenir si la coloration jaune gagne les jambes, les paumes ou les plantes, ou si le bébé tète mal.",
      'Expressed breast milk by cup or tube until the baby can suck; keep warm skin-to-skin.':
        "Lait maternel tiré donné à la tasse ou par sonde jusqu'à ce que le bébé puisse téter ; garder au chaud en peau à peau.",
      'Developmental follow-up clinic visits through the first years.':
        'Consultations de suivi du développement pendant les premières années.',
      'Kangaroo mother care: skin-to-skin on the mother’s chest day and night.':
        'Méthode mère kangourou : peau à peau sur la poitrine de la mère jour et nuit.',
      'Breast milk only, every 2-3 hours; express and cup-feed if the baby cannot suck.':
        'Lait maternel exclusif, toutes les 2-3 heures ; tirer le lait et le donner à la tasse si le bébé ne peut pas téter.',
      'Return at once if the baby feeds poorly, feels cold, breathes fast or stops breathing.':
        'Revenir immédiatement si le bébé tète mal, est froid, respire vite ou arrête de respirer.',
      'Skin-to-skin contact, cap and socks, room warm, delay the first bath for 24 hours.':
        'Peau à peau, bonnet et chaussettes, pièce chaude, retarder le premier bain de 24 heures.',
      'Breastfeed often; feel the feet and back: cold feet mean the baby needs warming.':
        'Allaiter souvent ; toucher les pieds et le dos : des pieds froids signifient que le bébé doit être réchauffé.',
      'Keep the cord clean and dry; nothing (ash, cow dung, oil) on the cord; wash hands before touching it.':
        'Garder le cordon propre et sec ; rien sur le cordon (cendre, bouse, huile) ; se laver les mains avant de le toucher.',
      'Return at once if redness spreads, the baby feeds poorly, or stiffens.':
        "Revenir immédiatement si la rougeur s'étend, si le bébé tète mal ou se raidit.",
      'Clean the eyes with clean water or saline every 1-2 hours until the pus stops; wash hands after.':
        "Nettoyer les yeux à l'eau propre ou au sérum physiologique toutes les 1-2 heures jusqu'à l'arrêt du pus ; se laver les mains ensuite.",
      'Mother and partner to be tested and treated for STIs.':
        'La mère et son partenaire doivent être dépistés et traités pour les IST.',
      'Continue breastfeeding; add energy-dense family foods (oil, groundnut paste, beans, eggs, milk) 5 times a day.':
        "Poursuivre l'allaitement ; ajouter des aliments familiaux riches en énergie (huile, pâte d'arachide, haricots, œufs, lait) 5 fois par jour.",
      'Safe water, hand washing, vaccination and vitamin A on schedule, deworming from 1 year.':
        'Eau sûre, lavage des mains, vaccination et vitamine A selon le calendrier, déparasitage dès 1 an.',
      'Complete the pentavalent (DTP) vaccine doses at 6, 10 and 14 weeks; vaccinate pregnant women where offered.':
        "Compléter les doses de vaccin pentavalent (DTC) à 6, 10 et 14 semaines ; vacciner les femmes enceintes là où c'est proposé.",
      'Small frequent feeds after coughing spells; keep the infant away from smoke and other infants.':
        "Petites tétées ou repas fréquents après les quintes ; tenir le nourrisson à l'écart de la fumée et des autres nourrissons.",
      'Household contacts under 1 year and pregnant contacts take the same antibiotic course.':
        'Les contacts du foyer de moins de 1 an et les femmes enceintes contacts prennent le même traitement antibiotique.',
      'Isolate the patient (droplet precautions); close contacts get a throat swab, a macrolide course and a vaccine dose.':
        'Isoler le patient (précautions gouttelettes) ; les contacts proches ont un prélèvement de gorge, un traitement par macrolide et une dose de vaccin.',
      'Complete the DTP schedule and boosters; vaccinate the patient on recovery.':
        'Compléter le calendrier DTC et les rappels ; vacciner le patient à la guérison.',
      'All children complete oral and inactivated polio vaccine doses; mop-up campaigns after a case.':
        'Tous les enfants complètent les doses de vaccin polio oral et inactivé ; campagnes de ratissage après un cas.',
      'Physiotherapy and positioning to prevent contractures and pressure sores.':
        'Kinésithérapie et positionnement pour prévenir les rétractions et les escarres.',
      'Stay home from school or work for 5 days after the swelling starts.':
        'Rester à la maison, sans école ni travail, pendant 5 jours après le début du gonflement.',
      'Soft food and plenty of fluids; avoid sour drinks that make the pain worse.':
        'Alimentation molle et boissons abondantes ; éviter les boissons acides qui aggravent la douleur.',
      'Measles-mumps-rubella vaccine where it is in the national schedule.':
        'Vaccin rougeole-oreillons-rubéole là où il figure au calendrier national.',
      'Daily outdoor play in the sunlight with arms and legs uncovered; calcium-rich foods (milk, small fish with bones, green leaves).':
        'Jouer dehors chaque jour au soleil bras et jambes découverts ; aliments riches en calcium (lait, petits poissons avec les arêtes, feuilles vertes).',
      'Breastfed infants get vitamin D 400 IU daily through the first year.':
        'Les nourrissons allaités reçoivent 400 IU de vitamine D par jour pendant la première année.',
      'No added salt; normal protein intake; do not restrict fluids unless told.':
        'Pas de sel ajouté ; apport protéique normal ; pas de restriction hydrique sauf avis contraire.',
      'Test the urine for protein at home and return if it comes back, or with fever.':
        'Contrôler la protéinurie à domicile et revenir si elle réapparaît, ou en cas de fièvre.',
      'Pneumococcal vaccination; no live vaccines on high-dose prednisolone.':
        'Vaccination antipneumococcique ; pas de vaccins vivants sous prednisolone à forte dose.',
      'No added salt and limit fluids to the amount advised while swollen or hypertensive.':
        "Pas de sel ajouté et limiter les boissons à la quantité conseillée tant qu'il y a des œdèmes ou une hypertension.",
      'Treat skin sores and scabies in the family early; wash and keep sores clean.':
        'Traiter tôt les plaies cutanées et la gale dans la famille ; laver et garder les plaies propres.',
      'Take ivermectin at every community distribution round, every 6 to 12 months for years.':
        "Prendre l'ivermectine à chaque distribution communautaire, tous les 6 à 12 mois pendant des années.",
      'Cover arms and legs near rivers during the day to avoid blackfly bites.':
        'Couvrir bras et jambes près des rivières le jour pour éviter les piqûres de simulies.',
      'Wash the affected limb twice daily with soap and clean water, dry carefully between toes and folds.':
        "Laver le membre atteint deux fois par jour au savon et à l'eau propre, sécher soigneusement entre les orteils et dans les plis.",
      'Raise the leg at night, exercise the ankle, wear comfortable shoes; treat small wounds and fungal infection early.':
        'Surélever la jambe la nuit, mobiliser la cheville, porter des chaussures confortables ; traiter tôt les petites plaies et les mycoses.',
      'Sleep under a treated bed net; take the community tablets every year.':
        'Dormir sous une moustiquaire imprégnée ; prendre chaque année les comprimés distribués dans la communauté.',
      'Wear long sleeves of neutral colours in tsetse areas; avoid bright blue and black clothing.':
        'Porter des manches longues de couleur neutre dans les zones à tsé-tsé ; éviter le bleu vif et le noir.',
      'Follow-up visits after treatment to confirm cure.':
        'Visites de suivi après le traitement pour confirmer la guérison.',
      'Wear boots and gloves in flood water, fields and abattoirs; cover cuts.':
        "Porter bottes et gants dans l'eau de crue, aux champs et dans les abattoirs ; couvrir les coupures.",
      'Control rats around the home and store food covered.':
        'Lutter contre les rats autour de la maison et garder les aliments couverts.',
      'Check the body for ticks after walking in bush or grass; remove them with tweezers close to the skin.':
        "Rechercher les tiques sur le corps après une marche en brousse ou dans l'herbe ; les retirer à la pince au ras de la peau.",
      'Treat dogs and livestock for ticks.': 'Traiter les chiens et le bétail contre les tiques.',
      'The cough usually lasts 2 to 3 weeks and settles without antibiotics.':
        'La toux dure généralement 2 à 3 semaines et guérit sans antibiotique.',
      'Warm drinks, honey (not under 1 year), rest; stop smoking and avoid smoke from cooking fires.':
        'Boissons chaudes, miel (pas avant 1 an), repos ; arrêter de fumer et éviter la fumée des feux de cuisson.',
      'Take every dose of TB treatment for 6 months if the effusion is tuberculous.':
        "Prendre chaque dose du traitement antituberculeux pendant 6 mois si l'épanchement est tuberculeux.",
      'Breathing exercises as the fluid clears.':
        'Exercices respiratoires à mesure que le liquide se résorbe.',
      'Complete the whole antibiotic course (at least 3 weeks, longer for bone infection).':
        'Terminer tout le traitement antibiotique (au moins 3 semaines, plus pour une infection osseuse).',
      'Rest and splint the limb at first, then physiotherapy to keep the joint moving.':
        'Repos et attelle au début, puis kinésithérapie pour garder la mobilité articulaire.',
      'Brush twice a day with fluoride toothpaste; fewer sugary snacks and drinks.':
        'Se brosser les dents deux fois par jour avec un dentifrice fluoré ; moins de grignotages et de boissons sucrés.',
      'See a dentist for the tooth even when the pain settles.':
        'Consulter un dentiste pour la dent même si la douleur se calme.',
      'Dry the ear by wicking with a twisted clean cloth or tissue three times a day until it comes out dry.':
        "Assécher l'oreille avec une mèche de tissu propre ou de papier trois fois par jour jusqu'à ce qu'elle ressorte sèche.",
      'Keep water out of the ear (no swimming) until healed; do not put oil, herbs or sticks in the ear.':
        "Éviter l'eau dans l'oreille (pas de baignade) jusqu'à la guérison ; ne mettre ni huile, ni plantes, ni bâtonnets dans l'oreille.",
      'Stop the tablets and come at once for a blood count if you get a sore throat, fever or mouth ulcers.':
        "Arrêter les comprimés et venir immédiatement faire une numération en cas de mal de gorge, de fièvre ou d'aphtes.",
      'Use iodised salt (prevents goitre).': 'Utiliser du sel iodé (prévient le goitre).',
      'Stop smoking (worsens eye disease).': "Arrêter de fumer (aggrave l'atteinte oculaire).",
      'Take levothyroxine every morning on an empty stomach, 4 hours apart from iron or calcium tablets.':
        "Prendre la lévothyroxine chaque matin à jeun, à 4 heures d'intervalle du fer ou du calcium.",
      'Treatment is usually lifelong; tell the clinic if you become pregnant (the dose needs increasing).':
        'Le traitement est généralement à vie ; prévenir la consultation en cas de grossesse (la dose doit être augmentée).',
      'Insulin is life-long and must never be stopped, even when ill or not eating (sick-day rules).':
        "L'insuline est à vie et ne doit jamais être arrêtée, même en cas de maladie ou sans alimentation (règles des jours de maladie).",
      'Know the signs of low sugar and carry sugar or sweets.':
        "Connaître les signes d'hypoglycémie et avoir du sucre ou des bonbons sur soi.",
      'Regular meals with consistent carbohydrate, and regular activity.':
        'Repas réguliers à apport glucidique constant et activité physique régulière.',
      'Keep the referral appointment: treatment works best early.':
        'Se rendre au rendez-vous de transfert : le traitement est plus efficace tôt.',
      'Start and keep taking ART every day: it shrinks Kaposi sarcoma in many people.':
        'Commencer et poursuivre le TARV chaque jour : il fait régresser le sarcome de Kaposi chez beaucoup.',
      'Take the medicine every day even when well; stopping early brings relapse.':
        'Prendre le médicament chaque jour même en allant bien ; un arrêt précoce entraîne une rechute.',
      'Avoid alcohol and cannabis.': "Éviter l'alcool et le cannabis.",
      'Family support, return to work or school, and community rehabilitation.':
        "Soutien familial, retour au travail ou à l'école, et réadaptation communautaire.",
      'Keep regular sleep; watch for early signs of relapse (less sleep, more energy).':
        "Garder un sommeil régulier ; surveiller les signes précoces de rechute (moins de sommeil, plus d'énergie).",
      'Avoid alcohol and drugs.': "Éviter l'alcool et les drogues.",
      'Take the mood stabiliser long term as prescribed.':
        'Prendre le thymorégulateur au long cours comme prescrit.',
      'Slow breathing and relaxation exercises daily, and during attacks.':
        'Exercices de respiration lente et de relaxation chaque jour, et pendant les crises.',
      'Regular activity, sleep routine; less caffeine and alcohol.':
        "Activité régulière, horaires de sommeil ; moins de caféine et d'alcool.",
      'Panic attacks are frightening but not dangerous; face avoided situations step by step.':
        'Les attaques de panique font peur mais ne sont pas dangereuses ; affronter pas à pas les situations évitées.',
      'Women 30 to 49 years: screen with an HPV test every 5 to 10 years (every 3 to 5 years with HIV); girls 9 to 14: HPV vaccine.':
        'Femmes de 30 à 49 ans : dépistage par test HPV tous les 5 à 10 ans (tous les 3 à 5 ans en cas de VIH) ; filles de 9 à 14 ans : vaccin HPV.',
      'Know your breasts and come early for any new lump or change; a lump is not to be watched.':
        "Connaître ses seins et consulter tôt pour toute nouvelle masse ou modification ; une masse ne se surveille pas, elle s'explore.",
      'Men over 50 (over 45 with a family history) can discuss PSA testing with the clinician.':
        "Les hommes de plus de 50 ans (plus de 45 ans en cas d'antécédents familiaux) peuvent discuter du dosage du PSA avec le clinicien.",
      'Hepatitis B vaccination at birth prevents most liver cancer; people with hepatitis B need 6-monthly ultrasound.':
        "La vaccination contre l'hépatite B à la naissance prévient la plupart des cancers du foie ; les personnes atteintes d'hépatite B ont besoin d'une échographie tous les 6 mois.",
      'No alcohol; store grain dry to avoid mouldy (aflatoxin) food.':
        "Pas d'alcool ; stocker les céréales au sec pour éviter les aliments moisis (aflatoxine).",
      'Soft or liquid energy-dense food in small frequent meals; sit upright while eating.':
        'Aliments mous ou liquides riches en énergie en petits repas fréquents ; manger assis bien droit.',
      'Stop smoking and alcohol; avoid very hot drinks.':
        "Arrêter le tabac et l'alcool ; éviter les boissons très chaudes.",
      'Come back quickly for fever during treatment (infection risk).':
        'Revenir rapidement en cas de fièvre pendant le traitement (risque infectieux).',
      'Glaucoma drops are lifelong: use them every day even though vision does not improve.':
        "Les gouttes contre le glaucome sont à vie : les utiliser chaque jour même si la vue ne s'améliore pas.",
      'People over 40 with a family history of glaucoma should have their eyes checked.':
        'Les personnes de plus de 40 ans ayant des antécédents familiaux de glaucome doivent faire examiner leurs yeux.',
      'Cataract surgery restores sight; ask about outreach surgical camps.':
        'La chirurgie de la cataracte rend la vue ; se renseigner sur les campagnes chirurgicales itinérantes.',
      'Protect the eye: lubricating drops by day, tape the eye closed at night, sunglasses outdoors.':
        "Protéger l'œil : larmes artificielles le jour, fermer l'œil avec un adhésif la nuit, lunettes de soleil dehors.",
      'Most people recover fully within weeks to 3 months.':
        'La plupart des personnes récupèrent complètement en quelques semaines à 3 mois.',
      'Check the feet every day, wear closed well-fitting shoes, never walk barefoot; test bath water with the elbow.':
        "Examiner les pieds chaque jour, porter des chaussures fermées bien ajustées, ne jamais marcher pieds nus ; tester l'eau du bain avec le coude.",
      'Control blood sugar; stop alcohol.': "Équilibrer la glycémie ; arrêter l'alcool.",
      'Avoid the trigger (the medicine, food or sting) and tell every clinician about a medicine allergy.':
        'Éviter le déclencheur (médicament, aliment ou piqûre) et signaler toute allergie médicamenteuse à chaque clinicien.',
      'Avoid NSAIDs and aspirin if they worsen the hives.':
        "Éviter les AINS et l'aspirine s'ils aggravent l'urticaire.",
      'Use an emollient (petroleum jelly or aqueous cream) all over several times a day, and instead of soap.':
        'Appliquer un émollient (vaseline ou crème aqueuse) sur tout le corps plusieurs fois par jour, et à la place du savon.',
      'Avoid the substance that causes contact dermatitis; wear gloves for wet work and cement.':
        "Éviter la substance responsable de l'eczéma de contact ; porter des gants pour les travaux humides et le ciment.",
      'Keep nails short; cotton clothing.': 'Garder les ongles courts ; vêtements en coton.',
      'Keep groundnuts, beans, coins, button batteries and small toys away from children under 4; sit children to eat.':
        'Tenir arachides, haricots, pièces, piles bouton et petits jouets hors de portée des enfants de moins de 4 ans ; faire manger les enfants assis.',
      'Learn back blows and chest/abdominal thrusts.':
        'Apprendre les tapes dans le dos et les compressions thoraciques/abdominales.',
      'Store kerosene and paraffin in labelled containers out of children’s reach, never in soda bottles.':
        'Conserver le kérosène et le pétrole lampant dans des récipients étiquetés hors de portée des enfants, jamais dans des bouteilles de soda.',
      'Do not make the child vomit or give milk or oil.':
        "Ne pas faire vomir l'enfant ni lui donner de lait ou d'huile.",
      'Store all medicines, especially iron and paracetamol, locked and out of children’s reach.':
        'Ranger tous les médicaments, surtout le fer et le paracétamol, sous clé et hors de portée des enfants.',
      'After deliberate overdose: a trusted person stays with the patient; remove medicines and pesticides from the home.':
        'Après une intoxication volontaire : une personne de confiance reste avec le patient ; retirer médicaments et pesticides du domicile.',
      'Cool the burn with cool running water for 20 minutes as soon as possible; no butter, toothpaste, eggs or herbs.':
        "Refroidir la brûlure à l'eau courante fraîche pendant 20 minutes le plus tôt possible ; ni beurre, ni dentifrice, ni œufs, ni plantes.",
      'Raise cooking fires off the floor, keep children away from hot pots and kerosene lamps.':
        'Surélever les foyers de cuisson, tenir les enfants loin des marmites chaudes et des lampes à pétrole.',
      'High-protein, high-energy diet while burns heal.':
        'Alimentation riche en protéines et en énergie pendant la cicatrisation des brûlures.',
      'A responsible adult stays for 24 hours; return at once for drowsiness, vomiting, worsening headache, fits, weakness or confusion.':
        'Un adulte responsable reste présent 24 heures ; revenir immédiatement en cas de somnolence, de vomissements, de céphalée croissante, de convulsions, de faiblesse ou de confusion.',
      'Helmets on motorbikes and bicycles; seat belts.': 'Casque à moto et à vélo ; ceinture de sécurité.',
      'Keep the limb raised and the splint or cast dry; move fingers and toes.':
        "Garder le membre surélevé et l'attelle ou le plâtre au sec ; bouger doigts et orteils.",
      'Return at once for severe pain, numbness or cold, pale fingers or toes.':
        "Revenir immédiatement en cas de douleur intense, d'engourdissement ou de doigts ou d'orteils froids et pâles.",
      'Helmets on motorbikes (boda boda), seat belts, child restraints, no drink-driving.':
        "Casque à moto (taxi-moto), ceinture de sécurité, sièges enfants, pas d'alcool au volant.",
      'Never leave young children near water (buckets, wells, ponds) unsupervised; cover wells.':
        "Ne jamais laisser un jeune enfant sans surveillance près de l'eau (seaux, puits, mares) ; couvrir les puits.",
      'Life jackets on boats; learn safe rescue and CPR.':
        'Gilets de sauvetage sur les bateaux ; apprendre le sauvetage sûr et la RCP.',
      'In hot weather drink water regularly, rest in the shade, avoid heavy work at midday, and check on older neighbours living alone.':
        "Par temps chaud, boire régulièrement, se reposer à l'ombre, éviter les travaux pénibles à midi et prendre des nouvelles des voisins âgés vivant seuls.",
      'Never leave children in a parked vehicle.': 'Ne jamais laisser un enfant dans un véhicule stationné.',
      'Never drink unlabelled or home-distilled spirits; methanol cannot be tasted or smelled.':
        "Ne jamais boire d'alcool sans étiquette ou distillé artisanalement ; le méthanol n'a ni goût ni odeur.",
      'Brief intervention on the drinking pattern once sober; offer help for alcohol use.':
        "Intervention brève sur la consommation une fois sobre ; proposer de l'aide pour l'alcool.",
      'Stop drinking with medical help rather than suddenly at home if drinking daily and heavily; avoid driving.':
        'Arrêter de boire avec une aide médicale plutôt que brutalement à la maison en cas de consommation quotidienne importante ; éviter de conduire.',
      'Family support, peer groups and regular follow-up; eat regular meals.':
        "Soutien familial, groupes d'entraide et suivi régulier ; prendre des repas réguliers.",
      'Keep the blisters covered and dry; avoid contact with pregnant women, newborns and people who have not had chickenpox until crusted.':
        "Garder les vésicules couvertes et sèches ; éviter le contact avec les femmes enceintes, les nouveau-nés et les personnes n'ayant pas eu la varicelle jusqu'au stade de croûtes.",
      'Take the HIV test offered and start treatment if positive.':
        "Accepter le test VIH proposé et commencer le traitement s'il est positif.",
      'Breastfeeding mothers of an infant with thrush treat their nipples too; boil teats and cups.':
        'La mère qui allaite un nourrisson atteint de muguet traite aussi ses mamelons ; faire bouillir tétines et tasses.',
      'Rinse the mouth after using an inhaled steroid.': 'Se rincer la bouche après un corticoïde inhalé.',
      'Wash the sores gently with soap and water and remove the crusts daily; cut nails; separate towels; stay out of school until crusts are dry or 48 hours of antibiotic.':
        "Laver doucement les lésions à l'eau et au savon et retirer les croûtes chaque jour ; couper les ongles ; serviettes séparées ; pas d'école jusqu'à croûtes sèches ou 48 heures d'antibiotique.",
      'Treat scabies in the whole household if present.':
        'Traiter la gale dans tout le foyer si elle est présente.',
      'Check numb hands and feet every day for wounds; soak and oil dry skin; wear protective footwear; use a cloth to hold hot pots.':
        'Examiner chaque jour les mains et pieds insensibles à la recherche de plaies ; tremper et huiler la peau sèche ; porter des chaussures de protection ; utiliser un tissu pour tenir les marmites chaudes.',
      'Leprosy is curable and not passed on once treatment starts; household contacts should be examined.':
        'La lèpre se guérit et ne se transmet plus une fois le traitement commencé ; les contacts du foyer doivent être examinés.',
      'Wash children’s faces daily with clean water; do not share towels.':
        "Laver chaque jour le visage des enfants à l'eau propre ; ne pas partager les serviettes.",
      'Use a latrine and dispose of animal dung away from the house to reduce flies.':
        'Utiliser des latrines et évacuer les bouses loin de la maison pour réduire les mouches.',
    },
  },
];
