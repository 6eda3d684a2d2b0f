// A ninth set of danger signs in ordinary words, for conditions 75-156 of clinical-scope.md part 2, written on
// 30 Nov 2026 from the misses earlier helpers and reviews found but did not fix. Signs as the sources list them:
// WHO mhGAP-IG 2.0 (2016) SUI (self-harm by poison or medicines), WHO Basic Emergency Care 2018 (shock, trauma,
// electrical injury, burns, poisoning), WHO Pocket Book of Hospital Care for Children 2013 (poisoning: iron and
// kerosene; dehydration and shock; danger signs), WHO Managing Complications in Pregnancy and Childbirth 2017
// (fetal distress, prolonged labour), Kenya Clinical Guidelines 2016 (TB), AAO orbital cellulitis. Told in the
// hard shapes the examinations use: a clause fronted before a comma, numbers in prose, a smell instead of a name,
// shorthand; in lay English, clinic shorthand, French and Kiswahili. Each `alarm` phrase must raise an emergency;
// each `calm` phrase (the same worry without the danger sign) must not.
import { phraseIn, type DangerSignPhrase, type Patient } from './danger-sign-phrases';

const man: Patient = { age: 42, gender: 'male' };
const woman: Patient = { age: 36, gender: 'female' };
const teen: Patient = { age: 16, gender: 'female' };
const boy: Patient = { age: 14, gender: 'male' };
const child: Patient = { age: 3, gender: 'male' };
const toddler: Patient = { age: 2, gender: 'female' };
const infant: Patient = { age: 0.1, gender: 'male' };
const mother: Patient = { age: 27, gender: 'female', pregnant: true };

const en = phraseIn('en');
const sh = phraseIn('en'); // clinic shorthand, counted with English
const fr = phraseIn('fr');
const sw = phraseIn('sw');

