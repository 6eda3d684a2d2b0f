import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import { createClinicalTranslator } from '../../language';
import { conditions } from '../conditions';
import { findings } from '../findings';
import { french } from '../translations/fr';
import { swahili } from '../translations/sw';
import { triageRules } from '.';

/*
 * Adult emergencies told in ordinary clinical words, each beside a calm twin that must stay calm: pulmonary
 * embolism without the word 'sudden' (ESC PE 2019), diabetic foot with gangrene (IWGDF 2023), pink frothy
 * sputum (ESC HF 2021), chest pain in a patient known for anxiety (ESC ACS 2023), a silent chest (GINA 2024,
 * BTS/SIGN 158), massive haemoptysis, Kussmaul breathing in everyday words (ADA 2024, JBDS 2023) and a leaking
 * or ruptured abdominal aortic aneurysm (ESVS 2024, ESC aortic 2014).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Sex = 'male' | 'female';
const assess = (text: string, age: number, gender: Sex) =>
  engine.diagnose({ symptoms: [text], patient: { age, gender, country: 'KE' } }, now).diagnosis;
const ranked = (diagnosis: ReturnType<typeof assess>) =>
  [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map((entry) => entry.conditionId);
const isAlarm = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('pulmonary embolism told without "sudden" is an emergency and ranks first', () => {
  it.each([
    [
      'breathless with sharp chest pain on breathing in, right calf swollen and tender, knee surgery last week, heart rate 120',
      60,
      'male',
    ],
    [
      'short of breath and chest pain when breathing, painful swollen calf, delivered a baby 10 days ago',
      28,
      'female',
    ],
    ['bedridden for two weeks after a stroke, now breathless, pulse 118, swollen leg', 70, 'male'],
    ['pleuritic pain and breathlessness after a long flight, pulse 115, one leg swollen', 45, 'female'],
  ] as const)('"%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/pulmonary embolism/);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('dvt-pulmonary-embolism');
  });

  it('calm twin: recent surgery with a mild cough and a normal pulse stays without an embolism alarm', () => {
    const diagnosis = assess('had surgery last week, mild dry cough, pulse 78', 50, 'male');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/pulmonary embolism/);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(false);
  });
});

describe('a diabetic foot with gangrene is recognised, urgent, and an emergency with fever', () => {
  it('gangrene and a foul foot ulcer in a person with diabetes: at least urgent, named diabetic foot', () => {
    const diagnosis = assess(
      'known diabetic, blackened toe and foul-smelling foot ulcer with spreading redness',
      62,
      'male',
    );
    expect(['urgent', 'emergency', 'critical']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/diabetic foot/);
  });

  it.each([
    ['diabetic with a gangrenous toe, fever 39', 58, 'female'],
    ['diabetic foot ulcer, now fever and rigors, pulse 120', 66, 'male'],
    ['mgonjwa wa kisukari, kidole kimekuwa cheusi, ana homa kali', 60, 'male'],
    ['diabétique, orteil noir, fièvre', 64, 'female'],
  ] as const)('with fever: emergency "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/diabetic foot infection/);
  });

  it('calm twin: a diabetic with a corn on the foot and no wound raises no diabetic-foot alarm', () => {
    const diagnosis = assess(
      'known diabetic for routine review, sugar well controlled, feet look healthy',
      55,
      'male',
    );
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/diabetic foot/);
  });
});

describe('pink frothy sputum is acute pulmonary oedema', () => {
  it.each([
    ['coughing up pink frothy sputum and very breathless', 68, 'male'],
    ['anakohoa makohozi ya povu ya waridi, anakosa pumzi', 70, 'female'],
    ['crachats mousseux rosés, dyspnée', 72, 'male'],
  ] as const)('"%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/pulmonary oedema/);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('heart-failure');
  });

  it('calm twin: white sputum with a cold raises no pulmonary oedema alarm', () => {
    const diagnosis = assess('cough with white sputum and a runny nose for three days', 30, 'female');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/pulmonary oedema/);
  });
});

describe('chest pain in a patient known for anxiety is not discounted', () => {
  it.each([
    ['known anxiety, chest pain and sweating', 58, 'male'],
    ['known anxiety disorder, chest pain for one hour, sweating, nauseous', 62, 'female'],
    ['history of panic attacks, chest pressure going to the left arm', 55, 'male'],
    ['anxious patient, chest tightness on exertion, sweaty, hypertensive and diabetic', 57, 'male'],
  ] as const)('"%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(ranked(diagnosis).slice(0, 3)).toContain('acute-coronary-syndrome');
  });

  it('a history of anxiety no longer counts against an acute coronary syndrome', () => {
    const share = (text: string) =>
      [assess(text, 58, 'male').primaryDiagnosis, ...assess(text, 58, 'male').differentialDiagnoses].find(
        (entry) => entry.conditionId === 'acute-coronary-syndrome',
      )?.probability ?? 0;
    expect(share('known anxiety, chest pain and sweating')).toBeGreaterThanOrEqual(10);
  });

  it.each([
    [
      'known anxiety, sharp localised chest pain, tender on pressing the spot, no breathlessness',
      24,
      'female',
    ],
    ['panic attacks, tingling fingers, racing heart, chest tightness when stressed', 25, 'female'],
  ] as const)('calm twin stays calm: "%s"', (text, age, gender) => {
    expect(isAlarm(assess(text, age, gender).triage.urgency)).toBe(false);
  });
});

describe('a silent chest is life-threatening asthma; massive haemoptysis is an emergency', () => {
  it.each([
    ['asthmatic, very breathless, silent chest on auscultation', 30, 'female'],
    ['mgonjwa wa pumu, anakosa pumzi sana, kifua kimya', 25, 'male'],
    ['asthmatique, silence auscultatoire', 35, 'female'],
  ] as const)('critical: "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/life-threatening asthma/);
  });

  it.each([
    ['coughing up cupfuls of blood', 45, 'male'],
    ['coughing up large amounts of blood since this morning', 40, 'male'],
    ['anakohoa damu nyingi', 50, 'male'],
    ['hémoptysie massive', 55, 'female'],
  ] as const)('emergency: "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/massive haemoptysis/);
  });

  it('calm twins: a wheezy chest and blood-streaked sputum do not raise these alarms', () => {
    expect(
      assess('asthmatic, mild wheeze, speaks in full sentences', 30, 'female').triage.reasons.join(' '),
    ).not.toMatch(/life-threatening asthma/);
    expect(
      assess('cough for three weeks, streaks of blood in sputum', 35, 'male').triage.reasons.join(' '),
    ).not.toMatch(/massive haemoptysis/);
  });
});

describe('Kussmaul breathing in everyday words with diabetes is DKA; pleuritic pain is not', () => {
  it.each([
    ['high blood sugar, air hunger, abdominal pain and vomiting', 22, 'male'],
    ['type 1 diabetes, deep breathing, drowsy', 16, 'male'],
    ['diabetic, ketones in urine, breathing deeply', 19, 'female'],
  ] as const)('DKA emergency: "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/DKA/);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('diabetic-ketoacidosis');
  });

  it.each([
    ['pain on deep breathing, cough and fever', 35, 'male'],
    ['diabetic, hurts when I breathe deeply, cough for a week', 50, 'male'],
    ['known diabetic, chest pain worse with deep breathing', 45, 'female'],
    ['known diabetic, chest pain worse on deep breathing', 50, 'male'],
  ] as const)('pleuritic pain is not Kussmaul breathing: "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    const present = diagnosis.findingsUsed
      .filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(present).not.toContain('kussmaul-breathing');
    expect(present).not.toContain('deep-breathing-air-hunger');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/DKA/);
  });

  it('calm twin: air hunger in an asthmatic without diabetes raises no DKA alarm', () => {
    expect(assess('asthmatic with wheeze and air hunger', 28, 'female').triage.reasons.join(' ')).not.toMatch(
      /DKA/,
    );
  });
});

describe('abdominal aortic aneurysm: leaking or ruptured is critical, and no weak match is the working diagnosis', () => {
  it.each([
    ['pulsatile abdominal mass, sudden tearing abdominal pain, collapsed, BP 80/50', 72, 'male'],
    ['known abdominal aortic aneurysm, now sudden abdominal pain and fainted', 75, 'male'],
    ['back pain and abdominal pain, collapsed', 72, 'male'],
    ['abdominal pain, back pain, collapsed, BP 80/50', 74, 'male'],
    ['masse abdominale pulsatile, douleur du dos, syncope', 70, 'male'],
  ] as const)('critical: "%s"', (text, age, gender) => {
    const diagnosis = assess(text, age, gender);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/aneurysm/);
  });

  it.each(['abdominal pain, back pain', 'knee pain, back pain'])(
    'each pain keeps its own site: "%s" reads back pain (not a second pain of the first site)',
    (text) => {
      const present = assess(text, 60, 'male')
        .findingsUsed.filter((finding) => finding.present)
        .map((finding) => finding.findingId);
      expect(present).toContain('back-pain');
    },
  );

  it('a pulsatile mass with back pain is an emergency, and the closest known condition is not called the diagnosis', () => {
    const diagnosis = assess(
      'sudden severe back pain radiating to abdomen, pulsatile mass in the abdomen',
      68,
      'male',
    );
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
    expect(diagnosis.fitsKnownCondition).toBe(false);
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/Working diagnosis/);
  });

  it('calm twins: back pain after lifting in a young man, and abdominal pain with collapse in a young woman, raise no aneurysm alarm', () => {
    expect(
      assess('low back pain after lifting, walking normally', 30, 'male').triage.reasons.join(' '),
    ).not.toMatch(/aneurysm/);
    expect(
      assess('abdominal pain and back pain, fainted', 25, 'female').triage.reasons.join(' '),
    ).not.toMatch(/aneurysm/);
  });
});

describe('the new alarms speak Kiswahili and French', () => {
  const newRuleIds =
    /^(silent-chest|massive-haemoptysis|pink-frothy-sputum|deep-breathing-with-diabetes|diabetic-|chest-pain-with-sweating|chest-symptoms-with-a-swollen-calf|.*-with-fast-pulse-or-low-oxygen|pulsatile-abdominal-mass|.*-with-collapse-in-an-older-adult)/;
  const texts = triageRules
    .filter((rule) => newRuleIds.test(rule.id))
    .flatMap((rule) => [rule.reason, ...rule.actions]);

  it.each([
    ['sw', swahili],
    ['fr', french],
  ] as const)('%s: every reason and action of the new rules is translated', (_, data) => {
    const translator = createClinicalTranslator(data, { conditions, findings });
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => translator.translate(text) === undefined)).toEqual([]);
  });
});
