import type { TranslationGroup } from '../types';

/**
 * The question that establishes each finding, in French, by finding id: the next questions the engine
 * suggests; an id missing here is asked in English. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      fever: "Y a-t-il eu de la fièvre, et jusqu'à quelle température ?",
      'high-fever': 'La température est-elle de 39 °C ou plus ?',
      hypothermia: 'La température est-elle inférieure à 35.5 °C ?',
      'chills-rigors': 'Y a-t-il des frissons ou des tremblements ?',
      sweating: 'Y a-t-il des sueurs ou des sueurs profuses ?',
      'night-sweats': 'Y a-t-il des sueurs profuses la nuit ?',
      'prolonged-fever': 'La fièvre dure-t-elle depuis plus de 7 jours ?',
      'recurrent-fever': 'La fièvre évolue-t-elle par épisodes ?',
      fatigue: 'Y a-t-il une fatigue ou une faiblesse inhabituelle ?',
      malaise: 'Le patient se sent-il globalement mal ?',
      'weight-loss': 'Y a-t-il eu une perte de poids involontaire ?',
      anorexia: "L'appétit a-t-il diminué ?",
      headache: 'Y a-t-il des céphalées ?',
      'severe-headache': 'Les céphalées sont-elles intenses ?',
      'sudden-severe-headache':
        "La céphalée a-t-elle débuté brutalement, avec un maximum en moins d'une minute ?",
      'unilateral-throbbing-headache': 'La céphalée est-elle unilatérale et pulsatile ?',
      'band-like-headache': "La céphalée donne-t-elle une sensation d'étau des deux côtés ?",
      'recurrent-headache-episodes': 'Y a-t-il déjà eu des céphalées similaires ?',
      'headache-aura':
        'Y a-t-il des éclairs lumineux, des lignes en zigzag ou des fourmillements avant la céphalée ?',
      photophobia: 'La lumière vive fait-elle mal aux yeux ?',
      phonophobia: 'Le bruit aggrave-t-il la céphalée ?',
      myalgia: 'Y a-t-il des douleurs musculaires ?',
      arthralgia: 'Y a-t-il des douleurs articulaires ?',
      'retro-orbital-pain': 'Y a-t-il une douleur derrière les yeux ?',
      'back-pain': 'Y a-t-il des douleurs dorsales ?',
      prostration: "Le patient peut-il s'asseoir, se tenir debout ou marcher sans aide ?",
      lethargy: 'Le patient est-il anormalement somnolent ou difficile à réveiller ?',
      irritability: 'Le patient est-il irritable ou agité ?',
      confusion: 'Le patient est-il confus ou a-t-il un comportement étrange ?',
      unconscious: 'Le patient est-il conscient et réactif (AVPU) ?',
      'focal-seizure-features':
        "Les épisodes commencent-ils par un signe d'alerte (une odeur, une sensation ascendante, un déjà-vu), avec regard fixe ou mâchonnement ?",
      convulsions: 'Le patient a-t-il eu des convulsions ?',
      'recurrent-seizures': 'Le patient a-t-il déjà eu des crises ?',
      'tongue-biting': "S'est-il mordu la langue ou a-t-il uriné pendant la crise ?",
      'post-ictal-drowsiness': 'Le patient était-il somnolent ou confus après la crise ?',
      'seizure-over-5-minutes':
        "Combien de temps la crise a-t-elle duré, et la personne s'est-elle réveillée entre les crises ?",
      'neck-stiffness': 'Y a-t-il une raideur de la nuque ?',
      'bulging-fontanelle': 'Chez le nourrisson, la fontanelle est-elle bombée ?',
      'focal-weakness': "Y a-t-il une faiblesse d'un côté du corps ou du visage ?",
      'facial-droop': 'Un côté du visage est-il affaissé ?',
      'speech-difficulty': 'La parole est-elle pâteuse ou les mots difficiles à sortir ?',
      'sudden-onset-neuro':
        "La faiblesse, l'engourdissement ou le trouble de la parole a-t-il débuté brutalement, et quand ?",
      'visual-disturbance': 'La vision est-elle floue ou perturbée ?',
      dizziness: 'Y a-t-il des vertiges, surtout en se levant ?',
      syncope: 'Le patient a-t-il perdu connaissance ?',
      'numbness-tingling-feet': 'Les pieds sont-ils engourdis, brûlants ou avec des fourmillements ?',
      'tremor-shakiness': 'La personne a-t-elle eu des tremblements ?',
      chorea: 'Y a-t-il des mouvements involontaires saccadés du visage ou des membres ?',
      'absent-reflexes': 'Les réflexes rotuliens et achilléens sont-ils présents ?',
      trismus: 'Le patient peut-il ouvrir complètement la bouche ?',
      'muscle-spasms': 'Y a-t-il des spasmes musculaires douloureux ou une raideur du corps ?',
      hydrophobia: "Le patient a-t-il peur de l'eau ou des spasmes en essayant d'avaler ?",
      agitation: 'Le patient est-il agité, halluciné ou agressif ?',
      'bite-site-paraesthesia':
        "Y a-t-il des fourmillements, des démangeaisons ou une douleur au site d'une ancienne morsure ?",
      ptosis: 'Les paupières tombent-elles ?',
      'pinpoint-pupils': "Les pupilles sont-elles en tête d'épingle ?",
      hypersalivation: 'Y a-t-il un excès de salive, de larmes ou de sécrétions ?',
      fasciculations: 'Y a-t-il des contractions de muscles sous la peau ?',
      nausea: 'Y a-t-il des nausées ?',
      vomiting: 'Y a-t-il des vomissements ?',
      'vomiting-everything': "Le patient vomit-il tout ce qu'il prend ?",
      'unable-to-drink': "L'enfant peut-il boire ou téter ?",
      'mouth-ulcers': 'Y a-t-il des ulcérations ou des plaies dans la bouche ?',
      dysphagia: 'Les aliments bloquent-ils à la déglutition ?',
      'abdominal-pain': 'Y a-t-il une douleur abdominale, et où ?',
      'epigastric-pain': "La douleur siège-t-elle au creux de l'estomac (épigastre) ?",
      'periumbilical-pain-migrating':
        'La douleur a-t-elle commencé autour du nombril puis migré vers le bas-ventre droit ?',
      'right-lower-quadrant-pain': 'La douleur siège-t-elle dans le bas-ventre droit ?',
      'right-upper-quadrant-pain': 'Y a-t-il une douleur sous les côtes droites ou un foie sensible ?',
      'lower-abdominal-pain': 'Y a-t-il une douleur du bas-ventre ou pelvienne ?',
      'rebound-tenderness': 'Y a-t-il une douleur à la décompression ou une défense ?',
      'abdominal-distension': "L'abdomen est-il gonflé ou distendu ?",
      'pain-related-to-meals': 'La douleur est-elle liée aux repas ou soulagée par les antiacides ?',
      heartburn: 'Y a-t-il une sensation de brûlure derrière le sternum ?',
      regurgitation: 'Y a-t-il des remontées acides ou aigres dans la bouche ?',
      bloating: 'Y a-t-il des ballonnements ou des éructations ?',
      cough: 'Y a-t-il une toux ?',
      'productive-cough': 'La toux ramène-t-elle des crachats ?',
      'dry-cough': 'La toux est-elle sèche ?',
      'chronic-cough': 'La toux dure-t-elle depuis 2 semaines ou plus ?',
      haemoptysis: 'Y a-t-il eu du sang dans les crachats ?',
      'shortness-of-breath': 'Y a-t-il un essoufflement ?',
      'exertional-dyspnoea': 'Le patient est-il essoufflé à la marche ou en montant les escaliers ?',
      orthopnoea: "Le patient est-il essoufflé allongé à plat ou réveillé la nuit par l'essoufflement ?",
      'pleuritic-chest-pain':
        "La douleur thoracique est-elle vive et aggravée à l'inspiration ou à la toux ?",
      'chest-tightness': 'La poitrine est-elle oppressée ?',
      wheeze: 'Y a-t-il des sifflements ?',
      tachypnoea: 'Quelle est la fréquence respiratoire (compter sur une minute entière) ?',
      bradypnoea: 'La respiration est-elle anormalement lente ou agonique (compter sur une minute entière) ?',
      'chest-indrawing': 'Y a-t-il un tirage sous-costal ?',
      'respiratory-distress':
        'Y a-t-il des signes de détresse respiratoire (geignement, ailes du nez battantes, tirage marqué) ?',
      'kussmaul-breathing': 'La respiration est-elle profonde et soupirante (acidose) ?',
      'fruity-breath': "L'haleine sent-elle le fruit ou l'acétone ?",
      stridor: "Y a-t-il un stridor (bruit rauque à l'inspiration) au calme ?",
      crackles: "Y a-t-il des crépitants ou un souffle tubaire à l'auscultation ?",
      'chest-xray-consolidation':
        'La radiographie thoracique montre-t-elle une condensation ou des infiltrats ?',
      'unable-to-speak-sentences': 'Le patient peut-il parler en phrases complètes ?',
      cyanosis: 'Les lèvres ou la langue sont-elles bleues ?',
      hypoxaemia: 'Quelle est la saturation en oxygène (SpO2) ?',
      'runny-nose': 'Le nez coule-t-il ?',
      'nasal-congestion': 'Le nez est-il bouché ?',
      sneezing: 'Y a-t-il des éternuements ?',
      'itchy-nose-eyes': 'Le nez ou les yeux démangent-ils ?',
      'peritonsillar-swelling': "Le voile du palais est-il bombé d'un côté, avec la luette déviée ?",
      'purulent-nasal-discharge': "L'écoulement nasal est-il épais, jaune ou vert ?",
      'facial-pain': 'Y a-t-il une douleur ou une pression sur les joues ou le front ?',
      'symptoms-over-10-days':
        'Les symptômes nasaux durent-ils depuis plus de 10 jours ou se sont-ils aggravés après une amélioration ?',
      'loss-of-smell-taste': "L'odorat ou le goût ont-ils été perdus ?",
      'sore-throat': 'Y a-t-il un mal de gorge ?',
      'tonsillar-exudate': 'Les amygdales sont-elles gonflées avec un exsudat blanc ?',
      'tender-neck-nodes': 'Les ganglions du cou sous la mâchoire sont-ils gonflés et sensibles ?',
      'ear-pain': "Y a-t-il une douleur d'oreille (ou l'enfant se tire-t-il l'oreille) ?",
      'ear-discharge': "Y a-t-il un écoulement de l'oreille, et depuis combien de temps ?",
      'red-bulging-eardrum': "À l'otoscopie, le tympan est-il rouge et bombé ?",
      'tender-swelling-behind-ear': "Y a-t-il une tuméfaction douloureuse derrière l'oreille ?",
      'red-eyes': 'Les yeux sont-ils rouges ?',
      'eye-discharge': 'Y a-t-il un écoulement oculaire ?',
      'gritty-itchy-eyes': 'Les yeux grattent-ils ou démangent-ils ?',
      'eyelids-stuck-together': 'Les paupières sont-elles collées le matin ?',
      'severe-eye-pain': "L'œil lui-même est-il douloureux (pas seulement une sensation de sable) ?",
      'periorbital-swelling': "Y a-t-il un gonflement ou une rougeur autour de l'œil ?",
      papilloedema: "Le fond d'œil montre-t-il des papilles optiques œdémateuses ?",
      'cranial-nerve-palsy': "Y a-t-il un strabisme récent ou une paralysie d'un nerf crânien ?",
      'inturned-eyelashes': 'Des cils touchent-ils le globe oculaire, ou le patient se les arrache-t-il ?',
      'upper-lid-follicles':
        'Lorsque la paupière supérieure est retournée, y a-t-il des follicules blancs ou un épaississement de sa face interne ?',
      'chest-pain': 'Y a-t-il une douleur thoracique ?',
      'crushing-chest-pain': 'La douleur thoracique est-elle centrale, constrictive ou oppressante ?',
      'pain-radiating-arm-jaw': 'La douleur thoracique irradie-t-elle vers le bras, la mâchoire ou le dos ?',
      palpitations: 'Le patient sent-il son cœur battre vite ou fort ?',
      'leg-swelling': 'Les jambes, les chevilles ou le visage sont-ils gonflés ?',
      'bilateral-pitting-oedema': 'La pression sur les deux pieds laisse-t-elle un godet persistant ?',
      'face-hand-oedema': 'Le visage ou les mains sont-ils gonflés ?',
      'raised-jvp': 'La pression veineuse jugulaire est-elle élevée ?',
      'mitral-stenosis-signs': "Y a-t-il un roulement diastolique apexien ou un claquement d'ouverture ?",
      'heart-murmur': 'Y a-t-il un souffle cardiaque ?',
      tachycardia: 'Quelle est la fréquence cardiaque ?',
      bradycardia: 'Quelle est la fréquence cardiaque ?',
      hypotension: 'Quelle est la tension artérielle ?',
      'weak-pulse-cold-hands':
        'Les mains sont-elles froides avec un pouls rapide et faible et un temps de recoloration capillaire supérieur à 3 secondes ?',
      'hypertension-reading': 'Quelle est la tension artérielle (à répéter si elle est élevée) ?',
      'severe-hypertension-reading':
        'La tension artérielle est-elle de 180/110 mmHg ou plus (160/110 pendant la grossesse) ?',
      diarrhoea: 'Y a-t-il une diarrhée, et combien de selles par jour ?',
      'watery-diarrhoea': 'La diarrhée est-elle aqueuse ?',
      'profuse-rice-water-stool': 'Les selles sont-elles abondantes et « eau de riz » ?',
      'bloody-diarrhoea': 'Y a-t-il du sang dans les selles ?',
      'mucus-in-stool': 'Y a-t-il des glaires dans les selles ?',
      tenesmus: "Y a-t-il des efforts douloureux d'exonération avec peu de selles ?",
      'chronic-diarrhoea': 'La diarrhée dure-t-elle depuis 14 jours ou plus ?',
      constipation: 'Y a-t-il une constipation ?',
      melaena: 'Les selles sont-elles noires et goudronneuses, ou y a-t-il eu des vomissements de sang ?',
      'anal-itching': 'Y a-t-il des démangeaisons anales, surtout la nuit ?',
      'worms-in-stool': 'Des vers ont-ils été vus dans les selles ou les vomissements ?',
      jaundice: 'Les yeux ou la peau sont-ils jaunes ?',
      'dark-urine': 'Les urines sont-elles foncées comme du thé ou du cola ?',
      'pale-stool': 'Les selles sont-elles pâles ou couleur mastic ?',
      hepatomegaly: 'Le foie est-il augmenté de volume ?',
      splenomegaly: 'La rate est-elle augmentée de volume ?',
      'sunken-eyes': 'Les yeux sont-ils enfoncés ?',
      'slow-skin-pinch': "Le pli cutané abdominal s'efface-t-il lentement ?",
      'very-slow-skin-pinch': "Le pli cutané met-il plus de 2 secondes à s'effacer ?",
      thirsty: "L'enfant a-t-il soif et boit-il avidement ?",
      'reduced-urine': "Le patient urine-t-il moins que d'habitude ?",
      dysuria: 'Y a-t-il des brûlures ou une douleur en urinant ?',
      'urinary-frequency': "Urine-t-il plus souvent ou plus impérieusement que d'habitude ?",
      'suprapubic-pain': 'Y a-t-il une douleur au-dessus du pubis ?',
      'flank-pain': 'Y a-t-il une douleur lombaire ou une sensibilité à la percussion de la fosse lombaire ?',
      haematuria: 'Y a-t-il du sang dans les urines ?',
      polyuria: 'Le patient urine-t-il de grandes quantités ?',
      polydipsia: 'Y a-t-il une soif excessive ?',
      nocturia: 'Le patient se lève-t-il la nuit pour uriner ?',
      'urethral-discharge': 'Y a-t-il un écoulement par le pénis (urètre) ?',
      'vaginal-discharge': 'Y a-t-il des pertes vaginales anormales ?',
      'genital-ulcer': 'Y a-t-il un ulcère ou une plaie génitale ?',
      dyspareunia: 'Y a-t-il une douleur pendant les rapports ?',
      'cervical-motion-tenderness':
        "À l'examen pelvien, le col est-il douloureux quand on le mobilise, ou les annexes sensibles ?",
      'missed-period': 'À quand remontent les dernières règles : y a-t-il un retard de règles ?',
      'vaginal-bleeding': 'Y a-t-il un saignement vaginal ?',
      'shoulder-tip-pain': "Y a-t-il une douleur à la pointe de l'épaule ?",
      rash: 'Y a-t-il une éruption cutanée, et où a-t-elle commencé ?',
      'maculopapular-rash': "L'éruption est-elle rouge et en plaques (maculo-papuleuse) ?",
      'rash-face-spreading-down':
        "L'éruption a-t-elle débuté au visage ou derrière les oreilles, puis s'est-elle étendue au corps ?",
      'vesicular-rash': "L'éruption est-elle faite de vésicules ?",
      'vesicles-different-stages':
        'Les lésions sont-elles à des stades différents (nouvelles taches, vésicules et croûtes ensemble) ?',
      'umbilicated-pustules': 'Y a-t-il des pustules fermes et profondes ombiliquées, toutes au même stade ?',
      'petechial-rash':
        "Y a-t-il des taches violacées ou rouges qui persistent sous la pression d'un verre ?",
      'rash-palms-soles': "L'éruption touche-t-elle les paumes et les plantes ?",
      'koplik-spots': "Y a-t-il de petites taches blanches à l'intérieur des joues (signe de Koplik) ?",
      'herpes-zoster':
        "Y a-t-il une bande de vésicules douloureuses d'un côté du corps (zona), actuellement ou par le passé ?",
      'honey-crusted-sores':
        'Y a-t-il des lésions à croûtes jaune-brun (mélicériques) ou des bulles qui se rompent ?',
      itching: 'Y a-t-il des démangeaisons ?',
      'itching-worse-at-night': 'Les démangeaisons sont-elles pires la nuit ?',
      'itchy-web-spaces':
        'Y a-t-il des papules prurigineuses ou des sillons entre les doigts, aux poignets ou aux organes génitaux ?',
      'household-itching': "D'autres personnes du foyer ont-elles aussi des démangeaisons ?",
      'ring-shaped-patch': 'Y a-t-il une plaque annulaire squameuse ?',
      'scalp-scaling-hair-loss':
        'Y a-t-il des plaques squameuses avec chute de cheveux sur le cuir chevelu ?',
      'toe-web-scaling-nail-changes': 'Y a-t-il une desquamation entre les orteils ou des ongles épaissis ?',
      'red-hot-swollen-skin': 'Y a-t-il une zone de peau rouge, chaude, gonflée et douloureuse ?',
      'fluctuant-swelling': 'Y a-t-il une tuméfaction douloureuse fluctuante (abcès) ?',
      urticaria: "Y a-t-il de l'urticaire (papules surélevées prurigineuses) ?",
      angioedema: 'Y a-t-il un gonflement des lèvres, de la langue, du visage ou de la gorge ?',
      'bleeding-mucosal': "Y a-t-il un saignement des gencives, du nez ou d'autres sites ?",
      lymphadenopathy: 'Y a-t-il des ganglions gonflés, et où ?',
      'oral-thrush': 'Y a-t-il des plaques blanches dans la bouche qui se détachent au grattage (muguet) ?',
      pallor: 'Les paumes ou les conjonctives sont-elles pâles ?',
      'severe-pallor': 'La pâleur palmaire est-elle sévère (paumes blanches) ?',
      pica: "Le patient a-t-il envie de manger ou mange-t-il de la terre, de l'argile ou de la glace ?",
      'heavy-menstrual-bleeding': 'Les règles sont-elles abondantes ou prolongées ?',
      'low-mood':
        "Le patient s'est-il senti triste, abattu ou désespéré la majeure partie de la journée pendant deux semaines ?",
      anhedonia: "Le patient a-t-il perdu l'intérêt ou le plaisir pour ses activités habituelles ?",
      'sleep-disturbance': 'Y a-t-il des troubles du sommeil ?',
      worthlessness: 'Le patient se sent-il sans valeur ou coupable ?',
      'poor-concentration': 'Est-il difficile de se concentrer ou de prendre des décisions ?',
      'suicidal-thoughts': 'Le patient a-t-il eu des idées de se faire du mal ou de mettre fin à ses jours ?',
      'stress-anxiety': 'La personne a-t-elle été stressée ou inquiète ?',
      'joint-swelling': 'Une articulation est-elle gonflée ?',
      'acute-monoarthritis-toe':
        'Une articulation, souvent le gros orteil, est-elle devenue brutalement très douloureuse, rouge et gonflée ?',
      'migratory-polyarthritis': "La douleur articulaire passe-t-elle d'une articulation à l'autre ?",
      'knee-hip-pain-on-use':
        "La douleur du genou ou de la hanche est-elle aggravée par l'usage et soulagée par le repos ?",
      'short-morning-stiffness': 'La raideur matinale est-elle brève (moins de 30 minutes) ?',
      crepitus: "Y a-t-il des craquements (crépitations) à la mobilisation de l'articulation ?",
      'mechanical-back-pain':
        'La douleur dorsale est-elle aggravée par le mouvement et soulagée par le repos ?',
      'back-pain-at-rest-night':
        'La douleur dorsale persiste-t-elle au repos ou réveille-t-elle la personne la nuit ?',
      'pain-radiating-down-leg': 'La douleur irradie-t-elle dans la jambe sous le genou ?',
      'saddle-anaesthesia-incontinence':
        'Y a-t-il un engourdissement des fesses ou des organes génitaux, ou des difficultés à contrôler les urines ou les selles ?',
      'bone-pain': 'Y a-t-il une douleur intense des os ou des membres ?',
      dactylitis: 'Les mains ou les pieds sont-ils douloureux et gonflés ?',
      'leg-cramps': 'Le patient a-t-il des crampes douloureuses dans les jambes ?',
      'visible-wasting': 'Y a-t-il un amaigrissement sévère visible ?',
      'low-muac': 'Quel est le périmètre brachial (PB, MUAC) ?',
      'poor-growth': "L'enfant prend-il du poids en suivant sa courbe de croissance ?",
      'failed-appetite-test':
        "L'enfant mange-t-il l'aliment thérapeutique prêt à l'emploi (test de l'appétit) ?",
      'hair-skin-changes-kwashiorkor': 'Y a-t-il une décoloration des cheveux ou une peau qui pèle ?',
      obesity: 'Quels sont le poids, la taille et le tour de taille (IMC) ?',
      'no-bed-net': "Le patient dort-il chaque nuit sous une moustiquaire imprégnée d'insecticide ?",
      'travel-endemic': 'Le patient a-t-il voyagé récemment, et où ?',
      'unsafe-water': "D'où vient l'eau de boisson, et est-elle traitée ?",
      'raw-milk-livestock': 'Le patient boit-il du lait cru ou travaille-t-il au contact étroit du bétail ?',
      'freshwater-contact':
        'Le patient se baigne-t-il, se lave-t-il ou travaille-t-il dans des lacs, des rivières ou des barrages ?',
      'kala-azar-area':
        "Le patient vit-il dans une zone de kala-azar ou s'y rend-il (p. ex. West Pokot, Baringo, Turkana, Wajir) ?",
      'tb-contact':
        'Le patient a-t-il été en contact avec une personne atteinte de TB ou ayant une toux chronique ?',
      'sick-contacts':
        "Quelqu'un d'autre à la maison, à l'école ou au village est-il malade de la même façon ?",
      'vhf-exposure':
        'Y a-t-il eu contact avec un cas suspect de FHV, des funérailles, des liquides biologiques, de la viande de brousse, des chauves-souris ou des rongeurs au cours des 21 derniers jours ?',
      'mpox-contact':
        'Le patient a-t-il été en contact étroit avec une personne ayant une éruption ou des lésions similaires ?',
      'recent-sore-throat': 'Y a-t-il eu un mal de gorge il y a 2 à 4 semaines ?',
      'sexual-risk':
        'Y a-t-il des partenaires sexuels nouveaux ou multiples, ou un partenaire symptomatique ?',
      unvaccinated: 'La vaccination est-elle à jour (rougeole, tétanos, pneumocoque...) ?',
      'dog-bite': 'Le patient a-t-il été mordu ou griffé par un chien ou un autre mammifère, et quand ?',
      'snake-bite': 'Le patient a-t-il été mordu par un serpent, et quand ?',
      'bite-local-swelling': "L'œdème au site de la morsure s'étend-il le long du membre ?",
      'bite-site-blistering-necrosis': 'Y a-t-il des phlyctènes ou une peau noircie au site de la morsure ?',
      'pesticide-exposure': 'Le patient a-t-il avalé un pesticide ou un poison, ou y a-t-il été exposé ?',
      'dirty-wound': 'Y a-t-il eu récemment une plaie, une brûlure ou une blessure ?',
      'allergen-exposure':
        'Cela a-t-il commencé quelques minutes à quelques heures après une piqûre, un médicament ou un aliment ?',
      'rhinitis-trigger-dust-pollen':
        'La poussière, le pollen, les animaux ou une saison déclenchent-ils les symptômes ?',
      'known-hiv': 'Quel est le statut VIH, et le patient est-il sous TARV ?',
      'known-diabetes': 'Le patient est-il diabétique, et sous quel traitement ?',
      'known-hypertension': 'Le patient est-il connu hypertendu, et sous quel traitement ?',
      'known-asthma': 'Le patient est-il asthmatique ou a-t-il déjà eu des épisodes de sifflements ?',
      'known-copd-or-smoker': 'Le patient fume-t-il ou cuisine-t-il sur un feu ouvert ?',
      'known-heart-disease': 'Y a-t-il une cardiopathie connue ?',
      'known-ckd': 'Y a-t-il une maladie rénale connue ?',
      'known-sickle-cell': 'Le patient est-il drépanocytaire ?',
      'on-insulin-or-sulfonylurea':
        'Le patient est-il sous insuline ou sulfamide hypoglycémiant (glibenclamide, gliclazide) ?',
      'missed-meal': 'Le patient a-t-il sauté un repas ou est-il à jeun ?',
      'missed-antiseizure-medicine': 'La personne a-t-elle oublié ou arrêté un antiépileptique ?',
      'missed-insulin-doses': "Des doses d'insuline ont-elles été oubliées ou arrêtées ?",
      'stopped-antihypertensive-medicine':
        'La personne prend-elle toujours son traitement antihypertenseur ?',
      'nsaid-use': "Le patient prend-il de l'ibuprofène, du diclofénac, de l'aspirine ou d'autres AINS ?",
      'alcohol-use': "Quelle quantité d'alcool le patient boit-il ?",
      pregnant: 'La patiente pourrait-elle être enceinte ?',
      'pregnancy-over-20-weeks': 'De combien de semaines est-elle enceinte, ou a-t-elle accouché récemment ?',
      'age-under-2': "Quel âge a l'enfant ?",
      'irregular-pulse': 'Le pouls est-il régulier ?',
      'very-fast-heart-rate': 'Quelle est la fréquence cardiaque au repos, et est-elle régulière ?',
      'severe-anaemia-lab': "Quelle est l'hémoglobine (est-elle inférieure à 7 g/dL) ?",
      'anaemia-lab': "Quelle est l'hémoglobine ?",
      'microcytosis-lab': 'Le VGM et la ferritine sont-ils bas ?',
      'eosinophilia-lab': 'La numération montre-t-elle des éosinophiles augmentés ?',
      'leucocytosis-lab': 'Quel est le taux de leucocytes ?',
      'leucopenia-lab': 'Quel est le taux de leucocytes ?',
      'thrombocytopenia-lab': 'Quel est le taux de plaquettes ?',
      'raised-crp-lab': 'Quelle est la CRP ?',
      'sickle-test-positive-lab': 'Un test de falciformation a-t-il été fait, et était-il positif (HbSS) ?',
      'prolonged-clotting-lab': "Le sang coagule-t-il en 20 minutes (TCST20), ou l'INR est-il élevé ?",
      'hyperglycaemia-lab': "Quelle est la glycémie (aléatoire ou à jeun) ou l'HbA1c ?",
      'hypoglycaemia-lab': 'Quelle est la glycémie maintenant ?',
      'ketones-lab': 'Y a-t-il des cétones dans les urines ou le sang ?',
      'raised-lactate-lab': 'Quels sont les lactates sanguins ?',
      'urine-nitrite-lab': 'La bandelette urinaire est-elle positive aux nitrites ?',
      'urine-leucocytes-lab': 'La bandelette urinaire est-elle positive aux leucocytes ?',
      'proteinuria-lab': 'Y a-t-il des protéines à la bandelette urinaire ?',
      'pregnancy-test-positive': 'Un test de grossesse a-t-il été fait, et était-il positif ?',
      'raised-creatinine-lab': 'Quels sont la créatinine et le DFGe ?',
      'creatinine-over-265-lab': 'La créatinine est-elle supérieure à 265 µmol/L ?',
      'raised-bilirubin-lab': 'Quelle est la bilirubine ?',
      'raised-alt-lab': 'Quels sont les ALAT et ASAT ?',
      'raised-uric-acid-lab': "Quel est l'acide urique sérique ?",
      'hyperkalaemia-lab': 'Quelle est la kaliémie ?',
      'hyponatraemia-lab': 'Quelle est la natrémie ?',
      'low-cholinesterase-lab': "L'activité cholinestérasique a-t-elle été mesurée, et était-elle basse ?",
      'troponin-raised-lab': 'Une troponine a-t-elle été dosée, et était-elle élevée ?',
      'ischaemic-ecg-changes-lab': "Que montre l'ECG 12 dérivations ?",
      'csf-pleocytosis-lab':
        'Si une ponction lombaire a été faite, le LCR était-il trouble ou les leucocytes augmentés ?',
      'rickets-alp-xray-lab':
        'Les phosphatases alcalines, la vitamine D ou une radiographie du poignet ont-elles été contrôlées ?',
      'malaria-test-positive':
        'Un TDR du paludisme ou une goutte épaisse a-t-il été fait, et était-il positif ?',
      'hiv-test-positive': 'Un test VIH a-t-il été fait, et quel était le résultat ?',
      'low-cd4-lab': 'Quel est le taux de CD4 ?',
      'crag-positive-lab':
        "Un test de l'antigène cryptococcique (CrAg) a-t-il été fait, et était-il positif ?",
      'hbsag-positive-lab': 'Un test AgHBs a-t-il été fait, et était-il positif ?',
      'hav-igm-positive-lab': "Une recherche d'IgM anti-hépatite A a-t-elle été faite ?",
      'anti-hcv-positive-lab': "Une recherche d'anticorps anti-hépatite C a-t-elle été faite ?",
      'stool-pus-rbc-lab': "L'examen microscopique des selles montre-t-il des leucocytes et des hématies ?",
      'stool-trophozoites-lab':
        "L'examen microscopique des selles montre-t-il des trophozoïtes d'E. histolytica ?",
      'stool-ova-lab': "L'examen microscopique des selles montre-t-il des œufs de vers ?",
      'schistosoma-eggs-lab': 'Des œufs de schistosome ont-ils été vus dans les urines ou les selles ?',
      'tb-test-positive-lab':
        'Un GeneXpert ou une recherche de BAAR dans les crachats a-t-il été fait, et MTB a-t-il été détecté ?',
      'typhoid-test-positive-lab':
        'Une hémoculture ou un test de typhoïde a-t-il été fait, et était-il positif ?',
      'dengue-test-positive-lab': 'Un test NS1 ou IgM de la dengue a-t-il été fait, et était-il positif ?',
      'syphilis-test-positive-lab':
        'Un test de syphilis (RPR, VDRL ou test tréponémique rapide) a-t-il été fait, et était-il positif ?',
      'cholera-rdt-positive-lab':
        'Un test rapide du choléra ou une coproculture a-t-il été fait, et était-il positif ?',
      'strep-test-positive-lab':
        'Un test rapide streptococcique ou une culture de gorge a-t-il été fait, et était-il positif ?',
      'covid-test-positive-lab': 'Un test SARS-CoV-2 a-t-il été fait, et était-il positif ?',
      'influenza-test-positive-lab': 'Un test de la grippe a-t-il été fait, et était-il positif ?',
      'brucella-test-positive-lab':
        'Un test de Brucella (Rose Bengale, SAT, ELISA ou culture) a-t-il été fait, et était-il positif ?',
      'rk39-positive-lab':
        'Un test rapide rK39 ou un frottis splénique/médullaire pour la leishmaniose a-t-il été fait, et était-il positif ?',
      'raised-aso-lab': 'Le titre ASLO est-il élevé ?',
      'h-pylori-positive-lab':
        'Un test antigénique fécal ou un test respiratoire à H. pylori a-t-il été fait ?',
      'heavy-bleeding': "Combien de sang perd-il ou perd-elle, et d'où ?",
      'recent-childbirth': 'A-t-elle accouché au cours des 6 dernières semaines, et quand ?',
      'heavy-postpartum-bleeding':
        "Combien a-t-elle saigné depuis l'accouchement : garnitures trempées, caillots, plus de 500 mL ?",
      'soft-uterus-after-birth': "Après l'accouchement, l'utérus est-il ferme et contracté, ou mou ?",
      'retained-placenta': 'Le placenta a-t-il été délivré, et était-il complet ?',
      'perineal-tear': 'Y a-t-il une déchirure du périnée, du vagin ou du col ?',
      'bleeding-late-pregnancy': 'Saigne-t-elle et est-elle enceinte de plus de 20 semaines ?',
      'tense-tender-uterus': "L'utérus est-il dur, tendu et douloureux entre les contractions ?",
      'reduced-fetal-movements':
        "Le bébé bouge-t-il comme d'habitude ? Les bruits du cœur fœtal sont-ils entendus ?",
      'foul-lochia': "Les pertes après l'accouchement ou l'avortement sont-elles malodorantes ?",
      'uterine-tenderness': "L'utérus est-il douloureux à la pression ?",
      'recent-abortion':
        "A-t-elle eu récemment un avortement ou une fausse couche, et comment cela s'est-il passé ?",
      'passed-pregnancy-tissue': 'A-t-elle expulsé des caillots ou des fragments de tissu ?',
      'open-cervical-os': "À l'examen au spéculum ou au toucher, l'orifice du col est-il ouvert ?",
      'ruptured-membranes': 'La poche des eaux est-elle rompue, et depuis combien de temps ?',
      'prolonged-labour': 'Depuis combien de temps est-elle en travail, et le travail progresse-t-il ?',
      'bandl-ring-or-fetal-distress':
        'Y a-t-il un anneau de rétraction, un chevauchement marqué ou un rythme cardiaque fœtal anormal ?',
      'persistent-vomiting-pregnancy':
        'Est-elle enceinte et vomit-elle au point de ne garder ni aliments ni liquides ?',
      'previous-large-baby-or-gdm':
        'A-t-elle déjà eu un bébé de plus de 4 kg, un diabète gestationnel ou un mort-né ?',
      'curd-like-discharge': 'Les pertes sont-elles épaisses, blanches et caillebottées ?',
      'vulval-itching': 'Y a-t-il des démangeaisons de la vulve ou du vagin ?',
      'fishy-discharge': 'Les pertes sont-elles fines et grises, ou mousseuses, avec une odeur de poisson ?',
      'painful-genital-blisters':
        'La lésion a-t-elle commencé par de petites vésicules douloureuses, et est-ce déjà arrivé ?',
      'inguinal-bubo': "Les ganglions de l'aine sont-ils gonflés ou douloureux ?",
      'respiratory-rate-30-or-more': 'Quelle est la fréquence respiratoire sur une minute entière ?',
      'skin-nodules-bony':
        'Y a-t-il des nodules fermes indolores sous la peau en regard des hanches, des côtes ou de la tête ?',
      'leopard-skin-depigmentation':
        'Y a-t-il des taches blanches mouchetées ou une peau épaissie prurigineuse sur les tibias ?',
      'blackfly-river-exposure':
        "Le patient vit-il ou cultive-t-il au bord d'une rivière au courant rapide, avec des simulies qui piquent ?",
      'skin-snip-microfilariae-lab':
        'Une biopsie cutanée exsangue ou un test Ov16 a-t-il été fait, et était-il positif ?',
      'limb-lymphoedema': 'Un membre est-il gonflé depuis des mois avec une peau épaissie ?',
      'scrotal-swelling': 'Le scrotum est-il gonflé ?',
      'filaria-test-positive-lab':
        'Un test antigénique filarien ou une goutte épaisse nocturne a-t-il été fait, et était-il positif ?',
      'tsetse-exposure':
        'Le patient a-t-il été piqué par des mouches tsé-tsé ou a-t-il séjourné dans une réserve ou une zone de maladie du sommeil ?',
      'daytime-sleepiness-behaviour-change': 'Le patient dort-il le jour et reste-t-il éveillé la nuit ?',
      'trypanosomes-seen-lab':
        'Un CATT ou un examen du sang, du suc ganglionnaire ou du LCR à la recherche de trypanosomes a-t-il été fait ?',
      'conjunctival-suffusion': 'Les yeux sont-ils rouges sans aucun écoulement ?',
      'rodent-floodwater-exposure':
        "Y a-t-il eu contact avec de l'eau de crue, de la boue, des rats ou de l'urine animale au cours des 3 dernières semaines ?",
      'leptospira-test-positive-lab': 'Un test de leptospirose (MAT, IgM, PCR) a-t-il été fait ?',
      'tick-bite':
        'Y a-t-il eu une morsure de tique ou une marche en brousse ou dans les hautes herbes au cours des 2 dernières semaines ?',
      eschar: 'Y a-t-il une croûte noire ou une plaie à centre noir sur la peau ?',
      'painful-bubo': "Y a-t-il un ganglion gonflé très douloureux à l'aine, à l'aisselle ou au cou ?",
      'dead-rodents-fleas-exposure':
        "Des rats sont-ils morts dans ou près de la maison, ou quelqu'un des environs a-t-il eu la peste ?",
      'plague-rdt-positive-lab':
        'Un test rapide de la peste a-t-il été fait sur une ponction de bubon ou des crachats ?',
      'dead-animal-carcass-exposure':
        "Le patient a-t-il manipulé ou mangé la viande d'un animal mort subitement ?",
      'epigastric-pain-radiating-back': "La douleur de l'abdomen supérieur transfixie-t-elle vers le dos ?",
      'raised-lipase-amylase-lab': "Quels sont les résultats de la lipase ou de l'amylase sériques ?",
      'murphy-sign':
        "La pression sous les côtes droites bloque-t-elle l'inspiration profonde (signe de Murphy) ?",
      'gallstones-ultrasound-lab': 'Une échographie abdominale a-t-elle montré des calculs biliaires ?',
      'colicky-abdominal-pain': 'La douleur survient-elle par vagues ?',
      'no-stool-or-flatus': 'Le patient émet-il des selles et des gaz ?',
      'irreducible-tender-groin-lump': 'Y a-t-il une hernie devenue douloureuse et irréductible ?',
      'reducible-groin-lump': "Y a-t-il une tuméfaction de l'aine ou de l'ombilic qui apparaît à la toux ?",
      'previous-abdominal-surgery': "Le patient a-t-il déjà été opéré de l'abdomen ?",
      'loin-to-groin-pain': "La douleur part-elle du flanc pour descendre vers l'aine ?",
      'kidney-stone-imaging-lab':
        "L'échographie ou le scanner ont-ils montré un calcul urinaire ou une hydronéphrose ?",
      'unable-to-pass-urine': 'Le patient peut-il uriner un peu ?',
      'weak-stream-hesitancy': 'Le jet urinaire est-il faible, lent à démarrer ou en gouttes ?',
      'palpable-bladder': 'La vessie est-elle palpable au-dessus du pubis ?',
      'low-albumin-lab': "Quelle est l'albumine sérique ?",
      'redcurrant-jelly-stool':
        "L'enfant a-t-il émis du sang et des glaires comme de la gelée, avec des accès de pleurs et les jambes repliées ?",
      'sausage-shaped-abdominal-mass': 'Palpe-t-on une masse en forme de boudin dans le ventre ?',
      'unilateral-calf-swelling': "Une jambe est-elle plus gonflée ou plus douloureuse que l'autre ?",
      'recent-immobility-surgery':
        'Y a-t-il eu une opération récente, un alitement, un long voyage, un plâtre de jambe, un cancer ou un caillot antérieur ?',
      'sudden-breathlessness': "L'essoufflement est-il apparu brutalement ?",
      'raised-d-dimer-lab': 'Des D-dimères ont-ils été dosés, et étaient-ils élevés ?',
      'venous-clot-imaging-lab': "L'échographie ou le scanner ont-ils montré un caillot ?",
      'muffled-heart-sounds': 'Les bruits du cœur sont-ils faibles ou lointains ?',
      'pericardial-rub': 'Y a-t-il un frottement péricardique ?',
      'chest-pain-better-leaning-forward':
        'La douleur thoracique est-elle soulagée en position assise penchée en avant ?',
      'pericardial-effusion-echo-lab':
        'Une échographie ou une radiographie a-t-elle montré un épanchement péricardique ?',
      'dilated-heart-echo-lab':
        'Une échographie ou une radiographie thoracique a-t-elle montré un cœur dilaté peu contractile ?',
      'arrhythmia-on-ecg-lab': "Que montre l'ECG ?",
      'psychotic-symptoms':
        'La personne entend-elle des voix ou a-t-elle des croyances que les autres trouvent étranges et fausses ?',
      'disorganised-behaviour':
        'La personne parle-t-elle ou rit-elle seule, ou se comporte-t-elle de façon désorganisée ?',
      'elevated-mood':
        'La personne a-t-elle été inhabituellement joyeuse, irritable, hyperactive ou a-t-elle parlé très vite ?',
      'reduced-need-for-sleep':
        "La personne se passe-t-elle de sommeil tout en se sentant pleine d'énergie ?",
      'panic-attacks': 'Y a-t-il des crises soudaines de peur intense qui culminent en quelques minutes ?',
      'excessive-worry':
        "La personne s'inquiète-t-elle excessivement de nombreuses choses la plupart des jours ?",
      'memory-loss': "La mémoire ou l'autonomie quotidienne ont-elles décliné au fil des mois ?",
      'acute-fluctuating-confusion':
        'La confusion est-elle apparue en quelques heures ou jours, et fluctue-t-elle ?',
      goitre: 'Une tuméfaction de la partie basse et antérieure du cou bouge-t-elle à la déglutition ?',
      'heat-intolerance': "Le patient a-t-il chaud quand les autres sont à l'aise ?",
      exophthalmos: 'Les yeux paraissent-ils saillants ou fixes ?',
      'cold-intolerance': 'Le patient a-t-il froid quand les autres ont chaud ?',
      'weight-gain': 'Le patient a-t-il pris du poids récemment ?',
      'coarse-dry-skin-hair':
        'La peau est-elle sèche et rugueuse, le visage bouffi, et la personne ralentie ?',
      'hoarse-voice': 'La voix est-elle devenue rauque ?',
      'low-tsh-lab': 'Un bilan thyroïdien (TSH, T4 libre) a-t-il été fait, et la TSH est-elle basse ?',
      'raised-tsh-lab': 'Un bilan thyroïdien (TSH, T4 libre) a-t-il été fait, et la TSH est-elle élevée ?',
      'gradual-vision-loss': 'La vue a-t-elle baissé lentement sur plusieurs mois, sans douleur ?',
      'cloudy-lens-white-pupil': 'La pupille est-elle blanche ou le cristallin opaque ?',
      'halos-around-lights': 'Le patient voit-il des halos colorés autour des lumières ?',
      'raised-eye-pressure-lab': 'La pression oculaire a-t-elle été mesurée ou la papille optique examinée ?',
      'ear-canal-pain-tragus': "La traction de l'oreille ou la pression devant elle est-elle douloureuse ?",
      'chronic-ear-discharge': "Depuis combien de temps l'oreille coule-t-elle ?",
      'hearing-loss': "L'audition a-t-elle baissé ?",
      toothache: 'Y a-t-il une douleur dentaire ou une dent cariée ?',
      'jaw-facial-swelling': 'La mâchoire ou la joue est-elle gonflée ?',
      'pleural-effusion-signs':
        'Un côté du thorax est-il mat à la percussion avec un murmure vésiculaire diminué ?',
      'pleural-effusion-imaging-lab':
        'Une radiographie thoracique ou une échographie a-t-elle montré du liquide dans le thorax ?',
      'bone-tenderness': 'Un os est-il douloureux et chaud en un point ?',
      'refuses-to-move-limb': 'Le patient refuse-t-il de bouger un membre ou de prendre appui dessus ?',
      'hot-swollen-joint':
        'Une seule articulation est-elle chaude, rouge, gonflée et très douloureuse à la mobilisation ?',
      'discharging-sinus-bone': "Y a-t-il une fistule drainant du pus en regard d'un os ?",
      'postcoital-bleeding': 'Y a-t-il des saignements après les rapports ou entre les règles ?',
      'postmenopausal-bleeding': "A-t-elle saigné après l'arrêt de ses règles ?",
      'cervical-lesion-lab':
        "A-t-elle eu un dépistage du cancer du col (IVA, HPV, frottis), et qu'a montré l'examen au spéculum ?",
      'breast-lump': "Y a-t-il une masse dans le sein ou l'aisselle ?",
      'breast-skin-nipple-changes':
        'La peau du sein est-elle capitonnée, ou le mamelon rétracté ou saignant ?',
      'hard-nodular-prostate': 'La prostate est-elle dure ou nodulaire au toucher rectal ?',
      'raised-psa-lab': 'Un PSA a-t-il été dosé, et est-il élevé ?',
      'abdominal-mass': 'Y a-t-il une masse abdominale ?',
      'liver-tumour-test-lab':
        "L'échographie a-t-elle montré une masse hépatique, ou l'AFP est-elle élevée ?",
      'progressive-dysphagia-solids-liquids':
        "La déglutition s'aggrave-t-elle, d'abord pour les solides puis pour les liquides ?",
      'rapidly-growing-jaw-or-abdominal-mass-child':
        "Y a-t-il une tuméfaction à croissance rapide de la mâchoire, de l'œil ou de l'abdomen ?",
      'purple-skin-mouth-lesions':
        'Y a-t-il des taches ou des nodules violacés ou sombres sur la peau ou dans la bouche ?',
      'lymphoma-histology-lab': 'Une biopsie ou une cytoponction ganglionnaire a-t-elle été faite ?',
      'dry-itchy-scaly-patches': 'Y a-t-il des plaques de peau sèches, prurigineuses ou suintantes ?',
      'flexural-rash': "L'éruption siège-t-elle aux plis des coudes ou des genoux, ou au cou ?",
      'rash-at-contact-site':
        "L'éruption est-elle limitée à la zone de contact avec quelque chose de nouveau (métal, savon, ciment, plante) ?",
      'personal-family-atopy':
        "Le patient ou sa famille ont-ils de l'eczéma, de l'asthme ou un rhume des foins ?",
      'facial-weakness-forehead-involved': "Le front est-il aussi faible, et l'œil peut-il se fermer ?",
      'neurotoxic-medicine-use':
        "Le patient prend-il de l'isoniazide (avec ou sans pyridoxine), de la stavudine ou un autre médicament neurotoxique ?",
      'numb-skin-patch':
        'Y a-t-il une tache cutanée claire ou rougeâtre où le patient ne sent pas un effleurement ?',
      'thickened-nerve':
        'Le nerf ulnaire au coude ou le nerf derrière le genou est-il épaissi ou douloureux ?',
      'clawing-foot-drop-painless-wounds':
        'Les doigts sont-ils en griffe, y a-t-il un pied tombant, ou des plaies indolores des mains ou des pieds ?',
      'moves-only-when-stimulated':
        'Le bébé bouge-t-il spontanément, seulement quand on le stimule, ou pas du tout ?',
      'jaundice-first-day':
        'Quand la coloration jaune est-elle apparue : dans les 24 premières heures de vie ?',
      'jaundice-palms-soles': 'Les paumes et les plantes sont-elles jaunes ?',
      'umbilical-infection': "L'ombilic est-il rouge, gonflé ou suintant de pus ?",
      'umbilical-redness-extending': "La rougeur s'étend-elle au-delà de l'ombilic sur la peau ?",
      'newborn-eye-discharge':
        'Chez un bébé de moins de 4 semaines : les paupières sont-elles gonflées avec du pus ?',
      'not-breathing-at-birth':
        "Le bébé a-t-il crié et respiré tout de suite à la naissance, ou a-t-il eu besoin d'aide pour respirer ?",
      'preterm-or-low-birth-weight':
        'Le bébé est-il né prématurément, et quel était son poids de naissance ?',
      'apnoea-episodes': "L'enfant fait-il des pauses respiratoires ou devient-il bleu ?",
      'paroxysmal-cough-whoop':
        'La toux survient-elle par quintes, avec une reprise sifflante ou des vomissements ensuite ?',
      'grey-throat-membrane':
        'Y a-t-il une membrane grise sur les amygdales ou la gorge qui saigne au contact ?',
      'acute-flaccid-paralysis':
        "La faiblesse flasque des membres s'est-elle installée en quelques jours, et les réflexes sont-ils abolis ?",
      'frothy-urine': 'Les urines sont-elles mousseuses ?',
      'recent-skin-or-throat-infection':
        'Y a-t-il eu un mal de gorge ou des plaies cutanées infectées au cours des 1-4 dernières semaines ?',
      'muac-below-125': 'Quel est le périmètre brachial ?',
      'parotid-swelling': "Y a-t-il un gonflement devant et sous l'oreille, d'un côté ou des deux ?",
      'testicular-swelling-pain': 'Un testicule est-il gonflé ou douloureux ?',
      'bowed-legs-wide-wrists':
        "Les jambes sont-elles arquées ou les poignets élargis, et quand l'enfant a-t-il commencé à marcher ?",
      burn: "Qu'est-ce qui a brûlé le patient, quand, et quelle part du corps est brûlée ?",
      'extensive-burn': 'Quel pourcentage de la surface corporelle est brûlé (paume du patient = 1%) ?',
      'face-or-airway-burn':
        "Le visage ou le cou sont-ils brûlés, y a-t-il de la suie dans la bouche ou le nez, ou l'incendie était-il en espace clos ?",
      'circumferential-burn': "La brûlure fait-elle tout le tour d'un membre, du thorax ou du cou ?",
      'head-injury': 'Comment la tête a-t-elle été blessée, et le patient a-t-il perdu connaissance ?',
      'loss-of-consciousness-after-injury': 'Le patient a-t-il perdu connaissance, et combien de temps ?',
      'lucid-interval':
        "Le patient était-il éveillé et parlait-il après l'accident avant de devenir somnolent ?",
      'on-anticoagulant': 'Le patient prend-il de la warfarine ou un autre anticoagulant ?',
      'limb-deformity-fracture':
        "Le membre est-il déformé, très douloureux sur l'os, ou l'appui est-il impossible ?",
      'open-fracture': "Y a-t-il une plaie en regard de la fracture, ou l'os est-il visible ?",
      'road-traffic-injury':
        'Comment la blessure est-elle survenue (véhicule, moto, chute de hauteur, agression) ?',
      'multiple-injuries':
        'Quelles régions du corps sont atteintes : tête, thorax, abdomen, bassin, membres ?',
      'major-external-bleeding': 'Une plaie saigne-t-elle abondamment ou en jet ?',
      drowning: "Le patient a-t-il été sous l'eau, combien de temps, et a-t-il fallu des insufflations ?",
      'heat-exposure': 'Le patient faisait-il un effort ou était-il exposé à une très forte chaleur ?',
      'hot-dry-skin': 'La peau est-elle chaude et sèche ?',
      'kerosene-ingestion':
        "Qu'est-ce qui a été avalé, en quelle quantité, et l'enfant tousse-t-il ou respire-t-il vite ?",
      'medicine-overdose': 'Quel médicament, combien de comprimés de quel dosage, et quand ?',
      'paracetamol-ingestion':
        "Combien de comprimés de paracétamol, de quel dosage, et il y a combien d'heures ?",
      'iron-ingestion': 'Combien de comprimés de fer, de quel dosage, et quand ?',
      'choking-foreign-body':
        'Les symptômes ont-ils débuté brutalement par un étouffement, ou après avoir avalé un objet ?',
      'drooling-unable-to-swallow': "Le patient bave-t-il ou est-il incapable d'avaler sa salive ?",
      'illicit-brew': "Quel alcool a été bu, d'où venait-il, et d'autres buveurs sont-ils tombés malades ?",
      'drunk-intoxicated': "Le patient a-t-il bu de l'alcool aujourd'hui, et combien ?",
      'stopped-drinking-recently':
        'À quand remonte le dernier verre, et combien le patient buvait-il chaque jour auparavant ?',
    },
  },
];
