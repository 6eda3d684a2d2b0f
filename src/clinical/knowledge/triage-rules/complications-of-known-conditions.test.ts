import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * The life-threatening complication of a condition the patient is known to have raises the alarm, whatever the
 * ranking: peritonitis and hypovolaemia in nephrotic syndrome (KDIGO 2021; IPNA 2023), spinal cord
 * compression in a cancer spread to bone (NICE NG234; Kenya cancer protocols 2019), an overdose whose poison
 * is acting (WHO Pocket Book 2013 ch. 1; mhGAP-IG 2.0 SUI), mania with violence or a leap from a height
 * (mhGAP-IG 2.0 BPD, SUI), a feverish child who no longer knows the mother (WHO ETAT 2016). Each has its
 * calm twin, which must not alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');
type Patient = ClinicalInput['patient'];
const schoolChild: Patient = { age: 7, gender: 'female', weight: 22, country: 'KE' };
const toddler: Patient = { age: 3, gender: 'male', weight: 13, country: 'TZ' };
const olderMan: Patient = { age: 70, gender: 'male', country: 'KE' };
const teenager: Patient = { age: 16, gender: 'female', weight: 48, country: 'KE' };
const youngAdult: Patient = { age: 30, gender: 'male', country: 'KE' };

const assess = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;
const present = (symptoms: string[], patient: Patient) =>
  assess(symptoms, patient)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('alarms for the complications of a known condition', () => {
  it.each<[string, string[], Patient]>([
    [
      'nephrotic syndrome with fever and belly pain (peritonitis)',
      ['puffy face and swollen legs for a month, urine foamy', 'now fever and the belly hurts badly'],
      schoolChild,
    ],
    [
      'nephrotic syndrome with belly pain and cold hands (hypovolaemia)',
      ['swollen all over for weeks with foamy urine', 'belly pain today and her hands and feet are cold'],
      schoolChild,
    ],
    [
      'weak legs and a bladder that does not empty, bone pains of a known cancer',
      ['aches in the bones for months', 'since yesterday he cannot pass urine and both legs have gone weak'],
      olderMan,
    ],
    [
      'an overdose of pain tablets of 500 mg, the medicine not named',
      ['she swallowed her pain tablets, about 30 tablets of 500 mg, last night'],
      teenager,
    ],
    [
      'an overdose with vomiting and pain under the right ribs',
      ['took a whole packet of tablets yesterday', 'vomiting and pain under the right ribs today'],
      teenager,
    ],
    [
      'mania with violence against the family',
      ['no sleep for days, talks without stopping, says he is a king', 'he hit his father this morning'],
      youngAdult,
    ],
    [
      'mania with a wish to leap from a height',
      ['ne dort pas depuis 5 jours, se dit prophète', 'veut sauter du toit pour voler'],
      youngAdult,
    ],
    [
      'a feverish child who no longer knows the mother',
      ['homa kwa siku mbili', 'sasa hamtambui mama yake'],
      toddler,
    ],
  ])('%s', (_name, symptoms, patient) => {
    expect(assess(symptoms, patient).emergencyAlert).toBe(true);
  });

  it.each<[string, string[], Patient]>([
    [
      'nephrotic syndrome, playing, no fever, no pain',
      ['puffy eyes in the morning for a week, urine foamy', 'playing well, no fever, no belly pain'],
      schoolChild,
    ],
    [
      'weak stream at night, walks normally',
      ['gets up twice at night to pass urine, weak stream', 'walks normally, no back pain'],
      olderMan,
    ],
    [
      'two pain tablets of 500 mg for a headache',
      ['took 2 pain tablets of 500 mg for a headache this morning'],
      teenager,
    ],
    [
      'known bipolar disorder on treatment, sleeping well',
      ['known bipolar disorder on treatment', 'sleeping well, working, calm'],
      youngAdult,
    ],
    ['a feverish child who knows the mother and plays', ['homa kwa siku mbili', 'anacheza na kula'], toddler],
  ])('calm twin: %s', (_name, symptoms, patient) => {
    expect(assess(symptoms, patient).emergencyAlert).toBe(false);
  });
});

describe('reading what the alarms need', () => {
  it("reads legs that 'have gone weak' as weak legs, while a pain that 'has gone' stays gone", () => {
    expect(present(['his legs have gone weak and numb'], olderMan)).toContain('focal-weakness');
    expect(present(['the back pain has gone'], olderMan)).not.toContain('back-pain');
  });

  it('reads an unnamed 500 mg pain tablet swallowed at 150 mg/kg or more as paracetamol', () => {
    expect(present(['pain killers: 20 tablets of 500 mg swallowed'], teenager)).toContain(
      'paracetamol-ingestion',
    );
    // 10 x 500 mg in 48 kg is 104 mg/kg: below the threshold.
    expect(present(['pain killers: 10 tablets of 500 mg swallowed'], teenager)).not.toContain(
      'paracetamol-ingestion',
    );
  });
});
