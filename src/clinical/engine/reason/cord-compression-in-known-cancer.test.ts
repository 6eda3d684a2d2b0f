import { describe, it, expect } from 'vitest';
import { createEngine } from '../index';

/**
 * NICE NG234 (2023) 1.3: neurological symptoms in a person with suspected spinal metastases are an oncological
 * emergency. A cancer named by its site is a known cancer; 'sentir' with a body site is feeling, not smell.
 * Sentences of our own.
 */
const engine = createEngine();
const now = new Date('2026-06-01T10:00:00Z');
const assess = (text: string) =>
  engine.assess({ symptoms: [text], patient: { age: 64, gender: 'male' } }, now).diagnosis;

describe('back pain with new numb legs in a known cancer', () => {
  it.each([
    'known breast cancer, now back pain and both legs numb since yesterday',
    'cancer du sein, mal au dos, les jambes engourdies depuis deux jours',
    'saratani ya matiti, maumivu ya mgongo, miguu imekufa ganzi tangu jana',
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    // Numbness of years is a neuropathy (diabetes, chemotherapy), not the cord.
    'known breast cancer, back pain, numb feet for two years',
    // Numb feet and back pain without a cancer known.
    'diabetic, back pain and numb feet',
  ])('"%s" raises no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });

  it('reads feeling in the legs as sensation, not smell', () => {
    const present = assess('il ne sent plus rien dans les jambes')
      .findingsUsed.filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(present).not.toContain('loss-of-smell-taste');
    expect(assess('il ne sent plus les odeurs').findingsUsed.map((f) => f.findingId)).toContain(
      'loss-of-smell-taste',
    );
  });
});
