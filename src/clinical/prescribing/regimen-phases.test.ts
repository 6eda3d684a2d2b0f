import { describe, expect, it } from 'vitest';
import { defaultKnowledge, describeFirstDoses, prescribe, type PrescribingPatient } from './index';

/**
 * A regimen given in phases says when each phase is given: the magnesium sulfate maintenance dose is
 * given 4 hours after the loading dose (WHO 2011 pre-eclampsia recommendations, Pritchard regimen; WHO
 * MCPC 2017 magnesium sulfate schedules), never "now" with it.
 */
const patient = (facts: Partial<PrescribingPatient>): PrescribingPatient => ({
  allergies: [],
  medicalHistory: [],
  ...facts,
});
const pregnantAt34Weeks = patient({ ageYears: 28, weightKg: 65, pregnant: true, gestationWeeks: 34 });
const magnesiumLines = (lines: string[]) => lines.filter((line) => line.includes('magnesium sulfate'));

describe('phases of a regimen: each said with when it is given', () => {
  it('pre-eclampsia: both loading doses now, the maintenance dose 4 hours after the loading dose', () => {
    const plan = prescribe('pre-eclampsia-eclampsia', pregnantAt34Weeks);
    const [intravenous, intramuscular, maintenance] = magnesiumLines(
      describeFirstDoses(plan, 'Pre-eclampsia / eclampsia'),
    );
    expect(intravenous).toMatch(/^First dose now, before referral — loading dose, now, IV over 5 minutes/);
    expect(intravenous).toContain('magnesium sulfate 4000 mg intravenous');
    expect(intramuscular).toMatch(/^First dose now, before referral — loading dose, now, straight after/);
    expect(intramuscular).toContain('magnesium sulfate 10000 mg intramuscular');
    expect(maintenance).toMatch(/^Later, not now — maintenance, first dose 4 hours after the loading dose/);
    expect(maintenance).toContain('magnesium sulfate 5000 mg intramuscular');
    expect(maintenance).not.toMatch(/first dose now/i);
    // The doses are the source's (WHO 2011, Pritchard): 4 g IV + 10 g IM loading, 5 g IM every 4 hours.
    expect(plan.medications.filter((m) => m.medicineId === 'magnesium-sulfate').map((m) => m.doseMg)).toEqual(
      [4000, 10000, 5000],
    );
  });

  it('stroke: aspirin only after a CT scan excludes bleeding, never as a first dose before referral', () => {
    // WHO PEN 2020 stroke module: aspirin once haemorrhage is excluded; a third or more of strokes in
    // sub-Saharan Africa are haemorrhagic.
    const plan = prescribe('stroke', patient({ ageYears: 66, weightKg: 70 }));
    const aspirin = describeFirstDoses(plan, 'Stroke').filter((line) => line.includes('aspirin'));
    expect(aspirin).toHaveLength(1);
    expect(aspirin[0]).toMatch(/^Later, not now — after the CT scan, only once a CT scan excludes bleeding/);
    expect(aspirin[0]).not.toMatch(/first dose now/i);
  });

  it('control: the same regimen without its phases prints the maintenance dose as a first dose now', () => {
    const unphased = {
      ...defaultKnowledge,
      regimens: defaultKnowledge.regimens.map((regimen) => ({
        ...regimen,
        items: regimen.items.map(({ phase: _phase, ...item }) => item),
      })),
    };
    const plan = prescribe('pre-eclampsia-eclampsia', pregnantAt34Weeks, unphased);
    const maintenance = magnesiumLines(describeFirstDoses(plan, 'Pre-eclampsia / eclampsia'))[2];
    expect(maintenance).toMatch(/^First dose now/);
  });

  it('paracetamol overdose: bag 1 now, bags 2 and 3 each when the one before ends', () => {
    const plan = prescribe(
      'medicine-overdose',
      patient({ ageYears: 30, weightKg: 60, currentFindings: ['paracetamol-ingestion'] }),
    );
    const bags = plan.medications.filter((m) => m.medicineId === 'acetylcysteine');
    expect(bags.map((m) => m.phase?.startsNow)).toEqual([true, false, false]);
    expect(bags[1]?.timing).toBe('Bag 2 of 3: when bag 1 ends (1 hour after the start), over 4 hours');
  });

  it('child DKA: the fluid bolus now, insulin 1 hour after the fluids start (ISPAD 2022)', () => {
    const plan = prescribe('diabetic-ketoacidosis', patient({ ageYears: 10, weightKg: 30 }));
    const lines = describeFirstDoses(plan, 'DKA');
    expect(lines.find((line) => line.includes('insulin'))).toMatch(
      /^Later, not now — insulin infusion, 1 hour after/,
    );
  });

  it('severe malaria: artesunate now (hour 0), with the 12- and 24-hour doses and then daily', () => {
    const plan = prescribe('malaria-severe', patient({ ageYears: 30, weightKg: 60 }));
    expect(plan.medications[0]?.timing).toBe(
      'First dose (hour 0): now; again at 12 and 24 hours after it, then once daily',
    );
  });
});

describe('regimens in phases, knowledge-wide', () => {
  it('labels every item of a medicine given more than once in a regimen, and every loading dose', () => {
    const unlabelled = defaultKnowledge.regimens.flatMap((regimen) =>
      regimen.items
        .filter(
          (item) =>
            regimen.items.filter((other) => other.medicineId === item.medicineId).length > 1 ||
            /\bloading\b/i.test(`${item.frequency} ${item.duration}`),
        )
        .filter((item) => item.phase === undefined)
        .map((item) => `${regimen.id}: ${item.medicineId}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it('gives a later phase only after a phase given now', () => {
    const laterFirst = defaultKnowledge.regimens
      .filter((regimen) => regimen.items.some((item) => item.phase?.startsNow === false))
      .filter((regimen) => !regimen.items.some((item) => item.phase?.startsNow === true))
      .map((regimen) => regimen.id);
    // Listed on purpose: the stroke regimen's only medicine (aspirin) waits for the CT scan.
    expect(laterFirst).toEqual(['stroke']);
  });
});
