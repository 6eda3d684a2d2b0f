// A seventh set of danger signs in ordinary words, for conditions 75-115 of clinical-scope.md part 2 (mothers,
// newborns, children, injuries and poisonings, skin and eye), written on 30 Nov 2026 before any change it led to.
// Signs as the sources list them: WHO MCPC 2017 and PCPNC 2015 (pregnancy, labour and postpartum danger signs),
// WHO IMCI 2014 (young infant and child danger signs), WHO Pocket Book of Hospital Care for Children 2013, WHO
// Basic Emergency Care 2018 (trauma, burns, poisoning, drowning, heat), WHO mhGAP 2.0 (2016, alcohol), WHO
// Responding to children and adolescents who have been sexually abused 2017, Kenya Clinical Guidelines 2016.
// Told in the hard shapes the examinations use: long run-on sentences where the sign is far from what it refers
// to, what relatives see or do, numbers in prose, a calm thing denied beside the sign; in lay English, clinic
// shorthand, French and Kiswahili. Each `alarm` phrase must raise an emergency; each `calm` phrase (the same
// worry without the danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const woman: Patient = { age: 27, gender: 'female' };
const pregnant: Patient = { age: 24, gender: 'female', pregnant: true };
const newbornBoy: Patient = { age: 0.01, gender: 'male' };
const newbornGirl: Patient = { age: 0.03, gender: 'female' };
const infant: Patient = { age: 0.3, gender: 'male' };
const toddler: Patient = { age: 2, gender: 'female' };
const child: Patient = { age: 6, gender: 'male' };
const girl: Patient = { age: 11, gender: 'female' };
const man: Patient = { age: 40, gender: 'male' };
const elder: Patient = { age: 68, gender: 'female' };

