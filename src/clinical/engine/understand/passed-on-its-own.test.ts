import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/*
 * A sign told as having passed on its own ('coughed a little, then it passed', 'puis c'est passé', 'kisha
 * ikaisha') is absent now: after a brief submersion the child is observed for 6-8 hours (urgent), while a cough
 * that goes on is water in the airway and the emergency (WHO Pocket Book 2013 ch. 1, drowning; WHO Basic
 * Emergency Care 2018, drowning).
 */
const engine = createEngine();
const now = new Date('2026-11-30T10:00:00Z');
const child = { age: 8, gender: 'female' as const, vitals: { respiratoryRate: 20, spo2: 98 } };
const answer = (symptoms: string[]) =>
  engine.diagnose({ symptoms, patient: child, labResults: [] }, now).diagnosis;
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('a sign that passed on its own is absent now', () => {
  it.each([
    ['she went under the water at the river for a few seconds', 'she coughed a little, then it passed'],
    ['elle a failli se noyer dans la rivière', 'elle a toussé un peu, puis c’est passé'],
    ['alizama majini kwa sekunde chache', 'alikohoa kidogo, kisha ikaisha'],
  ])('calm twin: %s / %s stays urgent', (...symptoms) => {
    const diagnosis = answer(symptoms);
    expect(diagnosis.findingsUsed).toContainEqual(
      expect.objectContaining({ findingId: 'cough', present: false }),
    );
    expect(isEmergency(diagnosis.triage.urgency)).toBe(false);
  });

  it.each([
    ['she went under the water at the river for a few seconds', 'she is still coughing'],
    ['elle a failli se noyer dans la rivière', 'elle tousse encore'],
  ])('dangerous: %s / %s is the emergency', (...symptoms) => {
    expect(isEmergency(answer(symptoms).triage.urgency)).toBe(true);
  });

  it('a sign told after it, in its own part, stays present (fever, then cough)', () => {
    const present = answer(['fever, then cough'])
      .findingsUsed.filter((f) => f.present)
      .map((f) => f.findingId);
    expect(present).toEqual(expect.arrayContaining(['fever', 'cough']));
  });
});
