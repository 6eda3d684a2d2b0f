import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Severe acute pancreatitis presents with the organ failure of a systemic inflammatory response (revised Atlanta
 * 2012; WSES 2019): its pain told with shock, low oxygen and confusion is pancreatitis, not sepsis without a
 * focus; the same shock with fever and no abdominal pain stays sepsis. Cases are our own words.
 */
const engine = createEngine();
const now = new Date('2026-06-15T00:00:00Z');
const shock = {
  heartRate: 132,
  systolicBP: 78,
  diastolicBP: 46,
  respiratoryRate: 32,
  spo2: 88,
  temperatureC: 38.1,
};
const first = (symptoms: string[]) =>
  engine.assess({ symptoms, patient: { age: 44, gender: 'male', country: 'KE', vitals: shock } }, now)
    .diagnosis.primaryDiagnosis.conditionId;

describe('acute pancreatitis with organ failure is pancreatitis, not sepsis', () => {
  it.each([
    [
      'en',
      [
        'Terrible pain in the upper belly going through to the back since yesterday',
        'Vomiting again and again, now drowsy and confused',
      ],
    ],
    ['sh', ['epigastric pain radiating to back x1/7, vomiting++', 'confused, oliguric']],
    [
      'fr',
      ['Douleur épigastrique intense qui irradie dans le dos depuis hier', 'Vomissements, il est confus'],
    ],
  ])('%s: pancreatitis ranks first', (_register, symptoms) => {
    expect(first(symptoms)).toBe('acute-pancreatitis');
  });

  it('control: the same shock with fever, confusion and no abdominal pain stays sepsis', () => {
    expect(first(['High fever since yesterday, now confused and very weak'])).toBe('sepsis');
  });
});

describe('the French pancreatic pain, en barre or transfixiante, told after the epigastric pain', () => {
  const read = (text: string) =>
    engine
      .understand({ symptoms: [text], patient: { age: 44, gender: 'male' } })
      .findings.filter((finding) => finding.present)
      .map((finding) => finding.findingId);

  it.each([
    'Douleur épigastrique violente en barre depuis hier',
    'Douleur épigastrique intense, transfixiante, depuis ce matin',
  ])('"%s" is the pain through to the back', (text) => {
    expect(read(text)).toContain('epigastric-pain-radiating-back');
  });

  it.each(['Douleur épigastrique après les repas', 'Il a mangé une barre de chocolat'])(
    'calm twin: "%s" is not',
    (text) => {
      expect(read(text)).not.toContain('epigastric-pain-radiating-back');
    },
  );
});
