// A fifth set of danger signs in ordinary words: the life-threatening complications and danger forms of the
// part 2 conditions (75–156 of clinical-scope.md), written by a clinical examiner on 29 Nov 2026, before any
// change it led to. Signs as the guidelines list them: WHO Managing Complications in Pregnancy and Childbirth
// (MCPC) 2017 and PCPNC 2015; WHO Pocket Book of Hospital Care for Children 2013 (ch. 1 ETAT, ch. 3 newborn,
// ch. 6 poisoning/injuries); WHO Basic Emergency Care 2018; WHO mhGAP Intervention Guide 2.0 (2016) for
// psychosis, mania, self-harm and alcohol withdrawal; Kenya Clinical Guidelines for Management and Referral of
// Common Conditions (Level 4–6, 2009) and Kenya Basic Paediatric Protocols 2022; MSF Guide clinique et
// thérapeutique 2023; IWGDF 2023 (diabetic foot); Primary Trauma Care / ATLS principles. Told in English (lay
// and clinic shorthand), French and Kiswahili as a relative, a community health worker or a clinician in an
// African clinic would, with the danger sign described rather than named. Each `alarm` phrase must raise an
// emergency; each `calm` phrase (the same worry without the danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const newborn: Patient = { age: 0.02, gender: 'female' };
const newbornBoy: Patient = { age: 0.03, gender: 'male' };
const infant: Patient = { age: 0.2, gender: 'male' };
const toddler: Patient = { age: 2, gender: 'female' };
const child: Patient = { age: 6, gender: 'male' };
const girl: Patient = { age: 9, gender: 'female' };
const teenBoy: Patient = { age: 15, gender: 'male' };
const teenGirl: Patient = { age: 16, gender: 'female' };
const man: Patient = { age: 38, gender: 'male' };
const woman: Patient = { age: 31, gender: 'female' };
const olderWoman: Patient = { age: 62, gender: 'female' };
const elder: Patient = { age: 71, gender: 'male' };
const pregnant: Patient = { age: 27, gender: 'female', pregnant: true };
const pregnantTeen: Patient = { age: 18, gender: 'female', pregnant: true };
// Postpartum: the Patient type has no such field; the text says she has delivered.
const mother: Patient = { age: 25, gender: 'female' };