const en = phraseIn('en');
const sh = phraseIn('en'); // clinic shorthand, counted with English
const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const nov30dAlarmPhrases: DangerSignPhrase[] = [
  // 75 Postpartum haemorrhage (MCPC 2017 S-25, PCPNC 2015 D-24): heavy bleeding after birth, a pad soaked
  // in under five minutes, dizziness or fainting.
  en(
    'postpartum haemorrhage',
    'she gave birth at home this morning and since then the blood keeps coming, we have changed the cloths four times in one hour and she says the room is spinning',
    woman,
  ),
  sh('postpartum haemorrhage', 'P2 SVD 3h ago, PV bleeding +++ with clots, pads soaked q10min, dizzy', woman),
  fr(
    'postpartum haemorrhage',
    'elle a accouché hier soir et depuis elle saigne beaucoup, les pagnes sont trempés de sang et elle a failli tomber en se levant',
    woman,
  ),
  sw(
    'postpartum haemorrhage',
    'alijifungua jana usiku, damu inatoka nyingi sana na mabonge, amebadilisha khanga nyingi na anasema kizunguzungu',
    woman,
  ),
  // 76 Antepartum haemorrhage (MCPC 2017 S-18): bleeding after 22 weeks, or with a hard painful womb.
  en(
    'antepartum haemorrhage',
    'she is seven months pregnant and this morning bright red blood started running down her legs, no pain she says',
    pregnant,
  ),
  sh('abruption', '32/40, PV bleed, uterus tense and tender, reduced FM', pregnant),
  fr(
    'antepartum haemorrhage',
    'enceinte de 8 mois, elle saigne par le vagin depuis ce matin et le ventre est dur comme du bois',
    pregnant,
  ),
  sw(
    'antepartum haemorrhage',
    'ana mimba ya miezi minane, anatoka damu ukeni tangu asubuhi na tumbo ni gumu na linauma sana',
    pregnant,
  ),
  // 77 Puerperal sepsis (MCPC 2017 S-110): fever after birth with foul discharge or a tender womb.
  en(
    'puerperal sepsis',
    'five days after the caesarean she has a high fever and shivers, and the discharge from down below smells very bad',
    woman,
  ),
  sh('puerperal sepsis', 'day 4 post-SVD, T 39.2, foul lochia, uterine tenderness, HR 124', woman),
  fr(
    'puerperal sepsis',
    "une semaine après l'accouchement, fièvre forte avec frissons et des pertes qui sentent très mauvais",
    woman,
  ),
  sw(
    'puerperal sepsis',
    'siku tano baada ya kujifungua ana homa kali, anatetemeka, na uchafu unaotoka ukeni unanuka vibaya',
    woman,
  ),
  // 78 Septic or incomplete abortion (MCPC 2017 S-7): bleeding, fever, foul discharge after an abortion.
  en(
    'septic abortion',
    'she took something from a woman in the market to remove a pregnancy last week and now has fever, belly pain and a smelly discharge',
    woman,
  ),
  sh('incomplete abortion', '12/40, heavy PV bleeding with clots and products passed, pale, HR 118', woman),
  fr(
    'septic abortion',
    'après un avortement fait au quartier, elle a de la fièvre, mal au bas-ventre et des pertes malodorantes',
    woman,
  ),
  sw(
    'septic abortion',
    'alitoa mimba kwa mganga wiki iliyopita, sasa ana homa, tumbo chini linauma na uchafu unanuka',
    woman,
  ),
  // 79 Hyperemesis gravidarum (MCPC 2017; Kenya 2016): vomiting everything with severe dehydration.
  en(
    'hyperemesis with dehydration',
    'ten weeks pregnant and for three days she throws up every single thing, even sips of water, and she has not passed urine since yesterday',
    pregnant,
  ),
  fr(
    'hyperemesis with dehydration',
    "enceinte de deux mois, elle vomit tout ce qu'elle boit depuis trois jours, elle n'urine plus et elle est très faible",
    pregnant,
  ),
  sw(
    'hyperemesis with dehydration',
    'mjamzito wa miezi miwili, anatapika kila kitu hata maji, hajakojoa tangu jana na macho yamezama',
    pregnant,
  ),
  // 80 Obstructed or prolonged labour (MCPC 2017 S-57, S-65): labour past 12 hours, exhausted, no descent.
  en(
    'obstructed labour',
    'she has been pushing since yesterday evening, the pains have gone on more than a day and the baby is not coming out',
    pregnant,
  ),
  sh(
    'obstructed labour',
    'primigravida in labour 20h, 2nd stage > 2h, no descent, caput +++, Bandl ring',
    pregnant,
  ),
  fr(
    'obstructed labour',
    'elle est en travail depuis plus de 24 heures, la tête du bébé ne descend pas et elle est épuisée',
    pregnant,
  ),
  sw('obstructed labour', 'amekuwa na uchungu tangu juzi, mtoto hatoki na mama amechoka kabisa', pregnant),
  // 81 Anaemia in pregnancy (MCPC 2017 S-19): severe pallor with breathlessness at rest.
  en(
    'severe anaemia in pregnancy',
    'six months pregnant, her palms are white like paper and she is short of breath even lying down',
    pregnant,
  ),
  sh('severe anaemia in pregnancy', 'G3 28/40, Hb 5.8 g/dL, breathless at rest, HR 128', pregnant),
  sw(
    'severe anaemia in pregnancy',
    'mjamzito wa miezi sita, viganja ni vyeupe kabisa na anapumua kwa shida hata akilala',
    pregnant,
  ),
  fr(
    'severe anaemia in pregnancy',
    "enceinte de 7 mois, les paumes toutes blanches, elle s'essouffle même au repos",
    pregnant,
  ),
  // 83-84 Sexual abuse of a child within 72 hours: HIV PEP window (WHO 2017 children and adolescents).
  en(
    'child sexual abuse within 72 hours',
    'my daughter told us that the man next door forced himself on her, the last time was two days ago, she has pain when passing urine',
    girl,
  ),
  sh(
    'child sexual abuse within 72 hours',
    '11F, alleged defilement 36h ago by neighbour, genital pain',
    girl,
  ),
  fr(
    'child sexual abuse within 72 hours',
    "la fillette a fini par avouer qu'un oncle l'a violée avant-hier, elle a mal au bas-ventre et des pertes",
    girl,
  ),
  sw(
    'child sexual abuse within 72 hours',
    'binti yangu amebakwa na jirani juzi usiku, analia na anasema anaumia sehemu za siri',
    girl,
  ),
  // 85 Neonatal sepsis, PSBI (IMCI 2014 young infant): not feeding, fever or cold, fast breathing, convulsions,
  // movement only when stimulated.
  en(
    'possible serious bacterial infection',
    'our baby is five days old, he stopped taking the breast since last night and only moves when we shake him',
    newbornBoy,
  ),
  sh(
    'possible serious bacterial infection',
    'D6 neonate, poor suck, T 38.4, RR 72, severe chest indrawing',
    newbornBoy,
  ),
  fr(
    'possible serious bacterial infection',
    "bébé d'une semaine, il ne tète plus depuis hier, il est chaud et il respire très vite",
    newbornGirl,
  ),
  sw(
    'possible serious bacterial infection',
    'mtoto wa siku nne ameacha kunyonya, ana joto jingi na anapumua haraka haraka',
    newbornGirl,
  ),
  // 86 Neonatal jaundice (IMCI 2014): yellow in the first day, or yellow palms and soles.
  en(
    'severe neonatal jaundice',
    'she was born yesterday and already by the evening her face and eyes were yellow',
    newbornGirl,
  ),
  en(
    'severe neonatal jaundice',
    'the baby is ten days old, the yellow has reached the palms of the hands and the soles of the feet',
    newbornBoy,
  ),
  fr('severe neonatal jaundice', 'nouveau-né, les paumes et les plantes des pieds sont jaunes', newbornBoy),
  sw('severe neonatal jaundice', 'mtoto mchanga, viganja na nyayo zimekuwa njano', newbornGirl),
  // 87 Birth asphyxia / neonatal encephalopathy (WHO Pocket Book 2013, 3.1): did not cry or breathe at birth,
  // floppy, fits.
  en(
    'birth asphyxia',
    'when he came out after the long labour he did not cry, the midwife had to pump air into him, and now he is floppy and jerking',
    newbornBoy,
  ),
  sh('birth asphyxia', 'APGAR 3 at 5 min, needed BMV, now lethargic with seizures', newbornBoy),
  fr(
    'birth asphyxia',
    "le bébé n'a pas crié à la naissance, il a fallu le réanimer, maintenant il est mou et il convulse",
    newbornGirl,
  ),
  sw(
    'birth asphyxia',
    'mtoto hakulia alipozaliwa, walimpa hewa, sasa amelegea na anapata degedege',
    newbornGirl,
  ),
  // 88 Preterm or low birth weight with feeding difficulty (IMCI 2014): very small, unable to feed.
  en(
    'low birth weight unable to feed',
    'born at seven months weighing 1.3 kilos, she cannot suck at all and the milk just runs out of her mouth',
    newbornGirl,
  ),
  sw(
    'low birth weight unable to feed',
    'mtoto njiti wa kilo moja na nusu, hawezi kunyonya kabisa',
    newbornBoy,
  ),
  fr('low birth weight unable to feed', "prématuré de 1,4 kg, il n'arrive pas du tout à téter", newbornBoy),
  // 89 Neonatal hypothermia (IMCI 2014; WHO Thermal protection 1997): below 35.5 °C, cold to touch.
  en(
    'neonatal hypothermia',
    'the baby was left uncovered in the night, her feet and belly are cold as ice and the nurse read 34.8',
    newbornGirl,
  ),
  sh('neonatal hypothermia', 'D2 neonate, axillary T 34.6, lethargic, poor feeding', newbornBoy),
  fr('neonatal hypothermia', 'le nouveau-né est tout froid au toucher, température 35 degrés', newbornBoy),
  sw('neonatal hypothermia', 'mtoto mchanga ni baridi mwili mzima, joto ni 34.9', newbornGirl),
  // 90 Omphalitis (IMCI 2014): redness spreading to the skin of the belly, or with a sign of PSBI.
  en(
    'severe omphalitis',
    'the cord stump is oozing pus and the redness has spread out onto the skin of his tummy, he is not feeding well',
    newbornBoy,
  ),
  fr(
    'severe omphalitis',
    "le nombril coule du pus, la rougeur s'étend sur le ventre et le bébé a de la fièvre",
    newbornGirl,
  ),
  sw('severe omphalitis', 'kitovu kinatoa usaha, wekundu umeenea tumboni na mtoto ana homa', newbornBoy),
  // 91 Ophthalmia neonatorum (WHO gonorrhoea 2016): swollen lids with pus; a cloudy cornea.
  en(
    'gonococcal ophthalmia',
    'three days old, both eyelids are puffed up and thick yellow pus pours out each time the mother wipes them',
    newbornBoy,
  ),
  fr(
    'gonococcal ophthalmia',
    "bébé de 4 jours, paupières très enflées avec du pus qui coule, le noir de l'œil est devenu trouble",
    newbornGirl,
  ),
  sw(
    'gonococcal ophthalmia',
    'mtoto wa siku tatu, kope zimevimba sana na usaha mzito unatoka machoni',
    newbornGirl,
  ),
  // 93 Pertussis (WHO Pocket Book 2013, 4.8): a young infant turning blue or stopping breathing after coughing.
  en(
    'pertussis apnoea',
    'he is two months old and after each coughing fit he goes blue around the lips and stops breathing for a moment',
    infant,
  ),
  fr(
    'pertussis apnoea',
    "nourrisson de 3 mois, quintes de toux puis il devient bleu et s'arrête de respirer",
    infant,
  ),
  sw(
    'pertussis apnoea',
    'mtoto wa miezi miwili anakohoa mfululizo hadi anabadilika rangi kuwa bluu na kuacha kupumua',
    infant,
  ),
  // 94 Diphtheria (WHO Pocket Book 2013, 4.7.1): grey membrane, bull neck, stridor.
  en(
    'diphtheria',
    'sore throat with a grey skin stuck at the back of the throat, the neck is very swollen and he makes a noise breathing in',
    child,
  ),
  sh('diphtheria', 'unvaccinated, greyish adherent pseudomembrane on tonsils, bull neck, stridor', child),
  fr(
    'diphtheria',
    'angine avec une membrane grise collée dans la gorge et le cou très gonflé, pas vacciné',
    child,
  ),
  sw('diphtheria', 'koo lina utando wa kijivu, shingo imevimba sana na anapumua kwa kelele', child),
  // 95 Acute flaccid paralysis (WHO AFP surveillance; Pocket Book 2013): sudden floppy weakness; with breathing
  // trouble in Guillain-Barré.
  en(
    'acute flaccid paralysis',
    'two days ago she was running around, now both legs have gone floppy and she cannot stand',
    toddler,
  ),
  en(
    'Guillain-Barré with breathing weakness',
    'the weakness started in his feet last week and has climbed to his arms, today he struggles to breathe and his voice is weak',
    man,
  ),
  fr(
    'acute flaccid paralysis',
    "l'enfant ne peut plus marcher depuis hier, les jambes sont molles comme du chiffon",
    child,
  ),
  sw('acute flaccid paralysis', 'ghafla mtoto hawezi kusimama, miguu imelegea kabisa', toddler),
  // 96 Mumps with meningitis (WHO Pocket Book 2013): stiff neck, fits or drowsiness.
  en(
    'mumps meningitis',
    'swollen cheeks by the ears since Monday, now a terrible headache, stiff neck and he keeps vomiting',
    child,
  ),
  sw('mumps meningitis', 'ana matubwitubwi, sasa shingo imekakamaa na anatapika', child),
  // 97 Rickets with low calcium (WHO Pocket Book 2013): fits or a stiff spasm in a child with rickets.
  en(
    'hypocalcaemic fits with rickets',
    'bow legs and a big forehead, and this morning she had a fit with her hands bent stiff',
    toddler,
  ),
  fr('hypocalcaemic fits with rickets', 'rachitisme connu, ce matin il a convulsé', toddler),
  // 98 Nephrotic syndrome (Kenya 2016; KDIGO 2021): peritonitis, shock, clot.
  en(
    'nephrotic peritonitis',
    'a child on treatment for nephrotic syndrome, swollen all over, now fever and the belly is very painful when touched',
    child,
  ),
  fr(
    'nephrotic peritonitis',
    'syndrome néphrotique connu, gonflé partout, maintenant fièvre et le ventre est très douloureux',
    child,
  ),
  sw(
    'nephrotic peritonitis',
    'mtoto ana ugonjwa wa figo unaovimbisha mwili, sasa homa na tumbo linauma sana akiguswa',
    child,
  ),
  // 99 Post-streptococcal glomerulonephritis (WHO Pocket Book 2013): fits or breathlessness with swelling and
  // dark urine, little urine.
  en(
    'glomerulonephritis encephalopathy',
    'after a throat infection his face swelled and his urine went the colour of tea, and now he has a bad headache and had a fit',
    child,
  ),
  sh(
    'glomerulonephritis with pulmonary oedema',
    'cola urine, periorbital oedema, BP 170/110, orthopnoea, crackles',
    child,
  ),
  sw(
    'glomerulonephritis encephalopathy',
    'uso umevimba, mkojo ni mweusi kama chai, sasa kichwa kinauma sana na amepata degedege',
    child,
  ),
  fr(
    'glomerulonephritis anuria',
    "urines couleur coca, visage bouffi, et depuis hier il n'urine plus du tout",
    child,
  ),
  // 100 Foreign body in airway or oesophagus (WHO BEC 2018; Pocket Book 2013, 4.3): sudden choking, cannot
  // speak or breathe; drooling and unable to swallow; a button battery.
  en(
    'choking',
    'she was eating groundnuts, suddenly started coughing and now cannot make a sound and is turning blue',
    toddler,
  ),
  en('button battery', 'my son swallowed one of those small round watch batteries an hour ago', toddler),
  fr('choking', "il a avalé une pièce de monnaie, il bave et n'arrive plus à avaler sa salive", child),
  sw('choking', 'amemeza sarafu, anatoa mate mengi na hawezi kumeza chochote', child),
  sw('choking', 'alikuwa anakula karanga ghafla akakabwa, hawezi kuongea na anageuka bluu', toddler),
  // 101 Kerosene ingestion (WHO Pocket Book 2013, 1.10): with cough, fast breathing or drowsiness.
  en(
    'kerosene with breathing trouble',
    'he drank paraffin from a soda bottle and since then he coughs and is breathing very fast',
    toddler,
  ),
  fr(
    'kerosene with breathing trouble',
    'il a bu du pétrole lampant dans une bouteille, il tousse et respire vite',
    toddler,
  ),
  sw('kerosene with breathing trouble', 'amekunywa mafuta ya taa, anakohoa na anapumua haraka', toddler),
  // 102 Medicine overdose (WHO Pocket Book 2013, 1.10): paracetamol, iron, self-harm.
  en(
    'child iron overdose',
    "she got hold of her mother's pregnancy iron tablets and ate about twenty of them, now vomiting",
    toddler,
  ),
  en(
    'intentional paracetamol overdose',
    'after a quarrel with her parents she swallowed two packets of panadol',
    girl,
  ),
  fr('intentional paracetamol overdose', 'il a avalé toute une plaquette de paracétamol pour mourir', man),
  sw('intentional paracetamol overdose', 'amemeza vidonge vyote vya panadol vya mama yake ili afe', girl),
  // 103 Burns (WHO BEC 2018, burns; Pocket Book 2013, 9.3): more than 10% in a child, face, hands, genitals,
  // circumferential, inhalation, electrical.
  en(
    'extensive scald',
    'the hot porridge pot tipped over onto her and the skin on her back, bottom and both legs is peeling with large blisters',
    toddler,
  ),
  en(
    'burn of the face and airway',
    'he was in the house when the roof caught fire, his face is burnt, his nose hairs are singed and his voice is hoarse',
    man,
  ),
  sh('extensive scald', '2yo scald ~18% TBSA, chest and abdomen, partial thickness', toddler),
  fr(
    'extensive scald',
    "la marmite d'eau bouillante s'est renversée sur lui, la poitrine, le ventre et les bras sont couverts de cloques",
    toddler,
  ),
  sw(
    'extensive scald',
    'maji ya moto yalimwagikia, kifua, tumbo na mikono vimebabuka na malengelenge makubwa',
    toddler,
  ),
  en('electrical burn', 'she touched a fallen electric wire and has burns on both hands', child),
  // 104 Head injury (WHO BEC 2018; NICE CG176): lost consciousness, repeated vomiting, fits, drowsy, fluid from
  // the nose or ear.
  en(
    'head injury with danger signs',
    'he fell off the motorbike and hit his head, he was out for a few minutes and since then he has vomited three times',
    man,
  ),
  sh('head injury with danger signs', 'RTA, head injury, LOC ~5 min, GCS 12, CSF otorrhoea', man),
  fr(
    'head injury with danger signs',
    "tombé d'un arbre sur la tête, il a perdu connaissance et il vomit sans arrêt",
    child,
  ),
  sw(
    'head injury with danger signs',
    'alianguka kutoka juu ya mti akagonga kichwa, alizimia na sasa anatapika mara kwa mara',
    child,
  ),
  // 105 Limb fracture (WHO BEC 2018; Pocket Book 2013, 9.4): bone through the skin, a cold pulseless limb.
  en(
    'open fracture',
    'after the matatu accident the bone of his leg is sticking out through the skin and bleeding',
    man,
  ),
  fr('open fracture', "fracture de la jambe avec l'os qui sort à travers la peau", man),
  sw('open fracture', 'mfupa wa mguu umetoka nje ya ngozi baada ya ajali', man),
  en(
    'fracture with a cold limb',
    'his arm is broken at the elbow and the hand below has gone cold and white and he cannot feel his fingers',
    child,
  ),
  // 106 Multiple injuries with shock (WHO BEC 2018): pale, cold, fast pulse, drowsy after a crash.
  en(
    'multiple injuries with shock',
    'hit by a lorry on the highway, bleeding from many places, cold and sweaty and hardly answering',
    man,
  ),
  sh(
    'multiple injuries with shock',
    'RTA pedestrian, multiple injuries, BP 78/40, HR 136, cap refill 4s',
    man,
  ),
  fr(
    'multiple injuries with shock',
    'accident de moto, blessé partout, il est pâle, froid et son pouls est très rapide',
    man,
  ),
  sw(
    'multiple injuries with shock',
    'amegongwa na gari, ana majeraha mengi, ni baridi, jasho jingi na hajibu vizuri',
    man,
  ),
  // 107 Drowning (WHO BEC 2018): pulled from water, not breathing well, coughing, drowsy.
  en(
    'drowning',
    'the neighbours pulled him out of the dam after a few minutes under water, he is coughing froth and breathing fast',
    child,
  ),
  fr(
    'drowning',
    "retiré de la rivière après être resté sous l'eau, il respire mal et il est somnolent",
    child,
  ),
  sw('drowning', 'ametolewa mtoni baada ya kuzama, anakohoa povu na anapumua kwa shida', child),
  // 108 Heat stroke (WHO BEC 2018): hot body, confusion, collapse after heat or exertion.
  en(
    'heat stroke',
    'he was digging in the sun all afternoon, then collapsed, his skin is burning hot and dry and he talks nonsense',
    man,
  ),
  fr('heat stroke', 'après une longue marche sous le soleil, il est brûlant, confus et il est tombé', man),
  sw(
    'heat stroke',
    'alikuwa analima juani mchana mzima, ameanguka, mwili una joto kali sana na anaongea ovyo',
    man,
  ),
  // 109 Methanol or alcohol poisoning (WHO methanol 2014; BEC 2018): blurred vision after local brew, cannot be
  // woken.
  en(
    'methanol poisoning',
    'after drinking the local brew at a funeral he says everything looks like snow and he is breathing deep and fast',
    man,
  ),
  fr(
    'methanol poisoning',
    "après avoir bu de l'alcool frelaté, il ne voit plus clair et il a très mal au ventre",
    man,
  ),
  sw(
    'methanol poisoning',
    'baada ya kunywa chang’aa haoni vizuri, macho yana ukungu na tumbo linauma sana',
    man,
  ),
  en('alcohol coma', 'he drank a whole bottle of spirits and we cannot wake him, he snores and vomited', man),
  // 110 Alcohol withdrawal (mhGAP 2.0, SUB): fits, hallucinations, confusion after stopping.
  en(
    'delirium tremens',
    'three days since he stopped drinking he shakes all over, sees insects on the walls that are not there and does not know where he is',
    man,
  ),
  fr(
    'alcohol withdrawal fits',
    'il a arrêté de boire il y a deux jours, il tremble et il a fait une crise convulsive',
    man,
  ),
  sw(
    'delirium tremens',
    'ameacha pombe siku tatu, anatetemeka, anaona vitu visivyokuwepo na amechanganyikiwa',
    man,
  ),
  // 111 Herpes zoster ophthalmicus (WHO AFRO eye care 2018): forehead rash reaching the eye or the nose tip.
  en(
    'zoster of the eye',
    'painful blisters on the forehead going down to the tip of the nose, and the eye on that side is red and he cannot see well',
    elder,
  ),
  fr(
    'zoster of the eye',
    "zona du front qui descend vers l'œil, l'œil est rouge et douloureux et la vue baisse",
    elder,
  ),
  // 112 Oral or oesophageal candidiasis (WHO HIV 2016): unable to swallow anything, dehydrated.
  en(
    'oesophageal candidiasis unable to drink',
    'white patches all over the mouth and she says it hurts so much to swallow that she has not drunk anything for two days',
    woman,
  ),
  sw(
    'oesophageal candidiasis unable to drink',
    'mdomo una utando mweupe, hawezi kumeza hata maji tangu juzi',
    woman,
  ),
];

