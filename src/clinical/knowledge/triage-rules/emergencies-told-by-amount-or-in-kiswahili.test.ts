import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Emergencies told in ordinary words or in Kiswahili/French, each with a calm twin (review S4, S11, S14, S20,
 * S31): massive haemoptysis told by its amount (Kenya TB guidelines 2021), a mother's fear of harming her baby
 * (WHO mhGAP 2016), pink frothy sputum (ESC 2021 HF), a choking child who cannot breathe (WHO Pocket Book 2013
 * 1.2), rat poison named as 'dawa ya panya' (WHO Pocket Book 2013 1.10).
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const urgencyOf = (text: string, patient: Record<string, unknown>) =>
  engine.diagnose({ symptoms: [text], patient: { country: 'KE', ...patient } as never, labResults: [] }, now)
    .diagnosis.triage.urgency;
const man = { age: 40, gender: 'male' };
const mother = { age: 24, gender: 'female', postpartumDays: 10 };
const child = { age: 2, gender: 'male' };

describe('emergencies told by amount or in Kiswahili', () => {
  it.each([
    ['coughing large amounts of blood, more than half a cup', man],
    ['naogopa nitamdhuru mtoto wangu', mother],
    ['ninawaza kumuua mtoto wangu', mother],
    ['anakohoa makohozi ya povu ya pinki, hawezi kulala chali', { age: 70, gender: 'male' }],
    ['mtoto amebanwa na kitu kooni, hawezi kupumua', child],
  ])('"%s": emergency or above', (text, patient) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text, patient));
  });

  it('rat poison named in Kiswahili is read as a poisoning', () => {
    expect(urgencyOf('mtoto amekunywa dawa ya panya', child)).not.toBe('routine');
  });

  it.each([
    ['a streak of blood in sputum once', man],
    ['mama mchovu baada ya kujifungua, hana mawazo ya kumdhuru mtoto', mother],
    ['short of breath when running, otherwise well', { age: 10, gender: 'male' }],
  ])('calm twin "%s" is not an emergency', (text, patient) => {
    expect(['routine', 'urgent']).toContain(urgencyOf(text, patient));
  });
});