const en = phraseIn('en');
const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const complicationAlarmPhrases: DangerSignPhrase[] = [
  // 75–80 Obstetric haemorrhage, eclampsia, labour and abortion complications.
  en(
    'postpartum haemorrhage',
    'delivered at home 2 hrs ago, still bleeding heavily, soaked 3 khangas, now dizzy and cold',
    mother,
  ),
  fr(
    'postpartum haemorrhage',
    'elle a accouché il y a une heure, le sang coule sans arrêt et elle est toute pâle',
    mother,
  ),
  fr(
    'placental abruption',
    'enceinte de 8 mois, elle saigne et le ventre est dur comme du bois, très douloureux',
    pregnant,
  ),
  sw(
    'antepartum haemorrhage',
    'mimba ya miezi saba, anatoka damu nyingi ukeni bila maumivu, nguo zimelowa',
    pregnant,
  ),
  en('eclampsia', 'pregnant 34 wks, had a fit at home, now very drowsy', pregnant),
  fr('eclampsia', 'enceinte, elle a fait une crise, les yeux révulsés, la bave aux lèvres', pregnantTeen),
  sw('postpartum eclampsia', 'siku tatu baada ya kujifungua, ameanguka na kutetemeka mwili mzima', mother),
  fr(
    'ruptured ectopic pregnancy',
    "retard de règles, douleur brutale du bas-ventre, elle s'est évanouie, le ventre gonfle",
    woman,
  ),
  en('cord prolapse', 'in labour, waters broke and the cord is hanging out before the baby', pregnant),
  sw('cord prolapse', 'maji yamepasuka na kitovu kimetoka nje kabla ya mtoto', pregnant),
  fr(
    'uterine rupture',
    'en travail depuis deux jours, douleur terrible puis les contractions se sont arrêtées, elle est pâle et froide',
    pregnant,
  ),
  sw('obstructed labour', 'uchungu tangu juzi, mtoto hatoki, mama amechoka sana na ana homa', pregnantTeen),
  fr(
    'puerperal sepsis',
    'accouchée depuis 5 jours, forte fièvre, des pertes qui sentent très mauvais, elle délire',
    mother,
  ),
  en(
    'septic abortion',
    'took herbs to remove a pregnancy last week, now high fever, foul discharge and a hard tender belly',
    teenGirl,
  ),
  sw(
    'incomplete abortion with haemorrhage',
    'mimba ya miezi mitatu imetoka, anatoka damu nyingi na mabonge, anaishiwa nguvu',
    woman,
  ),
  fr(
    'peripartum cardiomyopathy',
    "un mois après l'accouchement, elle étouffe couchée, dort assise et crache une mousse rosée",
    mother,
  ),

  // 85–91 Newborn.
  en('neonatal apnoea', 'prem baby keeps stopping breathing and going blue', newborn),
  sw('neonatal apnoea', 'mtoto mchanga anaacha kupumua kwa muda na anabadilika rangi kuwa bluu', newbornBoy),
  fr('neonatal apnoea', 'le bébé prématuré fait des pauses respiratoires et devient gris', newborn),
  fr('neonatal sepsis', 'bébé de 10 jours, fièvre, il ne tète plus et il geint', newborn),
  en('jaundice in the first day of life', 'baby already yellow on the first day of life', newborn),
  sw(
    'kernicterus',
    'mtoto wa siku tano ni njano hadi nyayo, analia kwa sauti kali na mgongo umepinda nyuma',
    newbornBoy,
  ),
  sw('neonatal hypothermia', 'mtoto mchanga ni baridi sana mwili mzima, hanyonyi na anasinzia tu', newborn),
  sw('spreading omphalitis', 'kitovu kinatoa usaha na wekundu umeenea tumboni, mtoto ana homa', newbornBoy),

  // 92–101 Children.
  en('pertussis with apnoea', '2-month-old, coughing fits then stops breathing and turns blue', infant),
  sw(
    'diphtheria with airway obstruction',
    "koo lina utando wa kijivu, shingo imevimba kama ya ng'ombe, anapumua kwa kelele",
    child,
  ),
  fr(
    'ascending paralysis with respiratory failure',
    "faiblesse qui monte des jambes vers les bras, il n'arrive plus à avaler ni à bien respirer",
    teenBoy,
  ),
  sw(
    'acute flaccid paralysis',
    'mtoto ghafla hawezi kusimama, miguu imelegea kabisa na sasa anapumua kwa shida',
    toddler,
  ),
  sw(
    'peritonitis with shock in nephrotic syndrome',
    'mtoto mwenye ugonjwa wa figo amevimba mwili mzima, sasa homa, tumbo linauma sana na mikono ni baridi',
    child,
  ),
  fr(
    'peritonitis with shock in nephrotic syndrome',
    'enfant néphrotique, ventre gonflé et très douloureux, fièvre, les mains et les pieds glacés',
    girl,
  ),
  en(
    'hypertensive encephalopathy in glomerulonephritis',
    'boy with cola-coloured urine and puffy face, now bad headache and had a fit',
    child,
  ),
  fr(
    'pulmonary oedema in glomerulonephritis',
    "urines couleur coca, visage bouffi, il n'urine plus et il s'étouffe",
    child,
  ),
  en('choking foreign body', 'toddler choking on a groundnut, cannot cough or cry, going blue', toddler),
  fr(
    'airway foreign body',
    'il a avalé une arachide de travers, il tousse, siffle et respire de plus en plus mal',
    toddler,
  ),
  en(
    'kerosene aspiration',
    'drank paraffin from a soda bottle, now coughing, breathing fast and grunting',
    toddler,
  ),
  sw(
    'kerosene aspiration',
    'amekunywa mafuta ya taa kwenye chupa ya soda, anakohoa na kupumua haraka sana',
    toddler,
  ),
  fr(
    'kerosene aspiration',
    'il a bu du pétrole lampant, il tousse et respire vite, les lèvres bleutées',
    toddler,
  ),

  // 102, 109, 110 Overdose, poisoning, withdrawal.
  en(
    'intentional overdose',
    "swallowed a whole strip of her grandmother's tablets after a fight with her boyfriend",
    teenGirl,
  ),
  fr('intentional overdose', 'il a avalé toute la boîte de paracétamol hier soir pour en finir', man),
  sw('intentional overdose', 'amemeza vidonge vingi vya presha vya baba yake kwa makusudi', woman),
  sw('iron poisoning', 'mtoto amekula vidonge vya damu vya mama, sasa anatapika damu', toddler),
  en(
    'methanol poisoning',
    "drank chang'aa at a party, now says everything is blurred, breathing deep and fast",
    man,
  ),
  sw('methanol poisoning', 'alikunywa pombe haramu jana, leo haoni vizuri na amepoteza fahamu', man),
  fr(
    'delirium tremens',
    "sevré d'alcool depuis 2 jours, il tremble, transpire, voit des bêtes et ne sait plus où il est",
    elder,
  ),

  // 103–108 Burns, injuries, drowning, heat.
  en('airway burn', 'pulled out of a burning house, soot in the mouth, voice hoarse', man),
  sw(
    'airway burn',
    'ameungua kwenye moto wa nyumba, uso umeungua, sauti imekauka na nywele za pua zimeungua',
    woman,
  ),
  fr('major burn', 'ébouillanté sur le ventre, le dos et les deux jambes', child),
  en(
    'head injury with deterioration',
    'hit his head in a boda boda crash, talked at first, now drowsy and vomited twice',
    man,
  ),
  fr(
    'head injury with raised intracranial pressure',
    "coup sur la tête, une pupille plus grande que l'autre et il ne répond plus",
    man,
  ),
  en('open fracture', 'leg broken in an accident, bone sticking out through the skin', man),
  sw('open fracture', 'mguu umevunjika na mfupa umetoboa ngozi, unatoka nje', teenBoy),
  fr(
    'compartment syndrome',
    'plâtre posé hier, douleur insupportable du mollet, les orteils froids et engourdis',
    man,
  ),
  sw(
    'compartment syndrome',
    'mkono uliofungwa POP unauma sana usiku mzima, vidole vimevimba na havisikii',
    child,
  ),
  fr(
    'haemorrhagic shock in trauma',
    'accident de la route, il saigne beaucoup, il est pâle, en sueur et agité',
    man,
  ),
  en(
    'tension pneumothorax',
    'stabbed in the chest, breathing worse every minute, neck veins bulging, one side not moving',
    man,
  ),
  fr(
    'tension pneumothorax',
    'coup de couteau au thorax, il étouffe de plus en plus, les veines du cou gonflées',
    teenBoy,
  ),
  sw(
    'cardiac tamponade',
    'amechomwa kisu kifuani, ni baridi, mapigo ya moyo dhaifu na mishipa ya shingo imejaa',
    man,
  ),
  sw('drowning', 'alitolewa bwawani akiwa hapumui, sasa anakohoa povu na anasinzia', girl),
  fr('heat stroke', 'malaise au soleil, la peau brûlante et sèche, il délire', elder),

  // 111–127 Infections.
  fr(
    'severe leptospirosis',
    "fièvre après avoir pataugé dans l'eau des rizières, les yeux jaunes et il n'urine presque plus",
    man,
  ),
  sw(
    'severe rickettsial fever',
    'baada ya kuumwa na kupe, homa kali, vipele mwili mzima na amechanganyikiwa',
    man,
  ),
  fr(
    'pneumonic plague',
    "fièvre brutale, ganglion très douloureux à l'aine, et maintenant il tousse du sang",
    man,
  ),
  sw(
    'septic arthritis',
    'mtoto hataki kusogeza mguu kabisa, goti limevimba, lina moto na ana homa kali',
    toddler,
  ),
  fr('acute osteomyelitis', "fièvre, le tibia très douloureux et gonflé, l'enfant refuse de marcher", child),
  en(
    "Ludwig's angina",
    'tooth abscess, now swelling under the jaw on both sides, tongue pushed up, cannot swallow his spit',
    man,
  ),
  sw(
    'deep neck infection',
    'jino linauma, shavu na shingo vimevimba, hawezi kufungua mdomo na anapumua kwa shida',
    man,
  ),
  en(
    'peritonsillar abscess with airway compromise',
    'sore throat one side, drooling, hot-potato voice, noisy breathing',
    teenGirl,
  ),
  fr(
    'epiglottitis',
    'fièvre, il bave, il reste assis penché en avant et il respire en faisant du bruit',
    child,
  ),
  sw(
    'epiglottitis',
    'mtoto ameketi ameinama mbele, anatoa mate mengi, hawezi kumeza na anapumua kwa kelele',
    toddler,
  ),
  sw(
    'mastoiditis',
    'sikio linatoa usaha muda mrefu, nyuma ya sikio kumevimba, sikio limesukumwa mbele na ana homa',
    child,
  ),
  fr('orbital cellulitis', "l'œil très gonflé et rouge, il n'arrive plus à bouger l'œil, fièvre", child),
  sw(
    'orbital cellulitis',
    'jicho limevimba sana, limetokeza mbele, anaona vitu viwili viwili na ana homa',
    girl,
  ),

  // 128–141 Endocrine, abdomen, urology, heart.
  sw(
    'thyroid storm',
    'ana tezi shingoni, moyo unadunda haraka sana, homa, anaharisha na amechanganyikiwa',
    woman,
  ),
  en(
    'diabetic ketoacidosis',
    'known type 1 diabetic, vomiting, belly pain, deep fast breathing, sweet smell on breath',
    teenGirl,
  ),
  sw(
    'diabetic ketoacidosis',
    'mtoto anakunywa maji mengi na kukojoa sana, sasa anatapika na anapumua kwa nguvu na kasi',
    girl,
  ),
  fr(
    'diabetic ketoacidosis',
    'diabétique, il vomit, il respire fort et profondément, il est somnolent',
    teenBoy,
  ),
  sw(
    'hypoglycaemia',
    'mgonjwa wa kisukari anayetumia insulini ametoka jasho jingi, anaongea ovyo na hazinduki vizuri',
    man,
  ),
  sw('variceal bleeding', 'tumbo limejaa maji, anatapika damu nyingi na choo ni cheusi kama lami', man),
  fr(
    'hepatic encephalopathy',
    'cirrhose, il devient confus, dort toute la journée et ses mains battent',
    man,
  ),
  sw(
    'severe acute pancreatitis',
    'maumivu makali juu ya tumbo yanayoenda mgongoni, anatapika, moyo unadunda haraka na ni baridi',
    man,
  ),
  fr(
    'ascending cholangitis',
    'douleur sous les côtes à droite, fièvre avec frissons, yeux jaunes et elle est confuse',
    olderWoman,
  ),
  en('intestinal obstruction', 'belly swollen, vomiting green stuff, no stool or wind for 2 days', man),
  fr(
    'strangulated hernia',
    'sa hernie est sortie et ne rentre plus, elle est dure et très douloureuse, il vomit',
    elder,
  ),
  fr(
    'obstructed infected kidney',
    "colique néphrétique avec fièvre à 39,5 et frissons, il n'urine presque plus",
    man,
  ),
  sw('acute urinary retention', 'mzee hajakojoa tangu jana, kibofu kimejaa na kinauma sana', elder),
  en(
    'pulmonary embolism',
    'leg swollen last week, now sudden chest pain, breathless and coughing blood',
    woman,
  ),
  fr(
    'pulmonary embolism',
    'césarienne il y a 10 jours, brusquement essoufflée avec une douleur dans la poitrine',
    mother,
  ),
  fr('unstable arrhythmia', 'palpitations très rapides, il est pâle, en sueur et presque inconscient', man),
  en(
    'cardiac tamponade',
    'on TB treatment, more and more breathless, cannot lie flat, neck veins full, pulse faint',
    man,
  ),

  // 142–145 Mental health.
  en('psychosis with violence', 'hearing voices telling him to kill his mother, he is holding a panga', man),
  sw(
    'psychosis with violence',
    'anasikia sauti, amemshambulia jirani kwa panga na anatishia kuchoma nyumba',
    man,
  ),
  fr(
    'psychosis with self-harm',
    'il entend des voix qui lui ordonnent de se tuer, il a essayé de se jeter sous une voiture',
    teenBoy,
  ),
  en(
    'mania with dangerous behaviour',
    'not slept in 5 days, spent all the family money, ran naked onto the highway',
    man,
  ),
  sw('mania with violence', 'hajalala siku nne, anaongea bila kukoma na amewapiga watu barabarani', man),
  fr(
    'mania with dangerous behaviour',
    'elle ne dort plus depuis une semaine, très excitée, elle a frappé sa mère et voulu sauter du toit',
    woman,
  ),
  sw(
    'postpartum psychosis',
    'wiki mbili baada ya kujifungua, anaongea peke yake na anasema atamuua mtoto',
    mother,
  ),
  fr('suicidal intent', "il dit qu'il va se pendre ce soir, il a déjà acheté la corde", man),
  en(
    'acute coronary syndrome',
    'she says it is her panic again, but this time crushing chest pain with sweating, pain going to the left arm',
    olderWoman,
  ),
  fr('delirium', 'grand-père agité et confus depuis hier soir, il ne reconnaît plus personne, fièvre', elder),

  // 146–151 Cancers.
  fr(
    'haemorrhage from cervical cancer',
    "cancer du col connu, elle saigne abondamment par le vagin et elle s'évanouit",
    olderWoman,
  ),
  en('spinal cord compression', 'breast cancer, new back pain, legs weak and cannot pass urine', olderWoman),
  en(
    'spinal cord compression',
    'man with prostate cancer, back pain for weeks, now legs weak and numb, wetting himself',
    elder,
  ),
  sw(
    'spinal cord compression',
    'mzee mwenye tezi dume, mgongo unauma, miguu imelegea ghafla na hawezi kutembea',
    elder,
  ),
  fr(
    'spinal cord compression',
    'cancer de la prostate, douleur dans le dos, il ne sent plus ses jambes depuis ce matin',
    elder,
  ),
  sw('ruptured liver tumour', 'ana uvimbe wa ini, ghafla maumivu makali tumboni, ni baridi na amezirai', man),

  // 152–156 Eye, nerve, skin.
  en(
    'acute angle-closure glaucoma',
    'sudden severe eye pain, red eye, seeing halos around lights, vomiting',
    olderWoman,
  ),
  sw(
    'acute angle-closure glaucoma',
    'jicho jekundu linauma sana ghafla, anaona ukungu na anatapika',
    olderWoman,
  ),
  fr(
    'acute angle-closure glaucoma',
    "douleur brutale de l'œil, œil rouge, vision brouillée, mal de tête et vomissements",
    olderWoman,
  ),
  sw('stroke', 'uso umepinda upande mmoja, haongei vizuri na mkono umelegea', elder),
  en(
    'diabetic foot with spreading infection',
    'diabetic foot ulcer, now whole foot swollen, red streak up the leg, high fever',
    elder,
  ),
  sw(
    'diabetic foot with gangrene',
    'kidonda cha mguu wa kisukari kinanuka, vidole vimekuwa vyeusi na ana homa kali',
    elder,
  ),
  fr(
    'diabetic foot with gangrene',
    'plaie du pied chez un diabétique, le pied est noir et gonflé, fièvre et frissons',
    olderWoman,
  ),
  sw(
    'angioedema with airway compromise',
    'ana vipele vya kuwasha mwili mzima, midomo imevimba na anapumua kwa shida',
    woman,
  ),
  en('anaphylaxis', 'hives after an injection, now throat tight and feels faint', woman),
  fr(
    'angioedema with airway compromise',
    'urticaire géante, la langue et les lèvres gonflent, la voix devient rauque',
    man,
  ),

  // Other surgical and haematological emergencies seen at the same clinics.
  en('acute chest syndrome', 'sickle cell child, chest pain, fever, breathing fast, sats 88%', child),
  fr('acute chest syndrome', 'drépanocytaire, douleur dans la poitrine, fièvre et il respire vite', girl),
  sw(
    'stroke in sickle cell disease',
    'mtoto mwenye selimundu ghafla hawezi kusogeza mkono na mguu upande mmoja',
    child,
  ),
  fr('splenic sequestration', 'drépanocytaire, le ventre gonfle à gauche, il est très pâle et mou', toddler),
  en('priapism', 'boy with sickle cell, painful erection since last night', teenBoy),
  sw('priapism', 'uume umesimama kwa saa sita sasa na unauma sana', teenBoy),
  en("Fournier's gangrene", 'diabetic, scrotum swollen, skin going black and smelling, fever', elder),
  sw("Fournier's gangrene", 'korodani zimevimba, ngozi inageuka nyeusi na kunuka, ana homa', elder),
  fr(
    'necrotising fasciitis',
    'petite plaie à la jambe, douleur énorme, la peau devient violette avec des bulles, fièvre',
    man,
  ),
  sw('testicular torsion', 'ghafla korodani moja inauma sana na imepanda juu', teenBoy),
];

