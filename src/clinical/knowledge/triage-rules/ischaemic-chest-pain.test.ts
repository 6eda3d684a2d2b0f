import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Suspected acute coronary syndrome is chest discomfort of ischaemic type, or an ischaemic ECG or troponin
 * (ESC 2023 acute coronary syndromes, section 3). Pain spreading to the arm from elsewhere, and the widespread
 * concave ST elevation with PR depression of pericarditis (ESC 2015 pericardial diseases, 3.1.1), are not.
 * Each calm case has an emergency twin that must stay an emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const patient: ClinicalInput['patient'] = { age: 45, gender: 'male' };
const urgencyOf = (symptoms: string[], labResults: ClinicalInput['labResults'] = []) =>
  engine.diagnose({ symptoms, patient, labResults }, now).diagnosis.triage.urgency;
const isAlarm = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('ischaemic chest pain is an emergency', () => {
  it.each([
    [['chest pain radiating to the left arm', 'sweating']],
    [['central crushing chest pain for an hour']],
    [['chest discomfort', 'ECG shows ST elevation in the anterior leads']],
  ])('%j', (symptoms) => {
    expect(isAlarm(urgencyOf(symptoms))).toBe(true);
  });

  it('typed ischaemic ECG result', () => {
    expect(
      isAlarm(urgencyOf(['chest pain for 2 hours'], [{ testType: 'ECG', result: 'ST depression in V4-V6' }])),
    ).toBe(true);
  });
});

describe('pain spreading to the arm without chest pain, and the ECG of pericarditis, are not', () => {
  it('sores spreading to the chin and arm of a child', () => {
    const { diagnosis } = engine.diagnose(
      { symptoms: ['crusted sores around the mouth spreading to the chin and the arm'], patient: { age: 4 } },
      now,
    );
    expect(isAlarm(diagnosis.triage.urgency)).toBe(false);
  });

  it('pericarditis with widespread concave ST elevation and PR depression', () => {
    const urgency = urgencyOf(
      ['sharp chest pain for 2 days, better leaning forward, after a cold'],
      [{ testType: 'ECG', result: 'widespread concave (saddle) ST elevation with PR depression' }],
    );
    expect(isAlarm(urgency)).toBe(false);
  });
});

describe('alpha-fetoprotein on a lab result is a tumour marker, not acute flaccid paralysis', () => {
  it('AFP 4200 ng/mL raises no paralysis alarm and supports liver cancer', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: ['hepatitis B carrier, right upper quadrant pain, weight loss, hard liver'],
        patient,
        labResults: [{ testType: 'AFP', result: '4200 ng/mL' }],
      },
      now,
    );
    const present = diagnosis.findingsUsed.filter((finding) => finding.present).map((f) => f.findingId);
    expect(present).not.toContain('acute-flaccid-paralysis');
    expect(present).toContain('liver-tumour-test-lab');
  });

  it('AFP written about a child with a floppy leg is still acute flaccid paralysis', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: ['suspected AFP: floppy weakness of the left leg', 'not vaccinated'],
        patient: { age: 3 },
      },
      now,
    );
    const present = diagnosis.findingsUsed.filter((finding) => finding.present).map((f) => f.findingId);
    expect(present).toContain('acute-flaccid-paralysis');
  });
});
