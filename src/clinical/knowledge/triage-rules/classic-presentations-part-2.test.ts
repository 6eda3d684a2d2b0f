import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Classic presentations of part-2 conditions as patients, relatives and clinicians tell them, in English,
 * Kiswahili (with Sheng) and French: the right condition first and the alarm raised, and the look-alike
 * that is not an emergency left calm. Cases written for this test, not taken from any evaluation file.
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const order = ['routine', 'urgent', 'emergency', 'critical'];
type Sex = 'male' | 'female';

function answer(text: string, age: number, gender: Sex, extra: Partial<ClinicalInput['patient']> = {}) {
  const { diagnosis } = engine.diagnose(
    { symptoms: [text], patient: { age, gender, country: 'KE', ...extra } },
    now,
  );
  return {
    top: diagnosis.primaryDiagnosis?.conditionId,
    code: diagnosis.primaryDiagnosis?.icd10,
    urgency: diagnosis.triage.urgency,
  };
}

const atLeast = (urgency: string, floor: string) => order.indexOf(urgency) >= order.indexOf(floor);

const emergencies: [string, number, Sex, string][] = [
  // Strangulated hernia
  [
    'the lump in his groin has become painful and hard and he keeps vomiting',
    52,
    'male',
    'intestinal-obstruction-hernia',
  ],
  ['ngiri yake imekwama, haiingii ndani na anatapika', 47, 'male', 'intestinal-obstruction-hernia'],
  [
    'hernie inguinale qui ne rentre plus, douloureuse, vomissements',
    63,
    'male',
    'intestinal-obstruction-hernia',
  ],
  // Open fracture after a motorbike crash
  ['knocked down by a boda, the shin bone is poking out through the skin', 31, 'male', 'limb-fracture'],
  ['amegongwa na nduthi, mfupa wa mguu umetoboa ngozi', 27, 'male', 'limb-fracture'],
  ['chute de moto-taxi, l os de la jambe perce la peau', 35, 'male', 'limb-fracture'],
  // Acute pancreatitis after drinking
  [
    'after a weekend drinking spree, terrible upper stomach pain boring through to the back, vomiting',
    41,
    'male',
    'acute-pancreatitis',
  ],
  [
    'amekunywa pombe nyingi, maumivu makali chembe yanaenda mgongoni, anatapika',
    39,
    'male',
    'acute-pancreatitis',
  ],
  [
    'douleur en barre épigastrique transfixiante après excès d alcool, vomissements',
    48,
    'male',
    'acute-pancreatitis',
  ],
  // Heart block: fainting with a slow pulse
  ['keeps fainting, her heart beat is very slow', 78, 'female', 'arrhythmia-atrial-fibrillation'],
  ['bibi anazirai, mapigo ya moyo polepole sana', 80, 'female', 'arrhythmia-atrial-fibrillation'],
  ['pertes de connaissance répétées, pouls très lent', 74, 'male', 'arrhythmia-atrial-fibrillation'],
  // Obstructed labour told by a relative
  [
    'my sister has been pushing since morning and the baby will not come out',
    20,
    'female',
    'obstructed-labour',
  ],
  ['mke wangu ana uchungu kwa masaa mengi, mtoto hajatoka', 23, 'female', 'obstructed-labour'],
  ['ma femme est en travail depuis hier, le bébé ne descend pas', 26, 'female', 'obstructed-labour'],
  // Acute angle-closure glaucoma
  [
    'suddenly her eye became very painful and red, vision misty, seeing rainbows around the bulb, vomiting',
    62,
    'female',
    'cataract-glaucoma',
  ],
  [
    'jicho limekuwa jekundu na linauma sana ghafla, anaona miduara kwenye taa',
    66,
    'female',
    'cataract-glaucoma',
  ],
  [
    'oeil droit rouge et très douloureux, halos autour des lampes, nausées',
    59,
    'female',
    'cataract-glaucoma',
  ],
  // Malignant spinal cord compression
  [
    'known cancer of the prostate, back pain at night and now his legs are getting weak',
    71,
    'male',
    'prostate-cancer',
  ],
  ['alitibiwa saratani ya matiti, sasa mgongo unauma na miguu imekufa ganzi', 52, 'female', 'breast-cancer'],
  // Thyroid storm
  [
    'overactive thyroid, stopped her tablets, now very high fever, agitated, racing heart and diarrhoea',
    33,
    'female',
    'hyperthyroidism-goitre',
  ],
  // Psychosis with command voices and violence
  ['hears voices telling him to kill his brother, has been hitting people', 26, 'male', 'psychosis'],
  ['anasikia sauti zinamwambia apige watu, amekuwa mkali sana', 29, 'male', 'psychosis'],
  // Swallowed object with drooling
  ['my daughter swallowed a coin, now drooling and will not eat', 3, 'female', 'foreign-body-airway'],
  ['mtoto amemeza betri ndogo ya saa, anatapika', 2, 'male', 'foreign-body-airway'],
];