export const nov30dCalmPhrases: DangerSignPhrase[] = [
  en(
    'lochia calm',
    'two weeks after delivery, a little brown discharge, no fever, no bad smell, feeding the baby well',
    woman,
  ),
  sw('lochia calm', 'wiki mbili baada ya kujifungua, damu kidogo ya kahawia, hana homa', woman),
  fr(
    'spotting calm',
    'enceinte de 3 mois, quelques gouttes de sang après un rapport, pas de douleur, pas de fièvre',
    pregnant,
  ),
  en(
    'morning sickness calm',
    'eight weeks pregnant, sick in the mornings but keeps food and water down, passing urine well',
    pregnant,
  ),
  sw(
    'morning sickness calm',
    'mjamzito wa miezi miwili, kichefuchefu asubuhi lakini anakula na kunywa vizuri',
    pregnant,
  ),
  en(
    'early labour calm',
    'contractions since two hours ago, waters not broken, no bleeding, baby moving well',
    pregnant,
  ),
  sh('mild anaemia in pregnancy calm', '24/40, Hb 10.2, no dyspnoea, on iron and folate', pregnant),
  en('gestational diabetes calm', 'sugar at the clinic was a bit high at 28 weeks, she feels fine', pregnant),
  en('discharge calm', 'itchy white discharge like curd for a week, no fever, no pain', woman),
  fr('discharge calm', 'pertes blanches qui grattent depuis une semaine, pas de fièvre', woman),
  en(
    'old abuse calm',
    'she was abused by a relative two years ago, now she is in counselling and sleeps better',
    girl,
  ),
  en('genital ulcer calm', 'painful small sores on the private parts that come and go, no fever', man),
  en(
    'newborn calm',
    'baby of four days, sucking well, warm, breathing quietly, sleeps between feeds',
    newbornBoy,
  ),
  sw(
    'newborn calm',
    'mtoto wa siku tano ananyonya vizuri, hana homa, analala na kuamka kunyonya',
    newbornGirl,
  ),
  fr('newborn calm', 'bébé de 5 jours, il tète bien, pas de fièvre, il dort bien', newbornBoy),
  en(
    'physiological jaundice calm',
    'baby is five days old, a little yellow in the eyes only, feeding well and active, palms and soles not yellow',
    newbornGirl,
  ),
  sw(
    'physiological jaundice calm',
    'mtoto wa siku sita macho ni njano kidogo, ananyonya vizuri na anacheza',
    newbornBoy,
  ),
  en('cord calm', 'the cord stump is a little moist with no redness around it, feeding well', newbornBoy),
  fr('cord calm', 'le cordon est un peu humide, pas de rougeur autour, il tète bien', newbornGirl),
  en(
    'sticky eye calm',
    'one month old, a little sticky discharge in one eye in the morning, lids not swollen',
    infant,
  ),
  sw('sticky eye calm', 'mtoto wa mwezi mmoja, tongo kidogo jicho moja asubuhi, kope hazijavimba', infant),
  en(
    'small baby calm',
    'born small at 2.2 kilos, now two weeks old, breastfeeding well and gaining weight',
    newbornBoy,
  ),
  en(
    'warm baby calm',
    'the baby feels a little cool on the hands after the bath but the tummy is warm and she feeds well',
    newbornGirl,
  ),
  en('mam calm', 'thin child, arm band yellow, no swelling of the feet, eats well', toddler),
  en(
    'cough calm',
    'cough for two weeks with a whoop at the end, he is five years old, colour stays pink, eats well',
    child,
  ),
  fr(
    'sore throat calm',
    'mal de gorge avec de la fièvre, amygdales rouges, pas de membrane, respire bien',
    child,
  ),
  en(
    'weakness calm',
    'the leg was sore after the injection in the buttock, walks with a little limp, moves it well',
    toddler,
  ),
  sw(
    'mumps calm',
    'matubwitubwi tangu jana, mashavu yamevimba, anakula na kunywa, hana maumivu ya shingo',
    child,
  ),
  en('rickets calm', 'bow legs and late walking, no fits, playing well', toddler),
  en(
    'nephrotic calm',
    'puffy eyes in the mornings and swollen feet, urine frothy, no fever, no belly pain',
    child,
  ),
  fr(
    'nephrotic calm',
    'paupières gonflées le matin et urines mousseuses, pas de fièvre, pas de douleur au ventre',
    child,
  ),
  en(
    'glomerulonephritis calm',
    'dark urine and puffy face after a sore throat, passing urine, no headache, breathing well',
    child,
  ),
  en(
    'swallowed coin calm',
    'he swallowed a small coin yesterday, eating and drinking normally, no drooling, no cough',
    child,
  ),
  sw('swallowed coin calm', 'alimeza sarafu jana, anakula na kunywa kawaida, hakohoi', child),
  en('kerosene smell calm', 'she spilled paraffin on her dress, she did not drink any, no cough', toddler),
  en('paracetamol calm', 'gave him one paracetamol syrup spoon for the fever as the nurse said', toddler),
  fr('overdose calm', 'elle a pris deux comprimés de paracétamol pour le mal de tête, ça va mieux', woman),
  en('small burn calm', 'burnt the tip of one finger on the stove, small blister, no other burn', child),
  sw('small burn calm', 'ameungua kidole kimoja kwenye jiko, lengelenge dogo tu', child),
  fr(
    'small burn calm',
    'petite brûlure sur le dos de la main avec le fer à repasser, une petite cloque',
    woman,
  ),
  en(
    'scald calm',
    'a few drops of hot tea fell on his foot, a small red patch without blisters, he is playing',
    toddler,
  ),
  en(
    'head bump calm',
    'bumped his head on the table, cried at once, no vomiting, playing normally now',
    toddler,
  ),
  sw('head bump calm', 'aligonga kichwa mezani, alilia mara moja, hatapiki na anacheza', toddler),
  fr(
    'head bump calm',
    "il s'est cogné la tête, il a pleuré tout de suite, pas de vomissement, il joue",
    toddler,
  ),
  en('sprain calm', 'twisted his ankle at football, swollen, can walk on it, toes warm and pink', child),
  fr('fracture calm', 'douleur au poignet après une chute, il bouge les doigts, la main est chaude', child),
  en(
    'crash calm',
    'after a small crash on the bicycle, scratches on the knees, walking and talking normally',
    child,
  ),
  en(
    'swim calm',
    'swallowed some water at the pool, coughed once, now breathing normally and playing',
    child,
  ),
  sw('swim calm', 'alimeza maji kidogo akiogelea, alikohoa mara moja, sasa anapumua vizuri', child),
  en(
    'heat calm',
    'tired and thirsty after working in the sun, drank water and rested, thinking clearly',
    man,
  ),
  en('alcohol calm', 'drank beer last night, headache this morning, sees well, walking fine', man),
  sw('alcohol calm', 'anakunywa pombe kila wikendi, hana kutetemeka, anaona vizuri', man),
  en(
    'withdrawal calm',
    'wants to stop drinking, last drink last night, no shaking, no fits, no seeing things',
    man,
  ),
  en('shingles calm', 'painful band of blisters on the left side of the chest, eye and face fine', elder),
  fr('shingles calm', "zona sur le côté droit du dos, l'œil va bien", elder),
  en('thrush calm', 'white patches on the tongue, eats and drinks well', infant),
  sw('impetigo calm', 'vidonda vyenye ganda la njano usoni, hana homa, anacheza', child),
  en('leprosy calm', 'pale numb patch on the arm for a year, no new weakness, eyes fine', man),
  en('trachoma calm', 'itchy eyes with some sticky discharge, sees well', child),
];
