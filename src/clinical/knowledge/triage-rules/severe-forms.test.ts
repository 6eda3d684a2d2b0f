import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * The severe form of a part-2 condition is raised from its guideline's danger feature, whatever the ranking;
 * the same condition without that feature stays below emergency (each alarm has its calm twin).
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const urgencyOf = (symptoms: string[], patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.triage.urgency;
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('severe forms of part-2 conditions', () => {
  it('a nephritic child with a blood pressure of 150/100 who is vomiting: emergency (symptomatic stage 2)', () => {
    const child = (systolicBP: number, diastolicBP: number) =>
      ({ age: 8, gender: 'female', country: 'KE', vitals: { systolicBP, diastolicBP } }) as const;
    const nephritis = ['cola-coloured urine for 3 days', 'puffy eyes', 'sore throat two weeks ago'];
    expect(isEmergency(urgencyOf([...nephritis, 'vomiting since morning'], child(150, 100)))).toBe(true);
    // Calm twins: the same child with a normal reading, and a stage-2 reading with no symptom of it.
    expect(isEmergency(urgencyOf([...nephritis, 'vomiting since morning'], child(110, 70)))).toBe(false);
    expect(isEmergency(urgencyOf([...nephritis, 'playing and eating well'], child(145, 95)))).toBe(false);
  });

  it('a nephritic child with a headache and a stage-2 reading: emergency (AAP 2017: symptomatic stage 2)', () => {
    const child = (vitals: { systolicBP: number; diastolicBP: number } | undefined) =>
      ({ age: 7, gender: 'male', country: 'UG', ...(vitals ? { vitals } : {}) }) as const;
    const nephritis = [
      'tea-coloured urine for 4 days',
      'face swollen in the morning',
      'skin sores a month ago',
    ];
    expect(
      isEmergency(
        urgencyOf([...nephritis, 'he has a headache'], child({ systolicBP: 148, diastolicBP: 98 })),
      ),
    ).toBe(true);
    // Calm twins: the headache without a measured stage-2 reading (the soft sign most nephritic children have),
    // and with a reading below stage 2.
    expect(isEmergency(urgencyOf([...nephritis, 'he has a headache'], child(undefined)))).toBe(false);
    expect(
      isEmergency(
        urgencyOf([...nephritis, 'he has a headache'], child({ systolicBP: 118, diastolicBP: 76 })),
      ),
    ).toBe(false);
  });

  it('a child with a belly mass growing fast who passes little urine: emergency; the mass alone is not', () => {
    const child = { age: 7, gender: 'male', country: 'UG' } as const;
    expect(
      isEmergency(
        urgencyOf(['big belly with a mass growing fast for 2 weeks', 'passing very little urine'], child),
      ),
    ).toBe(true);
    expect(
      isEmergency(urgencyOf(['big belly with a mass growing fast for 2 weeks', 'eating well'], child)),
    ).toBe(false);
  });

  it('a discharging ear with a drooping face: emergency (complicated otitis, necrotising otitis externa)', () => {
    expect(
      isEmergency(
        urgencyOf(['smelly discharge from the right ear for weeks', 'face drooping on the right side'], {
          age: 68,
          gender: 'male',
          country: 'KE',
          medicalHistory: ['diabetes'],
        }),
      ),
    ).toBe(true);
  });

  it('calm twin: a discharging ear alone is not an emergency', () => {
    const adult = { age: 35, gender: 'female', country: 'UG' } as const;
    expect(isEmergency(urgencyOf(['discharge from the ear for two weeks', 'ear pain'], adult))).toBe(false);
  });

  it('pericarditis with a fast pulse and breathlessness lying flat: emergency (tamponade developing)', () => {
    expect(
      isEmergency(
        urgencyOf(['chest pain that is better when I sit forward', 'breathless, cannot lie flat'], {
          age: 32,
          gender: 'male',
          country: 'UG',
          medicalHistory: ['HIV positive'],
          vitals: { heartRate: 120, systolicBP: 104, respiratoryRate: 24 },
        }),
      ),
    ).toBe(true);
  });

  it('calm twin: breathlessness lying flat with a fast pulse and swollen legs but no pericardial sign is not tamponade', () => {
    expect(
      isEmergency(
        urgencyOf(['more and more breathless for a month', 'legs swelling', 'cannot lie flat'], {
          age: 35,
          gender: 'male',
          country: 'KE',
          medicalHistory: ['HIV on ART'],
          vitals: { heartRate: 112, systolicBP: 104 },
        }),
      ),
    ).toBe(false);
  });

  it('calm twin: the same chest pain with a normal pulse and no breathlessness is not an emergency', () => {
    expect(
      isEmergency(
        urgencyOf(['chest pain better when leaning forward'], {
          age: 32,
          gender: 'male',
          country: 'UG',
          vitals: { heartRate: 84, systolicBP: 124, respiratoryRate: 16 },
        }),
      ),
    ).toBe(false);
  });

  it('psychosis with a threat of violence told without an article: emergency (mhGAP: risk to others)', () => {
    const adult = { age: 28, gender: 'male', country: 'KE' } as const;
    expect(
      isEmergency(
        urgencyOf(['talking to himself, hearing voices', 'threatened his brother with panga'], adult),
      ),
    ).toBe(true);
    expect(isEmergency(urgencyOf(['talking to himself, hearing voices', 'calm and eating'], adult))).toBe(
      false,
    );
  });

  it('a toddler who pulled hot tea over the chest and both arms: emergency; a scald of one hand is not', () => {
    const toddler = { age: 2, gender: 'female', country: 'KE', weight: 12 } as const;
    expect(
      isEmergency(
        urgencyOf(['pulled a pot of hot tea onto herself', 'chest and both arms blistered'], toddler),
      ),
    ).toBe(true);
    expect(
      isEmergency(
        urgencyOf(['pulled a cup of hot tea onto herself', 'a blister on the back of one hand'], toddler),
      ),
    ).toBe(false);
  });

  it('a grey covering in the throat: emergency (suspected diphtheria); white spots on the tonsils are not', () => {
    const child = { age: 7, gender: 'male', country: 'NG' } as const;
    expect(isEmergency(urgencyOf(['sore throat and fever', 'grey covering in the throat'], child))).toBe(
      true,
    );
    expect(isEmergency(urgencyOf(['sore throat and fever', 'white spots on the tonsils'], child))).toBe(
      false,
    );
  });

  it('an infant with fever who refuses to move a leg: emergency (septic arthritis); a cough and fever alone are not', () => {
    const infant = { age: 0.8, gender: 'female', country: 'KE', vitals: { temperatureC: 39 } } as const;
    expect(
      isEmergency(urgencyOf(['fever', 'refuses to move the left leg, cries when it is moved'], infant)),
    ).toBe(true);
    expect(isEmergency(urgencyOf(['fever', 'runny nose and a mild cough'], infant))).toBe(false);
  });
});
