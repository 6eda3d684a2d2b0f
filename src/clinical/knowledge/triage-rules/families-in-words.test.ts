import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Each family of cited triage rules, told the way clinicians, relatives and health workers write it (exam prose,
 * clinic shorthand, lay English, Kiswahili, French): the alarm is raised at the level the scope asks for
 * (critical: resuscitate now, when shock, coma, obstructed breathing or an impending rupture is told), and calm
 * stories raise none.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const days = (count: number): Patient => ({ age: count / 365, gender: 'male', country: 'KE' });
const mother: Patient = { age: 26, gender: 'female', country: 'KE' };
const pregnant: Patient = { age: 24, gender: 'female', pregnant: true, country: 'TZ' };
const woman: Patient = { age: 28, gender: 'female', country: 'KE' };
const man: Patient = { age: 45, gender: 'male', country: 'KE' };
const older: Patient = { age: 68, gender: 'male', country: 'NG' };
const toddler: Patient = { age: 2, gender: 'female', country: 'KE', weight: 12 };
const child: Patient = { age: 7, gender: 'male', country: 'TZ', weight: 20 };
const boy: Patient = { age: 13, gender: 'male', country: 'KE' };
const infant: Patient = { age: 0.5, gender: 'female', country: 'KE' };
const unknownAge: Patient = { gender: 'female', country: 'KE' };

const urgencyOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;
const alarms = ['emergency', 'critical'];

