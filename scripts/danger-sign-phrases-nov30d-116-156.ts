// An eighth set of danger signs in ordinary words, for conditions 116-156 of clinical-scope.md part 2 (tropical and
// zoonotic infections, chest, bone, teeth, ear, hormones, gut and urinary emergencies, heart, mind, cancers, eye,
// nerve and skin), written on 30 Nov 2026. Signs as the sources list them: WHO onchocerciasis and LF programme
// guidance (Mazzotti reaction, acute attacks), WHO HAT guidelines 2024, WHO/ILS leptospirosis 2003, WHO plague
// guidelines 2021, WHO anthrax 2008, WHO Pocket Book of Hospital Care for Children 2013, WHO Basic Emergency Care
// 2018, WHO mhGAP 2.0 (2016), Kenya Clinical Guidelines 2016, ESC 2019 PE and 2022 pericardial guidelines,
// Revised Atlanta 2012, Tokyo Guidelines 2018, AAO glaucoma PPP 2020, AAO-HNSF Bell's palsy 2013, IWGDF 2023,
// WAO anaphylaxis 2020, NICE CKS eczema. Told in the hard shapes the examinations use: long run-on sentences where
// the sign stands far from what it refers to, what relatives see or do, numbers in prose, a calm thing denied
// beside the sign, local measures; in lay English, clinic shorthand, French and Kiswahili. Each `alarm` phrase
// must raise an emergency; each `calm` phrase (the same worry without the danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const man: Patient = { age: 42, gender: 'male' };
const woman: Patient = { age: 36, gender: 'female' };
const elder: Patient = { age: 72, gender: 'male' };
const oldWoman: Patient = { age: 68, gender: 'female' };
const child: Patient = { age: 5, gender: 'male' };
const girl: Patient = { age: 9, gender: 'female' };
const teen: Patient = { age: 16, gender: 'female' };
const newMother: Patient = { age: 29, gender: 'female' };