export const complicationCalmPhrases: DangerSignPhrase[] = [
  // Obstetric.
  sw(
    'postpartum haemorrhage',
    'alijifungua wiki moja iliyopita, anatoka damu kidogo kama hedhi, anajisikia vizuri',
    mother,
  ),
  fr(
    'puerperal sepsis',
    'accouchée il y a 10 jours, petites pertes rosées sans odeur, pas de fièvre',
    mother,
  ),
  en('antepartum haemorrhage', 'pregnant 20 weeks, mild backache, baby moving well, no bleeding', pregnant),
  fr(
    'severe dehydration in pregnancy',
    'enceinte de 8 semaines, nausées le matin, mais elle mange et boit bien',
    pregnant,
  ),
  sw('severe anaemia in pregnancy', 'mjamzito, anachoka kidogo, Hb 10, hana shida ya kupumua', pregnant),
  fr(
    'hypoglycaemia in pregnancy',
    'diabète gestationnel, glycémie un peu haute ce matin, le bébé bouge bien',
    pregnant,
  ),
  en('pelvic infection', 'itchy white curd-like discharge, no fever, no belly pain', woman),
  sw('pelvic infection', 'anatoka uchafu mweupe ukeni na kuwasha, hana homa wala maumivu ya tumbo', woman),

  // Newborn and child.
  en('severe neonatal jaundice', 'baby 4 days old, face a little yellow, feeding well and active', newborn),
  sw('severe neonatal jaundice', 'mtoto wa siku tano ana njano kidogo machoni, ananyonya vizuri', newbornBoy),
  fr('spreading omphalitis', 'le cordon est un peu humide, pas de rougeur autour, il tète bien', newborn),
  sw(
    'gonococcal ophthalmia neonatorum',
    'jicho la mtoto mchanga lina utongo kidogo asubuhi, halijavimba',
    newbornBoy,
  ),
  en('preterm unable to feed', 'small baby born at 36 weeks, breastfeeding well and gaining weight', newborn),
  fr(
    'severe acute malnutrition with oedema',
    'enfant un peu maigre, il mange bien, pas de pieds gonflés, il joue',
    toddler,
  ),
  en(
    'pertussis with apnoea',
    '7-year-old, cough for 3 weeks with a whoop at night, eating and playing, never turned blue',
    child,
  ),
  en(
    'peritonitis with shock in nephrotic syndrome',
    'nephrotic child, slightly puffy eyes in the morning, eating, playing and passing urine well',
    child,
  ),
  sw(
    'oesophageal foreign body',
    'mtoto alimeza kifungo cha shati jana, anakula na kucheza vizuri, hana shida ya kupumua',
    toddler,
  ),
  sw(
    'sickle cell crisis',
    'mtoto mwenye selimundu, maumivu kidogo ya mguu, hana homa, anakula na kutembea',
    child,
  ),

  // Injury, poisoning, alcohol.
  sw('major burn', 'ameungua kidole kwa maji ya chai, kuna lengelenge dogo', child),
  en(
    'major burn',
    'small burn on the back of the hand from a cooking pot, blister the size of a coin',
    woman,
  ),
  fr(
    'head injury with deterioration',
    "il s'est cogné la tête contre la table, il a pleuré tout de suite et il joue normalement",
    toddler,
  ),
  sw('open fracture', 'ameteguka kifundo cha mguu, kimevimba kidogo, anaweza kutembea', man),
  fr(
    'compartment syndrome',
    'douleur au poignet après une chute, peu gonflé, il bouge bien les doigts',
    girl,
  ),
  en(
    'haemorrhagic shock in trauma',
    'minor boda boda fall, grazes on knee and elbow, walking and talking normally',
    man,
  ),
  sw('heat stroke', 'amekuwa juani, ana kichwa kinauma kidogo na kiu, anaongea vizuri', man),
  fr(
    'intentional overdose',
    'elle a pris deux comprimés de paracétamol de trop pour une migraine, elle va bien',
    woman,
  ),
  fr('alcohol coma', 'il a trop bu hier, mal de tête ce matin, il parle normalement', man),
  en('delirium tremens', 'wants help to stop drinking, no shakes, never had a fit', man),

  // Infections, skin, eye.
  sw('herpes zoster ophthalmicus', 'vipele vyenye maji upande mmoja wa kifua, vinauma kama moto', man),
  fr('herpes zoster ophthalmicus', 'zona sur le flanc, douleur qui brûle, les yeux vont bien', elder),
  en('unable to swallow', 'white patches in the mouth, feeding fine', infant),
  en('leprosy reaction with neuritis', 'pale patch on the arm with no feeling, otherwise well', man),
  fr('empyema', "toux grasse depuis 5 jours, pas de fièvre, pas d'essoufflement", man),
  sw('deep neck infection', 'jino linauma akila vitu baridi, shavu halijavimba', man),
  en(
    "Ludwig's angina",
    'toothache for 2 days, a bit of gum swelling, face not swollen, swallowing fine',
    woman,
  ),
  fr('mastoiditis', "l'oreille coule un peu depuis un mois, pas de fièvre, rien derrière l'oreille", child),
  sw(
    'acute angle-closure glaucoma',
    'anaona ukungu polepole kwa miezi mingi, jicho halina maumivu wala wekundu',
    elder,
  ),
  fr(
    'stroke',
    "depuis ce matin la moitié du visage ne bouge plus, il ne ferme pas l'œil, les bras et les jambes sont normaux",
    man,
  ),
  sw(
    'diabetic foot with spreading infection',
    'miguu inawaka moto na kufa ganzi usiku, ana kisukari, hana kidonda',
    man,
  ),
  en('anaphylaxis', 'itchy hives on the arms after eating fish, no lip swelling, breathing fine', man),
  sw(
    'angioedema with airway compromise',
    'vipele vya kuwasha vimetokea mikononi, hana shida ya kupumua wala uvimbe wa midomo',
    woman,
  ),
  fr('eczema herpeticum', 'plaques sèches qui grattent aux plis des coudes', child),

  // Endocrine, abdomen, heart, cancer, mental health.
  en(
    'goitre with airway compression',
    'neck swelling for years, slowly growing, breathing and swallowing fine',
    olderWoman,
  ),
  fr('myxoedema coma', 'fatiguée, elle a toujours froid, prise de poids, mais elle va au travail', woman),
  en(
    'diabetic ketoacidosis',
    'type 1 diabetic, sugars a bit high this week, eating well, no vomiting',
    teenGirl,
  ),
  fr(
    'ascending cholangitis',
    'douleur sous les côtes à droite après un repas gras, partie en une heure, pas de fièvre',
    olderWoman,
  ),
  sw('strangulated hernia', 'ana ngiri inayotoka akikohoa na kurudi ndani akilala, haiumi', man),
  fr('obstructed infected kidney', 'douleur du flanc qui va et vient, il urine bien, pas de fièvre', man),
  en('acute urinary retention', 'old man getting up three times a night to pass urine, weak stream', elder),
  sw(
    'acute urinary retention',
    'mzee anakojoa mara nyingi usiku, mkojo unatoka polepole lakini unatoka',
    elder,
  ),
  fr(
    'pulmonary embolism',
    'les deux chevilles un peu gonflées le soir après une longue journée debout',
    woman,
  ),
  sw('unstable arrhythmia', 'moyo unadunda haraka akiwa na wasiwasi, unatulia baada ya dakika chache', woman),
  en('psychosis with violence', 'known schizophrenia, stable on his injection, calm, came for review', man),
  fr('psychosis with violence', 'il entend parfois des voix, mais il est calme, il dort et mange bien', man),
  sw('mania with violence', 'ana ugonjwa wa bipolar, yuko sawa, amekuja kuchukua dawa zake', woman),
  fr(
    'suicidal intent',
    'elle se sent angoissée avant les examens, le cœur bat vite puis ça passe, elle ne pense pas à mourir',
    teenGirl,
  ),
  sw('delirium', 'bibi anasahau mambo polepole kwa miaka miwili, anakula na kulala vizuri', olderWoman),
  fr(
    'spinal cord compression',
    'petite boule au sein découverte hier, pas douloureuse, pas de mal de dos',
    woman,
  ),
  sw(
    'pulmonary Kaposi sarcoma',
    'ana madoa ya zambarau kwenye ngozi ya mguu, hayamuumi, anapumua vizuri',
    man,
  ),
];
