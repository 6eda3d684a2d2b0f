import type { TranslationGroup } from '../types';

/** frenchLifestyle (see lifestyle.ts), the entries whose English key starts with l to z. */
export const frenchLifestyleLToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Learn back blows and chest/abdominal thrusts.':
        'Apprendre les tapes dans le dos et les compressions thoraciques/abdominales.',
      'Learn the FAST signs: come at once for face drooping, arm weakness or speech trouble.':
        "Connaître les signes VITE : venir immédiatement en cas de visage affaissé, de faiblesse d'un bras ou de trouble de la parole.",
      'Leprosy is curable and not passed on once treatment starts; household contacts should be examined.':
        'La lèpre se guérit et ne se transmet plus une fois le traitement commencé ; les contacts du foyer doivent être examinés.',
      'Less salt and less animal protein; do not cut down calcium in the diet.':
        'Moins de sel et moins de protéines animales ; ne pas réduire le calcium alimentaire.',
      'Life jackets on boats; learn safe rescue and CPR.':
        'Gilets de sauvetage sur les bateaux ; apprendre le sauvetage sûr et la RCP.',
      'Lift with bent knees, keep loads close to the body, avoid long static postures.':
        'Soulever en pliant les genoux, garder les charges près du corps, éviter les postures statiques prolongées.',
      'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.':
        'Limiter les antalgiques à moins de 10 à 15 jours par mois pour éviter la céphalée par abus médicamenteux.',
      'Limit salt; weigh daily and report rapid gain.':
        'Limiter le sel ; se peser chaque jour et signaler une prise rapide.',
      'Lose weight if overweight: each kilogram lost reduces knee load.':
        'Perdre du poids en cas de surpoids : chaque kilo perdu allège le genou.',
      'Lose weight if overweight; eat the last meal at least 3 hours before lying down.':
        "Perdre du poids en cas de surpoids ; prendre le dernier repas au moins 3 heures avant de s'allonger.",
      'Make sure the person drinks and eats enough; keep the bowels and bladder working.':
        'Veiller à ce que la personne boive et mange suffisamment ; surveiller le transit et la miction.',
      'Meals with whole grains, vegetables and legumes; avoid sugary drinks and sweets; regular small meals.':
        'Repas à base de céréales complètes, légumes et légumineuses ; éviter boissons sucrées et sucreries ; petits repas réguliers.',
      'Measles-mumps-rubella vaccine where it is in the national schedule.':
        'Vaccin rougeole-oreillons-rubéole là où il figure au calendrier national.',
      'Men over 50 (over 45 with a family history) can discuss PSA testing with the clinician.':
        "Les hommes de plus de 50 ans (plus de 45 ans en cas d'antécédents familiaux) peuvent discuter du dosage du PSA avec le clinicien.",
      'Most people recover fully within weeks to 3 months.':
        'La plupart des personnes récupèrent complètement en quelques semaines à 3 mois.',
      'Mother and partner to be tested and treated for STIs.':
        'La mère et son partenaire doivent être dépistés et traités pour les IST.',
      'Never drink unlabelled or home-distilled spirits; methanol cannot be tasted or smelled.':
        "Ne jamais boire d'alcool sans étiquette ou distillé artisanalement ; le méthanol n'a ni goût ni odeur.",
      'Never leave children in a parked vehicle.': 'Ne jamais laisser un enfant dans un véhicule stationné.',
      'Never leave young children near water (buckets, wells, ponds) unsupervised; cover wells.':
        "Ne jamais laisser un jeune enfant sans surveillance près de l'eau (seaux, puits, mares) ; couvrir les puits.",
      'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.':
        "Ne jamais manquer l'injection mensuelle de pénicilline : elle prévient de nouvelles poussées qui abîment davantage le cœur.",
      'Never skip meals when taking insulin or a sulfonylurea; eat extra before heavy work.':
        'Ne jamais sauter de repas sous insuline ou sulfamide ; manger davantage avant un travail pénible.',
      'Never stop insulin during illness; check glucose and ketones more often and seek care early if vomiting.':
        "Ne jamais arrêter l'insuline en cas de maladie ; contrôler plus souvent glycémie et cétones et consulter tôt en cas de vomissements.",
      'No added salt (about 5 g salt a day); eat enough protein, with a late evening snack.':
        'Pas de sel ajouté (environ 5 g de sel par jour) ; manger suffisamment de protéines, avec une collation en fin de soirée.',
      'No added salt and limit fluids to the amount advised while swollen or hypertensive.':
        "Pas de sel ajouté et limiter les boissons à la quantité conseillée tant qu'il y a des œdèmes ou une hypertension.",
      'No added salt; normal protein intake; do not restrict fluids unless told.':
        'Pas de sel ajouté ; apport protéique normal ; pas de restriction hydrique sauf avis contraire.',
      'No alcohol at all.': 'Aucun alcool.',
      'No alcohol.': "Pas d'alcool.",
      'No alcohol; store grain dry to avoid mouldy (aflatoxin) food.':
        "Pas d'alcool ; stocker les céréales au sec pour éviter les aliments moisis (aflatoxine).",
      'No sex until healed; condoms always; partner(s) to be treated.':
        "Pas de rapports jusqu'à la guérison ; toujours des préservatifs ; partenaire(s) à traiter.",
      'Nothing in the vagina (no intercourse, no herbs) while a low placenta is suspected.':
        "Rien dans le vagin (pas de rapports, pas de plantes) tant qu'un placenta bas est suspecté.",
      'Nothing to eat or drink until the surgeon has seen the patient.':
        'Rien à manger ni à boire avant que le chirurgien ait vu le patient.',
      'Notify all partners for testing and treatment; use condoms.':
        'Informer tous les partenaires pour dépistage et traitement ; utiliser des préservatifs.',
      'Notify and refer sexual partners from the last 60 days for treatment.':
        'Informer et orienter pour traitement les partenaires des 60 derniers jours.',
      'On warfarin: keep INR appointments, avoid new medicines or herbal remedies without asking, report any bleeding.':
        "Sous warfarine : respecter les contrôles de l'INR, éviter tout nouveau médicament ou remède à base de plantes sans avis, signaler tout saignement.",
      'Once started, take allopurinol every day, including during flares.':
        "Une fois commencé, prendre l'allopurinol chaque jour, y compris pendant les crises.",
      'Panic attacks are frightening but not dangerous; face avoided situations step by step.':
        'Les attaques de panique font peur mais ne sont pas dangereuses ; affronter pas à pas les situations évitées.',
      'Partners from the last 60 days need treatment; use condoms.':
        'Les partenaires des 60 derniers jours doivent être traités ; utiliser des préservatifs.',
      'People over 40 with a family history of glaucoma should have their eyes checked.':
        'Les personnes de plus de 40 ans ayant des antécédents familiaux de glaucome doivent faire examiner leurs yeux.',
      'People with HIV or diabetes: keep taking ART and diabetes treatment; vaccinations lower the risk of severe infection.':
        "Personnes vivant avec le VIH ou diabétiques : poursuivre le TARV et le traitement du diabète ; les vaccins réduisent le risque d'infection grave.",
      'Physiotherapy and positioning to prevent contractures and pressure sores.':
        'Kinésithérapie et positionnement pour prévenir les rétractions et les escarres.',
      'Plan the next birth in a facility with skilled attendants (previous PPH is a risk for the next).':
        'Prévoir le prochain accouchement dans une structure avec du personnel qualifié (une HPP antérieure est un risque pour la suivante).',
      'Play with and stimulate the child every day.': "Jouer avec l'enfant et le stimuler chaque jour.",
      'Pneumococcal vaccination; no live vaccines on high-dose prednisolone.':
        'Vaccination antipneumococcique ; pas de vaccins vivants sous prednisolone à forte dose.',
      'Protect the eye: lubricating drops by day, tape the eye closed at night, sunglasses outdoors.':
        "Protéger l'œil : larmes artificielles le jour, fermer l'œil avec un adhésif la nuit, lunettes de soleil dehors.",
      'Raise cooking fires off the floor, keep children away from hot pots and kerosene lamps.':
        'Surélever les foyers de cuisson, tenir les enfants loin des marmites chaudes et des lampes à pétrole.',
      'Raise the affected limb and rest; take the full antibiotic course.':
        'Surélever le membre atteint et se reposer ; terminer tout le traitement antibiotique.',
      'Raise the head of the bed; avoid tight clothing.':
        'Surélever la tête du lit ; éviter les vêtements serrés.',
      'Raise the leg at night, exercise the ankle, wear comfortable shoes; treat small wounds and fungal infection early.':
        'Surélever la jambe la nuit, mobiliser la cheville, porter des chaussures confortables ; traiter tôt les petites plaies et les mycoses.',
      'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.':
        "Réduire la poussière et la fumée à la maison : dépoussiérer à l'humide, aérer la literie au soleil, pas de tabac ni de fumée de cuisson à l'intérieur.",
      'Reduce salt and alcohol; come for monthly BP checks.':
        "Réduire le sel et l'alcool ; venir contrôler la PA chaque mois.",
      'Regular activity, sleep routine; less caffeine and alcohol.':
        "Activité régulière, horaires de sommeil ; moins de caféine et d'alcool.",
      'Regular meals with consistent carbohydrate, and regular activity.':
        'Repas réguliers à apport glucidique constant et activité physique régulière.',
      'Regular physical activity such as walking.': 'Activité physique régulière, comme la marche.',
      'Regular sleep and avoiding alcohol reduce seizures; epilepsy is not contagious or caused by witchcraft.':
        "Un sommeil régulier et l'absence d'alcool réduisent les crises ; l'épilepsie n'est ni contagieuse ni due à la sorcellerie.",
      'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.':
        'Sommeil, repas, hydratation et activité physique réguliers ; relaxation et étirements du cou.',
      'Rest and eat small frequent meals while recovering.':
        'Se reposer et manger de petits repas fréquents pendant la convalescence.',
      'Rest and splint the limb at first, then physiotherapy to keep the joint moving.':
        'Repos et attelle au début, puis kinésithérapie pour garder la mobilité articulaire.',
      'Rest from strenuous activity until symptoms and CRP settle.':
        "Éviter les efforts intenses jusqu'à la normalisation des symptômes et de la CRP.",
      'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.':
        "Se reposer, boire beaucoup et rester à la maison jusqu'à 24 heures après la fin de la fièvre.",
      'Rest, drink plenty of fluids, and complete the full antibiotic course.':
        'Se reposer, boire beaucoup et terminer tout le traitement antibiotique.',
      'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.':
        "Se reposer, boire chaud et soulager la gorge avec du miel (pas avant 1 an) ou de l'eau tiède.",
      'Rest, fluids and paracetamol; return at once if breathless.':
        "Repos, boissons et paracétamol ; revenir immédiatement en cas d'essoufflement.",
      'Restart eating as soon as pain and vomiting allow; a low-fat diet at first.':
        "Reprendre l'alimentation dès que la douleur et les vomissements le permettent ; d'abord un régime pauvre en graisses.",
      'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.':
        "Revenir immédiatement en cas de douleur abdominale, de vomissements persistants, de saignement, de somnolence, ou si la fièvre baisse mais que l'état s'aggrave.",
      'Return at once for bleeding that soaks a pad in under an hour, clots, dizziness or fainting.':
        "Revenir immédiatement en cas de saignement qui trempe une garniture en moins d'une heure, de caillots, de vertiges ou de malaise.",
      'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.':
        "Revenir immédiatement en cas d'essoufflement au repos, de confusion ou de fièvre après 3 jours de traitement.",
      'Return at once for fever, foul discharge or abdominal pain in the 6 weeks after birth.':
        "Revenir immédiatement en cas de fièvre, de pertes malodorantes ou de douleur abdominale dans les 6 semaines suivant l'accouchement.",
      'Return at once for heavy bleeding (soaking 2 pads an hour), fever, foul discharge or severe pain.':
        'Revenir immédiatement en cas de saignement abondant (2 garnitures trempées par heure), de fièvre, de pertes malodorantes ou de douleur intense.',
      'Return at once for severe pain, numbness or cold, pale fingers or toes.':
        "Revenir immédiatement en cas de douleur intense, d'engourdissement ou de doigts ou d'orteils froids et pâles.",
      'Return at once if breathing becomes difficult, the child cannot drink or becomes sicker.':
        "Revenir immédiatement si la respiration devient difficile, si l'enfant ne peut pas boire ou s'il s'aggrave.",
      'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.':
        'Revenir immédiatement si la respiration devient plus difficile, si les lèvres bleuissent, en cas de pauses respiratoires ou si le bébé ne tète plus.',
      'Return at once if redness spreads, the baby feeds poorly, or stiffens.':
        "Revenir immédiatement si la rougeur s'étend, si le bébé tète mal ou se raidit.",
      'Return at once if symptoms come back in the next 24 hours.':
        'Revenir immédiatement si les symptômes réapparaissent dans les 24 heures.',
      'Return at once if the baby feeds poorly, feels cold, breathes fast or stops breathing.':
        'Revenir immédiatement si le bébé tète mal, est froid, respire vite ou arrête de respirer.',
      'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.':
        "Revenir immédiatement si l'enfant ne peut pas boire, devient somnolent, a du sang dans les selles ou boit mal.",
      'Return at once if vomiting prevents taking tablets or you feel faint.':
        'Revenir immédiatement si les vomissements empêchent de prendre les comprimés ou en cas de malaise.',
      'Return every week to the programme and at once if the child stops eating or becomes sick.':
        "Revenir chaque semaine au programme et immédiatement si l'enfant cesse de manger ou tombe malade.",
      'Return if the redness spreads past the marked line, or fever and pain worsen.':
        'Revenir si la rougeur dépasse le trait tracé, ou si la fièvre et la douleur augmentent.',
      'Return if unable to keep any fluid down for 24 hours, passing little urine, or confused.':
        "Revenir si aucun liquide n'est gardé pendant 24 heures, si les urines sont rares ou en cas de confusion.",
      'Rinse the mouth after using an inhaled steroid.': 'Se rincer la bouche après un corticoïde inhalé.',
      'Rinse the nose with salt water (saline).': "Rincer le nez à l'eau salée (sérum physiologique).",
      'Safe burial of anyone who dies of plague, by trained teams with protective equipment.':
        'Inhumation sûre de toute personne décédée de la peste, par des équipes formées avec équipement de protection.',
      'Safe water, hand washing, vaccination and vitamin A on schedule, deworming from 1 year.':
        'Eau sûre, lavage des mains, vaccination et vitamine A selon le calendrier, déparasitage dès 1 an.',
      'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.':
        'Lavages nasaux au sérum salé, inhalations de vapeur et boissons ; la plupart des cas guérissent en 2-3 semaines sans antibiotique.',
      'See a dentist for the tooth even when the pain settles.':
        'Consulter un dentiste pour la dent même si la douleur se calme.',
      'Skin-to-skin contact, cap and socks, room warm, delay the first bath for 24 hours.':
        'Peau à peau, bonnet et chaussettes, pièce chaude, retarder le premier bain de 24 heures.',
      'Sleep under a long-lasting insecticide-treated net every night, the whole household.':
        "Dormir chaque nuit sous une moustiquaire imprégnée d'insecticide à longue durée, toute la famille.",
      'Sleep under a net or off the floor; do not handle or try to kill snakes.':
        'Dormir sous une moustiquaire ou surélevé, pas au sol ; ne pas manipuler ni essayer de tuer les serpents.',
      'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.':
        "Dormir sous une moustiquaire imprégnée et prendre la prévention du paludisme et l'acide folique comme prescrit.",
      'Sleep under a treated bed net; take the community tablets every year.':
        'Dormir sous une moustiquaire imprégnée ; prendre chaque année les comprimés distribués dans la communauté.',
      'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.':
        "Dormir sous une moustiquaire imprégnée ; les phlébotomes piquent du crépuscule à l'aube.",
      'Slow breathing and relaxation exercises daily, and during attacks.':
        'Exercices de respiration lente et de relaxation chaque jour, et pendant les crises.',
      'Small frequent dry meals, fluids in small sips between meals; ginger may help.':
        'Petits repas secs fréquents, boissons par petites gorgées entre les repas ; le gingembre peut aider.',
      'Small frequent feeds after coughing spells; keep the infant away from smoke and other infants.':
        "Petites tétées ou repas fréquents après les quintes ; tenir le nourrisson à l'écart de la fumée et des autres nourrissons.",
      'Smaller meals lower in fat while waiting for surgery.':
        "Repas plus petits et moins gras en attendant l'opération.",
      'Soft food and plenty of fluids; avoid sour drinks that make the pain worse.':
        'Alimentation molle et boissons abondantes ; éviter les boissons acides qui aggravent la douleur.',
      'Soft or liquid energy-dense food in small frequent meals; sit upright while eating.':
        'Aliments mous ou liquides riches en énergie en petits repas fréquents ; manger assis bien droit.',
      'Start and keep taking ART every day: it shrinks Kaposi sarcoma in many people.':
        'Commencer et poursuivre le TARV chaque jour : il fait régresser le sarcome de Kaposi chez beaucoup.',
      'Start ART 4-6 weeks after antifungal treatment begins, not earlier.':
        'Commencer le TARV 4-6 semaines après le début du traitement antifongique, pas avant.',
      'Stay active and continue normal activities as far as possible; bed rest slows recovery.':
        'Rester actif et poursuivre autant que possible les activités habituelles ; le repos au lit retarde la guérison.',
      'Stay as active as possible (pulmonary rehabilitation); breathing exercises.':
        'Rester aussi actif que possible (réhabilitation respiratoire) ; exercices respiratoires.',
      'Stay connected with family, friends or community and faith groups; do not isolate.':
        "Rester en lien avec la famille, les amis, la communauté ou les groupes religieux ; ne pas s'isoler.",
      'Stay home from school or work for 5 days after the swelling starts.':
        'Rester à la maison, sans école ni travail, pendant 5 jours après le début du gonflement.',
      'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).':
        "Rester à la maison, sans école ni travail, jusqu'à ce que toutes les lésions aient croûté (environ 5 jours après le début de l'éruption).",
      'Stay off school for the first 24 hours of antibiotics.':
        "Ne pas aller à l'école pendant les 24 premières heures d'antibiotique.",
      'Stop alcohol completely.': "Arrêter complètement l'alcool.",
      'Stop drinking with medical help rather than suddenly at home if drinking daily and heavily; avoid driving.':
        'Arrêter de boire avec une aide médicale plutôt que brutalement à la maison en cas de consommation quotidienne importante ; éviter de conduire.',
      'Stop oestrogen-containing contraception.': 'Arrêter la contraception contenant des œstrogènes.',
      'Stop smoking (worsens eye disease).': "Arrêter de fumer (aggrave l'atteinte oculaire).",
      'Stop smoking and alcohol; avoid very hot drinks.':
        "Arrêter le tabac et l'alcool ; éviter les boissons très chaudes.",
      'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).':
        'Arrêter de fumer et éviter la fumée des feux de cuisson (cuisiner dehors ou utiliser un foyer amélioré bien ventilé).',
      'Stop smoking and limit alcohol.': "Arrêter de fumer et limiter l'alcool.",
      'Stop smoking and reduce alcohol.': "Arrêter de fumer et réduire l'alcool.",
      'Stop smoking completely.': 'Arrêter complètement de fumer.',
      'Stop smoking, limit alcohol and salt.': "Arrêter de fumer, limiter l'alcool et le sel.",
      'Stop smoking; keep active.': 'Arrêter de fumer ; rester actif.',
      'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.':
        'Arrêter de fumer ; vaccination antipneumococcique et antigrippale des personnes âgées et des malades chroniques si disponible.',
      'Stop the tablets and come at once for a blood count if you get a sore throat, fever or mouth ulcers.':
        "Arrêter les comprimés et venir immédiatement faire une numération en cas de mal de gorge, de fièvre ou d'aphtes.",
      'Store all medicines, especially iron and paracetamol, locked and out of children’s reach.':
        'Ranger tous les médicaments, surtout le fer et le paracétamol, sous clé et hors de portée des enfants.',
      'Store kerosene and paraffin in labelled containers out of children’s reach, never in soda bottles.':
        'Conserver le kérosène et le pétrole lampant dans des récipients étiquetés hors de portée des enfants, jamais dans des bouteilles de soda.',
      'Store pesticides locked away from the home and children, in the original container.':
        "Ranger les pesticides sous clé, loin de la maison et des enfants, dans leur emballage d'origine.",
      'Sunlight exposure is not a treatment; return if the yellow colour spreads to the legs, palms or soles, or the baby feeds poorly.':
        "L'exposition au soleil n'est pas un traitement ; revenir si la coloration jaune gagne les jambes, les paumes ou les plantes, ou si le bébé tète mal.",
      'Survivors: use condoms until semen tests negative (Ebola, Marburg).':
        "Survivants : utiliser des préservatifs jusqu'à un test du sperme négatif (Ebola, Marburg).",
      'Take all heart medicines daily; do not stop them when swelling goes.':
        'Prendre tous les médicaments cardiaques chaque jour ; ne pas les arrêter quand les œdèmes disparaissent.',
      'Take ART every day at the same time for life; undetectable means untransmittable.':
        'Prendre le TARV chaque jour à la même heure à vie ; indétectable = intransmissible.',
      'Take aspirin, statin, beta-blocker and ACE inhibitor every day after a heart attack.':
        'Prendre chaque jour aspirine, statine, bêtabloquant et IEC après un infarctus.',
      'Take blood pressure and diabetes medicines daily.':
        "Prendre chaque jour les traitements de l'hypertension et du diabète.",
      'Take blood pressure, statin and antiplatelet medicines daily to prevent another stroke.':
        'Prendre chaque jour antihypertenseurs, statine et antiagrégant pour prévenir un nouvel AVC.',
      'Take every dose of TB treatment for 6 months if the effusion is tuberculous.':
        "Prendre chaque dose du traitement antituberculeux pendant 6 mois si l'épanchement est tuberculeux.",
      'Take every dose of TB treatment for the full course if it is tuberculous.':
        "Prendre chaque dose du traitement antituberculeux pendant toute la durée s'il s'agit de tuberculose.",
      'Take fluconazole every day through consolidation and maintenance until the CD4 count recovers on ART.':
        "Prendre le fluconazole chaque jour pendant la consolidation et l'entretien jusqu'à la remontée des CD4 sous TARV.",
      'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.':
        "Prendre le fer entre les repas ; éviter thé et café dans l'heure qui entoure la prise (1 heure).",
      'Take ivermectin at every community distribution round, every 6 to 12 months for years.':
        "Prendre l'ivermectine à chaque distribution communautaire, tous les 6 à 12 mois pendant des années.",
      'Take levothyroxine every morning on an empty stomach, 4 hours apart from iron or calcium tablets.':
        "Prendre la lévothyroxine chaque matin à jeun, à 4 heures d'intervalle du fer ou du calcium.",
      'Take medicines every day even when you feel well.':
        'Prendre les médicaments chaque jour même en se sentant bien.',
      'Take pain medicine early in an attack and rest in a dark quiet room.':
        "Prendre l'antalgique tôt pendant la crise et se reposer dans une pièce sombre et calme.",
      'Take praziquantel with food during school or community mass treatment.':
        'Prendre le praziquantel avec un repas lors des traitements de masse scolaires ou communautaires.',
      'Take TB medicines every day for the whole course (6 months) under treatment support; never stop early.':
        'Prendre les médicaments antituberculeux chaque jour pendant toute la durée du traitement (6 mois) avec un accompagnement ; ne jamais arrêter trop tôt.',
      'Take the anti-seizure medicine every day and never stop it suddenly.':
        "Prendre l'antiépileptique chaque jour et ne jamais l'arrêter brutalement.",
      'Take the blood thinner exactly as prescribed and keep INR appointments.':
        "Prendre l'anticoagulant exactement comme prescrit et respecter les contrôles de l'INR.",
      'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.':
        "Suivre les 14 jours complets de traitement ; s'abstenir de rapports jusqu'à la fin du traitement du couple.",
      'Take the full 6 weeks of treatment; relapse is common when stopped early.':
        "Suivre les 6 semaines complètes de traitement ; les rechutes sont fréquentes en cas d'arrêt précoce.",
      'Take the HIV test offered and start treatment if positive.':
        "Accepter le test VIH proposé et commencer le traitement s'il est positif.",
      'Take the medicine every day even when well; stopping early brings relapse.':
        'Prendre le médicament chaque jour même en allant bien ; un arrêt précoce entraîne une rechute.',
      'Take the mood stabiliser long term as prescribed.':
        'Prendre le thymorégulateur au long cours comme prescrit.',
      'Take the tablets every day for life, even when there are no symptoms.':
        'Prendre les comprimés chaque jour à vie, même sans symptômes.',
      'Talk about sources of stress; counselling helps frequent headaches.':
        "Parler des sources de stress ; l'accompagnement psychologique aide en cas de céphalées fréquentes.",
      'Test the urine for protein at home and return if it comes back, or with fever.':
        'Contrôler la protéinurie à domicile et revenir si elle réapparaît, ou en cas de fièvre.',
      'The cough usually lasts 2 to 3 weeks and settles without antibiotics.':
        'La toux dure généralement 2 à 3 semaines et guérit sans antibiotique.',
      'Threatened abortion: no specific treatment helps; rest if it eases symptoms, review if bleeding increases.':
        "Menace d'avortement : aucun traitement spécifique n'aide ; se reposer si cela soulage, revenir si le saignement augmente.",
      'Treat dogs and livestock for ticks.': 'Traiter les chiens et le bétail contre les tiques.',
      'Treat every household member and close contact at the same time, even without itching.':
        'Traiter en même temps tous les membres du foyer et les contacts proches, même sans démangeaisons.',
      'Treat scabies in the whole household if present.':
        'Traiter la gale dans tout le foyer si elle est présente.',
      'Treat skin sores and scabies in the family early; wash and keep sores clean.':
        'Traiter tôt les plaies cutanées et la gale dans la famille ; laver et garder les plaies propres.',
      'Treat the house and pets for fleas before killing rats; do not handle dead rodents with bare hands.':
        'Traiter la maison et les animaux contre les puces avant de tuer les rats ; ne pas toucher les rongeurs morts à mains nues.',
      'Treatment is usually lifelong; tell the clinic if you become pregnant (the dose needs increasing).':
        'Le traitement est généralement à vie ; prévenir la consultation en cas de grossesse (la dose doit être augmentée).',
      'Trichomoniasis: treat the partner too and use condoms until both are treated.':
        "Trichomonase : traiter aussi le partenaire et utiliser des préservatifs jusqu'à ce que les deux soient traités.",
      'Urinate and defecate in latrines, not in or near water.':
        "Uriner et déféquer dans des latrines, pas dans l'eau ni à proximité.",
      'Use a latrine and dispose of animal dung away from the house to reduce flies.':
        'Utiliser des latrines et évacuer les bouses loin de la maison pour réduire les mouches.',
      'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.':
        'Utiliser des latrines, porter des chaussures et se laver les mains au savon avant de manger et après les toilettes.',
      'Use a walking stick in the opposite hand and supportive shoes.':
        'Utiliser une canne du côté opposé et des chaussures adaptées.',
      'Use an emollient (petroleum jelly or aqueous cream) all over several times a day, and instead of soap.':
        'Appliquer un émollient (vaseline ou crème aqueuse) sur tout le corps plusieurs fois par jour, et à la place du savon.',
      'Use condoms and get STIs treated early to protect the fallopian tubes.':
        'Utiliser des préservatifs et faire traiter tôt les IST pour protéger les trompes.',
      'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.':
        'Utiliser systématiquement des préservatifs ; envisager la prophylaxie pré-exposition au VIH si le risque persiste.',
      'Use condoms; offer testing to partners and children (index testing).':
        'Utiliser des préservatifs ; proposer le dépistage aux partenaires et aux enfants (dépistage indexé).',
      'Use heat for pain relief; do regular back and core exercises once the acute pain settles.':
        'Utiliser la chaleur contre la douleur ; faire régulièrement des exercices du dos et du gainage une fois la douleur aiguë calmée.',
      'Use iodised salt (prevents goitre).': 'Utiliser du sel iodé (prévient le goitre).',
      'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).':
        "Utiliser uniquement du paracétamol ; éviter l'aspirine, l'ibuprofène et les autres AINS (risque hémorragique).",
      'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.':
        "Utiliser chaque jour l'inhalateur de fond (corticoïde inhalé) et vérifier la technique d'inhalation avec une chambre d'inhalation.",
      'Use the maintenance inhaler daily and check technique.':
        "Utiliser chaque jour l'inhalateur de fond et vérifier la technique.",
      'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.':
        "Utiliser chaque jour le spray nasal corticoïde pendant la saison, pas seulement en cas de gêne ; orienter le spray vers l'extérieur de la narine.",
      'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.':
        'Vacciner les chiens chaque année ; apprendre aux enfants à éviter les chiens errants et à signaler toute morsure.',
      'Vaccinate livestock through the veterinary services.':
        'Faire vacciner le bétail par les services vétérinaires.',
      'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).':
        'Vacciner la fratrie et les contacts non à jour (2 doses de vaccin contenant la rougeole).',
      'Walk as soon as possible; do not stay in bed.': 'Marcher dès que possible ; ne pas rester au lit.',
      'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.':
        "Marcher d'un bon pas ou pratiquer une autre activité modérée au moins 30 minutes 5 jours par semaine ; perdre 5-10% du poids en cas de surpoids.",
      'Warm drinks, honey (not under 1 year), rest; stop smoking and avoid smoke from cooking fires.':
        'Boissons chaudes, miel (pas avant 1 an), repos ; arrêter de fumer et éviter la fumée des feux de cuisson.',
      'Warm saltwater gargles, soft food and plenty of fluids.':
        "Gargarismes à l'eau salée tiède, alimentation molle et boissons abondantes.",
      'Wash children’s faces daily with clean water; do not share towels.':
        "Laver chaque jour le visage des enfants à l'eau propre ; ne pas partager les serviettes.",
      'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.':
        "Laver vêtements, serviettes et literie à l'eau chaude et sécher au soleil, ou les enfermer dans un sac pendant 3 jours.",
      'Wash hands after using the toilet and drink safe water (hepatitis A and E spread by the faecal-oral route).':
        'Se laver les mains après les toilettes et boire une eau sûre (les hépatites A et E se transmettent par voie féco-orale).',
      'Wash hands and cover coughs and sneezes to protect others.':
        'Se laver les mains et se couvrir en toussant et en éternuant pour protéger les autres.',
      'Wash hands before feeding; use safe water.':
        "Se laver les mains avant de nourrir l'enfant ; utiliser une eau sûre.",
      'Wash hands often, do not share towels or face cloths, and clean discharge with boiled cooled water.':
        "Se laver souvent les mains, ne pas partager serviettes ni gants de toilette, et nettoyer les sécrétions à l'eau bouillie refroidie.",
      'Wash hands with soap after the toilet and before handling food; shigella spreads from few organisms.':
        'Se laver les mains au savon après les toilettes et avant de manipuler les aliments ; quelques germes suffisent à transmettre la shigellose.',
      'Wash hands with soap after the toilet and before preparing food; drink treated water.':
        "Se laver les mains au savon après les toilettes et avant de préparer les repas ; boire de l'eau traitée.",
      'Wash the affected limb twice daily with soap and clean water, dry carefully between toes and folds.':
        "Laver le membre atteint deux fois par jour au savon et à l'eau propre, sécher soigneusement entre les orteils et dans les plis.",
      'Wash the sores gently with soap and water and remove the crusts daily; cut nails; separate towels; stay out of school until crusts are dry or 48 hours of antibiotic.':
        "Laver doucement les lésions à l'eau et au savon et retirer les croûtes chaque jour ; couper les ongles ; serviettes séparées ; pas d'école jusqu'à croûtes sèches ou 48 heures d'antibiotique.",
      'Wear boots and gloves in flood water, fields and abattoirs; cover cuts.':
        "Porter bottes et gants dans l'eau de crue, aux champs et dans les abattoirs ; couvrir les coupures.",
      'Wear long sleeves of neutral colours in tsetse areas; avoid bright blue and black clothing.':
        'Porter des manches longues de couleur neutre dans les zones à tsé-tsé ; éviter le bleu vif et le noir.',
      'Wear protective clothing and gloves when spraying; wash after use.':
        'Porter des vêtements de protection et des gants pour pulvériser ; se laver après usage.',
      'Wear shoes or boots and use a torch when walking at night; keep the compound clear of grass and rubbish.':
        'Porter des chaussures ou des bottes et une lampe la nuit ; débroussailler la cour et enlever les déchets.',
      'Wear shoes outdoors and deworm regularly to prevent hookworm.':
        "Porter des chaussures dehors et se déparasiter régulièrement pour prévenir l'ankylostomiase.",
      'Women 30 to 49 years: screen with an HPV test every 5 to 10 years (every 3 to 5 years with HIV); girls 9 to 14: HPV vaccine.':
        'Femmes de 30 à 49 ans : dépistage par test HPV tous les 5 à 10 ans (tous les 3 à 5 ans en cas de VIH) ; filles de 9 à 14 ans : vaccin HPV.',
      'Women with migraine with aura should avoid combined oestrogen contraceptives.':
        'Les femmes ayant une migraine avec aura doivent éviter les contraceptifs œstroprogestatifs.',
      'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.':
        'Les femmes atteintes de cardiopathie rhumatismale doivent planifier leurs grossesses avec la consultation de cardiologie et utiliser une contraception fiable.',
    },
  },
];