const en = phraseIn('en');
const sh = phraseIn('en'); // clinic shorthand, counted with English
const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const nov30dRangeAlarmPhrases: DangerSignPhrase[] = [
  // 116 Onchocerciasis: a severe Mazzotti reaction after ivermectin (itch, swelling, fall in blood pressure).
  en(
    'mazzotti shock',
    'he took the tablets they gave the whole village for the river worm on Sunday and since then he itches everywhere and this morning he fell down when he got up from the mat',
    man,
  ),
  sh('mazzotti shock', 'post-ivermectin MDA: generalised pruritus, rash, BP 78/40 standing, dizzy', man),
  sw(
    'mazzotti shock',
    'baada ya kumeza dawa za upofu wa mto anawashwa mwili mzima na akisimama anaanguka, presha 80/50',
    man,
  ),
  // 117 Lymphatic filariasis: an acute attack with sepsis.
  sh(
    'filarial attack sepsis',
    'LF lymphoedema L leg, ADLA: leg hot, red streaks, T 40.1, HR 128, BP 84/50',
    woman,
  ),
  fr(
    'filarial attack sepsis',
    'elle a la grosse jambe depuis des années, depuis hier la jambe est rouge et brûlante avec des frissons, et ce matin elle ne reconnaît plus ses enfants',
    woman,
  ),
  // 118 Sleeping sickness: fits or coma; second stage proven in the CSF.
  en(
    'sleeping sickness coma',
    'my uncle had the sleeping disease from the river area and now we cannot wake him at all since last night',
    man,
  ),
  sw('sleeping sickness coma', 'ana malale, leo ameanguka na kutetemeka mwili mzima, hajitambui', man),
  // 119 Leptospirosis: jaundice with little urine, bleeding or coughing blood.
  en(
    'weil disease',
    'after he cleared the blocked drain with rats in it his fever came and now his eyes are yellow and he has passed only a little dark urine since yesterday',
    man,
  ),
  fr(
    'weil disease',
    'fièvre après avoir pataugé dans les eaux de crue, les yeux jaunes et il crache du sang',
    man,
  ),
  sw(
    'weil disease',
    'homa baada ya kufanya kazi kwenye mashamba ya mpunga yenye maji, macho ya njano, amekojoa mara moja tu tangu jana',
    man,
  ),
  // 120 Rickettsial fever: confusion or shock.
  sh('tick fever severe', 'fever, eschar on ankle after bush walk, now GCS 12, BP 82/48', elder),
  fr(
    'tick fever severe',
    'fièvre après des piqûres de tiques, tache noire à la jambe, il dit des choses sans sens et ne reconnaît pas sa femme',
    elder,
  ),
  // 121 Plague: pneumonic or septicaemic.
  en(
    'pneumonic plague',
    'in our village many rats died last month and now my brother coughs and what comes out is red with blood and he is hot',
    man,
  ),
  sw('pneumonic plague', 'panya wengi wamekufa, ana homa na anakohoa makohozi yenye damu', man),
  sh(
    'septicaemic plague',
    'fever, tender inguinal bubo, dead rats at home; now BP 76/40, cold peripheries',
    teen,
  ),
  // 122 Anthrax: eschar with swelling of the face or neck; gut or breathing forms.
  en(
    'anthrax face neck',
    'after skinning a goat that died by itself he got a painless black sore on the chin and now the whole neck has swollen up big',
    man,
  ),
  fr(
    'anthrax face neck',
    'une croûte noire sur la joue après avoir dépecé une vache morte, tout le visage et le cou sont gonflés',
    man,
  ),
  sw(
    'gut anthrax',
    "alikula nyama ya ng'ombe aliyekufa mwenyewe, sasa anatapika damu na tumbo limevimba",
    man,
  ),
  // 123 Acute bronchitis with hypoxia or distress.
  sh('bronchitis hypoxia', 'acute bronchitis, wheeze, SpO2 86% on air, RR 34, speaks in words only', elder),
  // 124 Effusion or empyema: breathless at rest, low oxygen; a child whose fever persists with fast breathing.
  en(
    'effusion distress',
    'they drained water from his lung last month and it has come back, now he sits up all night to breathe and his lips look blue',
    man,
  ),
  fr('effusion distress', 'épanchement pleural, saturation à 85 %, il ne peut plus finir une phrase', man),
  sw('effusion distress', 'maji kwenye mapafu, anapumua kwa shida hata akiwa amekaa, midomo ni ya bluu', man),
  // 125 Osteomyelitis / septic arthritis: fever with a hot swollen joint or a limb not moved.
  en(
    'septic arthritis child',
    'since two days the boy is hot with fever and he screams when anyone touches his knee which is swollen and hot and he will not stand on that leg at all',
    child,
  ),
  sw(
    'septic arthritis child',
    'mtoto ana homa, goti limevimba na ni la moto, hataki kabisa kusogeza mguu',
    child,
  ),
  fr('septic arthritis child', 'fièvre, le genou est gonflé et chaud, il refuse de bouger la jambe', child),
  // 126 Dental abscess spreading: floor of mouth, trismus, drooling, breathing difficulty.
  en(
    'spreading dental infection',
    'the tooth was paining for a week, now the swelling has gone under the jaw and down the neck, she cannot open her mouth and the saliva is running out',
    woman,
  ),
  sh(
    'spreading dental infection',
    'lower molar abscess, brawny submandibular swelling, trismus, tongue raised',
    man,
  ),
  fr(
    'spreading dental infection',
    'abcès dentaire, le cou est gonflé sous la mâchoire, il ne peut plus avaler sa salive et respire mal',
    man,
  ),
  sw(
    'spreading dental infection',
    'jino linauma, uvimbe umeshuka shingoni, hawezi kufungua mdomo wala kumeza mate',
    man,
  ),
  // 127 Chronic otitis: mastoiditis or spread to the brain.
  en(
    'mastoiditis',
    'pus has come from her ear for months and now behind the ear it is swollen and red and the ear sticks out',
    girl,
  ),
  fr(
    'otitis intracranial',
    "écoulement de l'oreille depuis longtemps, maintenant il a très mal à la tête, vomit et la nuque est raide",
    child,
  ),
  sw(
    'otitis intracranial',
    'usaha sikioni kwa miezi mingi, sasa ana homa kali, shingo imekakamaa na anachanganyikiwa',
    child,
  ),
  // 128 Kaposi sarcoma: pulmonary disease with breathlessness or bleeding.
  sh('pulmonary ks', 'KS on ART, purple plaques, now haemoptysis and SpO2 85%', man),
  // 129 Thyroid storm; goitre compressing the airway.
  en(
    'thyroid storm',
    'she has the big neck and stopped her thyroid tablets, now she is burning with fever, her heart is racing at 160 and she is talking nonsense',
    woman,
  ),
  fr(
    'thyroid storm',
    'goitre connu, arrêt du traitement, fièvre à 40, pouls à 170 et elle est très agitée, confuse',
    woman,
  ),
  sw('goitre airway', 'ana tezi kubwa shingoni, sasa anapumua kwa kelele na hawezi kulala chali', woman),
  // 130 Myxoedema coma.
  sh('myxoedema coma', 'known hypothyroid off levothyroxine, drowsy, T 34.2, HR 42', oldWoman),
  // 131 Type 1 diabetes: ketoacidosis or hypoglycaemia.
  en(
    'dka',
    'our daughter with sugar disease has been vomiting since morning, she breathes deep and fast and her breath smells sweet like fruit and now she is very sleepy',
    teen,
  ),
  sw('dka', 'ana kisukari cha sindano, anatapika, anapumua haraka na kwa kina, amelegea sana', teen),
  fr('hypoglycaemia', "diabétique sous insuline, il n'a pas mangé, il transpire et ne répond plus", teen),
  sh('hypoglycaemia', 'T1DM, insulin given, skipped meal, found fitting, glucose 1.9 mmol/L', teen),
  // 132 Cirrhosis: bleeding, encephalopathy, infected ascites.
  en(
    'variceal bleed',
    'he has the liver disease from drinking and tonight he vomited a basin of dark blood and his stool is black like tar',
    man,
  ),
  fr(
    'hepatic encephalopathy',
    'cirrhose connue, ventre plein d’eau, depuis hier il dort tout le temps et dit des bêtises',
    man,
  ),
  sw('variceal bleed', 'ana ugonjwa wa ini, ametapika damu nyingi na choo ni cheusi', man),
  // 133 Pancreatitis with organ failure.
  sh('severe pancreatitis', 'epigastric pain to back, lipase 1900, BP 82/50, RR 32, UO 10 ml/h', man),
  // 134 Gallstones: cholangitis.
  en(
    'cholangitis',
    'the pain under her right ribs came back with shivering fever and now her eyes have gone yellow',
    oldWoman,
  ),
  fr('cholangitis', 'douleur sous les côtes à droite, frissons, fièvre et les yeux jaunes', oldWoman),
  // 135 Obstruction or strangulated hernia.
  en(
    'strangulated hernia',
    'the swelling in his groin that used to go back in has been stuck out since morning, it is hard and very sore and he keeps vomiting',
    man,
  ),
  sw('strangulated hernia', 'ngiri imetoka na hairudi ndani, inauma sana na anatapika', man),
  sw(
    'bowel obstruction',
    'tumbo limevimba sana, hajapata choo wala kutoa hewa siku tatu, anatapika kijani',
    elder,
  ),
  fr(
    'bowel obstruction',
    'ventre ballonné, pas de selles ni de gaz depuis trois jours, il vomit tout',
    elder,
  ),
  // 136 Stone with infection or no urine.
  sh('infected obstructed kidney', 'R loin to groin colic, KUB stone 8 mm, T 39.4, rigors, BP 88/50', man),
  // 137 Acute retention.
  en(
    'acute retention',
    'grandfather has not been able to pass water since last evening even though he tries and tries, the lower belly is tight and he is crying with pain',
    elder,
  ),
  fr(
    'acute retention',
    "il n'arrive plus à uriner depuis hier soir, le bas ventre est dur et très douloureux",
    elder,
  ),
  sw('acute retention', 'hajakojoa tangu jana usiku, kibofu kimejaa na anaumia sana', elder),
  // 138 DVT with pulmonary embolism.
  en(
    'pulmonary embolism',
    'her calf was swollen after the long bus trip and today she suddenly could not catch her breath and her chest hurts when she breathes in',
    woman,
  ),
  sw(
    'pulmonary embolism',
    'mguu ulivimba baada ya kujifungua, leo ghafla anakosa pumzi na kifua kinauma',
    newMother,
  ),
  sh('pulmonary embolism', 'post-op day 5, sudden SOB, pleuritic CP, HR 124, SpO2 88%', woman),
  // 139 Arrhythmia with fainting, chest pain or failure.
  en(
    'fast arrhythmia',
    'his heart is beating so fast you can see it in the neck, the nurse counted 190 and he fainted in the queue',
    man,
  ),
  fr('slow arrhythmia', 'pouls à 34, il a fait deux malaises ce matin avec perte de connaissance', elder),
  sw('fast arrhythmia', 'moyo unapiga haraka sana na bila mpangilio, amezimia mara mbili leo', elder),
  // 140 Pericardial tamponade.
  sh('tamponade', 'TB pericarditis, raised JVP, BP 80/60, pulsus paradoxus, muffled heart sounds', man),
  fr(
    'tamponade',
    'péricardite tuberculeuse, essoufflé, les veines du cou gonflées et la tension très basse',
    man,
  ),
  // 141 Cardiomyopathy: acute failure, peripartum.
  en(
    'peripartum failure',
    'two weeks after the baby came she cannot lie flat, she sleeps sitting on the chair and coughs pink froth',
    newMother,
  ),
  sw(
    'peripartum failure',
    'wiki tatu baada ya kujifungua anakosa pumzi akilala, anakohoa povu la pinki',
    newMother,
  ),
  // 142 Psychosis: danger to others or self, not eating or drinking.
  en(
    'psychosis danger',
    'my brother hears voices and last night he sharpened the panga saying the neighbours are witches and he will finish them',
    man,
  ),
  sw('psychosis danger', 'anasikia sauti, amechukua panga na kusema atamuua jirani', man),
  fr(
    'psychosis danger',
    "il entend des voix qui lui disent de se tuer, il n'a rien bu ni mangé depuis trois jours",
    man,
  ),
  // 143 Mania: no sleep, exhaustion, danger.
  en(
    'mania danger',
    'she has not slept for five nights, gave away the family goats, and today she ran into the traffic shouting she is a prophet',
    woman,
  ),
  fr(
    'mania danger',
    'elle ne dort plus depuis une semaine, elle a frappé sa mère et menace les voisins avec un couteau',
    woman,
  ),
  // 144 Panic or anxiety with suicidal intent.
  sh('panic suicide', 'panic attacks daily, now plans to hang himself, has rope at home', man),
  sw('panic suicide', 'ana hofu kila siku, anasema anataka kujiua, amenunua sumu ya panya', man),
  // 145 Delirium.
  en(
    'delirium',
    'grandmother was fine on Sunday, since yesterday she does not know where she is, pulls at her clothes and talks to people who are not there, she has a fever',
    oldWoman,
  ),
  fr('delirium', 'depuis hier il est confus, ne reconnaît plus sa famille, fièvre et il ne boit plus', elder),
  // 146 Cervical cancer: heavy bleeding with shock; no urine.
  en(
    'cervical cancer bleed',
    'she has the womb cancer and tonight the bleeding soaked four cloths in one hour and she is dizzy and cold',
    woman,
  ),
  sw('cervical cancer bleed', 'ana saratani ya shingo ya kizazi, anatoka damu nyingi, amezimia', woman),
  // 147-148 Breast or prostate cancer in the spine: legs weak, bladder lost.
  sh(
    'cord compression',
    'known metastatic Ca breast, new back pain, bilateral leg weakness, urinary retention',
    woman,
  ),
  fr(
    'cord compression',
    "cancer de la prostate, douleur du dos, depuis deux jours les jambes ne le portent plus et il n'urine plus",
    elder,
  ),
  // 149 Liver cancer: rupture.
  en(
    'liver tumour rupture',
    'he has the lump in the liver and after lunch he got a sudden terrible pain in the belly, went pale and fell down',
    man,
  ),
  // 150 Oesophageal cancer: not even saliva passes; bleeding.
  sw('oesophageal obstruction', 'ana saratani ya koo, hata mate hayapiti, anayatema yote', elder),
  en(
    'oesophageal obstruction',
    'even water and his own spit come back up now, nothing goes down for two days',
    elder,
  ),
  // 151 Lymphoma: superior vena cava obstruction; airway.
  en(
    'svc obstruction',
    'the lumps in his neck are getting bigger, now his face and neck are puffy in the morning and he cannot lie down without choking',
    man,
  ),
  fr('svc obstruction', 'lymphome, visage et cou gonflés, veines du thorax dilatées, il étouffe couché', man),
  // 152 Acute angle closure.
  en(
    'angle closure',
    'last night her left eye became red and it hurts so much, she saw colours around the lamp and has been vomiting',
    oldWoman,
  ),
  sw('angle closure', 'jicho jekundu, linauma sana, anaona duara za rangi kwenye taa na anatapika', oldWoman),
  fr(
    'angle closure',
    "l'œil rouge et très douloureux, vision trouble, halos autour des lampes, vomissements",
    oldWoman,
  ),
  // 153 Facial palsy with an exposed, painful eye.
  sh(
    'exposure keratitis',
    'R LMN facial palsy, incomplete eye closure, now R eye painful with photophobia',
    woman,
  ),
  sw('exposure keratitis', 'uso umepooza upande mmoja, hawezi kufunga jicho, sasa jicho linauma sana', woman),
  // 154 Neuropathic foot with spreading infection.
  en(
    'diabetic foot sepsis',
    'he never felt the nail in his shoe because his feet are numb from the sugar, now the foot is black at the toes, smelly, and he is shivering with fever',
    elder,
  ),
  sw(
    'diabetic foot sepsis',
    'kisukari, kidonda mguuni kinanuka, vidole vimekuwa vyeusi, ana homa kali',
    elder,
  ),
  // 155 Urticaria with the airway.
  en(
    'angioedema airway',
    'after the injection at the clinic she came out in welts all over and now her lips and tongue are swelling and her voice is changing',
    woman,
  ),
  fr(
    'angioedema airway',
    "plaques qui grattent partout après une piqûre d'abeille, la langue gonfle et il respire mal",
    man,
  ),
  sw(
    'angioedema airway',
    'baada ya dawa ana vipele vinavyowasha mwili mzima, midomo imevimba na anapumua kwa shida',
    woman,
  ),
  // 156 Eczema herpeticum.
  en(
    'eczema herpeticum',
    'his eczema suddenly turned into many small punched-out sores on the face that weep, and he has a high fever and will not eat',
    child,
  ),
  fr(
    'eczema herpeticum',
    'eczéma connu, brusquement des petites vésicules creusées sur le visage et forte fièvre',
    child,
  ),
];

