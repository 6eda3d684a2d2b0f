import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Illicit spirits told as a habit are a same-day question about the last drink, not an emergency; a recent drink
 * with the early signs of methanol (drunk, headache, vomiting, belly pain) or its late ones (blurred vision, deep
 * breathing) still raises the alarm (WHO methanol 2014). 'AFP' beside a liver mass is alpha-fetoprotein, not
 * acute flaccid paralysis; a floppy limb is still an emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Patient = ClinicalInput['patient'];
const man: Patient = { age: 45, gender: 'male', country: 'KE' };
const child: Patient = { age: 4, gender: 'female', country: 'NG' };

const urgencyOf = (symptoms: string[], patient: Patient, labResults?: ClinicalInput['labResults']) =>
  engine.diagnose({ symptoms, patient, labResults }, now).diagnosis.triage.urgency;
const alarms = ['emergency', 'critical'];

describe('the emergency is still raised', () => {
  it.each([
    [
      'a recent drink of illicit spirits with vomiting and headache',
      ['drank changaa last night', 'now vomiting and headache'],
    ],
    ['illicit spirits with blurred vision', ['drank home brew yesterday', 'now his vision is blurred']],
  ])('%s', (_name, symptoms) => {
    expect(alarms).toContain(urgencyOf(symptoms, man));
  });
  it('a floppy leg after a fever in a child, told as AFP', () => {
    expect(alarms).toContain(urgencyOf(['AFP: sudden floppy weak leg after a fever', 'cannot stand'], child));
  });
});

describe('calm cases raise no alarm from these rules', () => {
  it('a drinking habit of local spirits with no sign of poisoning does not fire the methanol rule', () => {
    const { triage } = engine.diagnose(
      { symptoms: ['drinks changaa most evenings for years', 'wants help to stop'], patient: man },
      now,
    ).diagnosis;
    expect(triage.reasons.some((reason) => reason.includes('methanol harm'))).toBe(false);
  });
  it('AFP named with a liver mass is the tumour marker', () => {
    expect(alarms).not.toContain(
      urgencyOf(['liver mass on ultrasound, AFP very high', 'weight loss, known hepatitis B'], man),
    );
  });
});
