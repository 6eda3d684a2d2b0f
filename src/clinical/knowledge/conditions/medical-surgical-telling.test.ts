import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Conditions 134-156 of clinical-scope.md told the way patients, relatives and nurses tell them (lay English,
 * Kiswahili, French), with the look-alike that used to take their place, and the alarms that must and must
 * not ring for them.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');

function diagnose(input: ClinicalInput) {
  const { diagnosis } = engine.diagnose(input, now);
  const ranked = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses];
  return {
    ids: ranked.map((entry) => entry.conditionId),
    codes: ranked.map((entry) => entry.icd10),
    urgency: diagnosis.triage.urgency,
    present: diagnosis.findingsUsed.filter((finding) => finding.present).map((finding) => finding.findingId),
  };
}

const told: Array<[string, string, ClinicalInput]> = [
  [
    'gallstone-disease',
    'biliary colic: pain after fried food spreading to the right shoulder blade (not ulcer pain, not the heart)',
    {
      symptoms: [
        'bouts of pain in the upper right belly after eating fried food',
        'the pain goes up to the right shoulder',
      ],
      patient: { age: 45, gender: 'female' },
    },
  ],
  [
    'gallstone-disease',
    'biliary colic in Kiswahili',
    {
      symptoms: ['maumivu chini ya mbavu upande wa kulia baada ya kula vyakula vya mafuta', 'kichefuchefu'],
      patient: { age: 40, gender: 'female' },
    },
  ],
  [
    'bph-urinary-retention',
    'an enlarged prostate told in French',
    {
      symptoms: ['difficulté à uriner, jet urinaire faible', 'se lever la nuit pour uriner plusieurs fois'],
      patient: { age: 70, gender: 'male' },
    },
  ],
  [
    'dvt-pulmonary-embolism',
    'a painful swollen calf in Kiswahili after a long journey',
    {
      symptoms: ['kigimbi kimevimba na kinauma', 'amesafiri safari ndefu ya gari'],
      patient: { age: 45, gender: 'male' },
    },
  ],
  [
    'arrhythmia-atrial-fibrillation',
    'an irregular racing heart in Kiswahili',
    {
      symptoms: ['mapigo ya moyo hayana mpangilio', 'moyo unaenda mbio tangu jana'],
      patient: { age: 65, gender: 'male' },
    },
  ],
  [
    'bipolar-mania',
    'mania told by a relative in Kiswahili',
    {
      symptoms: [
        'halali usiku kucha lakini hachoki',
        'anajiona tajiri na anafuja pesa',
        'anaongea bila kukoma',
      ],
      patient: { age: 30, gender: 'male' },
    },
  ],
  [
    'oesophageal-cancer',
    'swallowing that got worse from solids to liquids, in French',
    {
      symptoms: ['a du mal à avaler depuis des mois', 'maintenant même les liquides', 'amaigrissement'],
      patient: { age: 60, gender: 'male' },
    },
  ],
  [
    'bells-palsy',
    'a facial palsy in French, forehead included',
    {
      symptoms: ['bouche tirée d un côté depuis ce matin', 'ne peut pas plisser le front du même côté'],
      patient: { age: 35, gender: 'female' },
    },
  ],
  [
    'cataract-glaucoma',
    'a cataract in lay English',
    {
      symptoms: ['vision slowly getting worse over two years, foggy vision', 'the pupil looks white'],
      patient: { age: 70, gender: 'male' },
    },
  ],
  [
    'urticaria',
    'hives in French after a meal',
    {
      symptoms: ['plaques qui démangent et qui bougent sur tout le corps', 'après avoir mangé des arachides'],
      patient: { age: 25, gender: 'male' },
    },
  ],
];

describe('conditions 134-156 told in everyday words', () => {
  it.each(told)('%s first: %s', (conditionId, _label, input) => {
    expect(diagnose(input).ids[0]).toBe(conditionId);
  });

  it('reads pain after a fatty meal as biliary, not as the ulcer pain that food eases', () => {
    const { present } = diagnose({
      symptoms: ['upper belly pain after fatty food'],
      patient: { age: 45, gender: 'female' },
    });
    expect(present).toContain('pain-after-fatty-food');
    expect(present).not.toContain('pain-related-to-meals');
  });
});