describe('the alarm is raised (emergency or critical) when the danger is told in words', () => {
  it.each([
    [
      'pads soaked after birth',
      'delivered at home this morning, since then she has soaked through four pads in an hour',
      mother,
    ],
    ['PPH by volume', 'P2, SVD 3 hours ago, estimated blood loss 800 mL, uterus boggy', mother],
    [
      'late-pregnancy bleeding',
      'G3P2 at 34 weeks with painless bright red vaginal bleeding since this morning',
      pregnant,
    ],
    ['late-pregnancy bleeding, Kiswahili', 'ana mimba ya miezi minane na anatoka damu ukeni', pregnant],
    ['puerperal sepsis', 'day 5 after caesarean, fever 39.1, foul smelling lochia and tender uterus', mother],
    [
      'puerperal sepsis, lay',
      'she gave birth a week ago, now has high fever and the discharge down there smells bad',
      mother,
    ],
    [
      'septic abortion',
      'had an abortion done by a local woman 4 days ago, now fever and lower belly pain',
      woman,
    ],
    [
      'septic abortion, French',
      'avortement provoqué il y a 3 jours, maintenant fièvre à 39 et pertes malodorantes',
      woman,
    ],
    ['severe pre-eclampsia', '35 weeks, BP 165/112, severe headache and seeing flashing lights', pregnant],
    ['young infant stopped feeding, Kiswahili', 'mtoto wa siku 3 hanyonyi kabisa', days(3)],
    ['young infant stopped feeding', 'a 5-day-old who has stopped breastfeeding since yesterday', days(5)],
    ['young infant fast breathing', 'neonate day 4, RR 66, otherwise feeding', days(4)],
    ['age in days from the text', 'a 2-day-old breathing 70 times a minute', unknownAge],
    ['young infant chest indrawing', '3-week-old with severe chest indrawing and grunting', days(21)],
    ['young infant 37.8 °C', 'a 6-day-old girl, axillary temperature 37.8', days(6)],
    ['young infant cold, French', 'nouveau-né de 3 jours, température 35,2 °C', days(3)],
    [
      'moves only when touched',
      'newborn of 9 days moves only when we touch him, otherwise lies still',
      days(9),
    ],
    ['jaundice to palms and soles', '8-day-old, yellow eyes and the palms and soles are yellow too', days(8)],
    [
      'jaundice to palms, Kiswahili, age in the text',
      'mtoto wa siku 5 ana manjano hadi viganjani na nyayo',
      unknownAge,
    ],
    ['young infant poor appetite', 'a 3-week-old with poor feeding since yesterday', days(21)],
    ['jaundice on the first day of life', 'baby a few hours old, the skin is jaundiced', days(0.5)],
    [
      'scald 15% in a toddler',
      'a 3-year-old pulled a pot of hot tea onto herself, scalds to chest and both arms, about 15% TBSA',
      toddler,
    ],
    ['adult burn 25%', 'adult burned in a house fire, 25% TBSA partial thickness to trunk and legs', man],
    [
      'inhalation injury',
      'rescued from a burning hut, singed nasal hair, soot in the mouth and a hoarse voice',
      man,
    ],
    [
      'circumferential burn',
      'deep burn going all the way round the left forearm after a kerosene lamp exploded',
      man,
    ],
    ['head injury GCS 12', 'fell off a motorbike, hit his head, GCS 12, vomited twice', man],
    [
      'head injury with repeated vomiting',
      'child fell from a tree onto his head and has vomited three times since',
      child,
    ],
    [
      'head injury on warfarin',
      'on warfarin for a valve, slipped and hit her head on the floor yesterday, now headache',
      older,
    ],
    ['head injury, Kiswahili', 'alipigwa kichwani na rungu, alizimia na sasa anatapika', man],
    ['drowning', 'pulled out of the river after being under water, now coughing', child],
    ['drowning, Kiswahili', 'mtoto alizama kwenye bwawa, ametolewa anakohoa', child],
    [
      'kerosene with cough',
      'toddler drank paraffin from a soda bottle, now coughing and breathing fast',
      toddler,
    ],
    ['kerosene, Kiswahili', 'mtoto amekunywa mafuta ya taa, anakohoa na kupumua kwa shida', toddler],
    [
      'paracetamol by dose per kg',
      'a 2-year-old weighing 12 kg swallowed 10 tablets of paracetamol 500 mg',
      toddler,
    ],
    [
      'iron tablets in a toddler',
      'a 2-year-old, 12 kg, ate 15 of her mother\u2019s ferrous sulphate 200 mg tablets, now vomiting',
      toddler,
    ],
    [
      'child suddenly floppy legs',
      'a 4-year-old suddenly cannot stand, legs floppy since yesterday',
      { age: 4, gender: 'male', country: 'NG' },
    ],
    [
      'urinary retention',
      'old man has not passed urine since yesterday, lower belly swollen and very painful',
      older,
    ],
    ['urinary retention, Kiswahili', 'mzee hajakojoa tangu jana, tumbo la chini limevimba', older],
    [
      'testicular torsion',
      'a 13-year-old boy woke with sudden severe pain in the left testicle and vomiting',
      boy,
    ],
    [
      'ischaemic chest pain',
      '58-year-old diabetic with heavy central chest pressure for 40 minutes, sweating',
      older,
    ],
    [
      'chest pain in lay imagery',
      'he says it feels like an elephant sitting on his chest and the pain goes into his left arm',
      man,
    ],
    [
      'ischaemic chest pain, French',
      'douleur thoracique en étau irradiant vers la mâchoire depuis une heure',
      older,
    ],
    ['meningism', 'headache with neck stiffness and photophobia', man],
    [
      'DKA',
      'type 1 diabetic, vomiting all day, abdominal pain and deep sighing breathing, breath smells of acetone',
      { age: 16, gender: 'female', country: 'KE' },
    ],
    ['peritonism', 'abdomen rigid like a board with rebound tenderness, fever', man],
    ['hypertensive emergency', 'BP 230/140 with confusion and blurred vision', man],
    ['breathless in pregnancy', '30 weeks pregnant, cannot lie flat and breathless at rest, RR 34', pregnant],
    [
      'infant heart failure',
      'a 3-month-old breathing fast while feeding, sweating, liver palpable 4 cm, murmur',
      infant,
    ],
    [
      'Bandl ring without shock',
      'primigravida in labour 18 hours, Bandl ring visible, maternal pulse 120, fetal heart 96',
      pregnant,
    ],
    ['child gasping', 'the baby is gasping and goes blue', toddler],
    [
      'scald told in words as a percentage',
      'child of 4 scalded by boiling porridge, about twelve percent of the body',
      { age: 4, gender: 'male', country: 'KE' },
    ],
    [
      'scald, French, area as an estimate',
      'enfant de 5 ans brûlé par l\u2019eau bouillante sur le dos et les fesses, environ 15 %',
      { age: 5, gender: 'female', country: 'CM' },
    ],
    [
      'hernia no longer reducible',
      'his groin hernia no longer goes back, hard and tender since morning, vomiting',
      man,
    ],
    [
      'hernia, French',
      'hernie inguinale devenue dure et douloureuse, impossible à réduire, vomissements',
      man,
    ],
    [
      'torsion told by a parent',
      'my son says his balls hurt badly since this morning, it came on suddenly',
      boy,
    ],
    [
      'labour not progressing, lay',
      'in labour for 20 hours at home, head not coming down, now constant pain',
      pregnant,
    ],
    ['young infant sucking poorly', 'two-week-old, sucking poorly since last night', days(14)],
    [
      'psychosis with threats',
      'hearing voices and shouting at the neighbours, threatened his brother with a panga',
      man,
    ],
    ['psychosis with an attack, Kiswahili', 'anasikia sauti, jana alimshambulia mama yake', man],
    [
      'fast breathing, age in days from the profile',
      'breathing 64 per minute',
      { ageDays: 5, gender: 'male', country: 'UG' },
    ],
    [
      'cold newborn, age in days from the profile',
      'temp 35.0, feels cold',
      { ageDays: 3, gender: 'female', country: 'KE' },
    ],
    [
      'fever in a young infant, profile days, Kiswahili',
      'ana homa tangu jana usiku',
      { ageDays: 20, gender: 'female', country: 'TZ' },
    ],
    ['adult RR 32', 'cough and fever for 3 days, RR 32', man],
  ] as const)('%s', (_name, text, patient) => {
    expect(alarms).toContain(urgencyOf(text, patient));
  });
});

