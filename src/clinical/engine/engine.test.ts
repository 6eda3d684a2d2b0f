import { describe, expect, it } from 'vitest';
import { createEngine } from './index';
import type { ClinicalInput } from './types';

const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z'); // long-rains malaria season in East Africa

const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const topIds = (input: ClinicalInput, count = 3) => {
  const diagnosis = diagnose(input);
  return [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses]
    .slice(0, count)
    .map((entry) => entry.conditionId);
};

describe('the reasoning engine, case by case', () => {
  it.each<[string, ClinicalInput, string]>([
    [
      'adult with fever, rigors and a positive RDT: uncomplicated malaria',
      {
        symptoms: ['fever and chills for 3 days', 'headache', 'joint pains'],
        patient: { age: 30, gender: 'male', country: 'KE', vitals: { temperatureC: 38.8 } },
        labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
      },
      'malaria-uncomplicated',
    ],
    [
      'a woman with burning urine and frequency, no fever: cystitis',
      {
        symptoms: [
          'burning when passing urine',
          'passing urine often',
          'pain above the pubic bone',
          'no fever',
        ],
        patient: { age: 26, gender: 'female', pregnant: false, country: 'UG' },
      },
      'cystitis',
    ],
    [
      'profuse rice-water stools in an outbreak: cholera',
      {
        symptoms: [
          'profuse watery diarrhoea like rice water',
          'vomiting',
          'very thirsty',
          'others in the village have the same',
        ],
        patient: { age: 35, gender: 'female', country: 'SO' },
      },
      'cholera',
    ],
    [
      'in Swahili, homa na kikohozi kwa wiki tatu, jasho usiku, kupungua uzito: tuberculosis',
      {
        symptoms: ['kikohozi kwa wiki tatu', 'homa', 'jasho usiku', 'kupungua uzito'],
        patient: { age: 40, gender: 'male', country: 'TZ' },
      },
      'pulmonary-tuberculosis',
    ],
  ])('%s', (_name, input, expected) => {
    expect(topIds(input)).toContain(expected);
  });

  it('gives calibrated probabilities: 0-100, ordered, leaving room for conditions outside the knowledge base', () => {
    const diagnosis = diagnose({ symptoms: ['cough', 'runny nose', 'sore throat'], patient: { age: 25 } });
    const probabilities = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.probability,
    );
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(probabilities.every((value) => value >= 0 && value <= 100)).toBe(true);
    expect(
      probabilities.reduce((sum, value) => sum + value, 0) + diagnosis.otherProbability,
    ).toBeLessThanOrEqual(100.5);
  });

  it('lowers malaria when the clinician records that there is no fever', () => {
    const base = { symptoms: ['headache', 'joint pains'], patient: { age: 30, country: 'KE' } };
    const withFever = diagnose({ ...base, symptoms: [...base.symptoms, 'fever'] });
    const withoutFever = diagnose({ ...base, symptoms: [...base.symptoms, 'no fever'] });
    const malaria = (diagnosis: ReturnType<typeof diagnose>) =>
      [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].find(
        (entry) => entry.conditionId === 'malaria-uncomplicated',
      )?.probability ?? 0;
    expect(malaria(withoutFever)).toBeLessThan(malaria(withFever));
  });

  it('raises an emergency on danger signs whatever the ranking says: a child who cannot drink and is lethargic', () => {
    const diagnosis = diagnose({
      symptoms: ['runny nose', 'unable to drink', 'very sleepy'],
      patient: { age: 2, gender: 'female' },
    });
    expect(diagnosis.triage.urgency === 'emergency' || diagnosis.triage.urgency === 'critical').toBe(true);
    expect(diagnosis.emergencyAlert).toBe(true);
    expect(diagnosis.emergencyActions.length).toBeGreaterThan(0);
  });

  it('does not raise an alarm on words it cannot read, whatever the age', () => {
    const diagnosis = diagnose({ symptoms: ['asdf qwerty'], patient: {} });
    expect(diagnosis.emergencyAlert).toBe(false);
    expect(diagnosis.triage.reasons.filter((reason) => !reason.startsWith('Working diagnosis'))).toEqual([]);
  });

  it('treats a fit lasting 10 minutes as status epilepticus: critical', () => {
    const diagnosis = diagnose({
      symptoms: [{ symptom: 'generalised fit', duration: '10 minutes' }],
      patient: { age: 24 },
    });
    expect(diagnosis.triage.urgency).toBe('critical');
  });

  it('keeps a common cold routine and says what would change the ranking', () => {
    const diagnosis = diagnose({
      symptoms: ['runny nose', 'sneezing', 'mild sore throat', 'no fever'],
      patient: { age: 30, vitals: { temperatureC: 36.8 } },
    });
    expect(diagnosis.triage.urgency).toBe('routine');
    expect(diagnosis.emergencyAlert).toBe(false);
    expect(diagnosis.nextQuestions.length).toBeGreaterThan(0);
    expect(diagnosis.nextQuestions.length).toBeLessThanOrEqual(5);
  });

  it('explains each differential with the findings for and against it', () => {
    const diagnosis = diagnose({
      symptoms: ['fever', 'neck stiffness', 'severe headache', 'no rash'],
      patient: { age: 20 },
    });
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('bacterial-meningitis');
    expect(diagnosis.emergencyAlert).toBe(true);
    const migraine = engine.diagnose(
      { symptoms: ['fever', 'neck stiffness', 'severe headache'], patient: { age: 20 } },
      now,
    );
    expect(
      migraine.diagnosis.differentialDiagnoses.some((entry) =>
        entry.supportingEvidence.some((text) => /headache/i.test(text)),
      ),
    ).toBe(true);
    const tension = diagnosis.differentialDiagnoses.find(
      (entry) => entry.conditionId === 'tension-type-headache' || entry.conditionId === 'migraine',
    );
    if (tension) expect(tension.contradictingEvidence.join(' ')).toMatch(/fever|neck/i);
  });
});