export const nov30eAlarmPhrases: DangerSignPhrase[] = [
  // 1 Self-harm: a quarrel told first, before a comma, then the tablets or poison swallowed (mhGAP-IG 2.0 SUI).
  en(
    'self-poisoning after a quarrel',
    'after a big fight with her boyfriend, she drank the rat poison from the shop',
    teen,
  ),
  en(
    'self-poisoning after a quarrel',
    'Following an argument with his wife, he swallowed a whole bottle of his pressure pills',
    man,
  ),
  en(
    'self-poisoning after a quarrel',
    'after being shouted at by her mother, my sister took all the tablets in the house',
    teen,
  ),
  fr(
    'self-poisoning after a quarrel',
    'après une dispute avec son père, notre fille a avalé toutes les pilules de sa mère',
    teen,
  ),
  fr(
    'self-poisoning after a quarrel',
    'suite à une bagarre avec son mari, elle a bu du poison pour les rats',
    woman,
  ),
  sw('self-poisoning after a quarrel', 'baada ya ugomvi na mume wake, amekunywa sumu ya panya', woman),
  sw(
    'self-poisoning after a quarrel',
    'baada ya kugombana na baba yake, amemeza vidonge vyote vya mama',
    teen,
  ),
  // 2 Shock from bleeding outside pregnancy (WHO BEC 2018: shock; cold, clammy, weak).
  en(
    'haemorrhagic shock',
    'the cut on his leg has bled a lot all the way here and now he is dizzy and cold',
    man,
  ),
  en('haemorrhagic shock', 'vomiting lots of blood since morning, now cold and sweaty', man),
  en(
    'haemorrhagic shock',
    'passing a lot of blood from the back passage, she is pale and cannot stand',
    woman,
  ),
  fr(
    'haemorrhagic shock',
    'il saigne beaucoup du nez depuis des heures, il est froid et couvert de sueur',
    man,
  ),
  sw('haemorrhagic shock', 'anatapika damu nyingi, sasa ana kizunguzungu na mwili ni baridi', man),
  // 3 Electrical injury and a limb without blood after a fracture or crush (WHO BEC 2018 trauma).
  en('electrical injury', 'he touched a live wire at the building site and fell down', man),
  en('electrical injury', 'the boy was shocked by the electricity from a fallen cable', boy),
  sw('electrical injury', 'amepigwa na shoti ya umeme alipokuwa akitengeneza waya', man),
  fr('electrical injury', 'il a été électrocuté en réparant le compteur', man),
  en(
    'limb without blood after injury',
    'after the fracture of his leg the foot has gone cold and white and there is no pulse',
    man,
  ),
  en(
    'limb without blood after injury',
    'her arm was crushed under the wall, now the hand is cold and pulseless',
    woman,
  ),
  // 4 Tablets counted in prose (WHO Pocket Book 2013: iron poisoning).
  en('iron overdose counted', 'the toddler ate about twenty of the iron tablets from the clinic', toddler),
  en('overdose counted', 'she swallowed thirty of her pills this morning', teen),
  // 5 Kerosene by smell, porridge scald (WHO Pocket Book 2013: paraffin; WHO BEC 2018 burns).
  en('kerosene by smell', 'he is coughing and his breath smells of the lamp', child),
  fr('kerosene by smell', 'il tousse et son haleine sent la lampe à pétrole', child),
  sw('kerosene by smell', 'anakohoa na mdomo unanuka mafuta ya taa', child),
  en('porridge scald', 'the pot of hot porridge fell on the child, chest and arms are blistered', child),
  sw('porridge scald', 'uji wa moto umemwagikia mtoto kifuani na mikononi, ngozi imetoka', child),
  fr(
    'porridge scald',
    "la bouillie brûlante s'est renversée sur l'enfant, la poitrine est couverte de cloques",
    child,
  ),
  // 6 No urine at all (WHO Pocket Book 2013: severe dehydration; AKI).
  fr('no urine', "l'enfant vomit tout et n'urine plus du tout depuis hier", child),
  sw('no urine', 'mtoto anaharisha sana na hajakojoa kabisa tangu jana', child),
  // 7 Known TB, breathless to talk, orbital cellulitis, fetal heart, long labour, preterm with fever.
  sw('tb with haemoptysis', 'ana kifua kikuu na leo anakohoa damu nyingi', man),
  fr('too breathless to talk', "il n'arrive pas à parler tellement il est essoufflé", man),
  fr('orbital cellulitis', "l'œil est gonflé et rouge, il a de la fièvre et ne peut pas bouger l'œil", child),
  sw('orbital cellulitis', 'jicho limevimba na ana homa, hawezi kugeuza jicho', child),
  sh('fetal distress', 'G2P1 at term in labour, FHR 90', mother),
  sh('prolonged labour', 'primigravida, labour > 18h, no progress', mother),
  en('preterm with fever', 'born at 35 weeks, now 5 days old and has a fever', infant),
  // 8 Total inability to swallow, even saliva, with drooling and noisy or laboured breathing: an airway emergency
  // (WHO BEC 2018, Module 2: upper airway obstruction). Without distress, total dysphagia of a known oesophageal
  // narrowing is urgent (same-day admission; ESMO oesophageal cancer 2022), so those are calm phrases below.
  en(
    'cannot swallow saliva',
    'even his own spit will not go down, he is drooling and his breathing is noisy',
    man,
  ),
  sw('cannot swallow saliva', 'hata mate hayapiti, anatokwa na mate na anapumua kwa shida', man),
  fr('cannot swallow saliva', 'même la salive ne passe pas, il bave et respire bruyamment', man),
];

export const nov30eCalmPhrases: DangerSignPhrase[] = [
  en(
    'self-poisoning after a quarrel',
    'after a fight at school he took two paracetamol for the headache',
    boy,
  ),
  fr(
    'self-poisoning after a quarrel',
    'après une dispute avec son frère, il a pris un comprimé pour le mal de tête',
    boy,
  ),
  sw('self-poisoning after a quarrel', 'baada ya ugomvi shuleni, amemeza panadol moja kwa kichwa', boy),
  en('haemorrhagic shock', 'small cut on the finger bled a little, he feels cold because of the rain', man),
  en('electrical injury', 'the electricity went off and he fell asleep early', man),
  sw('electrical injury', 'umeme umekatika tangu jana', man),
  en('iron overdose counted', 'she takes one of the iron tablets every day from the clinic', woman),
  en('kerosene by smell', 'the house smells of the lamp, no one drank anything', child),
  en('porridge scald', 'he eats porridge in the morning and has a small rash on the arm', child),
  en('no urine', 'he did not drink any of the paraffin, the cup was full', child),
  sw('tb with haemoptysis', 'alimaliza dawa ya kifua kikuu mwaka jana, sasa yuko sawa', man),
  fr('too breathless to talk', "il n'arrive pas à parler anglais", man),
  en('preterm with fever', 'born at 39 weeks, now 5 days old and feeding well', infant),
  en('cannot swallow saliva', 'his throat is a little sore but he swallows food and water', man),
  // Total dysphagia of a narrowing known for months, with no distress: urgent, not an emergency (ESMO 2022).
  en(
    'cannot swallow saliva',
    'food has stuck in his chest for months, now even saliva will not go down, he spits it out, breathing easily',
    man,
  ),
];