describe('critical when shock, coma, obstruction or a rupture is told', () => {
  it.each([
    [
      'PPH in shock, shorthand',
      'para 3 delivered 2h ago, heavy PV bleeding, PR 130 BP 80/50, cold peripheries',
      mother,
    ],
    [
      'PPH in shock, exam prose',
      'A 31-year-old woman, one hour after a vaginal delivery, is bleeding heavily; pulse 124/min, blood pressure 84/52 mmHg, she is pale and restless.',
      mother,
    ],
    [
      'PPH fainting, Kiswahili',
      'amejifungua jana usiku, anatoka damu nyingi sana, amezimia mara mbili',
      mother,
    ],
    [
      'PPH in shock, French',
      'accouchement il y a 4 heures, elle saigne abondamment, pouls 128, tension 85/50',
      mother,
    ],
    [
      'bleeding at 36 weeks with shock',
      '36 weeks pregnant, bleeding from below with a hard painful belly, pulse 126, BP 86/50',
      pregnant,
    ],
    [
      'septic abortion in shock',
      'after an unsafe abortion last week: fever 39.5, pulse 130, BP 78/40, confused',
      woman,
    ],
    ['eclampsia', 'a woman 32 weeks pregnant had a fit at home, BP 170/115', pregnant],
    [
      'eclampsia after birth',
      'two days after delivery she convulsed; BP 168/112, protein 3+ in urine',
      mother,
    ],
    [
      'obstructed labour with shock',
      'in labour since yesterday, now the pains have stopped, BP 80/50 and she is cold and clammy',
      pregnant,
    ],
    [
      'bleeding at 34 weeks, fast pulse and pale',
      '34 weeks pregnant, bleeding from the vagina, pulse 122, she looks very pale',
      pregnant,
    ],
    ['young infant convulsing', 'a 10-day-old baby with jerking of the arms and legs this morning', days(10)],
    ['burns with shock', 'man with 30% burns from a petrol fire, pulse 130, BP 85/50', man],
    ['head injury GCS 7', 'RTA, head injury, GCS 7/15, pupils unequal', man],
    [
      'multiple injuries with shock',
      'motorbike crash: open fracture of the thigh, chest wall bruising, pulse 136 and BP 82/50',
      man,
    ],
    ['stab wound in shock', 'stab wound to the abdomen, pale and sweaty, BP 80/40, pulse 140', man],
    ['trauma in shock, French', 'accident de la route, plusieurs fractures, pouls 140, TA 80/50', man],
    [
      'foreign body with stridor',
      'a 2-year-old choked on a groundnut and now has noisy breathing in, struggling',
      toddler,
    ],
    ['organophosphate', 'drank a pesticide for ticks, now drooling, pinpoint pupils and sweating', man],
    ['methanol', 'after drinking changaa at a party, now blurred vision and breathing deep', man],
    [
      'tricyclic overdose',
      'swallowed a whole strip of amitriptyline, now drowsy with a fast heart rate',
      woman,
    ],
    ['chest pain with shock', 'crushing chest pain spreading to the jaw, BP 78/50, cold and clammy', older],
    [
      'chest pain with arrhythmia',
      'chest tightness radiating to the left arm with palpitations and fainting, pulse irregular 150',
      older,
    ],
    ['meningitis', 'severe headache, fever and a stiff neck, cannot bend his chin to his chest', man],
    [
      'ascending paralysis with breathlessness',
      'weakness started in both feet 4 days ago and is climbing up, now arms weak and short of breath',
      man,
    ],
    [
      'ascending paralysis, Kiswahili',
      'miguu yote miwili imelegea tangu wiki hii, udhaifu unapanda juu, sasa anashindwa kupumua vizuri',
      man,
    ],
    [
      'lucid interval',
      'hit on the head with a stick, was talking normally for an hour then became drowsy and hard to wake',
      man,
    ],
    ['heat stroke', 'labourer collapsed in the sun, skin hot and dry, temperature 41, confused', man],
    ['shock', 'pulse 140, BP 70/40, cold peripheries, capillary refill 5 seconds', man],
  ] as const)('%s', (_name, text, patient) => {
    expect(urgencyOf(text, patient)).toBe('critical');
  });
});

