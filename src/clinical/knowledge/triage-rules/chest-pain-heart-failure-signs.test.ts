import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Severe chest pain with the lungs filling (crackles, breathless lying flat) or a third heart sound is acute
 * heart failure, often from an acute coronary syndrome: an emergency whatever the ranking (ESC 2021 heart
 * failure, acute heart failure; ESC 2023 acute coronary syndromes, triage).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const patient: ClinicalInput['patient'] = { age: 57, gender: 'male', country: 'KE' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient }, now).diagnosis;
const presentIds = (text: string) =>
  assess(text)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('chest pain with signs of acute heart failure is an emergency', () => {
  it.each([
    'intense chest pain since an hour, wet crackles over both lower lungs',
    'severe chest pain, has to sleep on three pillows to breathe',
    'chest pain this morning; on auscultation a gallop rhythm',
    'douleur thoracique intense avec un bruit de galop',
    'maumivu makali ya kifua, sauti ya tatu ya moyo inasikika',
  ])('"%s"', (text) => {
    const diagnosis = assess(text);
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/heart failure/);
  });
});

describe('a third heart sound is read and counts for heart failure', () => {
  it.each(['an S3 is heard at the apex', 'third heart sound present', 'galop protodiastolique'])(
    '"%s"',
    (text) => {
      expect(presentIds(text)).toContain('s3-gallop');
    },
  );

  it('it raises heart failure in a breathless patient', () => {
    const without = assess('short of breath on walking, legs swollen');
    const withS3 = assess('short of breath on walking, legs swollen, S3 gallop');
    const share = (diagnosis: typeof without) =>
      [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].find(
        (entry) => entry.conditionId === 'heart-failure',
      )?.probability ?? 0;
    expect(share(withS3)).toBeGreaterThan(share(without));
  });
});

describe('controls: pneumonia pain and plain chest pain do not raise this alarm', () => {
  it.each([
    'severe pain on breathing in, fever and crackles at the right base',
    'mild chest pain after lifting boxes, no breathlessness',
  ])('"%s"', (text) => {
    expect(assess(text).triage.reasons.join(' ')).not.toMatch(/acute heart failure/);
  });
});
