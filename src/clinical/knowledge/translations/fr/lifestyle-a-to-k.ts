import type { TranslationGroup } from '../types';

/** frenchLifestyle (see lifestyle.ts), the entries whose English key starts with a to k. */
export const frenchLifestyleAToK: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '30 minutes of walking most days.': '30 minutes de marche la plupart des jours.',
      'A responsible adult stays for 24 hours; return at once for drowsiness, vomiting, worsening headache, fits, weakness or confusion.':
        'Un adulte responsable reste présent 24 heures ; revenir immédiatement en cas de somnolence, de vomissements, de céphalée croissante, de convulsions, de faiblesse ou de confusion.',
      'Abstain from sex for 7 days after treatment and until partners are treated.':
        "S'abstenir de rapports sexuels pendant 7 jours après le traitement et jusqu'au traitement des partenaires.",
      'Abstain from sex until 7 days after treatment and until partners are treated.':
        "S'abstenir de rapports sexuels jusqu'à 7 jours après le traitement et jusqu'au traitement des partenaires.",
      'After a bite: keep still, immobilise the limb, go straight to a health facility; no tourniquet, cutting, sucking or traditional remedies.':
        'Après une morsure : rester immobile, immobiliser le membre, aller directement au centre de santé ; ni garrot, ni incision, ni succion, ni remède traditionnel.',
      'After deliberate overdose: a trusted person stays with the patient; remove medicines and pesticides from the home.':
        'Après une intoxication volontaire : une personne de confiance reste avec le patient ; retirer médicaments et pesticides du domicile.',
      'After peripartum cardiomyopathy, discuss contraception: another pregnancy carries high risk.':
        'Après une cardiomyopathie du péripartum, parler de contraception : une nouvelle grossesse est à haut risque.',
      'After recovery, complete the antibiotic course and return at once if fever or confusion come back.':
        'Après la guérison, terminer le traitement antibiotique et revenir immédiatement si la fièvre ou la confusion réapparaissent.',
      'After recovery, sleep under an insecticide-treated net every night; children under 5 and pregnant women first.':
        'Après la guérison, dormir chaque nuit sous une moustiquaire imprégnée ; les enfants de moins de 5 ans et les femmes enceintes en priorité.',
      'After recovery, take blood pressure medicines every day and never stop them suddenly.':
        'Après la guérison, prendre chaque jour les antihypertenseurs et ne jamais les arrêter brutalement.',
      'After surgery, walk early and return for wound redness, fever or worsening pain.':
        "Après l'opération, se lever tôt et revenir en cas de rougeur de la plaie, de fièvre ou de douleur croissante.",
      'After the birth, report urine or stool leaking from the vagina (fistula) — it can be repaired.':
        "Après l'accouchement, signaler toute fuite d'urine ou de selles par le vagin (fistule) — elle peut être réparée.",
      'All children complete oral and inactivated polio vaccine doses; mop-up campaigns after a case.':
        'Tous les enfants complètent les doses de vaccin polio oral et inactivé ; campagnes de ratissage après un cas.',
      'Allergic conjunctivitis: avoid rubbing the eyes and use cold compresses.':
        'Conjonctivite allergique : éviter de se frotter les yeux et appliquer des compresses froides.',
      'Antibiotics do not help a cold; they cause side effects and resistance.':
        'Les antibiotiques ne soignent pas un rhume ; ils provoquent des effets indésirables et des résistances.',
      'Any bleeding after 20 weeks is a danger sign: come to hospital at once, do not wait.':
        "Tout saignement après 20 semaines est un signe de danger : venir à l'hôpital immédiatement, sans attendre.",
      'Attend all follow-up blood tests.': 'Se présenter à tous les bilans sanguins de suivi.',
      'Attend every antenatal visit for a blood pressure and urine check.':
        'Se rendre à chaque consultation prénatale pour le contrôle de la tension et des urines.',
      'Attend hearing and development follow-up after discharge.':
        "Assurer le suivi de l'audition et du développement après la sortie.",
      'Avoid alcohol and cannabis.': "Éviter l'alcool et le cannabis.",
      'Avoid alcohol and drugs, which worsen depression.':
        "Éviter l'alcool et les drogues, qui aggravent la dépression.",
      'Avoid alcohol and drugs.': "Éviter l'alcool et les drogues.",
      'Avoid alcohol completely and avoid herbal remedies and unprescribed medicines that may harm the liver.':
        "Éviter totalement l'alcool ainsi que les remèdes à base de plantes et les médicaments non prescrits qui peuvent nuire au foie.",
      'Avoid alcohol during metronidazole treatment.':
        "Éviter l'alcool pendant le traitement par métronidazole.",
      'Avoid alcohol while taking metronidazole.': "Éviter l'alcool sous métronidazole.",
      'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.':
        'Éviter de se baigner, de nager ou de laver dans les lacs, rivières et barrages où vivent les mollusques ; utiliser une eau sûre.',
      'Avoid bottle-feeding lying flat and exposure to smoke.':
        "Éviter le biberon en position couchée à plat et l'exposition à la fumée.",
      'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.':
        'Éviter tout contact avec les liquides biologiques des malades et des défunts ; inhumations sûres et dignes.',
      'Avoid decongestant cold remedies and antihistamines that can cause retention.':
        'Éviter les décongestionnants contre le rhume et les antihistaminiques qui peuvent provoquer une rétention.',
      'Avoid drinking alcohol on an empty stomach.': "Éviter de boire de l'alcool à jeun.",
      'Avoid NSAIDs (ibuprofen, diclofenac) and alcohol; stop smoking.':
        "Éviter les AINS (ibuprofène, diclofénac) et l'alcool ; arrêter de fumer.",
      'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.':
        'Éviter les AINS (ibuprofène, diclofénac) et les remèdes à base de plantes ; signaler la maladie rénale à chaque soignant.',
      'Avoid NSAIDs (ibuprofen, diclofenac), sedatives and herbal remedies.':
        'Éviter les AINS (ibuprofène, diclofénac), les sédatifs et les remèdes à base de plantes.',
      'Avoid NSAIDs (ibuprofen, diclofenac, aspirin) unless a doctor says they are essential; use paracetamol for pain.':
        'Éviter les AINS (ibuprofène, diclofénac, aspirine) sauf si un médecin les juge indispensables ; utiliser le paracétamol contre la douleur.',
      'Avoid NSAIDs and aspirin if they worsen the hives.':
        "Éviter les AINS et l'aspirine s'ils aggravent l'urticaire.",
      'Avoid sex during illness and use condoms for 12 weeks after recovery.':
        'Éviter les rapports sexuels pendant la maladie et utiliser des préservatifs pendant 12 semaines après la guérison.',
      'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.':
        "Éviter la fumée (tabac, cuisson au charbon et au bois à l'intérieur), la poussière et les déclencheurs connus.",
      'Avoid smoke and known allergens.': 'Éviter la fumée et les allergènes connus.',
      'Avoid the substance that causes contact dermatitis; wear gloves for wet work and cement.':
        "Éviter la substance responsable de l'eczéma de contact ; porter des gants pour les travaux humides et le ciment.",
      'Avoid the trigger (the medicine, food or sting) and tell every clinician about a medicine allergy.':
        'Éviter le déclencheur (médicament, aliment ou piqûre) et signaler toute allergie médicamenteuse à chaque clinicien.',
      'Avoid the trigger; record the allergy in all health records and wear an alert bracelet or card.':
        "Éviter le déclencheur ; noter l'allergie dans tous les dossiers médicaux et porter un bracelet ou une carte d'alerte.",
      'Be active at least 30 minutes on most days and lose weight if overweight.':
        'Être actif au moins 30 minutes la plupart des jours et perdre du poids en cas de surpoids.',
      'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.':
        'Faire bouillir le lait avant de le boire et éviter les produits au lait cru ; porter des gants pour manipuler les animaux qui mettent bas ou les carcasses.',
      'Boil or chlorinate drinking water, wash hands with soap, and use a latrine.':
        "Faire bouillir ou chlorer l'eau de boisson, se laver les mains au savon et utiliser des latrines.",
      'Breast milk only, every 2-3 hours; express and cup-feed if the baby cannot suck.':
        'Lait maternel exclusif, toutes les 2-3 heures ; tirer le lait et le donner à la tasse si le bébé ne peut pas téter.',
      'Breastfed infants get vitamin D 400 IU daily through the first year.':
        'Les nourrissons allaités reçoivent 400 IU de vitamine D par jour pendant la première année.',
      'Breastfeed 8-12 times a day; do not give water or glucose water.':
        "Allaiter 8-12 fois par jour ; ne pas donner d'eau ni d'eau glucosée.",
      'Breastfeed often; feel the feet and back: cold feet mean the baby needs warming.':
        'Allaiter souvent ; toucher les pieds et le dos : des pieds froids signifient que le bébé doit être réchauffé.',
      'Breastfeeding mothers of an infant with thrush treat their nipples too; boil teats and cups.':
        'La mère qui allaite un nourrisson atteint de muguet traite aussi ses mamelons ; faire bouillir tétines et tasses.',
      'Breathing exercises as the fluid clears.':
        'Exercices respiratoires à mesure que le liquide se résorbe.',
      'Brief intervention on the drinking pattern once sober; offer help for alcohol use.':
        "Intervention brève sur la consommation une fois sobre ; proposer de l'aide pour l'alcool.",
      'Bring household contacts, especially children under 5 and people with HIV, for screening and preventive therapy.':
        'Amener les contacts du foyer, surtout les enfants de moins de 5 ans et les personnes vivant avec le VIH, pour dépistage et traitement préventif.',
      'Brush twice a day with fluoride toothpaste; fewer sugary snacks and drinks.':
        'Se brosser les dents deux fois par jour avec un dentifrice fluoré ; moins de grignotages et de boissons sucrés.',
      'Call for help at once if chest pain lasts more than 10 minutes.':
        "Appeler à l'aide immédiatement si la douleur thoracique dure plus de 10 minutes.",
      'Carers need rest and support; ask about help in the community.':
        "Les aidants ont besoin de repos et de soutien ; s'informer des aides dans la communauté.",
      'Carry an adrenaline auto-injector if available and know how to use it.':
        "Avoir un stylo auto-injecteur d'adrénaline si disponible et savoir l'utiliser.",
      'Carry sugar or sweets and take them at the first signs (sweating, shaking, hunger).':
        'Avoir du sucre ou des bonbons sur soi et les prendre aux premiers signes (sueurs, tremblements, faim).',
      'Cataract surgery restores sight; ask about outreach surgical camps.':
        'La chirurgie de la cataracte rend la vue ; se renseigner sur les campagnes chirurgicales itinérantes.',
      'Check numb hands and feet every day for wounds; soak and oil dry skin; wear protective footwear; use a cloth to hold hot pots.':
        'Examiner chaque jour les mains et pieds insensibles à la recherche de plaies ; tremper et huiler la peau sèche ; porter des chaussures de protection ; utiliser un tissu pour tenir les marmites chaudes.',
      'Check the body for ticks after walking in bush or grass; remove them with tweezers close to the skin.':
        "Rechercher les tiques sur le corps après une marche en brousse ou dans l'herbe ; les retirer à la pince au ras de la peau.",
      'Check the feet every day, wear closed well-fitting shoes, never walk barefoot; test bath water with the elbow.':
        "Examiner les pieds chaque jour, porter des chaussures fermées bien ajustées, ne jamais marcher pieds nus ; tester l'eau du bain avec le coude.",
      'Check your feet daily, wear closed shoes, and come early for any wound.':
        'Examiner ses pieds chaque jour, porter des chaussures fermées et consulter tôt pour toute plaie.',
      'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.':
        "Enfants : donner une prophylaxie quotidienne par pénicilline jusqu'à 5 ans et tenir tous les vaccins à jour, y compris le pneumocoque.",
      'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.':
        "Bien nettoyer toute plaie et faire un rappel antitétanique si la vaccination n'est pas à jour ; les femmes enceintes doivent recevoir le vaccin diphtérie-tétanos ; soins propres du cordon à la naissance.",
      'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.':
        "Nettoyer les yeux à l'eau propre et appliquer la pommade ophtalmique à la tétracycline comme indiqué.",
      'Clean the eyes with clean water or saline every 1-2 hours until the pus stops; wash hands after.':
        "Nettoyer les yeux à l'eau propre ou au sérum physiologique toutes les 1-2 heures jusqu'à l'arrêt du pus ; se laver les mains ensuite.",
      "Clear a child's blocked nose with saline drops before feeds.":
        "Désobstruer le nez de l'enfant au sérum physiologique avant les tétées.",
      'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.':
        "Désobstruer le nez au sérum physiologique avant les tétées ; nourrir en petites quantités fréquentes et poursuivre l'allaitement.",
      'Close household contacts of meningococcal disease should receive preventive antibiotic promptly.':
        "Les contacts proches d'un cas de méningococcie doivent recevoir rapidement un antibiotique préventif.",
      'Come at once for severe headache, blurred vision, upper tummy pain, swelling of face or hands, or fits.':
        'Venir immédiatement en cas de céphalée intense, de vision floue, de douleur du haut du ventre, de gonflement du visage ou des mains, ou de convulsions.',
      'Come at once if you cannot pass urine.': "Venir immédiatement en cas d'impossibilité d'uriner.",
      'Come back at once with yellow eyes, fever with shivering or severe continuous pain.':
        "Revenir immédiatement en cas d'yeux jaunes, de fièvre avec frissons ou de douleur intense continue.",
      'Come back quickly for fever during treatment (infection risk).':
        'Revenir rapidement en cas de fièvre pendant le traitement (risque infectieux).',
      'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.':
        "Consulter tôt pour tout mal de gorge ; bonne hygiène dentaire et brossage des dents pour prévenir l'endocardite.",
      'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.':
        "Venir immédiatement en cas de fièvre, de douleur thoracique, de faiblesse ou de ventre gonflé chez l'enfant.",
      'Complete all 6 doses of artemether-lumefantrine over 3 days, taken with fatty food or milk.':
        "Prendre les 6 doses d'artéméther-luméfantrine sur 3 jours, avec un repas gras ou du lait.",
      'Complete every vaccine dose on the scheduled days.':
        'Recevoir chaque dose de vaccin aux jours prévus.',
      'Complete the antibiotic course; return if fever or back pain develops.':
        'Terminer le traitement antibiotique ; revenir en cas de fièvre ou de douleur lombaire.',
      'Complete the DTP schedule and boosters; vaccinate the patient on recovery.':
        'Compléter le calendrier DTC et les rappels ; vacciner le patient à la guérison.',
      'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.':
        'Terminer les 10 jours de pénicilline/amoxicilline pour prévenir le rhumatisme articulaire aigu.',
      'Complete the full antibiotic course even when the fever settles.':
        'Terminer tout le traitement antibiotique même si la fièvre baisse.',
      'Complete the full oral ACT course after parenteral artesunate once the patient can swallow.':
        "Terminer la cure complète d'ACT orale après l'artésunate parentéral dès que le patient peut avaler.",
      'Complete the pentavalent (DTP) vaccine doses at 6, 10 and 14 weeks; vaccinate pregnant women where offered.':
        "Compléter les doses de vaccin pentavalent (DTC) à 6, 10 et 14 semaines ; vacciner les femmes enceintes là où c'est proposé.",
      'Complete the tetanus vaccine course after recovery: the disease does not give immunity.':
        "Compléter la vaccination antitétanique après la guérison : la maladie ne confère pas d'immunité.",
      'Complete the whole antibiotic course (at least 3 weeks, longer for bone infection).':
        'Terminer tout le traitement antibiotique (au moins 3 semaines, plus pour une infection osseuse).',
      'Continue breastfeeding and feeding; give extra fluids.':
        "Poursuivre l'allaitement et l'alimentation ; donner des liquides supplémentaires.",
      'Continue breastfeeding; add energy-dense family foods (oil, groundnut paste, beans, eggs, milk) 5 times a day.':
        "Poursuivre l'allaitement ; ajouter des aliments familiaux riches en énergie (huile, pâte d'arachide, haricots, œufs, lait) 5 fois par jour.",
      'Continue cotrimoxazole prophylaxis after treatment and take ART daily.':
        'Poursuivre la prophylaxie au cotrimoxazole après le traitement et prendre le TARV chaque jour.',
      'Continue feeding and give extra fluids or ORS.':
        "Poursuivre l'alimentation et donner des liquides supplémentaires ou de la SRO.",
      'Continue the cream for 2 weeks after the rash has cleared.':
        "Poursuivre la crème 2 semaines après la disparition de l'éruption.",
      'Contraception can start the same day after post-abortion care if she wishes; fertility returns within 2 weeks.':
        'La contraception peut débuter le jour même après les soins post-avortement si elle le souhaite ; la fertilité revient en 2 semaines.',
      'Control blood sugar; stop alcohol.': "Équilibrer la glycémie ; arrêter l'alcool.",
      'Control rats around the home and store food covered.':
        'Lutter contre les rats autour de la maison et garder les aliments couverts.',
      'Cool the burn with cool running water for 20 minutes as soon as possible; no butter, toothpaste, eggs or herbs.':
        "Refroidir la brûlure à l'eau courante fraîche pendant 20 minutes le plus tôt possible ; ni beurre, ni dentifrice, ni œufs, ni plantes.",
      'Cover arms and legs near rivers during the day to avoid blackfly bites.':
        'Couvrir bras et jambes près des rivières le jour pour éviter les piqûres de simulies.',
      'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.':
        'Se couvrir en toussant et en éternuant, se laver les mains ; vaccination antigrippale annuelle des groupes à risque si disponible.',
      'Cover the mouth when coughing, open windows, sleep apart from small children for the first 2 weeks.':
        "Se couvrir la bouche en toussant, ouvrir les fenêtres, dormir à l'écart des jeunes enfants pendant les 2 premières semaines.",
      'Cover the sore with a dry dressing; do not cut or drain it.':
        "Couvrir la lésion d'un pansement sec ; ne pas l'inciser ni la drainer.",
      'Cut down alcohol, especially beer and spirits, and sugary drinks.':
        "Réduire l'alcool, surtout la bière et les spiritueux, et les boissons sucrées.",
      'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.':
        "Réduire l'alcool, le tabac, le café, les aliments gras et épicés s'ils déclenchent les symptômes.",
      'Cut down alcohol; treat high blood pressure; lose weight if overweight.':
        "Réduire l'alcool ; traiter l'hypertension ; perdre du poids en cas de surpoids.",
      'Cut nails short and bathe daily to reduce scratching and infection.':
        "Couper les ongles court et se laver chaque jour pour limiter le grattage et l'infection.",
      'Daily outdoor play in the sunlight with arms and legs uncovered; calcium-rich foods (milk, small fish with bones, green leaves).':
        'Jouer dehors chaque jour au soleil bras et jambes découverts ; aliments riches en calcium (lait, petits poissons avec les arêtes, feuilles vertes).',
      'Developmental follow-up clinic visits through the first years.':
        'Consultations de suivi du développement pendant les premières années.',
      'Deworm children every 6-12 months in school or community programmes.':
        'Déparasiter les enfants tous les 6-12 mois dans les programmes scolaires ou communautaires.',
      'Deworming after the first trimester and IPTp-SP at each visit from 13 weeks in malaria areas.':
        "Déparasitage après le premier trimestre et TPIp-SP à chaque consultation dès 13 semaines en zone d'endémie palustre.",
      'Do not douche or wash inside the vagina; avoid alcohol with metronidazole and for 24 hours after.':
        "Pas de douches vaginales ni de lavage interne ; éviter l'alcool sous métronidazole et pendant les 24 heures suivantes.",
      'Do not eat or drink until seen by the surgeon.':
        "Ne rien manger ni boire avant d'avoir vu le chirurgien.",
      'Do not eat, skin or sell meat from animals that died suddenly; bury or burn carcasses without opening them.':
        "Ne pas manger, dépecer ni vendre la viande d'animaux morts subitement ; enterrer ou brûler les carcasses sans les ouvrir.",
      'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.':
        "Ne pas donner d'aspirine (syndrome de Reye) et éviter l'ibuprofène (infection cutanée grave) ; utiliser le paracétamol.",
      'Do not handle or eat bushmeat; store food away from rodents (Lassa).':
        "Ne pas manipuler ni manger de viande de brousse ; conserver les aliments à l'abri des rongeurs (Lassa).",
      'Do not make the child vomit or give milk or oil.':
        "Ne pas faire vomir l'enfant ni lui donner de lait ou d'huile.",
      'Do not prepare food for others until recovered.':
        'Ne pas préparer de repas pour les autres avant la guérison.',
      'Do not put traditional remedies or breast milk in the eyes.':
        'Ne pas mettre de remèdes traditionnels ni de lait maternel dans les yeux.',
      'Do not share combs, caps, towels or shoes; check and treat siblings with scalp ringworm.':
        'Ne pas partager peignes, bonnets, serviettes ou chaussures ; examiner et traiter la fratrie atteinte de teigne.',
      'Do not suture the bite wound immediately; keep it clean.':
        'Ne pas suturer immédiatement la plaie de morsure ; la garder propre.',
      'Do not swim alone, cook on open fires, climb heights or drive until seizure-free as local law requires.':
        "Ne pas nager seul, cuisiner sur un feu ouvert, monter en hauteur ni conduire tant que la période sans crise exigée par la loi n'est pas atteinte.",
      'Do not use pain medicines on more than 10 days a month (medication-overuse headache).':
        "Ne pas prendre d'antalgiques plus de 10 jours par mois (céphalée par abus médicamenteux).",
      'Drink 2.5 to 3 litres of water a day to pass 2 to 2.5 litres of urine.':
        "Boire 2.5 à 3 litres d'eau par jour pour uriner 2 à 2.5 litres.",
      'Drink boiled or treated water and wash hands with soap; wash fruit and vegetables in clean water.':
        "Boire de l'eau bouillie ou traitée et se laver les mains au savon ; laver fruits et légumes à l'eau propre.",
      'Drink less in the evening; cut down alcohol and caffeine.':
        "Boire moins le soir ; réduire l'alcool et la caféine.",
      'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.':
        "Ne boire que de l'eau bouillie ou traitée et se laver les mains au savon après les toilettes et avant de manger.",
      'Drink ORS after every loose stool; continue feeding and breastfeeding.':
        "Boire de la SRO après chaque selle liquide ; poursuivre l'alimentation et l'allaitement.",
      'Drink plenty of fluids (ORS, juice, soup); rest.': 'Boire beaucoup (SRO, jus, soupe) ; se reposer.',
      'Drink plenty of fluids and complete the full antibiotic course.':
        'Boire beaucoup et terminer tout le traitement antibiotique.',
      'Drink plenty of fluids and rest; return at once if unable to drink, very sleepy, convulsing or breathing fast.':
        "Boire beaucoup et se reposer ; revenir immédiatement en cas d'incapacité à boire, de somnolence importante, de convulsions ou de respiration rapide.",
      'Drink plenty of water and pass urine regularly and after sex.':
        "Boire beaucoup d'eau et uriner régulièrement et après les rapports.",
      'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.':
        "Boire beaucoup d'eau chaque jour et éviter le froid, la déshydratation et l'épuisement.",
      'Drink plenty of water; rest and elevate the joint, apply ice during a flare.':
        "Boire beaucoup d'eau ; reposer et surélever l'articulation, appliquer de la glace pendant la crise.",
      'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.':
        "Assécher l'oreille qui coule avec une mèche de tissu propre 3 fois par jour ; ne pas mettre d'huile ni d'objets dans l'oreille.",
      'Dry cord care (or chlorhexidine where recommended); hand washing before handling the baby.':
        'Soins secs du cordon (ou chlorhexidine si recommandée) ; lavage des mains avant de manipuler le bébé.',
      'Dry the ear by wicking with a twisted clean cloth or tissue three times a day until it comes out dry.':
        "Assécher l'oreille avec une mèche de tissu propre ou de papier trois fois par jour jusqu'à ce qu'elle ressorte sèche.",
      'During a fit: lay the person on the side, protect the head, put nothing in the mouth; seek help if it lasts more than 5 minutes.':
        "Pendant une crise : coucher la personne sur le côté, protéger la tête, ne rien mettre dans la bouche ; demander de l'aide si elle dure plus de 5 minutes.",
      'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.':
        "Manger équilibré, éviter l'alcool et le tabac, dormir sous une moustiquaire.",
      'Eat beans, green leafy vegetables, meat, liver or fish; sleep under a treated net.':
        'Manger haricots, légumes à feuilles vertes, viande, foie ou poisson ; dormir sous une moustiquaire imprégnée.',
      'Eat energy-rich food; complete the full supervised treatment course.':
        'Manger des aliments énergétiques ; terminer tout le traitement supervisé.',
      'Eat enough energy and protein; avoid alcohol and smoking.':
        "Manger suffisamment d'énergie et de protéines ; éviter l'alcool et le tabac.",
      'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.':
        'Manger des aliments riches en fer : foie, viande, poisson, haricots, légumes à feuilles vert foncé (sukuma wiki, managu), avec des fruits pour la vitamine C.',
      'Eat iron-rich foods (beans, green leaves, meat) when anaemic.':
        "Manger des aliments riches en fer (haricots, feuilles vertes, viande) en cas d'anémie.",
      'Eat less red meat, offal and seafood; lose weight gradually if overweight.':
        "Manger moins de viande rouge, d'abats et de fruits de mer ; perdre du poids progressivement en cas de surpoids.",
      'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.':
        "Manger moins salé (moins de 5 g par jour : pas de sel ajouté, moins d'aliments transformés salés) et plus de fruits et légumes.",
      'Eat less salt and weigh yourself daily; come early if weight rises by 2 kg in 3 days.':
        'Manger moins salé et se peser chaque jour ; consulter tôt si le poids augmente de 2 kg en 3 jours.',
      'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.':
        'Manger moins salé ; limiter les aliments riches en potassium (bananes, oranges, tomates) si la kaliémie est élevée.',
      'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.':
        'Manger plus de légumes, de légumineuses et de céréales complètes ; réduire les boissons sucrées, le pain blanc et les grosses portions de féculents.',
      'Eat regular small meals; avoid foods that clearly worsen symptoms.':
        'Manger de petits repas réguliers ; éviter les aliments qui aggravent nettement les symptômes.',
      'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.':
        "Vider les récipients contenant de l'eau autour de la maison et utiliser des répulsifs ; les moustiques Aedes piquent le jour.",
      'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.':
        "Faire de l'exercice chaque jour : renforcement musculaire (quadriceps) et marche ou vélo ; l'exercice soigne, il n'abîme pas.",
      'Expressed breast milk by cup or tube until the baby can suck; keep warm skin-to-skin.':
        "Lait maternel tiré donné à la tasse ou par sonde jusqu'à ce que le bébé puisse téter ; garder au chaud en peau à peau.",
      'Family members should know how to give sugar and when to bring the patient in.':
        'La famille doit savoir donner du sucre et quand amener le patient.',
      'Family support, peer groups and regular follow-up; eat regular meals.':
        "Soutien familial, groupes d'entraide et suivi régulier ; prendre des repas réguliers.",
      'Family support, return to work or school, and community rehabilitation.':
        "Soutien familial, retour au travail ou à l'école, et réadaptation communautaire.",
      'Fasting glucose test 6-12 weeks after the birth and every 1-3 years after: risk of type 2 diabetes is high.':
        "Glycémie à jeun 6-12 semaines après l'accouchement puis tous les 1-3 ans : le risque de diabète de type 2 est élevé.",
      'Finish all 3 days of the antibiotic; return after 2 days if still bloody.':
        "Terminer les 3 jours d'antibiotique ; revenir après 2 jours si les selles sont encore sanglantes.",
      'Follow a written asthma action plan and come at once if the reliever does not help.':
        "Suivre un plan d'action écrit pour l'asthme et venir immédiatement si le traitement de secours ne suffit pas.",
      'Follow-up visits after treatment to confirm cure.':
        'Visites de suivi après le traitement pour confirmer la guérison.',
      'For SVT attacks: learn the modified Valsalva manoeuvre (blow into a syringe for 15 seconds, then lie flat with the legs raised).':
        "En cas de crise de TSV : apprendre la manœuvre de Valsalva modifiée (souffler dans une seringue pendant 15 secondes, puis s'allonger jambes surélevées).",
      'Future pregnancies carry a higher risk: come for an early scan as soon as a period is missed.':
        'Les prochaines grossesses sont plus à risque : venir pour une échographie précoce dès le retard de règles.',
      'Get influenza and pneumococcal vaccines where available.':
        'Se faire vacciner contre la grippe et le pneumocoque si disponible.',
      'Give birth in a health facility; first labours and adolescent mothers especially.':
        'Accoucher dans une structure de santé ; surtout pour un premier accouchement et les mères adolescentes.',
      'Give every dose of amoxicillin for the full course, even when the child seems better.':
        "Donner chaque dose d'amoxicilline pendant tout le traitement, même si l'enfant semble aller mieux.",
      'Give only the therapeutic food (RUTF) as prescribed, in small frequent amounts, with clean water; keep breastfeeding.':
        "Donner uniquement l'aliment thérapeutique (ATPE) prescrit, en petites quantités fréquentes, avec de l'eau propre ; poursuivre l'allaitement.",
      'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.':
        "Donner de la SRO après chaque selle liquide et des liquides supplémentaires ; poursuivre l'allaitement et l'alimentation.",
      'Give the antibiotic for the full 5 days and paracetamol for pain.':
        "Donner l'antibiotique pendant les 5 jours complets et du paracétamol contre la douleur.",
      'Give zinc every day for 10-14 days even after the diarrhoea stops (children).':
        "Donner du zinc chaque jour pendant 10-14 jours même après l'arrêt de la diarrhée (enfants).",
      'Glaucoma drops are lifelong: use them every day even though vision does not improve.':
        "Les gouttes contre le glaucome sont à vie : les utiliser chaque jour même si la vue ne s'améliore pas.",
      'Have a reducible hernia repaired electively before it strangulates; return at once if it becomes painful or will not go back.':
        "Faire opérer à froid une hernie réductible avant qu'elle ne s'étrangle ; revenir immédiatement si elle devient douloureuse ou ne rentre plus.",
      'Healthy diet low in salt and saturated fat, regular walking once recovered (cardiac rehabilitation).':
        'Alimentation saine pauvre en sel et en graisses saturées, marche régulière après la récupération (réadaptation cardiaque).',
      'Helmets on motorbikes (boda boda), seat belts, child restraints, no drink-driving.':
        "Casque à moto (taxi-moto), ceinture de sécurité, sièges enfants, pas d'alcool au volant.",
      'Helmets on motorbikes and bicycles; seat belts.': 'Casque à moto et à vélo ; ceinture de sécurité.',
      'Hepatitis B vaccination at birth prevents most liver cancer; people with hepatitis B need 6-monthly ultrasound.':
        "La vaccination contre l'hépatite B à la naissance prévient la plupart des cancers du foie ; les personnes atteintes d'hépatite B ont besoin d'une échographie tous les 6 mois.",
      'High-protein, high-energy diet while burns heal.':
        'Alimentation riche en protéines et en énergie pendant la cicatrisation des brûlures.',
      'Household and close contacts take the prophylaxis given and report any fever within 7 days.':
        'Les contacts du foyer et les contacts proches prennent la prophylaxie donnée et signalent toute fièvre dans les 7 jours.',
      'Household and sexual contacts of a person with hepatitis B should be tested and vaccinated; use condoms.':
        "Les contacts du foyer et les partenaires sexuels d'une personne atteinte d'hépatite B doivent être dépistés et vaccinés ; utiliser des préservatifs.",
      'Household contacts: watch for diarrhoea and come at once if it starts.':
        'Contacts du foyer : surveiller la diarrhée et venir immédiatement si elle commence.',
      'Household contacts under 1 year and pregnant contacts take the same antibiotic course.':
        'Les contacts du foyer de moins de 1 an et les femmes enceintes contacts prennent le même traitement antibiotique.',
      'If gallstones caused it, have the gallbladder removed during the same admission or soon after.':
        'Si des calculs en sont la cause, faire retirer la vésicule pendant la même hospitalisation ou peu après.',
      'In hot weather drink water regularly, rest in the shade, avoid heavy work at midday, and check on older neighbours living alone.':
        "Par temps chaud, boire régulièrement, se reposer à l'ombre, éviter les travaux pénibles à midi et prendre des nouvelles des voisins âgés vivant seuls.",
      'In the next pregnancy, start low-dose aspirin from 12 weeks and calcium where diet is low in calcium.':
        "Lors de la prochaine grossesse, commencer l'aspirine à faible dose dès 12 semaines et le calcium si l'alimentation en est pauvre.",
      'Insulin is life-long and must never be stopped, even when ill or not eating (sick-day rules).':
        "L'insuline est à vie et ne doit jamais être arrêtée, même en cas de maladie ou sans alimentation (règles des jours de maladie).",
      'Iron and folic acid daily for 3 months after the birth; eat iron-rich foods.':
        "Fer et acide folique chaque jour pendant 3 mois après l'accouchement ; manger des aliments riches en fer.",
      'Iron and folic acid tablet every day through pregnancy and 3 months after; take with fruit, not with tea.':
        "Un comprimé de fer et d'acide folique chaque jour pendant la grossesse et 3 mois après ; à prendre avec un fruit, pas avec du thé.",
      'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).':
        'Le fer peut noircir les selles ; garder les comprimés hors de portée des enfants (le surdosage est dangereux).',
      'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.':
        "S'isoler à domicile tant qu'il y a des symptômes, porter un masque près des autres, aérer les pièces.",
      'Isolate the patient (droplet precautions); close contacts get a throat swab, a macrolide course and a vaccine dose.':
        'Isoler le patient (précautions gouttelettes) ; les contacts proches ont un prélèvement de gorge, un traitement par macrolide et une dose de vaccin.',
      'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.':
        "S'isoler jusqu'à ce que toutes les lésions aient croûté et que la peau se soit reformée ; couvrir les lésions, porter un masque près des autres.",
      'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.':
        'Les démangeaisons peuvent durer 2 à 4 semaines après un traitement réussi ; cela ne signifie pas un échec.',
      'Kangaroo mother care: skin-to-skin on the mother’s chest day and night.':
        'Méthode mère kangourou : peau à peau sur la poitrine de la mère jour et nuit.',
      'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.':
        'Garder une routine quotidienne, un sommeil régulier et les activités qui plaisaient, même à petits pas.',
      'Keep active within comfort; rest when breathless.':
        "Rester actif dans la limite du confort ; se reposer en cas d'essoufflement.",
      'Keep away from pregnant women, newborns and people with weak immunity.':
        "Rester à l'écart des femmes enceintes, des nouveau-nés et des personnes immunodéprimées.",
      'Keep breastfeeding and offer fluids often; clear a blocked nose before feeds.':
        "Poursuivre l'allaitement et proposer souvent à boire ; désobstruer le nez avant les tétées.",
      'Keep breastfeeding often (express milk if the baby cannot suck); keep the baby skin-to-skin and warm.':
        'Allaiter souvent (tirer le lait si le bébé ne peut pas téter) ; garder le bébé en peau à peau et au chaud.',
      'Keep breastfeeding unless she is very ill; wash hands before and after changing pads.':
        "Poursuivre l'allaitement sauf si elle est très malade ; se laver les mains avant et après le changement de garniture.",
      "Keep children's vaccines up to date (Hib, pneumococcal; MenAfriVac/MenFive in the meningitis belt).":
        'Tenir à jour les vaccins des enfants (Hib, pneumocoque ; MenAfriVac/MenFive dans la ceinture de la méningite).',
      'Keep COVID-19 vaccination up to date if older or with chronic illness.':
        "Tenir la vaccination COVID-19 à jour en cas d'âge avancé ou de maladie chronique.",
      'Keep groundnuts, beans, coins, button batteries and small toys away from children under 4; sit children to eat.':
        'Tenir arachides, haricots, pièces, piles bouton et petits jouets hors de portée des enfants de moins de 4 ans ; faire manger les enfants assis.',
      'Keep insulin cool (clay pot or cool place) and carry sugar at all times.':
        "Conserver l'insuline au frais (canari en terre ou endroit frais) et avoir toujours du sucre sur soi.",
      'Keep lesions clean and dry; do not scratch; wash bedding separately.':
        'Garder les lésions propres et sèches ; ne pas gratter ; laver la literie séparément.',
      'Keep nails short; cotton clothing.': 'Garder les ongles courts ; vêtements en coton.',
      'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).':
        'Garder un sommeil, des repas et une hydratation réguliers ; noter et éviter les déclencheurs (repas sautés, stress, certains aliments).',
      'Keep regular sleep; watch for early signs of relapse (less sleep, more energy).':
        "Garder un sommeil régulier ; surveiller les signes précoces de rechute (moins de sommeil, plus d'énergie).",
      'Keep skin folds and feet clean and dry; dry well between the toes after washing.':
        'Garder les plis et les pieds propres et secs ; bien sécher entre les orteils après la toilette.',
      'Keep the area clean and dry; salt-water baths ease herpes pain.':
        "Garder la zone propre et sèche ; les bains d'eau salée soulagent la douleur de l'herpès.",
      'Keep the baby away from smoke; wash hands to protect other infants.':
        "Tenir le bébé à l'écart de la fumée ; se laver les mains pour protéger les autres nourrissons.",
      'Keep the blisters covered and dry; avoid contact with pregnant women, newborns and people who have not had chickenpox until crusted.':
        "Garder les vésicules couvertes et sèches ; éviter le contact avec les femmes enceintes, les nouveau-nés et les personnes n'ayant pas eu la varicelle jusqu'au stade de croûtes.",
      'Keep the bowels open daily (lactulose as prescribed).':
        'Assurer un transit quotidien (lactulose comme prescrit).',
      'Keep the child away from other children and pregnant women until 4 days after the rash appears.':
        "Tenir l'enfant à l'écart des autres enfants et des femmes enceintes jusqu'à 4 jours après l'apparition de l'éruption.",
      'Keep the child warm and covered, especially at night.':
        "Garder l'enfant au chaud et couvert, surtout la nuit.",
      'Keep the cord clean and dry; nothing (ash, cow dung, oil) on the cord; wash hands before touching it.':
        'Garder le cordon propre et sec ; rien sur le cordon (cendre, bouse, huile) ; se laver les mains avant de le toucher.',
      'Keep the limb raised and the splint or cast dry; move fingers and toes.':
        "Garder le membre surélevé et l'attelle ou le plâtre au sec ; bouger doigts et orteils.",
      'Keep the person oriented: familiar people, a clock and calendar, glasses and hearing aids, light by day and dark at night.':
        'Aider la personne à rester orientée : visages familiers, horloge et calendrier, lunettes et appareils auditifs, lumière le jour et obscurité la nuit.',
      'Keep the referral appointment: treatment works best early.':
        'Se rendre au rendez-vous de transfert : le traitement est plus efficace tôt.',
      'Keep vaccinations up to date (PCV, Hib, measles, pertussis) and avoid indoor smoke.':
        "Tenir les vaccinations à jour (PCV, Hib, rougeole, coqueluche) et éviter la fumée à l'intérieur.",
      'Keep water out of the ear (no swimming) until healed; do not put oil, herbs or sticks in the ear.':
        "Éviter l'eau dans l'oreille (pas de baignade) jusqu'à la guérison ; ne mettre ni huile, ni plantes, ni bâtonnets dans l'oreille.",
      "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.":
        "Garder les plaies propres et couvertes ; traiter le pied d'athlète ; porter des chaussures aux champs.",
      'Know the signs of low sugar and carry sugar or sweets.':
        "Connaître les signes d'hypoglycémie et avoir du sucre ou des bonbons sur soi.",
      'Know your breasts and come early for any new lump or change; a lump is not to be watched.':
        "Connaître ses seins et consulter tôt pour toute nouvelle masse ou modification ; une masse ne se surveille pas, elle s'explore.",
    },
  },
];
