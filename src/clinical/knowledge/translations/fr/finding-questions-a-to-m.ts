import type { TranslationGroup } from '../types';

/** frenchFindingQuestions (see finding-questions.ts), the entries whose English key starts with a to m. */
export const frenchFindingQuestionsAToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'cord-prolapse': 'Le cordon ombilical est-il vu ou senti dans le vagin avant le bébé ?',
      'cloudy-cornea': 'Le devant transparent de l’œil (la cornée) est-il trouble, voilé ou ulcéré ?',
      'hyperacute-purulent-eye':
        'Le pus coule-t-il de l’œil et revient-il quelques minutes après le nettoyage, avec des paupières gonflées et tendues ?',
      'infant-of-diabetic-mother':
        'La mère a-t-elle un diabète, ou a-t-elle eu un diabète pendant cette grossesse ?',
      'abdominal-distension': "L'abdomen est-il gonflé ou distendu ?",
      'abdominal-mass': 'Y a-t-il une masse abdominale ?',
      'abdominal-pain': 'Y a-t-il une douleur abdominale, et où ?',
      'absent-reflexes': 'Les réflexes rotuliens et achilléens sont-ils présents ?',
      'acute-flaccid-paralysis':
        "La faiblesse flasque des membres s'est-elle installée en quelques jours, et les réflexes sont-ils abolis ?",
      'acute-fluctuating-confusion':
        'La confusion est-elle apparue en quelques heures ou jours, et fluctue-t-elle ?',
      'acute-monoarthritis-toe':
        'Une articulation, souvent le gros orteil, est-elle devenue brutalement très douloureuse, rouge et gonflée ?',
      'age-under-2': "Quel âge a l'enfant ?",
      agitation: 'Le patient est-il agité, halluciné ou agressif ?',
      'alcohol-use': "Quelle quantité d'alcool le patient boit-il ?",
      'allergen-exposure':
        'Cela a-t-il commencé quelques minutes à quelques heures après une piqûre, un médicament ou un aliment ?',
      'anaemia-lab': "Quelle est l'hémoglobine ?",
      'anal-itching': 'Y a-t-il des démangeaisons anales, surtout la nuit ?',
      'anaphylaxis-named':
        'Le tableau évoque-t-il une anaphylaxie (atteinte soudaine des voies aériennes, de la respiration ou de la circulation après un déclencheur) ?',
      angioedema: 'Y a-t-il un gonflement des lèvres, de la langue, du visage ou de la gorge ?',
      anhedonia: "Le patient a-t-il perdu l'intérêt ou le plaisir pour ses activités habituelles ?",
      anorexia: "L'appétit a-t-il diminué ?",
      'anti-hcv-positive-lab': "Une recherche d'anticorps anti-hépatite C a-t-elle été faite ?",
      'bleeding-site-not-named': "D'où vient le saignement, et en quelle quantité ?",
      'apnoea-episodes': "L'enfant fait-il des pauses respiratoires ou devient-il bleu ?",
      'arrhythmia-on-ecg-lab': "Que montre l'ECG ?",
      arthralgia: 'Y a-t-il des douleurs articulaires ?',
      'back-pain': 'Y a-t-il des douleurs dorsales ?',
      'back-pain-at-rest-night':
        'La douleur dorsale persiste-t-elle au repos ou réveille-t-elle la personne la nuit ?',
      'band-like-headache': "La céphalée donne-t-elle une sensation d'étau des deux côtés ?",
      'birth-in-last-5-months': 'A-t-elle accouché au cours des 5 derniers mois, et quand ?',
      'bandl-ring-or-fetal-distress':
        'Y a-t-il un anneau de rétraction, un chevauchement marqué ou un rythme cardiaque fœtal anormal ?',
      'bilateral-pitting-oedema': 'La pression sur les deux pieds laisse-t-elle un godet persistant ?',
      'bite-local-swelling': "L'œdème au site de la morsure s'étend-il le long du membre ?",
      'bite-site-blistering-necrosis': 'Y a-t-il des phlyctènes ou une peau noircie au site de la morsure ?',
      'bite-site-paraesthesia':
        "Y a-t-il des fourmillements, des démangeaisons ou une douleur au site d'une ancienne morsure ?",
      'blackfly-river-exposure':
        "Le patient vit-il ou cultive-t-il au bord d'une rivière au courant rapide, avec des simulies qui piquent ?",
      'bleeding-late-pregnancy': 'Saigne-t-elle et est-elle enceinte de plus de 20 semaines ?',
      'bleeding-mucosal': "Y a-t-il un saignement des gencives, du nez ou d'autres sites ?",
      bloating: 'Y a-t-il des ballonnements ou des éructations ?',
      'bloody-diarrhoea': 'Y a-t-il du sang dans les selles ?',
      'bone-pain': 'Y a-t-il une douleur intense des os ou des membres ?',
      'bone-tenderness': 'Un os est-il douloureux et chaud en un point ?',
      'bowed-legs-wide-wrists':
        "Les jambes sont-elles arquées ou les poignets élargis, et quand l'enfant a-t-il commencé à marcher ?",
      bradycardia: 'Quelle est la fréquence cardiaque ?',
      bradypnoea: 'La respiration est-elle anormalement lente ou agonique (compter sur une minute entière) ?',
      'breast-lump': "Y a-t-il une masse dans le sein ou l'aisselle ?",
      'breast-skin-nipple-changes':
        'La peau du sein est-elle capitonnée, ou le mamelon rétracté ou saignant ?',
      'brucella-test-positive-lab':
        'Un test de Brucella (Rose Bengale, SAT, ELISA ou culture) a-t-il été fait, et était-il positif ?',
      'bulging-fontanelle': 'Chez le nourrisson, la fontanelle est-elle bombée ?',
      burn: "Qu'est-ce qui a brûlé le patient, quand, et quelle part du corps est brûlée ?",
      'cervical-lesion-lab':
        "A-t-elle eu un dépistage du cancer du col (IVA, HPV, frottis), et qu'a montré l'examen au spéculum ?",
      'cervical-motion-tenderness':
        "À l'examen pelvien, le col est-il douloureux quand on le mobilise, ou les annexes sensibles ?",
      'chest-indrawing': 'Y a-t-il un tirage sous-costal ?',
      'chest-pain': 'Y a-t-il une douleur thoracique ?',
      'chest-pain-better-leaning-forward':
        'La douleur thoracique est-elle soulagée en position assise penchée en avant ?',
      'chest-tightness': 'La poitrine est-elle oppressée ?',
      'chest-xray-consolidation':
        'La radiographie thoracique montre-t-elle une condensation ou des infiltrats ?',
      'chills-rigors': 'Y a-t-il des frissons ou des tremblements ?',
      'known-cancer': 'Le patient a-t-il eu un cancer (lequel, est-il traité ou étendu) ?',
      'known-breast-cancer': 'A-t-elle eu un cancer du sein, actuel ou traité auparavant ?',
      'known-hyperthyroidism':
        'Une hyperthyroïdie est-elle connue, et le traitement de la thyroïde est-il pris ?',
      'choking-foreign-body':
        'Les symptômes ont-ils débuté brutalement par un étouffement, ou après avoir avalé un objet ?',
      'cholera-rdt-positive-lab':
        'Un test rapide du choléra ou une coproculture a-t-il été fait, et était-il positif ?',
      chorea: 'Y a-t-il des mouvements involontaires saccadés du visage ou des membres ?',
      'chronic-cough': 'La toux dure-t-elle depuis 2 semaines ou plus ?',
      'cough-over-a-week': 'La toux dure-t-elle depuis une semaine ou plus ?',
      'chronic-diarrhoea': 'La diarrhée dure-t-elle depuis 14 jours ou plus ?',
      'chronic-ear-discharge': "Depuis combien de temps l'oreille coule-t-elle ?",
      'circumferential-burn': "La brûlure fait-elle tout le tour d'un membre, du thorax ou du cou ?",
      'clawing-foot-drop-painless-wounds':
        'Les doigts sont-ils en griffe, y a-t-il un pied tombant, ou des plaies indolores des mains ou des pieds ?',
      'cloudy-lens-white-pupil': 'La pupille est-elle blanche ou le cristallin opaque ?',
      'coarse-dry-skin-hair':
        'La peau est-elle sèche et rugueuse, le visage bouffi, et la personne ralentie ?',
      'child-stage-2-hypertension-reading':
        'La tension artérielle de cet enfant est-elle de 140/90 mmHg ou plus ?',
      'cold-hands-feet':
        'Les mains ou les pieds sont-ils froids ? Si oui, le temps de recoloration capillaire dépasse-t-il 3 secondes et le pouls est-il faible et rapide ?',
      'cold-intolerance': 'Le patient a-t-il froid quand les autres ont chaud ?',
      'colicky-abdominal-pain': 'La douleur survient-elle par vagues ?',
      confusion: 'Le patient est-il confus ou a-t-il un comportement étrange ?',
      'conjunctival-suffusion': 'Les yeux sont-ils rouges sans aucun écoulement ?',
      constipation: 'Y a-t-il une constipation ?',
      convulsions: 'Le patient a-t-il eu des convulsions ?',
      cough: 'Y a-t-il une toux ?',
      'covid-test-positive-lab': 'Un test SARS-CoV-2 a-t-il été fait, et était-il positif ?',
      crackles: "Y a-t-il des crépitants ou un souffle tubaire à l'auscultation ?",
      'crag-positive-lab':
        "Un test de l'antigène cryptococcique (CrAg) a-t-il été fait, et était-il positif ?",
      'cranial-nerve-palsy': "Y a-t-il un strabisme récent ou une paralysie d'un nerf crânien ?",
      'life-threatening-lab-value':
        'Un résultat de laboratoire est-il à un niveau critique (menaçant le pronostic vital) ?',
      'creatinine-over-265-lab': 'La créatinine est-elle supérieure à 265 µmol/L ?',
      crepitus: "Y a-t-il des craquements (crépitations) à la mobilisation de l'articulation ?",
      'crushing-chest-pain': 'La douleur thoracique est-elle centrale, constrictive ou oppressante ?',
      'csf-pleocytosis-lab':
        'Si une ponction lombaire a été faite, le LCR était-il trouble ou les leucocytes augmentés ?',
      'curd-like-discharge': 'Les pertes sont-elles épaisses, blanches et caillebottées ?',
      cyanosis: 'Les lèvres ou la langue sont-elles bleues ?',
      dactylitis: 'Les mains ou les pieds sont-ils douloureux et gonflés ?',
      'dark-urine': 'Les urines sont-elles foncées comme du thé ou du cola ?',
      'daytime-sleepiness-behaviour-change': 'Le patient dort-il le jour et reste-t-il éveillé la nuit ?',
      'dead-animal-carcass-exposure':
        "Le patient a-t-il manipulé ou mangé la viande d'un animal mort subitement ?",
      'dead-rodents-fleas-exposure':
        "Des rats sont-ils morts dans ou près de la maison, ou quelqu'un des environs a-t-il eu la peste ?",
      'dengue-test-positive-lab': 'Un test NS1 ou IgM de la dengue a-t-il été fait, et était-il positif ?',
      diarrhoea: 'Y a-t-il une diarrhée, et combien de selles par jour ?',
      'dilated-heart-echo-lab':
        'Une échographie ou une radiographie thoracique a-t-elle montré un cœur dilaté peu contractile ?',
      'dirty-wound': 'Y a-t-il eu récemment une plaie, une brûlure ou une blessure ?',
      'discharging-sinus-bone': "Y a-t-il une fistule drainant du pus en regard d'un os ?",
      'disorganised-behaviour':
        'La personne parle-t-elle ou rit-elle seule, ou se comporte-t-elle de façon désorganisée ?',
      dizziness: 'Y a-t-il des vertiges, surtout en se levant ?',
      'dog-bite': 'Le patient a-t-il été mordu ou griffé par un chien ou un autre mammifère, et quand ?',
      'drooling-unable-to-swallow': "Le patient bave-t-il ou est-il incapable d'avaler sa salive ?",
      drowning: "Le patient a-t-il été sous l'eau, combien de temps, et a-t-il fallu des insufflations ?",
      'drunk-intoxicated': "Le patient a-t-il bu de l'alcool aujourd'hui, et combien ?",
      'dry-cough': 'La toux est-elle sèche ?',
      'dry-itchy-scaly-patches': 'Y a-t-il des plaques de peau sèches, prurigineuses ou suintantes ?',
      dyspareunia: 'Y a-t-il une douleur pendant les rapports ?',
      dysphagia: 'Les aliments bloquent-ils à la déglutition ?',
      dysuria: 'Y a-t-il des brûlures ou une douleur en urinant ?',
      'ear-canal-pain-tragus': "La traction de l'oreille ou la pression devant elle est-elle douloureuse ?",
      'ear-discharge': "Y a-t-il un écoulement de l'oreille, et depuis combien de temps ?",
      'ear-pain': "Y a-t-il une douleur d'oreille (ou l'enfant se tire-t-il l'oreille) ?",
      'elevated-mood':
        'La personne a-t-elle été inhabituellement joyeuse, irritable, hyperactive ou a-t-elle parlé très vite ?',
      'eosinophilia-lab': 'La numération montre-t-elle des éosinophiles augmentés ?',
      'epigastric-pain': "La douleur siège-t-elle au creux de l'estomac (épigastre) ?",
      'epigastric-pain-radiating-back': "La douleur de l'abdomen supérieur transfixie-t-elle vers le dos ?",
      'episodic-crying-drawing-up-legs':
        "L'enfant a-t-il des crises de cris en repliant les jambes, et reste-t-il calme entre les crises ?",
      eschar: 'Y a-t-il une croûte noire ou une plaie à centre noir sur la peau ?',
      'excessive-worry':
        "La personne s'inquiète-t-elle excessivement de nombreuses choses la plupart des jours ?",
      'exertional-dyspnoea': 'Le patient est-il essoufflé à la marche ou en montant les escaliers ?',
      'exertional-syncope': "Le patient s'est-il évanoui ou effondré pendant un effort ?",
      exophthalmos: 'Les yeux paraissent-ils saillants ou fixes ?',
      'long-lie':
        'Après la chute, la personne a-t-elle pu se relever seule, ou combien de temps est-elle restée au sol ?',
      'burn-site-trunk-or-limbs':
        'Quelles parties du corps sont brûlées : poitrine, ventre, dos, bras, jambes ?',
      'extensive-burn': 'Quel pourcentage de la surface corporelle est brûlé (paume du patient = 1%) ?',
      'eye-discharge': 'Y a-t-il un écoulement oculaire ?',
      'eyelids-stuck-together': 'Les paupières sont-elles collées le matin ?',
      'face-hand-oedema': 'Le visage ou les mains sont-ils gonflés ?',
      'face-or-airway-burn':
        "Le visage ou le cou sont-ils brûlés, y a-t-il de la suie dans la bouche ou le nez, ou l'incendie était-il en espace clos ?",
      'facial-droop': 'Un côté du visage est-il affaissé ?',
      'facial-pain': 'Y a-t-il une douleur ou une pression sur les joues ou le front ?',
      'facial-weakness-forehead-involved': "Le front est-il aussi faible, et l'œil peut-il se fermer ?",
      'failed-appetite-test':
        "L'enfant mange-t-il l'aliment thérapeutique prêt à l'emploi (test de l'appétit) ?",
      'family-sudden-death': 'Un parent proche est-il mort subitement et jeune (avant 50 ans) ?',
      fasciculations: 'Y a-t-il des contractions de muscles sous la peau ?',
      fatigue: 'Y a-t-il une fatigue ou une faiblesse inhabituelle ?',
      fever: "Y a-t-il eu de la fièvre, et jusqu'à quelle température ?",
      'foul-vaginal-discharge': 'Les pertes vaginales sentent-elles mauvais ?',
      'filaria-test-positive-lab':
        'Un test antigénique filarien ou une goutte épaisse nocturne a-t-il été fait, et était-il positif ?',
      'fishy-discharge': 'Les pertes sont-elles fines et grises, ou mousseuses, avec une odeur de poisson ?',
      'flank-pain': 'Y a-t-il une douleur lombaire ou une sensibilité à la percussion de la fosse lombaire ?',
      'flexural-rash': "L'éruption siège-t-elle aux plis des coudes ou des genoux, ou au cou ?",
      'fluctuant-swelling': 'Y a-t-il une tuméfaction douloureuse fluctuante (abcès) ?',
      'focal-seizure-features':
        "Les épisodes commencent-ils par un signe d'alerte (une odeur, une sensation ascendante, un déjà-vu), avec regard fixe ou mâchonnement ?",
      'focal-weakness': "Y a-t-il une faiblesse d'un côté du corps ou du visage ?",
      'foul-lochia': "Les pertes après l'accouchement ou l'avortement sont-elles malodorantes ?",
      'freshwater-contact':
        'Le patient se baigne-t-il, se lave-t-il ou travaille-t-il dans des lacs, des rivières ou des barrages ?',
      'frothy-urine': 'Les urines sont-elles mousseuses ?',
      'fruity-breath': "L'haleine sent-elle le fruit ou l'acétone ?",
      'gallstones-ultrasound-lab': 'Une échographie abdominale a-t-elle montré des calculs biliaires ?',
      'genital-ulcer': 'Y a-t-il un ulcère ou une plaie génitale ?',
      'recent-quarrel': 'Y a-t-il eu une dispute, une bagarre ou une rupture juste avant ?',
      'electrical-injury': 'Le patient a-t-il reçu une décharge électrique ou été frappé par la foudre ?',
      'wanders-into-danger':
        "Le patient s'en va-t-il errer la nuit, sur les routes, en brousse ou près de l'eau ?",
      'massive-neck-swelling':
        "Tout le cou est-il gonflé, ou le gonflement s'étend-il à la poitrine ou au visage ?",
      'gathering-means-of-suicide': 'Le patient a-t-il rassemblé des comprimés, du poison ou une corde ?',
      'farewell-letter-or-arrangements':
        'Le patient a-t-il écrit une lettre d adieu ou pris des dispositions pour après sa mort ?',
      goitre: 'Une tuméfaction de la partie basse et antérieure du cou bouge-t-elle à la déglutition ?',
      'gradual-vision-loss': 'La vue a-t-elle baissé lentement sur plusieurs mois, sans douleur ?',
      'grey-throat-membrane':
        'Y a-t-il une membrane grise sur les amygdales ou la gorge qui saigne au contact ?',
      'gritty-itchy-eyes': 'Les yeux grattent-ils ou démangent-ils ?',
      'h-pylori-positive-lab':
        'Un test antigénique fécal ou un test respiratoire à H. pylori a-t-il été fait ?',
      haematuria: 'Y a-t-il du sang dans les urines ?',
      haemoptysis: 'Y a-t-il eu du sang dans les crachats ?',
      'hair-skin-changes-kwashiorkor': 'Y a-t-il une décoloration des cheveux ou une peau qui pèle ?',
      'halos-around-lights': 'Le patient voit-il des halos colorés autour des lumières ?',
      'hard-nodular-prostate': 'La prostate est-elle dure ou nodulaire au toucher rectal ?',
      'hav-igm-positive-lab': "Une recherche d'IgM anti-hépatite A a-t-elle été faite ?",
      'hbsag-positive-lab': 'Un test AgHBs a-t-il été fait, et était-il positif ?',
      'head-injury': 'Comment la tête a-t-elle été blessée, et le patient a-t-il perdu connaissance ?',
      headache: 'Y a-t-il des céphalées ?',
      'headache-aura':
        'Y a-t-il des éclairs lumineux, des lignes en zigzag ou des fourmillements avant la céphalée ?',
      'hearing-loss': "L'audition a-t-elle baissé ?",
      'heart-murmur': 'Y a-t-il un souffle cardiaque ?',
      heartburn: 'Y a-t-il une sensation de brûlure derrière le sternum ?',
      'heat-exposure': 'Le patient faisait-il un effort ou était-il exposé à une très forte chaleur ?',
      'heat-intolerance': "Le patient a-t-il chaud quand les autres sont à l'aise ?",
      'heavy-bleeding': "Combien de sang perd-il ou perd-elle, et d'où ?",
      'heavy-menstrual-bleeding': 'Les règles sont-elles abondantes ou prolongées ?',
      'heavy-postpartum-bleeding':
        "Combien a-t-elle saigné depuis l'accouchement : garnitures trempées, caillots, plus de 500 mL ?",
      hepatomegaly: 'Le foie est-il augmenté de volume ?',
      'herpes-zoster':
        "Y a-t-il une bande de vésicules douloureuses d'un côté du corps (zona), actuellement ou par le passé ?",
      'high-fever': 'La température est-elle de 39 °C ou plus ?',
      'hiv-test-positive': 'Un test VIH a-t-il été fait, et quel était le résultat ?',
      'hiv-virological-test-positive':
        'Le nourrisson a-t-il eu un test virologique VIH (TAN/PCR), et quel était le résultat ?',
      'hoarse-voice': 'La voix est-elle devenue rauque ?',
      'honey-crusted-sores':
        'Y a-t-il des lésions à croûtes jaune-brun (mélicériques) ou des bulles qui se rompent ?',
      'hot-dry-skin': 'La peau est-elle chaude et sèche ?',
      'hot-swollen-joint':
        'Une seule articulation est-elle chaude, rouge, gonflée et très douloureuse à la mobilisation ?',
      'household-itching': "D'autres personnes du foyer ont-elles aussi des démangeaisons ?",
      hydrophobia: "Le patient a-t-il peur de l'eau ou des spasmes en essayant d'avaler ?",
      'glucose-raised-for-pregnancy-lab': "Quelle est la glycémie à jeun (ou l'HGPO à 75 g) ?",
      'hyperglycaemia-lab': "Quelle est la glycémie (aléatoire ou à jeun) ou l'HbA1c ?",
      'hyperkalaemia-lab': 'Quelle est la kaliémie ?',
      hypersalivation: 'Y a-t-il un excès de salive, de larmes ou de sécrétions ?',
      'hypertension-reading': 'Quelle est la tension artérielle (à répéter si elle est élevée) ?',
      'hypoglycaemia-lab': 'Quelle est la glycémie maintenant ?',
      'hyponatraemia-lab': 'Quelle est la natrémie ?',
      hypotension: 'Quelle est la tension artérielle ?',
      hypothermia: 'La température est-elle inférieure à 35.5 °C ?',
      hypoxaemia: 'Quelle est la saturation en oxygène (SpO2) ?',
      'illicit-brew': "Quel alcool a été bu, d'où venait-il, et d'autres buveurs sont-ils tombés malades ?",
      'influenza-test-positive-lab': 'Un test de la grippe a-t-il été fait, et était-il positif ?',
      'inguinal-bubo': "Les ganglions de l'aine sont-ils gonflés ou douloureux ?",
      'inturned-eyelashes': 'Des cils touchent-ils le globe oculaire, ou le patient se les arrache-t-il ?',
      'iron-ingestion': 'Combien de comprimés de fer, de quel dosage, et quand ?',
      'irreducible-tender-groin-lump': 'Y a-t-il une hernie devenue douloureuse et irréductible ?',
      'irregular-pulse': 'Le pouls est-il régulier ?',
      irritability: 'Le patient est-il irritable ou agité ?',
      'ischaemic-ecg-changes-lab': "Que montre l'ECG 12 dérivations ?",
      itching: 'Y a-t-il des démangeaisons ?',
      'itching-worse-at-night': 'Les démangeaisons sont-elles pires la nuit ?',
      'itchy-nose-eyes': 'Le nez ou les yeux démangent-ils ?',
      'itchy-web-spaces':
        'Y a-t-il des papules prurigineuses ou des sillons entre les doigts, aux poignets ou aux organes génitaux ?',
      jaundice: 'Les yeux ou la peau sont-ils jaunes ?',
      'jaundice-first-day':
        'Quand la coloration jaune est-elle apparue : dans les 24 premières heures de vie ?',
      'jaundice-palms-soles': 'Les paumes et les plantes sont-elles jaunes ?',
      'jaw-facial-swelling': 'La mâchoire ou la joue est-elle gonflée ?',
      'joint-swelling': 'Une articulation est-elle gonflée ?',
      'kala-azar-area':
        "Le patient vit-il dans une zone de kala-azar ou s'y rend-il (p. ex. West Pokot, Baringo, Turkana, Wajir) ?",
      'kerosene-ingestion':
        "Qu'est-ce qui a été avalé, en quelle quantité, et l'enfant tousse-t-il ou respire-t-il vite ?",
      'ketones-lab': 'Y a-t-il des cétones dans les urines ou le sang ?',
      'kidney-stone-imaging-lab':
        "L'échographie ou le scanner ont-ils montré un calcul urinaire ou une hydronéphrose ?",
      'knee-hip-pain-on-use':
        "La douleur du genou ou de la hanche est-elle aggravée par l'usage et soulagée par le repos ?",
      'known-asthma': 'Le patient est-il asthmatique ou a-t-il déjà eu des épisodes de sifflements ?',
      'known-ckd': 'Y a-t-il une maladie rénale connue ?',
      'known-nephrotic-syndrome': 'Le patient a-t-il déjà été traité pour un syndrome néphrotique ?',
      'known-copd-or-smoker': 'Le patient fume-t-il ou cuisine-t-il sur un feu ouvert ?',
      'known-diabetes': 'Le patient est-il diabétique, et sous quel traitement ?',
      'known-heart-disease': 'Y a-t-il une cardiopathie connue ?',
      'known-hiv': 'Quel est le statut VIH, et le patient est-il sous TARV ?',
      'known-hypertension': 'Le patient est-il connu hypertendu, et sous quel traitement ?',
      'known-sickle-cell': 'Le patient est-il drépanocytaire ?',
      'koplik-spots': "Y a-t-il de petites taches blanches à l'intérieur des joues (signe de Koplik) ?",
      'kussmaul-breathing': 'La respiration est-elle profonde et soupirante (acidose) ?',
      'leg-cramps': 'Le patient a-t-il des crampes douloureuses dans les jambes ?',
      'leg-swelling': 'Les jambes, les chevilles ou le visage sont-ils gonflés ?',
      'light-vaginal-bleeding': 'Le saignement vaginal est-il seulement léger (spotting), et diminue-t-il ?',
      'leopard-skin-depigmentation':
        'Y a-t-il des taches blanches mouchetées ou une peau épaissie prurigineuse sur les tibias ?',
      'leptospira-test-positive-lab': 'Un test de leptospirose (MAT, IgM, PCR) a-t-il été fait ?',
      lethargy: 'Le patient est-il anormalement somnolent ou difficile à réveiller ?',
      'leucocytosis-lab': 'Quel est le taux de leucocytes ?',
      'leucopenia-lab': 'Quel est le taux de leucocytes ?',
      'forearm-wrist-fracture':
        "Le poignet ou l'avant-bras est-il déformé, gonflé ou très douloureux après une chute ?",
      'hip-thigh-fracture':
        'Après une chute, la jambe est-elle raccourcie et tournée en dehors, ou la cuisse déformée ?',
      'lower-leg-fracture': "La jambe ou la cheville est-elle déformée, gonflée ou l'appui impossible ?",
      'limb-deformity-fracture':
        "Le membre est-il déformé, très douloureux sur l'os, ou l'appui est-il impossible ?",
      'limb-lymphoedema': 'Un membre est-il gonflé depuis des mois avec une peau épaissie ?',
      'liver-tumour-test-lab':
        "L'échographie a-t-elle montré une masse hépatique, ou l'AFP est-elle élevée ?",
      'loin-to-groin-pain': "La douleur part-elle du flanc pour descendre vers l'aine ?",
      'loss-of-consciousness-after-injury': 'Le patient a-t-il perdu connaissance, et combien de temps ?',
      'loss-of-smell-taste': "L'odorat ou le goût ont-ils été perdus ?",
      'low-albumin-lab': "Quelle est l'albumine sérique ?",
      'low-cd4-lab': 'Quel est le taux de CD4 ?',
      'low-cholinesterase-lab': "L'activité cholinestérasique a-t-elle été mesurée, et était-elle basse ?",
      'low-mood':
        "Le patient s'est-il senti triste, abattu ou désespéré la majeure partie de la journée pendant deux semaines ?",
      'low-muac': 'Quel est le périmètre brachial (PB, MUAC) ?',
      'low-tsh-lab': 'Un bilan thyroïdien (TSH, T4 libre) a-t-il été fait, et la TSH est-elle basse ?',
      'lower-abdominal-pain': 'Y a-t-il une douleur du bas-ventre ou pelvienne ?',
      'lucid-interval':
        "Le patient était-il éveillé et parlait-il après l'accident avant de devenir somnolent ?",
      lymphadenopathy: 'Y a-t-il des ganglions gonflés, et où ?',
      'lymphoma-histology-lab': 'Une biopsie ou une cytoponction ganglionnaire a-t-elle été faite ?',
      'maculopapular-rash': "L'éruption est-elle rouge et en plaques (maculo-papuleuse) ?",
      'major-external-bleeding': 'Une plaie saigne-t-elle abondamment ou en jet ?',
      malaise: 'Le patient se sent-il globalement mal ?',
      'malaria-test-positive':
        'Un TDR du paludisme ou une goutte épaisse a-t-il été fait, et était-il positif ?',
      'mechanical-back-pain':
        'La douleur dorsale est-elle aggravée par le mouvement et soulagée par le repos ?',
      'medicine-overdose': 'Quel médicament, combien de comprimés de quel dosage, et quand ?',
      melaena: 'Les selles sont-elles noires et goudronneuses, ou y a-t-il eu des vomissements de sang ?',
      'memory-loss': "La mémoire ou l'autonomie quotidienne ont-elles décliné au fil des mois ?",
      'microcytosis-lab': 'Le VGM et la ferritine sont-ils bas ?',
      'migratory-polyarthritis': "La douleur articulaire passe-t-elle d'une articulation à l'autre ?",
      'missed-antiseizure-medicine': 'La personne a-t-elle oublié ou arrêté un antiépileptique ?',
      'missed-insulin-doses': "Des doses d'insuline ont-elles été oubliées ou arrêtées ?",
      'missed-meal': 'Le patient a-t-il sauté un repas ou est-il à jeun ?',
      'missed-period': 'À quand remontent les dernières règles : y a-t-il un retard de règles ?',
      'mitral-stenosis-signs': "Y a-t-il un roulement diastolique apexien ou un claquement d'ouverture ?",
      'mouth-ulcers': 'Y a-t-il des ulcérations ou des plaies dans la bouche ?',
      'moves-only-when-stimulated':
        'Le bébé bouge-t-il spontanément, seulement quand on le stimule, ou pas du tout ?',
      'mpox-contact':
        'Le patient a-t-il été en contact étroit avec une personne ayant une éruption ou des lésions similaires ?',
      'muac-below-125': 'Quel est le périmètre brachial ?',
      'mucus-in-stool': 'Y a-t-il des glaires dans les selles ?',
      'muffled-heart-sounds': 'Les bruits du cœur sont-ils faibles ou lointains ?',
      'multiple-injuries':
        'Quelles régions du corps sont atteintes : tête, thorax, abdomen, bassin, membres ?',
      'murphy-sign':
        "La pression sous les côtes droites bloque-t-elle l'inspiration profonde (signe de Murphy) ?",
      'muscle-spasms': 'Y a-t-il des spasmes musculaires douloureux ou une raideur du corps ?',
      myalgia: 'Y a-t-il des douleurs musculaires ?',
      'flat-affect':
        "La personne montre-t-elle peu d'émotion sur le visage et dans la voix, et parle-t-elle ou bouge-t-elle peu ?",
      'kaposi-biopsy-lab': 'Une biopsie de la lésion de la peau ou de la bouche a-t-elle été faite ?',
      'markedly-raised-alt-lab': "L'ALAT ou l'ASAT dépasse-t-elle 400 U/L ?",
      'known-hypothyroidism':
        'Une hypothyroïdie est-elle connue, ou la thyroïde a-t-elle été enlevée, et la lévothyroxine est-elle prise ?',
      'large-protruding-tongue': 'La langue est-elle grosse ou dépasse-t-elle de la bouche ?',
      'hiv-exposed-infant':
        'La mère du bébé vit-elle avec le VIH, et le bébé reçoit-il une prophylaxie ou a-t-il été testé ?',
    },
  },
];