describe('the rhythm told apart from its look-alikes', () => {
  it('puts re-entrant tachycardia (a racing heart of sudden onset at 190/min) before panic and asthma', () => {
    const { ids, present } = diagnose({
      symptoms: ['palpitations of sudden onset an hour ago', 'slight tightness in the chest'],
      patient: { age: 27, gender: 'female', vitals: { heartRate: 190 } },
    });
    expect(present).toContain('sudden-onset-palpitations');
    expect(ids[0]).toBe('arrhythmia-atrial-fibrillation');
  });

  it('reads complete heart block on the ECG as an arrhythmia, never as a fracture or dislocation', () => {
    const { ids, present } = diagnose({
      symptoms: ['old man with repeated faints', 'pulse 36', 'ECG: complete heart block'],
      patient: { age: 78, gender: 'male' },
    });
    expect(present).toContain('arrhythmia-on-ecg-lab');
    expect(present).not.toContain('limb-deformity-fracture');
    expect(ids[0]).toBe('arrhythmia-atrial-fibrillation');
  });

  it('reads a growing mass in an adult belly as an abdominal mass, not the fast jaw tumour of a child', () => {
    const { present } = diagnose({
      symptoms: ['a hard lump in the upper belly that grows quickly', 'weight loss'],
      patient: { age: 50, gender: 'male' },
    });
    expect(present).toContain('abdominal-mass');
    expect(present).not.toContain('rapidly-growing-jaw-or-abdominal-mass-child');
  });
});

describe('the precise ICD-10 code the findings call for', () => {
  it('codes pericarditis with a rub and no effusion as acute pericarditis, and an effusion as I31.3', () => {
    const rub = diagnose({
      symptoms: ['sharp chest pain eased by leaning forward', 'pericardial friction rub'],
      patient: { age: 30, gender: 'male' },
    });
    expect(rub.ids[0]).toBe('pericarditis-effusion');
    expect(rub.codes[0]).toBe('I30.9');
    const effusion = diagnose({
      symptoms: ['breathless for weeks', 'distant heart sounds', 'swollen neck veins'],
      patient: { age: 35, gender: 'male' },
    });
    expect(effusion.codes[effusion.ids.indexOf('pericarditis-effusion')]).toBe('I31.3');
  });

  it('codes memory lost over years as dementia', () => {
    const { ids, codes } = diagnose({
      symptoms: ['forgets names and gets lost near home for three years', 'repeats the same questions'],
      patient: { age: 80, gender: 'female' },
    });
    expect(ids[0]).toBe('delirium-dementia');
    expect(codes[0]).toBe('F03');
  });
});

describe('alarms for these conditions ring for the severe form only', () => {
  it('calls breast cancer with weak legs spinal cord compression, and with bone pain alone does not', () => {
    const calm = diagnose({
      symptoms: ['hard breast lump fixed to the skin', 'bone pain in the lower back for a month'],
      patient: { age: 50, gender: 'female' },
    });
    expect(calm.urgency).toBe('urgent');
    const cord = diagnose({
      symptoms: ['hard breast lump fixed to the skin', 'back pain and both legs weak since yesterday'],
      patient: { age: 50, gender: 'female' },
    });
    expect(['emergency', 'critical']).toContain(cord.urgency);
  });

  it('raises mania in the weeks after a birth as postpartum psychosis, and mania at another time does not', () => {
    const afterBirth = diagnose({
      symptoms: [
        'since the delivery she sleeps two hours a night and is full of energy',
        'talking very fast',
      ],
      patient: { age: 26, gender: 'female', postpartumDays: 9 },
    });
    expect(afterBirth.ids[0]).toBe('bipolar-mania');
    expect(afterBirth.urgency).toBe('emergency');
    const calm = diagnose({
      symptoms: ['for a week she sleeps two hours a night and is full of energy', 'talking very fast'],
      patient: { age: 26, gender: 'female' },
    });
    expect(calm.ids[0]).toBe('bipolar-mania');
    expect(calm.urgency).toBe('urgent');
  });

  it('asks for a same-day look at breathlessness after a birth, but not at a swollen leg after a birth', () => {
    const leg = diagnose({
      symptoms: ['one leg swollen and painful since the caesarean', 'no breathing problem'],
      patient: { age: 28, gender: 'female', postpartumDays: 12 },
    });
    expect(leg.ids[0]).toBe('dvt-pulmonary-embolism');
    const breathless = diagnose({
      symptoms: ['breathless on walking and cannot lie flat', 'legs swollen'],
      patient: { age: 28, gender: 'female', postpartumDays: 20 },
    });
    expect(breathless.ids.slice(0, 3)).toContain('cardiomyopathy');
    expect(breathless.urgency).toBe('urgent');
  });
});