export const nov30dRangeCalmPhrases: DangerSignPhrase[] = [
  en('mazzotti calm', 'after the river worm tablets he itches a little, walks about, eats well', man),
  sw('mazzotti calm', 'baada ya dawa za upofu wa mto anawashwa kidogo tu, anatembea vizuri', man),
  sh('filarial calm', 'LF lymphoedema L leg for years, no fever, skin intact, for hygiene advice', woman),
  sw('sleeping sickness calm', 'analala mchana na kukesha usiku, anaongea vizuri, anatembea vizuri', man),
  en('leptospirosis calm', 'fever and sore legs after the floods, eyes white, passing plenty of urine', man),
  fr(
    'tick fever calm',
    'fièvre et tache noire à la cheville après une piqûre de tique, il parle bien',
    elder,
  ),
  sh('plague calm', 'fever, tender groin node, eating and walking, BP 118/76, no cough', teen),
  en(
    'anthrax calm',
    'small black painless sore on the hand after handling a hide, no swelling beyond it',
    man,
  ),
  sh('bronchitis calm', 'cough with sputum 10 days, no fever, RR 18, SpO2 97%', elder),
  fr('effusion calm', 'épanchement pleural drainé, il respire bien, saturation à 97 %', man),
  en('joint calm', 'sore knee after football, no fever, walks with a slight limp', child),
  en(
    'dental calm',
    'the tooth has been paining for a week, small swelling on the gum, swallows and opens the mouth well',
    woman,
  ),
  sw('dental calm', 'jino linauma, uvimbe mdogo kwenye fizi, anakula na kumeza vizuri', man),
  fr(
    'ear calm',
    "écoulement de l'oreille depuis des mois, pas de fièvre, pas de gonflement derrière l'oreille",
    child,
  ),
  sh('ks calm', 'KS on ART, few purple skin plaques on the legs, no cough, SpO2 98%', man),
  en(
    'goitre calm',
    'the swelling in her neck has grown slowly, she breathes and swallows well, heart calm',
    woman,
  ),
  fr('thyroid calm', 'goitre connu sous traitement, pouls à 84, pas de fièvre, elle va bien', woman),
  sh('hypothyroid calm', 'hypothyroid on levothyroxine, tired, alert, T 36.6, HR 64', oldWoman),
  en(
    'diabetes calm',
    'our daughter with sugar disease is eating well, sugar 7 this morning, no vomiting',
    teen,
  ),
  sw('diabetes calm', 'ana kisukari cha sindano, anakula vizuri, hatapiki, sukari iko sawa', teen),
  en(
    'cirrhosis calm',
    'he has the liver disease, his belly is a bit swollen, he talks normally and the stool is brown',
    man,
  ),
  sh('pancreatitis calm', 'epigastric pain to back, lipase 400, tolerating fluids, BP 128/80, HR 88', man),
  fr(
    'gallstone calm',
    'douleur sous les côtes à droite après un repas gras, passée, pas de fièvre ni de jaunisse',
    oldWoman,
  ),
  en('hernia calm', 'the swelling in his groin goes back in when he lies down and does not hurt', man),
  sw('hernia calm', 'ngiri inarudi ndani akilala, haimumi, anapata choo vizuri', man),
  sh('stone calm', 'R loin to groin colic, afebrile, passing urine, BP 130/80', man),
  en('prostate calm', 'grandfather wakes three times at night to pass water but it comes, belly soft', elder),
  fr('prostate calm', 'il se lève la nuit pour uriner, le jet est faible mais il urine', elder),
  en(
    'calf calm',
    'her calf is sore after the long bus trip, she breathes well and the chest does not hurt',
    woman,
  ),
  sh('af calm', 'known AF on warfarin, HR 78 irregular, no dizziness, no SOB', elder),
  sw('palpitations calm', 'moyo unadunda haraka kidogo akiwa na wasiwasi, hajazimia, anapumua vizuri', woman),
  en(
    'cardiomyopathy calm',
    'known weak heart, on tablets, sleeps on two pillows as usual, walks to the market',
    man,
  ),
  sw(
    'psychosis calm',
    'anasikia sauti lakini ni mtulivu, anakula na kulala, hana silaha, hamtishii mtu',
    man,
  ),
  en(
    'mania calm',
    'she sleeps a bit less and talks a lot this week, still eats and goes to work, no fights',
    woman,
  ),
  fr('anxiety calm', "crises d'angoisse au marché, aucune idée de se faire du mal, elle dort bien", woman),
  en(
    'memory calm',
    'grandmother forgets names more each year but knows where she is and eats well, no fever',
    oldWoman,
  ),
  sw('cervical calm', 'alipimwa VIA na kukutwa na kidonda kidogo, hatoki damu, anajisikia vizuri', woman),
  sh(
    'breast calm',
    'Ca breast on chemo, back ache after lifting, legs strong, passing urine normally',
    woman,
  ),
  en('oesophageal calm', 'solid food sticks in his chest but he drinks porridge and water fine', elder),
  fr(
    'lymphoma calm',
    'ganglions au cou qui grossissent, pas de gonflement du visage, il respire bien couché',
    man,
  ),
  en(
    'cataract calm',
    'her sight has been getting misty over a year, the eye is white and not painful',
    oldWoman,
  ),
  sh(
    'bell calm',
    'L facial droop incl forehead since yesterday, eye closes with effort, no eye pain, vision normal',
    woman,
  ),
  sw('neuropathy calm', 'kisukari, miguu inawaka moto na ganzi usiku, hakuna kidonda, hana homa', elder),
  en('urticaria calm', 'itchy welts after eating prawns, lips normal, breathing fine, voice normal', woman),
  fr('eczema calm', 'eczéma des plis qui gratte, pas de fièvre, pas de vésicules, il mange bien', child),
];