describe('calm stories raise no alarm', () => {
  it.each([
    [
      'psychosis without danger',
      'hears voices for several months, calm, eating and sleeping, no aggression, no thoughts of harming anyone',
      man,
    ],
    [
      'fast breathing at 30 days is pneumonia, not an emergency',
      'breathing 64 per minute, feeding well, no indrawing',
      { ageDays: 30, gender: 'male', country: 'UG' },
    ],
    ['snoring', 'my husband snores loudly at night, no other complaint', man],
    [
      'a toddler sleeping',
      'my 2-year-old sleeps deeply at night and breathes slowly, active during the day',
      toddler,
    ],
    [
      'an infant sleeping',
      'a 3-week-old who sleeps a lot between feeds and breathes slowly and quietly when asleep, feeding well',
      days(21),
    ],
    [
      'cancer follow-up',
      'breast cancer treated two years ago, here for routine follow-up, feels well',
      { age: 52, gender: 'female', country: 'KE' },
    ],
    [
      'depression without suicidal thoughts',
      'low mood and poor sleep for two months, lost interest in things, denies any thoughts of self-harm',
      woman,
    ],
    [
      'stable COPD',
      'COPD, stable, usual cough and mild breathlessness on climbing stairs, here for inhaler refill',
      older,
    ],
    [
      'dengue without warning signs',
      'fever for 3 days with body aches and headache, no bleeding, no abdominal pain, no vomiting, drinking well',
      man,
    ],
    [
      'thrush in a well infant',
      'six-week-old, feeding well, white patches in the mouth that do not wipe off',
      days(42),
    ],
    ['mild jaundice on day 4', 'a 4-day-old, yellow face only, feeding well and active', days(4)],
    ['small burn', 'small burn on the back of the hand from a hot iron, size of a coin', man],
    ['small burn in a toddler', 'toddler touched the jiko, small blister on one finger', toddler],
    [
      'minor head bump',
      'bumped his head on the door frame, no loss of consciousness, no vomiting, small bruise',
      man,
    ],
    [
      'well after birth',
      'two weeks after delivery, normal lochia, feeding the baby well, feels fine',
      mother,
    ],
    [
      'routine antenatal visit',
      '20 weeks pregnant, routine antenatal visit, feels the baby move, no bleeding',
      pregnant,
    ],
    ['reducible hernia', 'groin swelling for months that goes back when lying down, no pain', man],
    ['prostate symptoms', 'passing urine often at night, weak stream, no pain', older],
    ['tension headache', 'tension-type headache at the end of the day, no vomiting, no fever', woman],
  ] as const)('%s', (_name, text, patient) => {
    expect(alarms).not.toContain(urgencyOf(text, patient));
  });
});
