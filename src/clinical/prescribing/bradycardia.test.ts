import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { findings } from '../knowledge/findings';
import { defaultKnowledge, describeFirstDoses, prescribe, type PrescribingPatient } from './index';

/**
 * A slow pulse with adverse features (or heart block) in the arrhythmia condition: atropine 1 mg IV, repeated
 * every 3 to 5 minutes to 3 mg, and pacing (AHA 2020 adult bradycardia algorithm); rate control is withheld.
 */
const adult = (currentFindings: string[], facts: Partial<PrescribingPatient> = {}): PrescribingPatient => ({
  ageYears: 72,
  weightKg: 65,
  allergies: [],
  medicalHistory: [],
  currentFindings,
  ...facts,
});
const arrhythmia = 'arrhythmia-atrial-fibrillation';

describe('symptomatic bradycardia and heart block', () => {
  it('fainting with a slow pulse: atropine 1 mg IV, every 3 to 5 minutes to 3 mg, and pacing', () => {
    const plan = prescribe(arrhythmia, adult(['bradycardia', 'syncope']));
    expect(plan.regimenId).toBe('arrhythmia-symptomatic-bradycardia');
    const [atropine, ...others] = plan.medications;
    expect(others).toEqual([]);
    expect(atropine).toMatchObject({
      medicineId: 'atropine',
      doseMg: 1,
      route: 'intravenous',
      maxMgPerDay: 3,
    });
    expect(atropine?.frequency).toMatch(/every 3 to 5 minutes/);
    expect(atropine?.duration).toMatch(/3 mg at most; refer for pacing at once/);
    expect(atropine?.sources.join(' ')).toMatch(/2020 American Heart Association.*atropine 1 mg IV bolus/);
    expect(plan.treatmentProtocol.supportiveCare.join(' ')).toMatch(
      /Atropine often fails in Mobitz II and complete \(third-degree\) heart block/,
    );
  });

  it.each([['hypotension'], ['confusion'], ['weak-pulse-cold-hands'], ['crushing-chest-pain']])(
    'a slow pulse with %s gets atropine too',
    (feature) => {
      expect(prescribe(arrhythmia, adult(['bradycardia', feature])).medications[0]?.medicineId).toBe(
        'atropine',
      );
    },
  );

  it('control: the same patient with a normal pulse gets rate control, not atropine', () => {
    const plan = prescribe(arrhythmia, adult(['syncope']));
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['bisoprolol']);
  });

  it('a slow pulse without adverse features: no atropine, and no rate control', () => {
    const plan = prescribe(arrhythmia, adult(['bradycardia']));
    expect(plan.medications).toEqual([]);
    expect(plan.safetyWarnings.join(' ')).toMatch(/bisoprolol withheld/);
  });

  it('a child: the adult algorithm is not used (no atropine dose for a child here)', () => {
    const plan = prescribe(arrhythmia, adult(['bradycardia', 'syncope'], { ageYears: 10, weightKg: 30 }));
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('atropine');
  });

  it('from words through the engine: the first dose before referral is atropine 1 mg', () => {
    const engine = createEngine();
    const { patient } = engine.understand({
      symptoms: ['pulse 34, fainted twice today'],
      patient: { age: 72, gender: 'male' },
    });
    const lines = describeFirstDoses(engine.prescribe(arrhythmia, { ...patient, weightKg: 65 }), 'AF');
    expect(lines[0]).toMatch(/^First dose now, before referral \(AF\): atropine 1 mg intravenous/);
  });

  it('names only known findings in a regimen population', () => {
    const known = new Set(findings.map((finding) => finding.id));
    const unknown = defaultKnowledge.regimens.flatMap((regimen) => {
      const wanted = regimen.population?.presentFindings;
      return [...(wanted?.allOf ?? []), ...(wanted?.anyOf ?? [])].filter((id) => !known.has(id));
    });
    expect(unknown).toEqual([]);
  });
});
