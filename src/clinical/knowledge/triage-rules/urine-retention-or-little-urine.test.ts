import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Not having passed urine since a time is little or no urine: in a child, first a question of fluids
 * (WHO IMCI 2014, diarrhoea and dehydration). Acute urinary retention needs an inability to pass urine despite
 * the urge, a full bladder, or pain above the pubis or straining with no urine (EAU male LUTS 2024, acute
 * urinary retention).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const preschooler: Patient = { age: 3, gender: 'female', country: 'TZ' };
const olderMan: Patient = { age: 71, gender: 'male', country: 'KE' };
const assess = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('a well child who has not passed urine since a time is not called acute retention', () => {
  it.each([
    'Hajakojoa tangu jana usiku, anakula na kucheza',
    'no urine since breakfast but running about happily',
    "n'a pas uriné depuis ce matin, joue normalement",
  ])('"%s"', (text) => {
    const diagnosis = assess(text, preschooler);
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).not.toContain('unable-to-pass-urine');
    expect(diagnosis.emergencyAlert).toBe(false);
  });
});

describe('controls: retention told by inability, a full bladder, pain above the pubis or straining alarms', () => {
  it.each([
    'cannot pass urine at all although he keeps trying',
    'no urine since yesterday and a full bladder on examination',
    'no urine since the evening, with pain low in the belly',
    'hawezi kukojoa tangu asubuhi',
    'hajakojoa tangu jana, na kwa muda mrefu mkojo unatoka polepole',
  ])('"%s"', (text) => {
    expect(assess(text, olderMan).emergencyAlert).toBe(true);
  });
});
