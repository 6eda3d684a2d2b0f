import type { TranslationGroup } from '../types';

/** frenchFindingQuestions (see finding-questions.ts), the entries whose English key starts with n to z. */
export const frenchFindingQuestionsNToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'nasal-congestion': 'Le nez est-il bouché ?',
      'skin-peeling-in-sheets':
        'La peau se décolle-t-elle en lambeaux ou fait-elle des bulles sur une grande partie du corps, à vif comme ébouillantée ?',
      'not-breathing-or-no-pulse': 'Le patient respire-t-il normalement, et y a-t-il un pouls ?',
      'peripheral-vision-loss':
        'La vision sur les côtés se rétrécit-elle, au point de ne pas voir ou de heurter les objets sur le côté ?',
      'swallowed-button-battery':
        "Une pile bouton a-t-elle pu être avalée (une pile manquante d'un jouet, d'une montre, d'une télécommande) ?",
      'swallowed-foreign-body':
        "Qu'est-ce qui a été avalé (pièce, pile bouton, aimant, objet pointu), et quand ?",
      nausea: 'Y a-t-il des nausées ?',
      'neck-stiffness': 'Y a-t-il une raideur de la nuque ?',
      'neurotoxic-medicine-use':
        "Le patient prend-il de l'isoniazide (avec ou sans pyridoxine), de la stavudine ou un autre médicament neurotoxique ?",
      'newborn-eye-discharge':
        'Chez un bébé de moins de 4 semaines : les paupières sont-elles gonflées avec du pus ?',
      'night-sweats': 'Y a-t-il des sueurs profuses la nuit ?',
      'no-bed-net': "Le patient dort-il chaque nuit sous une moustiquaire imprégnée d'insecticide ?",
      'no-stool-or-flatus': 'Le patient émet-il des selles et des gaz ?',
      nocturia: 'Le patient se lève-t-il la nuit pour uriner ?',
      'not-breathing-at-birth':
        "Le bébé a-t-il crié et respiré tout de suite à la naissance, ou a-t-il eu besoin d'aide pour respirer ?",
      'nsaid-use': "Le patient prend-il de l'ibuprofène, du diclofénac, de l'aspirine ou d'autres AINS ?",
      'numb-skin-patch':
        'Y a-t-il une tache cutanée claire ou rougeâtre où le patient ne sent pas un effleurement ?',
      'numbness-tingling-feet': 'Les pieds sont-ils engourdis, brûlants ou avec des fourmillements ?',
      obesity: 'Quels sont le poids, la taille et le tour de taille (IMC) ?',
      'on-anticoagulant': 'Le patient prend-il de la warfarine ou un autre anticoagulant ?',
      'on-insulin-or-sulfonylurea':
        'Le patient est-il sous insuline ou sulfamide hypoglycémiant (glibenclamide, gliclazide) ?',
      'open-cervical-os': "À l'examen au spéculum ou au toucher, l'orifice du col est-il ouvert ?",
      'open-fracture': "Y a-t-il une plaie en regard de la fracture, ou l'os est-il visible ?",
      'oral-thrush': 'Y a-t-il des plaques blanches dans la bouche qui se détachent au grattage (muguet) ?',
      orthopnoea: "Le patient est-il essoufflé allongé à plat ou réveillé la nuit par l'essoufflement ?",
      'pain-radiating-arm-jaw': 'La douleur thoracique irradie-t-elle vers le bras, la mâchoire ou le dos ?',
      'pain-radiating-down-leg': 'La douleur irradie-t-elle dans la jambe sous le genou ?',
      'pain-related-to-meals': 'La douleur est-elle liée aux repas ou soulagée par les antiacides ?',
      'sudden-onset-palpitations':
        'Le cœur qui s’emballe commence-t-il et s’arrête-t-il brusquement, comme un interrupteur ?',
      'pain-after-fatty-food': 'La douleur survient-elle après un repas gras, frit ou copieux ?',
      'pain-radiating-right-shoulder': "La douleur irradie-t-elle vers l'épaule droite ou l'omoplate ?",
      'placenta-praevia-on-scan':
        'Une échographie a-t-elle montré un placenta bas inséré ou recouvrant le col ?',
      'painful-bubo': "Y a-t-il un ganglion gonflé très douloureux à l'aine, à l'aisselle ou au cou ?",
      'painless-enlarging-lymph-nodes':
        'Les ganglions gonflés sont-ils indolores, fermes ou élastiques, et grossissent-ils depuis des semaines ?',
      'painful-genital-blisters':
        'La lésion a-t-elle commencé par de petites vésicules douloureuses, et est-ce déjà arrivé ?',
      'pale-stool': 'Les selles sont-elles pâles ou couleur mastic ?',
      pallor: 'Les paumes ou les conjonctives sont-elles pâles ?',
      'palpable-bladder': 'La vessie est-elle palpable au-dessus du pubis ?',
      palpitations: 'Le patient sent-il son cœur battre vite ou fort ?',
      'panic-attacks': 'Y a-t-il des crises soudaines de peur intense qui culminent en quelques minutes ?',
      papilloedema: "Le fond d'œil montre-t-il des papilles optiques œdémateuses ?",
      'paracetamol-ingestion':
        "Combien de comprimés de paracétamol, de quel dosage, et il y a combien d'heures ?",
      'parotid-swelling': "Y a-t-il un gonflement devant et sous l'oreille, d'un côté ou des deux ?",
      'paroxysmal-cough-whoop':
        'La toux survient-elle par quintes, avec une reprise sifflante ou des vomissements ensuite ?',
      'passed-pregnancy-tissue': 'A-t-elle expulsé des caillots ou des fragments de tissu ?',
      'penetrating-chest-injury':
        'Y a-t-il une plaie par couteau, par balle ou autre traversant la paroi du thorax ?',
      's3-gallop': 'Y a-t-il un troisième bruit cardiaque (B3, bruit de galop) ?',
      'severe-chest-pain': 'Quelle est l’intensité de la douleur thoracique ?',
      'pericardial-effusion-echo-lab':
        'Une échographie ou une radiographie a-t-elle montré un épanchement péricardique ?',
      'pericardial-rub': 'Y a-t-il un frottement péricardique ?',
      'perineal-tear': 'Y a-t-il une déchirure du périnée, du vagin ou du col ?',
      'periorbital-swelling': "Y a-t-il un gonflement ou une rougeur autour de l'œil ?",
      'peritonsillar-swelling': "Le voile du palais est-il bombé d'un côté, avec la luette déviée ?",
      'periumbilical-pain-migrating':
        'La douleur a-t-elle commencé autour du nombril puis migré vers le bas-ventre droit ?',
      'persistent-vomiting-pregnancy':
        'Est-elle enceinte et vomit-elle au point de ne garder ni aliments ni liquides ?',
      'personal-family-atopy':
        "Le patient ou sa famille ont-ils de l'eczéma, de l'asthme ou un rhume des foins ?",
      'pesticide-exposure': 'Le patient a-t-il avalé un pesticide ou un poison, ou y a-t-il été exposé ?',
      'petechial-rash':
        "Y a-t-il des taches violacées ou rouges qui persistent sous la pression d'un verre ?",
      phonophobia: 'Le bruit aggrave-t-il la céphalée ?',
      photophobia: 'La lumière vive fait-elle mal aux yeux ?',
      pica: "Le patient a-t-il envie de manger ou mange-t-il de la terre, de l'argile ou de la glace ?",
      'pinpoint-pupils': "Les pupilles sont-elles en tête d'épingle ?",
      'plague-rdt-positive-lab':
        'Un test rapide de la peste a-t-il été fait sur une ponction de bubon ou des crachats ?',
      'pleural-effusion-imaging-lab':
        'Une radiographie thoracique ou une échographie a-t-elle montré du liquide dans le thorax ?',
      'pleural-effusion-signs':
        'Un côté du thorax est-il mat à la percussion avec un murmure vésiculaire diminué ?',
      'pleuritic-chest-pain':
        "La douleur thoracique est-elle vive et aggravée à l'inspiration ou à la toux ?",
      polydipsia: 'Y a-t-il une soif excessive ?',
      polyuria: 'Le patient urine-t-il de grandes quantités ?',
      'poor-concentration': 'Est-il difficile de se concentrer ou de prendre des décisions ?',
      'poor-growth': "L'enfant prend-il du poids en suivant sa courbe de croissance ?",
      'post-ictal-drowsiness': 'Le patient était-il somnolent ou confus après la crise ?',
      'postcoital-bleeding': 'Y a-t-il des saignements après les rapports ou entre les règles ?',
      'postmenopausal-bleeding': "A-t-elle saigné après l'arrêt de ses règles ?",
      'pregnancy-over-20-weeks': 'De combien de semaines est-elle enceinte, ou a-t-elle accouché récemment ?',
      'pregnancy-test-positive': 'Un test de grossesse a-t-il été fait, et était-il positif ?',
      'punched-out-erosions':
        'Y a-t-il de petites plaies ou érosions à l emporte-pièce, comme faites avec un poinçon ?',
      pregnant: 'La patiente pourrait-elle être enceinte ?',
      'preterm-or-low-birth-weight':
        'Le bébé est-il né prématurément, et quel était son poids de naissance ?',
      'previous-abdominal-surgery': "Le patient a-t-il déjà été opéré de l'abdomen ?",
      'previous-large-baby-or-gdm':
        'A-t-elle déjà eu un bébé de plus de 4 kg, un diabète gestationnel ou un mort-né ?',
      'productive-cough': 'La toux ramène-t-elle des crachats ?',
      'profuse-rice-water-stool': 'Les selles sont-elles abondantes et « eau de riz » ?',
      'progressive-dysphagia-solids-liquids':
        "La déglutition s'aggrave-t-elle, d'abord pour les solides puis pour les liquides ?",
      'prolonged-clotting-lab': "Le sang coagule-t-il en 20 minutes (TCST20), ou l'INR est-il élevé ?",
      'prolonged-fever': 'La fièvre dure-t-elle depuis plus de 7 jours ?',
      'prolonged-labour': 'Depuis combien de temps est-elle en travail, et le travail progresse-t-il ?',
      prostration: "Le patient peut-il s'asseoir, se tenir debout ou marcher sans aide ?",
      'proteinuria-lab': 'Y a-t-il des protéines à la bandelette urinaire ?',
      'psychotic-symptoms':
        'La personne entend-elle des voix ou a-t-elle des croyances que les autres trouvent étranges et fausses ?',
      ptosis: 'Les paupières tombent-elles ?',
      'purple-skin-mouth-lesions':
        'Y a-t-il des taches ou des nodules violacés ou sombres sur la peau ou dans la bouche ?',
      'purulent-nasal-discharge': "L'écoulement nasal est-il épais, jaune ou vert ?",
      'raised-alt-lab': 'Quels sont les ALAT et ASAT ?',
      'raised-aso-lab': 'Le titre ASLO est-il élevé ?',
      'raised-bilirubin-lab': 'Quelle est la bilirubine ?',
      'raised-creatinine-lab': 'Quels sont la créatinine et le DFGe ?',
      'raised-crp-lab': 'Quelle est la CRP ?',
      'raised-d-dimer-lab': 'Des D-dimères ont-ils été dosés, et étaient-ils élevés ?',
      'raised-eye-pressure-lab': 'La pression oculaire a-t-elle été mesurée ou la papille optique examinée ?',
      'raised-jvp': 'La pression veineuse jugulaire est-elle élevée ?',
      'raised-lactate-lab': 'Quels sont les lactates sanguins ?',
      'raised-lipase-amylase-lab': "Quels sont les résultats de la lipase ou de l'amylase sériques ?",
      'raised-psa-lab': 'Un PSA a-t-il été dosé, et est-il élevé ?',
      'psa-over-10-lab': 'Le PSA est-il supérieur à 10 ng/mL ?',
      'pulsus-paradoxus':
        'Le pouls faiblit-il, ou les veines du cou se gonflent-elles, quand le patient inspire ?',
      'raised-tsh-lab': 'Un bilan thyroïdien (TSH, T4 libre) a-t-il été fait, et la TSH est-elle élevée ?',
      'raised-uric-acid-lab': "Quel est l'acide urique sérique ?",
      'rapidly-growing-jaw-or-abdominal-mass-child':
        "Y a-t-il une tuméfaction à croissance rapide de la mâchoire, de l'œil ou de l'abdomen ?",
      rash: 'Y a-t-il une éruption cutanée, et où a-t-elle commencé ?',
      'rash-at-contact-site':
        "L'éruption est-elle limitée à la zone de contact avec quelque chose de nouveau (métal, savon, ciment, plante) ?",
      'rash-face-spreading-down':
        "L'éruption a-t-elle débuté au visage ou derrière les oreilles, puis s'est-elle étendue au corps ?",
      'rash-palms-soles': "L'éruption touche-t-elle les paumes et les plantes ?",
      'raw-milk-livestock': 'Le patient boit-il du lait cru ou travaille-t-il au contact étroit du bétail ?',
      'rebound-tenderness': 'Y a-t-il une douleur à la décompression ou une défense ?',
      'recent-abortion':
        "A-t-elle eu récemment un avortement ou une fausse couche, et comment cela s'est-il passé ?",
      'no-antenatal-care': 'A-t-elle fait des consultations prénatales (CPN) pendant cette grossesse ?',
      'recent-childbirth': 'A-t-elle accouché au cours des 6 dernières semaines, et quand ?',
      'recent-immobility-surgery':
        'Y a-t-il eu une opération récente, un alitement, un long voyage, un plâtre de jambe, un cancer ou un caillot antérieur ?',
      'recent-skin-or-throat-infection':
        'Y a-t-il eu un mal de gorge ou des plaies cutanées infectées au cours des 1-4 dernières semaines ?',
      'recent-sore-throat': 'Y a-t-il eu un mal de gorge il y a 2 à 4 semaines ?',
      'recurrent-fever': 'La fièvre évolue-t-elle par épisodes ?',
      'recurrent-headache-episodes': 'Y a-t-il déjà eu des céphalées similaires ?',
      'recurrent-seizures': 'Le patient a-t-il déjà eu des crises ?',
      'red-bulging-eardrum': "À l'otoscopie, le tympan est-il rouge et bombé ?",
      'red-eyes': 'Les yeux sont-ils rouges ?',
      'red-hot-swollen-skin': 'Y a-t-il une zone de peau rouge, chaude, gonflée et douloureuse ?',
      'redcurrant-jelly-stool':
        "L'enfant a-t-il émis du sang et des glaires comme de la gelée, avec des accès de pleurs et les jambes repliées ?",
      'reduced-fetal-movements':
        "Le bébé bouge-t-il comme d'habitude ? Les bruits du cœur fœtal sont-ils entendus ?",
      'reduced-need-for-sleep':
        "La personne se passe-t-elle de sommeil tout en se sentant pleine d'énergie ?",
      'reduced-urine': "Le patient urine-t-il moins que d'habitude ?",
      'reducible-groin-lump': "Y a-t-il une tuméfaction de l'aine ou de l'ombilic qui apparaît à la toux ?",
      'upper-arm-elbow-fracture':
        'Le coude, le bras ou la clavicule est-il déformé, gonflé ou très douloureux après une chute ?',
      limp: 'Le patient boite-t-il en marchant ?',
      'refuses-to-move-limb': 'Le patient refuse-t-il de bouger un membre ou de prendre appui dessus ?',
      regurgitation: 'Y a-t-il des remontées acides ou aigres dans la bouche ?',
      'respiratory-distress':
        'Y a-t-il des signes de détresse respiratoire (geignement, ailes du nez battantes, tirage marqué) ?',
      'respiratory-rate-below-limit-for-age': 'Quelle est la fréquence respiratoire sur une minute entière ?',
      'respiratory-rate-30-or-more': 'Quelle est la fréquence respiratoire sur une minute entière ?',
      'retained-placenta': 'Le placenta a-t-il été délivré, et était-il complet ?',
      'retro-orbital-pain': 'Y a-t-il une douleur derrière les yeux ?',
      'rhinitis-trigger-dust-pollen':
        'La poussière, le pollen, les animaux ou une saison déclenchent-ils les symptômes ?',
      'rickets-alp-xray-lab':
        'Les phosphatases alcalines, la vitamine D ou une radiographie du poignet ont-elles été contrôlées ?',
      'right-lower-quadrant-pain': 'La douleur siège-t-elle dans le bas-ventre droit ?',
      'right-upper-quadrant-pain': 'Y a-t-il une douleur sous les côtes droites ou un foie sensible ?',
      'ring-shaped-patch': 'Y a-t-il une plaque annulaire squameuse ?',
      'rk39-positive-lab':
        'Un test rapide rK39 ou un frottis splénique/médullaire pour la leishmaniose a-t-il été fait, et était-il positif ?',
      'road-traffic-injury':
        'Comment la blessure est-elle survenue (véhicule, moto, chute de hauteur, agression) ?',
      'rodent-floodwater-exposure':
        "Y a-t-il eu contact avec de l'eau de crue, de la boue, des rats ou de l'urine animale au cours des 3 dernières semaines ?",
      'runny-nose': 'Le nez coule-t-il ?',
      'ruptured-membranes': 'La poche des eaux est-elle rompue, et depuis combien de temps ?',
      'saddle-anaesthesia-incontinence':
        'Y a-t-il un engourdissement des fesses ou des organes génitaux, ou des difficultés à contrôler les urines ou les selles ?',
      'sausage-shaped-abdominal-mass': 'Palpe-t-on une masse en forme de boudin dans le ventre ?',
      'scalp-scaling-hair-loss':
        'Y a-t-il des plaques squameuses avec chute de cheveux sur le cuir chevelu ?',
      'schistosoma-eggs-lab': 'Des œufs de schistosome ont-ils été vus dans les urines ou les selles ?',
      'scrotal-swelling': 'Le scrotum est-il gonflé ?',
      'seizure-over-5-minutes':
        "Combien de temps la crise a-t-elle duré, et la personne s'est-elle réveillée entre les crises ?",
      'severe-anaemia-lab': "Quelle est l'hémoglobine (est-elle inférieure à 7 g/dL) ?",
      'severe-eye-pain': "L'œil lui-même est-il douloureux (pas seulement une sensation de sable) ?",
      'severe-headache': 'Les céphalées sont-elles intenses ?',
      'severe-hypertension-reading':
        'La tension artérielle est-elle de 180/110 mmHg ou plus (160/110 pendant la grossesse) ?',
      'severe-pallor': 'La pâleur palmaire est-elle sévère (paumes blanches) ?',
      'sexual-risk':
        'Y a-t-il des partenaires sexuels nouveaux ou multiples, ou un partenaire symptomatique ?',
      'short-morning-stiffness': 'La raideur matinale est-elle brève (moins de 30 minutes) ?',
      'thoughts-of-harming-baby':
        'La mère a-t-elle eu des idées, des envies ou des voix lui disant de faire du mal à son bébé ?',
      'shortness-of-breath': 'Y a-t-il un essoufflement ?',
      'shoulder-tip-pain': "Y a-t-il une douleur à la pointe de l'épaule ?",
      'sick-contacts':
        "Quelqu'un d'autre à la maison, à l'école ou au village est-il malade de la même façon ?",
      'sickle-test-positive-lab': 'Un test de falciformation a-t-il été fait, et était-il positif (HbSS) ?',
      'skin-nodules-bony':
        'Y a-t-il des nodules fermes indolores sous la peau en regard des hanches, des côtes ou de la tête ?',
      'skin-snip-microfilariae-lab':
        'Une biopsie cutanée exsangue ou un test Ov16 a-t-il été fait, et était-il positif ?',
      'sleep-disturbance': 'Y a-t-il des troubles du sommeil ?',
      'slow-skin-pinch': "Le pli cutané abdominal s'efface-t-il lentement ?",
      'snake-bite': 'Le patient a-t-il été mordu par un serpent, et quand ?',
      sneezing: 'Y a-t-il des éternuements ?',
      'soft-uterus-after-birth': "Après l'accouchement, l'utérus est-il ferme et contracté, ou mou ?",
      'sore-throat': 'Y a-t-il un mal de gorge ?',
      'speech-difficulty': 'La parole est-elle pâteuse ou les mots difficiles à sortir ?',
      splenomegaly: 'La rate est-elle augmentée de volume ?',
      'stool-ova-lab': "L'examen microscopique des selles montre-t-il des œufs de vers ?",
      'stool-pus-rbc-lab': "L'examen microscopique des selles montre-t-il des leucocytes et des hématies ?",
      'stool-trophozoites-lab':
        "L'examen microscopique des selles montre-t-il des trophozoïtes d'E. histolytica ?",
      'stopped-antihypertensive-medicine':
        'La personne prend-elle toujours son traitement antihypertenseur ?',
      'stopped-drinking-recently':
        'À quand remonte le dernier verre, et combien le patient buvait-il chaque jour auparavant ?',
      'strep-test-positive-lab':
        'Un test rapide streptococcique ou une culture de gorge a-t-il été fait, et était-il positif ?',
      'stress-anxiety': 'La personne a-t-elle été stressée ou inquiète ?',
      stridor: "Y a-t-il un stridor (bruit rauque à l'inspiration) au calme ?",
      'sudden-breathlessness': "L'essoufflement est-il apparu brutalement ?",
      'sudden-onset-neuro':
        "La faiblesse, l'engourdissement ou le trouble de la parole a-t-il débuté brutalement, et quand ?",
      'sudden-severe-headache':
        "La céphalée a-t-elle débuté brutalement, avec un maximum en moins d'une minute ?",
      'passive-death-wish': "Le patient a-t-il souhaité être mort, ou pensé à passer à l'acte ?",
      'suicidal-thoughts': 'Le patient a-t-il eu des idées de se faire du mal ou de mettre fin à ses jours ?',
      'sunken-eyes': 'Les yeux sont-ils enfoncés ?',
      'suprapubic-pain': 'Y a-t-il une douleur au-dessus du pubis ?',
      sweating: 'Y a-t-il des sueurs ou des sueurs profuses ?',
      'symptoms-over-10-days':
        'Les symptômes nasaux durent-ils depuis plus de 10 jours ou se sont-ils aggravés après une amélioration ?',
      syncope: 'Le patient a-t-il perdu connaissance ?',
      'syphilis-test-positive-lab':
        'Un test de syphilis (RPR, VDRL ou test tréponémique rapide) a-t-il été fait, et était-il positif ?',
      tachycardia: 'Quelle est la fréquence cardiaque ?',
      tachypnoea: 'Quelle est la fréquence respiratoire (compter sur une minute entière) ?',
      'tb-contact':
        'Le patient a-t-il été en contact avec une personne atteinte de TB ou ayant une toux chronique ?',
      'tb-test-positive-lab':
        'Un GeneXpert ou une recherche de BAAR dans les crachats a-t-il été fait, et MTB a-t-il été détecté ?',
      'tender-neck-nodes': 'Les ganglions du cou sous la mâchoire sont-ils gonflés et sensibles ?',
      'floor-of-mouth-swelling':
        'Le plancher de la bouche ou le dessous du menton est-il gonflé et dur, la langue soulevée ?',
      'tender-swelling-behind-ear': "Y a-t-il une tuméfaction douloureuse derrière l'oreille ?",
      tenesmus: "Y a-t-il des efforts douloureux d'exonération avec peu de selles ?",
      'tense-tender-uterus': "L'utérus est-il dur, tendu et douloureux entre les contractions ?",
      'testicular-swelling-pain': 'Un testicule est-il gonflé ou douloureux ?',
      'thickened-nerve':
        'Le nerf ulnaire au coude ou le nerf derrière le genou est-il épaissi ou douloureux ?',
      thirsty: "L'enfant a-t-il soif et boit-il avidement ?",
      'thrombocytopenia-lab': 'Quel est le taux de plaquettes ?',
      'tick-bite':
        'Y a-t-il eu une morsure de tique ou une marche en brousse ou dans les hautes herbes au cours des 2 dernières semaines ?',
      'toe-web-scaling-nail-changes': 'Y a-t-il une desquamation entre les orteils ou des ongles épaissis ?',
      'tongue-biting': "S'est-il mordu la langue ou a-t-il uriné pendant la crise ?",
      'tonsillar-exudate': 'Les amygdales sont-elles gonflées avec un exsudat blanc ?',
      toothache: 'Y a-t-il une douleur dentaire ou une dent cariée ?',
      'travel-endemic': 'Le patient a-t-il voyagé récemment, et où ?',
      'tremor-shakiness': 'La personne a-t-elle eu des tremblements ?',
      trismus: 'Le patient peut-il ouvrir complètement la bouche ?',
      'troponin-raised-lab': 'Une troponine a-t-elle été dosée, et était-elle élevée ?',
      'trypanosomes-seen-lab':
        'Un CATT ou un examen du sang, du suc ganglionnaire ou du LCR à la recherche de trypanosomes a-t-il été fait ?',
      'tsetse-exposure':
        'Le patient a-t-il été piqué par des mouches tsé-tsé ou a-t-il séjourné dans une réserve ou une zone de maladie du sommeil ?',
      'typhoid-test-positive-lab':
        'Une hémoculture ou un test de typhoïde a-t-il été fait, et était-il positif ?',
      'umbilical-infection': "L'ombilic est-il rouge, gonflé ou suintant de pus ?",
      'umbilical-redness-extending': "La rougeur s'étend-elle au-delà de l'ombilic sur la peau ?",
      'umbilicated-pustules': 'Y a-t-il des pustules fermes et profondes ombiliquées, toutes au même stade ?',
      'unable-to-drink': "L'enfant peut-il boire ou téter ?",
      'unable-to-pass-urine': 'Le patient peut-il uriner un peu ?',
      'unable-to-speak-sentences': 'Le patient peut-il parler en phrases complètes ?',
      unconscious: 'Le patient est-il conscient et réactif (AVPU) ?',
      'unilateral-calf-swelling': "Une jambe est-elle plus gonflée ou plus douloureuse que l'autre ?",
      'unilateral-throbbing-headache': 'La céphalée est-elle unilatérale et pulsatile ?',
      'unsafe-water': "D'où vient l'eau de boisson, et est-elle traitée ?",
      unvaccinated: 'La vaccination est-elle à jour (rougeole, tétanos, pneumocoque...) ?',
      'upper-lid-follicles':
        'Lorsque la paupière supérieure est retournée, y a-t-il des follicules blancs ou un épaississement de sa face interne ?',
      'urethral-discharge': 'Y a-t-il un écoulement par le pénis (urètre) ?',
      'urinary-frequency': "Urine-t-il plus souvent ou plus impérieusement que d'habitude ?",
      'urine-leucocytes-lab': 'La bandelette urinaire est-elle positive aux leucocytes ?',
      'urine-nitrite-lab': 'La bandelette urinaire est-elle positive aux nitrites ?',
      urticaria: "Y a-t-il de l'urticaire (papules surélevées prurigineuses) ?",
      'uterine-tenderness': "L'utérus est-il douloureux à la pression ?",
      'vaginal-bleeding': 'Y a-t-il un saignement vaginal ?',
      'vaginal-discharge': 'Y a-t-il des pertes vaginales anormales ?',
      'venous-clot-imaging-lab': "L'échographie ou le scanner ont-ils montré un caillot ?",
      'very-fast-heart-rate': 'Quelle est la fréquence cardiaque au repos, et est-elle régulière ?',
      'very-slow-skin-pinch': "Le pli cutané met-il plus de 2 secondes à s'effacer ?",
      'vesicles-different-stages':
        'Les lésions sont-elles à des stades différents (nouvelles taches, vésicules et croûtes ensemble) ?',
      'vesicular-rash': "L'éruption est-elle faite de vésicules ?",
      'vhf-exposure':
        'Y a-t-il eu contact avec un cas suspect de FHV, des funérailles, des liquides biologiques, de la viande de brousse, des chauves-souris ou des rongeurs au cours des 21 derniers jours ?',
      'visible-wasting': 'Y a-t-il un amaigrissement sévère visible ?',
      'visual-disturbance': 'La vision est-elle floue ou perturbée ?',
      vomiting: 'Y a-t-il des vomissements ?',
      'vomiting-everything': "Le patient vomit-il tout ce qu'il prend ?",
      'vulval-itching': 'Y a-t-il des démangeaisons de la vulve ou du vagin ?',
      'watery-diarrhoea': 'La diarrhée est-elle aqueuse ?',
      'weak-pulse-cold-hands':
        'Les mains sont-elles froides avec un pouls rapide et faible et un temps de recoloration capillaire supérieur à 3 secondes ?',
      'weak-stream-hesitancy': 'Le jet urinaire est-il faible, lent à démarrer ou en gouttes ?',
      'weight-gain': 'Le patient a-t-il pris du poids récemment ?',
      'weight-loss': 'Y a-t-il eu une perte de poids involontaire ?',
      wheeze: 'Y a-t-il des sifflements ?',
      'worms-in-stool': 'Des vers ont-ils été vus dans les selles ou les vomissements ?',
      worthlessness: 'Le patient se sent-il sans valeur ou coupable ?',
      's4-stiff-ventricle':
        "Y a-t-il un quatrième bruit du cœur ou une double impulsion apicale à l'examen ?",
      'supplement-excess':
        "Le patient prend-il des vitamines, du fer ou d'autres compléments, et combien par jour ?",
      'pericarditis-ecg-lab':
        "L'ECG montre-t-il un sus-décalage ST diffus et concave avec sous-décalage de PR ?",
      'not-feeding-well': 'Le bébé tète-t-il bien, mal, ou pas du tout ?',
      weaned: "L'enfant est-il encore allaité ?",
      'sexual-assault':
        "Quelqu'un a-t-il forcé ou touché le patient sexuellement, et quand était la dernière fois ?",
      'recurrent-genital-herpes': 'A-t-elle déjà eu ces plaies génitales, ou est-ce la première fois ?',
      'in-labour': 'Le travail a-t-il commencé : contractions douloureuses régulières, à quelle fréquence ?',
    },
  },
];