describe('classic part-2 emergencies in lay and clinical words, three languages', () => {
  it.each(emergencies)('%s', (text, age, gender, conditionId) => {
    const { top, urgency } = answer(text, age, gender);
    expect(top).toBe(conditionId);
    expect(atLeast(urgency, 'emergency')).toBe(true);
  });
});

describe('classic part-2 presentations that are urgent', () => {
  it.each([
    [
      'toddler with fever, refuses to walk and cries when the hip is moved',
      2,
      'male',
      'osteomyelitis-septic-arthritis',
    ],
    ['mtoto ana homa, hataki kukanyaga, nyonga inauma', 3, 'female', 'osteomyelitis-septic-arthritis'],
    ['enfant fébrile qui ne pose pas le pied, hanche immobile', 2, 'male', 'osteomyelitis-septic-arthritis'],
    [
      'never vaccinated, sore throat, grey coating on the tonsils, neck very swollen',
      6,
      'male',
      'diphtheria',
    ],
    ['hajachanjwa, utando wa kijivu kooni, shingo imevimba', 7, 'female', 'diphtheria'],
  ] as [string, number, Sex, string][])('%s', (text, age, gender, conditionId) => {
    const { top, urgency } = answer(text, age, gender);
    expect(top).toBe(conditionId);
    expect(atLeast(urgency, 'urgent')).toBe(true);
  });

  it('sudden regular racing heart at 190 ranks an arrhythmia, not panic or anaemia', () => {
    expect(answer('heart suddenly racing very fast, pulse 190, regular', 27, 'female').top).toBe(
      'arrhythmia-atrial-fibrillation',
    );
    expect(answer('moyo unadunda kwa kasi mno ghafla, mapigo 185', 30, 'female').top).toBe(
      'arrhythmia-atrial-fibrillation',
    );
  });
});

describe('the code says what was found', () => {
  it('a swallowed object is a foreign body in the alimentary tract (T18), an inhaled one in the airway (T17)', () => {
    expect(answer('swallowed a coin an hour ago, drooling', 4, 'male').code).toBe('T18.9');
    expect(answer('a avalé une pièce de monnaie, bave', 3, 'female').code).toMatch(/^T1[78]/);
    expect(answer('inhaled a groundnut, coughing and wheezing', 2, 'male').code).toMatch(/^T17/);
  });

  it('glaucoma is coded as glaucoma, a cloudy lens as cataract', () => {
    expect(answer('slowly losing her side vision, bumping into things', 64, 'female').code).toMatch(/^H40/);
    expect(answer('painful red eye with halos around lights', 61, 'female').code).toBe('H40.2');
    expect(answer('vision cloudy in both eyes slowly over years, glare at night', 68, 'male').code).toMatch(
      /^H2[56]/,
    );
  });
});

describe('the look-alikes stay calm', () => {
  it.each([
    ['back pain after lifting a heavy sack, walking normally', 35, 'male', 'low-back-pain'],
    ['palpitations when worried about exams, pulse 100', 22, 'female', 'anxiety-panic'],
    [
      'burning upper belly pain after meals for months, better with antacids',
      35,
      'male',
      'peptic-ulcer-dyspepsia',
    ],
    ['red itchy eyes with sticky discharge in both eyes', 30, 'female', 'conjunctivitis'],
    ['blurred vision for a year, no pain', 58, 'male', 'x'],
  ] as [string, number, Sex, string][])('%s', (text, age, gender, conditionId) => {
    const { top, urgency } = answer(text, age, gender);
    if (conditionId !== 'x') expect(top).toBe(conditionId);
    expect(['routine', 'urgent']).toContain(urgency);
  });
});
