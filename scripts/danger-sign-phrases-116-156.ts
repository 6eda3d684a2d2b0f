// A sixth set of danger signs in ordinary words, for conditions 116-156 of clinical-scope.md (tropical and
// zoonotic infections, adults' chronic and acute conditions, mental health, eye, skin), written on 30 Nov 2026
// before any change it led to. Signs as the sources list them: WHO plague guidelines 2021, WHO anthrax 2008,
// WHO/ILS leptospirosis 2003, WHO Basic Emergency Care 2018, WHO mhGAP 2.0 (2016), Kenya Clinical Guidelines
// 2016, MSF Guide clinique et thérapeutique 2023, AAO glaucoma PPP 2020, NICE CKS. Told as a relative, a nurse
// or a clinical officer would, in lay English, clinic shorthand, French and Kiswahili. Each `alarm` phrase must
// raise an emergency; each `calm` phrase (the same worry without the danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const adult: Patient = { age: 38, gender: 'male' };
const woman: Patient = { age: 34, gender: 'female' };
const elder: Patient = { age: 70, gender: 'male' };
const child: Patient = { age: 3, gender: 'female' };
const toddler: Patient = { age: 1.5, gender: 'male' };
const mother: Patient = { age: 26, gender: 'female' };

const en = phraseIn('en');
const sh = phraseIn('en'); // clinic shorthand, counted with English
const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const rangeAlarmPhrases: DangerSignPhrase[] = [
  // Plague (WHO 2021): fever with a very painful bubo; cough or blood in sputum after dead rats.
  en(
    'plague bubo',
    'high fever and a very painful lump in his groin, rats have been dying in the house',
    adult,
  ),
  sh('plague bubo', 'fever, exquisitely tender inguinal bubo, dead rats at home', adult),
  fr(
    'plague bubo',
    "forte fièvre avec une boule très douloureuse à l'aine, des rats morts dans la maison",
    adult,
  ),
  sw('plague bubo', 'ana homa kali na uvimbe unaouma sana kwenye kinena, panya wamekufa nyumbani', adult),
  en('pneumonic plague', 'fever and coughing up blood, dead rats were found in the granary last week', adult),
  fr('pneumonic plague', 'fièvre et il crache du sang, il y avait beaucoup de rats morts au village', adult),
  sw('pneumonic plague', 'ana homa na anakohoa damu, panya wengi wamekufa kijijini', adult),
  // Anthrax (WHO 2008): eschar with oedema of face or neck; gut anthrax after meat of a dead animal.
  en('anthrax head and neck', 'black sore on his cheek and the whole face and neck are swelling', adult),
  fr('anthrax head and neck', 'plaie noire sur la joue, tout le visage et le cou gonflent', adult),
  sw('anthrax head and neck', 'kidonda cheusi shavuni na uso wote na shingo vimevimba', adult),
  en('gut anthrax', 'vomiting blood after eating meat of a cow that died suddenly', adult),
  sw('gut anthrax', "anatapika damu baada ya kula nyama ya ng'ombe aliyekufa ghafla", adult),
  // Leptospirosis (WHO/ILS 2003): fever with jaundice, little urine or bleeding.
  en(
    'severe leptospirosis',
    'fever after cleaning flood water, now yellow eyes and hardly passing urine',
    adult,
  ),
  fr(
    'severe leptospirosis',
    "fièvre après les inondations, les yeux sont jaunes et il n'urine presque plus",
    adult,
  ),
  sw('severe leptospirosis', 'homa baada ya mafuriko, macho ya njano na hakojoi karibu kabisa', adult),
  // Tick fever, trypanosomiasis: confusion, shock, fits, coma.
  en('severe rickettsiosis', 'fever after tick bites, now confused and talking nonsense', elder),
  fr('sleeping sickness coma', 'maladie du sommeil connue, il a convulsé et ne se réveille plus', adult),
  sw('sleeping sickness coma', 'ana ugonjwa wa malale, amepata degedege na hazinduki', adult),
  // Ivermectin reaction with collapse on standing (WHO onchocerciasis, Mazzotti).
  en(
    'mazzotti collapse',
    'after the river blindness tablets he itches all over and fainted when he stood up',
    adult,
  ),
  // Filarial acute attack with shock.
  sh('filarial ADL sepsis', 'lymphoedema leg, acute attack, fever, BP 80/50, confused', woman),
  // Pleural effusion or empyema with distress.
  en(
    'large effusion distress',
    'fluid on the lung, she is struggling to breathe and her lips are blue',
    woman,
  ),
  fr('large effusion distress', 'liquide dans le poumon, il respire très mal, les lèvres bleues', adult),
  sw('large effusion distress', 'maji kwenye mapafu, anapumua kwa shida sana', adult),
  // Septic arthritis (WHO Pocket Book 2013): hot swollen joint, won't move limb, limp with fever.
  en(
    'septic arthritis',
    'my baby has fever and screams when we change the nappy, will not move his leg',
    toddler,
  ),
  en('septic arthritis', 'fever and her knee is swollen, hot and she cannot bend it', child),
  fr(
    'septic arthritis',
    'il a de la fièvre et ne veut plus bouger la jambe, il pleure quand on la touche',
    toddler,
  ),
  fr('septic arthritis', 'genou chaud, gonflé, très douloureux avec fièvre', child),
  sw('septic arthritis', 'ana homa na hataki kusogeza mguu, analia ukiigusa', toddler),
  sw('septic arthritis', 'goti limevimba, lina joto na lina maumivu makali, ana homa', child),
  sw('septic arthritis', 'ana homa na anachechemea', child),
  // Ludwig angina (Kenya guidelines 2016): floor-of-mouth swelling, drooling, cannot open mouth.
  en(
    'ludwig angina',
    'after a bad tooth the swelling is under her chin, she is drooling and cannot open her mouth',
    woman,
  ),
  sh('ludwig angina', 'dental abscess, submandibular swelling, trismus, drooling', adult),
  fr(
    'ludwig angina',
    "mal de dent, le cou a gonflé sous la mâchoire, il bave et n'arrive plus à avaler",
    adult,
  ),
  sw('ludwig angina', 'jino bovu, shingo imevimba chini ya taya, anatokwa na mate na hawezi kumeza', adult),
  sw('ludwig angina', 'jino linauma, uso umevimba hadi kwenye jicho', adult),
  // Mastoiditis.
  en('mastoiditis', 'pus from the ear for months and now a painful swelling behind the ear', child),
  fr(
    'mastoiditis',
    "l'oreille coule depuis longtemps, maintenant gonflement douloureux derrière l'oreille",
    child,
  ),
  sw('mastoiditis', 'sikio linatoa usaha muda mrefu, sasa kuna uvimbe unaouma nyuma ya sikio', child),
  sw('ear intracranial', 'sikio linatoa usaha, sasa ana kichwa kinauma sana na shingo ngumu', child),
  // Thyroid storm, myxoedema coma.
  sh('thyroid storm', 'known graves, stopped carbimazole, T 39.8, HR 150, agitated', woman),
  fr('thyroid storm', 'goitre connu, arrêt du traitement, fièvre forte, agitée et confuse', woman),
  en(
    'myxoedema coma',
    'underactive thyroid, stopped her tablets, now very cold, slow and hard to wake',
    elder,
  ),
  // DKA in type 1.
  fr('dka', 'diabétique sous insuline, il vomit, respire profondément et il est somnolent', adult),
  sw('dka', 'ana kisukari cha sindano, anatapika, anapumua kwa nguvu na amelegea', adult),
  // Cirrhosis: haematemesis, encephalopathy.
  en('variceal bleed', 'liver disease and he vomited a lot of blood this morning', adult),
  fr('variceal bleed', 'cirrhose connue, il a vomi du sang en grande quantité', adult),
  sw('variceal bleed', 'ana ugonjwa wa ini, ametapika damu nyingi', adult),
  sw('hepatic encephalopathy', 'ana ugonjwa wa ini, tumbo kubwa la maji, sasa amechanganyikiwa', adult),
  // Pancreatitis, cholangitis, obstruction, strangulated hernia.
  sw('pancreatitis', 'maumivu makali juu ya tumbo yanaenda mgongoni, anatapika', adult),
  fr('pancreatitis', 'douleur violente au creux de l estomac qui traverse dans le dos, vomissements', adult),
  fr('cholangitis', 'fièvre avec frissons, les yeux jaunes et douleur sous les côtes à droite', woman),
  sw('cholangitis', 'homa na kutetemeka, macho ya njano na maumivu upande wa kulia chini ya mbavu', woman),
  fr('strangulated hernia', 'hernie qui ne rentre plus, dure et très douloureuse, il vomit', adult),
  sw('strangulated hernia', 'ngiri imekwama haiingii tena, inauma sana na anatapika', adult),
  sw('bowel obstruction', 'tumbo limejaa, anatapika na hajapata choo wala kujamba siku tatu', elder),
  // Renal colic with fever, urinary retention.
  fr('infected obstructed kidney', 'colique néphrétique avec fièvre et frissons', adult),
  sw('urinary retention', 'mzee hawezi kukojoa tangu jana, kibofu kimejaa na kinauma', elder),
  fr('urinary retention', "il n'arrive plus à uriner depuis hier, le bas-ventre est tendu", elder),
  // Pulmonary embolism, arrhythmia with syncope, tamponade.
  en('pulmonary embolism', 'swollen painful calf after a long bus trip and now suddenly breathless', woman),
  fr('pulmonary embolism', "après un long voyage, mollet gonflé, et d'un coup il manque de souffle", adult),
  sw('pulmonary embolism', 'baada ya safari ndefu, mguu umevimba na ghafla anashindwa kupumua', woman),
  fr('unstable arrhythmia', 'le coeur bat très vite et il est tombé évanoui', elder),
  sw('unstable arrhythmia', 'moyo unadunda kwa kasi sana na alizimia', elder),
  sh('tamponade', 'TB pericarditis, raised JVP, BP 80/60, muffled heart sounds', adult),
  // Mental health: aggression, suicide, postpartum mania.
  en('psychosis risk to others', 'hearing voices and he chased his brother with a panga', adult),
  fr('psychosis risk to others', 'il entend des voix et il a menacé sa mère avec un couteau', adult),
  sw('psychosis risk to others', 'anasikia sauti na amemshambulia jirani kwa panga', adult),
  sw('suicide', 'amesema anataka kujiua, ameficha vidonge vingi', woman),
  fr('suicide', 'elle dit qu elle veut mourir et a acheté du poison', woman),
  en(
    'postpartum mania',
    'since the baby came two weeks ago she does not sleep, talks nonstop and says strange things',
    mother,
  ),
  sw('postpartum mania', 'tangu ajifungue wiki mbili zilizopita halali, anaongea bila kukoma', mother),
  // Delirium.
  fr('delirium with meningism', 'confus depuis hier, nuque raide et fièvre', elder),
  // Cancer emergencies: cord compression, complete dysphagia, SVC, tumour lysis.
  en(
    'cord compression',
    'breast cancer, back pain and now her legs are weak and she cannot pass urine',
    woman,
  ),
  fr(
    'cord compression',
    'cancer de la prostate, douleur du dos et il ne peut plus marcher, jambes faibles',
    elder,
  ),
  sw('cord compression', 'ana saratani ya tezi dume, mgongo unauma na miguu imekuwa dhaifu', elder),
  en('complete dysphagia', 'cannot swallow anything now, not even his own spit', elder),
  fr('complete dysphagia', "il n'arrive même plus à avaler sa salive", elder),
  sw('complete dysphagia', 'hawezi kumeza hata mate yake', elder),
  fr(
    'svc obstruction',
    'lymphome, le visage et le cou sont très gonflés et il respire avec difficulté',
    adult,
  ),
  // Acute glaucoma.
  en('acute glaucoma', 'sudden terrible pain in one eye, red eye, blurred vision and she is vomiting', woman),
  fr('acute glaucoma', "douleur violente de l'oeil, oeil rouge, elle voit flou et elle vomit", woman),
  sw('acute glaucoma', 'jicho linauma sana ghafla, jekundu, anaona ukungu na anatapika', woman),
  // Facial palsy with stroke signs.
  en('facial palsy stroke', 'face dropped on one side and the arm on the same side is weak', elder),
  fr('facial palsy stroke', 'la bouche est tordue et le bras droit ne bouge plus', elder),
  sw('facial palsy stroke', 'mdomo umepinda upande mmoja na mkono wa kulia hauna nguvu', elder),
  // Rapidly ascending weakness (GBS).
  en('ascending weakness', 'legs went weak two days ago and now the arms too, short of breath', adult),
  fr('ascending weakness', 'faiblesse des jambes qui monte vers les bras, il a du mal à respirer', adult),
  sw('ascending weakness', 'miguu imekosa nguvu na sasa mikono pia, anapumua kwa shida', adult),
  // Hives with airway or breathing trouble.
  en('anaphylaxis', 'hives all over and her throat feels tight, she is wheezing', woman),
  fr('anaphylaxis', 'plaques qui grattent partout et il a du mal à respirer', adult),
  sw('anaphylaxis', 'vipele vya mzio mwili mzima na anapumua kwa shida', adult),
  // Eczema herpeticum.
  en(
    'eczema herpeticum',
    'child with eczema now has fever and painful blisters spreading on the face',
    child,
  ),
  fr(
    'eczema herpeticum',
    'eczéma connu, maintenant fièvre et petites cloques douloureuses sur le visage',
    child,
  ),
  sw('eczema herpeticum', 'ana ukurutu, sasa ana homa na malengelenge yanayouma usoni', child),
  // Second batch, written at 07:40 the same morning before the changes it led to.
  sh('plague septicaemic', 'fever, bubo R groin, BP 70/40, cold peripheries', adult),
  fr('plague cough', 'toux avec crachats sanglants après la mort des rats au village, fièvre', adult),
  sw('plague cough', 'anakohoa makohozi yenye damu, homa, panya walikufa nyumbani', adult),
  en('lepto lungs', 'fever after wading in flood water and now coughing up blood', adult),
  sh('lepto lungs', 'fever, myalgia calves, haemoptysis, oliguria, works in rice fields', adult),
  sw('tick fever severe', 'homa baada ya kuumwa na kupe, sasa amechanganyikiwa na hana nguvu kabisa', elder),
  fr('tick fever severe', 'fièvre après des piqûres de tiques, il ne reconnaît plus personne', elder),
  en('sleeping sickness coma', 'tsetse bites last month, now fitting and will not wake up', adult),
  en(
    'thyroid storm',
    'known overactive thyroid, stopped her pills, now high fever, heart racing and confused',
    woman,
  ),
  sw(
    'thyroid storm',
    'ana tezi ya shingo, ameacha dawa, homa kali, moyo unadunda sana na amechanganyikiwa',
    woman,
  ),
  sw('myxoedema coma', 'ana ugonjwa wa tezi ya shingo, mwili ni baridi sana na haamki vizuri', elder),
  fr('myxoedema coma', 'hypothyroïdie connue, elle est froide, très lente et somnolente', elder),
  en('dka', 'type 1 diabetic, vomiting, breathing deep and fast, breath smells sweet', adult),
  sh('dka', 'T1DM, missed insulin x2d, vomiting, kussmaul breathing, drowsy', adult),
  en('variceal bleed', 'swollen belly and yellow eyes, now vomiting blood and passing black stool', adult),
  fr('hepatic encephalopathy', 'cirrhose, ventre plein d eau, maintenant il est confus et somnolent', adult),
  fr('SBP', 'cirrhose avec ascite, fièvre et douleur de tout le ventre', adult),
  en('cholangitis', 'yellow eyes, fever with shaking chills and pain under the right ribs', woman),
  sh('cholangitis', 'RUQ pain, fever with rigors, jaundice, BP 85/50', woman),
  en(
    'strangulated hernia',
    'his groin swelling will not go back in, it is hard and very painful and he keeps vomiting',
    adult,
  ),
  fr('bowel obstruction', 'ventre gonflé, il vomit, il ne fait plus de selles ni de gaz', elder),
  en('bowel obstruction', 'belly swollen like a drum, vomiting, no stool or wind for three days', elder),
  sw('renal colic infected', 'maumivu makali ya kiuno yanashuka kwenye kinena, homa na kutetemeka', adult),
  en(
    'urinary retention',
    'old man has not passed urine since yesterday, lower belly swollen and painful',
    elder,
  ),
  sh('urinary retention', 'acute urinary retention, palpable bladder, BPH', elder),
  fr(
    'pulmonary embolism',
    'après une césarienne, douleur du mollet et brusquement essoufflée avec douleur thoracique',
    woman,
  ),
  en('unstable arrhythmia', 'his heart is racing and jumping, he feels faint and is sweating, BP low', elder),
  sw(
    'tamponade',
    'ana kifua kikuu, anashindwa kupumua, mishipa ya shingo imevimba na mikono ni baridi',
    adult,
  ),
  fr(
    'tamponade',
    'péricardite tuberculeuse, veines du cou gonflées, tension basse, il est pâle et en sueur',
    adult,
  ),
  sh('cardiomyopathy decomp', 'peripartum CMP, orthopnoea, SpO2 85%, BP 80/50', mother),
  en('psychosis risk', 'he believes the neighbours want to kill him and he sleeps with a machete', adult),
  fr('psychosis risk', 'il entend des voix qui lui disent de tuer, il a frappé son père', adult),
  sw('psychosis risk', 'anaongea peke yake, amemtishia mama yake kwa kisu', adult),
  sw('mania risk', 'halali siku tano, anaongea sana, amepigana na majirani', adult),
  fr('mania risk', 'ne dort plus depuis une semaine, dépense tout, il a frappé son frère', adult),
  en('suicide', 'she said she wants to end her life and has been saving up her tablets', woman),
  sw('suicide', 'anasema maisha hayana maana, amenunua sumu ya panya', woman),
  en('delirium', 'grandma suddenly confused since yesterday, seeing people who are not there, fever', elder),
  sw('delirium', 'bibi amechanganyikiwa ghafla tangu jana, anaona watu wasiokuwepo, ana homa', elder),
  fr('delirium', 'mamie est confuse depuis hier, elle ne reconnaît plus ses enfants, fièvre', elder),
  sw('cervical bleed shock', 'ana saratani ya shingo ya kizazi, damu nyingi ukeni, amezimia', woman),
  en(
    'cord compression',
    'prostate cancer, both legs went numb and weak, he cannot walk since yesterday',
    elder,
  ),
  sh('cord compression', 'Ca breast, back pain, bilateral leg weakness, urinary retention', woman),
  sw('oesophageal complete', 'ana saratani ya koo, hawezi kunywa hata maji, anatema kila kitu', elder),
  en('svc', 'lymph node cancer, face and neck very swollen and struggling to breathe', adult),
  sw('tumour lysis', 'mtoto ana uvimbe wa taya, tumbo limejaa, anakojoa kidogo sana', child),
  fr(
    'liver tumour rupture',
    'tumeur du foie, douleur brutale du ventre, pâle, en sueur, tension basse',
    adult,
  ),
  sh('acute glaucoma', 'acute painful red eye, halos, vomiting, fixed mid-dilated pupil', woman),
  sw(
    'acute glaucoma',
    'jicho limekuwa jekundu, linauma kupita kiasi, anaona miduara ya rangi kwenye taa',
    woman,
  ),
  fr(
    'corneal ulcer',
    "paralysie faciale, l'oeil ne ferme pas, maintenant rouge, douloureux, tache blanche sur la cornée",
    woman,
  ),
  sw('facial palsy stroke', 'ghafla mdomo umepinda na hawezi kuongea vizuri', elder),
  fr(
    'ascending weakness',
    'ses jambes ne le portent plus et maintenant les bras faiblissent, il avale mal',
    adult,
  ),
  sh('gbs', 'ascending flaccid weakness, areflexia, SOB, weak cough', adult),
  sw('anaphylaxis', 'baada ya sindano, midomo na ulimi vimevimba na anapumua kwa shida', woman),
  fr('anaphylaxis', 'après un comprimé, les lèvres et la langue gonflent et la gorge se ferme', woman),
  sh('anaphylaxis', 'urticaria, angioedema lips, stridor, BP 80/40 after amoxicillin', adult),
  sh('eczema herpeticum', 'AD, febrile, monomorphic punched-out erosions face', child),
  sw(
    'diabetic foot sepsis',
    'ana kisukari, kidonda mguuni kinanuka, kidole kimekuwa cheusi, homa na amechanganyikiwa',
    elder,
  ),
  fr(
    'diabetic foot sepsis',
    'diabétique, plaie du pied qui sent mauvais, orteil noir, fièvre et confusion',
    elder,
  ),
  en('septic hip', 'baby cries when we move his leg, keeps it bent and turned out, high fever', toddler),
  sh('septic arthritis', 'hot swollen knee, unable to weight bear, T 39', child),
  sw('ludwig angina', 'chini ya ulimi kumevimba na ni kugumu, anatokwa na mate, sauti imebadilika', adult),
  fr(
    'ludwig angina',
    'plancher de la bouche gonflé et dur, il bave, il parle comme avec une patate chaude',
    adult,
  ),
  en('mastoiditis', 'ear running for years, now swelling behind the ear pushing the ear forward', child),
  fr(
    'ear intracranial',
    "l'oreille coule depuis longtemps, maintenant fortes maux de tête et somnolence",
    child,
  ),
  sh('pleural empyema', 'R pleural effusion, RR 40, SpO2 86%, grunting', adult),
  fr('effusion', 'épanchement pleural, il respire très vite et n arrive pas à parler', adult),
];

