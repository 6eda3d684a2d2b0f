import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
const shock = { temperatureC: 39.5, heartRate: 130, respiratoryRate: 28, systolicBP: 78, diastolicBP: 45 };

function diagnose(symptoms: string[], patient: ClinicalInput['patient']) {
  const { diagnosis } = engine.diagnose({ symptoms, patient }, now);
  return {
    top: diagnosis.primaryDiagnosis.conditionId,
    listed: [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    ),
    urgency: diagnosis.triage.urgency,
    emergencyAlert: diagnosis.emergencyAlert,
  };
}

describe('a syndrome told with its source names the source (knowledge: comesWith, syndromeFindings)', () => {
  it('septic shock with biliary pain and jaundice: gallstones first, sepsis beside it, critical', () => {
    const answer = diagnose(
      [
        'known gallstones, right upper abdominal pain for 2 days',
        'yellow eyes, fever with rigors',
        'now confused and drowsy',
      ],
      { age: 58, gender: 'female', country: 'KE', vitals: shock },
    );
    expect(answer.top).toBe('gallstone-disease');
    expect(answer.listed.slice(0, 3)).toContain('sepsis');
    expect(answer.urgency).toBe('critical');
    expect(answer.emergencyAlert).toBe(true);
  });

  it('fever, rigors and little urine with loin-to-groin colic: the stone first, an emergency', () => {
    const answer = diagnose(
      [
        'colicky pain from the loin to the groin since yesterday',
        'fever and rigors, passing very little urine',
      ],
      { age: 45, gender: 'male', country: 'KE' },
    );
    expect(answer.top).toBe('renal-colic');
    expect(['emergency', 'critical']).toContain(answer.urgency);
  });

  it('a stiff neck and severe headache after swollen parotid glands: mumps first, an emergency', () => {
    const answer = diagnose(
      [
        'both parotid glands swollen for 5 days, never vaccinated',
        'now severe headache, stiff neck, light hurts the eyes, vomiting, drowsy and confused',
      ],
      { age: 9, gender: 'male', country: 'TZ' },
    );
    expect(answer.top).toBe('mumps');
    expect(['emergency', 'critical']).toContain(answer.urgency);
  });

  it('a child with a high fever who will not move the leg, breathing fast and drowsy: septic arthritis before sepsis', () => {
    const answer = diagnose(
      ['high fever since yesterday, will not move the right leg', 'drowsy, not eating'],
      {
        age: 4,
        gender: 'male',
        country: 'UG',
        vitals: { temperatureC: 39.8, heartRate: 160, respiratoryRate: 40 },
      },
    );
    // Malaria stays beside them in an endemic country without a test: the source is named before the syndrome.
    expect(answer.listed.indexOf('osteomyelitis-septic-arthritis')).toBeGreaterThanOrEqual(0);
    expect(answer.listed.indexOf('osteomyelitis-septic-arthritis')).toBeLessThan(
      answer.listed.indexOf('sepsis'),
    );
    expect(['emergency', 'critical']).toContain(answer.urgency);
  });

  it('a swollen, tight belly, no stool or wind and vomiting, with shock: the obstruction first', () => {
    const answer = diagnose(
      ['belly swollen and tight for 2 days, has not passed stool or wind', 'vomiting, cold sweaty hands'],
      { age: 60, gender: 'male', country: 'UG', vitals: shock },
    );
    expect(answer.top).toBe('intestinal-obstruction-hernia');
    expect(answer.urgency).toBe('critical');
  });

  it('the source must be told by its own signs: urinary sepsis in an old man with no loin pain is no stone', () => {
    const answer = diagnose(
      [
        'confused and agitated for 2 days, worse at night, drowsy by day',
        'burning urine and pain in the lower belly',
        'urine dipstick nitrite positive',
      ],
      {
        age: 75,
        gender: 'male',
        country: 'UG',
        vitals: { temperatureC: 38.7, heartRate: 116, respiratoryRate: 24, systolicBP: 96, diastolicBP: 58 },
      },
    );
    expect(answer.top).not.toBe('renal-colic');
    expect(['emergency', 'critical']).toContain(answer.urgency);
  });

  it('the form with the syndrome is as urgent as the syndrome: leptospirosis with organ failure is critical', () => {
    const answer = diagnose(
      [
        'farmer in flooded rice fields with many rats, fever and severe muscle pains for 5 days',
        'red eyes, yellow eyes, now coughing blood',
      ],
      {
        age: 35,
        gender: 'male',
        country: 'TZ',
        vitals: { temperatureC: 39, heartRate: 124, respiratoryRate: 34, spo2: 86 },
      },
    );
    expect(answer.top).toBe('leptospirosis');
    expect(answer.urgency).toBe('critical');
  });

  it('calm twin: swollen parotid glands with mild fever, no meningism, is mumps and no emergency', () => {
    const answer = diagnose(['both parotid glands swollen for 3 days, pain on chewing, mild fever'], {
      age: 7,
      gender: 'female',
      country: 'TZ',
    });
    expect(answer.top).toBe('mumps');
    expect(answer.emergencyAlert).toBe(false);
  });

  it('calm twin: shock, fever and confusion with no source told stays sepsis, critical', () => {
    const answer = diagnose(['fever with rigors', 'confused and drowsy', 'cold hands'], {
      age: 58,
      gender: 'female',
      country: 'KE',
      vitals: shock,
    });
    expect(answer.top).toBe('sepsis');
    expect(answer.urgency).toBe('critical');
  });

  it('calm twin: biliary pain without sepsis stays gallstones, not an emergency', () => {
    const answer = diagnose(['right upper abdominal pain after fatty meals for a week', 'nausea'], {
      age: 50,
      gender: 'female',
      country: 'KE',
    });
    expect(answer.top).toBe('gallstone-disease');
    expect(answer.emergencyAlert).toBe(false);
  });
});
