import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';
import { readAgeYearsInText } from '../../../engine/understand/read-age-sex-in-text';

/*
 * Labour, its infection and late-pregnancy bleeding as midwives write and families tell them (WHO MCPC 2017:
 * S-18 bleeding in later pregnancy, S-57 unsatisfactory progress of labour, S-105 fever during labour).
 */
const engine = createEngine();
const now = new Date('2026-11-28T12:00:00Z');
const diagnose = (symptoms: string[], patient: Record<string, unknown>) =>
  engine.diagnose({ symptoms, patient: patient as never, labResults: [] }, now).diagnosis;
const atTerm = { age: 22, gender: 'female', pregnant: true, gestationWeeks: 39 };

describe('labour and late pregnancy told in words', () => {
  it('a stuck labour in partograph shorthand is obstructed labour', () => {
    const diagnosis = diagnose(
      ['in active labour x18 hrs, cervix stuck at 6 cm, moulding 3+, late decels', 'T 37.8, pulse 112'],
      atTerm,
    );
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('obstructed-labour');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it('waters broken for two days with fever and smelly liquor is chorioamnionitis, still pregnant', () => {
    expect(
      diagnose(['waters broke two days ago, now fever and shivering, the liquor smells bad'], atTerm)
        .primaryDiagnosis.conditionId,
    ).toBe('puerperal-sepsis');
  });

  it('"no antenatal care" tells an unbooked pregnancy, it does not deny it', () => {
    const { findingsUsed } = diagnose(['in labour since yesterday, no antenatal care'], {
      age: 30,
      gender: 'female',
    });
    expect(findingsUsed.find((finding) => finding.findingId === 'pregnant')?.present).not.toBe(false);
    expect(findingsUsed.some((finding) => finding.findingId === 'no-antenatal-care' && finding.present)).toBe(
      true,
    );
  });

  it('bleeding at 34 weeks with a belly hard as wood is coded placental abruption (O45)', () => {
    const { primaryDiagnosis } = diagnose(
      ['dark blood from below, constant pain, the belly is hard as wood'],
      { age: 30, gender: 'female', pregnant: true, gestationWeeks: 34 },
    );
    expect(primaryDiagnosis.conditionId).toBe('antepartum-haemorrhage');
    expect(primaryDiagnosis.icd10).toBe('O45');
  });

  it('twin: painless bright bleeding at 34 weeks with a soft uterus keeps the antepartum code (O46)', () => {
    const { primaryDiagnosis } = diagnose(['painless bright red bleeding, the uterus is soft'], {
      age: 30,
      gender: 'female',
      pregnant: true,
      gestationWeeks: 34,
    });
    expect(primaryDiagnosis.conditionId).toBe('antepartum-haemorrhage');
    expect(primaryDiagnosis.icd10).toBe('O46');
  });

  it('reads a French adult age from "femme de 24 ans"', () => {
    expect(readAgeYearsInText('Femme de 24 ans, enceinte de 9 SA')).toBe(24);
  });

  it('bleeding after the birth without shock is an emergency, not critical; with shock it is critical', () => {
    const calm = diagnose(['delivered 3 hours ago, bleeding heavily with clots, pulse 96, BP 118/70'], {
      age: 26,
      gender: 'female',
      postpartumDays: 0,
    });
    expect(calm.primaryDiagnosis.conditionId).toBe('postpartum-haemorrhage');
    expect(calm.triage.urgency).toBe('emergency');
    const shocked = diagnose(['delivered 3 hours ago, bleeding heavily, cold clammy, pulse 130, BP 78/40'], {
      age: 26,
      gender: 'female',
      postpartumDays: 0,
    });
    expect(shocked.triage.urgency).toBe('critical');
  });
});