export const rangeCalmPhrases: DangerSignPhrase[] = [
  en('plague calm', 'small painless lump in the groin for months, no fever', adult),
  sw('lepto calm', 'homa kidogo baada ya mafuriko, anakojoa vizuri, hana manjano', adult),
  en('effusion calm', 'fluid on the lung found on x-ray, breathing comfortably, talking normally', woman),
  en('septic arthritis calm', 'knee pain after playing football, no fever, walking fine', child),
  sw('septic arthritis calm', 'goti linauma kidogo baada ya kucheza, hana homa, anatembea vizuri', child),
  en('dental calm', 'toothache for two days, no swelling, eating normally', woman),
  sw('dental calm', 'jino linauma siku mbili, hakuna uvimbe, anakula vizuri', woman),
  fr('mastoid calm', "l'oreille coule un peu depuis un mois, pas de douleur derrière l'oreille", child),
  fr('thyroid calm', 'goitre connu, bien sous traitement, pas de fièvre', woman),
  sw('dka calm', 'ana kisukari cha sindano, anakuja kuchukua dawa, yuko sawa', adult),
  fr('cirrhosis calm', 'cirrhose connue, vient pour le contrôle, pas de saignement', adult),
  sw('retention calm', 'mzee anakojoa mara nyingi usiku, mkojo unatoka polepole', elder),
  en('dvt calm', 'swollen calf after a long bus trip, breathing normally', woman),
  en('psychosis calm', 'hears voices at times, calm, takes his injection monthly', adult),
  sw('psychosis calm', 'anasikia sauti mara moja moja, ametulia, anatumia dawa', adult),
  fr('mania calm', 'trouble bipolaire connu, stable sous valproate, dort bien', adult),
  en('dysphagia calm', 'food sticks when he swallows meat, drinks fine', elder),
  sw('dysphagia calm', 'chakula kigumu kinakwama lakini anakunywa uji vizuri', elder),
  en('glaucoma calm', 'vision getting slowly blurred over the years, no pain', elder),
  fr(
    'bell calm',
    "la bouche est tordue depuis ce matin, l'oeil de ce côté ne se ferme plus, bras et jambes normaux",
    adult,
  ),
  sw(
    'bell calm',
    'uso umepinda upande mmoja tangu jana, jicho la upande huo halifumbi, mikono na miguu iko sawa',
    adult,
  ),
  en(
    'urticaria calm',
    'itchy hives on the arms since this morning, breathing fine, no swelling of lips',
    woman,
  ),
  sw('urticaria calm', 'vipele vinavyowasha mikononi, anapumua vizuri', adult),
  fr('eczema calm', 'eczéma des plis des coudes qui gratte, pas de fièvre', child),
  en('breast calm', 'breast lump found, no pain, walking normally', woman),
  sw('neuropathy calm', 'ana kisukari, miguu inawaka moto na ganzi usiku kwa miezi', elder),
  // Second batch.
  fr('plague calm', "petite boule à l'aine depuis des mois, pas de fièvre, pas de douleur", adult),
  sw('tick calm', 'kupe alimuuma jana, hana homa, anakula vizuri', adult),
  en('thyroid calm', 'known overactive thyroid, on carbimazole, feels well, no fever', woman),
  sw('hypothyroid calm', 'anachoka haraka, anaongezeka uzito, anasikia baridi kuliko wengine', woman),
  sh('dm1 calm', 'T1DM, sugar 14, no vomiting, alert, for insulin refill', adult),
  en('cirrhosis calm', 'belly a bit bigger this month, eating well, no vomiting, thinking clearly', adult),
  sw(
    'biliary calm',
    'maumivu ya tumbo juu kulia baada ya chakula cha mafuta, hana homa, macho si ya njano',
    woman,
  ),
  en('hernia calm', 'soft lump in the groin that goes back when he lies down, no pain', adult),
  fr('hernie calm', "boule à l'aine qui rentre quand il se couche, pas de douleur", adult),
  en('bph calm', 'weak stream and gets up twice at night to pass urine', elder),
  fr('palpitations calm', 'le coeur bat vite quand elle est stressée, pas de malaise', woman),
  sw('palpitations calm', 'moyo unadunda haraka akiwa na wasiwasi, hajazimia', woman),
  en(
    'panic calm',
    'attacks of pounding heart and shaking in crowds, settles in ten minutes, no thoughts of harm',
    woman,
  ),
  sw('mania calm', 'ana ugonjwa wa bipolar, analala vizuri, anatumia dawa', adult),
  fr('dementia calm', 'il oublie les noms depuis deux ans, il mange et dort bien', elder),
  en('cancer calm', 'hard lump in the breast for three months, no pain, well', woman),
  sw('cervical calm', 'matone ya damu baada ya kujamiiana, hana kizunguzungu', woman),
  en('dysphagia calm 2', 'solid food sticks in the chest, porridge and tea pass well', elder),
  fr('cataract calm', 'vision floue qui baisse lentement, pas de douleur, oeil pas rouge', elder),
  sw('cataract calm', 'anaona ukungu polepole kwa miaka miwili, jicho haliumi', elder),
  en(
    'bell calm 2',
    'cannot close the left eye and the left side of the face droops, forehead cannot wrinkle, arms and legs fine',
    adult,
  ),
  fr(
    'urticaria calm',
    'plaques qui grattent sur les bras, pas de gonflement des lèvres, respire bien',
    woman,
  ),
  sh('urticaria calm', 'urticarial wheals x3d, no angioedema, no SOB', woman),
  sw('eczema calm', 'ngozi kavu inayowasha kwenye makunjo ya viwiko, hana homa', child),
  en('neuropathy calm', 'burning feet and numb toes at night on TB drugs, walking well, no sores', adult),
  en('oncho calm', 'itchy skin for months, lives near the river, spots of lost colour on the shins', adult),
  fr('filariasis calm', 'jambe grosse depuis des années, pas de fièvre, pas de rougeur', woman),
  en(
    'osteomyelitis calm',
    'old wound on the leg that drains pus on and off for two years, no fever, walking',
    adult,
  ),
  sw('ludwig calm', 'jino lina tundu, linauma akinywa maji baridi, hakuna uvimbe', woman),
  en('ear calm', 'ear discharging on and off, no pain, no fever, no swelling behind the ear', child),
  sw('pe calm', 'mguu wa kulia umevimba baada ya safari ndefu, hapumui kwa shida', woman),
  fr(
    'effusion calm',
    'toux sèche, douleur du côté droit en respirant, il parle et marche normalement',
    adult,
  ),
];
