import { describe, expect, it } from 'vitest';
import { createEngine } from '../clinical/engine';
import { assessComprehensively } from './prescription-answers';

/*
 * A regimen is dosed only for a credible working diagnosis: likely enough, and not contradicted by the alarm
 * that fired (review S6, S10, S19, S26, S28, S34). Each alarm shape has a calm twin whose prescription stays.
 */
const engine = createEngine();
const context = { engine, now: () => Date.parse('2026-11-28T12:00:00Z') };
const answer = (symptoms: string[], patientProfile: Record<string, unknown>) =>
  assessComprehensively(context, { symptoms, patientProfile } as never);
const drugsOf = (result: ReturnType<typeof answer>) =>
  (result.prescription?.medications ?? []).map((medication) => medication.drug);

describe('no regimen without a working diagnosis', () => {
  it('chest tightness with sweating at 64, known to be anxious: no fluoxetine, the ACS actions instead', () => {
    const result = answer(
      ['has anxiety disorder, tight feeling in the chest for half an hour, sweating, smokes'],
      {
        age: 64,
        gender: 'male',
        weight: 80,
      },
    );
    expect(result.emergencyAlert).toBe(true);
    expect(result.message).toMatch(/No working diagnosis yet|coronary/);
    expect((result.emergencyActions ?? []).join(' ')).not.toMatch(/fluoxetine/i);
  });

  it('a known leg clot, then sudden breathlessness and blood coughed: the PE alarm, no pneumonia antibiotic', () => {
    const result = answer(['had a clot in the leg, now suddenly breathless and coughing up blood'], {
      age: 52,
      gender: 'female',
      weight: 68,
    });
    expect(result.emergencyAlert).toBe(true);
    expect(result.diagnosis.primaryDiagnosis.conditionId).not.toBe('dvt-pulmonary-embolism');
    expect((result.emergencyActions ?? []).join(' ')).not.toMatch(/amoxicillin/i);
  });

  it('calm twin: the PE the best match keeps its alarm and is the working diagnosis', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: ['suddenly short of breath, one leg swollen, operated on last week'],
        patient: { age: 47, gender: 'female' } as never,
      },
      new Date('2026-11-28T12:00:00Z'),
    );
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('dvt-pulmonary-embolism');
    expect(diagnosis.isWorkingDiagnosis).toBe(true);
  });

  it('a recently delivered mother with mild tiredness only: no PPH resuscitation, no regimen dosed', () => {
    const result = answer(['feels a bit tired'], {
      age: 27,
      gender: 'female',
      weight: 58,
      postpartumDays: 12,
    });
    expect(result.emergencyAlert).toBe(false);
    expect(drugsOf(result).join(' ')).not.toMatch(/oxytocin|tranexamic/i);
    expect(result.message).toMatch(/Prescription withheld/);
  });

  it('engine: the weak best match gets a plan that says why, no medicine', () => {
    const { diagnosis, prescription } = engine.assess(
      {
        symptoms: ['feels a bit tired'],
        patient: { age: 27, gender: 'female', postpartumDays: 12 } as never,
      },
      new Date('2026-11-28T12:00:00Z'),
    );
    expect(diagnosis.isWorkingDiagnosis).toBe(false);
    expect(prescription.medications).toEqual([]);
    expect(prescription.treatmentProtocol.primaryTreatment).toMatch(/No working diagnosis yet/);
  });

  it('calm twin: burning urine in a young woman keeps its prescription', () => {
    const result = answer(['burning when passing urine', 'passing urine often', 'no fever'], {
      age: 26,
      gender: 'female',
      pregnant: false,
      weight: 60,
    });
    expect(result.prescription?.medications.length).toBeGreaterThan(0);
  });

  it('calm twin: chest tightness with sweating and the ACS the best match keeps its first doses', () => {
    const result = answer(['crushing chest pain going to the left arm, sweating'], {
      age: 60,
      gender: 'male',
      weight: 75,
    });
    expect(result.diagnosis.primaryDiagnosis.condition).toMatch(/coronary/i);
    expect((result.emergencyActions ?? []).join(' ')).toMatch(/aspirin/i);
  });
});
